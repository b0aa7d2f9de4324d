// The play flows of GameSession, each through its intents and signals:
// a new game per mode, secret simultaneous choices, undo and redo (against
// the computer back to the person's move), hint, resign, a round's end and
// its summary, the replay, and resuming from a save (or not, when corrupt).
// Saves go to a temporary folder.

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "app/ui/play/gamesession.h"
#include "app/ui/play/savestore.h"
#include "core/registry.h"
#include "tests/app/controller_helpers.h"

using cowrie::ui::BoardFeed;
using cowrie::ui::BoardModel;
using cowrie::ui::ComputerPlayer;
using cowrie::ui::GameSession;
namespace sides = cowrie::ui::sides;
using cowrie::ui::HintAdvisor;
using cowrie::ui::MoveHistory;
using cowrie::ui::ReplayController;
using cowrie::ui::SideState;
namespace modes = cowrie::ui::modes;

using cowrie::Side;

namespace {

QSet<int> legalSides(const GameSession& c) {
    const BoardModel* m = c.board();
    const auto roles = m->roleNames();
    QSet<int> sides;
    for (int p = 0; p < m->rowCount(); ++p)
        if (m->data(m->index(p), roles.key("legal")).toBool())
            sides << m->data(m->index(p), roles.key("side")).toInt();
    return sides;
}

const QVariantMap kRounds5{{"preset", "rounds"}, {"holes", "5"}};

}  // namespace

class TestPlayFlows : public QObject {
    Q_OBJECT

    QTemporaryDir saves_;

