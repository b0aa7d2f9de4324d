// The evaluation: a zero-sum value in seeds, owned seeds counted the same
// from both sides, and never near a decisive score however long a game runs
// (a long olinda keliya game once piled up round wins past the score range).

#include <QTest>

#include <cstdlib>

#include "core/ai/evaluation.h"
#include "core/registry.h"
#include "tests/ai/game_rows.h"
#include "tests/ai/game_samples.h"

using namespace cowrie;

class TestEvaluation : public QObject {
    Q_OBJECT

  private slots:
    void storeSeedsCountFullyAndRowSeedsHalf() {
        Board board = Board::filled(6, 0);
        board.seeds[board.store(Side::South)] = 10;
        board.seeds[board.store(Side::North)] = 4;
        board.seeds[board.hole(Side::South, 1)] = 3;
        board.seeds[board.hole(Side::North, 2)] = 7;
        Position position;
        position.board = board;
        // Store lead 6, row lead -4 counted half: 6 - 2.
        QCOMPARE(ai::evaluate(position, Side::South), 4);
        QCOMPARE(ai::evaluate(position, Side::North), -4);
        // Owned: 13 against 11.
        QCOMPARE(ai::seedsOwnedLead(board, Side::South), 2);
        QCOMPARE(ai::seedsOwnedLead(board, Side::North), -2);
    }

    // Where seeds carry over from round to round, a row seed counts as much
    // as a store seed; elsewhere the traits change nothing.
    void carriedSeedsCountFully() {
        std::string error;
        const auto pallankuzhi = createRules("pallankuzhi", {}, error);
        const auto congkak = createRules("congkak", {}, error);
        QVERIFY(pallankuzhi && congkak);
        const ai::GameTraits carried = ai::traitsOf(*pallankuzhi, pallankuzhi->initialPosition());
        const ai::GameTraits kept = ai::traitsOf(*congkak, congkak->initialPosition());
        QVERIFY(carried.seedsCarryOver);
        QVERIFY(!kept.seedsCarryOver);
        Position position;
        position.board = Board::filled(7, 0);
        position.board.seeds[position.board.store(Side::South)] = 10;
        position.board.seeds[position.board.store(Side::North)] = 4;
        position.board.seeds[position.board.hole(Side::North, 2)] = 8;
        // Owned: 10 against 12. Store lead 6, row lead -8 counted half: 2.
        QCOMPARE(ai::evaluate(carried, position, Side::South), -2);
        QCOMPARE(ai::evaluate(kept, position, Side::South), 2);
        QCOMPARE(ai::evaluate(carried, position, Side::North), 2);
    }

    void isZeroSumAndFarFromDecisive_data() { testing::addEveryGameRow(); }
    void isZeroSumAndFarFromDecisive() {
        QFETCH(int, index);
        const auto game = testing::everyGameAndPreset()[index];
        const Rules& rules = *game.rules;
        const int seeds = rules.initialPosition().board.totalSeeds();
        for (const Position& p : testing::sampledPositions(rules, 400, 5 + index, 1)) {
            const ai::Score south = ai::evaluate(p, Side::South);
            QCOMPARE(ai::evaluate(p, Side::North), -south);
            QVERIFY(std::abs(south) <= seeds);
            QVERIFY(!ai::isDecisive(south));
        }
    }

    // Round wins do not count: only seeds do (see evaluation.cpp for why).
    void roundWinsDoNotCount() {
        Position position;
        position.board = Board::filled(7, 4);
        const ai::Score level = ai::evaluate(position, Side::South);
        position.roundWins = {5, 0};
        QCOMPARE(ai::evaluate(position, Side::South), level);
    }
};

QTEST_GUILESS_MAIN(TestEvaluation)
#include "tst_evaluation.moc"
