// Olinda keliya (puhulmutu), docs/rules/olinda-keliya.md with its decisions
// O1-O14 (anchors there, e.g. docs/rules/olinda-keliya.md#O11): one test per
// rule and decision, literal boards before and after.
// Unless a test says otherwise the direction is R: both sow round South 1..7,
// North 1..7; each player's first hole is his 1 and his last hole his 7.

#include <QTest>

#include "core/games/olinda_keliya.h"
#include "tests/core/support.h"

using namespace cowrie;
using test::board;

namespace {

Board marked(Board b, Side side, int hole, Board::Marker m) {
    b.markers[b.hole(side, hole)] |= m;
    return b;
}

Board blind(Board b, Side side, std::initializer_list<int> holes) {
    for (int h : holes) b.markers[b.hole(side, h)] |= Board::Blind;
    return b;
}

}  // namespace

class OlindaKeliyaTest : public QObject {
    Q_OBJECT

    std::shared_ptr<const Rules> game = test::rules("olinda-keliya");

    Position at(const Board& b, Side mover, Direction d = Direction::Ccw,
                const std::shared_ptr<const Rules>& rules = nullptr) {
        Position p = test::at(rules ? *rules : *game, b, mover);
        p.direction = static_cast<std::int8_t>(d);
        return p;
    }

    Position shortPhase(const Board& b, Side shortPlayer, int perHole) {
        Position p = at(b, shortPlayer);
        OlindaKeliya::setPhase(p, {shortPlayer, perHole, shortPlayer});
        return p;
    }

  private slots:
    void board_sevenHolesOfFour_firstMoveChoosesTheDirection() {
        const Position p = game->initialPosition();
        QCOMPARE(p.board, board({4, 4, 4, 4, 4, 4, 4}, 0, {4, 4, 4, 4, 4, 4, 4}, 0));
        QCOMPARE(p.board.totalSeeds(), 56);
        MoveList moves;
        game->legalMoves(p, moves);
        QCOMPARE(moves.size(), 14);
        QVERIFY(moves.contains(*Move::parse("3R")) && moves.contains(*Move::parse("3L")));
    }

    void directionL_sowsTowardsTheLeft_heldForTheWholeGame() {
        Position p = game->initialPosition();
        test::play(*game, p, "3L");
        // South 2, 1, North 7, 6 (now 5): relay 5 into North 5..1 (now 5):
        // relay 5 into South 7..3; South 3 was empty: he sits.
        QCOMPARE(p.board, board({5, 5, 1, 5, 5, 5, 5}, 0, {0, 5, 5, 5, 5, 0, 5}, 0));
        QCOMPARE(p.direction, std::int8_t(Direction::Cw));
        MoveList moves;
        game->legalMoves(p, moves);
        QVERIFY(!moves.empty() && !moves[0].hasDirection());
    }

    void threeSeedHoles_arePassedOver_exceptByTheLastSeed() {
        Position p = at(board({2, 3, 0, 0, 0, 0, 0}, 0, {1, 0, 0, 0, 0, 0, 0}, 0), Side::South);
        const Trace t = test::play(*game, p, 1);
        // South 2 (3) passed over; South 3, then the last seed into South 4: sits.
        QCOMPARE(p.board, board({0, 3, 1, 1, 0, 0, 0}, 0, {1, 0, 0, 0, 0, 0, 0}, 0));
        QCOMPARE(test::countOf(t, EventType::Skip), 1);
        QCOMPARE(p.toMove, Turn::North);
    }

    void lastSeedMakingFour_eatsThem_thenLiftsTheNextHole() {
        Position p = at(board({2, 0, 3, 2, 0, 0, 0}, 0, {1, 0, 0, 0, 0, 0, 0}, 0), Side::South);
        const Trace t = test::play(*game, p, 1);
        // South 2, then South 3 (3 -> 4): eaten; South 4's two go on into 5, 6.
        QCOMPARE(p.board, board({0, 1, 0, 0, 1, 1, 0}, 4, {1, 0, 0, 0, 0, 0, 0}, 0));
        QCOMPARE(test::countOf(t, EventType::Capture), 1);
        QCOMPARE(test::countOf(t, EventType::Relay), 1);
    }

