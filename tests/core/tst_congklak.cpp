// Congklak, docs/rules/congklak.md and its decisions C2-C8 (anchors there, e.g.
// docs/rules/congklak.md#C3) and G3, G5-G7 (docs/rules/README.md#G3...): one test
// per rule and decision of both presets, literal boards before and after.

#include <QTest>

#include "tests/core/support.h"

using namespace cowrie;
using test::board;

class CongklakTest : public QObject {
    Q_OBJECT

    std::shared_ptr<const Rules> classic = test::rules("congklak");
    std::shared_ptr<const Rules> rounds5 =
        test::rules("congklak", {{"preset", "rounds"}, {"holes", "5"}});

  private slots:
    void presets_classicIs2x5OfFive_roundsDefaultsTo2x7_bothStartAtOnce() {
        const Position c = classic->initialPosition();
        QCOMPARE(c.board, board({5, 5, 5, 5, 5}, 0, {5, 5, 5, 5, 5}, 0));
        QCOMPARE(c.toMove, Turn::South);
        QVERIFY(!classic->geometry().storeOnRight);
        auto r = test::rules("congklak", {{"preset", "rounds"}});
        QCOMPARE(r->options().integer("holes"), 7);
        QCOMPARE(r->initialPosition().board.totalSeeds(), 98);
        QCOMPARE(r->initialPosition().toMove, Turn::Both);
        for (int n = 5; n <= 9; ++n) {
            auto sized =
                test::rules("congklak", {{"preset", "rounds"}, {"holes", std::to_string(n)}});
            QCOMPARE(sized->initialPosition().board.totalSeeds(), 2 * n * n);
        }
        std::string error;
        QVERIFY(!createRules("congklak", {{"holes", "4"}}, error));
        QVERIFY(!createRules("congklak", {{"rounds", "6"}}, error));
        QVERIFY(!createRules("congklak", {{"preset", "long"}}, error));
    }

    void lastSeedInOwnStore_anotherMoveFromAnyHole() {
        // Decision: another move (not a lost turn).
        Position p = test::at(*classic, board({0, 2, 1, 0, 0}, 0, {1, 0, 0, 0, 0}, 0), Side::South);
        const Trace t = test::play(*classic, p, 2);
        QCOMPARE(p.board, board({1, 0, 1, 0, 0}, 1, {1, 0, 0, 0, 0}, 0));
        QCOMPARE(p.toMove, Turn::South);
        QCOMPARE(t.back().type, EventType::ExtraMove);
    }

    void lastSeedInOwnStore_withAnEmptyRow_theTurnEnds() {
        // Classic: the turn ends and, South's side being empty, so does the game.
        Position p =
            test::at(*classic, board({1, 0, 0, 0, 0}, 20, {2, 0, 0, 0, 0}, 27), Side::South);
        test::play(*classic, p, 1);
        QCOMPARE(p.board, board({0, 0, 0, 0, 0}, 21, {0, 0, 0, 0, 0}, 29));
        QCOMPARE(p.winner, Winner::North);
        // Rounds (C8): the turn ends; North has seeds, so North moves.
        Position q =
            test::at(*rounds5, board({1, 0, 0, 0, 0}, 20, {2, 0, 0, 0, 0}, 27), Side::South);
        const Trace t = test::play(*rounds5, q, 1);
        QCOMPARE(q.board, board({0, 0, 0, 0, 0}, 21, {2, 0, 0, 0, 0}, 27));
        QCOMPARE(q.toMove, Turn::North);
        QCOMPARE(test::countOf(t, EventType::ExtraMove), 0);
    }

    void relay_fromAnOccupiedHoleOnEitherSide() {
        Position p = test::at(*classic, board({0, 0, 4, 0, 0}, 0, {0, 0, 0, 0, 2}, 0), Side::South);
        const Trace t = test::play(*classic, p, 3);
        // South 2, 1, store, North 5 (now 3): relay 3 into North 4, 3, 2; North
        // 2 was empty: the turn ends.
        QCOMPARE(p.board, board({1, 1, 0, 0, 0}, 1, {0, 1, 1, 1, 0}, 0));
        QCOMPARE(test::countOf(t, EventType::Relay), 1);
        QCOMPARE(p.toMove, Turn::North);
    }

