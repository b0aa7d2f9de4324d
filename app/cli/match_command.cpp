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

#include "app/cli/ai_games.h"
#include "app/cli/command_flags.h"
#include "app/cli/commands.h"
#include "app/cli/game_setup.h"
#include "app/cli/level_flags.h"
#include "app/cli/number_flags.h"
#include "app/cli/output.h"

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

struct MatchFlags : GameFlags {
    std::optional<ai::Level> south, north;
    std::optional<std::int64_t> games, timeMs, opening, balance, judgeNodes, redraws, maxMoves;
    std::optional<std::uint64_t> seed;
    bool alternate = false;
};

int runMatch(const MatchFlags& flags) {
    const auto rules = rulesFromFlags(flags);
    AiSeriesSettings settings;
    settings.levels = {*flags.south, *flags.north};
    settings.games = *flags.games;
    settings.seed = *flags.seed;
    settings.alternate = flags.alternate;
    settings.timeMs = static_cast<int>(flags.timeMs.value_or(0));
    if (flags.opening) settings.opening.moves = static_cast<int>(*flags.opening);
    if (flags.balance) settings.opening.balance = static_cast<int>(*flags.balance);
    if (flags.judgeNodes)
        settings.opening.judgeNodes = static_cast<std::uint64_t>(*flags.judgeNodes);
    if (flags.redraws) settings.opening.maxDraws = static_cast<int>(*flags.redraws);
    if (flags.maxMoves) settings.maxMoves = static_cast<int>(*flags.maxMoves);

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

}  // namespace

CommandRun declareMatchCommand(CLI::App& command) {
    auto flags = std::make_shared<MatchFlags>();
    addGameFlags(command, *flags, true);
    addLevelFlag(command, "--south", flags->south)->required();
    addLevelFlag(command, "--north", flags->north)->required();
    addCountFlag(command, "--games", flags->games, 1, 1'000'000)->required();
    addSeedFlag(command, "--seed", flags->seed)->required();
    addSwitch(command, "--alternate", flags->alternate);
    addThinkTimeFlag(command, "--time", flags->timeMs);
    addCountFlag(command, "--opening", flags->opening, 0, 50);
    addCountFlag(command, "--balance", flags->balance, 0, 1000);
    addCountFlag(command, "--judge-nodes", flags->judgeNodes, 1, 1'000'000'000'000);
    addCountFlag(command, "--redraws", flags->redraws, 1, 10'000);
    addCountFlag(command, "--max-moves", flags->maxMoves, 1, 10'000'000);
    return [flags] { return runMatch(*flags); };
}

}  // namespace cowrie::cli
