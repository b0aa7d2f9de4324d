#pragma once
// A plain minimax for small boards, the reference the engine's answers are
// checked against (tst_review, tst_puzzle_from_review): the exact value for
// South of a position, over every legal move, with a table of positions seen
// and no pruning or evaluation: the seeds South owns at the end minus North's.

#include <algorithm>
#include <map>
#include <utility>
#include <vector>

#include "core/rules.h"

namespace cowrie::testing {

class Minimax {
  public:
    explicit Minimax(const Rules& rules) : rules_(rules) {}

    int valueForSouth(const Position& position) {
        const Board& b = position.board;
        if (position.over())
            return b.seeds[b.store(Side::South)] + b.rowSeeds(Side::South) -
                   b.seeds[b.store(Side::North)] - b.rowSeeds(Side::North);
        const auto key = std::pair{std::vector<int>(b.seeds.begin(), b.seeds.begin() + b.places()),
                                   position.toMove == Turn::South};
        if (auto found = known_.find(key); found != known_.end()) return found->second;
        MoveList moves;
        rules_.legalMoves(position, moves);
        const bool south = position.toMove == Turn::South;
        int best = south ? -1000 : 1000;
        for (Move move : moves)
            best = south ? std::max(best, after(position, move))
                         : std::min(best, after(position, move));
        return known_[key] = best;
    }

    // The value for South of playing `move` in `position`.
    int after(const Position& position, Move move) {
        Position next = position;
        rules_.apply(next, move, nullptr);
        return valueForSouth(next);
    }

  private:
    const Rules& rules_;
    std::map<std::pair<std::vector<int>, bool>, int> known_;
};

}  // namespace cowrie::testing
