// The engine's Kalah fast path (searchKalah) against the generic search over
// the core's Kalah rules: the same exact values when both solve a position,
// the same values at a fixed depth from a fresh table, and always a legal move.

#include <QTest>

#include "core/ai/engine.h"
#include "core/ai/kalah_search.h"
#include "core/ai/search.h"
#include "core/registry.h"
#include "tests/ai/game_samples.h"

using namespace cowrie;

namespace {

std::shared_ptr<const Rules> kalah(const RawOptions& options) {
    std::string error;
    auto rules = createRules("kalah", options, error);
    if (!rules) qFatal("%s", error.c_str());
    return rules;
}

ai::SearchResult searchGeneric(const Rules& rules, const Position& position,
                               const ai::SearchLimits& limits) {
    ai::TranspositionTable table(8);
    ai::Searcher searcher(rules, table, {}, /*kalahFastPath=*/false);
    return searcher.run(position, limits);
}

ai::SearchResult searchFast(const Rules& rules, const Position& position,
                            const ai::SearchLimits& limits) {
    ai::TranspositionTable table(8);
    ai::Searcher searcher(rules, table, {});
    return searcher.run(position, limits);
}

bool isLegal(const Rules& rules, const Position& position, Move move) {
    MoveList moves;
    rules.legalMoves(position, moves);
    return moves.contains(move);
}

}  // namespace

class TestKalahFastPath : public QObject {
    Q_OBJECT

  private slots:
    void appliesToKalahOnly() {
        const auto rules = kalah({});
        ai::SearchLimits limits;
        QVERIFY(ai::kalahFastPathApplies(*rules, rules->initialPosition(), limits));
        limits.noise = 2;  // the weaker levels keep the generic path
        QVERIFY(!ai::kalahFastPathApplies(*rules, rules->initialPosition(), limits));
        std::string error;
        const auto congkak = createRules("congkak", {}, error);
        QVERIFY(!ai::kalahFastPathApplies(*congkak, congkak->initialPosition(), {}));
    }

    void exactValuesAgree_data() {
        QTest::addColumn<QString>("holes");
        QTest::addColumn<QString>("seeds");
        QTest::addColumn<QString>("emptyCapture");
        QTest::addRow("Kalah(3,3)") << "3"
                                    << "3"
                                    << "false";
        QTest::addRow("Kalah(4,2) empty capture") << "4"
                                                  << "2"
                                                  << "true";
        QTest::addRow("Kalah(6,4) late positions") << "6"
                                                   << "4"
                                                   << "false";
    }
    void exactValuesAgree() {
        QFETCH(QString, holes);
        QFETCH(QString, seeds);
        QFETCH(QString, emptyCapture);
        const auto rules = kalah({{"holes", holes.toStdString()},
                                  {"seeds", seeds.toStdString()},
                                  {"empty-capture", emptyCapture.toStdString()}});
        int compared = 0;
        for (const Position& position : testing::sampledPositions(*rules, 300, 11, 1)) {
            if (position.board.totalSeeds() - position.board.seeds[position.board.holes] -
                    position.board.seeds[2 * position.board.holes + 1] >
                16)
                continue;  // too many seeds left to solve quickly by the generic search
            const auto generic = searchGeneric(*rules, position, {});
            const auto fast = searchFast(*rules, position, {});
            QVERIFY(generic.exact);
            QVERIFY(fast.exact);
            QCOMPARE(fast.value, generic.value);
            QVERIFY(isLegal(*rules, position, fast.move));
            ++compared;
        }
        QVERIFY(compared >= 10);
    }

    void fixedDepthValuesAgree() {
        const auto rules = kalah({});
        for (const Position& position : testing::sampledPositions(*rules, 40, 5)) {
            for (int depth : {1, 3, 6}) {
                ai::SearchLimits limits;
                limits.maxDepth = depth;
                const auto generic = searchGeneric(*rules, position, limits);
                const auto fast = searchFast(*rules, position, limits);
                QCOMPARE(fast.value, generic.value);
                QCOMPARE(fast.exact, generic.exact);
                QVERIFY(isLegal(*rules, position, fast.move));
            }
        }
    }

    void engineStops_withItsAnswer() {
        const auto rules = kalah({{"holes", "8"}, {"seeds", "8"}});
        ai::Engine engine(16);
        bool done = false;
        engine.go(rules, rules->initialPosition(), {},
                  [&](const ai::SearchResult& result) { done = !result.move.isNull(); });
        QTest::qWait(200);
        // An unlimited search of Kalah(8,8) ends only when stopped: stop()
        // returns with the answer given (its speed is for the benchmarks).
        engine.stop();
        QVERIFY(done);
    }
};

QTEST_GUILESS_MAIN(TestKalahFastPath)
#include "tst_kalah_fast_path.moc"
