#include "levels.h"

#include <array>

#include "../rules.h"

namespace cowrie::ai {

namespace {

// What sets each level apart.
struct LevelSpec {
    std::string_view name;
    int depth;   // plies; 0 = until time runs out or solved
    int noise;   // seeds of misjudgement at the root
    int timeMs;  // default thinking time (a cap for the depth-limited levels)
};

constexpr std::array<LevelSpec, kLevelCount> kLevels{{
    {"novice", 1, 6, 1000},
    {"casual", 2, 4, 1000},
    {"skilled", 4, 0, 1000},
    {"expert", 7, 0, 1000},
    {"master", 0, 0, kMasterDefaultTimeMs},
}};

// Pallankuzhi's turns are long relays with captures: a horizon after the
// searcher's own turn (an odd depth) credits him with a reply-free turn;
// Expert at depth 7 scored 37% against Skilled there, at depth 6 86%
// (docs/ai-strength.md).
int depthFor(Level level, const LevelSpec& spec, const Rules* rules) {
    if (rules != nullptr && rules->gameId() == "pallankuzhi" && level == Level::Expert) return 6;
    return spec.depth;
}

}  // namespace

std::string_view levelName(Level level) {
    return kLevels[static_cast<int>(level)].name;
}

std::optional<Level> parseLevel(std::string_view name) {
    for (int i = 0; i < kLevelCount; ++i)
        if (kLevels[i].name == name) return static_cast<Level>(i);
    return std::nullopt;
}

SearchLimits levelLimits(Level level, int timeMs, std::uint64_t seed, const Rules* rules) {
    const LevelSpec& spec = kLevels[static_cast<int>(level)];
    SearchLimits limits;
    limits.maxDepth = depthFor(level, spec, rules);
    limits.timeMs = level == Level::Master && timeMs > 0 ? timeMs : spec.timeMs;
    limits.noise = spec.noise;
    limits.noiseSeed = seed;
    limits.setTraps = level == Level::Master;
    return limits;
}

}  // namespace cowrie::ai
