// ReviewSession: the engine's review of a finished game for the review page,
// run on the engine's thread. A known blunder in a small Kalah (solved to
// the end within the review's budget, so every value is exact) is classed a
// blunder; the values are core reviewGame's for the same limits; the same
// game reviewed twice reads the same; progress reaches the total; cancel()
// stops a long review and leaves the session empty; a session destroyed
// mid-review leaves no thread behind.

#include <QDir>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include <memory>
#include <random>

#include "app/ui/library/reviewsession.h"
#include "app/ui/play/sides.h"
#include "core/ai/review.h"
#include "core/record.h"
#include "core/registry.h"

using cowrie::ui::ReviewMoves;
using cowrie::ui::ReviewSession;

namespace {

// Kalah with 4 holes of 3 seeds. After 1 2 3 the board is South [1 5 4 4],
// North [3 0 0 5]: South's hole 2 holds 5 seeds opposite North's empty hole
// 3. South's 3 (move 4) sows into North's hole 2, and North's 2 (move 5)
// then ends in its empty hole 3 and takes South's 5 seeds with it: South's 3
// is a blunder (12 seeds with best play by both; 1 was best). The game goes
// on to its end.
const char* const kBlunderGame =
    "{\"format\": \"cowrie-record\", \"version\": 1, \"game\": \"kalah\","
    " \"options\": {\"holes\": 4, \"seeds\": 3}, \"moves\": [\"1\", \"2\", \"3\", \"3\","
    " \"2\", \"1\", \"4\", \"3\", \"1\", \"4\", \"3\", \"4\", \"1\", \"2\", \"1\","
    " \"4\", \"2\", \"4\", \"3\", \"3\", \"4\"]}";
constexpr int kBlunderPly = 4;

// A long Kalah game (6 holes of 6 seeds) of random moves, `plies` at most:
// its review takes seconds.
QString longGame(int plies = 80) {
    std::string error;
    auto rules = cowrie::createRules("kalah", {{"seeds", "6"}}, error);
    Q_ASSERT(rules);
    cowrie::Match match(rules);
    std::mt19937 random(11);
    while (!match.position().over() && match.moveCount() < plies) {
        const cowrie::MoveList moves = match.legalMoves();
        match.play(moves[static_cast<int>(random() % moves.size())]);
    }
    return QString::fromStdString(cowrie::writeRecord(match));
}

// The threads of this process, or -1 where /proc does not list them.
int threadCount() {
    const QDir tasks("/proc/self/task");
    if (!tasks.exists()) return -1;
    return int(tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot).size());
}

}  // namespace

class TestReviewSession : public QObject {
    Q_OBJECT

