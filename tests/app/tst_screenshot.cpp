// Runs the real Main.qml: grabs the variant picker, opens a Congkak game,
// plays moves with the keyboard the way a player would and grabs the window
// while a move is animating and after it, then plays a Congklak round to its
// end and grabs the round summary (shown before the refill), and finally
// opens the replay view of a finished Kalah game. The PNGs land in the build tree (the
// picker and the round summary are copied to docs/ by hand). Settings and
// saves go to the test folders of QStandardPaths.

#include <QtQml/qqmlextensionplugin.h>
#include <QDir>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

#include <functional>

#include "app/ui/play/gamesession.h"
#include "core/match.h"
#include "tests/app/controller_helpers.h"
#include "tests/app/main_window.h"

using cowrie::ui::GameSession;

Q_IMPORT_QML_PLUGIN(CowriePlugin)

namespace {

using cowrie::test::distinctColours;

QString outPath(const char* name) {
    return QStringLiteral(COWRIE_SCREENSHOT_DIR "/") + QLatin1String(name);
}

}  // namespace

class TestScreenshot : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        cowrie::test::freshStart("tst_screenshot");
        window_ = cowrie::test::openMainWindow(engine_);
        QVERIFY(window_);
    }

    void homeScreenListsTheGames() {
        QTest::qWait(300);
        const QImage home = window_->grabWindow();
        QVERIFY(!home.isNull());
        QVERIFY(home.save(outPath("home-screen.png")));
        QVERIFY(home.save(outPath("picker.png")));
        QVERIFY(distinctColours(home) > 20);
    }

    void playAMoveAndGrab() {
        QVERIFY(QMetaObject::invokeMethod(window_, "startGame", Q_ARG(QVariant, "congkak")));
        QQuickItem* page = nullptr;
        GameSession* game = nullptr;
        QTRY_VERIFY((page = cowrie::test::currentPage(window_)) &&
                    page->property("controller").isValid());
        game = page->property("controller").value<GameSession*>();
        QVERIFY(game);
        QCOMPARE(game->gameId(), QString("congkak"));
        QTRY_VERIFY(page->hasActiveFocus());
        QObject* board = page->property("board").value<QObject*>();
        QVERIFY(board);

        // A few quick moves first, so the board is mid-game.
        page->setProperty("stepMs", 0);
        for (int key : {Qt::Key_3, Qt::Key_6}) {
            const int before = game->moveCount();
            QTest::keyClick(window_, Qt::Key(key));
            QCOMPARE(game->moveCount(), before + 1);
        }

        // One move at normal speed: grab it mid-flight, then skip with Space.
        page->setProperty("stepMs", 220);
        const QList<int> legal = legalHoles(*game);
        QVERIFY(!legal.isEmpty());
        QTest::keyClick(window_, Qt::Key(Qt::Key_0 + legal.first()));
        QVERIFY(board->property("animating").toBool());
        QTest::qWait(1400);
        QVERIFY(board->property("animating").toBool());
        QObject* animator = board->property("animator").value<QObject*>();
        QVERIFY(animator->property("handVisible").toBool());
        const QImage mid = window_->grabWindow();
        QVERIFY(mid.save(outPath("play-animating.png")));
        QVERIFY(distinctColours(mid) > 40);

        QTest::keyClick(window_, Qt::Key_Space);
        QVERIFY(!board->property("animating").toBool());
        // The replay ends exactly on the controller's board.
        const QVariantList shown = animator->property("lastCounts").toList();
        QCOMPARE(shown.size(), game->board()->rowCount());
        for (int p = 0; p < shown.size(); ++p)
            QCOMPARE(shown[p].toInt(), game->board()->seedsAt(p));

        QTest::qWait(1500);  // let banners fade
        const QImage done = window_->grabWindow();
        QVERIFY(done.save(outPath("play-screen.png")));
        QVERIFY(distinctColours(done) > 40);
        QVERIFY(done != mid);
    }

    void roundSummaryAfterACongklakRound() {
        const QVariantMap setup{{"game", "congklak"},
                                {"options", QVariantMap{{"preset", "rounds"}, {"holes", "5"}}},
                                {"southName", "Ana"},
                                {"northName", "Ben"}};
        QVERIFY(QMetaObject::invokeMethod(window_, "play", Q_ARG(QVariant, setup)));
        QQuickItem* page = nullptr;
        QTRY_VERIFY((page = cowrie::test::currentPage(window_)) &&
                    page->property("controller").isValid() &&
                    page->property("controller").value<GameSession*>()->gameId() == "congklak");
        GameSession* game = page->property("controller").value<GameSession*>();
        QTRY_VERIFY(page->hasActiveFocus());  // the page is in place
        page->setProperty("stepMs", 0);
        QObject* summary = page->findChild<QObject*>("roundSummary");
        QVERIFY(summary);
        for (int i = 0; i < 3000 && game->feed()->roundSummary().isEmpty(); ++i) {
            const cowrie::MoveList legal = game->match()->legalMoves();
            QVERIFY(!legal.empty());
            const cowrie::Move m = legal[(i * 7) % legal.size()];
            QVERIFY(m.isPair() ? game->playPair(m.southHole(), m.northHole())
                               : game->play(m.holeNumber()));
        }
        QVERIFY(!game->feed()->roundSummary().isEmpty());
        QTRY_VERIFY(summary->property("visible").toBool());
        // The move stopped at the round's end: the refill is not shown yet.
        QObject* board = page->property("board").value<QObject*>();
        QObject* animator = board->property("animator").value<QObject*>();
        QVERIFY(animator->property("holding").toBool());
        QVERIFY(board->property("animating").toBool());
        QTest::qWait(1500);  // let the banners fade
        const QImage shot = window_->grabWindow();
        QVERIFY(shot.save(outPath("round-summary.png")));
        QVERIFY(distinctColours(shot) > 40);
        // Enter closes it and play goes on.
        QTRY_VERIFY2(window_->activeFocusItem() &&
                         window_->activeFocusItem()->objectName() == "summaryClose",
                     window_->activeFocusItem()
                         ? window_->activeFocusItem()->metaObject()->className()
                         : "no focus");
        QTest::keyClick(window_, Qt::Key_Return);
        QTRY_VERIFY(!summary->property("visible").toBool());
        QVERIFY(!game->awaitingSummary());
        QTRY_VERIFY(!board->property("animating").toBool());
    }

    // A Kalah game to its end, then the replay view scrubbed to its middle.
    void replayView() {
        const QVariantMap setup{{"game", "kalah"}, {"southName", "Ana"}, {"northName", "Ben"}};
        QVERIFY(QMetaObject::invokeMethod(window_, "play", Q_ARG(QVariant, setup)));
        QQuickItem* page = nullptr;
        QTRY_VERIFY((page = cowrie::test::currentPage(window_)) &&
                    page->property("controller").isValid() &&
                    page->property("controller").value<GameSession*>()->gameId() == "kalah");
        GameSession* game = page->property("controller").value<GameSession*>();
        QTRY_VERIFY(page->hasActiveFocus());
        page->setProperty("stepMs", 0);
        for (int i = 0; i < 500 && !game->over(); ++i)
            QVERIFY(game->play(legalHoles(*game).first()));
        QVERIFY(game->over());
        QObject* gameOver = page->findChild<QObject*>("gameOver");
        QTRY_VERIFY(gameOver->property("visible").toBool());
        game->replay()->start();
        QObject* bar = page->findChild<QObject*>("replayBar");
        QVERIFY(bar);
        QTRY_VERIFY(bar->property("visible").toBool());
        QVERIFY(!gameOver->property("visible").toBool());
        // Space pauses, the End key jumps to the end, Left steps back.
        QVERIFY(game->replaying());
        QTest::keyClick(window_, Qt::Key_Space);
        QVERIFY(game->replaying());
        QVERIFY(!game->replay()->playing());
        game->replay()->seek(game->replay()->length() / 2);
        QTest::keyClick(window_, Qt::Key_Left);
        QCOMPARE(game->replay()->shown(), game->replay()->length() / 2 - 1);
        QTest::qWait(1500);
        const QImage shot = window_->grabWindow();
        QVERIFY(shot.save(outPath("replay.png")));
        QVERIFY(distinctColours(shot) > 40);
        QTest::keyClick(window_, Qt::Key_Escape);  // closes the replay view
        QVERIFY(!game->replaying());
        QTRY_VERIFY(gameOver->property("visible").toBool());
    }

    // At 1024x640 every game card shows its whole description.
    void cardsAtTheSmallSize() {
        window_->resize(1024, 640);
        QVERIFY(QMetaObject::invokeMethod(window_, "goHome"));
        QTest::qWait(800);
        QQuickItem* home = cowrie::test::currentPage(window_);
        QVERIFY(home);
        const QList<QQuickItem*> descriptions = cowrie::test::findItemsNamed(home, "description");
        QVERIFY(descriptions.size() >= 3);
        for (QQuickItem* d : descriptions)
            QVERIFY2(!d->property("truncated").toBool(),
                     qPrintable(d->property("text").toString()));
        const QImage shot = window_->grabWindow();
        QVERIFY(shot.save(outPath("home-1024x640.png")));
        window_->resize(1280, 800);
        QTest::qWait(300);
    }

    // Olinda keliya: the setup words the draw as the agreement, play shows it.
    void olindaAgreedDraw() {
        QVERIFY(QMetaObject::invokeMethod(window_, "chooseGame", Q_ARG(QVariant, "olinda-keliya")));
        QTest::qWait(800);
        QVERIFY(window_->grabWindow().save(outPath("olinda-setup.png")));
        const QVariantMap setup{{"game", "olinda-keliya"}};
        QVERIFY(QMetaObject::invokeMethod(window_, "play", Q_ARG(QVariant, setup)));
        QQuickItem* page = nullptr;
        QTRY_VERIFY(
            (page = cowrie::test::currentPage(window_)) && page->property("controller").isValid() &&
            page->property("controller").value<GameSession*>()->gameId() == "olinda-keliya");
        QObject* info = page->findChild<QObject*>("infoLine");
        QVERIFY(info);
        QTRY_VERIFY(info->property("text").toString().contains("28 seeds each"));
        QTest::qWait(800);
        QVERIFY(window_->grabWindow().save(outPath("olinda-play.png")));
        // The first move adds the direction to the line; at the small size
        // the whole line still shows.
        GameSession* game = page->property("controller").value<GameSession*>();
        page->setProperty("stepMs", 0);
        QVERIFY(game->playDirected(3, true));
        QTRY_VERIFY(!game->texts()->direction().isEmpty());
        window_->resize(1024, 640);
        QTest::qWait(500);
        const QString line = info->property("text").toString();
        QVERIFY(line.contains(game->texts()->direction()));
        // Polled: the type is fitted when the window is next polished.
        QTRY_VERIFY2_WITH_TIMEOUT(
            !info->property("truncated").toBool() &&
                info->property("contentWidth").toReal() <= info->property("width").toReal() + 0.5,
            qPrintable(line), 10000);
        // The move list's narrowest panel still names the mover in full.
        const QList<QQuickItem*> movers = cowrie::test::findItems(page, [](const QQuickItem* item) {
            return item->objectName() == "moverName" && item->isVisible();
        });
        QVERIFY(!movers.isEmpty());
        for (QQuickItem* name : movers)
            QTRY_VERIFY2_WITH_TIMEOUT(!name->property("truncated").toBool(),
                                      qPrintable(name->property("text").toString()), 10000);
        QVERIFY(window_->grabWindow().save(outPath("olinda-play-1024x640.png")));
        window_->resize(1280, 800);
        QTest::qWait(300);
    }

  private:
    QQmlApplicationEngine engine_;
    QQuickWindow* window_ = nullptr;
};

int main(int argc, char* argv[]) {
    return cowrie::test::runWindowTest<TestScreenshot>(argc, argv);
}

#include "tst_screenshot.moc"