    void afterEating_anEmptyNextHoleEndsTheTurn() {
        Position p = at(board({2, 0, 3, 0, 0, 0, 0}, 0, {1, 0, 0, 0, 0, 0, 0}, 0), Side::South);
        test::play(*game, p, 1);
        QCOMPARE(p.board, board({0, 1, 0, 0, 0, 0, 0}, 4, {1, 0, 0, 0, 0, 0, 0}, 0));
        QCOMPARE(p.toMove, Turn::North);
    }

    void afterEating_aPrivilegedNextHoleEndsTheTurn_aThreeIsLifted() {
        // O4.
        const Board withPuta = marked(board({2, 0, 3, 1, 0, 0, 0}, 0, {1, 0, 0, 0, 0, 0, 0}, 0),
                                      Side::South, 4, Board::Puta);
        Position p = at(withPuta, Side::South);
        test::play(*game, p, 1);
        QCOMPARE(p.board, marked(board({0, 1, 0, 1, 0, 0, 0}, 4, {1, 0, 0, 0, 0, 0, 0}, 0),
                                 Side::South, 4, Board::Puta));
        Position q = at(board({2, 0, 3, 3, 0, 0, 0}, 0, {1, 0, 0, 0, 0, 0, 0}, 0), Side::South);
        test::play(*game, q, 1);
        // South 4's three are lifted (lifting is not passing over): 5, 6, 7.
        QCOMPARE(q.board, board({0, 1, 0, 0, 1, 1, 1}, 4, {1, 0, 0, 0, 0, 0, 0}, 0));
    }

    void lastSeedIntoAnOccupiedHole_relays() {
        Position p = at(board({1, 1, 0, 0, 0, 0, 0}, 0, {1, 0, 0, 0, 0, 0, 0}, 0), Side::South);
        test::play(*game, p, 1);
        QCOMPARE(p.board, board({0, 0, 1, 1, 0, 0, 0}, 0, {1, 0, 0, 0, 0, 0, 0}, 0));
    }

    void theLiftedHoleIsNotSkipped() {
        // O12: 14 seeds round the 14 holes: the 14th falls back into South 1.
        Position p = at(board({14, 0, 0, 0, 0, 0, 0}, 0, {0, 0, 0, 0, 0, 0, 0}, 0), Side::South);
        const Trace t = test::play(*game, p, 1);
        QCOMPARE(p.board, board({1, 1, 1, 1, 1, 1, 1}, 0, {1, 1, 1, 1, 1, 1, 1}, 0));
        QCOMPARE(test::drops(t).back(), p.board.hole(Side::South, 1));
    }

    void aSingleSeedInTheLastHole_mayNotStartWhileAnotherHoleCan() {
        Position p = at(board({2, 0, 0, 0, 0, 0, 1}, 0, {1, 0, 0, 0, 0, 0, 0}, 0), Side::South);
        MoveList moves;
        game->legalMoves(p, moves);
        QVERIFY(moves.contains(Move::hole(1)) && !moves.contains(Move::hole(7)));
        // O2: only holes he may lift count; a privileged hole does not.
        Position q = at(marked(board({2, 0, 0, 0, 0, 0, 1}, 0, {1, 0, 0, 0, 0, 0, 0}, 0),
                               Side::South, 1, Board::Naga),
                        Side::South);
        game->legalMoves(q, moves);
        QVERIFY(moves.contains(Move::hole(7)));
        // O3: with his 6 and 7 blind, his last hole is 5.
        Position r = at(
            blind(board({2, 0, 0, 0, 1, 0, 0}, 0, {1, 0, 0, 0, 0, 0, 0}, 0), Side::South, {6, 7}),
            Side::South);
        game->legalMoves(r, moves);
        QVERIFY(moves.contains(Move::hole(1)) && !moves.contains(Move::hole(5)));
        // Before the direction is chosen: 7 is the last hole going R, 1 going L.
        Position s =
            test::at(*game, board({2, 0, 0, 0, 0, 0, 1}, 0, {1, 0, 0, 0, 0, 0, 0}, 0), Side::South);
        game->legalMoves(s, moves);
        QVERIFY(moves.contains(*Move::parse("7L")) && !moves.contains(*Move::parse("7R")));
        QVERIFY(moves.contains(*Move::parse("1R")) && moves.contains(*Move::parse("1L")));
    }

