// `random --game ID [--option k=v]... --games N --seed S`:
//   {"games": N, "wins": {"south": a, "north": b}, "draws": d,
//    "meanMoves": x, "playoutsPerSecond": y}
// Everything but playoutsPerSecond depends only on the game, options and seed.
// --check (the soak test): every move is played twice from the same position
// and must give the same result (determinism), and the seeds must add up to
// the start's after it (conservation); a breach is an internal failure that
// names the game, the move and the board. The output adds "checked": true.

#include <algorithm>
#include <chrono>

#include "app/cli/command_flags.h"
#include "app/cli/commands.h"
#include "app/cli/game_setup.h"
#include "app/cli/number_flags.h"
#include "app/cli/output.h"
#include "app/cli/random_playouts.h"

namespace cowrie::cli {

namespace {

constexpr std::int64_t kMaxGames = 1'000'000'000;

struct RandomFlags : GameFlags {
    std::optional<std::int64_t> games;
    std::optional<std::uint64_t> seed;
    bool check = false;
};

int runRandom(const RandomFlags& flags) {
    const auto rules = rulesFromFlags(flags);
    const std::int64_t games = *flags.games;
    const std::uint64_t seed = *flags.seed;

    const auto start = std::chrono::steady_clock::now();
    const bool check = flags.check;
    const PlayoutTotals totals = playRandomGames(*rules, games, seed, check);
    const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
    const double seconds = std::max(elapsed.count(), 1e-9);

    Json out{
        {"games", static_cast<long long>(totals.games)},
        {"wins", Json{{"south", static_cast<long long>(totals.southWins)},
                      {"north", static_cast<long long>(totals.northWins)}}},
        {"draws", static_cast<long long>(totals.draws)},
        {"meanMoves", static_cast<double>(totals.moves) / static_cast<double>(totals.games)},
        {"playoutsPerSecond", static_cast<long long>(static_cast<double>(totals.games) / seconds)},
    };
    if (check) out["checked"] = true;
    printJson(out);
    return 0;
}

}  // namespace

CommandRun declareRandomCommand(CLI::App& command) {
    auto flags = std::make_shared<RandomFlags>();
    addGameFlags(command, *flags, true);
    addCountFlag(command, "--games", flags->games, 1, kMaxGames)->required();
    addSeedFlag(command, "--seed", flags->seed)->required();
    addSwitch(command, "--check", flags->check);
    return [flags] { return runRandom(*flags); };
}

}  // namespace cowrie::cli
