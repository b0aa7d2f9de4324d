#include "computerplayer.h"

#include "engineworker.h"

ComputerPlayer::ComputerPlayer(QObject* parent)
    : QObject(parent), worker_(new cowrie::ui::EngineWorker(this)) {
    connect(worker_, &cowrie::ui::EngineWorker::moveFound, this,
            [this](quint64 id, quint16 code, double, int, quint64) { onMoveFound(id, code); });
}

ComputerPlayer::~ComputerPlayer() {
    cancel();
}

void ComputerPlayer::ask(std::shared_ptr<const cowrie::Rules> rules,
                         const cowrie::Position& position, int level, int timeMs) {
    waiting_ = ++lastId_;
    worker_->think(std::move(rules), position, level, timeMs, waiting_);
}

void ComputerPlayer::cancel() {
    if (waiting_ == 0) return;
    waiting_ = 0;
    worker_->stop();
}

void ComputerPlayer::newGame() {
    waiting_ = 0;
    worker_->forget();
}

void ComputerPlayer::onMoveFound(quint64 requestId, quint16 moveCode) {
    if (requestId == 0 || requestId != waiting_) return;
    waiting_ = 0;
    emit answered(cowrie::Move::fromCode(moveCode));
}
