// Three-row mancala, docs/rules/three-row.md with its decisions T1-T4 (anchors
// there, e.g. docs/rules/three-row.md#T2) and G8 (docs/rules/README.md#G8):
// one test per rule and decision, literal boards before and after. Rows in
// the literals are each player's circuit order: South A..I, North a..i.

#include <QTest>

#include "core/games/three_row.h"
#include "core/match.h"
#include "core/record.h"
#include "tests/core/support.h"

using namespace cowrie;
using test::board;

class ThreeRowTest : public QObject {
    Q_OBJECT

    std::shared_ptr<const Rules> game = test::rules("three-row");

    Position phaseTwo(const Board& b, Side mover) {
        Position p = test::at(*game, b, mover);
        p.round = 2;
        return p;
    }

  private slots:
    void board_threeRowsOfSix_threeSeedsEach_bothStartAtOnce() {
        const Position p = game->initialPosition();
        QCOMPARE(p.board, board({3, 3, 3, 3, 3, 3, 3, 3, 3}, 0, {3, 3, 3, 3, 3, 3, 3, 3, 3}, 0));
        QCOMPARE(p.board.totalSeeds(), 54);
        QCOMPARE(p.toMove, Turn::Both);
        QCOMPARE(p.round, 1);  // G8: phase 1
        MoveList moves;
        game->legalMoves(p, moves);
        QCOMPARE(moves.size(), 81);
    }

    void geometry_holesAreDrawnInTheirColumns() {
        const Position p = game->initialPosition();
        const Board& b = p.board;
        auto cell = [&](Side s, int h) { return game->cellOf(p, b.hole(s, h)); };
        QCOMPARE(cell(Side::South, 1), (Cell{2, 1, 1}));  // A
        QCOMPARE(cell(Side::South, 6), (Cell{2, 6, 1}));  // F
        QCOMPARE(cell(Side::South, 7), (Cell{1, 6, 1}));  // G
        QCOMPARE(cell(Side::South, 9), (Cell{1, 4, 1}));  // I
        QCOMPARE(cell(Side::North, 1), (Cell{0, 6, 1}));  // a
        QCOMPARE(cell(Side::North, 6), (Cell{0, 1, 1}));  // f
        QCOMPARE(cell(Side::North, 7), (Cell{1, 1, 1}));  // g
        QCOMPARE(cell(Side::North, 9), (Cell{1, 3, 1}));  // i
        QCOMPARE(game->cellOf(p, b.store(Side::South)), (Cell{0, 7, 3}));
        QCOMPARE(game->cellOf(p, b.store(Side::North)), (Cell{0, 0, 3}));
        QCOMPARE(game->geometry().rows, 3);
    }

    void notation_holeNumbersOrLetters() {
        QCOMPARE(game->parseMove("A"), std::optional<Move>(Move::hole(1)));
        QCOMPARE(game->parseMove("i"), std::optional<Move>(Move::hole(9)));
        QCOMPARE(game->parseMove("S3+N5"), std::optional<Move>(Move::pair(3, 5)));
        QVERIFY(!game->parseMove("J").has_value());
    }

    void phaseOne_relaysInTicks_theFirstToEndInAnEmptyHoleStartsPhaseTwo() {
        Position p =
            test::at(*game, board({2, 0, 1, 0, 0, 0, 0, 0, 0}, 0, {3, 0, 0, 0, 0, 0, 0, 0, 0}, 0),
                     Side::South);
        p.toMove = Turn::Both;
        const Trace t = test::play(*game, p, "S1+N1");
        // Tick 1: B, b. Tick 2: South's last into C (occupied): relay C's 2;
        // North into c. Tick 3: South into D; North's last into d, empty: the
        // phase ends; South's seed in hand goes on into E (T2).
        QCOMPARE(p.board, board({0, 1, 0, 1, 1, 0, 0, 0, 0}, 0, {0, 1, 1, 1, 0, 0, 0, 0, 0}, 0));
        QCOMPARE(p.toMove, Turn::North);
        QCOMPARE(p.round, 2);
        QCOMPARE(test::countOf(t, EventType::Relay), 1);
        QCOMPARE(test::countOf(t, EventType::Capture), 0);  // no captures in phase 1
    }

