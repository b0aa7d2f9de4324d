#include "app/ui/library/replaycontroller.h"

#include <algorithm>

#include "app/ui/board/narration.h"
#include "app/ui/board/tracetext.h"
#include "app/ui/play/gamesession.h"
#include "app/ui/play/playtext.h"
#include "app/ui/play/roundsummary.h"
#include "app/ui/settings/languages.h"
#include "core/match.h"
#include "core/replay_walk.h"
#include "core/state_json.h"

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

ReplayController::ReplayController(GameSession* session)
    : QObject(session),
      session_(session),
      frame_(new ReplayFrame(this)),
      feed_(new BoardFeed(this)) {
    stepTimer_.setSingleShot(true);
    connect(&stepTimer_, &QTimer::timeout, this, &ReplayController::stepNow);
    connect(feed_, &BoardFeed::presented, this, &ReplayController::scheduleNext);
    // Seen from the seat the game is seen from.
    connect(session_->feed(), &BoardFeed::turnedChanged, this,
            [this] { feed_->setTurned(session_->feed()->turned()); });
    connect(LanguageNotifier::instance(), &LanguageNotifier::changed, this,
            &ReplayController::retranslate);
    // A new game closes the view.
    connect(session_, &GameSession::gameChanged, this, [this] {
        if (!active_) return;
        setPlaying(false);
        close();
    });
}

ReplayController::~ReplayController() = default;

void ReplayController::start() {
    const cowrie::Match* match = session_->match();
    if (active_ || !match || match->moveCount() == 0) return;
    moves_ = moveLabels(*match, session_->names());
    walk_ = std::make_unique<cowrie::ReplayWalk>(*match);
    game_ = std::make_unique<cowrie::Match>(*match);
    while (game_->canUndo()) game_->undo();
    shown_ = 0;
    moveText_.clear();
    feed_->reset();
    feed_->setTurned(session_->feed()->turned());
    feed_->setNames(session_->names().south, session_->names().north);
    showBoard();
    active_ = true;
    emit activeChanged();
    emit movesChanged();
    emit shownChanged();
    feed_->jump();
    setPlaying(true);
}

const cowrie::Position* ReplayController::position() const {
    return game_ ? &game_->position() : nullptr;
}

sides::Side ReplayController::toMove() const {
    if (!game_ || game_->position().over()) return sides::NoSide;
    return sides::of(game_->position().toMove);
}

void ReplayController::showBoard() {
    feed_->board()->show(game_->sharedRules(), game_->position(), {});
}

void ReplayController::setLastMove(const cowrie::Position& before, const cowrie::Trace& trace) {
    const cowrie::Position& after = game_->position();
    const ui::Names names = session_->names();
    feed_->setMove(before.board, trace, sides::of(before.toMove),
                   ui::narrate(game_->rules(), before, trace, names),
                   ui::roundSummary(game_->rules(), before, trace, after, names));
    moveText_ = ui::moveSentence(game_->rules(), before, game_->moves().back(), trace, names);
}

void ReplayController::show(int move, bool animate) {
    if (!game_ || move == game_->moveCount()) return;
    if (animate && move == game_->moveCount() + 1 && game_->canRedo()) {
        const cowrie::Position from = game_->position();
        const cowrie::Trace trace = game_->redo();
        showBoard();
        setLastMove(from, trace);
        feed_->announceMove();
        return;
    }
    // One move short, then that move again: its trace draws the last-move path.
    while (game_->moveCount() > std::max(0, move - 1)) game_->undo();
    while (game_->moveCount() < move - 1 && game_->canRedo()) game_->redo();
    if (move > 0 && game_->canRedo()) {
        const cowrie::Position from = game_->position();
        const cowrie::Trace trace = game_->redo();
        setLastMove(from, trace);
    } else {
        moveText_.clear();
        feed_->clearMove();
    }
    showBoard();
    feed_->jump();
}

void ReplayController::retranslate() {
    if (!active_) return;
    moves_ = moveLabels(*session_->match(), session_->names());
    feed_->setNames(session_->names().south, session_->names().north);
    // The last move shown again, in the new words, at rest.
    if (game_->moveCount() > 0) {
        const int move = game_->moveCount();
        game_->undo();
        const cowrie::Position from = game_->position();
        const cowrie::Trace trace = game_->redo();
        Q_ASSERT(game_->moveCount() == move);
        setLastMove(from, trace);
    }
    captionsOf_ = 0;
    if (walk_ && walk_->inMove()) showFrame();
    emit movesChanged();
    emit shownChanged();  // the move's sentence
}

void ReplayController::play() {
    if (!active_) return;
    if (held_) {  // the move held mid-sowing goes on
        setHeld(false);
        setPlaying(true);
        return;
    }
    // Stopped inside a move: it is played again from its start.
    if (walk_->inMove()) {
        walk_->seek(shown_);
        frame_->rest();
    }
    if (shown_ >= length()) setShown(0, false);  // at the end: again from the start
    setPlaying(true);
}

void ReplayController::pause() {
    setPlaying(false);
    if (active_ && feed_->presenting()) setHeld(true);
}

void ReplayController::togglePause() {
    if (playing_)
        pause();
    else
        play();
}

