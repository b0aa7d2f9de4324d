// `bench [--seconds S] [--solve MxN]...`: one JSON object per line.
//   {"name": "machine", "cores": c, "load": l}
//   {"name": "playouts", "game": g, "preset": p, "playoutsPerSecond": x, "movesPerSecond": y,
//    "playoutsPerCpuSecond": z}
//   {"name": "search", "game": g, "preset": p, "nodesPerSecond": x, "nodesPerCpuSecond": z,
//    "depth": d}
//   {"name": "kalah-reference-playouts", "playoutsPerSecond": x, "genericPlayoutsPerSecond": y,
//    "ratio": y/x, "cpuRatio": .., "target": 0.5}
//   {"name": "kalah-search", "genericNodesPerSecond": x, "genericNodesPerCpuSecond": z,
//    "solverNodesPerSecond": y, "ratio": x/y, "target": 5000000}
//   {"name": "worst-position", ...} (bench_worst.h; --worst N random games
//    a game and preset are searched for it, default 100)
//   {"name": "endgame", "holes": m, "seeds": k, "built": b, "seconds": s}
//   {"name": "solve", "holes": m, "seeds": n, "value": v, "nodes": k, "seconds": s,
//    "endgameSeeds": k, "targetSeconds": t}
// Each figure runs for about S seconds (default 1). Rates are per second of
// wall-clock time, and also per second of this thread's CPU time, which
// other work on the machine changes far less ("load" is the 1-minute load
// average at the start). The solves default to Kalah(4,4), (5,4), (6,3) and
// the 10-second target (6,4), with the endgame database the solve command
// uses (built on first use and cached; its "endgame" line says which and
// how long); --solve 6x5 adds the 10-minute one. Never run by CTest: see
// benchmarks/.

#include <chrono>
#include <ctime>
#include <fstream>
#include <set>
#include <thread>
#include <vector>

#include "app/cli/bench_worst.h"
#include "app/cli/cli_error.h"
#include "app/cli/command_flags.h"
#include "app/cli/commands.h"
#include "app/cli/game_setup.h"
#include "app/cli/kalah_reference.h"
#include "app/cli/number_flags.h"
#include "app/cli/numbers.h"
#include "app/cli/output.h"
#include "app/cli/random_playouts.h"
#include "core/ai/engine.h"
#include "core/ai/kalah_endgame.h"
#include "core/ai/kalah_solver.h"
#include "core/registry.h"

