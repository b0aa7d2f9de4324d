#include "computerplayer.h"

#include "engineworker.h"

ComputerPlayer::ComputerPlayer(cowrie::ui::EngineWorker* engine, QObject* parent)
    : QObject(parent), engine_(engine) {
    connect(engine_, &cowrie::ui::EngineWorker::moveFound, this,
            [this](quint64 id, quint16 code) { onMoveFound(id, code); });
    // The hints taking the engine over ends the computer's thinking too.
    connect(engine_, &cowrie::ui::EngineWorker::waitingChanged, this,
            &ComputerPlayer::notifyThinking);
}

void ComputerPlayer::notifyThinking() {
    if (thinking() == wasThinking_) return;
    wasThinking_ = thinking();
    emit thinkingChanged();
}

void ComputerPlayer::ask(std::shared_ptr<const cowrie::Rules> rules,
                         const cowrie::Position& position, int level) {
    answered_ = false;
    question_ = engine_->think(std::move(rules), position, level, 0,
                               cowrie::ui::EngineWorker::Purpose::Play);
    notifyThinking();
}

bool ComputerPlayer::needsAsking() const {
    return question_ == 0 || (!answered_ && engine_->waiting() != question_);
}

bool ComputerPlayer::thinking() const {
    return question_ != 0 && engine_->waiting() == question_;
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
    notifyThinking();
}

void ComputerPlayer::onMoveFound(quint64 id, quint16 code) {
    if (id != question_) return;  // the hints' answer
    answered_ = true;
    notifyThinking();
    emit answered(cowrie::Move::fromCode(code));
}
