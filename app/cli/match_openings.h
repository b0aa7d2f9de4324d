#pragma once
// Openings for AI-against-AI series. Every pair of games (one with each
// player on each side) starts from the same few random moves, because the
// stronger levels are deterministic. In the relay-sowing games one random
// move can hand a side a lead no sound play gives back, and such a pair ends
// one win each whatever the levels: it measures the dice, not the players.
// A balanced opening is redrawn until a fixed-depth search rates it close.

#include <cstdint>
#include <memory>
#include <vector>

#include "core/ai/engine.h"
#include "core/rules.h"

namespace cowrie::cli {

struct OpeningSettings {
    int moves = 2;  // random moves from the initial position
    // Redraw until the judge rates the opening within this many seeds (-1:
    // keep the first draw). After maxDraws draws the most balanced one is kept.
    int balance = -1;
    int maxDraws = 16;
    // The judge: a depth-kBalanceDepth search, or, when judgeNodes > 0,
    // iterative deepening within that many positions (deterministic, and deep
    // enough to solve the small boards, where a shallow verdict misses forced
    // wins of 40 seeds).
    std::uint64_t judgeNodes = 0;
    static constexpr int kBalanceDepth = 6;
};

// The opening moves for `seed`, legal in order from the initial position;
// fewer than `moves` when the game ends sooner.
std::vector<Move> drawOpening(const std::shared_ptr<const Rules>& rules,
                              const OpeningSettings& settings, std::uint64_t seed,
                              ai::Engine& judge);

}  // namespace cowrie::cli
