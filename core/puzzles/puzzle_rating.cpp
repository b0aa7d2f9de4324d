#include "core/puzzles/puzzle_rating.h"

#include <algorithm>

namespace cowrie::puzzles {

int puzzleRating(const Difficulty& d) {
    int rating = 800;
    // Each further move of the solver has to be found too.
    rating += 240 * std::clamp(d.solverMoves - 1, 0, 3);
    // A long relay is hard to follow in one's head.
    rating += 45 * std::min(d.relayLaps, 8);
    // The further away the point of the move, the harder.
    rating += 9 * std::min(d.lookahead, 40);
    // A close second best is easy to take for the answer.
    rating += std::max(0, 320 - 60 * d.margin);
    rating += 25 * std::clamp(d.legalMoves - 2, 0, 10);
    // The move that simply gains most at once is the first one tried.
    if (!d.greedy) rating += 280;
    return std::clamp(rating, 800, 2200);
}

}  // namespace cowrie::puzzles
