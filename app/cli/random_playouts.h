#pragma once
// Random playouts: whole games with every move drawn uniformly from the legal
// moves, straight on a Position (no Match, no trace) for speed.

#include <cstdint>

#include "core/rules.h"

namespace cowrie::cli {

struct PlayoutTotals {
    std::int64_t games = 0;
    std::int64_t southWins = 0;
    std::int64_t northWins = 0;
    std::int64_t draws = 0;
    std::int64_t moves = 0;  // every move, extra moves included
};

// Plays `games` random games of `rules` from the initial position. The same
// seed gives the same games. Throws an internal failure if a game breaks the
// rules' promises (no legal move in an unfinished game, no winner at the end,
// or a game that never ends).
// With `check`, every move is also checked for determinism and conservation.
PlayoutTotals playRandomGames(const Rules& rules, std::int64_t games, std::uint64_t seed,
                              bool check = false);

}  // namespace cowrie::cli
