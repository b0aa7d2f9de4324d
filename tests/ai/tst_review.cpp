// The engine's review of a game (core/ai/review.h, docs/review.md): the
// classes' thresholds, and on a small Kalah (3 holes, 3 seeds), searched to
// the end, every value and class against a plain minimax written here, over
// random games (every legal move's value too): a move that gives away seven
// seeds or more is a blunder.
// A review under the app's limits (a node budget) reads the same every time:
// on another engine, after other searches, and run on the engine's thread.

#include <QTest>

#include <future>
#include <map>
#include <random>

#include "core/ai/review.h"
#include "core/registry.h"
#include "tests/core/minimax.h"

using namespace cowrie;
using ai::MoveClass;
using testing::Minimax;

namespace {

std::shared_ptr<const Rules> smallKalah() {
    std::string error;
    auto rules = createRules("kalah", {{"holes", "3"}, {"seeds", "3"}}, error);
    if (!rules) qFatal("%s", error.c_str());
    return rules;
}

// `plies` random moves (seeded) of `gameId` at its defaults.
Match randomGame(const char* gameId, int plies, unsigned seed) {
    std::string error;
    auto rules = createRules(gameId, {}, error);
    if (!rules) qFatal("%s", error.c_str());
    Match match(rules);
    std::mt19937 random(seed);
    for (int i = 0; i < plies && !match.position().over(); ++i) {
        const MoveList moves = match.legalMoves();
        match.play(moves[static_cast<int>(random() % moves.size())]);
    }
    return match;
}

// Every field a reader of the review sees, move by move.
void compareReviews(const std::vector<ai::MoveReview>& a, const std::vector<ai::MoveReview>& b) {
    QCOMPARE(a.size(), b.size());
    for (size_t i = 0; i < a.size(); ++i) {
        QCOMPARE(a[i].played, b[i].played);
        QCOMPARE(a[i].best, b[i].best);
        QCOMPARE(a[i].before, b[i].before);
        QCOMPARE(a[i].after, b[i].after);
        QCOMPARE(a[i].seedsLost, b[i].seedsLost);
        QCOMPARE(a[i].exact, b[i].exact);
        QCOMPARE(a[i].kind, b[i].kind);
        QVERIFY(a[i].moveValues == b[i].moveValues);
    }
}

}  // namespace

class TestReview : public QObject {
    Q_OBJECT

  private slots:
    void classesByTheSeedsGivenAway() {
        QCOMPARE(ai::classify(true, 12), MoveClass::Best);  // the engine's own move
        QCOMPARE(ai::classify(false, 0), MoveClass::Best);  // as good as it
        QCOMPARE(ai::classify(false, 1), MoveClass::Good);
        QCOMPARE(ai::classify(false, 2), MoveClass::Inaccuracy);
        QCOMPARE(ai::classify(false, 3), MoveClass::Inaccuracy);
        QCOMPARE(ai::classify(false, 4), MoveClass::Mistake);
        QCOMPARE(ai::classify(false, 6), MoveClass::Mistake);
        QCOMPARE(ai::classify(false, 7), MoveClass::Blunder);
        QCOMPARE(ai::className(MoveClass::Blunder), std::string_view("blunder"));
    }

    // Random games of the small Kalah reviewed to the end: each value is
    // minimax's, each class is the class of the exact seeds given away, and
    // the blunders among them are found.
    void exactReviewsAgreeWithMinimax() {
        const auto rules = smallKalah();
        Minimax minimax(*rules);
        ai::Engine engine(4);
        ai::SearchLimits toTheEnd;
        toTheEnd.maxDepth = 100;
        std::mt19937 random(7);
        int blunders = 0, reviewed = 0;
        for (int game = 0; game < 12; ++game) {
            Match match(rules);
            while (!match.position().over()) {
                const MoveList moves = match.legalMoves();
                match.play(moves[static_cast<int>(random() % moves.size())]);
            }
            const auto reviews = ai::reviewGame(match, toTheEnd, engine);
            QCOMPARE(int(reviews.size()), match.moveCount());
            Match replay(rules);
            for (const ai::MoveReview& r : reviews) {
                const int before = minimax.valueForSouth(replay.position());
                QCOMPARE(r.played, match.moves()[size_t(r.ply - 1)]);
                // Every legal move's value (a mistake's puzzle takes the moves
                // as good as the best from them) is minimax's too.
                QCOMPARE(int(r.moveValues.size()), replay.legalMoves().size());
                for (const auto& [move, value] : r.moveValues) {
                    Position next = replay.position();
                    rules->apply(next, move, nullptr);
                    QCOMPARE(value, minimax.valueForSouth(next));
                }
                replay.play(r.played);
                const int after = minimax.valueForSouth(replay.position());
                QVERIFY(r.exact);
                QCOMPARE(r.before, before);
                QCOMPARE(r.after, after);
                const int sign = r.mover == Turn::South ? 1 : -1;
                const int lost = sign * (before - after);
                QVERIFY(lost >= 0);  // minimax: no move beats the best
                if (r.played == r.best) QCOMPARE(lost, 0);
                QCOMPARE(r.seedsLost, lost);
                QCOMPARE(r.kind, ai::classify(r.played == r.best, lost));
                blunders += lost >= 7;
                ++reviewed;
            }
        }
        QVERIFY(reviewed > 100);
        QVERIFY2(blunders > 0, "random play gave away seven seeds somewhere");
    }