    void ownEmptyHole_oppositeOccupied_takesBoth() {
        Position q = test::at(*classic, board({0, 0, 1, 0, 2}, 0, {1, 0, 0, 3, 0}, 0), Side::South);
        test::play(*classic, q, 3);  // South 2 faces North 4 (3 seeds)
        QCOMPARE(q.board, board({0, 0, 0, 0, 2}, 4, {1, 0, 0, 0, 0}, 0));
        QCOMPARE(q.toMove, Turn::North);
    }

    void ownEmptyHole_oppositeEmpty_nothingTaken_loneSeedVariantTakesIt() {
        Position p = test::at(*classic, board({0, 0, 1, 0, 2}, 0, {1, 0, 0, 0, 0}, 0), Side::South);
        test::play(*classic, p, 3);
        QCOMPARE(p.board, board({0, 1, 0, 0, 2}, 0, {1, 0, 0, 0, 0}, 0));
        QCOMPARE(p.toMove, Turn::North);
        auto lone = test::rules("congklak", {{"lone-seed", "true"}});
        Position q = test::at(*lone, board({0, 0, 1, 0, 2}, 0, {1, 0, 0, 0, 0}, 0), Side::South);
        test::play(*lone, q, 3);
        QCOMPARE(q.board, board({0, 0, 0, 0, 2}, 1, {1, 0, 0, 0, 0}, 0));
    }

    void opponentsEmptyHole_endsTheTurn() {
        Position p = test::at(*classic, board({0, 3, 0, 0, 1}, 0, {1, 0, 0, 0, 0}, 0), Side::South);
        test::play(*classic, p, 2);
        QCOMPARE(p.board, board({1, 0, 0, 0, 1}, 1, {1, 0, 0, 0, 1}, 0));
        QCOMPARE(p.toMove, Turn::North);
    }

    void classic_endsWhenATurnEndsWithASideEmpty_boardSeedsToTheirOwners() {
        Position p =
            test::at(*classic, board({0, 0, 1, 0, 0}, 20, {0, 0, 0, 3, 1}, 25), Side::South);
        test::play(*classic, p, 3);
        // South 2 takes North 4's three; South's row is empty: North sweeps 1.
        QCOMPARE(p.board, board({0, 0, 0, 0, 0}, 24, {0, 0, 0, 0, 0}, 26));
        QCOMPARE(p.winner, Winner::North);
        QCOMPARE(p.endReason, EndReason::SideEmpty);
    }

    void rounds_aPlayerWithNoSeedsPasses_theOpponentPlaysAgain() {
        Position p =
            test::at(*rounds5, board({0, 0, 1, 0, 1}, 20, {0, 0, 0, 0, 0}, 28), Side::South);
        const Trace t = test::play(*rounds5, p, 3);
        QCOMPARE(p.board, board({0, 1, 0, 0, 1}, 20, {0, 0, 0, 0, 0}, 28));
        QCOMPARE(p.toMove, Turn::South);  // G3: North passed
        QCOMPARE(test::countOf(t, EventType::Pass), 1);
        const auto pass = std::find_if(t.begin(), t.end(),
                                       [](const Event& e) { return e.type == EventType::Pass; });
        QCOMPARE(pass->actor, Side::North);
    }

    void rounds_roundEndsWithEverySeedStored_refillFromTheHoleNextToTheStore_burnt() {
        Position p =
            test::at(*rounds5, board({1, 0, 0, 0, 0}, 29, {0, 0, 0, 0, 0}, 20), Side::South);
        const Trace t = test::play(*rounds5, p, 1);
        // South wins the round 30-20. South fills 5 holes and keeps 5; North
        // fills holes 1-4 (from the store end) and hole 5 is burnt; the
        // poorer player, North, starts round 2.
        QCOMPARE(p.board,
                 test::burnt(board({5, 5, 5, 5, 5}, 5, {5, 5, 5, 5, 0}, 0), Side::North, {5}));
        QCOMPARE(p.round, 2);
        QCOMPARE(p.roundWins[0], 1);
        QCOMPARE(p.roundWins[1], 0);
        QCOMPARE(p.toMove, Turn::North);
        QCOMPARE(test::countOf(t, EventType::Refill), 45);
        QCOMPARE(test::countOf(t, EventType::Burn), 1);
        const auto end = std::find_if(t.begin(), t.end(),
                                      [](const Event& e) { return e.type == EventType::RoundEnd; });
        QCOMPARE(end->reason, EndReason::AllStored);
        QCOMPARE(end->winner, Winner::South);
    }

