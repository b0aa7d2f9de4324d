#include "app/ui/play/hintadvisor.h"

#include "app/ui/board/holelabels.h"
#include "app/ui/shared/engineworker.h"

namespace cowrie::ui {

namespace {

// The engine's level and time for a hint: a good move, quickly.
constexpr int kHintLevel = 3;
constexpr int kHintMs = 800;

}  // namespace

HintAdvisor::HintAdvisor(cowrie::ui::EngineWorker* engine, QObject* parent)
    : QObject(parent), engine_(engine) {
    connect(engine_, &cowrie::ui::EngineWorker::moveFound, this,
            [this](quint64 id, quint16 code) { onMoveFound(id, code); });
    // Asking, the answer, clearing and the computer taking the engine over
    // all change what the engine waits on, and so whether a hint is sought.
    connect(engine_, &cowrie::ui::EngineWorker::waitingChanged, this, &HintAdvisor::busyChanged);
}

void HintAdvisor::ask(std::shared_ptr<const cowrie::Rules> rules, const cowrie::Position& position,
                      cowrie::Side side) {
    clear();
    rules_ = rules;
    position_ = position;
    side_ = side;
    question_ = engine_->think(std::move(rules), position, kHintLevel, kHintMs,
                               cowrie::ui::EngineWorker::Purpose::Advise);
    emit changed();
}

bool HintAdvisor::busy() const {
    return engine_->waitingFor(cowrie::ui::EngineWorker::Purpose::Advise);
}

void HintAdvisor::clear() {
    const bool wasBusy = busy();
    if (wasBusy) engine_->stop();
    question_ = 0;
    if (!wasBusy && place_ < 0 && text_.isEmpty()) return;
    place_ = -1;
    text_.clear();
    emit changed();
}

void HintAdvisor::onMoveFound(quint64 id, quint16 code) {
    if (id != question_) return;  // the computer's answer
    question_ = 0;
    const cowrie::Move move = cowrie::Move::fromCode(code);
    int hole = move.holeNumber();
    if (move.isPair()) hole = side_ == cowrie::Side::South ? move.southHole() : move.northHole();
    place_ = position_.board.hole(side_, hole);
    const QString label = cowrie::ui::holeLabel(*rules_, side_, hole);
    if (!move.hasDirection())
        text_ = tr("Try hole %1.").arg(label);
    else if (move.direction() == cowrie::Direction::Ccw)
        text_ = tr("Try hole %1, sowing towards your right.").arg(label);
    else
        text_ = tr("Try hole %1, sowing towards your left.").arg(label);
    emit changed();
}

}  // namespace cowrie::ui
