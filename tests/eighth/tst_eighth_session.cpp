// Pebbles, the test-only eighth game, played through the app: a game
// session started from a setup as the setup page makes it, every move
// through the session's intent, and what the board feed gives the view (the
// core's boards along each move, its captions), to the game's end. Nothing
// of the app names the game; the registry gave it.

#include <QtTest>

#include "app/ui/board/boardfeed.h"
#include "app/ui/board/boardmodel.h"
#include "app/ui/play/gamesession.h"
#include "app/ui/play/savestore.h"
#include "core/registry.h"

using cowrie::ui::BoardFeed;
using cowrie::ui::BoardModel;
using cowrie::ui::GameSession;

namespace {

QVariant role(const BoardModel& board, int place, const char* name) {
    return board.data(board.index(place), board.roleNames().key(name));
}

// The holes the board offers to the player to move.
QList<int> offeredHoles(const BoardModel& board) {
    QList<int> holes;
    for (int p = 0; p < board.rowCount(); ++p)
        if (role(board, p, "legal").toBool()) holes << role(board, p, "holeNumber").toInt();
    return holes;
}

int seedsOnBoard(const BoardModel& board) {
    int seeds = 0;
    for (int p = 0; p < board.rowCount(); ++p) seeds += role(board, p, "seeds").toInt();
    return seeds;
}

}  // namespace

class EighthGameSession : public QObject {
    Q_OBJECT

    QTemporaryDir saves_;

    std::unique_ptr<GameSession> session() {
        auto s = std::make_unique<GameSession>();
        s->saveStore()->setDirectory(saves_.path());
        return s;
    }

  private slots:
    void initTestCase() {
        QVERIFY(saves_.isValid());
        QVERIFY(cowrie::findGame("pebbles"));
    }

    void aHotSeatGameIsPlayedToItsEnd() {
        auto game = session();
        const QVariantMap setup{
            {"game", "pebbles"}, {"mode", "hotseat"}, {"options", QVariantMap{{"seeds", "3"}}}};
        QVERIFY(game->start(setup));
        QCOMPARE(game->gameId(), QString("pebbles"));
        BoardFeed* feed = game->feed();
        const BoardModel& board = *feed->board();
        QCOMPARE(board.rowCount(), 8);  // three holes a side and two stores
        QCOMPARE(seedsOnBoard(board), 18);
        QCOMPARE(offeredHoles(board), QList<int>({1, 2, 3}));

        int moves = 0;
        QSignalSpy played(feed, &BoardFeed::movePlayed);
        while (game->state() != GameSession::Over && moves < 200) {
            const QList<int> holes = offeredHoles(board);
            QVERIFY2(!holes.isEmpty(), "the player to move is offered no hole");
            QVERIFY(game->play(holes[moves % holes.size()]));
            ++moves;
            // The feed carries the move: its trace, the core's board after
            // every event, one caption per event, and the board after the
            // last event is the board on screen.
            QVERIFY(!feed->trace().isEmpty());
            QCOMPARE(feed->boards().size(), feed->trace().size());
            QCOMPARE(feed->captions().size(), feed->trace().size());
            const QVariantList last = feed->boards().last().toMap().value("counts").toList();
            for (int p = 0; p < board.rowCount(); ++p)
                QCOMPARE(last[p].toInt(), role(board, p, "seeds").toInt());
            QCOMPARE(seedsOnBoard(board), 18);
        }
        QCOMPARE(game->state(), GameSession::Over);
        QCOMPARE(played.count(), moves);
        QCOMPARE(feed->trace().last().toMap().value("type").toString(), QString("gameEnd"));
        QVERIFY(offeredHoles(board).isEmpty());
        // Every seed ends in a store.
        int stored = 0;
        for (int p = 0; p < board.rowCount(); ++p)
            if (role(board, p, "isStore").toBool()) stored += role(board, p, "seeds").toInt();
        QCOMPARE(stored, 18);
    }

    // A capture is narrated from the core's reason, in the feed's captions.
    void aCaptureIsNarrated() {
        auto game = session();
        QVERIFY(game->start({{"game", "pebbles"}, {"mode", "hotseat"}}));
        // South 1; North 2 (into his store: again), North 3; South 2; then
        // North 2's last seed falls in his own empty hole: a capture.
        for (int hole : {1, 2, 3, 2}) QVERIFY(game->play(hole));
        QSignalSpy played(game->feed(), &BoardFeed::movePlayed);
        QVERIFY(game->play(2));
        QCOMPARE(played.count(), 1);
        bool captured = false;
        const QVariantList trace = game->feed()->trace();
        for (qsizetype i = 0; i < trace.size(); ++i)
            if (trace[i].toMap().value("type").toString() == "capture") {
                captured = true;
                QVERIFY2(!game->feed()->captions()[i].isEmpty(), "a capture with no caption");
            }
        QVERIFY(captured);
    }
};

QTEST_MAIN(EighthGameSession)
#include "tst_eighth_session.moc"
