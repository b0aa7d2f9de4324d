#pragma once
// Levels: the five strengths offered to players, from Novice to Master, as
// search limits. The weaker levels look less far ahead and misjudge close
// choices by a few seeds (natural mistakes: they still take an obvious
// capture or extra move); Master searches until its time is up or the
// position is solved, and then plays perfectly.

#include <optional>
#include <string>
#include <string_view>

#include "core/ai/limits.h"

namespace cowrie {
class Rules;
}

namespace cowrie::ai {

enum class Level { Novice = 0, Casual, Skilled, Expert, Master };

inline constexpr int kLevelCount = 5;
inline constexpr int kMasterDefaultTimeMs = 1000;
inline constexpr int kHintTimeMs = 300;

std::string_view levelName(Level level);  // "novice" .. "master"
std::optional<Level> parseLevel(std::string_view name);

// The limits of `level`. `timeMs` > 0 replaces Master's thinking time (1 s
// by default); the other levels stop at their depth (with a 1 s safety cap)
// whatever `timeMs` says. `seed` varies the natural mistakes. `rules`
// (optional) adjusts a level's depth where a game needs it.
SearchLimits levelLimits(Level level, int timeMs, std::uint64_t seed, const Rules* rules = nullptr);

}  // namespace cowrie::ai