    void rounds_equalSeedsAtANewRound_southStarts() {
        // C2: a drawn round, 25-25.
        Position p =
            test::at(*rounds5, board({1, 0, 0, 0, 0}, 24, {0, 0, 0, 0, 0}, 25), Side::South);
        test::play(*rounds5, p, 1);
        QCOMPARE(p.toMove, Turn::South);
        QCOMPARE(p.roundWins[0] + p.roundWins[1], 0);  // G5: a draw counts for nobody
    }

    void rounds_theKthRoundWinEndsTheGameBeforeAnyRefill() {
        Position p =
            test::at(*rounds5, board({1, 0, 0, 0, 0}, 29, {0, 0, 0, 0, 0}, 20), Side::South);
        p.roundWins = {1, 0};
        const Trace t = test::play(*rounds5, p, 1);
        // C6, G6: the board stays as the round left it, round not incremented.
        QCOMPARE(p.board, board({0, 0, 0, 0, 0}, 30, {0, 0, 0, 0, 0}, 20));
        QCOMPARE(p.round, 1);
        QVERIFY(p.over());
        QCOMPARE(p.winner, Winner::South);
        QCOMPARE(p.endReason, EndReason::RoundsWon);
        QCOMPARE(test::countOf(t, EventType::Refill), 0);
    }

    void rounds_aPlayerWhoCannotFillASingleHoleLoses() {
        Position p =
            test::at(*rounds5, board({1, 0, 0, 0, 0}, 45, {0, 0, 0, 0, 0}, 4), Side::South);
        test::play(*rounds5, p, 1);
        QCOMPARE(p.board, board({0, 0, 0, 0, 0}, 46, {0, 0, 0, 0, 0}, 4));
        QCOMPARE(p.winner, Winner::South);
        QCOMPARE(p.endReason, EndReason::CannotFill);
    }

    void burntHoles_areLeftOutOfEveryCircuit_andCannotBeChosen() {
        Position p =
            test::at(*rounds5,
                     test::burnt(board({2, 0, 0, 0, 0}, 10, {0, 0, 0, 1, 0}, 10), Side::North, {5}),
                     Side::South);
        const Trace t = test::play(*rounds5, p, 1);
        // Store, then North 4 (North 5 is burnt), now 2: relay into North 3, 2.
        QCOMPARE(p.board,
                 test::burnt(board({0, 0, 0, 0, 0}, 11, {0, 1, 1, 0, 0}, 10), Side::North, {5}));
        for (int place : test::drops(t)) QVERIFY(place != p.board.hole(Side::North, 5));
        Position q =
            test::at(*rounds5,
                     test::burnt(board({1, 0, 0, 0, 0}, 10, {1, 1, 1, 1, 0}, 10), Side::South, {2}),
                     Side::South);
        QVERIFY(q.board.inPlay(q.board.hole(Side::South, 1)));
        QVERIFY(rounds5->whyIllegal(q, Move::hole(2)).has_value());
    }

    void ownEmptyHoleFacingABurntHole_countsAsEmpty() {
        // C5. South 1 faces North 5, burnt.
        const Board b =
            test::burnt(board({0, 1, 0, 0, 2}, 10, {1, 0, 0, 0, 0}, 10), Side::North, {5});
        Position p = test::at(*rounds5, b, Side::South);
        test::play(*rounds5, p, 2);
        QCOMPARE(p.board,
                 test::burnt(board({1, 0, 0, 0, 2}, 10, {1, 0, 0, 0, 0}, 10), Side::North, {5}));
        auto lone =
            test::rules("congklak", {{"preset", "rounds"}, {"holes", "5"}, {"lone-seed", "1"}});
        Position q = test::at(*lone, b, Side::South);
        test::play(*lone, q, 2);
        QCOMPARE(q.board,
                 test::burnt(board({0, 0, 0, 0, 2}, 11, {1, 0, 0, 0, 0}, 10), Side::North, {5}));
    }

