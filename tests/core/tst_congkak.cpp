// Congkak, docs/rules/congkak.md (decision ids are anchors there, e.g.
// docs/rules/congkak.md#C7): one test per rule and decision, literal boards
// before and after. Rows are written in each owner's numbering (hole 1 first).

#include <QTest>

#include "tests/core/support.h"

using namespace cowrie;
using test::board;

class CongkakTest : public QObject {
    Q_OBJECT

  private:
    std::shared_ptr<const Rules> congkak = test::rules("congkak");

  private slots:
    void board_sevenHolesOfSevenSeeds_storesOnTheLeft() {
        const Position p = congkak->initialPosition();
        QCOMPARE(p.board, board({7, 7, 7, 7, 7, 7, 7}, 0, {7, 7, 7, 7, 7, 7, 7}, 0));
        QCOMPARE(p.board.totalSeeds(), 98);
        QVERIFY(!congkak->geometry().storeOnRight);
        QCOMPARE(p.toMove, Turn::South);  // first move: South
        QCOMPARE(p.round, 1);             // single round
    }

    void sowing_clockwiseTowardsTheLeft_intoOwnStore_lastInStoreMovesAgain() {
        Position p = test::at(*congkak, board({0, 0, 3, 0, 0, 0, 0}, 0, {1, 0, 0, 0, 0, 0, 0}, 0),
                              Side::South);
        const Trace t = test::play(*congkak, p, 3);
        QCOMPARE(p.board, board({1, 1, 0, 0, 0, 0, 0}, 1, {1, 0, 0, 0, 0, 0, 0}, 0));
        const Board& b = p.board;
        QCOMPARE(test::drops(t), (std::vector<int>{b.hole(Side::South, 2), b.hole(Side::South, 1),
                                                   b.store(Side::South)}));
        QCOMPARE(t.back().type, EventType::ExtraMove);
        QCOMPARE(p.toMove, Turn::South);  // another move from any hole of his
    }

    void sowing_goesOnAlongTheOpponentsRow_neverIntoHisStore_thenRelays() {
        Position p = test::at(*congkak, board({9, 0, 0, 0, 0, 0, 1}, 0, {1, 0, 0, 0, 0, 0, 0}, 0),
                              Side::South);
        const Trace t = test::play(*congkak, p, 1);
        // Store, North 7..1, past North's store to South 7 (now 2): relay 2 to
        // South 6 and 5; South 5 was empty: it takes the seed and North 3's.
        QCOMPARE(p.board, board({0, 0, 0, 0, 0, 1, 0}, 3, {2, 1, 0, 1, 1, 1, 1}, 0));
        QCOMPARE(p.board.count(p.board.store(Side::North)), 0);
        QCOMPARE(test::countOf(t, EventType::Relay), 1);
        QCOMPARE(p.toMove, Turn::North);
    }

    void relay_fromAnOccupiedHoleOnTheOpponentsSide() {
        Position p = test::at(*congkak, board({2, 0, 0, 0, 0, 0, 5}, 0, {0, 0, 0, 0, 0, 0, 3}, 0),
                              Side::South);
        const Trace t = test::play(*congkak, p, 1);
        // Store, North 7 (now 4): relay 4 into North 6, 5, 4, 3; North 3 was
        // empty and is North's: the turn ends.
        QCOMPARE(p.board, board({0, 0, 0, 0, 0, 0, 5}, 1, {0, 0, 1, 1, 1, 1, 0}, 0));
        const auto relay = std::find_if(t.begin(), t.end(),
                                        [](const Event& e) { return e.type == EventType::Relay; });
        QVERIFY(relay != t.end());
        QCOMPARE(int(relay->place), p.board.hole(Side::North, 7));
        QCOMPARE(relay->count, 4);
        QCOMPARE(p.toMove, Turn::North);
    }

    void relay_canGoRoundTheBoardSeveralTimes() {
        Position p = test::at(*congkak, board({0, 0, 0, 0, 0, 0, 14}, 0, {1, 0, 0, 0, 0, 0, 0}, 0),
                              Side::South);
        const Trace t = test::play(*congkak, p, 7);
        // Lap 1 ends in North 1 (now 2); relays from North 1, South 6, South 4
        // and South 2 bring the last seed into the store on the second lap.
        QCOMPARE(p.board, board({2, 0, 2, 0, 2, 0, 1}, 2, {0, 1, 1, 1, 1, 1, 1}, 0));
        QCOMPARE(test::countOf(t, EventType::Relay), 4);
        const int store = p.board.store(Side::South);
        const auto d = test::drops(t);
        QCOMPARE(std::count(d.begin(), d.end(), store), 2);
        QCOMPARE(p.toMove, Turn::South);
    }

