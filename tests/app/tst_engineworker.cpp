// EngineWorker: the engine on its worker thread, answered by queued signal.
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

#include "engineworker.h"
#include "registry.h"

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
        worker.think(rules, start, /*level=*/2, /*timeMs=*/0, /*requestId=*/7);
        QVERIFY(spy.wait(5000));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).value<quint64>(), quint64{7});
        const auto move = cowrie::Move::fromCode(spy.at(0).at(1).value<quint16>());
        QVERIFY(rules->isLegal(start, move));
    }

    // The engine's table carries over between questions (a search repeated
    // visits fewer positions) until forget(), after which the same search
    // costs what it did the first time.
    void forgetStartsAfresh() {
        EngineWorker worker;
        AnswerRelay relay(&worker);
        QSignalSpy spy(&relay, &AnswerRelay::moveFound);
        std::string error;
        const auto rules = cowrie::createRules("congkak", {}, error);
        QVERIFY(rules);
        const cowrie::Position start = rules->initialPosition();
        auto nodesOfExpertSearch = [&](quint64 id) -> quint64 {
            spy.clear();
            worker.think(rules, start, /*level=*/3, /*timeMs=*/0, id);
            if (!spy.wait(20000)) return 0;
            return spy.at(0).at(4).value<quint64>();
        };
        const quint64 first = nodesOfExpertSearch(1);
        const quint64 again = nodesOfExpertSearch(2);
        QVERIFY(first > 0 && again > 0);
        QVERIFY2(again < first, qPrintable(QString("%1 then %2").arg(first).arg(again)));
        worker.forget();
        QCOMPARE(nodesOfExpertSearch(3), first);
    }

    void answersOnTheCallersThreadByQueuedSignal() {
        EngineWorker worker;
        QThread* answeredOn = nullptr;
        connect(&worker, &EngineWorker::moveFound, this,
                [&answeredOn] { answeredOn = QThread::currentThread(); });
        AnswerRelay relay(&worker);
        QSignalSpy spy(&relay, &AnswerRelay::moveFound);
        const auto rules = kalah();
        worker.think(rules, rules->initialPosition(), 0, 0, 1);
        QVERIFY(spy.wait(5000));
        QCOMPARE(answeredOn, QThread::currentThread());
    }

    void newerRequestSupersedesOlder() {
        EngineWorker worker;
        AnswerRelay relay(&worker);
        QSignalSpy spy(&relay, &AnswerRelay::moveFound);
        const auto rules = kalah();
        worker.think(rules, rules->initialPosition(), 4, 5000, 1);
        worker.think(rules, rules->initialPosition(), 1, 0, 2);
        QVERIFY(spy.wait(5000));
        QTest::qWait(50);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).value<quint64>(), quint64{2});
    }

    void stopIsFastAndSilent() {
        EngineWorker worker;
        AnswerRelay relay(&worker);
        QSignalSpy spy(&relay, &AnswerRelay::moveFound);
        const auto rules = kalah();
        worker.think(rules, rules->initialPosition(), 4, 60'000, 3);
        QTest::qWait(100);  // the search is under way
        QElapsedTimer timer;
        timer.start();
        worker.stop();
        QVERIFY2(timer.elapsed() < 100, qPrintable(QString::number(timer.elapsed())));
        QTest::qWait(100);
        QCOMPARE(spy.count(), 0);
    }

    void destructionMidSearchIsClean() {
        QElapsedTimer timer;
        {
            EngineWorker worker;
            const auto rules = kalah();
            worker.think(rules, rules->initialPosition(), 4, 60'000, 4);
            QTest::qWait(100);
            timer.start();
        }
        QVERIFY2(timer.elapsed() < 200, qPrintable(QString::number(timer.elapsed())));
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
        worker.think(rules, start, 1, 0, 9);
        QVERIFY(spy.wait(5000));
        const auto move = cowrie::Move::fromCode(spy.at(0).at(1).value<quint16>());
        QVERIFY(move.isPair());
        QVERIFY(rules->isLegal(start, move));
    }
};

QTEST_GUILESS_MAIN(TestEngineWorker)
#include "tst_engineworker.moc"