    void burntPenalty_aSeedIntoABurntHoleGoesToTheOpponent_theLastEndsTheTurn() {
        auto penalty = test::rules(
            "congklak", {{"preset", "rounds"}, {"holes", "5"}, {"burnt-penalty", "yes"}});
        const Board b =
            test::burnt(board({2, 0, 0, 0, 3}, 10, {0, 0, 0, 1, 0}, 10), Side::North, {5});
        Position p = test::at(*penalty, b, Side::South);
        const Trace t = test::play(*penalty, p, 1);
        // South's store, then North 5 (burnt): the seed goes to North's store
        // and, being the last, ends the turn.
        QCOMPARE(p.board,
                 test::burnt(board({0, 0, 0, 0, 3}, 11, {0, 0, 0, 1, 0}, 11), Side::North, {5}));
        QCOMPARE(p.toMove, Turn::North);
        QCOMPARE(test::countOf(t, EventType::Relay), 0);
        // Mid-sowing: store, North 5 (penalty), North 4 (now 2): relay.
        Position q =
            test::at(*penalty,
                     test::burnt(board({3, 0, 0, 0, 3}, 10, {0, 0, 0, 1, 0}, 10), Side::North, {5}),
                     Side::South);
        test::play(*penalty, q, 1);
        QCOMPARE(q.board,
                 test::burnt(board({0, 0, 0, 0, 3}, 11, {0, 1, 1, 0, 0}, 11), Side::North, {5}));
    }

    void simultaneousStart_ticksSouthThenNorth_theLongerMoveGoesNext() {
        Position p = test::at(*rounds5, board({0, 0, 0, 2, 0}, 0, {0, 0, 0, 0, 3}, 0), Side::South);
        p.toMove = Turn::Both;
        const Trace t = test::play(*rounds5, p, "S4+N5");
        // Tick 1: South into South 3, North into North 4. Tick 2: South's last
        // seed into his empty South 2, facing North 4, which North filled in
        // tick 1: South takes both (C3). North into North 3. Tick 3: North's
        // last into his empty North 2, facing South 4 (lifted, empty): stop.
        QCOMPARE(p.board, board({0, 0, 1, 0, 0}, 2, {0, 1, 1, 0, 0}, 0));
        QCOMPARE(p.toMove, Turn::North);  // North dropped 3, South 2
        const Board& b = p.board;
        QCOMPARE(test::drops(t), (std::vector<int>{b.hole(Side::South, 3), b.hole(Side::North, 4),
                                                   b.hole(Side::South, 2), b.hole(Side::North, 3),
                                                   b.hole(Side::North, 2)}));
        QCOMPARE(t[0].type, EventType::Lift);
        QCOMPARE(t[1].type, EventType::Lift);
        QCOMPARE(t[1].actor, Side::North);
    }

    void simultaneousStart_theStoreEndsAPlayersPart_tieGoesToSouth() {
        Position p = rounds5->initialPosition();
        QCOMPARE(p.toMove, Turn::Both);
        MoveList moves;
        rounds5->legalMoves(p, moves);
        QCOMPARE(moves.size(), 25);
        test::play(*rounds5, p, "S5+N5");
        // Each drops 4 into his row and the 5th into his store: both stop,
        // no extra move; equal lengths: South moves.
        QCOMPARE(p.board, board({6, 6, 6, 6, 0}, 1, {6, 6, 6, 6, 0}, 1));
        QCOMPARE(p.toMove, Turn::South);
    }

    void workedExample_threeStoreLandingsThenARelayThroughNorthAndACapture() {
        // A position rebuilt so that B (South) plays out the source's example.
        auto r = test::rules("congklak", {{"preset", "rounds"}});
        Position p =
            test::at(*r, board({1, 2, 5, 0, 0, 0, 0}, 0, {0, 1, 3, 0, 0, 2, 0}, 0), Side::South);
        test::play(*r, p, 1);  // into the store: again
        QCOMPARE(p.toMove, Turn::South);
        test::play(*r, p, 2);  // 2 seeds: South 1, the store: again
        QCOMPARE(p.toMove, Turn::South);
        test::play(*r, p, 1);  // into the store again
        QCOMPARE(p.board, board({0, 0, 5, 0, 0, 0, 0}, 3, {0, 1, 3, 0, 0, 2, 0}, 0));
        const Trace t = test::play(*r, p, 3);
        // South 2, 1, store, North 7, North 6 (now 3): relay into North 5, 4,
        // 3 (now 4): relay into North 2, 1, past North's store, South 7, and
        // South 6, empty, facing North 2: he takes North 2's two and his seed.
        QCOMPARE(p.board, board({1, 1, 0, 0, 0, 0, 1}, 7, {1, 0, 0, 1, 1, 0, 1}, 0));
        QCOMPARE(test::countOf(t, EventType::Relay), 2);
        QCOMPARE(p.toMove, Turn::North);
    }

