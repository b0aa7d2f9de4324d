#include "levels.h"

#include <array>

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
    {"casual", 2, 2, 1000},
    {"skilled", 4, 0, 1000},
    {"expert", 7, 0, 1000},
    {"master", 0, 0, kMasterDefaultTimeMs},
}};

}  // namespace

std::string_view levelName(Level level) {
    return kLevels[static_cast<int>(level)].name;
}

std::optional<Level> parseLevel(std::string_view name) {
    for (int i = 0; i < kLevelCount; ++i)
        if (kLevels[i].name == name) return static_cast<Level>(i);
    return std::nullopt;
}

SearchLimits levelLimits(Level level, int timeMs, std::uint64_t seed, std::string_view gameId) {
    const LevelSpec& spec = kLevels[static_cast<int>(level)];
    SearchLimits limits;
    limits.maxDepth = spec.depth;
    // Pallankuzhi's turns are long relays with captures: a horizon after the
    // searcher's own turn (an odd depth) credits him with a reply-free turn.
    // Expert at depth 7 scored 37% against Skilled (depth 4) there, at depth
    // 6 it scored 86% (200 games each, docs/ai-strength.md).
    if (level == Level::Expert && gameId == "pallankuzhi") limits.maxDepth = 6;
    limits.timeMs = level == Level::Master && timeMs > 0 ? timeMs : spec.timeMs;
    limits.noise = spec.noise;
    limits.noiseSeed = seed;
    return limits;
}

}  // namespace cowrie::ai
