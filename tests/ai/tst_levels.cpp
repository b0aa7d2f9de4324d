// The levels: each looks further ahead than the one below, the weaker ones
// err only between close choices (a big capture is never missed: natural
// mistakes, not random clicks), and a level plays the same move for the
// same seed.

#include <QTest>

#include "ai/engine.h"
#include "ai/levels.h"
#include "game_samples.h"

using namespace cowrie;

namespace {

std::shared_ptr<const Rules> kalah() {
    std::string error;
    auto rules = createRules("kalah", {}, error);
    Q_ASSERT(rules);
    return rules;
}

}  // namespace

class TestLevels : public QObject {
    Q_OBJECT

  private slots:
    void eachLevelLooksFurtherThanTheOneBelow() {
        int previous = 0;
        for (ai::Level level :
             {ai::Level::Novice, ai::Level::Casual, ai::Level::Skilled, ai::Level::Expert}) {
            const ai::SearchLimits limits = ai::levelLimits(level, 0, 1);
            QVERIFY(limits.maxDepth > previous);
            previous = limits.maxDepth;
        }
        const ai::SearchLimits master = ai::levelLimits(ai::Level::Master, 0, 1);
        QCOMPARE(master.maxDepth, 0);  // until time runs out or solved
        QCOMPARE(master.timeMs, ai::kMasterDefaultTimeMs);
        QCOMPARE(ai::levelLimits(ai::Level::Master, 40, 1).timeMs, 40);
        QCOMPARE(ai::levelLimits(ai::Level::Expert, 40, 1).maxDepth, previous);
    }

    // Pallankuzhi's Expert stops after an even number of turns (see levels.cpp).
    void pallankuzhiExpertSearchesAnEvenDepth() {
        const int elsewhere = ai::levelLimits(ai::Level::Expert, 0, 1, "kalah").maxDepth;
        const int pallankuzhi = ai::levelLimits(ai::Level::Expert, 0, 1, "pallankuzhi").maxDepth;
        QCOMPARE(pallankuzhi % 2, 0);
        QVERIFY(pallankuzhi > ai::levelLimits(ai::Level::Skilled, 0, 1, "pallankuzhi").maxDepth);
        QCOMPARE(elsewhere, ai::levelLimits(ai::Level::Expert, 0, 1).maxDepth);
        QVERIFY(pallankuzhi != elsewhere);
    }

    void noviceNeverMissesABigCapture() {
        const auto rules = kalah();
        Position position = rules->initialPosition();
        Board& b = position.board;
        b.seeds.fill(0);
        b.seeds[b.hole(Side::South, 1)] = 1;   // into empty hole 2, facing North's hole 5
        b.seeds[b.hole(Side::South, 3)] = 1;   // into empty hole 4, facing an empty hole
        b.seeds[b.hole(Side::North, 5)] = 12;  // the prize
        b.seeds[b.hole(Side::North, 1)] = 2;
        b.seeds[b.store(Side::North)] = 30;
        b.seeds[b.store(Side::South)] = 2;
        ai::Engine engine(4);
        for (std::uint64_t seed = 0; seed < 50; ++seed) {
            const auto limits = ai::levelLimits(ai::Level::Novice, 0, seed);
            QCOMPARE(engine.think(*rules, position, limits).move.holeNumber(), 1);
        }
    }

    void aLevelPlaysTheSameMoveForTheSameSeed() {
        const auto rules = kalah();
        ai::Engine first(4), second(4);
        for (const Position& p : testing::sampledPositions(*rules, 60, 3)) {
            if (!isSingle(p.toMove)) continue;
            for (ai::Level level : {ai::Level::Novice, ai::Level::Casual, ai::Level::Expert}) {
                const auto limits = ai::levelLimits(level, 0, 77);
                QCOMPARE(first.think(*rules, p, limits).move, second.think(*rules, p, limits).move);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestLevels)
#include "tst_levels.moc"
