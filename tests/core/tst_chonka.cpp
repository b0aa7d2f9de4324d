// Chonka, docs/rules/chonka.md and its decisions H1-H3 (anchors there, e.g.
// docs/rules/chonka.md#H1): one test per rule and
// decision, literal boards before and after.

#include <QTest>

#include "tests/core/support.h"

using namespace cowrie;
using test::board;

class ChonkaTest : public QObject {
    Q_OBJECT

    std::shared_ptr<const Rules> chonka = test::rules("chonka");

    // A position in which the direction was already chosen.
    Position directed(const Board& b, Side mover, Direction d) {
        Position p = test::at(*chonka, b, mover);
        p.direction = static_cast<std::int8_t>(d);
        return p;
    }

  private slots:
    void board_sevenHolesOfSeven_firstMoveChoosesTheDirection() {
        const Position p = chonka->initialPosition();
        QCOMPARE(p.board, board({7, 7, 7, 7, 7, 7, 7}, 0, {7, 7, 7, 7, 7, 7, 7}, 0));
        MoveList moves;
        chonka->legalMoves(p, moves);
        QCOMPARE(moves.size(), 14);
        QVERIFY(moves.contains(*Move::parse("3R")) && moves.contains(*Move::parse("3L")));
        QVERIFY(chonka->whyIllegal(p, Move::hole(3)).value().find("direction") !=
                std::string::npos);
    }

    void directionR_counterClockwise_storesOnTheRight_heldForTheWholeGame() {
        Position p = chonka->initialPosition();
        const Trace t = test::play(*chonka, p, "3R");
        // South 4..7, his store, North 1, 2 (now 8): relay into North 3..7,
        // past North's store, South 1..3; South 3 was empty: it takes North 5.
        QCOMPARE(p.board, board({8, 8, 0, 8, 8, 8, 8}, 10, {8, 0, 8, 8, 0, 8, 8}, 0));
        QCOMPARE(p.direction, std::int8_t(Direction::Ccw));
        QVERIFY(chonka->geometryAt(p).storeOnRight);
        QCOMPARE(test::countOf(t, EventType::Relay), 1);
        MoveList moves;
        chonka->legalMoves(p, moves);
        QVERIFY(moves.contains(Move::hole(1)) && !moves[0].hasDirection());  // H3: held
        QVERIFY(chonka->whyIllegal(p, *Move::parse("1L")).value().find("already fixed") !=
                std::string::npos);
    }

    void directionL_clockwise_storesOnTheLeft() {
        Position p = chonka->initialPosition();
        test::play(*chonka, p, "3L");
        // South 2, 1, his store (left), North 7..4 (now 8): relay into North
        // 3..1, South 7..3; South 3 was empty: it takes North 5.
        QCOMPARE(p.board, board({8, 8, 0, 8, 8, 8, 8}, 10, {8, 8, 8, 0, 0, 8, 8}, 0));
        QVERIFY(!chonka->geometryAt(p).storeOnRight);
        QCOMPARE(p.toMove, Turn::North);
    }

    void lastSeedInOwnStore_endsTheTurn() {
        Position p = directed(board({0, 0, 0, 0, 0, 2, 0}, 0, {1, 0, 0, 0, 0, 0, 0}, 0),
                              Side::South, Direction::Ccw);
        const Trace t = test::play(*chonka, p, 6);
        QCOMPARE(p.board, board({0, 0, 0, 0, 0, 0, 1}, 1, {1, 0, 0, 0, 0, 0, 0}, 0));
        QCOMPARE(p.toMove, Turn::North);  // unlike congkak: no extra move
        QCOMPARE(test::countOf(t, EventType::ExtraMove), 0);
    }

    void ownEmptyHole_takesTheLoneSeedEvenWithNothingOpposite() {
        Position p = directed(board({0, 1, 0, 0, 0, 0, 1}, 0, {1, 0, 0, 0, 0, 0, 0}, 0),
                              Side::South, Direction::Ccw);
        test::play(*chonka, p, 2);  // H1
        QCOMPARE(p.board, board({0, 0, 0, 0, 0, 0, 1}, 1, {1, 0, 0, 0, 0, 0, 0}, 0));
    }

    void ownEmptyHole_takesTheOppositeSeeds() {
        Position p = directed(board({0, 1, 0, 0, 0, 0, 1}, 0, {1, 0, 0, 0, 4, 0, 0}, 0),
                              Side::South, Direction::Ccw);
        test::play(*chonka, p, 2);  // South 3 faces North 5
        QCOMPARE(p.board, board({0, 0, 0, 0, 0, 0, 1}, 5, {1, 0, 0, 0, 0, 0, 0}, 0));
    }

    void opponentsEmptyHole_endsTheTurn() {
        Position p = directed(board({1, 0, 0, 0, 0, 3, 0}, 0, {0, 0, 0, 0, 0, 0, 1}, 0),
                              Side::South, Direction::Ccw);
        test::play(*chonka, p, 6);
        QCOMPARE(p.board, board({1, 0, 0, 0, 0, 0, 1}, 1, {1, 0, 0, 0, 0, 0, 1}, 0));
        QCOMPARE(p.toMove, Turn::North);
    }

    void eitherSideOption_opponentsEmptyHoleCapturesItAndTheHoleOpposite() {
        auto either = test::rules("chonka", {{"either-side", "true"}});
        Position p = test::at(*either, board({1, 0, 0, 0, 0, 3, 0}, 0, {0, 0, 0, 0, 0, 0, 1}, 0),
                              Side::South);
        p.direction = static_cast<std::int8_t>(Direction::Ccw);
        test::play(*either, p, 6);
        // North 1 (the lone seed) and South 7 opposite it go to South's store.
        QCOMPARE(p.board, board({1, 0, 0, 0, 0, 0, 0}, 3, {0, 0, 0, 0, 0, 0, 1}, 0));
    }

