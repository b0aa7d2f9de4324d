#pragma once
// AI-against-AI games for `match`: two levels play a series of games, sides
// alternating when asked, each pair of games starting from the same few
// random opening moves (the stronger levels are deterministic, so without
// them every game of a series would be the same game).

#include <array>
#include <cstdint>
#include <memory>

#include "app/cli/match_openings.h"
#include "core/ai/levels.h"
#include "core/rules.h"

namespace cowrie::cli {

struct AiSeriesSettings {
    std::array<ai::Level, 2> levels{};  // player 0 starts as South
    std::int64_t games = 0;
    std::uint64_t seed = 0;
    bool alternate = false;   // player 0 is North in odd games
    int timeMs = 0;           // think time per move (0: each level's default)
    OpeningSettings opening;  // the moves played before the engines take over
    int maxMoves = 2000;      // adjudicated by seeds owned after this many
};

// The results, by side and by player.
struct AiSeriesTotals {
    std::int64_t games = 0;
    std::int64_t southWins = 0, northWins = 0, draws = 0;
    std::int64_t adjudicated = 0;
    double marginSum = 0;  // South's store minus North's, summed
    std::array<std::int64_t, 2> playerWins{}, playerLosses{};
    std::uint64_t moves = 0;
    double seconds = 0;
};

AiSeriesTotals playAiSeries(std::shared_ptr<const Rules> rules, const AiSeriesSettings& settings);

}  // namespace cowrie::cli
