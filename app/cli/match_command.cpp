// `match --game ID [--option k=v]... --south LEVEL --north LEVEL --games N --seed S
//        [--alternate] [--time MS] [--opening K] [--balance B] [--judge-nodes N]
//        [--redraws R] [--max-moves M]`:
//   {"games": N, "wins": {"south": a, "north": b}, "draws": d, "meanMargin": m,
//    "players": [{"level": "expert", "wins": w, "losses": l, "draws": d, "score": x}, ...],
//    "adjudicated": k, "meanMoves": x, "seconds": s}
// "wins" count by side; "players" by level: the first is --south's level
// (South in even games; North in odd games with --alternate). "score" is
// (wins + draws/2) / games. Each pair of games opens with the same K random
// moves (default 2), redrawn with --balance (at most R times, default 16)
// until a depth-6 search, or with --judge-nodes a deepening search of N
// positions, rates the opening within B seeds (see match_openings.h); a game
// longer than M moves
// (default 2000) is adjudicated by seeds owned (store and own holes) when
// its current round began, and counted in "adjudicated". --time is Master's
// thinking time per move.

#include "ai_games.h"
#include "arguments.h"
#include "commands.h"
#include "game_setup.h"
#include "level_arguments.h"
#include "numbers.h"
#include "output.h"

namespace cowrie::cli {

namespace {

Json playerJson(ai::Level level, std::int64_t wins, std::int64_t losses, std::int64_t games) {
    const std::int64_t draws = games - wins - losses;
    return Json{
        {"level", std::string(ai::levelName(level))},
        {"wins", static_cast<long long>(wins)},
        {"losses", static_cast<long long>(losses)},
        {"draws", static_cast<long long>(draws)},
        {"score", (static_cast<double>(wins) + 0.5 * static_cast<double>(draws)) /
                      static_cast<double>(games)},
    };
}

}  // namespace

int runMatchCommand(const Words& words) {
    ArgumentSpec spec;
    spec.valueFlags = {"--game",        "--south",   "--north",    "--games",
                       "--seed",        "--time",    "--opening",  "--balance",
                       "--judge-nodes", "--redraws", "--max-moves"};
    spec.switches = {"--alternate"};
    spec.acceptsOptions = true;
    const Arguments args = parseArguments("match", words, spec);
    const auto rules = rulesFromArguments(args);
    AiSeriesSettings settings;
    args.required("--south");
    args.required("--north");
    settings.levels = {levelFromArguments(args, "--south", ai::Level::Master),
                       levelFromArguments(args, "--north", ai::Level::Master)};
    settings.games = parseCount("--games", args.required("--games"), 1, 1'000'000);
    settings.seed = parseSeed("--seed", args.required("--seed"));
    settings.alternate = args.has("--alternate");
    settings.timeMs = timeFromArguments(args, "--time");
    if (auto k = args.value("--opening"))
        settings.opening.moves = static_cast<int>(parseCount("--opening", *k, 0, 50));
    if (auto b = args.value("--balance"))
        settings.opening.balance = static_cast<int>(parseCount("--balance", *b, 0, 1000));
    if (auto n = args.value("--judge-nodes"))
        settings.opening.judgeNodes =
            static_cast<std::uint64_t>(parseCount("--judge-nodes", *n, 1, 1'000'000'000'000));
    if (auto r = args.value("--redraws"))
        settings.opening.maxDraws = static_cast<int>(parseCount("--redraws", *r, 1, 10'000));
    if (auto m = args.value("--max-moves"))
        settings.maxMoves = static_cast<int>(parseCount("--max-moves", *m, 1, 10'000'000));

    const AiSeriesTotals totals = playAiSeries(rules, settings);
    const auto games = static_cast<double>(totals.games);
    printJson(Json{
        {"games", static_cast<long long>(totals.games)},
        {"wins", Json{{"south", static_cast<long long>(totals.southWins)},
                      {"north", static_cast<long long>(totals.northWins)}}},
        {"draws", static_cast<long long>(totals.draws)},
        {"meanMargin", totals.marginSum / games},
        {"players", Json::array({playerJson(settings.levels[0], totals.playerWins[0],
                                            totals.playerLosses[0], totals.games),
                                 playerJson(settings.levels[1], totals.playerWins[1],
                                            totals.playerLosses[1], totals.games)})},
        {"adjudicated", static_cast<long long>(totals.adjudicated)},
        {"meanMoves", static_cast<double>(totals.moves) / games},
        {"seconds", totals.seconds},
    });
    return 0;
}

}  // namespace cowrie::cli
