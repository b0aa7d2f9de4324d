// Kalah, docs/rules/kalah.md: one test per rule, a literal board before and after.

#include <QTest>

#include "tests/core/support.h"

using namespace cowrie;
using test::board;

class KalahTest : public QObject {
    Q_OBJECT

  private slots:
    void board_sixHolesOfFourSeeds_storesOnTheRight() {
        auto k = test::rules("kalah");
        const Position p = k->initialPosition();
        QCOMPARE(p.board, board({4, 4, 4, 4, 4, 4}, 0, {4, 4, 4, 4, 4, 4}, 0));
        QCOMPARE(p.board.totalSeeds(), 48);
        QVERIFY(k->geometry().storeOnRight);
    }

    void options_holesAndSeedsMakeSmallBoards() {
        auto k = test::rules("kalah", {{"holes", "3"}, {"seeds", "2"}});
        QCOMPARE(k->initialPosition().board, board({2, 2, 2}, 0, {2, 2, 2}, 0));
        std::string error;
        QVERIFY(!createRules("kalah", {{"holes", "9"}}, error));
        QVERIFY(!createRules("kalah", {{"seeds", "0"}}, error));
        QVERIFY(createRules("kalah", {{"holes", "1"}, {"seeds", "8"}}, error));
    }

    void southMovesFirst_unlessFirstIsNorth() {
        QCOMPARE(test::rules("kalah")->initialPosition().toMove, Turn::South);
        QCOMPARE(test::rules("kalah", {{"first", "north"}})->initialPosition().toMove, Turn::North);
    }

    void sowing_counterClockwiseThroughOwnStore_lastInStoreMovesAgain() {
        auto k = test::rules("kalah");
        Position p = k->initialPosition();
        const Trace t = test::play(*k, p, 3);
        QCOMPARE(p.board, board({4, 4, 0, 5, 5, 5}, 1, {4, 4, 4, 4, 4, 4}, 0));
        QCOMPARE(p.toMove, Turn::South);  // extra move
        const Board& b = p.board;
        QCOMPARE(test::drops(t), (std::vector<int>{b.hole(Side::South, 4), b.hole(Side::South, 5),
                                                   b.hole(Side::South, 6), b.store(Side::South)}));
        QCOMPARE(t.front().type, EventType::Lift);
        QCOMPARE(t.front().count, 4);
        QCOMPARE(t.back().type, EventType::ExtraMove);
    }

    void sowing_skipsOpponentStore() {
        auto k = test::rules("kalah");
        Position p = test::at(*k, board({4, 4, 4, 4, 4, 8}, 0, {4, 4, 4, 4, 4, 4}, 0), Side::South);
        const Trace t = test::play(*k, p, 6);
        // Store, North 1..6, then on to South 1: North's store gets nothing.
        QCOMPARE(p.board, board({5, 4, 4, 4, 4, 0}, 1, {5, 5, 5, 5, 5, 5}, 0));
        QCOMPARE(test::drops(t).back(), p.board.hole(Side::South, 1));
        QCOMPARE(p.toMove, Turn::North);
    }

    void lastSeedInOccupiedHole_endsTheTurn() {
        auto k = test::rules("kalah");
        Position p = k->initialPosition();
        test::play(*k, p, 1);
        QCOMPARE(p.board, board({0, 5, 5, 5, 5, 4}, 0, {4, 4, 4, 4, 4, 4}, 0));
        QCOMPARE(p.toMove, Turn::North);
    }

    void lastSeedInOwnEmptyHole_capturesItAndTheOppositeSeeds() {
        auto k = test::rules("kalah");
        Position p = test::at(*k, board({1, 0, 4, 4, 4, 4}, 0, {4, 4, 4, 4, 4, 4}, 0), Side::South);
        const Trace t = test::play(*k, p, 1);
        // South 2 faces North 5.
        QCOMPARE(p.board, board({0, 0, 4, 4, 4, 4}, 5, {4, 4, 4, 4, 0, 4}, 0));
        QCOMPARE(p.toMove, Turn::North);
        QCOMPARE(test::countOf(t, EventType::Capture), 2);
        const Event& fromNorth = t[t.size() - 3];
        QCOMPARE(fromNorth.type, EventType::Capture);
        QCOMPARE(int(fromNorth.place), p.board.hole(Side::North, 5));
        QCOMPARE(fromNorth.count, 4);
        QCOMPARE(int(fromNorth.to), p.board.store(Side::South));
    }

