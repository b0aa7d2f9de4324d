// EngineWorker: the engine on its own thread, answered by queued signal.
// No window is needed; the event loop of QSignalSpy::wait delivers answers.
//
// The spies watch a relay in this thread, reached by a queued connection as
// the app's own receivers are: a spy on the worker itself would be filled
// from the worker's thread, and an answer found before wait() began (a
// depth-2 search takes well under a millisecond) would leave wait() waiting
// for a second one.

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include <memory>

#include "app/ui/shared/engineworker.h"
#include "core/ai/engine.h"
#include "core/registry.h"

using cowrie::ui::EngineWorker;

// Re-emits the worker's answers in the thread it lives in.
class AnswerRelay : public QObject {
    Q_OBJECT

  public:
    explicit AnswerRelay(EngineWorker* worker) {
        connect(worker, &EngineWorker::moveFound, this, &AnswerRelay::moveFound,
                Qt::QueuedConnection);
    }

  signals:
    void moveFound(quint64 requestId, quint16 moveCode, double value, int depth, quint64 nodes);
};

namespace {

std::shared_ptr<const cowrie::Rules> kalah() {
    std::string error;
    auto rules = cowrie::createRules("kalah", {}, error);
    Q_ASSERT(rules);
    return rules;
}

// The positions an Expert search of Congkak's start visits, asked of
// `worker` for `purpose` (0 when no answer came).
quint64 nodesOfExpertSearch(EngineWorker& worker,
                            EngineWorker::Purpose purpose = EngineWorker::Purpose::Play) {
    static const std::shared_ptr<const cowrie::Rules> rules = [] {
        std::string error;
        return cowrie::createRules("congkak", {}, error);
    }();
    AnswerRelay relay(&worker);
    QSignalSpy spy(&relay, &AnswerRelay::moveFound);
    worker.think(rules, rules->initialPosition(), /*level=*/3, /*timeMs=*/0, purpose);
    if (!spy.wait(20000)) return 0;
    return spy.at(0).at(4).value<quint64>();
}

// A game of `plies` random moves (seeded) of Kalah at its defaults.
cowrie::Match randomKalah(int plies) {
    cowrie::Match match(kalah());
    for (int i = 0; i < plies && !match.position().over(); ++i) {
        const cowrie::MoveList moves = match.legalMoves();
        match.play(moves[(i * 7 + 3) % moves.size()]);
    }
    return match;
}

// What the worker says of its reviews, heard on this thread.
struct ReviewHeard {
    explicit ReviewHeard(EngineWorker& worker) {
        QObject::connect(&worker, &EngineWorker::reviewProgressed, &worker,
                         [this](quint64 id, int done, int total) {
                             progress.push_back({id, done});
                             this->total = total;
                         });
        QObject::connect(&worker, &EngineWorker::reviewFinished, &worker,
                         [this](quint64 id, const std::vector<cowrie::ai::MoveReview>& r) {
                             finishedId = id;
                             reviews = r;
                             thread = QThread::currentThread();
                         });
    }
    std::vector<std::pair<quint64, int>> progress;
    int total = 0;
    quint64 finishedId = 0;
    std::vector<cowrie::ai::MoveReview> reviews;
    QThread* thread = nullptr;
};

}  // namespace

class TestEngineWorker : public QObject {
    Q_OBJECT

