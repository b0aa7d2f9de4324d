// Pallankuzhi, docs/rules/pallankuzhi.md with its decisions P1-P6 (anchors
// there, e.g. docs/rules/pallankuzhi.md#P4) and G2 (docs/rules/README.md#G2):
// one test per rule and decision, literal boards before and after. Both
// players sow counter-clockwise round South 1..7, North 1..7.

#include <QTest>

#include "tests/core/support.h"

using namespace cowrie;
using test::board;

class PallankuzhiTest : public QObject {
    Q_OBJECT

    std::shared_ptr<const Rules> game = test::rules("pallankuzhi");

  private slots:
    void board_sevenHolesOfSix_storesForCapturesOnly() {
        const Position p = game->initialPosition();
        QCOMPARE(p.board, board({6, 6, 6, 6, 6, 6, 6}, 0, {6, 6, 6, 6, 6, 6, 6}, 0));
        QCOMPARE(p.board.totalSeeds(), 84);
        QVERIFY(game->geometry().storeOnRight);
        QCOMPARE(p.toMove, Turn::South);
        QCOMPARE(test::rules("pallankuzhi", {{"first", "north"}})->initialPosition().toMove,
                 Turn::North);
    }

    void sowing_onePerHoleOntoTheOpponentsRow_neverIntoAStore() {
        Position p =
            test::at(*game, board({0, 0, 0, 0, 0, 3, 0}, 0, {0, 0, 0, 0, 0, 1, 0}, 0), Side::South);
        const Trace t = test::play(*game, p, 6);
        // South 7, North 1, North 2; then North 3 and 4 are empty: turn over.
        QCOMPARE(p.board, board({0, 0, 0, 0, 0, 0, 1}, 0, {1, 1, 0, 0, 0, 1, 0}, 0));
        QCOMPARE(p.toMove, Turn::North);
        for (int place : test::drops(t)) QVERIFY(!p.board.isStore(place));
    }

    void nextHoleHasSeeds_relay_thenCaptureBeyondAnEmptyHole_whoeverOwnsIt() {
        Position p =
            test::at(*game, board({0, 0, 2, 0, 0, 3, 0}, 0, {0, 0, 0, 1, 0, 0, 0}, 0), Side::South);
        const Trace t = test::play(*game, p, 3);
        // South 4, 5; South 6 has seeds: lift 3 into South 7, North 1, 2.
        // North 3 empty, North 4 has 1: captured; on from the first hole with
        // seeds after it: South 4 (1) into South 5. South 6 empty, South 7
        // (South's own) captured; on from North 1 into North 2; North 3 and 4
        // empty: the turn ends.
        QCOMPARE(p.board, board({0, 0, 0, 0, 2, 0, 0}, 2, {0, 2, 0, 0, 0, 0, 0}, 0));
        QCOMPARE(test::countOf(t, EventType::Capture), 2);
        QCOMPARE(test::countOf(t, EventType::Relay), 3);
        QCOMPARE(p.toMove, Turn::North);
    }

    void pasu_aHoleReachingFourGoesToItsOwnerMidSowing() {
        Position p =
            test::at(*game, board({0, 5, 0, 3, 0, 0, 0}, 0, {1, 0, 0, 0, 0, 0, 0}, 0), Side::South);
        const Trace t = test::play(*game, p, 2);
        // South 3, South 4 (now 4: pasu, to South), South 5, 6, 7; North 1
        // has a seed: lift it into North 2, then North 3, 4 are empty.
        QCOMPARE(p.board, board({0, 0, 1, 0, 1, 1, 1}, 4, {0, 1, 0, 0, 0, 0, 0}, 0));
        QCOMPARE(test::countOf(t, EventType::Pasu), 1);
    }

    void pasu_byTheLastSeed_goesToTheOpponent_andStepFourRunsOn() {
        Position p =
            test::at(*game, board({0, 0, 0, 0, 0, 2, 0}, 0, {3, 0, 2, 0, 0, 0, 0}, 0), Side::South);
        const Trace t = test::play(*game, p, 6);
        // South 7, North 1 (now 4: pasu to North). L = North 1: North 2 empty,
        // North 3 captured by South; on from South 7 into North 1; stop.
        QCOMPARE(p.board, board({0, 0, 0, 0, 0, 0, 0}, 2, {1, 0, 0, 0, 0, 0, 0}, 4));
        const auto pasu = std::find_if(t.begin(), t.end(),
                                       [](const Event& e) { return e.type == EventType::Pasu; });
        QCOMPARE(pasu->actor, Side::North);
        QCOMPARE(int(pasu->to), p.board.store(Side::North));
    }