    void phaseOne_bothEndInTheSameTick_southStarts() {
        Position p =
            test::at(*game, board({1, 0, 0, 0, 0, 0, 0, 0, 0}, 0, {1, 0, 0, 0, 0, 0, 0, 0, 0}, 0),
                     Side::South);
        p.toMove = Turn::Both;
        test::play(*game, p, "S1+N1");
        QCOMPARE(p.board, board({0, 1, 0, 0, 0, 0, 0, 0, 0}, 0, {0, 1, 0, 0, 0, 0, 0, 0, 0}, 0));
        QCOMPARE(p.toMove, Turn::South);  // T1
    }

    void phaseOne_seedsLeftInAHandAreSownOnWithoutEffect() {
        Position p =
            test::at(*game, board({1, 0, 0, 0, 0, 0, 0, 0, 0}, 0, {3, 0, 2, 0, 0, 0, 0, 0, 0}, 0),
                     Side::South);
        p.toMove = Turn::Both;
        const Trace t = test::play(*game, p, "S1+N1");
        // South ends in B at tick 1; North has dropped into b and still holds
        // 2: they go into c (now 3, no relay) and d (T2).
        QCOMPARE(p.board, board({0, 1, 0, 0, 0, 0, 0, 0, 0}, 0, {0, 1, 3, 1, 0, 0, 0, 0, 0}, 0));
        QCOMPARE(test::countOf(t, EventType::Relay), 0);
        QCOMPARE(p.toMove, Turn::South);
    }

    void phaseTwo_theSourcesChain_BtoDtoItoEtoA_andTheCaptureOfGandFAboveA() {
        Position p = phaseTwo(board({3, 0, 0, 4, 0, 0, 0, 0, 4}, 0, {0, 0, 0, 0, 4, 0, 0, 0, 0}, 0),
                              Side::South);
        const Trace t = test::play(*game, p, 1);
        // A's seeds from B to D, D's to I, I's to e, e's to A: A was empty and
        // South's, so f and g above it are captured and A's lone seed goes on
        // into B (now 2): relay into C and D, empty and South's: c is taken;
        // D's seed into E (now 2): relay into F and G (now 2): relay into H
        // and I, empty, with nothing of North's left in its column: turn over.
        QCOMPARE(p.board, board({0, 0, 2, 0, 0, 2, 0, 2, 1}, 3, {1, 1, 0, 1, 0, 0, 0, 1, 1}, 0));
        std::vector<int> relays;
        for (const Event& e : t)
            if (e.type == EventType::Relay) relays.push_back(e.place);
        const Board& b = p.board;
        QCOMPARE(std::vector<int>(relays.begin(), relays.begin() + 4),
                 (std::vector<int>{b.hole(Side::South, 4), b.hole(Side::South, 9),
                                   b.hole(Side::North, 5), b.hole(Side::South, 1)}));
        std::vector<int> captured;
        for (const Event& e : t)
            if (e.type == EventType::Capture) captured.push_back(e.place);
        QCOMPARE(captured, (std::vector<int>{b.hole(Side::North, 6), b.hole(Side::North, 7),
                                             b.hole(Side::North, 3)}));
        QCOMPARE(p.toMove, Turn::North);
    }

    void phaseTwo_lastSeedInAnOpponentsEmptyHole_endsTheTurn() {
        Position p = phaseTwo(board({0, 0, 0, 0, 0, 0, 0, 0, 1}, 0, {0, 1, 0, 0, 0, 0, 0, 0, 0}, 0),
                              Side::South);
        test::play(*game, p, 9);
        QCOMPARE(p.board, board({0, 0, 0, 0, 0, 0, 0, 0, 0}, 0, {1, 1, 0, 0, 0, 0, 0, 0, 0}, 0));
        // South then has no seeds when his turn comes; North moves first now.
        QCOMPARE(p.toMove, Turn::North);
    }

    void phaseTwo_ownEmptyHoleWithNothingOpposite_endsTheTurn() {
        Position p = phaseTwo(board({1, 0, 0, 0, 0, 0, 0, 1, 0}, 0, {0, 1, 0, 0, 0, 0, 0, 0, 0}, 0),
                              Side::South);
        test::play(*game, p, 1);
        // B is empty and South's; e and h above it are empty: no capture.
        QCOMPARE(p.board, board({0, 1, 0, 0, 0, 0, 0, 1, 0}, 0, {0, 1, 0, 0, 0, 0, 0, 0, 0}, 0));
        QCOMPARE(p.toMove, Turn::North);
    }