    // A controller saving into this test's temporary folder.
    std::unique_ptr<GameSession> controller() { return sessionSavingTo(saves_.path()); }

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(saves_.isValid());
    }
    void init() {
        for (const QString& name :
             QDir(saves_.path()).entryList({"unfinished-*", "resume.json"}, QDir::Files))
            QFile::remove(saves_.filePath(name));
    }

    // ---- new games ----

    void hotSeatWithNames() {
        auto c = controller();
        QSignalSpy game(c.get(), &GameSession::gameChanged);
        QSignalSpy players(c->south(), &SideState::changed);
        QVERIFY(c->start({{"game", "kalah"},
                          {"mode", int(modes::HotSeat)},
                          {"southName", "Ana"},
                          {"northName", "Ben"}}));
        QCOMPARE(game.count(), 1);
        QCOMPARE(players.count(), 1);
        QCOMPARE(c->mode(), modes::HotSeat);
        QCOMPARE(c->south()->name(), QString("Ana"));
        QCOMPARE(c->north()->name(), QString("Ben"));
        QCOMPARE(c->south()->kind(), SideState::Person);
        QVERIFY(!c->north()->computer());
        QVERIFY(c->humanToMove());
        QCOMPARE(c->prompt(), QString("Ana to move."));
        QCOMPARE(c->texts()->prompt(), QString("Ana to move."));
        QVERIFY(c->play(3));  // Kalah: the last seed falls in the store
        QVERIFY(c->texts()->turnReason().contains("Ana moves again"));
        QVERIFY(c->play(1));
        QCOMPARE(c->prompt(), QString("Ben to move."));
        QVERIFY(c->status().startsWith("Ana played 1"));
    }

    void optionsFromTheSetup() {
        auto c = controller();
        QVERIFY(c->start({{"game", "congklak"}, {"options", kRounds5}}));
        QCOMPARE(c->board()->holes(), 5);
        QCOMPARE(c->toMove(), sides::BothSides);
        QCOMPARE(c->match()->position().round, 1);
        // The setup echoes every resolved option.
        const QVariantMap options = c->setup().value("options").toMap();
        QCOMPARE(options.value("preset").toString(), QString("rounds"));
        QCOMPARE(options.value("rounds").toString(), QString("2"));
    }

    void refusedOptionsStartNothing() {
        auto c = controller();
        QSignalSpy refused(c.get(), &GameSession::refused);
        QVERIFY(!c->start({{"game", "kalah"}, {"options", QVariantMap{{"holes", "40"}}}}));
        QCOMPARE(refused.count(), 1);
        QVERIFY(!c->match());
    }

    void simultaneousChoicesStayHidden() {
        auto c = controller();
        QVERIFY(c->start({{"game", "congklak"},
                          {"options", kRounds5},
                          {"southName", "Ana"},
                          {"northName", "Ben"}}));
        QCOMPARE(c->choosing(), sides::South);
        QCOMPARE(legalSides(*c), QSet<int>{sides::South});
        QVERIFY(c->prompt().contains("Ben, look away"));

        QSignalSpy progress(c.get(), &GameSession::turnChanged);
        QSignalSpy played(c->feed(), &BoardFeed::movePlayed);
        QVERIFY(c->play(3));
        QVERIFY(progress.count() >= 1);
        QCOMPARE(played.count(), 0);
        QVERIFY(c->south()->chosen());
        QVERIFY(!c->north()->chosen());
        QCOMPARE(c->choosing(), sides::North);
        QCOMPARE(legalSides(*c), QSet<int>{sides::North});
        QVERIFY(!c->prompt().contains("3"));  // South's hole is not told
        // North cannot click South's row; South cannot choose twice.
        QVERIFY(!c->playPlace(c->match()->position().board.hole(Side::South, 1)));
        QVERIFY(c->play(4));
        QCOMPARE(played.count(), 1);
        QCOMPARE(c->moveCount(), 1);
        QCOMPARE(c->match()->moves().front(), cowrie::Move::pair(3, 4));
        QVERIFY(!c->south()->chosen());
        QVERIFY(!c->north()->chosen());
    }

    // ---- undo, redo, resign ----

    void undoAndRedoHotSeat() {
        auto c = controller();
        c->newGame("kalah");
        QVERIFY(c->play(1));
        QVERIFY(c->play(2));
        QSignalSpy moves(c->history(), &MoveHistory::countChanged);
        c->undo();
        QCOMPARE(c->moveCount(), 1);
        QVERIFY(c->status().startsWith("Took back move 2"));
        c->redo();
        QCOMPARE(c->moveCount(), 2);
        QCOMPARE(moves.count(), 2);
    }

    void resignAndTakeItBack() {
        auto c = controller();
        QVERIFY(c->start({{"game", "kalah"}, {"southName", "Ana"}, {"northName", "Ben"}}));
        QVERIFY(c->play(1));  // Ben to move
        QVERIFY(QFile::exists(c->saveStore()->filePath(c->gameId())));
        QSignalSpy over(c->result(), &cowrie::ui::GameResult::changed);
        QVERIFY(c->resign());
        QCOMPARE(over.count(), 1);
        QVERIFY(c->over());
        QVERIFY(c->result()->over());
        QCOMPARE(c->result()->resigned(), sides::North);
        QCOMPARE(c->result()->winner(), sides::South);
        QCOMPARE(c->result()->text(), QString("Ben resigns; Ana wins."));
        QCOMPARE(c->result()->margin(), 0);
        QVERIFY(!c->humanToMove());
        QVERIFY(!c->play(3));
        // A finished game is not offered again.
        QVERIFY(!QFile::exists(c->saveStore()->filePath(c->gameId())));

        QVERIFY(c->canUndo());
        c->undo();
        QCOMPARE(over.count(), 2);
        QVERIFY(!c->over());
        QCOMPARE(c->moveCount(), 1);
        QCOMPARE(c->toMove(), sides::North);
        QVERIFY(QFile::exists(c->saveStore()->filePath(c->gameId())));
    }

    void aGameThatCannotBeSaved_tellsThePlayerAtEveryMove() {
        // The data folder's place is taken by a file: nothing can be written.
        const QString blocker = saves_.filePath("blocker");
        QFile file(blocker);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        auto c = sessionSavingTo(blocker + "/Cowrie");
        QVERIFY(c->start({{"game", "kalah"}}));
        QVERIFY(c->play(1));
        QVERIFY2(c->status().contains("cannot be saved"), qPrintable(c->status()));
        QVERIFY(c->play(2));  // the game goes on, and says so again
        QVERIFY2(c->status().contains("cannot be saved"), qPrintable(c->status()));
        QCOMPARE(c->moveCount(), 2);
        QFile::remove(blocker);
    }

    // ---- rounds and the end ----

    void roundEndHasASummary() {
        auto c = controller();
        QVERIFY(c->start({{"game", "congklak"}, {"options", kRounds5}}));
        QSignalSpy roundEnded(c.get(), &GameSession::roundEnded);
        for (int i = 0; i < 3000 && roundEnded.isEmpty() && !c->over(); ++i) {
            const cowrie::MoveList legal = c->match()->legalMoves();
            QVERIFY(!legal.empty());
            QVERIFY(playThrough(*c, legal[i % legal.size()]));
        }
        QCOMPARE(roundEnded.count(), 1);
        const QVariantMap summary = roundEnded.first().first().toMap();
        QCOMPARE(summary, c->feed()->roundSummary());
        QCOMPARE(summary.value("round").toInt(), 1);
        const QVariantMap south = summary.value("south").toMap();
        const QVariantMap north = summary.value("north").toMap();
        // Every seed is owned by someone once the round is over.
        QCOMPARE(south.value("owned").toInt() + north.value("owned").toInt(), 50);
        QCOMPARE(south.value("owned").toInt(),
                 south.value("captured").toInt() + south.value("swept").toInt());
        const QString winner = summary.value("winner").toString();
        QVERIFY(winner == "south" || winner == "north" || winner == "draw");
        if (winner != "draw") QCOMPARE(summary.value(winner).toMap().value("roundWins").toInt(), 1);
        if (!summary.value("gameOver").toBool()) {
            QCOMPARE(c->match()->position().round, 2);
            const QString next = c->toMove() == sides::South   ? "south"
                                 : c->toMove() == sides::North ? "north"
                                                               : "both";
            QCOMPARE(summary.value("nextToMove").toString(), next);
            QVERIFY(c->texts()->turnReason().startsWith("Round 1 is over"));
        }
        // The next move's summary is empty again.
        if (!c->over()) {
            QVERIFY(playThrough(*c, c->match()->legalMoves()[0]));
            if (roundEnded.count() == 1) QVERIFY(c->feed()->roundSummary().isEmpty());
        }
    }

    // The GUI stops the move's animation at the round's end for the summary:
    // that needs the trace to end the round before it refills or burns.
    void roundEndWaitsForTheSummary() {
        auto c = controller();
        QVERIFY(c->start({{"game", "congklak"}, {"options", kRounds5}}));
        QSignalSpy roundEnded(c.get(), &GameSession::roundEnded);
        QSignalSpy awaiting(c.get(), &GameSession::stateChanged);
        for (int i = 0; i < 3000 && roundEnded.isEmpty(); ++i) {
            QVERIFY(!c->awaitingSummary());
            QVERIFY(playThrough(*c, c->match()->legalMoves()[i % c->match()->legalMoves().size()]));
        }
        QCOMPARE(roundEnded.count(), 1);
        QVERIFY(c->awaitingSummary());
        QCOMPARE(awaiting.count(), 1);
        int roundEndAt = -1, refills = 0;
        const QVariantList trace = c->feed()->trace();
        for (int i = 0; i < trace.size(); ++i) {
            const QString type = trace[i].toMap().value("type").toString();
            if (type == "roundEnd") roundEndAt = i;
            if (type == "refill" || type == "burn") {
                QVERIFY2(roundEndAt >= 0, "a refill before the round's end");
                ++refills;
            }
        }
        QVERIFY(roundEndAt >= 0);
        if (!c->over()) QVERIFY(refills > 0);
        c->dismissRoundSummary();
        QVERIFY(!c->awaitingSummary());
        QCOMPARE(awaiting.count(), 2);
        c->dismissRoundSummary();  // once is enough
        QCOMPARE(awaiting.count(), 2);
    }

    void undoTakesTheSummaryAway() {
        auto c = controller();
        QVERIFY(c->start({{"game", "congklak"}, {"options", kRounds5}}));
        QSignalSpy roundEnded(c.get(), &GameSession::roundEnded);
        for (int i = 0; i < 3000 && roundEnded.isEmpty(); ++i)
            QVERIFY(playThrough(*c, c->match()->legalMoves()[i % c->match()->legalMoves().size()]));
        QVERIFY(c->awaitingSummary());
        c->undo();
        QVERIFY(!c->awaitingSummary());
        // Redoing the move shows it again, but asks for no summary.
        c->redo();
        QVERIFY(!c->awaitingSummary());
    }

    void computerWaitsForTheRoundSummary() {
        auto c = controller();
        c->pace()->setSummaryMs(60000);
        QVERIFY(c->start(
            {{"game", "congklak"}, {"options", kRounds5}, {"mode", "demo"}, {"level", 0}}));
        QSignalSpy roundEnded(c.get(), &GameSession::roundEnded);
        QTRY_VERIFY_WITH_TIMEOUT(!roundEnded.isEmpty(), 60000);
        if (c->over()) QSKIP("the first round ended the game");
        QVERIFY(c->awaitingSummary());
        const int moves = c->moveCount();
        QTest::qWait(400);
        QCOMPARE(c->moveCount(), moves);
        c->dismissRoundSummary();
        QTRY_VERIFY(c->moveCount() > moves);
    }

    void demoGoesOnAfterTheSummary() {
        auto c = controller();
        c->pace()->setSummaryMs(100);
        QVERIFY(c->start(
            {{"game", "congklak"}, {"options", kRounds5}, {"mode", "demo"}, {"level", 0}}));
        QSignalSpy roundEnded(c.get(), &GameSession::roundEnded);
        QSignalSpy awaiting(c.get(), &GameSession::stateChanged);
        QTRY_VERIFY_WITH_TIMEOUT(!roundEnded.isEmpty(), 60000);
        if (c->over()) QSKIP("the first round ended the game");
        const int moves = c->moveCount();
        // While the view shows the move that ended the round, the summary waits too.
        c->feed()->setPresenting(true);
        QTest::qWait(300);
        QVERIFY(c->awaitingSummary());
        c->feed()->setPresenting(false);
        QTRY_VERIFY(!c->awaitingSummary());
        QVERIFY(awaiting.count() >= 2);
        QTRY_VERIFY(c->moveCount() > moves);
    }

    // ---- the replay view ----

    // The replay plays the game again on a feed of its own: the session's
    // game stays where it was, and play waits while the replay is open.
    void replayPlaysEveryMoveAgain() {
        auto c = controller();
        c->newGame("kalah");
        for (int hole : {1, 2, 3, 4}) QVERIFY(c->play(hole) || c->play(hole + 1));
        const int moves = c->moveCount();
        const cowrie::Position end = c->match()->position();
        ReplayController* replay = c->replay();
        QSignalSpy played(replay->feed(), &BoardFeed::movePlayed);
        QSignalSpy gamePlayed(c->feed(), &BoardFeed::movePlayed);
        QSignalSpy gameMoved(c->feed(), &BoardFeed::moveChanged);
        QSignalSpy replaying(replay, &ReplayController::activeChanged);

        replay->feed()->setPresenting(true);  // the view is busy: the replay waits
        replay->start();
        QVERIFY(c->replaying());
        QCOMPARE(c->state(), GameSession::Replaying);
        QVERIFY(replay->playing());
        QCOMPARE(replay->length(), moves);
        QCOMPARE(replay->shown(), 0);
        QCOMPARE(*replay->position(), c->match()->initialPosition());
        QCOMPARE(c->moveCount(), moves);  // the game itself is left as it is
        QVERIFY(!c->humanToMove());
        QVERIFY(!c->canUndo());
        QVERIFY(!c->play(1));
        QTest::qWait(30);
        QCOMPARE(played.count(), 0);
        replay->feed()->setPresenting(false);
        // Played to the end, the replay stops there and stays open.
        QTRY_VERIFY(!replay->playing());
        QCOMPARE(played.count(), moves);
        QVERIFY(c->replaying());
        QCOMPARE(replay->shown(), moves);
        QCOMPARE(*replay->position(), end);
        QVERIFY(!replay->moveText().isEmpty());
        // The game's own board heard nothing of it.
        QCOMPARE(gamePlayed.count(), 0);
        QCOMPARE(gameMoved.count(), 0);
        replay->end();
        QVERIFY(!c->replaying());
        QCOMPARE(replaying.count(), 2);
        QCOMPARE(c->match()->position(), end);
        QVERIFY(c->humanToMove());
        QVERIFY(c->canUndo());
    }

    void replayStepsAndScrubs() {
        auto c = controller();
        QVERIFY(c->start({{"game", "kalah"}, {"southName", "Ana"}, {"northName", "Ben"}}));
        std::vector<cowrie::Position> positions{c->match()->position()};
        for (int i = 0; i < 8; ++i) {
            QVERIFY(c->play(legalHoles(*c).last()));
            positions.push_back(c->match()->position());
        }
        QVERIFY(!c->over());
        ReplayController* replay = c->replay();
        BoardFeed* feed = replay->feed();
        feed->setPresenting(true);
        replay->start();
        QCOMPARE(replay->length(), 8);
        const QStringList list = replay->moves();
        QCOMPARE(list.size(), 8);
        QVERIFY2(list.first().startsWith("Ana: "), qPrintable(list.first()));
        QCOMPARE(*replay->position(), positions[0]);

        QSignalSpy played(feed, &BoardFeed::movePlayed);
        QSignalSpy jumped(feed, &BoardFeed::jumped);
        QSignalSpy playing(replay, &ReplayController::playingChanged);

        // Scrubbing: the position at once, no animation, playing stops.
        replay->seek(5);
        QCOMPARE(replay->shown(), 5);
        QCOMPARE(*replay->position(), positions[5]);
        QCOMPARE(played.count(), 0);
        QCOMPARE(jumped.count(), 1);
        QCOMPARE(playing.count(), 1);
        QVERIFY(!replay->playing());
        QVERIFY(!feed->trace().isEmpty());  // the path of move 5
        QCOMPARE(feed->board()->seedsAt(0), positions[5].board.count(0));
        QVERIFY2(replay->moveText().startsWith(list[4].section(':', 0, 0) + " played"),
                 qPrintable(replay->moveText()));

        replay->stepBack();
        QCOMPARE(*replay->position(), positions[4]);
        QCOMPARE(jumped.count(), 2);
        QCOMPARE(played.count(), 0);

        // One move on is animated.
        replay->stepForward();
        QCOMPARE(*replay->position(), positions[5]);
        QCOMPARE(played.count(), 1);
        QCOMPARE(jumped.count(), 2);

        replay->seek(99);
        QCOMPARE(replay->shown(), 8);
        QCOMPARE(*replay->position(), positions[8]);
        replay->stepForward();  // nothing beyond the last move
        QCOMPARE(replay->shown(), 8);
        replay->seek(-3);
        QCOMPARE(replay->shown(), 0);
        QVERIFY(feed->trace().isEmpty());
        QVERIFY(replay->moveText().isEmpty());
        replay->stepBack();
        QCOMPARE(replay->shown(), 0);
        QVERIFY(!c->canUndo());

        // Played on from move 6 to the end, one animated move at a time.
        replay->seek(6);
        played.clear();
        replay->play();
        QVERIFY(replay->playing());
        feed->setPresenting(false);
        QTRY_VERIFY(!replay->playing());
        QCOMPARE(played.count(), 2);
        QCOMPARE(*replay->position(), positions[8]);

        // Closing from the middle: the game is where it was.
        replay->seek(2);
        replay->end();
        QVERIFY(!c->replaying());
        QVERIFY(!replay->position());
        QCOMPARE(c->moveCount(), 8);
        QCOMPARE(c->match()->position(), positions[8]);
        QVERIFY(c->humanToMove());
        QVERIFY(c->canUndo());
    }

    // ---- resume ----

    void resumeFromTheSave() {
        {
            auto c = controller();
            QVERIFY(c->start({{"game", "chonka"}, {"southName", "Ana"}, {"turned", true}}));
            QVERIFY(c->playDirected(3, true));
            QVERIFY(playThrough(*c, c->match()->legalMoves()[0]));
            QCOMPARE(c->moveCount(), 2);
        }
        auto c = controller();
        QSignalSpy game(c.get(), &GameSession::gameChanged);
        QVERIFY(c->resume());
        QCOMPARE(game.count(), 1);
        QCOMPARE(c->gameId(), QString("chonka"));
        QCOMPARE(c->moveCount(), 2);
        QCOMPARE(c->south()->name(), QString("Ana"));
        QVERIFY(c->feed()->turned());
        QVERIFY(!c->texts()->direction().isEmpty());
        QVERIFY(c->canUndo());
        c->undo();
        QCOMPARE(c->moveCount(), 1);
    }

    void corruptSaveIsReportedAndSetAside() {
        // The resume index, which names the unfinished games in the library.
        QFile f(saves_.filePath("resume.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"cowrie-resume\", \"version\": 1, \"gam");
        f.close();
        auto c = controller();
        QSignalSpy refused(c.get(), &GameSession::refused);
        QVERIFY(!c->resume("kalah"));
        QCOMPARE(refused.count(), 1);
        QVERIFY(c->status().contains("could not be read"));
        QVERIFY(!c->match());
        QVERIFY(!QFile::exists(saves_.filePath("resume.json")));
        // A new game starts normally afterwards.
        QVERIFY(c->newGame("kalah"));
        QVERIFY(c->play(1));
        QVERIFY(QFile::exists(c->saveStore()->filePath("kalah")));
    }

    // ---- against the computer (needs the engine) ----

    void computerAnswersAsNorth() {
        auto c = controller();
        QVERIFY(c->start(
            {{"game", "kalah"}, {"mode", "computer"}, {"computerSide", "north"}, {"level", 0}}));
        QCOMPARE(c->north()->name(), QString("Computer"));
        QVERIFY(c->north()->computer());
        QVERIFY(c->humanToMove());
        QVERIFY(c->play(1));
        QVERIFY(!c->humanToMove());
        QVERIFY(c->computer()->thinking());
        QSignalSpy refused(c.get(), &GameSession::refused);
        QVERIFY(!c->play(2));  // not the person's turn
        QCOMPARE(refused.count(), 1);
        QTRY_COMPARE(c->toMove(), sides::South);
        QVERIFY(c->moveCount() >= 2);
        QVERIFY(!c->computer()->thinking());
        QVERIFY(c->humanToMove());
    }

    void computerMovesFirstAsSouth() {
        auto c = controller();
        QVERIFY(c->start({{"game", "kalah"},
                          {"mode", "computer"},
                          {"computerSide", "south"},
                          {"level", 0},
                          {"turned", true}}));
        QVERIFY(!c->humanToMove());
        QVERIFY(c->feed()->turned());
        QTRY_COMPARE(c->toMove(), sides::North);
        QVERIFY(c->humanToMove());
    }

    void computerWaitsWhileAMoveIsShown() {
        auto c = controller();
        QVERIFY(c->start({{"game", "kalah"}, {"mode", "computer"}, {"level", 0}}));
        c->feed()->setPresenting(true);
        QVERIFY(c->play(1));
        QTRY_VERIFY(!c->computer()->thinking());  // the answer is in...
        QTest::qWait(20);
        QCOMPARE(c->moveCount(), 1);  // ...but waits for the view
        c->feed()->setPresenting(false);
        QTRY_VERIFY(c->moveCount() >= 2);
    }

    void undoAgainstTheComputerReturnsToYourMove() {
        auto c = controller();
        QVERIFY(c->start({{"game", "kalah"}, {"mode", "computer"}, {"level", 0}}));
        QVERIFY(c->play(1));
        QTRY_COMPARE(c->toMove(), sides::South);
        const int afterReply = c->moveCount();
        QVERIFY(afterReply >= 2);
        c->undo();
        QCOMPARE(c->moveCount(), 0);
        QCOMPARE(c->toMove(), sides::South);
        QVERIFY(c->status().contains("your last move"));
        // Redo brings back your move and the computer's reply.
        c->redo();
        QCOMPARE(c->moveCount(), afterReply);
        QCOMPARE(c->toMove(), sides::South);
        // Undo while the computer thinks: your move comes back at once.
        QVERIFY(c->play(c->match()->legalMoves()[0].holeNumber()));
        if (c->computer()->thinking()) {
            c->undo();
            QCOMPARE(c->moveCount(), afterReply);
            QVERIFY(!c->computer()->thinking());
            QTest::qWait(50);
            QCOMPARE(c->moveCount(), afterReply);
        }
    }

    void hintHighlightsALegalHole() {
        auto c = controller();
        c->newGame("kalah");
        QSignalSpy hint(c->hints(), &HintAdvisor::changed);
        c->hint();
        QVERIFY(c->hints()->busy());
        QTRY_VERIFY(c->hints()->place() >= 0);
        QVERIFY(!c->hints()->busy());
        QVERIFY(c->hints()->text().startsWith("Try hole"));
        const cowrie::Board& b = c->match()->position().board;
        QCOMPARE(b.owner(c->hints()->place()), Side::South);
        QVERIFY(legalHoles(*c).contains(b.holeNumber(c->hints()->place())));
        // Any move clears it.
        QVERIFY(c->play(1));
        QCOMPARE(c->hints()->place(), -1);
    }

    void simultaneousStartAgainstTheComputer() {
        auto c = controller();
        QVERIFY(c->start(
            {{"game", "congklak"}, {"options", kRounds5}, {"mode", "computer"}, {"level", 0}}));
        QCOMPARE(c->choosing(), sides::South);
        QVERIFY(c->humanToMove());
        QVERIFY(c->play(2));
        QTRY_VERIFY(c->moveCount() >= 1);
        QCOMPARE(c->match()->moves().front().southHole(), 2);
    }

    void demoPlaysByItself() {
        auto c = controller();
        QVERIFY(c->start({{"game", "kalah"}, {"mode", "demo"}, {"level", 0}}));
        QVERIFY(c->south()->computer());
        QVERIFY(c->north()->computer());
        QVERIFY(!c->humanToMove());
        QVERIFY(!c->canUndo());
        QVERIFY(!c->resign());
        QTRY_VERIFY(c->moveCount() >= 4);
        // A demo is not offered for resuming.
        QVERIFY(!QFile::exists(c->saveStore()->filePath(c->gameId())));
    }

    // Against the computer the state says whose turn it is: the computer's
    // from the person's move until its own is played.
    void theComputersTurnIsAState() {
        auto c = controller();
        QVERIFY(c->start(
            {{"game", "kalah"}, {"mode", "computer"}, {"computerSide", "north"}, {"level", 0}}));
        QCOMPARE(c->mode(), modes::VersusComputer);
        QCOMPARE(c->state(), GameSession::PersonToMove);
        QVERIFY(c->play(1));
        QCOMPARE(c->state(), GameSession::ComputerToMove);
        QVERIFY(!c->humanToMove());
        QTRY_COMPARE(c->state(), GameSession::PersonToMove);
        QVERIFY(c->moveCount() >= 2);
        QCOMPARE(c->feed()->mover(), sides::North);
    }

    // The computer and the hints share one engine (one thread, one table):
    // a hint asked while the computer makes its secret choice takes the
    // engine, and the computer asks again once the hint is found.
    void aHintDuringTheComputersChoiceLetsTheComputerChooseAfter() {
        auto c = controller();
        QVERIFY(c->start({{"game", "congkak"},
                          {"options", QVariantMap{{"traditional", "true"}}},
                          {"mode", "computer"},
                          {"computerSide", "north"},
                          {"level", 4}}));
        QCOMPARE(c->toMove(), sides::BothSides);
        QCOMPARE(c->choosing(), sides::South);
        QVERIFY(c->computer()->thinking());
        QSignalSpy thinkingChanged(c->computer(), &ComputerPlayer::thinkingChanged);
        c->hint();
        QVERIFY(c->hints()->busy());
        QVERIFY(!c->computer()->thinking());   // the hint has the engine now
        QCOMPARE(thinkingChanged.count(), 1);  // and QML was told
        QTRY_VERIFY_WITH_TIMEOUT(c->hints()->place() >= 0, 10000);
        QVERIFY(c->computer()->thinking());  // asked again
        QCOMPARE(thinkingChanged.count(), 2);
        QTRY_VERIFY_WITH_TIMEOUT(c->north()->chosen(), 10000);
        QVERIFY(!c->south()->chosen());
        // The person plays the hint; the pair is played.
        QVERIFY(c->playPlace(c->hints()->place()));
        QTRY_COMPARE(c->moveCount(), 1);
        QCOMPARE(c->feed()->mover(), sides::BothSides);
    }
};

QTEST_GUILESS_MAIN(TestPlayFlows)

#include "tst_playflows.moc"