    void fullLap_theLiftedHoleIsNotSkipped() {
        Position p = test::at(*congkak, board({0, 0, 0, 0, 0, 0, 15}, 0, {0, 0, 0, 0, 0, 0, 0}, 0),
                              Side::South);
        const Trace t = test::play(*congkak, p, 7);
        // The 15th seed falls back into South 7, empty: it takes itself and
        // North 1 opposite.
        QCOMPARE(test::drops(t).back(), p.board.hole(Side::South, 7));
        QCOMPARE(p.board, board({1, 1, 1, 1, 1, 1, 0}, 3, {0, 1, 1, 1, 1, 1, 1}, 0));
    }

    void lastSeedInOwnEmptyHole_takesItAndTheOppositeSeeds() {
        Position p = test::at(*congkak, board({0, 0, 0, 0, 1, 0, 2}, 0, {1, 0, 0, 3, 0, 0, 0}, 0),
                              Side::South);
        const Trace t = test::play(*congkak, p, 5);
        // South 4 faces North 4.
        QCOMPARE(p.board, board({0, 0, 0, 0, 0, 0, 2}, 4, {1, 0, 0, 0, 0, 0, 0}, 0));
        QCOMPARE(test::countOf(t, EventType::Capture), 2);
        QCOMPARE(p.toMove, Turn::North);
    }

    void lastSeedInOwnEmptyHole_oppositeEmpty_theLoneSeedIsStillTaken() {
        Position p = test::at(*congkak, board({0, 0, 0, 0, 1, 0, 2}, 0, {1, 0, 0, 0, 0, 0, 0}, 0),
                              Side::South);
        const Trace t = test::play(*congkak, p, 5);
        QCOMPARE(p.board, board({0, 0, 0, 0, 0, 0, 2}, 1, {1, 0, 0, 0, 0, 0, 0}, 0));
        QCOMPARE(test::countOf(t, EventType::Capture), 1);
        QCOMPARE(p.toMove, Turn::North);
    }

    void lastSeedInOpponentsEmptyHole_endsTheTurn() {
        Position p = test::at(*congkak, board({0, 3, 0, 0, 0, 0, 1}, 0, {1, 0, 0, 0, 0, 0, 0}, 0),
                              Side::South);
        const Trace t = test::play(*congkak, p, 2);
        QCOMPARE(p.board, board({1, 0, 0, 0, 0, 0, 1}, 1, {1, 0, 0, 0, 0, 0, 1}, 0));
        QCOMPARE(test::countOf(t, EventType::Capture), 0);
        QCOMPARE(p.toMove, Turn::North);
        QCOMPARE(t.back().type, EventType::TurnEnd);
        QCOMPARE(t.back().actor, Side::North);
    }

    void northSowsTowardsHisLeftIntoHisStore_andCaptures() {
        Position p = test::at(*congkak, board({1, 0, 0, 0, 0, 0, 4}, 0, {0, 0, 2, 0, 0, 0, 1}, 0),
                              Side::North);
        const Trace t = test::play(*congkak, p, 3);
        // North 3 -> North 2, North 1: empty and his; South 7 faces it.
        QCOMPARE(p.board, board({1, 0, 0, 0, 0, 0, 0}, 0, {0, 1, 0, 0, 0, 0, 1}, 5));
        QCOMPARE(t.front().actor, Side::North);
        QCOMPARE(p.toMove, Turn::South);
    }

    void turnsAlternateFromTheFirstMove() {
        Position p = congkak->initialPosition();
        // South 7 sows into South 6..1 and his store: the last seed is in the
        // store, so South moves again; that is the only way South keeps it.
        test::play(*congkak, p, 7);
        QCOMPARE(p.board, board({8, 8, 8, 8, 8, 8, 0}, 1, {7, 7, 7, 7, 7, 7, 7}, 0));
        QCOMPARE(p.toMove, Turn::South);
    }

    void end_checkedAfterAMoveEndingInTheStore_largerStoreWins() {
        // C7: the game can end mid-turn.
        Position p = test::at(*congkak, board({1, 0, 0, 0, 0, 0, 0}, 5, {0, 0, 1, 0, 0, 0, 2}, 2),
                              Side::South);
        const Trace t = test::play(*congkak, p, 1);
        QCOMPARE(p.board, board({0, 0, 0, 0, 0, 0, 0}, 6, {0, 0, 0, 0, 0, 0, 0}, 5));
        QVERIFY(p.over());
        QCOMPARE(p.winner, Winner::South);
        QCOMPARE(test::countOf(t, EventType::ExtraMove), 0);
        QCOMPARE(t.back().type, EventType::GameEnd);
    }

