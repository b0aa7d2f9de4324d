#include "app/ui/play/computerplayer.h"

#include "app/ui/shared/engineworker.h"

namespace cowrie::ui {

ComputerPlayer::ComputerPlayer(cowrie::ui::EngineWorker* engine, QObject* parent)
    : QObject(parent), engine_(engine) {
    connect(engine_, &cowrie::ui::EngineWorker::moveFound, this,
            [this](quint64 id, quint16 code) { onMoveFound(id, code); });
    // Asking, answering, stopping and the hints taking the engine over all
    // change what the engine waits on, and so whether the computer thinks.
    connect(engine_, &cowrie::ui::EngineWorker::waitingChanged, this,
            &ComputerPlayer::thinkingChanged);
}

void ComputerPlayer::ask(std::shared_ptr<const cowrie::Rules> rules,
                         const cowrie::Position& position, int level) {
    answered_ = false;
    question_ = engine_->think(std::move(rules), position, level, 0,
                               cowrie::ui::EngineWorker::Purpose::Play);
}

bool ComputerPlayer::needsAsking() const {
    return question_ == 0 || (!answered_ && engine_->waiting() != question_);
}

bool ComputerPlayer::thinking() const {
    return engine_->waitingFor(cowrie::ui::EngineWorker::Purpose::Play);
}

cowrie::Move ComputerPlayer::take() {
    const cowrie::Move move = ready_;
    ready_ = {};
    return move;
}

void ComputerPlayer::reset() {
    if (thinking()) engine_->stop();
    question_ = 0;
    answered_ = false;
    ready_ = {};
}

void ComputerPlayer::onMoveFound(quint64 id, quint16 code) {
    if (id != question_) return;  // the hints' answer
    answered_ = true;
    emit answered(cowrie::Move::fromCode(code));
}

}  // namespace cowrie::ui