    void lastSeedInOwnEmptyHole_oppositeEmpty_noCapture() {
        auto k = test::rules("kalah");
        Position p = test::at(*k, board({1, 0, 4, 4, 4, 4}, 0, {4, 4, 4, 4, 0, 4}, 0), Side::South);
        const Trace t = test::play(*k, p, 1);
        QCOMPARE(p.board, board({0, 1, 4, 4, 4, 4}, 0, {4, 4, 4, 4, 0, 4}, 0));
        QCOMPARE(test::countOf(t, EventType::Capture), 0);
        QCOMPARE(p.toMove, Turn::North);
    }

    void emptyCaptureOption_takesTheLoneSeed() {
        auto k = test::rules("kalah", {{"empty-capture", "true"}});
        Position p = test::at(*k, board({1, 0, 4, 4, 4, 4}, 0, {4, 4, 4, 4, 0, 4}, 0), Side::South);
        test::play(*k, p, 1);
        QCOMPARE(p.board, board({0, 0, 4, 4, 4, 4}, 1, {4, 4, 4, 4, 0, 4}, 0));
        QCOMPARE(p.toMove, Turn::North);
    }

    void lastSeedInOpponentsEmptyHole_endsTheTurnWithoutCapture() {
        auto k = test::rules("kalah");
        Position p = test::at(*k, board({4, 4, 4, 4, 4, 2}, 0, {0, 4, 4, 4, 4, 4}, 0), Side::South);
        const Trace t = test::play(*k, p, 6);
        QCOMPARE(p.board, board({4, 4, 4, 4, 4, 0}, 1, {1, 4, 4, 4, 4, 4}, 0));
        QCOMPARE(test::countOf(t, EventType::Capture), 0);
        QCOMPARE(p.toMove, Turn::North);
    }

    void northSowsFromHisOwnRowThroughHisStore() {
        auto k = test::rules("kalah");
        Position p = test::at(*k, board({4, 4, 4, 4, 4, 4}, 0, {4, 4, 4, 4, 0, 3}, 0), Side::North);
        const Trace t = test::play(*k, p, 6);
        QCOMPARE(p.board, board({5, 5, 4, 4, 4, 4}, 0, {4, 4, 4, 4, 0, 0}, 1));
        QCOMPARE(t.front().actor, Side::North);
        QCOMPARE(p.toMove, Turn::South);
    }

    void end_sideEmpty_eachPlayerTakesHisOwnSide_equalStoresDraw() {
        auto k = test::rules("kalah");
        Position p =
            test::at(*k, board({0, 0, 0, 0, 0, 1}, 10, {1, 2, 3, 0, 0, 0}, 5), Side::South);
        const Trace t = test::play(*k, p, 6);
        // The move ends in the store (an extra move), but South's row is empty.
        QCOMPARE(p.board, board({0, 0, 0, 0, 0, 0}, 11, {0, 0, 0, 0, 0, 0}, 11));
        QVERIFY(p.over());
        QCOMPARE(p.winner, Winner::Draw);
        QCOMPARE(p.endReason, EndReason::SideEmpty);
        QCOMPARE(test::countOf(t, EventType::Sweep), 3);
        QCOMPARE(t.back().type, EventType::GameEnd);
        MoveList moves;
        k->legalMoves(p, moves);
        QVERIFY(moves.empty());
    }

    void end_captureEmptiesTheOpponent_largerStoreWins() {
        auto k = test::rules("kalah");
        Position p =
            test::at(*k, board({1, 0, 0, 0, 0, 3}, 20, {0, 0, 0, 0, 2, 0}, 10), Side::South);
        test::play(*k, p, 1);
        // South 2 takes North 5; North has nothing left; South sweeps his 3.
        QCOMPARE(p.board, board({0, 0, 0, 0, 0, 0}, 26, {0, 0, 0, 0, 0, 0}, 10));
        QCOMPARE(p.winner, Winner::South);
    }