    // The app's limits are a node budget, no clock: the same game reviewed
    // twice reads the same, whatever else the engine searched in between,
    // on a fresh engine, and on the engine's own thread (Engine::post).
    void reviewIsReproducible_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("plies");
        QTest::newRow("kalah") << QStringLiteral("kalah") << 30;
        QTest::newRow("pallankuzhi") << QStringLiteral("pallankuzhi") << 24;
    }
    void reviewIsReproducible() {
        QFETCH(QString, game);
        QFETCH(int, plies);
        const Match match = randomGame(qPrintable(game), plies, 30);
        // A smaller budget than the app's, for the test's time: the same code.
        const ai::SearchLimits limits = ai::reviewLimits(20'000);
        QCOMPARE(limits.timeMs, 0);
        ai::Engine engine;
        const auto first = ai::reviewGame(match, limits, engine);
        QCOMPARE(int(first.size()), match.moveCount());
        int estimated = 0;
        for (const auto& r : first) estimated += !r.exact;
        QVERIFY2(estimated > 0, "the budget cut some searches short: the test can see the horizon");

        // Another search fills the table between the two reviews.
        const Match other = randomGame(qPrintable(game), 6, 99);
        engine.think(other.rules(), other.position(), ai::reviewLimits(50'000));
        compareReviews(ai::reviewGame(match, limits, engine), first);

        ai::Engine fresh;
        compareReviews(ai::reviewGame(match, limits, fresh), first);

        std::promise<std::vector<ai::MoveReview>> posted;
        engine.post([&](ai::Engine& on, std::uint64_t ticket) {
            posted.set_value(ai::reviewGame(match, limits, on, ticket));
        });
        compareReviews(posted.get_future().get(), first);
    }

    // A review posted to the engine's thread ends at cancel(): the moves
    // reviewed before stand, and the engine is idle again at once.
    void postedReviewEndsAtCancel() {
        const Match match = randomGame("pallankuzhi", 40, 5);
        ai::Engine engine;
        std::promise<int> reviewed;
        std::promise<void> begun;
        engine.post([&](ai::Engine& on, std::uint64_t ticket) {
            const auto reviews =
                ai::reviewGame(match, ai::reviewLimits(), on, ticket, [&](int done, int) {
                    if (done == 1) begun.set_value();
                    return true;
                });
            reviewed.set_value(int(reviews.size()));
        });
        begun.get_future().wait();
        engine.cancel();
        const int count = reviewed.get_future().get();
        QVERIFY(count >= 1);
        QVERIFY(count < match.moveCount());
        engine.stop();  // idle: returns
    }

    // The progress callback sees every move, and a false answer stops.
    void progressAndCancel() {
        const auto rules = smallKalah();
        Match match(rules);
        for (int i = 0; i < 4 && !match.position().over(); ++i) match.play(match.legalMoves()[0]);
        ai::Engine engine(4);
        ai::SearchLimits limits;
        limits.maxDepth = 4;
        std::vector<int> seen;
        const auto all = ai::reviewGame(match, limits, engine, [&](int done, int total) {
            seen.push_back(done);
            return total == match.moveCount();
        });
        QCOMPARE(int(all.size()), match.moveCount());
        QCOMPARE(int(seen.size()), match.moveCount());
        QCOMPARE(seen.front(), 1);
        QCOMPARE(seen.back(), match.moveCount());
        const auto first =
            ai::reviewGame(match, limits, engine, [](int done, int) { return done < 2; });
        QCOMPARE(int(first.size()), 2);
    }
};

QTEST_APPLESS_MAIN(TestReview)
#include "tst_review.moc"