  private slots:
    void answersWithALegalMove() {
        EngineWorker worker;
        AnswerRelay relay(&worker);
        QSignalSpy spy(&relay, &AnswerRelay::moveFound);
        const auto rules = kalah();
        const cowrie::Position start = rules->initialPosition();
        const quint64 id = worker.think(rules, start, /*level=*/2, /*timeMs=*/0);
        QVERIFY(id != 0);
        QCOMPARE(worker.waiting(), id);
        QVERIFY(spy.wait(5000));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).value<quint64>(), id);
        QCOMPARE(worker.waiting(), quint64{0});
        const auto move = cowrie::Move::fromCode(spy.at(0).at(1).value<quint16>());
        QVERIFY(rules->isLegal(start, move));
    }

    // The engine's table carries over between questions (a search repeated
    // visits fewer positions) until forget(), after which the same search
    // costs what it did the first time.
    void forgetStartsAfresh() {
        EngineWorker worker;
        const quint64 first = nodesOfExpertSearch(worker);
        const quint64 again = nodesOfExpertSearch(worker);
        QVERIFY(first > 0 && again > 0);
        QVERIFY2(again < first, qPrintable(QString("%1 then %2").arg(first).arg(again)));
        worker.forget();
        QCOMPARE(nodesOfExpertSearch(worker), first);
    }

    void answersOnTheCallersThreadByQueuedSignal() {
        EngineWorker worker;
        QThread* answeredOn = nullptr;
        connect(&worker, &EngineWorker::moveFound, this,
                [&answeredOn] { answeredOn = QThread::currentThread(); });
        AnswerRelay relay(&worker);
        QSignalSpy spy(&relay, &AnswerRelay::moveFound);
        const auto rules = kalah();
        worker.think(rules, rules->initialPosition(), 0, 0);
        QVERIFY(spy.wait(5000));
        QCOMPARE(answeredOn, QThread::currentThread());
    }

    void newerRequestSupersedesOlder() {
        EngineWorker worker;
        AnswerRelay relay(&worker);
        QSignalSpy spy(&relay, &AnswerRelay::moveFound);
        const auto rules = kalah();
        const quint64 older = worker.think(rules, rules->initialPosition(), 4, 5000);
        const quint64 newer = worker.think(rules, rules->initialPosition(), 1, 0);
        QVERIFY(newer != older);
        QVERIFY(spy.wait(5000));
        QTest::qWait(50);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).value<quint64>(), newer);
    }

    void stopIsSilent() {
        EngineWorker worker;
        AnswerRelay relay(&worker);
        QSignalSpy spy(&relay, &AnswerRelay::moveFound);
        const auto rules = kalah();
        worker.think(rules, rules->initialPosition(), 4, 60'000);
        QTest::qWait(100);  // the search is under way
        QElapsedTimer timer;
        timer.start();
        worker.stop();
        // Far below the search's 60 s budget: stop() did not wait it out.
        // (A bound, not a speed: how fast is for the benchmarks.)
        QVERIFY2(timer.elapsed() < 20'000, qPrintable(QString::number(timer.elapsed())));
        QTest::qWait(100);
        QCOMPARE(spy.count(), 0);
    }

    void destructionMidSearchIsClean() {
        QElapsedTimer timer;
        {
            EngineWorker worker;
            const auto rules = kalah();
            worker.think(rules, rules->initialPosition(), 4, 60'000);
            QTest::qWait(100);
            timer.start();
        }
        // Far below the search's 60 s budget: the destructor did not wait it out.
        QVERIFY2(timer.elapsed() < 20'000, qPrintable(QString::number(timer.elapsed())));
    }

    void answersASimultaneousChoiceWithAPair() {
        std::string error;
        auto rules = cowrie::createRules("congkak", {{"traditional", "true"}}, error);
        QVERIFY2(rules, error.c_str());
        const cowrie::Position start = rules->initialPosition();
        QCOMPARE(start.toMove, cowrie::Turn::Both);
        EngineWorker worker;
        AnswerRelay relay(&worker);
        QSignalSpy spy(&relay, &AnswerRelay::moveFound);
        worker.think(rules, start, 1, 0);
        QVERIFY(spy.wait(5000));
        const auto move = cowrie::Move::fromCode(spy.at(0).at(1).value<quint16>());
        QVERIFY(move.isPair());
        QVERIFY(rules->isLegal(start, move));
    }

    // Advice never makes the computer stronger: a question to play after a
    // question to advise starts from an empty table, so it costs what a
    // first search costs.
    void playAfterAdviceStartsAfresh() {
        using Purpose = EngineWorker::Purpose;
        EngineWorker worker;
        const quint64 first = nodesOfExpertSearch(worker, Purpose::Play);
        QVERIFY(nodesOfExpertSearch(worker, Purpose::Advise) > 0);
        QCOMPARE(nodesOfExpertSearch(worker, Purpose::Play), first);
        // Play after play keeps what it learnt.
        QVERIFY(nodesOfExpertSearch(worker, Purpose::Play) < first);
    }

    // A review runs on the engine's thread as one question: its progress
    // and its moves come back on this thread, move by move the core's own.
    void reviewsAGameOnTheEnginesThread() {
        EngineWorker worker;
        ReviewHeard heard(worker);
        const cowrie::Match match = randomKalah(16);
        const auto limits = cowrie::ai::reviewLimits(20'000);
        const quint64 id = worker.review(match, limits);
        QCOMPARE(worker.waiting(), id);
        QVERIFY(worker.waitingFor(EngineWorker::Purpose::Review));
        QTRY_COMPARE_WITH_TIMEOUT(heard.finishedId, id, 60000);
        QCOMPARE(worker.waiting(), quint64{0});
        QCOMPARE(heard.thread, QThread::currentThread());
        QCOMPARE(heard.total, match.moveCount());
        QCOMPARE(int(heard.progress.size()), match.moveCount());
        QCOMPARE(heard.progress.back().second, match.moveCount());

        cowrie::ai::Engine engine;
        const auto core = cowrie::ai::reviewGame(match, limits, engine);
        QCOMPARE(heard.reviews.size(), core.size());
        for (size_t i = 0; i < core.size(); ++i) {
            QCOMPARE(heard.reviews[i].before, core[i].before);
            QCOMPARE(heard.reviews[i].after, core[i].after);
            QCOMPARE(heard.reviews[i].kind, core[i].kind);
        }
    }

    // stop() ends a review at once and silently; a question asked during a
    // review drops it (no more of its progress, no result).
    void aReviewIsStoppedOrSuperseded() {
        EngineWorker worker;
        ReviewHeard heard(worker);
        const cowrie::Match match = randomKalah(60);
        worker.review(match, cowrie::ai::reviewLimits(5'000'000));
        QTRY_VERIFY_WITH_TIMEOUT(!heard.progress.empty(), 30000);
        worker.stop();
        QCOMPARE(worker.waiting(), quint64{0});
        const size_t seen = heard.progress.size();
        QTest::qWait(300);
        QCOMPARE(heard.progress.size(), seen);
        QCOMPARE(heard.finishedId, quint64{0});

        AnswerRelay relay(&worker);
        QSignalSpy answers(&relay, &AnswerRelay::moveFound);
        worker.review(match, cowrie::ai::reviewLimits(5'000'000));
        QTRY_VERIFY_WITH_TIMEOUT(heard.progress.size() > seen, 30000);
        const auto rules = kalah();
        const quint64 question = worker.think(rules, rules->initialPosition(), 1, 0);
        QVERIFY(answers.wait(20000));
        QCOMPARE(answers.at(0).at(0).value<quint64>(), question);
        const size_t after = heard.progress.size();
        QTest::qWait(300);
        QCOMPARE(heard.progress.size(), after);
        QCOMPARE(heard.finishedId, quint64{0});
    }

    // A review never makes the computer stronger either: play after it
    // starts from an empty table.
    void playAfterAReviewStartsAfresh() {
        EngineWorker worker;
        const quint64 first = nodesOfExpertSearch(worker);
        ReviewHeard heard(worker);
        const quint64 id = worker.review(randomKalah(6), cowrie::ai::reviewLimits(20'000));
        QTRY_COMPARE_WITH_TIMEOUT(heard.finishedId, id, 60000);
        QCOMPARE(nodesOfExpertSearch(worker), first);
    }
};

QTEST_GUILESS_MAIN(TestEngineWorker)
#include "tst_engineworker.moc"
