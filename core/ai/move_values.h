#pragma once
// MoveValues: every legal move of a position valued for the player to move,
// best first, as one search (SearchLimits::valueEveryMove) or the exact
// solver found them. What the strategy lessons' claims (core/lesson_claims.h)
// and the puzzles' proofs (core/puzzles/puzzle_proof.h) both read.

#include <optional>
#include <utility>
#include <vector>

#include "core/ai/limits.h"
#include "core/ai/score.h"
#include "core/move.h"

namespace cowrie::ai {

struct MoveValues {
    std::vector<std::pair<Move, Score>> values;  // best first
    bool exact = false;                          // no horizon was met: the game's own values
    int depth = 0;                               // the fixed depth searched, when not exact
    double seconds = 0;                          // how long the search took

    Score best() const { return values.empty() ? 0 : values.front().second; }
    // The best value minus the second best's (the best's own when alone).
    Score margin() const {
        return values.size() < 2 ? best() : values[0].second - values[1].second;
    }
    std::optional<Score> valueOf(Move move) const;
    bool isBest(Move move) const;
    // Seeds the move gives up against the best (0 for a best move).
    std::optional<Score> seedsLost(Move move) const;
    // Orders the values best first, keeping the order of equal ones.
    void sortBestFirst();
};

// The root values of a valueEveryMove search, best first (empty for a
// forced move, which the search plays without valuing).
MoveValues moveValuesOf(const SearchResult& result);

}  // namespace cowrie::ai
