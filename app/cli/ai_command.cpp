// `ai --game ID [--option k=v]... --moves "..." (--level NAME | --time MS) [--depth D] [--seed S]`:
//   {"move": "3", "value": v, "depth": d, "nodes": n, "nodesPerSecond": r, "seconds": s,
//    "exact": b, "level": "master"}
// `value` is for the player to move (South when both move at once), in seeds;
// a won game of rounds counts 10000 plus the margin. With --time alone the
// level is Master. "exact" says the value is game-theoretic.

#include <algorithm>

#include "ai/engine.h"
#include "ai/levels.h"
#include "arguments.h"
#include "cli_error.h"
#include "commands.h"
#include "game_setup.h"
#include "level_arguments.h"
#include "numbers.h"
#include "output.h"

namespace cowrie::cli {

int runAiCommand(const Words& words) {
    ArgumentSpec spec;
    spec.valueFlags = {"--game", "--moves", "--position", "--level", "--time", "--depth", "--seed"};
    spec.acceptsOptions = true;
    const Arguments args = parseArguments("ai", words, spec);
    if (!args.value("--level") && !args.value("--time"))
        failBadInput("ai needs --level NAME or --time MS");
    const Match match = matchFromArguments(args);
    if (match.position().over()) failBadInput("the game is over: there is no move to find");

    const ai::Level level = levelFromArguments(args, "--level", ai::Level::Master);
    const int timeMs = timeFromArguments(args, "--time");
    const std::uint64_t seed =
        args.value("--seed") ? parseSeed("--seed", *args.value("--seed")) : 1;
    ai::SearchLimits limits = ai::levelLimits(level, timeMs, seed, &match.rules());
    if (auto depth = args.value("--depth"))
        limits.maxDepth = static_cast<int>(parseCount("--depth", *depth, 1, 100));

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

}  // namespace cowrie::cli
