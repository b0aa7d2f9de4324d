// `solve --game kalah [--option k=v]... [--moves "..."]`:
//   {"value": v, "nodes": n, "seconds": s, "move": "3"}
// `value` is South's store minus North's at the end under perfect play by
// both sides (from the start, South moving first unless first=north; or from
// the position after --moves). "move" is a best move of the player to move
// (absent once the game is over); --progress prints each MTD(f) probe on
// stderr. Solved by the exact Kalah solver, with the
// endgame database of --endgame K seeds (0: none; built on first use and
// cached, see ai/kalah_endgame.h) and a table of --memory MB.

#include <cstdio>

#include "ai/kalah_solver.h"
#include "arguments.h"
#include "cli_error.h"
#include "commands.h"
#include "game_setup.h"
#include "numbers.h"
#include "output.h"

namespace cowrie::cli {

namespace {

// Table memory: more than 256 MB barely changes the nodes of Kalah(6,4) and
// costs time (cache and TLB misses, clearing it); beyond 48 seeds in play
// (Kalah(6,5): a billion nodes) a larger table pays.
std::size_t defaultTableMegabytes(int seedsInPlay) {
    return seedsInPlay > 48 ? 1024 : 256;
}

}  // namespace

int runSolveCommand(const Words& words) {
    ArgumentSpec spec;
    spec.valueFlags = {"--game", "--moves", "--position", "--memory", "--endgame"};
    spec.switches = {"--progress"};
    spec.acceptsOptions = true;
    const Arguments args = parseArguments("solve", words, spec);
    const auto onlyKalah = [] {
        failBadInput("solve knows Kalah only (use 'ai --level master' for other games)");
    };
    if (!args.value("--position") && args.required("--game") != "kalah") onlyKalah();
    if (args.value("--game") && args.value("--game") != "kalah") onlyKalah();
    const Match match = matchFromArguments(args);
    if (match.rules().gameId() != "kalah") onlyKalah();
    const Position& position = match.position();
    const Board& board = position.board;
    const int seedsInPlay = board.totalSeeds() - board.seeds[board.store(Side::South)] -
                            board.seeds[board.store(Side::North)];
    const std::size_t megabytes =
        args.value("--memory")
            ? static_cast<std::size_t>(parseCount("--memory", *args.value("--memory"), 16, 4096))
            : defaultTableMegabytes(seedsInPlay);

    json::Object out;
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
        const int endgameSeeds =
            args.value("--endgame")
                ? parseCount("--endgame", *args.value("--endgame"), 0, ai::KalahEndgame::kMaxSeeds)
                : ai::defaultKalahEndgameSeeds(holes, seedsInPlay);
        std::shared_ptr<const ai::KalahEndgame> endgame;
        if (endgameSeeds > 0) endgame = ai::cachedKalahEndgame(holes, emptyCapture, endgameSeeds);
        ai::KalahSolver solver(holes, emptyCapture, megabytes, endgame);
        if (args.has("--progress")) {
            // One line per MTD(f) probe on stderr, from the mover's side.
            solver.onProbe = [](int beta, int result, std::uint64_t nodes) {
                std::fprintf(stderr, "probe %d: %s %d, %llu nodes\n", beta,
                             result >= beta ? "at least" : "at most", result,
                             static_cast<unsigned long long>(nodes));
            };
        }
        const ai::KalahSolution solution = solver.solve(position.board, mover);
        const int southValue = mover == Side::South ? solution.value : -solution.value;
        out = {{"value", static_cast<long long>(southValue)},
               {"nodes", static_cast<long long>(solution.nodes)},
               {"seconds", solution.seconds}};
        if (!solution.bestMove.isNull())
            out.emplace_back("move", match.rules().moveText(solution.bestMove));
    }
    printJson(out);
    return 0;
}

}  // namespace cowrie::cli