void ReplayController::stepForward() {
    if (!active_) return;
    setPlaying(false);
    if (shown_ < length()) setShown(shown_ + 1, true);
}

void ReplayController::stepBack() {
    if (!active_) return;
    setPlaying(false);
    // Stopped inside a move: back to the position before it.
    if (walk_ && walk_->inMove()) return setShown(shown_, false);
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
    close();
}

void ReplayController::close() {
    setHeld(false);
    active_ = false;
    moves_.clear();
    walk_.reset();
    game_.reset();
    moveText_.clear();
    feed_->reset();
    captions_.clear();
    captionsOf_ = 0;
    animatedEvent_ = -1;
    frame_->clear();
    emit activeChanged();
    emit movesChanged();
}

int ReplayController::restingMove() const {
    return walk_ ? walk_->shown() : shown_;
}

void ReplayController::setShown(int move, bool animate) {
    // Whatever was stopped inside or held is left first: the frame's
    // listeners must not end the animation asked for below.
    setHeld(false);
    animatedEvent_ = -1;
    if (walk_ && (walk_->inMove() || walk_->shown() != move)) {
        walk_->seek(move);
        frame_->rest();
    }
    if (move == shown_) return;
    shown_ = move;
    show(move, animate);
    emit shownChanged();
}

void ReplayController::jump(int move) {
    if (move == shown_) return;
    shown_ = move;
    show(move, false);
    emit shownChanged();
}

void ReplayController::setHeld(bool held) {
    if (held == held_) return;
    held_ = held;
    emit heldChanged();
}

void ReplayController::stepEventForward() {
    stepEvent(true);
}

void ReplayController::stepEventBack() {
    stepEvent(false);
}

void ReplayController::stepEvent(bool forward) {
    if (!active_ || !walk_) return;
    setPlaying(false);
    // A move being animated (or held): the walk stops first at the step
    // holding the event the animation reached, which is ahead of it unless
    // the event ends that step.
    const bool animating = (feed_->presenting() || held_) && animatedEvent_ >= 0 && shown_ > 0;
    setHeld(false);
    if (animating) {
        walk_->enterMove(shown_, animatedEvent_);
        const bool atEvent = walk_->inMove() && walk_->eventIndex() == animatedEvent_;
        if (!forward)
            walk_->stepBack();
        else if (atEvent)
            walk_->stepForward();
    } else {
        if (!walk_->inMove() && walk_->shown() != shown_) walk_->seek(shown_);
        if (forward ? !walk_->stepForward() : !walk_->stepBack()) return;
    }
    animatedEvent_ = -1;
    jump(walk_->shown());
    showFrame();
}

void ReplayController::showFrame() {
    if (!walk_->inMove()) return frame_->rest();
    const int move = walk_->shown() + 1;
    if (captionsOf_ != move) {
        captions_ = ui::narrate(game_->rules(), walk_->positionAfter(move - 1), walk_->trace(),
                                session_->names());
        captionsOf_ = move;
    }
    frame_->show(*walk_, captions_);
}

void ReplayController::noteAnimatedEvent(int index) {
    if (!active_) return;
    animatedEvent_ = index;
    const QStringList captions = feed_->captions();
    if (index >= 0 && index < captions.size() && !captions[index].isEmpty())
        frame_->setCaption(captions[index]);
}

bool ReplayController::playFromHere(int person, int level) {
    if (!active_ || !walk_) return false;
    if (person != sides::South && person != sides::North && person != sides::BothSides)
        return false;
    const cowrie::Position& position = walk_->positionAfter(walk_->shown());
    if (position.over()) return false;
    const cowrie::Match* match = session_->match();
    const std::string state = cowrie::stateToJson(match->rules(), position).dump();
    QVariantMap setup = session_->setup();
    setup.insert(QStringLiteral("start"), QString::fromStdString(state));
    const bool computer = person != sides::BothSides;
    setup.insert(QStringLiteral("mode"), int(computer ? modes::VersusComputer : modes::HotSeat));
    setup.insert(QStringLiteral("level"), level);
    // The side the player chose, whoever is to move (he was asked).
    const bool playsNorth = person == sides::North;
    setup.insert(QStringLiteral("computerSide"), int(playsNorth ? sides::South : sides::North));
    // The computer's name was the old game's: a person's side keeps his.
    if (computer)
        setup.insert(playsNorth ? QStringLiteral("southName") : QStringLiteral("northName"),
                     QString());
    // Against the computer, the person's row is the one nearest him (the
    // dialog says so); at one computer the board is not turned.
    setup.insert(QStringLiteral("turned"), playsNorth);
    setPlaying(false);
    return session_->start(setup);
}

void ReplayController::setPlaying(bool playing) {
    if (playing == playing_) return;
    playing_ = playing;
    if (!playing) stepTimer_.stop();
    emit playingChanged();
    if (playing) scheduleNext();
}

void ReplayController::scheduleNext() {
    if (active_ && playing_ && !feed_->presenting()) stepTimer_.start(session_->pace()->pauseMs());
}

void ReplayController::stepNow() {
    if (!active_ || !playing_ || feed_->presenting()) return;
    setShown(shown_ + 1, true);
    if (shown_ >= length())
        setPlaying(false);
    else
        scheduleNext();
}

}  // namespace cowrie::ui
