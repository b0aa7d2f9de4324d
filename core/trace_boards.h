#pragma once
// The board at every event of a move: what a replay shows when it stops in
// the middle of a move, and the steps a replay walks a move by
// (docs/replay.md).

#include <array>
#include <vector>

#include "core/board.h"
#include "core/trace.h"

namespace cowrie {

// The board just after one event, and the seeds each player holds in his
// hand then and the place the hand is over (-1 before it lifted), indexed by
// sideIndex (both sow at once in a simultaneous move).
struct TraceBoard {
    Board board;
    std::array<int, 2> hand{};
    std::array<int, 2> handPlace{-1, -1};

    int totalSeeds() const { return board.totalSeeds() + hand[0] + hand[1]; }
    bool operator==(const TraceBoard&) const = default;
};

// One entry per event of `trace`, played from `before` (the board before the
// move): entry i is the board after event i. The last entry's board is the
// board after the move. The trace alone says what changes; no rule is decided
// here.
std::vector<TraceBoard> boardsAlongTrace(const Board& before, const Trace& trace);

// The steps of a move for a replay walked step by step: the index of the
// event each step ends at, increasing, the last one the trace's last event.
// A step ends at every lift and relay lift (the hand full, the caption
// naming the lap about to be sown), capture, pasu, burn, mark, extra move,
// pass, turn end, round end and game end; a run of sweeps or of refills is
// one step; drops and skips belong to the step they lead to. Empty for an
// empty trace.
std::vector<int> traceSteps(const Trace& trace);

}  // namespace cowrie