    void emptyHolesAreNotLegal() {
        auto k = test::rules("kalah");
        Position p = test::at(*k, board({0, 4, 0, 4, 0, 4}, 0, {4, 4, 4, 4, 4, 4}, 0), Side::South);
        MoveList moves;
        k->legalMoves(p, moves);
        QCOMPARE(moves.size(), 3);
        QVERIFY(moves.contains(Move::hole(2)) && moves.contains(Move::hole(4)) &&
                moves.contains(Move::hole(6)));
        QVERIFY(k->whyIllegal(p, Move::hole(1)).has_value());
        QVERIFY(k->whyIllegal(p, Move::hole(7)).has_value());
        QVERIFY(!k->whyIllegal(p, Move::hole(2)).has_value());
    }

    void smallestBoard_oneHoleOneSeed_isADraw() {
        auto k = test::rules("kalah", {{"holes", "1"}, {"seeds", "1"}});
        Position p = k->initialPosition();
        test::play(*k, p, 1);
        QCOMPARE(p.board, board({0}, 1, {0}, 1));
        QCOMPARE(p.winner, Winner::Draw);
    }

    // Why each event happened, and the rule of docs/rules/kalah.md that
    // decided it (its section anchors: #store, #captures, #turn-end, #end).
    void why_store_lastInStore_extraMove() {
        auto k = test::rules("kalah");
        Position p = k->initialPosition();
        const Trace t = test::play(*k, p, 3);
        QCOMPARE(test::why(t, EventType::ExtraMove), QString("lastInStore store"));
    }

    void why_captures_lastInOwnEmptyHole_thenTheTurnEnds() {
        auto k = test::rules("kalah");
        Position p = test::at(*k, board({1, 0, 0, 0, 0, 1}, 0, {1, 1, 1, 1, 5, 1}, 0), Side::South);
        const Trace t = test::play(*k, p, 1);
        QCOMPARE(test::countOf(t, EventType::Capture), 2);
        QCOMPARE(test::why(t, EventType::Capture, 0), QString("lastInOwnEmptyHole captures"));
        QCOMPARE(test::why(t, EventType::Capture, 1), QString("lastInOwnEmptyHole captures"));
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("captured turn-end"));
    }

    void why_captures_oppositeEmpty_nothingTaken() {
        auto k = test::rules("kalah");
        Position p = test::at(*k, board({1, 0, 0, 0, 1, 1}, 0, {1, 1, 1, 1, 0, 1}, 0), Side::South);
        const Trace t = test::play(*k, p, 1);
        QCOMPARE(test::countOf(t, EventType::Capture), 0);
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("oppositeEmpty captures"));
    }

    void why_turnEnd_lastInAnOccupiedHole() {
        auto k = test::rules("kalah");
        Position p = test::at(*k, board({1, 1, 0, 0, 0, 0}, 0, {1, 1, 1, 1, 1, 1}, 0), Side::South);
        const Trace t = test::play(*k, p, 1);
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("lastInOccupiedHole turn-end"));
    }

    void why_turnEnd_lastInTheOpponentsEmptyHole() {
        auto k = test::rules("kalah");
        Position p = test::at(*k, board({1, 0, 0, 0, 0, 2}, 0, {0, 1, 1, 1, 1, 1}, 0), Side::South);
        const Trace t = test::play(*k, p, 6);
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("lastInOpponentsEmptyHole turn-end"));
    }

    void why_end_aSideEmpty_sweepAndGameEnd() {
        auto k = test::rules("kalah");
        Position p = test::at(*k, board({0, 0, 0, 0, 0, 1}, 0, {1, 1, 1, 1, 1, 1}, 0), Side::South);
        const Trace t = test::play(*k, p, 6);
        QCOMPARE(test::countOf(t, EventType::ExtraMove), 0);
        QCOMPARE(test::why(t, EventType::Sweep), QString("sideEmpty end"));
        QCOMPARE(test::why(t, EventType::GameEnd), QString("sideEmpty end"));
    }
};

QTEST_APPLESS_MAIN(KalahTest)
#include "tst_kalah.moc"
