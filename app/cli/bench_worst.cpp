#include "app/cli/bench_worst.h"

#include <algorithm>
#include <chrono>
#include <string>
#include <vector>

#include "app/cli/cli_error.h"
#include "app/cli/game_setup.h"
#include "app/cli/output.h"
#include "core/ai/engine.h"
#include "core/ai/levels.h"
#include "core/match.h"
#include "core/record.h"
#include "core/registry.h"
#include "core/split_mix.h"

namespace cowrie::cli {

namespace {

using Clock = std::chrono::steady_clock;

// The best of `repeats` timings: one-off stalls (a cache miss, the other
// core's work) are not the position's.
double timeLegalMoves(const Rules& rules, const Position& position, int repeats = 3) {
    double best = 1e9;
    for (int i = 0; i < repeats; ++i) {
        const auto start = Clock::now();
        MoveList moves;
        rules.legalMoves(position, moves);
        best = std::min(best, std::chrono::duration<double>(Clock::now() - start).count());
    }
    return best;
}

struct Worst {
    double seconds = -1;
    std::vector<Move> moves;  // from the start to the position
    Position position;
    int positions = 0;
};

Worst findWorst(const Rules& rules, int games) {
    Worst worst;
    SplitMix64 random(2026);
    for (int g = 0; g < games; ++g) {
        Match match(std::shared_ptr<const Rules>(&rules, [](const Rules*) {}));
        for (int ply = 0; ply < 2000 && !match.position().over(); ++ply) {
            const double seconds = timeLegalMoves(rules, match.position());
            ++worst.positions;
            if (seconds > worst.seconds) {
                worst.seconds = seconds;
                worst.moves = match.moves();
                worst.position = match.position();
            }
            const MoveList legal = match.legalMoves();
            if (legal.empty()) break;
            match.play(
                legal[static_cast<int>(random.below(static_cast<std::uint64_t>(legal.size())))]);
        }
    }
    return worst;
}

void report(const Rules& rules, const std::string& game, const std::string& preset,
            const std::string& moves, const Position& position, int positions) {
    const double legal = timeLegalMoves(rules, position, 5);
    const ai::SearchLimits limits = ai::levelLimits(ai::Level::Master, 0, 1, &rules);
    ai::Engine engine;
    const auto start = Clock::now();
    engine.think(rules, position, limits);
    const double master = std::chrono::duration<double>(Clock::now() - start).count();
    printJson(Json{{"name", "worst-position"},
                   {"game", game},
                   {"preset", preset},
                   {"moves", moves},
                   {"legalSeconds", legal},
                   {"masterSeconds", master},
                   {"masterLimitSeconds", limits.timeMs / 1000.0},
                   {"positions", positions}});
}

}  // namespace

void benchWorstPositions(int games) {
    forEachGameAndPreset([&](const GameInfo& game, const Preset& preset, const Rules& rules) {
        const Worst worst = findWorst(rules, games);
        std::string moves;
        for (Move m : worst.moves) moves += (moves.empty() ? "" : " ") + rules.moveText(m);
        report(rules, game.id, preset.id, moves, worst.position, worst.positions);
    });
    // Positions each game knows were once slow (GameInfo::stressLines), timed as well.
    for (const GameInfo& game : allGames()) {
        for (const std::string& moves : game.stressLines) {
            std::string error;
            const auto rules = createRules(game.id, {}, error);
            if (!rules) failInternal(error);
            Match match(rules);
            if (!playMoveList(match, moves, error)) failInternal(error);
            report(*rules, game.id, "", moves, match.position(), 1);
        }
    }
}

}  // namespace cowrie::cli
