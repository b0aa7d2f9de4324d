// `solve --game kalah [--option k=v]... [--moves "..."]`:
//   {"value": v, "nodes": n, "seconds": s, "move": "3"}
// `value` is South's store minus North's at the end under perfect play by
// both sides (from the start, South moving first unless first=north; or from
// the position after --moves). "move" is a best move of the player to move
// (absent once the game is over); --progress prints each MTD(f) probe on
// stderr. Solved by the exact Kalah solver, with the
// endgame database of --endgame K seeds (0: none; built on first use and
// cached, see ai/kalah_endgame.h) and a table of --memory MB.
//
// Both are sized to the memory the machine has free before anything is
// allocated: the default database shrinks (to none if need be) to fit with
// the table in 80% of it, and to at most Kalah(6,5)'s 1.25 GB; an --endgame
// or --memory that cannot fit is refused with the sizes. --time MS stops the solve after MS
// milliseconds: then "complete" is false, "value" null, and "lower"/"upper" are the bounds proven
// so far (South's view); no database is built by default then.

#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <sstream>
#include <thread>

#include "app/cli/cli_error.h"
#include "app/cli/command_flags.h"
#include "app/cli/commands.h"
#include "app/cli/game_setup.h"
#include "app/cli/machine_memory.h"
#include "app/cli/number_flags.h"
#include "app/cli/output.h"
#include "core/ai/kalah_solver.h"
#include "core/registry.h"

