// ReviewSession: the engine's review of a finished game for the review page,
// run on the engine's thread. A known blunder in a small Kalah (solved to
// the end within the review's budget, so every value is exact) is classed a
// blunder; the values are core reviewGame's for the same limits; the same
// game reviewed twice reads the same; progress reaches the total; cancel()
// stops a long review and leaves the session empty; a session destroyed
// mid-review leaves no thread behind. The mistakes to practise: one puzzle
// for each mistake or blunder of the people who played, each the position
// before the move with the review's best move as its answer.

#include <QDir>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include <memory>
#include <random>

#include "app/ui/library/reviewsession.h"
#include "app/ui/play/sides.h"
#include "core/ai/review.h"
#include "core/game_record.h"
#include "core/puzzles/puzzle.h"
#include "core/record.h"
#include "core/registry.h"
#include "core/state_load.h"

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

// kBlunderGame as a record that names its players: South `southComputer`
// or a person, North likewise.
QString withPlayers(bool southComputer, bool northComputer) {
    std::string error;
    auto match = cowrie::readRecord(kBlunderGame, error);
    Q_ASSERT(match);
    cowrie::GameRecord record{std::move(*match), {}};
    record.meta.players = {{{"Ama", southComputer, southComputer ? 2 : -1},
                            {"Bala", northComputer, northComputer ? 2 : -1}}};
    return QString::fromStdString(cowrie::writeGameRecord(record));
}

// The review's mistakes and blunders of `sides`' moves, by ply.
std::vector<int> mistakePlies(const std::vector<cowrie::ai::MoveReview>& reviews,
                              std::initializer_list<cowrie::Turn> sides) {
    std::vector<int> plies;
    for (const auto& r : reviews)
        if (std::find(sides.begin(), sides.end(), r.mover) != sides.end() &&
            (r.kind == cowrie::ai::MoveClass::Mistake || r.kind == cowrie::ai::MoveClass::Blunder))
            plies.push_back(r.ply);
    return plies;
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

    // A record that does not say who played (version 1): both players'
    // mistakes are practised. Each puzzle is the position before the move,
    // its answer the review's best move, and it keeps the move played.
    void practisesTheMistakes() {
        ReviewSession review;
        QCOMPARE(review.practiceCount(), 0);
        QVERIFY(review.practicePuzzles().isEmpty());
        QVERIFY(review.start(QString::fromUtf8(kBlunderGame)));
        QTRY_COMPARE_WITH_TIMEOUT(review.state(), ReviewSession::Done, 60000);
        const auto& reviews = review.reviews();
        const std::vector<int> plies =
            mistakePlies(reviews, {cowrie::Turn::South, cowrie::Turn::North});
        QVERIFY(std::find(plies.begin(), plies.end(), kBlunderPly) != plies.end());
        QCOMPARE(review.practiceCount(), int(plies.size()));

        std::string error;
        const auto file =
            cowrie::puzzles::readPuzzleFile(review.practicePuzzles().toStdString(), error);
        QVERIFY2(file, error.c_str());
        QCOMPARE(file->game, std::string("kalah"));
        QCOMPARE(file->puzzles.size(), plies.size());
        const auto match = cowrie::readRecord(kBlunderGame, error);
        QVERIFY(match);
        for (size_t i = 0; i < plies.size(); ++i) {
            const cowrie::puzzles::Puzzle& puzzle = file->puzzles[i];
            const cowrie::ai::MoveReview& r = reviews[size_t(plies[i] - 1)];
            const auto start = cowrie::puzzles::puzzleStart(*file, puzzle, error);
            QVERIFY2(start, error.c_str());
            const cowrie::Position& before = match->positionAfter(plies[i] - 1);
            QCOMPARE(start->position.board.seeds, before.board.seeds);
            QCOMPARE(start->position.toMove, r.mover);
            QCOMPARE(start->rules->options(), match->rules().options());
            QCOMPARE(puzzle.line.size(), size_t(1));
            QCOMPARE(puzzle.line[0], match->rules().moveText(r.best));
            QCOMPARE(puzzle.played, match->rules().moveText(r.played));
            QCOMPARE(puzzle.lost, r.seedsLost);
        }
        // The known blunder: South's 3, where 1 was best.
        const std::string blunderId = "kalah-review-" + std::to_string(kBlunderPly);
        const auto blunder = std::find_if(file->puzzles.begin(), file->puzzles.end(),
                                          [&](const auto& p) { return p.id == blunderId; });
        QVERIFY(blunder != file->puzzles.end());
        QCOMPARE(blunder->played, std::string("3"));
        QCOMPARE(blunder->line[0], std::string("1"));
        QVERIFY(blunder->lost >= 7);

        // Cancelled or started again, there is nothing to practise until done.
        QVERIFY(review.start(longGame()));
        QCOMPARE(review.practiceCount(), 0);
        QVERIFY(review.practicePuzzles().isEmpty());
        review.cancel();
    }

    // Against the computer only the person's moves are practised; a
    // computer's demo has nothing to practise; two people both sides.
    void practisesThePeoplesMoves() {
        struct Case {
            bool southComputer, northComputer;
            std::vector<cowrie::Turn> people;
        };
        const std::vector<Case> cases = {
            {false, true, {cowrie::Turn::South}},
            {true, false, {cowrie::Turn::North}},
            {true, true, {}},
            {false, false, {cowrie::Turn::South, cowrie::Turn::North}}};
        for (const Case& c : cases) {
            ReviewSession review;
            QVERIFY(review.start(withPlayers(c.southComputer, c.northComputer)));
            QTRY_COMPARE_WITH_TIMEOUT(review.state(), ReviewSession::Done, 60000);
            std::vector<int> plies;
            for (cowrie::Turn side : c.people)
                for (int ply : mistakePlies(review.reviews(), {side})) plies.push_back(ply);
            std::sort(plies.begin(), plies.end());
            QCOMPARE(review.practiceCount(), int(plies.size()));
            if (plies.empty()) {
                QVERIFY(review.practicePuzzles().isEmpty());
                continue;
            }
            std::string error;
            const auto file =
                cowrie::puzzles::readPuzzleFile(review.practicePuzzles().toStdString(), error);
            QVERIFY2(file, error.c_str());
            QCOMPARE(file->puzzles.size(), plies.size());
            for (size_t i = 0; i < plies.size(); ++i)
                QCOMPARE(file->puzzles[i].id, "kalah-review-" + std::to_string(plies[i]));
        }
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