    void fullLap_theLiftedHoleIsSkipped() {
        Position p = test::at(*game, board({0, 0, 0, 0, 0, 0, 14}, 30, {0, 0, 0, 0, 0, 0, 0}, 40),
                              Side::South);
        const Trace t = test::play(*game, p, 7);
        // 13 seeds round the board, South 7 skipped, the 14th into North 1.
        const auto skip = std::find_if(t.begin(), t.end(),
                                       [](const Event& e) { return e.type == EventType::Skip; });
        QVERIFY(skip != t.end());
        QCOMPARE(int(skip->place), p.board.hole(Side::South, 7));
        const auto drops = test::drops(t);
        QCOMPARE(drops[13], p.board.hole(Side::North, 1));
        QCOMPARE(std::count(drops.begin(), drops.begin() + 14, p.board.hole(Side::South, 7)), 0);
    }

    void burntHolesAreNotOnTheCircuit_andNotCountedInLPlusOneOrTwo() {
        const Board b = test::burnt(board({0, 0, 1, 0, 0, 2, 0}, 40, {0, 0, 0, 0, 0, 0, 0}, 41),
                                    Side::South, {5});
        Position p = test::at(*game, b, Side::South);
        test::play(*game, p, 3);
        // South 4. L+1 is South 6 (5 is burnt), with seeds: lift into South 7,
        // North 1. Had South 5 counted, South 6 would have been captured.
        QCOMPARE(p.board, test::burnt(board({0, 0, 0, 1, 0, 0, 1}, 40, {1, 0, 0, 0, 0, 0, 0}, 41),
                                      Side::South, {5}));
    }

    void afterACapture_theSearchGoesRoundTheBoard_anEmptyBoardEndsTheTurn() {
        // South 7 reaches 4 by the last seed (pasu); North 1 empty, North 2
        // captured; nothing is left anywhere: the turn ends (P3). North, to
        // move, has no seeds: the round ends (84: 46 against 38).
        Position p = test::at(*game, board({0, 0, 0, 0, 0, 1, 3}, 40, {0, 2, 0, 0, 0, 0, 0}, 38),
                              Side::South);
        const Trace t = test::play(*game, p, 6);
        // Round 2: South fills all 7 from his 46 (keeps 4); North fills 6 of
        // his from the right, hole 1 burnt (keeps 2); North starts (P6).
        QCOMPARE(p.board, test::burnt(board({6, 6, 6, 6, 6, 6, 6}, 4, {0, 6, 6, 6, 6, 6, 6}, 2),
                                      Side::North, {1}));
        QCOMPARE(p.round, 2);
        QCOMPARE(p.roundWins[0], 1);
        QCOMPARE(p.toMove, Turn::North);
        const auto end = std::find_if(t.begin(), t.end(),
                                      [](const Event& e) { return e.type == EventType::RoundEnd; });
        QCOMPARE(end->reason, EndReason::NoSeedsToMove);
    }

    void roundEnd_41against43_refillFromTheRight_burntHole_surplusKept() {
        // The source's example. North, to move, has no seeds: South sweeps
        // his last seed, 41 against 43.
        Position p = test::at(*game, board({0, 0, 0, 0, 0, 1, 0}, 40, {0, 0, 0, 0, 0, 0, 0}, 43),
                              Side::South);
        const Trace t = test::play(*game, p, 6);
        QCOMPARE(p.board, test::burnt(board({0, 6, 6, 6, 6, 6, 6}, 5, {6, 6, 6, 6, 6, 6, 6}, 1),
                                      Side::South, {1}));
        QCOMPARE(p.roundWins[1], 1);
        QCOMPARE(p.toMove, Turn::North);  // round 2: the first player of round 1 moves second
        QCOMPARE(test::countOf(t, EventType::Refill), 78);
        QCOMPARE(test::countOf(t, EventType::Sweep), 1);
        // No refill makes a pasu (P5), although holes pass through 4.
        QCOMPARE(test::countOf(t, EventType::Pasu), 0);
    }

    void burntHoles_areRecomputedAtEveryRefill() {
        // South starts round 2 with hole 1 burnt and gains enough to reopen it.
        Position p =
            test::at(*game,
                     test::burnt(board({0, 0, 0, 0, 0, 1, 0}, 44, {0, 0, 0, 0, 0, 0, 0}, 39),
                                 Side::South, {1}),
                     Side::South);
        p.round = 2;
        test::play(*game, p, 6);
        QCOMPARE(p.board, test::burnt(board({6, 6, 6, 6, 6, 6, 6}, 3, {0, 6, 6, 6, 6, 6, 6}, 3),
                                      Side::North, {1}));
        QCOMPARE(p.round, 3);
        QCOMPARE(p.toMove, Turn::South);  // round 3: round 1's first player again
    }

    void gameEnd_aPlayerWhoCannotFillASingleHoleHasLost() {
        Position p = test::at(*game, board({0, 0, 0, 0, 0, 1, 0}, 78, {0, 0, 0, 0, 0, 0, 0}, 5),
                              Side::South);
        test::play(*game, p, 6);
        // G6: the round just finished, swept, round 1, nobody to move.
        QCOMPARE(p.board, board({0, 0, 0, 0, 0, 0, 0}, 79, {0, 0, 0, 0, 0, 0, 0}, 5));
        QVERIFY(p.over());
        QCOMPARE(p.round, 1);
        QCOMPARE(p.winner, Winner::South);
        QCOMPARE(p.endReason, EndReason::CannotFill);
    }