    void relay_fromAnOccupiedHole() {
        Position p = directed(board({0, 0, 0, 0, 1, 1, 0}, 0, {0, 0, 0, 0, 0, 0, 1}, 0),
                              Side::South, Direction::Ccw);
        const Trace t = test::play(*chonka, p, 5);
        // South 5 -> South 6 (now 2): relay 2 into South 7 and the store.
        QCOMPARE(p.board, board({0, 0, 0, 0, 0, 0, 1}, 1, {0, 0, 0, 0, 0, 0, 1}, 0));
        QCOMPARE(test::countOf(t, EventType::Relay), 1);
        QCOMPARE(p.toMove, Turn::North);
    }

    void northClockwise_sowsTowardsHisLeftIntoHisStore() {
        Position p = directed(board({0, 0, 0, 0, 0, 0, 2}, 0, {0, 0, 2, 0, 0, 0, 0}, 0),
                              Side::North, Direction::Cw);
        test::play(*chonka, p, 3);
        // North 2, North 1 (empty, his): it takes the seed and South 7's two.
        // South's row is then empty: North sweeps his North 2 too.
        QCOMPARE(p.board, board({0, 0, 0, 0, 0, 0, 0}, 0, {0, 0, 0, 0, 0, 0, 0}, 4));
        QVERIFY(p.over());
        QCOMPARE(p.winner, Winner::North);
    }

    void end_aSideEmptyWhenTheTurnEnds_largerStoreWins() {
        Position p = directed(board({0, 0, 0, 0, 0, 0, 1}, 40, {0, 0, 0, 0, 0, 2, 0}, 55),
                              Side::South, Direction::Ccw);
        test::play(*chonka, p, 7);
        QCOMPARE(p.board, board({0, 0, 0, 0, 0, 0, 0}, 41, {0, 0, 0, 0, 0, 0, 0}, 57));
        QVERIFY(p.over());
        QCOMPARE(p.winner, Winner::North);
    }

    // Why each event happened, and the rule that decided it: the section
    // anchors of docs/rules/chonka.md (#store, #relay, #turn-end) and its
    // decisions.
    void why_store_lastInStoreEndsTheTurn() {
        Position p = directed(board({0, 0, 0, 0, 0, 2, 0}, 0, {1, 0, 0, 0, 0, 0, 0}, 0),
                              Side::South, Direction::Ccw);
        const Trace t = test::play(*chonka, p, 6);
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("lastInStore store"));
    }

    void why_H1_theLoneSeedWithNothingOpposite() {
        Position p = directed(board({0, 1, 0, 0, 0, 0, 1}, 0, {1, 0, 0, 0, 0, 0, 0}, 0),
                              Side::South, Direction::Ccw);
        const Trace t = test::play(*chonka, p, 2);
        QCOMPARE(test::why(t, EventType::Capture), QString("lastInOwnEmptyHole H1"));
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("captured turn-end"));
    }

    void why_captures_theOppositeSeeds() {
        Position p = directed(board({0, 1, 0, 0, 0, 0, 1}, 0, {1, 0, 0, 0, 4, 0, 0}, 0),
                              Side::South, Direction::Ccw);
        const Trace t = test::play(*chonka, p, 2);
        QCOMPARE(test::why(t, EventType::Capture), QString("lastInOwnEmptyHole captures"));
    }

    void why_turnEnd_theOpponentsEmptyHole() {
        Position p = directed(board({1, 0, 0, 0, 0, 3, 0}, 0, {0, 0, 0, 0, 0, 0, 1}, 0),
                              Side::South, Direction::Ccw);
        const Trace t = test::play(*chonka, p, 6);
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("lastInOpponentsEmptyHole turn-end"));
    }

    void why_H1_theEitherSideOption() {
        auto either = test::rules("chonka", {{"either-side", "true"}});
        Position p = test::at(*either, board({1, 0, 0, 0, 0, 3, 0}, 0, {0, 0, 0, 0, 0, 0, 1}, 0),
                              Side::South);
        p.direction = static_cast<std::int8_t>(Direction::Ccw);
        const Trace t = test::play(*either, p, 6);
        QCOMPARE(test::why(t, EventType::Capture), QString("lastInOpponentsEmptyHole H1"));
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("captured turn-end"));
    }

    void why_relay_fromAnOccupiedHole() {
        Position p = directed(board({0, 0, 0, 0, 1, 1, 0}, 0, {0, 0, 0, 0, 0, 0, 1}, 0),
                              Side::South, Direction::Ccw);
        const Trace t = test::play(*chonka, p, 5);
        QCOMPARE(test::why(t, EventType::Relay), QString("lastInOccupiedHole relay"));
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("lastInStore store"));
    }

    void why_HD2_theGameEndsWithASideEmpty() {
        Position p = directed(board({0, 0, 0, 0, 0, 0, 1}, 40, {0, 0, 0, 0, 0, 2, 0}, 55),
                              Side::South, Direction::Ccw);
        const Trace t = test::play(*chonka, p, 7);
        QCOMPARE(test::why(t, EventType::Sweep), QString("sideEmpty H-D2"));
        QCOMPARE(test::why(t, EventType::GameEnd), QString("sideEmpty H-D2"));
    }
};

QTEST_APPLESS_MAIN(ChonkaTest)
#include "tst_chonka.moc"