    void phaseEnd_eachOwnsCapturesAndHisHoles_blindHoles_theBlindPlayerStarts() {
        // The source's count: A (South) 16, B (North) 32 captured + 8 = 40.
        Position p = at(board({0, 0, 0, 0, 0, 0, 0}, 16, {3, 2, 2, 1, 0, 0, 0}, 32), Side::North);
        const Trace t = test::play(*game, p, 4);
        QCOMPARE(p.board, blind(board({4, 4, 4, 4, 0, 0, 0}, 0, {4, 4, 4, 4, 4, 4, 4}, 12),
                                Side::South, {5, 6, 7}));
        QCOMPARE(p.round, 2);
        QCOMPARE(p.roundWins[1], 1);
        QCOMPARE(p.toMove, Turn::South);
        QCOMPARE(test::countOf(t, EventType::Burn), 3);
    }

    void blindHoles_inDirectionL_sitAtTheLeftEnd() {
        Position p = at(board({0, 0, 0, 0, 0, 0, 0}, 16, {0, 0, 0, 1, 2, 2, 3}, 32), Side::North,
                        Direction::Cw);
        test::play(*game, p, 4);
        // Going L his first hole is 7: South fills 7, 6, 5, 4; 3, 2, 1 are blind.
        QCOMPARE(p.board, blind(board({0, 0, 0, 4, 4, 4, 4}, 0, {4, 4, 4, 4, 4, 4, 4}, 12),
                                Side::South, {1, 2, 3}));
    }

    void putaIsBalancedByAWala() {
        Position p = at(board({0, 0, 0, 0, 0, 0, 0}, 13, {1, 0, 0, 0, 0, 0, 0}, 42), Side::North);
        const Trace t = test::play(*game, p, 1);
        // South: 4, 4, 4 and a puta of 1; North takes 1 from his last hole (a wala of 3).
        Board expected = blind(board({4, 4, 4, 1, 0, 0, 0}, 0, {4, 4, 4, 4, 4, 4, 3}, 16),
                               Side::South, {5, 6, 7});
        QCOMPARE(p.board, marked(expected, Side::South, 4, Board::Puta));
        QCOMPARE(test::countOf(t, EventType::Mark), 1);
    }

    void nagaIsBalancedByANaga_walaByAPuta() {
        Position p = at(board({0, 0, 0, 0, 0, 0, 0}, 14, {1, 0, 0, 0, 0, 0, 0}, 41), Side::North);
        test::play(*game, p, 1);
        Board naga = blind(board({4, 4, 4, 2, 0, 0, 0}, 0, {4, 4, 4, 4, 4, 4, 2}, 16), Side::South,
                           {5, 6, 7});
        naga = marked(marked(naga, Side::South, 4, Board::Naga), Side::North, 7, Board::Naga);
        QCOMPARE(p.board, naga);
        Position q = at(board({0, 0, 0, 0, 0, 0, 0}, 15, {1, 0, 0, 0, 0, 0, 0}, 40), Side::North);
        test::play(*game, q, 1);
        Board wala = blind(board({4, 4, 4, 3, 0, 0, 0}, 0, {4, 4, 4, 4, 4, 4, 1}, 16), Side::South,
                           {5, 6, 7});
        QCOMPARE(q.board, marked(wala, Side::North, 7, Board::Puta));
    }

