#pragma once
// ComputerPlayer: the computer as a player of a game session (player.h).
// Asked for a move, it asks the session's engine at its level (the search
// runs on the engine's thread) and answers with the move found; in a
// simultaneous start, with its own side's hole of the pair the engine
// finds, or the pair when it plays both sides (a demo). The engine is the
// hints' too: a question asked while the hints have the engine, or taken
// over by them, is asked again as soon as the engine is free.

#include <optional>

#include "app/ui/play/player.h"

namespace cowrie::ui {

class EngineWorker;

class ComputerPlayer : public Player {
    Q_OBJECT

  public:
    ComputerPlayer(cowrie::ui::EngineWorker* engine, QObject* parent);

    SideState::Kind kind() const override { return SideState::Computer; }
    void ask(const Question& question) override;
    void cancel() override;
    // The engine is searching for the computer's move.
    bool thinking() const override;

    // 0 Novice .. 4 Master.
    void setLevel(int level) { level_ = level; }

  private:
    void think();
    void onMoveFound(quint64 id, quint16 code);

    cowrie::ui::EngineWorker* engine_;
    std::optional<Question> question_;  // asked and not yet answered
    quint64 asked_ = 0;                 // the engine's id of it, 0 while not asked
    int level_ = 1;
};

}  // namespace cowrie::ui