    void thirdRepetition_endsTheRound_boardSeedsToTheirOwners() {
        // G7 (counted by Match, see tst_match); here the round-end it causes.
        Position p =
            test::at(*classic, board({1, 0, 2, 0, 0}, 20, {0, 3, 0, 0, 0}, 24), Side::South);
        Trace t;
        classic->endRoundByRepetition(p, &t);
        QCOMPARE(p.board, board({0, 0, 0, 0, 0}, 23, {0, 0, 0, 0, 0}, 27));
        QCOMPARE(p.winner, Winner::North);
        QCOMPARE(p.endReason, EndReason::Repetition);
        Position q =
            test::at(*rounds5, board({1, 0, 2, 0, 0}, 20, {0, 3, 0, 0, 0}, 24), Side::South);
        rounds5->endRoundByRepetition(q, nullptr);
        QCOMPARE(q.round, 2);
        QCOMPARE(q.roundWins[1], 1);
        QCOMPARE(q.toMove, Turn::South);  // the poorer player starts
        QVERIFY(classic->usesRepetitionRule() && rounds5->usesRepetitionRule());
    }

    // Why each event happened, and the rule that decided it: the section
    // anchors of docs/rules/congklak.md (#relay, #captures, #turn-end, #end,
    // #rounds, #refill) and its decisions.
    void why_CLD1_lastInStore_anotherMove() {
        Position p = test::at(*classic, board({0, 2, 1, 0, 0}, 0, {1, 0, 0, 0, 0}, 0), Side::South);
        const Trace t = test::play(*classic, p, 2);
        QCOMPARE(test::why(t, EventType::ExtraMove), QString("lastInStore CL-D1"));
    }