  private slots:
    void reviewsAKnownBlunder() {
        ReviewSession review;
        QSignalSpy progress(&review, &ReviewSession::progressChanged);
        QVERIFY(review.start(QString::fromUtf8(kBlunderGame)));
        QCOMPARE(review.state(), ReviewSession::Running);
        QCOMPARE(review.total(), 21);
        QCOMPARE(review.gameId(), QStringLiteral("kalah"));
        QTRY_COMPARE_WITH_TIMEOUT(review.state(), ReviewSession::Done, 60000);

        // Progress went up one move at a time to the total.
        QCOMPARE(review.done(), review.total());
        QVERIFY(progress.count() >= 2);

        const auto& reviews = review.reviews();
        QCOMPARE(int(reviews.size()), 21);
        const cowrie::ai::MoveReview& blunder = reviews[kBlunderPly - 1];
        QCOMPARE(blunder.mover, cowrie::Turn::South);
        QCOMPARE(blunder.kind, cowrie::ai::MoveClass::Blunder);
        QVERIFY(blunder.seedsLost >= 7);
        // Solved (the usual case: the game is small), it is 12 seeds.
        if (blunder.exact) QCOMPARE(blunder.seedsLost, 12);

        // The move list says it in words.
        ReviewMoves* moves = review.moves();
        QCOMPARE(moves->count(), 21);
        const QModelIndex row = moves->index(kBlunderPly - 1);
        QCOMPARE(moves->data(row, ReviewMoves::MoveRole).toString(), QStringLiteral("3"));
        QCOMPARE(moves->data(row, ReviewMoves::BestRole).toString(), QStringLiteral("1"));
        QCOMPARE(moves->data(row, ReviewMoves::KindRole).toString(), QStringLiteral("blunder"));
        QCOMPARE(moves->data(row, ReviewMoves::KindNameRole).toString(), QStringLiteral("blunder"));
        QCOMPARE(moves->data(row, ReviewMoves::SeedsLostRole).toInt(), blunder.seedsLost);

        // The graph's series: one value a position, the start's first.
        QCOMPARE(review.values().size(), 22);
        QCOMPARE(review.values().at(0).toInt(), reviews[0].before);
        QCOMPARE(review.values().at(kBlunderPly - 1).toInt(), blunder.before);
        QCOMPARE(review.kinds().at(kBlunderPly - 1), QStringLiteral("blunder"));

        // South's totals count the blunder and its seeds.
        const QVariantMap south = review.totals().at(0).toMap();
        QCOMPARE(south.value("side").toInt(), int(cowrie::ui::sides::South));
        int southBlunders = 0, southSeeds = 0;
        for (const auto& r : reviews) {
            if (r.mover != cowrie::Turn::South) continue;
            southBlunders += r.kind == cowrie::ai::MoveClass::Blunder;
            southSeeds += r.seedsLost;
        }
        QVERIFY(southBlunders >= 1);
        QCOMPARE(south.value("blunder").toInt(), southBlunders);
        QCOMPARE(south.value("seedsLost").toInt(), southSeeds);

        // Looking at the position of the blunder: the move played is South's
        // hole 3 (place 2), the best South's hole 1 (place 0), previewed.
        review.select(kBlunderPly - 1);
        QCOMPARE(review.selected(), kBlunderPly - 1);
        QCOMPARE(review.playedPlace(), 2);
        QCOMPARE(review.bestPlace(), 0);
        QVERIFY(review.bestPreview().value("valid").toBool());
        QVERIFY2(review.selectedText().contains("blunder"), qPrintable(review.selectedText()));
        QCOMPARE(review.board()->board()->seedsAt(1), 5);  // South's hole 2, the seeds lost
        // The end of the game: no move, no preview.
        review.select(1000);
        QCOMPARE(review.selected(), 21);
        QCOMPARE(review.bestPlace(), -1);
        QVERIFY(!review.bestPreview().value("valid").toBool());
    }

    // The session's values are core reviewGame's: where the session says a
    // value is exact, it is the game's own value (a review searched to the
    // end), and a core review within the same limits reads the same.
    void valuesAreTheCoresOwn() {
        ReviewSession review;
        QVERIFY(review.start(QString::fromUtf8(kBlunderGame)));
        QTRY_COMPARE_WITH_TIMEOUT(review.state(), ReviewSession::Done, 60000);

        std::string error;
        const auto match = cowrie::readRecord(kBlunderGame, error);
        QVERIFY(match);
        cowrie::ai::Engine engine;
        cowrie::ai::SearchLimits toTheEnd;
        toTheEnd.maxDepth = 100;
        const auto truth = cowrie::ai::reviewGame(*match, toTheEnd, engine);
        QCOMPARE(review.nodesPerPosition(), double(cowrie::ai::kReviewNodes));
        const auto sameLimits = cowrie::ai::reviewGame(*match, cowrie::ai::reviewLimits(), engine);
        QCOMPARE(review.reviews().size(), truth.size());
        QCOMPARE(review.reviews().size(), sameLimits.size());
        int exact = 0;
        for (size_t i = 0; i < truth.size(); ++i) {
            const auto& mine = review.reviews()[i];
            QVERIFY(truth[i].exact);
            QCOMPARE(mine.played, truth[i].played);
            if (mine.exact) {
                ++exact;
                QCOMPARE(mine.before, truth[i].before);
                QCOMPARE(mine.after, truth[i].after);
                QCOMPARE(mine.seedsLost, truth[i].seedsLost);
                QCOMPARE(mine.kind, truth[i].kind);
            }
            QCOMPARE(mine.before, sameLimits[i].before);
            QCOMPARE(mine.after, sameLimits[i].after);
            QCOMPARE(mine.kind, sameLimits[i].kind);
        }
        // Most positions of so small a game are solved within the time.
        QVERIFY2(exact * 2 >= int(truth.size()), qPrintable(QString::number(exact)));
    }

