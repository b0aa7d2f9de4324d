#include "app/ui/replaycontroller.h"

#include <algorithm>

#include "app/ui/gamesession.h"
#include "app/ui/playtext.h"
#include "app/ui/tracetext.h"

namespace cowrie::ui {

namespace {

// Each move of `match` in words, with its mover's name ("Ana: 3").
QStringList moveLabels(const cowrie::Match& match, const ui::Names& names) {
    QStringList labels;
    cowrie::Match walk(match.sharedRules(), match.initialPosition());
    for (const cowrie::Move move : match.moves()) {
        const cowrie::Turn turn = walk.position().toMove;
        const QString who =
            cowrie::isSingle(turn) ? names.of(cowrie::sideOf(turn)) : ReplayController::tr("Both");
        labels.append(
            QStringLiteral("%1: %2").arg(who, ui::moveLabel(walk.rules(), walk.position(), move)));
        walk.play(move);
    }
    return labels;
}

}  // namespace

ReplayController::ReplayController(GameSession* session) : QObject(session), session_(session) {
    stepTimer_.setSingleShot(true);
    connect(&stepTimer_, &QTimer::timeout, this, &ReplayController::stepNow);
    connect(session_, &GameSession::presentingChanged, this, [this] {
        if (!session_->presenting()) scheduleNext();
    });
    // A new game closes the view.
    connect(session_, &GameSession::gameChanged, this, [this] {
        if (!active_) return;
        setPlaying(false);
        active_ = false;
        moves_.clear();
        emit activeChanged();
    });
}

void ReplayController::start() {
    const cowrie::Match* match = session_->match();
    if (active_ || !match || match->moveCount() == 0) return;
    moves_ = moveLabels(*match, session_->names());
    if (!session_->enterReplay()) return;
    active_ = true;
    shown_ = 0;
    emit activeChanged();
    emit shownChanged();
    setPlaying(true);
}

void ReplayController::play() {
    if (!active_) return;
    if (shown_ >= length()) setShown(0, false);  // at the end: again from the start
    setPlaying(true);
}

void ReplayController::pause() {
    setPlaying(false);
}

void ReplayController::stepForward() {
    if (!active_) return;
    setPlaying(false);
    if (shown_ < length()) setShown(shown_ + 1, true);
}

void ReplayController::stepBack() {
    if (!active_) return;
    setPlaying(false);
    if (shown_ > 0) setShown(shown_ - 1, false);
}

void ReplayController::seek(int move) {
    if (!active_) return;
    setPlaying(false);
    setShown(std::clamp(move, 0, length()), false);
}

void ReplayController::end() {
    if (!active_) return;
    setPlaying(false);
    active_ = false;
    moves_.clear();
    session_->leaveReplay();
    emit activeChanged();
}

void ReplayController::setShown(int move, bool animate) {
    if (move == shown_) return;
    shown_ = move;
    session_->showReplayMove(move, animate);
    emit shownChanged();
}

void ReplayController::setPlaying(bool playing) {
    if (playing == playing_) return;
    playing_ = playing;
    if (!playing) stepTimer_.stop();
    emit playingChanged();
    if (playing) scheduleNext();
}

void ReplayController::scheduleNext() {
    if (active_ && playing_ && !session_->presenting()) stepTimer_.start(session_->pauseMs());
}

void ReplayController::stepNow() {
    if (!active_ || !playing_ || session_->presenting()) return;
    setShown(shown_ + 1, true);
    if (shown_ >= length())
        setPlaying(false);
    else
        scheduleNext();
}

}  // namespace cowrie::ui
