// The levels: each looks further ahead than the one below, the weaker ones
// err only between close choices (a big capture is never missed: natural
// mistakes, not random clicks), and a level plays the same move for the
// same seed.

#include <QTest>

#include "core/ai/engine.h"
#include "core/ai/levels.h"
#include "core/registry.h"
#include "tests/ai/game_samples.h"

using namespace cowrie;

namespace {

std::shared_ptr<const Rules> create(std::string_view id, const RawOptions& options) {
    std::string error;
    auto rules = createRules(id, options, error);
    Q_ASSERT(rules);
    return rules;
}

std::shared_ptr<const Rules> kalah() {
    return create("kalah", {});
}

}  // namespace

class TestLevels : public QObject {
    Q_OBJECT

  private slots:
    // Every game and preset keeps the ladder: each level looks further ahead
    // than the one below.
    void eachLevelLooksFurtherThanTheOneBelowInEveryGame() {
        for (const testing::GameUnderTest& game : testing::everyGameAndPreset()) {
            const Rules* rules = game.rules.get();
            int previous = 0;
            for (ai::Level level :
                 {ai::Level::Novice, ai::Level::Casual, ai::Level::Skilled, ai::Level::Expert}) {
                const ai::SearchLimits limits = ai::levelLimits(level, 40, 1, rules);
                QVERIFY2(limits.maxDepth > previous, game.label.c_str());
                QCOMPARE(limits.timeMs, 1000);  // only a safety cap below Master
                previous = limits.maxDepth;
            }
            const auto master = ai::levelLimits(ai::Level::Master, 40, 1, rules);
            QCOMPARE(master.maxDepth, 0);  // until time runs out or solved
            QCOMPARE(master.timeMs, 40);
        }
        QCOMPARE(ai::levelLimits(ai::Level::Master, 0, 1).timeMs, ai::kMasterDefaultTimeMs);
    }

    // The weaker levels misjudge by fewer seeds as they get stronger; from
    // Skilled on they judge exactly.
    void misjudgementShrinksUpTheLadder() {
        const int novice = ai::levelLimits(ai::Level::Novice, 0, 1).noise;
        const int casual = ai::levelLimits(ai::Level::Casual, 0, 1).noise;
        QVERIFY(novice > casual);
        QVERIFY(casual > 0);
        for (ai::Level level : {ai::Level::Skilled, ai::Level::Expert, ai::Level::Master})
            QCOMPARE(ai::levelLimits(level, 0, 1).noise, 0);
    }

    // Only Master plays for the opponent's mistakes in a solved position.
    void onlyMasterSetsTraps() {
        for (int i = 0; i < ai::kLevelCount; ++i) {
            const auto level = static_cast<ai::Level>(i);
            QCOMPARE(ai::levelLimits(level, 0, 1).setTraps, level == ai::Level::Master);
        }
    }

    // Pallankuzhi's Expert stops after an even number of turns (see levels.cpp).
    void pallankuzhiExpertSearchesAnEvenDepth() {
        const auto pallankuzhi = create("pallankuzhi", {});
        const int depth = ai::levelLimits(ai::Level::Expert, 0, 1, pallankuzhi.get()).maxDepth;
        QCOMPARE(depth % 2, 0);
        QVERIFY(depth != ai::levelLimits(ai::Level::Expert, 0, 1, kalah().get()).maxDepth);
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
