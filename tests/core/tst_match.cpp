// Match: history, undo/redo, and the third-repetition rule (G7).

#include <QTest>

#include "core/match.h"
#include "tests/core/support.h"
#include "tests/core/test_games.h"

using namespace cowrie;

class MatchTest : public QObject {
    Q_OBJECT

  private slots:
    void undoRestoresThePositionExactly_redoReplaysTheSameTrace() {
        Match m(test::rules("congkak"));
        const Position start = m.position();
        const Trace first = m.play(Move::hole(3));
        const Position after = m.position();
        QVERIFY(m.canUndo());
        QVERIFY(!m.canRedo());
        m.undo();
        QCOMPARE(m.position(), start);
        QVERIFY(m.canRedo());
        const Trace again = m.redo();
        QCOMPARE(m.position(), after);
        QVERIFY(again == first);
    }

    void playingAfterUndoDropsTheRedoHistory() {
        Match m(test::rules("kalah"));
        m.play(Move::hole(1));
        m.undo();
        m.play(Move::hole(2));
        QVERIFY(!m.canRedo());
        QCOMPARE(m.moves(), (std::vector<Move>{Move::hole(2)}));
    }

    // The match keeps the legal list of its position; it must follow every
    // play, undo and redo (a stale list would offer an old position's moves).
    void legalMovesAlwaysMatchTheCurrentPosition() {
        for (const char* game : {"kalah", "congkak", "three-row", "olinda-keliya"}) {
            Match m(test::rules(game));
            auto expectFresh = [&] {
                MoveList direct;
                m.rules().legalMoves(m.position(), direct);
                const MoveList kept = m.legalMoves();
                QCOMPARE(kept.size(), direct.size());
                for (int i = 0; i < direct.size(); ++i) QCOMPARE(kept[i], direct[i]);
            };
            for (int step = 0; step < 60 && !m.position().over(); ++step) {
                expectFresh();
                const MoveList moves = m.legalMoves();
                m.play(moves[step % moves.size()]);
                expectFresh();
                if (step % 3 == 0) {
                    m.undo();
                    expectFresh();
                    m.redo();
                    expectFresh();
                }
                if (step % 7 == 0) {  // a different move after undo: same cursor, new position
                    m.undo();
                    const MoveList again = m.legalMoves();
                    m.play(again[(step + 1) % again.size()]);
                    expectFresh();
                }
            }
        }
    }

    void whyIllegal_explainsEmptyAndMissingHoles() {
        Match m(test::rules("kalah"));
        m.play(Move::hole(1));  // South 1 is now empty; North to move
        QVERIFY(m.whyIllegal(Move::hole(7)).value().find("does not exist") != std::string::npos);
        m.play(Move::hole(1));  // North 1 sows into North 2..5 only
        QVERIFY(m.whyIllegal(Move::hole(1)).value().find("empty") != std::string::npos);
        QVERIFY(m.whyIllegal(Move::pair(1, 2)).has_value());
        QVERIFY(!m.whyIllegal(Move::hole(2)).has_value());
    }

    void repetition_theThirdOccurrenceEndsTheRound() {
        Match m(std::make_shared<test::ShuffleGame>());
        // S1 N1 S2 N2 brings the start back with South to move (2nd time).
        const int cycle[] = {1, 1, 2, 2};
        for (int h : cycle) m.play(Move::hole(h));
        QCOMPARE(m.position().board, m.initialPosition().board);
        QVERIFY(!m.position().over());
        for (int i = 0; i < 3; ++i) m.play(Move::hole(cycle[i]));
        QVERIFY(!m.position().over());
        const Trace last = m.play(Move::hole(2));  // the third occurrence
        QVERIFY(m.position().over());
        QCOMPARE(m.position().endReason, EndReason::Repetition);
        QCOMPARE(m.position().winner, Winner::Draw);
        QCOMPARE(last.back().type, EventType::GameEnd);
        QCOMPARE(last.back().reason, EndReason::Repetition);
        // Undo takes back the ending move and the game is alive again.
        m.undo();
        QVERIFY(!m.position().over());
    }

    void repetition_isNotAppliedToGamesWithoutTheRule() {
        // Kalah positions cannot repeat anyway; the rule hook must stay silent.
        auto k = test::rules("kalah");
        QVERIFY(!k->usesRepetitionRule());
    }
};

QTEST_APPLESS_MAIN(MatchTest)
#include "tst_match.moc"
