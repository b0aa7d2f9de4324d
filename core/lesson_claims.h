#pragma once
// What strategy lessons say about moves, proven by the engine
// (docs/lesson-format.md, "Claims"): a move is among the best, or gives up at
// least so many seeds against the best. One search at a stated depth values
// every move of the position; it always starts from an empty table of one
// fixed size, so `lesson check` and the app get the same numbers.

#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/ai/move_values.h"
#include "core/ai/score.h"
#include "core/move.h"
#include "core/position.h"
#include "core/rules.h"

namespace cowrie::lessons {

// One claim of a step about the position at the step's start.
struct Claim {
    std::string move;
    bool best = true;  // "is": "best"; false for "loses"
    int seeds = 0;     // "loses": the move is at least this many seeds below the best
    int depth = 0;
};

using ai::MoveValues;

// The deepest search a claim or an engineBest goal may ask for.
inline constexpr int kMaxClaimDepth = 16;

// The engine's values of every move at `depth` (1..kMaxClaimDepth). Nullopt,
// with `error`, when the game is over or both players move at once. The last
// few answers are kept: the checker and the app ask again for the same
// position (every wrong move, the learner's move), from any thread.
std::optional<MoveValues> valueMoves(const Rules& rules, const Position& position, int depth,
                                     std::string& error);

// Nullopt when the claim holds on `position`; otherwise why not.
std::optional<std::string> claimFails(const Rules& rules, const Position& position,
                                      const Claim& claim);

// Nullopt when `move` gives up at least `seeds` against the best at `depth`.
std::optional<std::string> lossFails(const Rules& rules, const Position& position, Move move,
                                     int seeds, int depth);

}  // namespace cowrie::lessons
