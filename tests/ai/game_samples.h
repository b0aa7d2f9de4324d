#pragma once
// Positions for AI tests: every registered game and preset, and positions
// sampled from seeded random games of each (no Qt, no Match: the third
// repetition is not needed to reach varied positions).

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/registry.h"
#include "core/split_mix.h"

namespace cowrie::testing {

struct GameUnderTest {
    std::string label;  // "congklak/rounds"
    std::shared_ptr<const Rules> rules;
};

inline std::vector<GameUnderTest> everyGameAndPreset() {
    std::vector<GameUnderTest> out;
    for (const GameInfo& game : allGames()) {
        std::vector<std::pair<std::string, RawOptions>> variants;
        if (game.presets.empty()) variants.push_back({"", {}});
        for (const Preset& preset : game.presets)
            variants.push_back({"/" + preset.id, preset.options});
        for (const auto& [suffix, options] : variants) {
            std::string error;
            auto rules = createRules(game.id, options, error);
            if (rules) out.push_back({game.id + suffix, std::move(rules)});
        }
    }
    return out;
}

// Up to `count` unfinished positions from random games of `rules`, taking
// every `stride`-th position of each game.
inline std::vector<Position> sampledPositions(const Rules& rules, int count, std::uint64_t seed,
                                              int stride = 3) {
    std::vector<Position> out;
    SplitMix64 random(seed);
    MoveList moves;
    while (static_cast<int>(out.size()) < count) {
        Position p = rules.initialPosition();
        for (int ply = 0; !p.over() && ply < 400 && static_cast<int>(out.size()) < count; ++ply) {
            rules.legalMoves(p, moves);
            if (moves.empty()) break;
            if (ply % stride == 0) out.push_back(p);
            rules.apply(p, moves[static_cast<int>(random.next() % moves.size())], nullptr);
        }
    }
    return out;
}

}  // namespace cowrie::testing
