#pragma once
// ReplayController: the game shown again from its start (the replay view of
// a game session). It plays the game on move by move at the session's pace,
// or pauses, steps, and scrubs to any move, on a board feed of its own
// (`feed`: the play page's board shows it while the replay is open); every
// position comes from a copy of the session's match, walked by undo and
// redo along its history, and the session's own game is left as it is. A
// move played on is announced for animation (the feed's movePlayed), a step
// back or a scrub is shown at once (jumped).
//
// Inside a move it steps too, lap by lap and capture by capture (the steps
// of core/trace_boards.h): the board of each step comes from the rules
// core's ReplayWalk and is published as the `frame`, with its caption. A
// move being animated can be held mid-sowing (`held`) and let go again.
// From any position shown a new game can start (playFromHere).

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QStringList>
#include <QTimer>

#include <memory>

#include "app/ui/board/boardfeed.h"
#include "app/ui/library/replayframe.h"
#include "app/ui/play/sides.h"
#include "core/position.h"

namespace cowrie {
class Match;
class ReplayWalk;
}  // namespace cowrie

namespace cowrie::ui {

class GameSession;

class ReplayController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("a game session's replay")

    // The replay view is open.
    Q_PROPERTY(bool active READ active NOTIFY activeChanged)
    // It plays on by itself.
    Q_PROPERTY(bool playing READ playing NOTIFY playingChanged)
    // How many moves the replayed game has, and each in words ("Ana: 3").
    Q_PROPERTY(int length READ length NOTIFY activeChanged)
    Q_PROPERTY(QStringList moves READ moves NOTIFY movesChanged)
    // The move shown: the position after `shown` moves.
    Q_PROPERTY(int shown READ shown NOTIFY shownChanged)
    // Inside a move: the board, hands and caption of the step shown.
    Q_PROPERTY(cowrie::ui::ReplayFrame* frame READ frame CONSTANT)
    // The move being animated is held mid-sowing (the view pauses it).
    Q_PROPERTY(bool held READ held NOTIFY heldChanged)
    // What the board shows of the replay: the position after `shown`
    // moves, the last of them as the last move.
    Q_PROPERTY(cowrie::ui::BoardFeed* feed READ feed CONSTANT)
    // Who is to move in the position shown (NoSide at the game's end).
    Q_PROPERTY(cowrie::ui::sides::Side toMove READ toMove NOTIFY shownChanged)
    // What the last move shown did, in a sentence ("" at the start).
    Q_PROPERTY(QString moveText READ moveText NOTIFY shownChanged)

  public:
    explicit ReplayController(GameSession* session);
    ~ReplayController() override;

    // Opens the replay view at the game's start and plays it move by move.
    Q_INVOKABLE void start();
    // Play on from the move shown (from the start when at the end), or stop.
    Q_INVOKABLE void play();
    Q_INVOKABLE void pause();
    // One move on (animated) or back (shown at once).
    Q_INVOKABLE void stepForward();
    Q_INVOKABLE void stepBack();
    // Shows the position after `move` moves at once, paused.
    Q_INVOKABLE void seek(int move);
    // Leaves the replay view at the game's last position.
    Q_INVOKABLE void end();
    // One step on or back inside the moves (a lap, a capture...), shown at
    // once; at a move's ends into the next or the previous move. From a move
    // being animated, from the event it has reached.
    Q_INVOKABLE void stepEventForward();
    Q_INVOKABLE void stepEventBack();
    // Space: pauses (holding a move being animated where it is), or plays on.
    Q_INVOKABLE void togglePause();
    // The view's animation of the move shown reached event `index` of its
    // trace (its caption becomes the frame's).
    Q_INVOKABLE void noteAnimatedEvent(int index);
    // A new game from the position shown (the one before the move when
    // stopped inside it), the side the player chose: `person` South or North
    // against the computer at `level` (0..4), the board turned when he plays
    // North; BothSides, both at this computer. False when the position
    // cannot be played from (the game is over there) or nobody was chosen.
    Q_INVOKABLE bool playFromHere(int person, int level);

    bool active() const { return active_; }
    bool playing() const { return playing_; }
    int length() const { return active_ ? int(moves_.size()) : 0; }
    QStringList moves() const { return moves_; }
    int shown() const { return shown_; }
    ReplayFrame* frame() const { return frame_; }
    bool held() const { return held_; }
    BoardFeed* feed() const { return feed_; }
    sides::Side toMove() const;
    QString moveText() const { return moveText_; }
    // The position shown after `shown` moves (for tests); null when closed.
    const cowrie::Position* position() const;
    // The position shown, resting (for tests): after `shown` moves, or
    // before the move stopped inside.
    int restingMove() const;

  signals:
    void activeChanged();
    void movesChanged();
    void playingChanged();
    void shownChanged();
    void heldChanged();

  private:
    void setPlaying(bool playing);
    void setHeld(bool held);
    void setShown(int move, bool animate);
    // Shows the position after `move` moves: animated when it is the move
    // after the one shown, else at once (the feed jumps).
    void show(int move, bool animate);
    // Shows the position after `move` moves at once.
    void jump(int move);
    void showBoard();
    // The move just replayed from `before` with `trace` as the feed's last move.
    void setLastMove(const cowrie::Position& before, const cowrie::Trace& trace);
    // Another language: the move list and the last move's words anew.
    void retranslate();
    void stepEvent(bool forward);
    // The frame of the walk's stop, its captions narrated once per move.
    void showFrame();
    void scheduleNext();
    void stepNow();
    void close();

    GameSession* session_;
    ReplayFrame* frame_;
    BoardFeed* feed_;
    // The session's game, walked along its history to the position shown.
    std::unique_ptr<cowrie::Match> game_;
    std::unique_ptr<cowrie::ReplayWalk> walk_;
    QString moveText_;
    QTimer stepTimer_;
    QStringList moves_;
    QStringList captions_;  // of the move the walk loaded last
    int captionsOf_ = 0;    // that move, 0 for none
    int animatedEvent_ = -1;
    bool active_ = false;
    bool playing_ = false;
    bool held_ = false;
    int shown_ = 0;
};

}  // namespace cowrie::ui
