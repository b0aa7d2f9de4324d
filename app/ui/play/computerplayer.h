#pragma once
// ComputerPlayer: the computer's side(s) of a game session. It asks the
// session's engine for a move once per position, holds the answer until the
// view is ready to show it, and tells QML whether the computer is thinking.
// The engine is shared with the hints: a question the hints took over is
// asked again (needsAsking()). What the answer means for the game (a move, a
// secret choice) is the session's business.

#include <QtQml/qqmlregistration.h>
#include <QObject>

#include <memory>

#include "core/move.h"
#include "core/position.h"
#include "core/rules.h"

namespace cowrie::ui {

class EngineWorker;

class ComputerPlayer : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("a game session's computer player")

    // The computer is searching for its move: the engine is waiting on a
    // question asked to play (thinkingChanged relays the engine's changes).
    Q_PROPERTY(bool thinking READ thinking NOTIFY thinkingChanged)

  public:
    ComputerPlayer(cowrie::ui::EngineWorker* engine, QObject* parent);

    // Asks for a move of the player(s) to move in `position` at `level`
    // (0 Novice .. 4 Master).
    void ask(std::shared_ptr<const cowrie::Rules> rules, const cowrie::Position& position,
             int level);
    // The position has no question yet, or its question was taken over
    // before an answer came.
    bool needsAsking() const;
    bool thinking() const;
    // The move found and not yet played (null when none).
    cowrie::Move ready() const { return ready_; }
    void hold(cowrie::Move move) { ready_ = move; }
    // Hands over the move held, and holds none.
    cowrie::Move take();
    // Forgets the question and the move held (the position changed).
    void reset();

  signals:
    void thinkingChanged();
    // The answer to the question about the position now.
    void answered(cowrie::Move move);

  private:
    void onMoveFound(quint64 id, quint16 code);

    cowrie::ui::EngineWorker* engine_;
    quint64 question_ = 0;  // the engine's id of our question, 0 before asking
    bool answered_ = false;
    cowrie::Move ready_;
};

}  // namespace cowrie::ui