    void endlessMoves_areNotLegal() {
        // South 7's single seed starts a relay that walks round the board for ever.
        Position p =
            test::at(*game, board({1, 0, 1, 0, 2, 1, 1}, 0, {0, 1, 0, 1, 0, 1, 0}, 0), Side::South);
        MoveList moves;
        game->legalMoves(p, moves);
        QCOMPARE(moves.size(), 4);
        QVERIFY(!moves.contains(Move::hole(7)));
        QVERIFY(game->whyIllegal(p, Move::hole(7)).value().find("forever") != std::string::npos);
        // Checking legality sows on a copy: the position is untouched.
        QCOMPARE(p.board, board({1, 0, 1, 0, 2, 1, 1}, 0, {0, 1, 0, 1, 0, 1, 0}, 0));
    }

    void everyStartEndless_noLegalMove() {
        // G2: with five burnt holes a side the circuit is South 7, North 5-7;
        // South's only start cycles for ever.
        const Board b = test::burnt(board({0, 0, 0, 0, 0, 0, 1}, 40, {0, 0, 0, 0, 0, 2, 1}, 40),
                                    Side::South, {1, 2, 3, 4, 5, 6});
        Position p = test::at(*game, test::burnt(b, Side::North, {1, 2, 3, 4}), Side::South);
        MoveList moves;
        game->legalMoves(p, moves);
        QVERIFY(moves.empty());
    }

    void hiddenCounts_isRecordedAsAnOption() {
        auto hidden = test::rules("pallankuzhi", {{"hidden-counts", "on"}});
        QVERIFY(hidden->options().boolean("hidden-counts"));
        QCOMPARE(hidden->initialPosition(), game->initialPosition());
    }

    // Why each event happened, and the rule that decided it: the section
    // anchors of docs/rules/pallankuzhi.md (#relay, #captures, #turn-end,
    // #rounds, #end) and its decisions P1-P6.
    void why_turnEnd_theNextTwoHolesAreEmpty() {
        Position p =
            test::at(*game, board({0, 0, 0, 0, 0, 3, 0}, 0, {0, 0, 0, 0, 0, 1, 0}, 0), Side::South);
        const Trace t = test::play(*game, p, 6);
        // The last seed falls in North 2: North 3 and 4 are empty.
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("nextTwoEmpty turn-end"));
    }

    void why_relay_captures_P3_onFromTheFirstHoleWithSeeds() {
        Position p =
            test::at(*game, board({0, 0, 2, 0, 0, 3, 0}, 0, {0, 0, 0, 1, 0, 0, 0}, 0), Side::South);
        const Trace t = test::play(*game, p, 3);
        QCOMPARE(test::why(t, EventType::Relay, 0), QString("nextHasSeeds relay"));
        QCOMPARE(test::why(t, EventType::Capture, 0), QString("pastEmptyHole captures"));
        QCOMPARE(test::why(t, EventType::Relay, 1), QString("afterCapture P3"));
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("nextTwoEmpty turn-end"));
    }

    void why_P5_pasu() {
        Position p =
            test::at(*game, board({0, 5, 0, 3, 0, 0, 0}, 0, {1, 0, 0, 0, 0, 0, 0}, 0), Side::South);
        const Trace t = test::play(*game, p, 2);
        QCOMPARE(test::why(t, EventType::Pasu), QString("madeFour P5"));
    }

    void why_P1_theLiftedHoleIsSkipped() {
        Position p = test::at(*game, board({0, 0, 0, 0, 0, 0, 14}, 30, {0, 0, 0, 0, 0, 0, 0}, 40),
                              Side::South);
        const Trace t = test::play(*game, p, 7);
        QCOMPARE(test::why(t, EventType::Skip), QString("liftedHole P1"));
    }

    void why_rounds_noSeedsToMove_P2_burnt_P6_theStarterAlternates() {
        Position p = test::at(*game, board({0, 0, 0, 0, 0, 1, 3}, 40, {0, 2, 0, 0, 0, 0, 0}, 38),
                              Side::South);
        const Trace t = test::play(*game, p, 6);
        QCOMPARE(test::why(t, EventType::RoundEnd), QString("noSeedsToMove rounds"));
        QCOMPARE(test::why(t, EventType::Burn), QString("tooFewSeeds P2"));
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("alternates P6"));
    }

    void why_end_aPlayerWhoCannotFillASingleHoleHasLost() {
        Position p = test::at(*game, board({0, 0, 0, 0, 0, 1, 0}, 78, {0, 0, 0, 0, 0, 0, 0}, 5),
                              Side::South);
        const Trace t = test::play(*game, p, 6);
        // South's last seed, in South 7, goes to South's store.
        QCOMPARE(test::why(t, EventType::Sweep), QString("noSeedsToMove rounds"));
        QCOMPARE(test::why(t, EventType::GameEnd), QString("cannotFill end"));
    }
};

QTEST_APPLESS_MAIN(PallankuzhiTest)
#include "tst_pallankuzhi.moc"