    // The same game reviewed twice reads the same, move by move: by two
    // sessions, and by one session started again after a cancelled review
    // (whatever the engine's table held). The game is long enough that most
    // of its values are estimates, where a clock would have made them vary.
    void theSameGameReadsTheSameTwice() {
        const QString game = longGame(40);
        ReviewSession first;
        QVERIFY(first.start(game));
        QTRY_COMPARE_WITH_TIMEOUT(first.state(), ReviewSession::Done, 120000);
        int estimated = 0;
        for (const auto& r : first.reviews()) estimated += !r.exact;
        QVERIFY2(estimated * 2 > first.total(), qPrintable(QString::number(estimated)));

        ReviewSession second;
        QVERIFY(second.start(longGame(80)));
        QTRY_VERIFY_WITH_TIMEOUT(second.done() >= 3, 60000);
        QVERIFY(second.start(game));
        QTRY_COMPARE_WITH_TIMEOUT(second.state(), ReviewSession::Done, 120000);

        QCOMPARE(second.values(), first.values());
        QCOMPARE(second.kinds(), first.kinds());
        QCOMPARE(second.totals(), first.totals());
        QCOMPARE(second.reviews().size(), first.reviews().size());
        for (size_t i = 0; i < first.reviews().size(); ++i) {
            const auto& a = first.reviews()[i];
            const auto& b = second.reviews()[i];
            QCOMPARE(b.best, a.best);
            QCOMPARE(b.before, a.before);
            QCOMPARE(b.after, a.after);
            QCOMPARE(b.seedsLost, a.seedsLost);
            QCOMPARE(b.kind, a.kind);
        }
        for (int i = 0; i < first.total(); ++i) {
            first.select(i);
            second.select(i);
            QCOMPARE(second.selectedText(), first.selectedText());
        }
    }

    // Cancel stops a long review early: the session is Cancelled and empty,
    // and nothing of the review arrives afterwards.
    void cancelStopsEarly() {
        ReviewSession review;
        QSignalSpy progress(&review, &ReviewSession::progressChanged);
        QVERIFY(review.start(longGame()));
        QVERIFY(review.total() >= 30);
        QTRY_VERIFY_WITH_TIMEOUT(review.done() >= 1, 30000);
        QVERIFY(review.done() < review.total());
        review.cancel();
        QCOMPARE(review.state(), ReviewSession::Cancelled);
        QCOMPARE(review.done(), 0);
        QCOMPARE(review.moves()->count(), 0);
        QVERIFY(review.values().isEmpty());
        QVERIFY(review.totals().isEmpty());
        QCOMPARE(review.selected(), -1);
        const int seen = progress.count();
        QTest::qWait(1500);  // several positions' time: any late post is dropped
        QCOMPARE(progress.count(), seen);
        QCOMPARE(review.state(), ReviewSession::Cancelled);

        // Started again, the same session reviews anew.
        QVERIFY(review.start(QString::fromUtf8(kBlunderGame)));
        QTRY_COMPARE_WITH_TIMEOUT(review.state(), ReviewSession::Done, 60000);
        QCOMPARE(review.moves()->count(), 21);
    }

    // A session destroyed mid-review (the page closed) stops its engine and
    // joins the review's thread: no crash, no thread left behind.
    void destroyedMidReview() {
        const int before = threadCount();
        auto review = std::make_unique<ReviewSession>();
        QVERIFY(review->start(longGame()));
        QTRY_VERIFY_WITH_TIMEOUT(review->done() >= 1, 30000);
        QVERIFY(review->state() == ReviewSession::Running);
        if (before >= 0) QVERIFY(threadCount() > before);
        review.reset();
        if (before >= 0) QCOMPARE(threadCount(), before);
        QTest::qWait(300);  // posts made before the end are dropped with it
    }

    void anUnreadableRecordFails() {
        ReviewSession review;
        QVERIFY(!review.start(QStringLiteral("{\"format\": \"cowrie-record\"")));
        QCOMPARE(review.state(), ReviewSession::Failed);
        QVERIFY(!review.error().isEmpty());
        QCOMPARE(review.total(), 0);
    }
};

QTEST_GUILESS_MAIN(TestReviewSession)
#include "tst_reviewsession.moc"
