#include "app/ui/play/computerplayer.h"

#include "app/ui/shared/engineworker.h"

namespace cowrie::ui {

using Purpose = cowrie::ui::EngineWorker::Purpose;

ComputerPlayer::ComputerPlayer(cowrie::ui::EngineWorker* engine, QObject* parent)
    : Player(parent), engine_(engine) {
    connect(engine_, &cowrie::ui::EngineWorker::moveFound, this,
            [this](quint64 id, quint16 code) { onMoveFound(id, code); });
    // Asking, answering, stopping and the hints taking the engine over all
    // change what the engine waits on, and so whether the computer thinks.
    // A question the hints took the engine from is asked again once it is free.
    connect(engine_, &cowrie::ui::EngineWorker::waitingChanged, this, [this] {
        // Asking again announces itself (the engine's waitingChanged anew).
        if (question_ && engine_->waiting() == 0) return think();
        emit thinkingChanged();
    });
}

void ComputerPlayer::ask(const Question& question) {
    question_ = question;
    asked_ = 0;
    // The hints have the engine now: the question waits until they are done.
    if (!engine_->waitingFor(Purpose::Advise)) think();
}

void ComputerPlayer::think() {
    asked_ = engine_->think(question_->rules, question_->position, level_, 0, Purpose::Play);
}

void ComputerPlayer::cancel() {
    const bool asking = question_.has_value();
    question_.reset();
    asked_ = 0;
    if (asking && thinking()) engine_->stop();
}

bool ComputerPlayer::thinking() const {
    return engine_->waitingFor(Purpose::Play);
}

void ComputerPlayer::onMoveFound(quint64 id, quint16 code) {
    if (!question_ || id != asked_) return;  // the hints' answer
    cowrie::Move move = cowrie::Move::fromCode(code);
    // One side of a simultaneous start: its hole of the pair found.
    if (move.isPair() && question_->side != sides::BothSides)
        move = cowrie::Move::hole(question_->side == sides::South ? move.southHole()
                                                                  : move.northHole());
    question_.reset();
    asked_ = 0;
    emit moved(move);
}

}  // namespace cowrie::ui