namespace cowrie::cli {

namespace {

struct SolveFlags : PositionFlags {
    std::optional<std::int64_t> memoryMegabytes, endgameSeeds, timeMs;
    bool progress = false;
};

// Table memory: more than 256 MB barely changes the nodes of Kalah(6,4) and
// costs time (cache and TLB misses, clearing it); beyond 48 seeds in play
// (Kalah(6,5): a billion nodes) a larger table pays.
std::size_t defaultTableMegabytes(int seedsInPlay) {
    return seedsInPlay > 48 ? 1024 : 256;
}

double gigabytes(std::uint64_t bytes) {
    return std::round(static_cast<double>(bytes) / (1u << 30) * 10) / 10;
}

// The endgame database's size in seeds: --endgame, or the default shrunk
// until it fits with the table in 80% of the free memory; refused when an
// explicit one (or the table alone) cannot fit.
int fittingEndgameSeeds(const SolveFlags& flags, int holes, int seedsInPlay,
                        std::size_t tableMegabytes) {
    const std::uint64_t available = availableMemoryBytes();
    const std::uint64_t budget = available == 0 ? UINT64_MAX : available / 10 * 8;
    const std::uint64_t table = static_cast<std::uint64_t>(tableMegabytes) << 20;
    if (table > budget)
        failBadInput("a table of " + std::to_string(tableMegabytes) + " MB does not fit in the " +
                     std::to_string(available >> 20) + " MB this machine has free");
    const auto needs = [&](int seeds) {
        return seeds == 0 ? 0 : ai::KalahEndgame::positionCount(holes, seeds);  // a byte each
    };
    if (flags.endgameSeeds) {
        const int seeds = static_cast<int>(*flags.endgameSeeds);
        if (needs(seeds) > budget - table) {
            std::ostringstream why;
            why << "an endgame database of " << seeds << " seeds for " << holes << " holes needs "
                << gigabytes(needs(seeds)) << " GB; this machine has " << gigabytes(available)
                << " GB free (try a smaller --endgame)";
            failBadInput(why.str());
        }
        return seeds;
    }
    // A time limit covers the search, not a database build: none by default.
    if (flags.timeMs) return 0;
    // At most the size the defaults were measured with (Kalah(6,5)'s 24
    // seeds, 1.25 GB, half a CPU minute to build): bigger boards get fewer seeds.
    const std::uint64_t largest = ai::KalahEndgame::positionCount(6, 24);
    int seeds = ai::defaultKalahEndgameSeeds(holes, seedsInPlay);
    while (seeds > 0 && (needs(seeds) > budget - table || needs(seeds) > largest)) seeds -= 4;
    return std::max(seeds, 0);
}

int runSolve(const SolveFlags& flags) {
    const auto onlyKalah = [] {
        failBadInput("solve knows Kalah only (use 'ai --level master' for other games)");
    };
    // The solver is the Kalah fast path's (the game's AiTraits say where it applies).
    const auto solvable = [](std::string_view id) {
        const GameInfo* game = findGame(id);
        return game != nullptr && game->ai.kalahFastPath;
    };
    if (!flags.position && !solvable(requiredGame(flags))) onlyKalah();
    if (flags.game && !solvable(*flags.game)) onlyKalah();
    const Match match = matchFromFlags(flags);
    if (!match.rules().game().ai.kalahFastPath) onlyKalah();
    const Position& position = match.position();
    const Board& board = position.board;
    const int seedsInPlay = board.totalSeeds() - board.seeds[board.store(Side::South)] -
                            board.seeds[board.store(Side::North)];
    const std::size_t megabytes = flags.memoryMegabytes
                                      ? static_cast<std::size_t>(*flags.memoryMegabytes)
                                      : defaultTableMegabytes(seedsInPlay);

    Json out;
    if (position.over()) {
        const Board& b = position.board;
        out = {{"value", static_cast<long long>(b.seeds[b.store(Side::South)] -
                                                b.seeds[b.store(Side::North)])},
               {"nodes", 0LL},
               {"seconds", 0.0}};
    } else {
        const Side mover = sideOf(position.toMove);
        const int holes = position.board.holes;
        const bool emptyCapture = match.rules().options().boolean("empty-capture");
        const int endgameSeeds = fittingEndgameSeeds(flags, holes, seedsInPlay, megabytes);
        std::shared_ptr<const ai::KalahEndgame> endgame;
        if (endgameSeeds > 0) endgame = ai::cachedKalahEndgame(holes, emptyCapture, endgameSeeds);
        ai::KalahSolver solver(holes, emptyCapture, megabytes, endgame);
        // --time: a watchdog stops the solver; the bounds so far are reported.
        std::mutex waitMutex;
        std::condition_variable solved;
        bool done = false;
        std::thread watchdog;
        if (flags.timeMs) {
            const auto limit = std::chrono::milliseconds(*flags.timeMs);
            watchdog = std::thread([&, limit] {
                std::unique_lock lock(waitMutex);
                if (!solved.wait_for(lock, limit, [&] { return done; })) solver.stop();
            });
        }
        const auto finishWatchdog = [&] {
            {
                std::lock_guard lock(waitMutex);
                done = true;
            }
            solved.notify_all();
            if (watchdog.joinable()) watchdog.join();
        };
        if (flags.progress) {
            // One line per MTD(f) probe on stderr, from the mover's side.
            solver.onProbe = [](int beta, int result, std::uint64_t nodes) {
                std::fprintf(stderr, "probe %d: %s %d, %llu nodes\n", beta,
                             result >= beta ? "at least" : "at most", result,
                             static_cast<unsigned long long>(nodes));
            };
        }
        const ai::KalahSolution solution = solver.solve(position.board, mover);
        finishWatchdog();
        const auto south = [&](int value) {
            return static_cast<long long>(mover == Side::South ? value : -value);
        };
        if (solution.complete) {
            out = {{"value", south(solution.value)},
                   {"nodes", static_cast<long long>(solution.nodes)},
                   {"seconds", solution.seconds}};
            if (!solution.bestMove.isNull())
                out["move"] = match.rules().moveText(solution.bestMove);
        } else {
            // South's bounds: the mover's lower bound is South's upper when North moves.
            const long long a = south(solution.lower), b = south(solution.upper);
            out = {{"value", nullptr},
                   {"complete", false},
                   {"lower", std::min(a, b)},
                   {"upper", std::max(a, b)},
                   {"nodes", static_cast<long long>(solution.nodes)},
                   {"seconds", solution.seconds}};
        }
    }
    printJson(out);
    return 0;
}

}  // namespace

CommandRun declareSolveCommand(CLI::App& command) {
    auto flags = std::make_shared<SolveFlags>();
    addPositionFlags(command, *flags);
    addCountFlag(command, "--memory", flags->memoryMegabytes, 16, 4096);
    addCountFlag(command, "--endgame", flags->endgameSeeds, 0, ai::KalahEndgame::kMaxSeeds);
    addCountFlag(command, "--time", flags->timeMs, 1, 86'400'000);
    addSwitch(command, "--progress", flags->progress);
    return [flags] { return runSolve(*flags); };
}

}  // namespace cowrie::cli