    void privilegedHoles_areNeverLifted_neverPassedOver_neverEaten() {
        const Board b = marked(board({0, 3, 1, 3, 0, 0, 0}, 0, {1, 0, 0, 0, 0, 0, 0}, 0),
                               Side::South, 4, Board::Puta);
        Position p = at(b, Side::South);
        MoveList moves;
        game->legalMoves(p, moves);
        QVERIFY(!moves.contains(Move::hole(4)));
        test::play(*game, p, 2);
        // South 3 (1 -> 2), South 4 (privileged, holding 3: not passed over,
        // now 4), the last into South 5: sits.
        QCOMPARE(p.board, marked(board({0, 0, 2, 4, 1, 0, 0}, 0, {1, 0, 0, 0, 0, 0, 0}, 0),
                                 Side::South, 4, Board::Puta));
        Position q = at(b, Side::South);
        test::play(*game, q, 3);
        // The last seed makes the puta 4: it is not eaten, the turn ends (O11).
        QCOMPARE(q.board, marked(board({0, 3, 0, 4, 0, 0, 0}, 0, {1, 0, 0, 0, 0, 0, 0}, 0),
                                 Side::South, 4, Board::Puta));
        QCOMPARE(q.toMove, Turn::North);
    }

    void aPlayerWhoseSeedsAreAllPrivileged_passes() {
        const Board b = marked(board({0, 0, 0, 2, 0, 0, 0}, 20, {1, 0, 0, 0, 0, 0, 2}, 31),
                               Side::South, 4, Board::Naga);
        Position p = at(b, Side::North);
        const Trace t = test::play(*game, p, 1);
        QCOMPARE(p.toMove, Turn::North);  // O6, G3
        QCOMPARE(test::countOf(t, EventType::Pass), 1);
    }

    void equalCounts_aDrawByAgreement_orBothFillAndTheOtherStarts() {
        Position p = at(board({0, 0, 0, 0, 0, 0, 0}, 28, {1, 0, 0, 0, 0, 0, 0}, 27), Side::North);
        test::play(*game, p, 1);
        QVERIFY(p.over());
        QCOMPARE(p.winner, Winner::Draw);
        QCOMPARE(p.endReason, EndReason::EqualCounts);
        auto playOn = test::rules("olinda-keliya", {{"equal-draw", "false"}});
        Position q = at(board({0, 0, 0, 0, 0, 0, 0}, 28, {1, 0, 0, 0, 0, 0, 0}, 27), Side::North,
                        Direction::Ccw, playOn);
        test::play(*playOn, q, 1);
        QCOMPARE(q.board, board({4, 4, 4, 4, 4, 4, 4}, 0, {4, 4, 4, 4, 4, 4, 4}, 0));
        QCOMPARE(q.toMove, Turn::North);  // South started the phase before (O8)
    }

    void shortArrangement_nineSeedsTwoPerHole() {
        // O9 and the source's example: 2, 2, 2, 2, two blind holes, 1 in the last.
        auto shortTwo = test::rules("olinda-keliya", {{"short-arrangement", "2"}});
        Position p = at(board({0, 0, 0, 0, 0, 0, 0}, 9, {1, 0, 0, 0, 0, 0, 0}, 46), Side::North,
                        Direction::Ccw, shortTwo);
        test::play(*shortTwo, p, 1);
        QCOMPARE(p.board, blind(board({2, 2, 2, 2, 0, 0, 1}, 0, {4, 4, 4, 4, 4, 4, 4}, 19),
                                Side::South, {5, 6}));
        QCOMPARE(p.toMove, Turn::South);
        const auto phase = OlindaKeliya::phaseOf(p);
        QVERIFY(phase.shortPlayer && *phase.shortPlayer == Side::South);
        QCOMPARE(phase.shortPerHole, 2);
        // One per hole: six holes of 1, the last takes 3.
        auto shortOne = test::rules("olinda-keliya", {{"short-arrangement", "1"}});
        Position q = at(board({0, 0, 0, 0, 0, 0, 0}, 9, {1, 0, 0, 0, 0, 0, 0}, 46), Side::North,
                        Direction::Ccw, shortOne);
        test::play(*shortOne, q, 1);
        QCOMPARE(q.board, board({1, 1, 1, 1, 1, 1, 3}, 0, {4, 4, 4, 4, 4, 4, 4}, 19));
        // Off (the default): 9 is two fours and a puta.
        Position r = at(board({0, 0, 0, 0, 0, 0, 0}, 9, {1, 0, 0, 0, 0, 0, 0}, 46), Side::North);
        test::play(*game, r, 1);
        QCOMPARE(r.board.count(r.board.hole(Side::South, 3)), 1);
    }

