#pragma once
// ReplayController: the game shown again from its start (the replay view of
// a game session). It plays the game on move by move at the session's pace,
// or pauses, steps, and scrubs to any move; every position comes from the
// session's match (undo and redo along its history). A move played on is
// announced for animation (the session's movePlayed), a step back or a scrub
// is shown at once (jumped).
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

#include "app/ui/library/replayframe.h"

namespace cowrie {
class ReplayWalk;
}

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
    Q_PROPERTY(QStringList moves READ moves NOTIFY activeChanged)
    // The move shown: the position after `shown` moves.
    Q_PROPERTY(int shown READ shown NOTIFY shownChanged)
    // Inside a move: the board, hands and caption of the step shown.
    Q_PROPERTY(cowrie::ui::ReplayFrame* frame READ frame CONSTANT)
    // The move being animated is held mid-sowing (the view pauses it).
    Q_PROPERTY(bool held READ held NOTIFY heldChanged)

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
    // stopped inside it): against a friend, or against the computer at
    // `level` (0..4) playing the side not to move. False when the position
    // cannot be played from (the game is over there).
    Q_INVOKABLE bool playFromHere(bool computer, int level);

    bool active() const { return active_; }
    bool playing() const { return playing_; }
    int length() const { return active_ ? int(moves_.size()) : 0; }
    QStringList moves() const { return moves_; }
    int shown() const { return shown_; }
    ReplayFrame* frame() const { return frame_; }
    bool held() const { return held_; }
    // The position shown, resting (for tests): after `shown` moves, or
    // before the move stopped inside.
    int restingMove() const;

  signals:
    void activeChanged();
    void playingChanged();
    void shownChanged();
    void heldChanged();

  private:
    void setPlaying(bool playing);
    void setHeld(bool held);
    void setShown(int move, bool animate);
    // Shows the position after `move` moves in the session, at once.
    void jump(int move);
    void stepEvent(bool forward);
    // The frame of the walk's stop, its captions narrated once per move.
    void showFrame();
    void scheduleNext();
    void stepNow();
    void close();

    GameSession* session_;
    ReplayFrame* frame_;
    std::unique_ptr<cowrie::ReplayWalk> walk_;
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
