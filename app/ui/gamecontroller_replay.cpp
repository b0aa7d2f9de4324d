// GameController's replay view: the finished (or unfinished) game shown
// again from its start. Every position comes from the core's Match (undo
// and redo along its history); a move played on is announced for animation
// (movePlayed), a jump back or a scrub is shown at once (jumped).

#include <algorithm>

#include "computerplayer.h"
#include "gamecontroller.h"
#include "playtext.h"
#include "tracetext.h"

namespace ui = cowrie::ui;

void GameController::watchReplay() {
    if (!match_ || replaying_ || match_->moveCount() == 0) return;
    const Snapshot before = snapshot();
    computer_->cancel();
    computerMove_ = {};
    computerAsked_ = false;
    stepTimer_.stop();
    clearChoices();
    clearHint();
    replayTarget_ = match_->moveCount();
    // The move list, read backwards while returning to the start.
    const std::vector<cowrie::Move> moves = match_->moves();
    replayMoves_ = QStringList();
    for (int i = int(moves.size()); i-- > 0;) {
        match_->undo();
        const QString mover = ui::moverText(match_->position());
        const QString who = mover == QLatin1String("both")
                                ? QStringLiteral("Both")
                                : names().of(mover == QLatin1String("north") ? cowrie::Side::North
                                                                             : cowrie::Side::South);
        replayMoves_.prepend(QStringLiteral("%1: %2").arg(
            who, ui::moveLabel(match_->rules(), match_->position(), moves[size_t(i)])));
    }
    replaying_ = true;
    emit replayingChanged();
    showBoard();
    clearLastMove();
    publish(before);
    emit overChanged();
    setStatus(prompt());
    emit progressChanged();
    emit jumped();
    setReplayPlaying(true);
}

void GameController::replayPlay() {
    if (!replaying_) return;
    // At the end, playing starts again from the beginning.
    if (match_->moveCount() >= replayTarget_) jumpTo(0);
    setReplayPlaying(true);
}

void GameController::replayPause() {
    setReplayPlaying(false);
}

void GameController::replayStepForward() {
    if (!replaying_) return;
    setReplayPlaying(false);
    if (match_->moveCount() < replayTarget_) replayNextMove();
}

void GameController::replayStepBack() {
    if (!replaying_) return;
    setReplayPlaying(false);
    if (match_->moveCount() > 0) jumpTo(match_->moveCount() - 1);
}

void GameController::replaySeek(int move) {
    if (!replaying_) return;
    setReplayPlaying(false);
    jumpTo(std::clamp(move, 0, replayTarget_));
}

void GameController::endReplay() {
    if (!replaying_) return;
    setReplayPlaying(false);
    jumpTo(replayTarget_);
    leaveReplay();
}

void GameController::setReplayPlaying(bool playing) {
    if (playing == replayPlaying_) return;
    replayPlaying_ = playing;
    if (!playing) stepTimer_.stop();
    emit replayPlayingChanged();
    if (playing) scheduleNext();
}

void GameController::replayNextMove() {
    if (!match_->canRedo()) return;
    const Snapshot before = snapshot();
    const cowrie::Position from = match_->position();
    const cowrie::Trace trace = match_->redo();
    showRedoneMove(before, from, trace);
    emit progressChanged();
}

void GameController::jumpTo(int move) {
    if (move == match_->moveCount()) return;
    const Snapshot before = snapshot();
    // One move short, then that move again: its trace draws the last-move path.
    while (match_->moveCount() > std::max(0, move - 1)) match_->undo();
    while (match_->moveCount() < move - 1 && match_->canRedo()) match_->redo();
    // The status tells what the move shown did, as after a move played.
    QString status = prompt();
    if (move > 0 && match_->canRedo()) {
        const cowrie::Position from = match_->position();
        const cowrie::Trace trace = match_->redo();
        setLastMove(from, trace);
        status = ui::moveSentence(match_->rules(), from, match_->moves().back(), trace, names());
    } else {
        clearLastMove();
    }
    showBoard();
    publish(before);
    setStatus(status);
    emit progressChanged();
    emit jumped();
}

void GameController::leaveReplay() {
    const Snapshot before = snapshot();
    replaying_ = false;
    replayMoves_.clear();
    emit replayingChanged();
    showBoard();
    publish(before);
    emit overChanged();
    setStatus(over() ? resultText() : prompt());
    emit progressChanged();
    afterChange();
}