namespace cowrie::cli {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// CPU time of the calling thread, in seconds.
double threadCpuSeconds() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

double loadAverage() {
    std::ifstream in("/proc/loadavg");
    double load = -1;
    in >> load;
    return load;
}

struct Rate {
    double perSecond = 0;
    double movesPerSecond = 0;
    double perCpuSecond = 0;
};

Rate genericPlayoutRate(const Rules& rules, double seconds) {
    const auto start = Clock::now();
    const double cpuStart = threadCpuSeconds();
    std::int64_t games = 0, moves = 0;
    std::uint64_t seed = 1;
    while (secondsSince(start) < seconds) {
        const PlayoutTotals t = playRandomGames(rules, 1, seed++);
        games += t.games;
        moves += t.moves;
    }
    const double s = secondsSince(start);
    const double cpu = std::max(threadCpuSeconds() - cpuStart, 1e-9);
    return {static_cast<double>(games) / s, static_cast<double>(moves) / s,
            static_cast<double>(games) / cpu};
}

Rate referencePlayoutRate(double seconds) {
    const auto start = Clock::now();
    const double cpuStart = threadCpuSeconds();
    std::int64_t games = 0;
    std::uint64_t moves = 0;
    while (secondsSince(start) < seconds) {
        moves += kalahReferencePlayouts(6, 4, 100, static_cast<std::uint64_t>(games) + 1);
        games += 100;
    }
    const double s = secondsSince(start);
    const double cpu = std::max(threadCpuSeconds() - cpuStart, 1e-9);
    return {static_cast<double>(games) / s, static_cast<double>(moves) / s,
            static_cast<double>(games) / cpu};
}

std::pair<int, int> parseBoardSize(const std::string& text) {
    const auto x = text.find('x');
    if (x == std::string::npos) failBadInput("--solve wants MxN, e.g. 6x4");
    return {static_cast<int>(parseCount("--solve", text.substr(0, x), 1, 8)),
            static_cast<int>(parseCount("--solve", text.substr(x + 1), 1, 8))};
}

struct BenchFlags {
    std::optional<std::int64_t> seconds, worst;
    std::optional<std::string> solve;  // MxN
};

int runBench(const BenchFlags& flags) {
    const double seconds = flags.seconds ? static_cast<double>(*flags.seconds) : 1.0;

    printJson(Json{{"name", "machine"},
                   {"cores", static_cast<long long>(std::thread::hardware_concurrency())},
                   {"load", loadAverage()}});

    double genericKalahPlayouts = 0, genericKalahNodes = 0;
    double genericKalahCpuPlayouts = 0, genericKalahCpuNodes = 0;
    forEachGameAndPreset([&](const GameInfo& game, const Preset& preset, const Rules& rules) {
        const Rate playouts = genericPlayoutRate(rules, seconds);
        printJson(Json{{"name", "playouts"},
                       {"game", game.id},
                       {"preset", preset.id},
                       {"playoutsPerSecond", playouts.perSecond},
                       {"movesPerSecond", playouts.movesPerSecond},
                       {"playoutsPerCpuSecond", playouts.perCpuSecond}});
        ai::Engine engine(64);
        ai::SearchLimits limits;
        limits.timeMs = static_cast<int>(seconds * 1000);
        const double cpuStart = threadCpuSeconds();
        const auto result = engine.think(rules, rules.initialPosition(), limits);
        const double cpu = std::max(threadCpuSeconds() - cpuStart, 1e-9);
        const double nps = static_cast<double>(result.nodes) / std::max(result.seconds, 1e-9);
        const double cpuNps = static_cast<double>(result.nodes) / cpu;
        printJson(Json{{"name", "search"},
                       {"game", game.id},
                       {"preset", preset.id},
                       {"nodesPerSecond", nps},
                       {"nodesPerCpuSecond", cpuNps},
                       {"depth", static_cast<long long>(result.depth)}});
        if (game.ai.kalahFastPath) {  // the hand-written baseline is Kalah's
            genericKalahPlayouts = playouts.perSecond, genericKalahNodes = nps;
            genericKalahCpuPlayouts = playouts.perCpuSecond, genericKalahCpuNodes = cpuNps;
        }
    });

    // The slowest positions to list legal moves in, per game and preset.
    benchWorstPositions(flags.worst ? static_cast<int>(*flags.worst) : 100);

    const Rate reference = referencePlayoutRate(seconds);
    printJson(Json{{"name", "kalah-reference-playouts"},
                   {"playoutsPerSecond", reference.perSecond},
                   {"genericPlayoutsPerSecond", genericKalahPlayouts},
                   {"ratio", genericKalahPlayouts / reference.perSecond},
                   {"cpuRatio", genericKalahCpuPlayouts / reference.perCpuSecond},
                   {"target", 0.5}});

    std::vector<std::pair<int, int>> boards{{4, 4}, {5, 4}, {6, 3}, {6, 4}};
    if (flags.solve) boards.push_back(parseBoardSize(*flags.solve));
    double solverNodes = 0, solverSeconds = 0;
    std::set<std::pair<int, int>> endgamesReported;
    for (const auto& [holes, seeds] : boards) {
        const int endgameSeeds = ai::defaultKalahEndgameSeeds(holes, 2 * holes * seeds);
        std::shared_ptr<const ai::KalahEndgame> endgame;
        if (endgameSeeds > 0) {
            const auto start = Clock::now();
            bool built = false;
            endgame = ai::cachedKalahEndgame(holes, /*emptyCapture=*/true, endgameSeeds, &built);
            if (endgamesReported.insert({holes, endgameSeeds}).second)
                printJson(Json{{"name", "endgame"},
                               {"holes", static_cast<long long>(holes)},
                               {"seeds", static_cast<long long>(endgameSeeds)},
                               {"built", built},
                               {"seconds", secondsSince(start)}});
        }
        const auto solution = ai::solveKalahStart(holes, seeds, /*emptyCapture=*/true,
                                                  2 * holes * seeds > 48 ? 1024 : 256, endgame);
        solverNodes += static_cast<double>(solution.nodes);
        solverSeconds += solution.seconds;
        Json line{{"name", "solve"},
                  {"holes", static_cast<long long>(holes)},
                  {"seeds", static_cast<long long>(seeds)},
                  {"emptyCapture", true},
                  {"value", static_cast<long long>(solution.value)},
                  {"nodes", static_cast<long long>(solution.nodes)},
                  {"seconds", solution.seconds},
                  {"endgameSeeds", static_cast<long long>(endgameSeeds)}};
        if (holes == 6 && seeds == 4) line["targetSeconds"] = 10LL;
        if (holes == 6 && seeds == 5) line["targetSeconds"] = 600LL;
        printJson(line);
    }
    const double solverRate = solverNodes / std::max(solverSeconds, 1e-9);
    printJson(Json{{"name", "kalah-search"},
                   {"genericNodesPerSecond", genericKalahNodes},
                   {"genericNodesPerCpuSecond", genericKalahCpuNodes},
                   {"solverNodesPerSecond", solverRate},
                   {"ratio", genericKalahNodes / solverRate},
                   {"target", 5'000'000LL}});
    return 0;
}

}  // namespace

CommandRun declareBenchCommand(CLI::App& command) {
    auto flags = std::make_shared<BenchFlags>();
    addCountFlag(command, "--seconds", flags->seconds, 1, 600);
    // MxN is checked here, before any figure runs (it used to be checked
    // only when the solves began, minutes in).
    const CLI::Validator boardSize(
        [](std::string& text) {
            parseBoardSize(text);
            return std::string();
        },
        "MxN", "board size");
    addTextFlag(command, "--solve", flags->solve)->check(boardSize);
    addCountFlag(command, "--worst", flags->worst, 0, 100000);
    return [flags] { return runBench(*flags); };
}

}  // namespace cowrie::cli