    void shortPlayer_passesOverOnesAndTwos_sowsIntoThreesWithoutEating() {
        Position p =
            shortPhase(board({3, 2, 1, 0, 0, 0, 0}, 0, {1, 0, 0, 0, 0, 0, 0}, 0), Side::South, 2);
        test::play(*game, p, 1);
        QCOMPARE(p.board, board({0, 2, 1, 1, 1, 1, 0}, 0, {1, 0, 0, 0, 0, 0, 0}, 0));
        Position q =
            shortPhase(board({2, 0, 3, 0, 0, 0, 0}, 0, {1, 0, 0, 0, 0, 0, 0}, 0), Side::South, 2);
        test::play(*game, q, 1);
        // South 3 becomes 4 and is relayed, not eaten (O10).
        QCOMPARE(q.board, board({0, 1, 0, 1, 1, 1, 1}, 0, {1, 0, 0, 0, 0, 0, 0}, 0));
    }

    void shortPlayer_eatsWhenHisLastSeedMakesATwoIntoThree() {
        Position p =
            shortPhase(board({2, 0, 2, 1, 0, 0, 0}, 0, {1, 0, 0, 0, 0, 0, 0}, 0), Side::South, 2);
        test::play(*game, p, 1);
        // South 2, then South 3 (2 -> 3): eaten; South 4's one into South 5.
        QCOMPARE(p.board, board({0, 1, 0, 0, 1, 0, 0}, 3, {1, 0, 0, 0, 0, 0, 0}, 0));
        Position q =
            shortPhase(board({1, 1, 0, 0, 0, 0, 0}, 0, {1, 0, 0, 0, 0, 0, 0}, 0), Side::South, 1);
        test::play(*game, q, 1);
        // One per hole: a last seed making a 1 into 2 eats both.
        QCOMPARE(q.board, board({0, 0, 0, 0, 0, 0, 0}, 2, {1, 0, 0, 0, 0, 0, 0}, 0));
    }

    void theOpponentOfTheShortPlayerPlaysByTheNormalRules() {
        Position p =
            shortPhase(board({1, 0, 0, 0, 0, 0, 0}, 0, {2, 0, 3, 0, 0, 0, 0}, 0), Side::South, 2);
        p.toMove = Turn::North;
        test::play(*game, p, 1);
        // North 2, then North 3 (3 -> 4): North eats the four.
        QCOMPARE(p.board, board({1, 0, 0, 0, 0, 0, 0}, 0, {0, 1, 0, 0, 0, 0, 0}, 4));
    }

    void aSeedThatCanNeverBeDropped_makesTheMoveEndless() {
        // O5: the short player's second seed finds every hole holding 1 or 2.
        Position p =
            shortPhase(board({3, 1, 1, 1, 1, 1, 1}, 0, {1, 2, 1, 2, 1, 2, 1}, 0), Side::South, 2);
        MoveList moves;
        game->legalMoves(p, moves);
        QVERIFY(!moves.contains(Move::hole(1)));
    }

    void gameEnd_aPlayerWithNoSeedsForANewPhaseHasLost() {
        Position p = at(board({0, 0, 0, 0, 0, 0, 0}, 0, {1, 0, 0, 0, 0, 0, 0}, 55), Side::North);
        test::play(*game, p, 1);
        QVERIFY(p.over());
        QCOMPARE(p.winner, Winner::North);
        QCOMPARE(p.endReason, EndReason::NoSeeds);
        QCOMPARE(p.round, 1);  // G6
    }

