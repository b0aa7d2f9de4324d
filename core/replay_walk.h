#pragma once
// ReplayWalk: a finished or unfinished game walked again step by step, each
// move in the steps of traceSteps() (trace_boards.h): the cursor rests
// between moves or stops inside one, and the board it shows there comes from
// boardsAlongTrace(). Forward and back cross into the neighbouring moves at
// a move's ends. The replay view (app/ui/replaycontroller.*) walks with it;
// docs/replay.md describes the steps.

#include <vector>

#include "core/match.h"
#include "core/trace_boards.h"

namespace cowrie {

class ReplayWalk {
  public:
    // The moves of `game` up to its current position, from its start.
    explicit ReplayWalk(const Match& game);

    int length() const { return static_cast<int>(positions_.size()) - 1; }
    // Moves completed at the cursor.
    int shown() const { return shown_; }
    // -1 when resting after `shown` moves, else the step reached inside move
    // `shown + 1` (never its last: that rests after it).
    int step() const { return step_; }
    bool inMove() const { return step_ >= 0; }
    // The move being walked (`shown + 1`): its trace, steps and boards, from
    // the position after `shown` moves. Empty when resting.
    const Trace& trace() const { return trace_; }
    const std::vector<int>& steps() const { return steps_; }
    // The event the cursor's step ends at; -1 when resting.
    int eventIndex() const { return inMove() ? steps_[static_cast<size_t>(step_)] : -1; }
    const Position& positionAfter(int moves) const {
        return positions_[static_cast<size_t>(moves)];
    }
    // The board at the cursor, with the seeds in each hand.
    TraceBoard board() const;

    // One step on or back; false at the game's end or start.
    bool stepForward();
    bool stepBack();
    // Rests after `moves` moves (clamped).
    void seek(int moves);
    // Stops inside move `move` (1-based) at the step holding event `event`.
    void enterMove(int move, int event);

  private:
    // Loads the trace, steps and boards of move `move` (1-based).
    void load(int move);

    // The game again, its cursor moved to replay one move for its trace
    // (the repetition rule needs the moves before it).
    Match game_;
    std::vector<Position> positions_;  // [i]: after i moves
    int shown_ = 0;
    int step_ = -1;
    int loaded_ = 0;  // the move whose trace is loaded, 0 for none
    Trace trace_;
    std::vector<int> steps_;
    std::vector<TraceBoard> boards_;
};

}  // namespace cowrie
