#pragma once
// ReplayController: the game shown again from its start (the replay view of
// a game session). It plays the game on move by move at the session's pace,
// or pauses, steps, and scrubs to any move; every position comes from the
// session's match (undo and redo along its history). A move played on is
// announced for animation (the session's movePlayed), a step back or a scrub
// is shown at once (jumped).

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QStringList>
#include <QTimer>

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

  public:
    explicit ReplayController(GameSession* session);

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

    bool active() const { return active_; }
    bool playing() const { return playing_; }
    int length() const { return active_ ? int(moves_.size()) : 0; }
    QStringList moves() const { return moves_; }
    int shown() const { return shown_; }

  signals:
    void activeChanged();
    void playingChanged();
    void shownChanged();

  private:
    void setPlaying(bool playing);
    void setShown(int move, bool animate);
    void scheduleNext();
    void stepNow();

    GameSession* session_;
    QTimer stepTimer_;
    QStringList moves_;
    bool active_ = false;
    bool playing_ = false;
    int shown_ = 0;
};

}  // namespace cowrie::ui
