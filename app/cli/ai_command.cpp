// `ai --game ID [--option k=v]... --moves "..." (--level NAME | --time MS) [--depth D] [--seed S]`:
//   {"move": "3", "value": v, "depth": d, "nodes": n, "nodesPerSecond": r, "seconds": s,
//    "exact": b, "level": "master"}
// `value` is for the player to move (South when both move at once), in seeds;
// a won game of rounds counts 10000 plus the margin. With --time alone the
// level is Master. "exact" says the value is game-theoretic.

#include <algorithm>

#include "app/cli/cli_error.h"
#include "app/cli/commands.h"
#include "app/cli/game_setup.h"
#include "app/cli/level_flags.h"
#include "app/cli/number_flags.h"
#include "app/cli/output.h"
#include "core/ai/engine.h"
#include "core/ai/levels.h"

namespace cowrie::cli {

namespace {

struct AiFlags : PositionFlags {
    std::optional<ai::Level> level;
    std::optional<std::int64_t> timeMs;
    std::optional<std::int64_t> depth;
    std::optional<std::uint64_t> seed;
};

int runAi(const AiFlags& flags) {
    if (!flags.level && !flags.timeMs) failBadInput("ai needs --level NAME or --time MS");
    const Match match = matchFromFlags(flags);
    if (match.position().over()) failBadInput("the game is over: there is no move to find");

    const ai::Level level = flags.level.value_or(ai::Level::Master);
    const int timeMs = static_cast<int>(flags.timeMs.value_or(0));
    const std::uint64_t seed = flags.seed.value_or(1);
    ai::SearchLimits limits = ai::levelLimits(level, timeMs, seed, &match.rules());
    if (flags.depth) limits.maxDepth = static_cast<int>(*flags.depth);

    ai::Engine engine;
    const ai::SearchResult result = engine.think(match.rules(), match.position(), limits);
    if (result.move.isNull()) failInternal("the engine found no move in an unfinished game");
    const double seconds = std::max(result.seconds, 1e-9);
    printJson(Json{
        {"move", match.rules().moveText(result.move)},
        {"value", static_cast<long long>(result.value)},
        {"depth", static_cast<long long>(result.depth)},
        {"nodes", static_cast<long long>(result.nodes)},
        {"nodesPerSecond", static_cast<long long>(static_cast<double>(result.nodes) / seconds)},
        {"seconds", result.seconds},
        {"exact", result.exact},
        {"level", std::string(ai::levelName(level))},
    });
    return 0;
}

}  // namespace

CommandRun declareAiCommand(CLI::App& command) {
    auto flags = std::make_shared<AiFlags>();
    addPositionFlags(command, *flags);
    addLevelFlag(command, "--level", flags->level);
    addThinkTimeFlag(command, "--time", flags->timeMs);
    addSeedFlag(command, "--seed", flags->seed);
    addCountFlag(command, "--depth", flags->depth, 1, 100);
    return [flags] { return runAi(*flags); };
}

}  // namespace cowrie::cli