    void end_whenTheOpponentsRowIsEmptied_boardSeedsGoToTheirOwners() {
        Position p = test::at(*congkak, board({0, 0, 0, 0, 1, 0, 2}, 0, {0, 0, 0, 3, 0, 0, 0}, 0),
                              Side::South);
        test::play(*congkak, p, 5);
        QCOMPARE(p.board, board({0, 0, 0, 0, 0, 0, 0}, 6, {0, 0, 0, 0, 0, 0, 0}, 0));
        QCOMPARE(p.winner, Winner::South);
        QCOMPARE(p.endReason, EndReason::SideEmpty);
    }

    // Why each event happened, and the rule that decided it: the section
    // anchors of docs/rules/congkak.md (#store, #relay, #captures, #turn-end,
    // #end, #refill) and its decisions.
    void why_store_lastInStore_extraMove() {
        Position p = congkak->initialPosition();
        const Trace t = test::play(*congkak, p, 7);
        QCOMPARE(test::why(t, EventType::ExtraMove), QString("lastInStore store"));
    }

    void why_relay_lastInAnOccupiedHole() {
        Position p = test::at(*congkak, board({2, 0, 0, 0, 0, 0, 5}, 0, {0, 0, 0, 0, 0, 0, 3}, 0),
                              Side::South);
        const Trace t = test::play(*congkak, p, 1);
        QCOMPARE(test::why(t, EventType::Relay), QString("lastInOccupiedHole relay"));
        // The relay's last seed falls in North's empty hole 3.
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("lastInOpponentsEmptyHole turn-end"));
    }

    void why_captures_lastInOwnEmptyHole_thenTheTurnEnds() {
        Position p = test::at(*congkak, board({0, 0, 0, 0, 1, 0, 2}, 0, {1, 0, 0, 3, 0, 0, 0}, 0),
                              Side::South);
        const Trace t = test::play(*congkak, p, 5);
        QCOMPARE(test::why(t, EventType::Capture), QString("lastInOwnEmptyHole captures"));
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("captured turn-end"));
    }

    void why_C5_theLoneSeedFacingABurntHole() {
        Position p = test::at(*congkak,
                              test::burnt(board({0, 0, 0, 0, 1, 0, 2}, 0, {1, 0, 0, 0, 0, 0, 0}, 0),
                                          Side::North, {4}),
                              Side::South);
        const Trace t = test::play(*congkak, p, 5);
        QCOMPARE(test::countOf(t, EventType::Capture), 1);
        QCOMPARE(test::why(t, EventType::Capture), QString("lastInOwnEmptyHole C5"));
    }

    void why_end_C7_aRowEmptyAfterAMoveEndingInTheStore() {
        Position p = test::at(*congkak, board({1, 0, 0, 0, 0, 0, 0}, 5, {0, 0, 1, 0, 0, 0, 2}, 2),
                              Side::South);
        const Trace t = test::play(*congkak, p, 1);
        QCOMPARE(test::why(t, EventType::Sweep), QString("sideEmpty end"));
        QCOMPARE(test::why(t, EventType::GameEnd), QString("sideEmpty end"));
    }

    void why_C3_theLongerSowingMovesNext() {
        auto traditional = test::rules("congkak", {{"traditional", "true"}});
        Position p = traditional->initialPosition();
        const Trace t = test::play(*traditional, p, "S1+N1");
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("longerSowing C3"));
    }

    void why_C1_aTraditionalRoundEnds_refill_CKD1_thePoorerStarts() {
        auto traditional = test::rules("congkak", {{"traditional", "true"}});
        Position p = test::at(
            *traditional, board({0, 0, 0, 0, 1, 0, 2}, 20, {0, 0, 0, 3, 0, 0, 0}, 20), Side::South);
        const Trace t = test::play(*traditional, p, 5);
        // North's row is emptied: the round ends (26 to 20); South fills three
        // holes, four burn; North, poorer, starts.
        QCOMPARE(test::why(t, EventType::Sweep), QString("sideEmpty C1"));
        QCOMPARE(test::why(t, EventType::RoundEnd), QString("sideEmpty C1"));
        QCOMPARE(test::why(t, EventType::Burn), QString("tooFewSeeds refill"));
        QCOMPARE(p.toMove, Turn::North);
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("fewerSeeds CK-D1"));
    }

    void why_C1_aPlayerWhoCannotFillAHoleLoses() {
        auto traditional = test::rules("congkak", {{"traditional", "true"}});
        Position p = test::at(
            *traditional, board({0, 0, 0, 0, 1, 0, 2}, 0, {0, 0, 0, 3, 0, 0, 0}, 0), Side::South);
        const Trace t = test::play(*traditional, p, 5);
        QCOMPARE(test::why(t, EventType::GameEnd), QString("cannotFill C1"));
    }
};

QTEST_APPLESS_MAIN(CongkakTest)
#include "tst_congkak.moc"