    void aRelayThatCyclesOnlyAfterMillionsOfLifts_isFoundEndless() {
        // G1: North's 3 here relays round a cycle of 17,560,980 lifts that
        // comes back to its very first state; past 100,000 lifts it is endless.
        Position p = phaseTwo(
            board({0, 4, 1, 0, 5, 2, 1, 4, 1}, 13, {4, 1, 2, 2, 1, 2, 1, 9, 1}, 0), Side::North);
        MoveList moves;
        game->legalMoves(p, moves);
        QVERIFY(!moves.contains(Move::hole(3)));
        QVERIFY(moves.contains(Move::hole(1)) && moves.contains(Move::hole(9)));
        QCOMPARE(moves.size(), 8);
    }

    void g1_positionsThatTookMinutes_areSettledByTheCap() {
        // Issue 13: candidate moves here cycle only after tens of millions of
        // lifts; with G1's cap of 100,000 the legal list comes at once.
        Match match(game);
        std::string error;
        QVERIFY2(playMoveList(match, "S3+N1 4 7 2 4 8", error), error.c_str());
        std::vector<std::string> legal;
        for (Move m : match.legalMoves()) legal.push_back(game->moveText(m));
        QCOMPARE(legal, (std::vector<std::string>{"2", "3", "5", "6", "7", "8", "9"}));
        Match other(game);
        QVERIFY2(playMoveList(other, "S8+N7 7 9 1 4 5 9 8", error), error.c_str());
        QVERIFY(!other.legalMoves().empty() || other.position().over());
    }

    void end_aPlayerWithNoSeedsOnHisTurn_theOpponentTakesEverySeedLeft() {
        Position p = phaseTwo(
            board({2, 0, 0, 0, 0, 0, 0, 1, 0}, 22, {0, 0, 0, 0, 0, 0, 0, 0, 0}, 29), Side::South);
        const Trace t = test::play(*game, p, 8);
        // H -> I, empty and South's, c above it empty: the turn ends. North
        // has no seeds: South takes A's 2 and I's 1. 25 against 29.
        QCOMPARE(p.board, board({0, 0, 0, 0, 0, 0, 0, 0, 0}, 25, {0, 0, 0, 0, 0, 0, 0, 0, 0}, 29));
        QVERIFY(p.over());
        QCOMPARE(p.winner, Winner::North);
        QCOMPARE(test::countOf(t, EventType::Sweep), 2);
        QCOMPARE(p.roundWins[1], 1);
    }

    void match_theNextGameStartsFromTheSeedsWon() {
        auto match = test::rules("three-row", {{"games", "2"}});
        // The last seeds: South's I -> a, empty and North's: the turn ends;
        // North has a: his turn. Built so that North has none: South moves
        // his last seed and North is empty when his turn comes.
        Position p = test::at(
            *match, board({0, 0, 0, 0, 0, 0, 0, 1, 0}, 29, {0, 0, 0, 0, 0, 0, 0, 0, 0}, 24),
            Side::South);
        p.round = 2;
        const Trace t = test::play(*match, p, 8);
        // H -> I (empty, South's; c above is empty): stop. North has nothing:
        // South takes the last seed, 30 against 24. Game 2: both fill A..H /
        // a..h (24 div 3 = 8 holes) with 3; South, richer, moves first.
        QCOMPARE(p.board, board({3, 3, 3, 3, 3, 3, 3, 3, 0}, 6, {3, 3, 3, 3, 3, 3, 3, 3, 0}, 0));
        QCOMPARE(p.toMove, Turn::South);
        QCOMPARE(p.round, 2);  // no phase 1 in later games
        QCOMPARE(p.roundWins[0], 1);
        QVERIFY(!p.over());
        QCOMPARE(test::countOf(t, EventType::Refill), 48);
    }

    void match_endsAfterNGames_orWhenThePoorerHasFewerThanThree() {
        auto match = test::rules("three-row", {{"games", "3"}});
        Position p =
            test::at(*match, board({0, 0, 0, 0, 0, 0, 0, 1, 0}, 51, {0, 0, 0, 0, 0, 0, 0, 0, 0}, 2),
                     Side::South);
        p.round = 2;
        test::play(*match, p, 8);
        QVERIFY(p.over());
        QCOMPARE(p.winner, Winner::South);
        auto single = test::rules("three-row");
        Position q = test::at(
            *single, board({0, 0, 0, 0, 0, 0, 0, 1, 0}, 26, {0, 0, 0, 0, 0, 0, 0, 0, 0}, 27),
            Side::South);
        q.round = 2;
        test::play(*single, q, 8);
        QVERIFY(q.over());
        QCOMPARE(q.winner, Winner::Draw);  // 27 each
    }