    void thirdRepetition_endsThePhase() {
        Position p = at(board({0, 0, 0, 0, 0, 0, 0}, 16, {3, 2, 2, 1, 0, 0, 0}, 32), Side::North);
        game->endRoundByRepetition(p, nullptr);
        QVERIFY(game->usesRepetitionRule());
        QCOMPARE(p.round, 2);
        QCOMPARE(p.toMove, Turn::South);
        QCOMPARE(p.board.rowSeeds(Side::South), 16);
    }

    // Why each event happened, and the rule that decided it: the section
    // anchors of docs/rules/olinda-keliya.md (#skipping, #captures, #relay,
    // #turn-end, #rounds, #refill, #privileged, #end) and its decisions.
    void why_skipping_aThreeIsPassedOver_thenTheLastSeedSits() {
        Position p = at(board({2, 3, 0, 0, 0, 0, 0}, 0, {1, 0, 0, 0, 0, 0, 0}, 0), Side::South);
        const Trace t = test::play(*game, p, 1);
        QCOMPARE(test::why(t, EventType::Skip), QString("holdsThree skipping"));
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("lastInEmptyHole turn-end"));
    }

    void why_captures_aFourIsEaten_O4_theNextHoleIsLifted() {
        Position p = at(board({2, 0, 3, 2, 0, 0, 0}, 0, {1, 0, 0, 0, 0, 0, 0}, 0), Side::South);
        const Trace t = test::play(*game, p, 1);
        QCOMPARE(test::why(t, EventType::Capture), QString("madeFour captures"));
        QCOMPARE(test::why(t, EventType::Relay), QString("afterCapture O4"));
    }

    void why_O4_afterEating_anEmptyOrPrivilegedNextHoleEndsTheTurn() {
        Position p = at(board({2, 0, 3, 0, 0, 0, 0}, 0, {1, 0, 0, 0, 0, 0, 0}, 0), Side::South);
        Trace t = test::play(*game, p, 1);
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("nextEmpty O4"));
        Position q = at(marked(board({2, 0, 3, 1, 0, 0, 0}, 0, {1, 0, 0, 0, 0, 0, 0}, 0),
                               Side::South, 4, Board::Puta),
                        Side::South);
        t = test::play(*game, q, 1);
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("nextPrivileged O4"));
    }

    void why_relay_lastInAnOccupiedHole() {
        Position p = at(board({1, 1, 0, 0, 0, 0, 0}, 0, {1, 0, 0, 0, 0, 0, 0}, 0), Side::South);
        const Trace t = test::play(*game, p, 1);
        QCOMPARE(test::why(t, EventType::Relay), QString("lastInOccupiedHole relay"));
    }

    void why_O11_aLastSeedInAPrivilegedHoleEndsTheTurn() {
        Position q = at(marked(board({0, 3, 1, 3, 0, 0, 0}, 0, {1, 0, 0, 0, 0, 0, 0}, 0),
                               Side::South, 4, Board::Puta),
                        Side::South);
        const Trace t = test::play(*game, q, 3);
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("lastInPrivileged O11"));
    }

    void why_rounds_noSeedsToMove_refill_blindHoles_theBlindPlayerStarts() {
        Position p = at(board({0, 0, 0, 0, 0, 0, 0}, 16, {3, 2, 2, 1, 0, 0, 0}, 32), Side::North);
        const Trace t = test::play(*game, p, 4);
        QCOMPARE(test::why(t, EventType::Sweep), QString("noSeedsToMove rounds"));
        QCOMPARE(test::why(t, EventType::RoundEnd), QString("noSeedsToMove rounds"));
        QCOMPARE(test::why(t, EventType::Burn), QString("tooFewSeeds refill"));
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("fewerSeeds refill"));
    }

    void why_privileged_O13_aPutaBalancedByTheSurplus() {
        Position p = at(board({0, 0, 0, 0, 0, 0, 0}, 13, {1, 0, 0, 0, 0, 0, 0}, 42), Side::North);
        const Trace t = test::play(*game, p, 1);
        QCOMPARE(test::why(t, EventType::Mark), QString("partlyFilled privileged"));
        QCOMPARE(test::why(t, EventType::Capture), QString("surplus O13"));
    }

    void why_O6_aPlayerWhoseSeedsAreAllPrivilegedPasses() {
        const Board b = marked(board({0, 0, 0, 2, 0, 0, 0}, 20, {1, 0, 0, 0, 0, 0, 2}, 31),
                               Side::South, 4, Board::Naga);
        Position p = at(b, Side::North);
        const Trace t = test::play(*game, p, 1);
        QCOMPARE(test::why(t, EventType::Pass), QString("allPrivileged O6"));
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("opponentPassed O6"));
    }

    void why_O8_equalCounts_aDraw_orTheOtherStarts() {
        Position p = at(board({0, 0, 0, 0, 0, 0, 0}, 28, {1, 0, 0, 0, 0, 0, 0}, 27), Side::North);
        Trace t = test::play(*game, p, 1);
        QCOMPARE(test::why(t, EventType::GameEnd), QString("equalCounts O8"));
        auto playOn = test::rules("olinda-keliya", {{"equal-draw", "false"}});
        Position q = at(board({0, 0, 0, 0, 0, 0, 0}, 28, {1, 0, 0, 0, 0, 0, 0}, 27), Side::North,
                        Direction::Ccw, playOn);
        t = test::play(*playOn, q, 1);
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("alternates O8"));
    }

    void why_O9_theShortArrangement_blindHoles_theShortPlayerStarts() {
        auto shortTwo = test::rules("olinda-keliya", {{"short-arrangement", "2"}});
        Position p = at(board({0, 0, 0, 0, 0, 0, 0}, 9, {1, 0, 0, 0, 0, 0, 0}, 46), Side::North,
                        Direction::Ccw, shortTwo);
        const Trace t = test::play(*shortTwo, p, 1);
        QCOMPARE(test::why(t, EventType::Burn), QString("tooFewSeeds O9"));
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("fewerSeeds O9"));
    }

    void why_O10_theShortPlayerSkipsOnesAndTwos_andEatsAtThree() {
        Position p =
            shortPhase(board({3, 2, 1, 0, 0, 0, 0}, 0, {1, 0, 0, 0, 0, 0, 0}, 0), Side::South, 2);
        Trace t = test::play(*game, p, 1);
        QCOMPARE(test::why(t, EventType::Skip), QString("shortPlayerSkips O10"));
        Position q =
            shortPhase(board({2, 0, 2, 1, 0, 0, 0}, 0, {1, 0, 0, 0, 0, 0, 0}, 0), Side::South, 2);
        t = test::play(*game, q, 1);
        QCOMPARE(test::why(t, EventType::Capture), QString("shortPlayerEats O10"));
    }

    void why_end_aPlayerWithNoSeedsForANewPhaseHasLost() {
        Position p = at(board({0, 0, 0, 0, 0, 0, 0}, 0, {1, 0, 0, 0, 0, 0, 0}, 55), Side::North);
        const Trace t = test::play(*game, p, 1);
        QCOMPARE(test::why(t, EventType::GameEnd), QString("noSeeds end"));
    }

    void why_G7_thirdRepetition() {
        Position p = at(board({0, 0, 0, 0, 0, 0, 0}, 16, {3, 2, 2, 1, 0, 0, 0}, 32), Side::North);
        Trace t;
        game->endRoundByRepetition(p, &t);
        QCOMPARE(test::why(t, EventType::RoundEnd), QString("repetition G7"));
        QCOMPARE(test::why(t, EventType::TurnEnd), QString("fewerSeeds refill"));
    }
};

QTEST_APPLESS_MAIN(OlindaKeliyaTest)
#include "tst_olinda_keliya.moc"
