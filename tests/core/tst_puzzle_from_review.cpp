// Puzzles from a reviewed game (core/puzzles/from_review.h). A known blunder
// in Kalah: South leaves a capture of eleven seeds on the board and sows its
// last hole into North's row; the puzzle is the position before, the capture
// its answer. And over random games of a small Kalah reviewed to the end,
// checked against a plain minimax written here: one puzzle for each move of
// the player that gave away four seeds or more, the position before it, an
// answer and the moves as good as it that are the best, what it lost. And in
// a random game of every game: every puzzle's position reads back and its
// answer and move played are legal there; simultaneous choices make none.

#include <QTest>

#include <map>
#include <random>
#include <set>

#include "core/puzzles/from_review.h"
#include "core/puzzles/puzzle_line.h"
#include "core/state_load.h"
#include "tests/core/minimax.h"
#include "tests/core/support.h"

using namespace cowrie;
using namespace cowrie::puzzles;
using cowrie::testing::Minimax;

namespace {

// The puzzle's position read back as the puzzle page reads it.
Position startOf(const PuzzleFile& file, const Puzzle& puzzle) {
    std::string error;
    auto loaded = loadState(puzzle.position, file.game, {}, error);
    if (!loaded) qFatal("puzzle %s: %s", puzzle.id.c_str(), error.c_str());
    return loaded->position;
}

int storeLead(const Board& b, Side side) {
    return b.count(b.store(side)) - b.count(b.store(opponent(side)));
}

}  // namespace

class TestPuzzleFromReview : public QObject {
    Q_OBJECT

  private slots:
    // South to move in Kalah: hole 1's one seed lands in empty hole 2 and
    // takes North's 10 opposite (11 seeds to the store with its own); hole
    // 6 sows into North's row and leaves the capture. South plays 6.
    void knownBlunder() {
        const auto rules = test::rules("kalah");
        const Board board = test::board({1, 0, 0, 0, 0, 5}, 10, {2, 2, 2, 2, 10, 2}, 12);
        Match match(rules, test::at(*rules, board, Side::South));
        match.play(Move::hole(6));
        ai::Engine engine(16);
        const auto reviews = ai::reviewGame(match, ai::reviewLimits(), engine);
        QCOMPARE(reviews.size(), size_t(1));
        QCOMPARE(reviews[0].kind, ai::MoveClass::Blunder);

        const PuzzleFile file = puzzlesFromReview(match, reviews, Side::South);
        QCOMPARE(file.game, std::string("kalah"));
        QCOMPARE(file.puzzles.size(), size_t(1));
        const Puzzle& p = file.puzzles[0];
        QCOMPARE(p.id, std::string("kalah-review-1"));
        const Position start = startOf(file, p);
        QCOMPARE(start.board, board);
        QCOMPARE(start.toMove, Turn::South);
        QCOMPARE(p.line, std::vector<std::string>{"1"});
        QVERIFY(p.alsoRight.empty());
        QCOMPARE(p.played, std::string("6"));
        QCOMPARE(p.lost, reviews[0].seedsLost);
        QVERIFY(p.lost >= 7);
        QCOMPARE(p.gain, 11);  // 11 into South's store, none into North's
        QVERIFY(!p.win);
        QVERIFY(!p.themes.empty());
        QCOMPARE(p.themes.front(), std::string("bigCapture"));
        QVERIFY(p.rating >= kReviewRatingLeast && p.rating < kReviewRatingMost);
        // The proof: both legal moves, the capture first, for South.
        QCOMPARE(p.proofs.size(), size_t(1));
        const Proof& proof = p.proofs[0];
        QCOMPARE(proof.values.size(), size_t(2));
        QCOMPARE(proof.values[0].first, std::string("1"));
        QCOMPARE(proof.values[1].first, std::string("6"));
        QCOMPARE(proof.value, proof.values[0].second);
        QCOMPARE(proof.values[0].second - proof.values[1].second, p.lost);
        QCOMPARE(proof.margin, p.lost);

        // North made no mistake: its puzzles are none.
        QVERIFY(puzzlesFromReview(match, reviews, Side::North).puzzles.empty());
    }

    // Random games of Kalah (3 holes, 3 seeds) reviewed to the end.
    void smallKalahAgainstMinimax() {
        const auto rules = test::rules("kalah", {{"holes", "3"}, {"seeds", "3"}});
        Minimax minimax(*rules);
        ai::Engine engine(4);
        ai::SearchLimits toTheEnd;
        toTheEnd.maxDepth = 100;
        std::mt19937 random(11);
        int puzzles = 0, withAlsoRight = 0;
        for (int game = 0; game < 12; ++game) {
            Match match(rules);
            while (!match.position().over()) {
                const MoveList moves = match.legalMoves();
                match.play(moves[static_cast<int>(random() % moves.size())]);
            }
            const auto reviews = ai::reviewGame(match, toTheEnd, engine);
            const PuzzleFile both =
                puzzlesFromReview(match, reviews, {Side::South, Side::North}, "small-");
            std::size_t bothIndex = 0;
            for (Side player : {Side::South, Side::North}) {
                const PuzzleFile file = puzzlesFromReview(match, reviews, player);
                // The player's moves that gave away 4 seeds or more, by minimax.
                std::vector<int> plies;
                for (int ply = 1; ply <= match.moveCount(); ++ply) {
                    const Position& before = match.positionAfter(ply - 1);
                    if (before.toMove != turnOf(player)) continue;
                    const int sign = player == Side::South ? 1 : -1;
                    const int lost = sign * (minimax.valueForSouth(before) -
                                             minimax.after(before, match.moves()[size_t(ply - 1)]));
                    if (lost >= 4) plies.push_back(ply);
                }
                QCOMPARE(file.puzzles.size(), plies.size());
                for (std::size_t i = 0; i < plies.size(); ++i)
                    checkPuzzle(file, file.puzzles[i], match, plies[i], player, minimax);
                puzzles += int(plies.size());
                for (const Puzzle& p : file.puzzles) withAlsoRight += !p.alsoRight.empty();
            }
            // Both players' puzzles together, in the order of the game.
            int previous = 0;
            for (const Puzzle& p : both.puzzles) {
                const int ply = std::stoi(p.id.substr(6));
                QVERIFY(p.id.starts_with("small-"));
                QVERIFY(ply > previous);
                previous = ply;
                ++bothIndex;
            }
            QCOMPARE(int(bothIndex),
                     int(puzzlesFromReview(match, reviews, Side::South).puzzles.size() +
                         puzzlesFromReview(match, reviews, Side::North).puzzles.size()));
        }
        QVERIFY2(puzzles >= 10, std::to_string(puzzles).c_str());
        QVERIFY2(withAlsoRight > 0, "some position had two best moves");
    }

