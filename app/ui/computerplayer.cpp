#include "computerplayer.h"

#include "engineworker.h"

ComputerPlayer::ComputerPlayer(cowrie::ui::EngineWorker* engine, QObject* parent)
    : QObject(parent), engine_(engine) {
    connect(engine_, &cowrie::ui::EngineWorker::moveFound, this,
            [this](quint64 id, quint16 code) { onMoveFound(id, code); });
}

void ComputerPlayer::ask(std::shared_ptr<const cowrie::Rules> rules,
                         const cowrie::Position& position, int level) {
    answered_ = false;
    question_ = engine_->think(std::move(rules), position, level, 0,
                               cowrie::ui::EngineWorker::Purpose::Play);
    emit thinkingChanged();
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
    const bool was = thinking();
    if (was) engine_->stop();
    question_ = 0;
    answered_ = false;
    ready_ = {};
    if (was) emit thinkingChanged();
}

void ComputerPlayer::onMoveFound(quint64 id, quint16 code) {
    if (id != question_) return;  // the hints' answer
    answered_ = true;
    emit thinkingChanged();
    emit answered(cowrie::Move::fromCode(code));
}
