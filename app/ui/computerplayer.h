#pragma once
// ComputerPlayer: asks the engine (EngineWorker, on its own thread) for a move
// and hands back only the answer to the latest question: a new question, or
// cancel(), makes every earlier answer stale. It never blocks the GUI thread.

#include <QObject>

#include <memory>

#include "move.h"
#include "position.h"
#include "rules.h"

namespace cowrie::ui {
class EngineWorker;
}

class ComputerPlayer : public QObject {
    Q_OBJECT

  public:
    explicit ComputerPlayer(QObject* parent = nullptr);
    ~ComputerPlayer() override;

    // Asks for a move of the player(s) to move in `position` at `level`
    // (0 Novice .. 4 Master) within `timeMs` (0: the level's default).
    void ask(std::shared_ptr<const cowrie::Rules> rules, const cowrie::Position& position,
             int level, int timeMs = 0);
    // Forgets the question being thought about.
    void cancel();
    // Forgets the question and everything learnt in the game before.
    void newGame();
    bool busy() const { return waiting_ != 0; }

  signals:
    // The answer to the latest question.
    void answered(cowrie::Move move);

  private:
    void onMoveFound(quint64 requestId, quint16 moveCode);

    cowrie::ui::EngineWorker* worker_ = nullptr;
    quint64 lastId_ = 0;
    quint64 waiting_ = 0;  // the id of the question waiting for its answer, 0 if none
};