    void everyGame_data() {
        QTest::addColumn<QString>("game");
        for (const GameInfo& game : allGames())
            QTest::newRow(game.id.c_str()) << QString::fromStdString(game.id);
    }

    void everyGame() {
        QFETCH(QString, game);
        const auto rules = test::rules(game.toStdString());
        Match match(rules);
        std::mt19937 random(5);
        while (!match.position().over() && match.moveCount() < 30) {
            const MoveList moves = match.legalMoves();
            match.play(moves[static_cast<int>(random() % moves.size())]);
        }
        ai::Engine engine(8);
        const auto reviews = ai::reviewGame(match, ai::reviewLimits(20'000), engine);
        QCOMPARE(int(reviews.size()), match.moveCount());
        const PuzzleFile file = puzzlesFromReview(match, reviews, {Side::South, Side::North});
        std::vector<int> plies;
        for (const ai::MoveReview& r : reviews) {
            const bool mistake =
                r.kind == ai::MoveClass::Mistake || r.kind == ai::MoveClass::Blunder;
            QCOMPARE(isPractisable(r), mistake);
            if (mistake) plies.push_back(r.ply);
        }
        QCOMPARE(file.puzzles.size(), plies.size());
        for (std::size_t i = 0; i < plies.size(); ++i) {
            const Puzzle& p = file.puzzles[i];
            const Position& before = match.positionAfter(plies[i] - 1);
            QVERIFY(isSingle(before.toMove));
            std::string error;
            const auto start = puzzleStart(file, p, error);
            QVERIFY2(start, (p.id + ": " + error).c_str());
            QCOMPARE(start->position.board, before.board);
            QCOMPARE(start->position.toMove, before.toMove);
            QVERIFY2(playLine(file, p, error), (p.id + ": " + error).c_str());
            const auto played = rules->parseMove(p.played);
            QVERIFY(played && !rules->whyIllegal(start->position, *played));
            QCOMPARE(*played, match.moves()[size_t(plies[i] - 1)]);
            QVERIFY(p.played != p.line[0]);
            QCOMPARE(p.proofs.size(), size_t(1));
            QVERIFY(p.proofs[0].values.size() >= 2);
        }
        // Random moves give seeds away: every game leaves some to practise.
        QVERIFY2(!file.puzzles.empty(), "no mistake in 30 random moves");
    }

  private:
    void checkPuzzle(const PuzzleFile& file, const Puzzle& p, const Match& match, int ply,
                     Side player, Minimax& minimax) {
        const Rules& rules = match.rules();
        const Position& before = match.positionAfter(ply - 1);
        QCOMPARE(p.id, "kalah-review-" + std::to_string(ply));
        const Position start = startOf(file, p);
        QCOMPARE(start.board, before.board);
        QCOMPARE(start.toMove, turnOf(player));
        QCOMPARE(p.played, rules.moveText(match.moves()[size_t(ply - 1)]));

        // The answer and the moves as good: exactly the best moves by minimax.
        const int sign = player == Side::South ? 1 : -1;
        const int best = sign * minimax.valueForSouth(before);
        MoveList legal;
        rules.legalMoves(before, legal);
        std::set<std::string> bestMoves, answers(p.alsoRight.begin(), p.alsoRight.end());
        for (Move move : legal)
            if (sign * minimax.after(before, move) == best) bestMoves.insert(rules.moveText(move));
        QCOMPARE(p.line.size(), size_t(1));
        answers.insert(p.line[0]);
        QCOMPARE(answers, bestMoves);
        QCOMPARE(answers.size(), p.alsoRight.size() + 1);
        QCOMPARE(p.lost, best - sign * minimax.after(before, match.moves()[size_t(ply - 1)]));
        QVERIFY(p.lost >= 4);

        // The goal: what the answer gains in the stores, and whether it wins.
        Position after = start;
        rules.apply(after, *rules.parseMove(p.line[0]), nullptr);
        QCOMPARE(p.gain,
                 std::max(0, storeLead(after.board, player) - storeLead(start.board, player)));
        QCOMPARE(p.win, after.over() && after.winner == winnerOf(player));
        QVERIFY(p.rating >= kReviewRatingLeast && p.rating <= kReviewRatingMost);
        QCOMPARE(p.proofs.size(), size_t(1));
        QCOMPARE(p.proofs[0].value, best);
        QVERIFY(p.proofs[0].exact);
    }
};

QTEST_APPLESS_MAIN(TestPuzzleFromReview)
#include "tst_puzzle_from_review.moc"