    void why_C8_anotherMoveWithAnEmptyRowEndsTheTurn() {
        Position q =
            test::at(*rounds5, board({1, 0, 0, 0, 0}, 20, {2, 0, 0, 0, 0}, 27), Side::South);
        const Trace t = test::play(*rounds5, q, 1);
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("rowEmpty C8"));
    }

    void why_relay_thenTheOpponentsEmptyHole() {
        Position p = test::at(*classic, board({0, 0, 4, 0, 0}, 0, {0, 0, 0, 0, 2}, 0), Side::South);
        const Trace t = test::play(*classic, p, 3);
        QCOMPARE(test::why(t, EventType::Relay), QString("lastInOccupiedHole relay"));
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("lastInOpponentsEmptyHole turn-end"));
    }

    void why_captures_ownEmptyHole_oppositeEmpty_orTheLoneSeedOption() {
        Position p = test::at(*classic, board({0, 0, 1, 0, 2}, 0, {1, 0, 0, 0, 0}, 0), Side::South);
        Trace t = test::play(*classic, p, 3);
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("oppositeEmpty captures"));
        auto lone = test::rules("congklak", {{"lone-seed", "true"}});
        Position q = test::at(*lone, board({0, 0, 1, 0, 2}, 0, {1, 0, 0, 0, 0}, 0), Side::South);
        t = test::play(*lone, q, 3);
        QCOMPARE(test::why(t, EventType::Capture), QString("lastInOwnEmptyHole captures"));
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("captured turn-end"));
    }

    void why_C5_ownEmptyHoleFacingABurntHole() {
        const Board b =
            test::burnt(board({0, 1, 0, 0, 2}, 10, {1, 0, 0, 0, 0}, 10), Side::North, {5});
        Position p = test::at(*rounds5, b, Side::South);
        const Trace t = test::play(*rounds5, p, 2);
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("oppositeEmpty C5"));
    }

    void why_end_classicEndsWhenASideIsEmpty() {
        Position p =
            test::at(*classic, board({0, 0, 1, 0, 0}, 20, {0, 0, 0, 3, 1}, 25), Side::South);
        const Trace t = test::play(*classic, p, 3);
        QCOMPARE(test::why(t, EventType::Sweep), QString("sideEmpty end"));
        QCOMPARE(test::why(t, EventType::GameEnd), QString("sideEmpty end"));
    }

    void why_G3_aPlayerWithNoSeedsPasses() {
        Position p =
            test::at(*rounds5, board({0, 0, 1, 0, 1}, 20, {0, 0, 0, 0, 0}, 28), Side::South);
        const Trace t = test::play(*rounds5, p, 3);
        QCOMPARE(test::why(t, EventType::Pass), QString("rowEmpty G3"));
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("opponentPassed G3"));
    }

    void why_rounds_everySeedStored_refillBurns_thePoorerStarts() {
        Position p =
            test::at(*rounds5, board({1, 0, 0, 0, 0}, 29, {0, 0, 0, 0, 0}, 20), Side::South);
        const Trace t = test::play(*rounds5, p, 1);
        QCOMPARE(test::why(t, EventType::RoundEnd), QString("allStored rounds"));
        QCOMPARE(test::why(t, EventType::Burn), QString("tooFewSeeds refill"));
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("fewerSeeds rounds"));
    }

    void why_C2_equalSeeds_southStarts() {
        Position p =
            test::at(*rounds5, board({1, 0, 0, 0, 0}, 24, {0, 0, 0, 0, 0}, 25), Side::South);
        const Trace t = test::play(*rounds5, p, 1);
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("fewerSeeds C2"));
    }

    void why_C6_theKthRoundWinEndsTheGame() {
        Position p =
            test::at(*rounds5, board({1, 0, 0, 0, 0}, 29, {0, 0, 0, 0, 0}, 20), Side::South);
        p.roundWins = {1, 0};
        const Trace t = test::play(*rounds5, p, 1);
        QCOMPARE(test::why(t, EventType::GameEnd), QString("roundsWon C6"));
    }

    void why_rounds_aPlayerWhoCannotFillASingleHoleLoses() {
        Position p =
            test::at(*rounds5, board({1, 0, 0, 0, 0}, 45, {0, 0, 0, 0, 0}, 4), Side::South);
        const Trace t = test::play(*rounds5, p, 1);
        QCOMPARE(test::why(t, EventType::GameEnd), QString("cannotFill rounds"));
    }

    void why_C4_aSeedIntoABurntHoleGoesToTheOpponent_theLastEndsTheTurn() {
        auto penalty = test::rules(
            "congklak", {{"preset", "rounds"}, {"holes", "5"}, {"burnt-penalty", "yes"}});
        Position p =
            test::at(*penalty,
                     test::burnt(board({2, 0, 0, 0, 3}, 10, {0, 0, 0, 1, 0}, 10), Side::North, {5}),
                     Side::South);
        const Trace t = test::play(*penalty, p, 1);
        QCOMPARE(test::why(t, EventType::Capture), QString("burntHole C4"));
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("lastInBurntHole C4"));
    }

    void why_C3_theLongerMoveGoesNext() {
        Position p = test::at(*rounds5, board({0, 0, 0, 2, 0}, 0, {0, 0, 0, 0, 3}, 0), Side::South);
        p.toMove = Turn::Both;
        const Trace t = test::play(*rounds5, p, "S4+N5");
        QCOMPARE(test::why(t, EventType::Capture), QString("lastInOwnEmptyHole captures"));
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("longerSowing C3"));
    }

    void why_G7_thirdRepetition() {
        Position p =
            test::at(*classic, board({1, 0, 2, 0, 0}, 20, {0, 3, 0, 0, 0}, 24), Side::South);
        Trace t;
        classic->endRoundByRepetition(p, &t);
        QCOMPARE(test::why(t, EventType::GameEnd), QString("repetition G7"));
        Position q =
            test::at(*rounds5, board({1, 0, 2, 0, 0}, 20, {0, 3, 0, 0, 0}, 24), Side::South);
        Trace u;
        rounds5->endRoundByRepetition(q, &u);
        QCOMPARE(test::why(u, EventType::Sweep), QString("repetition G7"));
        QCOMPARE(test::why(u, EventType::RoundEnd), QString("repetition G7"));
    }
};

QTEST_APPLESS_MAIN(CongklakTest)
#include "tst_congklak.moc"
