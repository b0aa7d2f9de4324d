#include "app/cli/random_playouts.h"

#include <map>
#include <tuple>

#include "app/cli/cli_error.h"
#include "core/split_mix.h"

namespace cowrie::cli {

namespace {

// Not a limit on legal games (every game implemented ends by its rules, far
// sooner); only a guard that turns an engine bug into a message, not a hang.
constexpr std::int64_t kSafetyMovesPerGame = 10'000'000;

// The third-repetition rule (G7) as Match applies it, for games that use it:
// a position counts as (round, board, player to move) and the positions
// stored are those after any round end the repetition caused.
class RepetitionCounter {
  public:
    void record(const Position& p) { ++seen_[key(p)]; }
    int timesSeen(const Position& p) const {
        auto it = seen_.find(key(p));
        return it == seen_.end() ? 0 : it->second;
    }

  private:
    using Key = std::tuple<int, int, std::uint64_t, std::vector<std::uint8_t>>;
    static Key key(const Position& p) {
        const Board& b = p.board;
        std::vector<std::uint8_t> places(b.seeds.begin(), b.seeds.end());
        places.insert(places.end(), b.markers.begin(), b.markers.end());
        places.push_back(b.holes);
        return {p.round, static_cast<int>(p.toMove), b.hash(), std::move(places)};
    }
    std::map<Key, int> seen_;
};

// The soak test's checks of one move (random --check).
void checkMove(const Rules& rules, const Position& before, Move move, const Position& after,
               int total) {
    Position again = before;
    rules.apply(again, move, nullptr);
    const auto where = [&] {
        return "game '" + std::string(rules.gameId()) + "', move " + rules.moveText(move) +
               " from " + before.board.toString();
    };
    if (!(again == after)) failInternal("not deterministic: " + where());
    if (after.board.totalSeeds() != total) failInternal("seeds not conserved: " + where());
}

void playOneGame(const Rules& rules, SplitMix64& random, PlayoutTotals& totals, bool check) {
    Position position = rules.initialPosition();
    const int total = position.board.totalSeeds();
    const bool repetitionRule = rules.usesRepetitionRule();
    RepetitionCounter repetitions;
    if (repetitionRule) repetitions.record(position);
    MoveList moves;
    std::int64_t played = 0;
    while (!position.over()) {
        rules.legalMoves(position, moves);
        if (moves.empty())
            failInternal(
                "game '" + std::string(rules.gameId()) +
                "' has no legal move in an unfinished position: " + position.board.toString());
        const Move move = moves[static_cast<int>(random.below(moves.size()))];
        const Position before = check ? position : Position{};
        rules.apply(position, move, nullptr);
        if (check) checkMove(rules, before, move, position, total);
        if (repetitionRule && !position.over()) {
            if (repetitions.timesSeen(position) + 1 >= 3)
                rules.endRoundByRepetition(position, nullptr);
            repetitions.record(position);
        }
        if (++played > kSafetyMovesPerGame)
            failInternal("a random game of '" + std::string(rules.gameId()) +
                         "' did not end after " + std::to_string(kSafetyMovesPerGame) + " moves");
    }
    totals.moves += played;
    switch (position.winner) {
        case Winner::South:
            ++totals.southWins;
            break;
        case Winner::North:
            ++totals.northWins;
            break;
        case Winner::Draw:
            ++totals.draws;
            break;
        case Winner::None:
            failInternal("a finished game of '" + std::string(rules.gameId()) + "' has no winner");
    }
    ++totals.games;
}

}  // namespace

PlayoutTotals playRandomGames(const Rules& rules, std::int64_t games, std::uint64_t seed,
                              bool check) {
    SplitMix64 random(seed);
    PlayoutTotals totals;
    for (std::int64_t i = 0; i < games; ++i) playOneGame(rules, random, totals, check);
    return totals;
}

}  // namespace cowrie::cli