    // Why each event happened, and the rule that decided it: the section
    // anchors of docs/rules/three-row.md (#simultaneous, #relay, #turn-end,
    // #end) and its decisions T1-T4.
    void why_T1_theRaceEnds_theFirstInAnEmptyHoleStarts() {
        Position p =
            test::at(*game, board({2, 0, 1, 0, 0, 0, 0, 0, 0}, 0, {3, 0, 0, 0, 0, 0, 0, 0, 0}, 0),
                     Side::South);
        p.toMove = Turn::Both;
        const Trace t = test::play(*game, p, "S1+N1");
        QCOMPARE(test::why(t, EventType::Relay), QString("lastInOccupiedHole simultaneous"));
        QCOMPARE(test::why(t, EventType::RoundEnd), QString("raceOver T1"));
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("firstInEmptyHole T1"));
    }

    void why_TD1_bothEndInTheSameTick_southStarts() {
        Position p =
            test::at(*game, board({1, 0, 0, 0, 0, 0, 0, 0, 0}, 0, {1, 0, 0, 0, 0, 0, 0, 0, 0}, 0),
                     Side::South);
        p.toMove = Turn::Both;
        const Trace t = test::play(*game, p, "S1+N1");
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("firstInEmptyHole T-D1"));
    }

    void why_T3_theColumnCapture_theLoneSeedGoesOn_nothingToCaptureEndsTheTurn() {
        Position p = phaseTwo(board({3, 0, 0, 4, 0, 0, 0, 0, 4}, 0, {0, 0, 0, 0, 4, 0, 0, 0, 0}, 0),
                              Side::South);
        const Trace t = test::play(*game, p, 1);
        QCOMPARE(test::why(t, EventType::Relay, 0), QString("lastInOccupiedHole relay"));
        QCOMPARE(test::why(t, EventType::Capture), QString("lastInOwnEmptyHole T3"));
        QCOMPARE(test::why(t, EventType::Relay, 3), QString("afterCapture T3"));
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("nothingToCapture T3"));
    }

    void why_turnEnd_lastInAnOpponentsEmptyHole() {
        Position p = phaseTwo(board({1, 0, 0, 0, 0, 0, 0, 0, 1}, 0, {0, 1, 0, 0, 0, 0, 0, 0, 0}, 0),
                              Side::South);
        const Trace t = test::play(*game, p, 9);
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("lastInOpponentsEmptyHole turn-end"));
    }

    void why_end_aPlayerWithNoSeedsOnHisTurn() {
        Position p = phaseTwo(
            board({2, 0, 0, 0, 0, 0, 0, 1, 0}, 22, {0, 0, 0, 0, 0, 0, 0, 0, 0}, 29), Side::South);
        const Trace t = test::play(*game, p, 8);
        QCOMPARE(test::why(t, EventType::Sweep), QString("noSeedsToMove end"));
        QCOMPARE(test::why(t, EventType::RoundEnd), QString("noSeedsToMove end"));
        QCOMPARE(test::why(t, EventType::GameEnd), QString("noSeedsToMove end"));
    }

    void why_T4_theNextGameOfAMatch_theRicherStarts_orTheMatchIsOver() {
        auto match = test::rules("three-row", {{"games", "2"}});
        Position p = test::at(
            *match, board({0, 0, 0, 0, 0, 0, 0, 1, 0}, 29, {0, 0, 0, 0, 0, 0, 0, 0, 0}, 24),
            Side::South);
        p.round = 2;
        Trace t = test::play(*match, p, 8);
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("moreSeeds T4"));
        auto three = test::rules("three-row", {{"games", "3"}});
        Position q =
            test::at(*three, board({0, 0, 0, 0, 0, 0, 0, 1, 0}, 51, {0, 0, 0, 0, 0, 0, 0, 0, 0}, 2),
                     Side::South);
        q.round = 2;
        t = test::play(*three, q, 8);
        QCOMPARE(test::why(t, EventType::GameEnd), QString("matchOver T4"));
    }
};

QTEST_APPLESS_MAIN(ThreeRowTest)
#include "tst_three_row.moc"
