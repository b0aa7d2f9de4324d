#pragma once
// SearchLimits and SearchResult: what a search is asked to do and what it
// answers. Shared by the searcher, the engine facade, the levels and the CLI.

#include <cstdint>
#include <utility>
#include <vector>

#include "core/ai/score.h"
#include "core/move.h"

namespace cowrie::ai {

// How far one search may go. Zero means "no limit" for each field; with no
// limit at all the search runs until the position is solved or stop().
struct SearchLimits {
    int maxDepth = 0;            // plies, extra moves included
    int timeMs = 0;              // wall-clock budget
    std::uint64_t maxNodes = 0;  // positions visited
    // Natural mistakes for the weaker levels: each root move's value is
    // shifted by a random whole number in [-noise, noise] before choosing.
    int noise = 0;
    std::uint64_t noiseSeed = 0;
    // In a solved position, choose among the best moves the one leaving the
    // opponent the fewest replies that keep the result (Master).
    bool setTraps = false;
    // Value every root move, each with a full window (the review compares
    // the move played with the best by the same search).
    bool valueEveryMove = false;
};

// The answer of one search.
struct SearchResult {
    Move move;        // null only when the position has no legal move
    Score value = 0;  // for the player to move (South when both move at once)
    int depth = 0;    // the deepest iteration completed
    std::uint64_t nodes = 0;
    double seconds = 0;
    bool exact = false;  // `value` is the game-theoretic value (no horizon reached)
    // With SearchLimits::valueEveryMove, one player to move: every root
    // move's value for the mover, best first, from the same iteration as
    // `value` (empty otherwise).
    std::vector<std::pair<Move, Score>> moveValues{};
};

}  // namespace cowrie::ai
