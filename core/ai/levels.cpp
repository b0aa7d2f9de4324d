#include "core/ai/levels.h"

#include <array>

#include "core/rules.h"

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

// A game may set a level's depth of its own (GameInfo's AiTraits: Pallankuzhi's
// Expert searches an even depth).
int depthFor(Level level, const LevelSpec& spec, const Rules* rules) {
    const int own = rules != nullptr ? rules->game().ai.levelDepth[static_cast<int>(level)] : 0;
    return own > 0 ? own : spec.depth;
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
