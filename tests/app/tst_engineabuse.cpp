// The controller and its engine under abuse (issue 13): a new game or the end
// of the program while the computer searches, and a thousand rapid undo,
// redo, hint, new-game and move intents. Nothing crashes, and no answer meant
// for an earlier position is ever played: after every step the game the
// controller holds replays legally, move by move, from its start.

#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "app/ui/board/boardmodel.h"
#include "app/ui/play/gamesession.h"
#include "app/ui/play/savestore.h"
#include "core/registry.h"
#include "tests/app/controller_helpers.h"

using cowrie::ui::GameSession;

namespace {

// Master, the level that searches longest (1 s a move).
constexpr int kMaster = 4;

// Replays the controller's moves on fresh rules: every move must be legal
// where it was played, and the end must be the controller's position. A move
// answered for an older position would break one or the other.
void checkConsistent(const GameSession& c) {
    const cowrie::Match* match = c.match();
    QVERIFY(match != nullptr);
    cowrie::Match replay(match->sharedRules(), match->initialPosition());
    for (const cowrie::Move move : match->moves()) {
        const auto why = replay.whyIllegal(move);
        QVERIFY2(!why, why ? why->c_str() : "");
        replay.play(move);
    }
    QVERIFY(replay.position() == match->position());
    // The board model shows the same seeds.
    const cowrie::Board& b = match->position().board;
    QCOMPARE(c.board()->rowCount(), b.places());
    for (int p = 0; p < b.places(); ++p) QCOMPARE(c.board()->seedsAt(p), b.count(p));
}

}  // namespace

class TestEngineAbuse : public QObject {
    Q_OBJECT

    QTemporaryDir saves_;

    std::unique_ptr<GameSession> controller() {
        auto c = sessionSavingTo(saves_.path());
        c->pace()->setSummaryMs(0);
        return c;
    }

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(saves_.isValid());
    }

    void aNewGameDuringASearchDropsItsAnswer() {
        auto c = controller();
        QVERIFY(c->start({{"game", "kalah"}, {"mode", "computer"}, {"level", kMaster}}));
        QVERIFY(c->play(1));  // not 3: that one earns a second move
        QVERIFY(c->computer()->thinking());
        // Another game, another kind: a Kalah answer would be stale here.
        QVERIFY(c->start({{"game", "congkak"}, {"mode", "hotseat"}}));
        QVERIFY(!c->computer()->thinking());
        QTest::qWait(1500);  // past Master's second: the old answer is due
        QCOMPARE(c->gameId(), QString("congkak"));
        QCOMPARE(c->moveCount(), 0);
        checkConsistent(*c);
    }

    void endingTheProgramDuringASearchIsClean() {
        for (const char* game : {"kalah", "pallankuzhi", "three-row"}) {
            auto c = controller();
            QVERIFY(c->start({{"game", game},
                              {"mode", "computer"},
                              {"level", kMaster},
                              {"computerSide", "south"}}));
            QVERIFY(c->computer()->thinking());
            QTest::qWait(50);
            QElapsedTimer clock;
            clock.start();
            c.reset();  // as on quitting: the search is stopped and its thread joined
            qInfo("%s: controller gone %lld ms after the search was stopped", game,
                  static_cast<long long>(clock.elapsed()));
        }
    }

    void aHintAbandonedByANewGameNeverLands() {
        auto c = controller();
        QVERIFY(c->start({{"game", "olinda-keliya"}, {"level", kMaster}}));
        c->hint();
        QVERIFY(c->hints()->busy());
        QVERIFY(c->newGame("kalah"));
        QTest::qWait(1500);
        QCOMPARE(c->hints()->place(), -1);
        QVERIFY(!c->hints()->busy());
    }

    void aThousandRapidIntents_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("mode");
        for (const cowrie::GameInfo& info : cowrie::allGames()) {
            const QString game = QString::fromStdString(info.id);
            QTest::newRow(qPrintable(QString("%1 vs computer").arg(game))) << game << "computer";
            QTest::newRow(qPrintable(QString("%1 hot seat").arg(game))) << game << "hotseat";
        }
    }

    void aThousandRapidIntents() {
        QFETCH(QString, game);
        QFETCH(QString, mode);
        auto c = controller();
        const QVariantMap setup{{"game", game}, {"mode", mode}, {"level", 1}};
        QVERIFY(c->start(setup));
        QRandomGenerator random(qHash(game + mode));
        for (int step = 0; step < 1000; ++step) {
            switch (random.bounded(8)) {
                case 0:
                    c->undo();
                    break;
                case 1:
                    c->redo();
                    break;
                case 2:
                    c->hint();
                    break;
                case 3:
                    if (random.bounded(10) == 0) QVERIFY(c->start(setup));
                    break;
                case 4:
                    c->dismissRoundSummary();
                    break;
                default:
                    // A move: legal when the person may play, refused otherwise.
                    if (c->humanToMove() && !c->over()) {
                        const auto moves = c->match()->legalMoves();
                        if (!moves.empty()) playThrough(*c, moves[random.bounded(moves.size())]);
                    } else {
                        playThrough(*c, cowrie::Move::hole(1 + random.bounded(9)));
                    }
            }
            // Let queued answers arrive now and then, as a live event loop would.
            if (random.bounded(4) == 0) QCoreApplication::processEvents();
            checkConsistent(*c);
            if (QTest::currentTestFailed()) {
                qWarning("failed at step %d", step);
                return;
            }
        }
        // Quiet again: whatever the engine still answers must fit the game.
        QTest::qWait(300);
        checkConsistent(*c);
    }
};

QTEST_MAIN(TestEngineAbuse)
#include "tst_engineabuse.moc"
