// The play screen as a player meets it (issue 14): no game dropped unasked
// (point 3), the computer's pace and "skip to your turn" with the move list
// (point 2), previews and banners that tell the truth (point 5), Enter after
// a hint (point 8) and the direction choice previewed on the board (point
// 12). Drives the real Main.qml.

#include <QQmlComponent>
#include <QQuickStyle>
#include <QSignalSpy>

#include <memory>

#include "app/ui/play/gamesession.h"
#include "tests/app/main_window.h"

using cowrie::ui::GameSession;

Q_IMPORT_QML_PLUGIN(CowriePlugin)

using cowrie::test::currentPage;
using cowrie::test::shown;

class TestPlayScreen : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        cowrie::test::freshStart("tst_playscreen");
        QQuickStyle::setStyle("Basic");
        window_ = cowrie::test::openMainWindow(engine_);
        QVERIFY(window_);
    }

    void init() {
        // Each test starts at home with no saved game.
        QVERIFY(QMetaObject::invokeMethod(window_, "goHome"));
        QObject* saves = window_->property("saves").value<QObject*>();
        for (const QString& id : saves->property("unfinished").toMap().keys())
            QVERIFY(QMetaObject::invokeMethod(saves, "discard", Q_ARG(QString, id)));
        QTRY_VERIFY(!currentPage(window_)->property("controller").isValid());
    }

    void newGameAsksBeforeDiscarding() {
        QQuickItem* page = play({{"game", "kalah"}});
        QVERIFY(page);
        QObject* game = controllerOf(page);
        QVERIFY(playHole(game, 1));
        QCOMPARE(movesOf(game), 1);

        QObject* button = page->findChild<QObject*>("newGameButton");
        QVERIFY(button);
        QVERIFY(QMetaObject::invokeMethod(button, "clicked"));
        QObject* dialog = page->findChild<QObject*>("newGameDialog");
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->property("visible").toBool());
        QCOMPARE(movesOf(game), 1);  // nothing discarded yet
        QVERIFY(QMetaObject::invokeMethod(dialog, "reject"));
        QTRY_VERIFY(!dialog->property("visible").toBool());
        QCOMPARE(movesOf(game), 1);

        // N asks the same; Yes starts again.
        QTest::keyClick(window_, Qt::Key_N);
        QTRY_VERIFY(dialog->property("visible").toBool());
        QVERIFY(QMetaObject::invokeMethod(dialog, "accept"));
        QTRY_COMPARE(movesOf(game), 0);

        // With no move played there is nothing to lose: no question.
        QVERIFY(QMetaObject::invokeMethod(button, "clicked"));
        QTest::qWait(50);
        QVERIFY(!dialog->property("visible").toBool());
    }

    void aGameOfTheSameKindIsResumedOrDiscardedByChoice() {
        QQuickItem* first = play({{"game", "kalah"}});
        QVERIFY(first);
        QObject* game = controllerOf(first);
        QVERIFY(playHole(game, 2));
        QVERIFY(QMetaObject::invokeMethod(window_, "goHome"));
        QObject* saves = window_->property("saves").value<QObject*>();
        QTRY_VERIFY(saves->property("unfinished").toMap().contains("kalah"));

        const QVariant kalahSetup = QVariantMap{{"game", "kalah"}};
        // Starting Kalah again asks first: resume it...
        QObject* dialog = window_->findChild<QObject*>("replaceDialog");
        QVERIFY(dialog);
        QVERIFY(QMetaObject::invokeMethod(window_, "play", Q_ARG(QVariant, kalahSetup)));
        QTRY_VERIFY(dialog->property("visible").toBool());
        QVERIFY(!currentPage(window_)->property("controller").isValid());  // still at home
        click(window_->findChild<QObject*>("replaceResumeButton"));
        QQuickItem* page = nullptr;
        QTRY_VERIFY((page = currentPage(window_)) && page->property("controller").isValid());
        game = controllerOf(page);
        QCOMPARE(movesOf(game), 1);

        // ...or discard it and start anew.
        QVERIFY(QMetaObject::invokeMethod(window_, "goHome"));
        QVERIFY(QMetaObject::invokeMethod(window_, "play", Q_ARG(QVariant, kalahSetup)));
        QTRY_VERIFY(dialog->property("visible").toBool());
        click(window_->findChild<QObject*>("replaceStartButton"));
        QTRY_VERIFY((page = currentPage(window_)) && page->property("controller").isValid());
        QCOMPARE(movesOf(controllerOf(page)), 0);
    }

    void eachKindKeepsItsUnfinishedGame() {
        QQuickItem* first = play({{"game", "kalah"}});
        QVERIFY(first);
        QVERIFY(playHole(controllerOf(first), 1));
        // Another kind: no question, and the Kalah game stays saved.
        QQuickItem* second = play({{"game", "congklak"}});
        QVERIFY(second);
        QObject* game = controllerOf(second);
        QCOMPARE(game->property("gameId").toString(), QString("congklak"));
        QVERIFY(playHole(game, 1));
        QObject* saves = window_->property("saves").value<QObject*>();
        QVERIFY(QMetaObject::invokeMethod(saves, "check"));
        const QVariantMap unfinished = saves->property("unfinished").toMap();
        QVERIFY2(unfinished.contains("kalah") && unfinished.contains("congklak"),
                 qPrintable(unfinished.keys().join(", ")));
        QCOMPARE(saves->property("latestGame").toString(), QString("congklak"));
        // Resuming by game brings back that game.
        QVERIFY(QMetaObject::invokeMethod(window_, "resumeGame", Q_ARG(QVariant, "kalah")));
        QQuickItem* page = nullptr;
        QTRY_VERIFY((page = currentPage(window_)) && controllerOf(page) &&
                    controllerOf(page)->property("gameId") == "kalah");
        QCOMPARE(movesOf(controllerOf(page)), 1);
    }

    void theHomeCardOffersTheUnfinishedGame() {
        QQuickItem* page = play({{"game", "kalah"}});
        QVERIFY(page);
        QVERIFY(playHole(controllerOf(page), 4));
        QVERIFY(QMetaObject::invokeMethod(window_, "goHome"));
        QQuickItem* home = nullptr;
        QTRY_VERIFY((home = currentPage(window_)) && home->property("grid").isValid());
        // Only the Kalah card says "Resume".
        QList<QQuickItem*> links;
        QTRY_VERIFY((links = shownItems(home, "resumeLink")).size() == 1);
        QQuickItem* card = links.first();
        while (card && !card->property("gameId").isValid()) card = card->parentItem();
        QVERIFY(card);
        QCOMPARE(card->property("gameId").toString(), QString("kalah"));
        QVERIFY(QMetaObject::invokeMethod(links.first(), "clicked"));
        QTRY_VERIFY((page = currentPage(window_)) && controllerOf(page) &&
                    controllerOf(page)->property("gameId") == "kalah");
        QCOMPARE(movesOf(controllerOf(page)), 1);
    }

    void theMoveListFollowsThePlay() {
        QQuickItem* page = play({{"game", "kalah"}});
        QVERIFY(page);
        QObject* game = controllerOf(page);
        auto* panel = page->findChild<QQuickItem*>("moveListPanel");
        QVERIFY(panel);
        QVERIFY(shown(panel));
        QObject* history = game->property("history").value<QObject*>();
        QVERIFY(history);
        for (int hole : {3, 1, 2}) QVERIFY(playHole(game, hole));
        QCOMPARE(history->property("count").toInt(), movesOf(game));
        auto* model = qobject_cast<QAbstractItemModel*>(history);
        // Hole 3 of 4 seeds ends in South's store: South moves again.
        QCOMPARE(model->data(model->index(0, 0), roleOf(model, "move")).toString(), QString("3"));
        QVERIFY(model->data(model->index(0, 0), roleOf(model, "again")).toBool());
        QVERIFY(QMetaObject::invokeMethod(game, "undo"));
        QCOMPARE(history->property("count").toInt(), movesOf(game));
        QCOMPARE(panel->findChild<QObject*>("moveList")->property("count").toInt(), movesOf(game));
    }

    void skipToYourTurnListsTheComputersMoves() {
        QQuickItem* page = play(
            {{"game", "kalah"}, {"mode", "computer"}, {"computerSide", "north"}, {"level", 0}});
        QVERIFY(page);
        page->setProperty("stepMs", 400);
        page->setProperty("computerStepMs", -1);  // the computer at the person's slow pace
        QObject* game = controllerOf(page);
        QVERIFY(QMetaObject::invokeMethod(game, "play", Q_ARG(int, 1)));
        QTRY_VERIFY(!game->property("humanToMove").toBool());
        QTest::keyClick(window_, Qt::Key_S);
        // The computer's moves go by at once; the person's turn comes back.
        QTRY_VERIFY_WITH_TIMEOUT(
            game->property("humanToMove").toBool() &&
                !page->property("board").value<QQuickItem*>()->property("animating").toBool(),
            15000);
        QVERIFY(!page->property("skippingToTurn").toBool());
        const QString skipped = page->property("skippedText").toString();
        QVERIFY2(skipped.startsWith("Skipped"), qPrintable(skipped));
        QVERIFY2(skipped.contains("Computer"), qPrintable(skipped));
        auto* status = page->findChild<QQuickItem*>("status");
        QVERIFY(status->property("text").toString().contains(skipped));
    }

    void theComputersMovesHaveTheirOwnPace() {
        QQuickItem* page = play(
            {{"game", "kalah"}, {"mode", "computer"}, {"computerSide", "north"}, {"level", 0}});
        QVERIFY(page);
        page->setProperty("stepMs", 400);
        page->setProperty("computerStepMs", 0);
        QObject* game = controllerOf(page);
        QObject* animator =
            page->property("board").value<QQuickItem*>()->property("animator").value<QObject*>();
        QVERIFY(QMetaObject::invokeMethod(game, "play", Q_ARG(int, 1)));
        QCOMPARE(animator->property("stepMs").toInt(), 400);  // the person's move
        QTRY_COMPARE(game->property("feed").value<QObject*>()->property("mover").toInt(),
                     int(cowrie::ui::sides::North));
        QCOMPARE(animator->property("stepMs").toInt(), 0);  // the computer's
    }

    void enterPlaysTheHint() {
        QQuickItem* page = play({{"game", "kalah"}});
        QVERIFY(page);
        QObject* game = controllerOf(page);
        QTest::keyClick(window_, Qt::Key_H);
        const QObject* hints = game->property("hints").value<QObject*>();
        QTRY_VERIFY(hints->property("place").toInt() >= 0);
        const QString hint = hints->property("text").toString();
        QTest::keyClick(window_, Qt::Key_Return);
        QTRY_COMPARE(movesOf(game), 1);
        // The hole played is the one the hint named ("Try hole 3." -> "played 3").
        auto* model =
            qobject_cast<QAbstractItemModel*>(game->property("history").value<QObject*>());
        const QString played = model->data(model->index(0, 0), roleOf(model, "move")).toString();
        QVERIFY2(hint.contains("hole " + played), qPrintable(hint + " / " + played));
    }

    void thePreviewShowsALastSeedInTheStore() {
        QQuickItem* page = play({{"game", "kalah"}});
        QVERIFY(page);
        auto* board = page->property("board").value<QQuickItem*>();
        int place = -1;
        QVERIFY(QMetaObject::invokeMethod(page, "placeOfHole", Q_RETURN_ARG(QVariant, placeVar_),
                                          Q_ARG(QVariant, int(cowrie::ui::sides::South)),
                                          Q_ARG(QVariant, 3)));
        place = placeVar_.toInt();
        QVERIFY(place >= 0);
        board->setProperty("hoverPlace", place);
        QTRY_VERIFY(anyShown(page, "previewAgain"));
        QVERIFY(anyShown(page, "previewLand"));
        // Hole 1 ends in a hole: no extra move shown.
        QVERIFY(QMetaObject::invokeMethod(page, "placeOfHole", Q_RETURN_ARG(QVariant, placeVar_),
                                          Q_ARG(QVariant, int(cowrie::ui::sides::South)),
                                          Q_ARG(QVariant, 1)));
        board->setProperty("hoverPlace", placeVar_.toInt());
        QTRY_VERIFY(!anyShown(page, "previewAgain"));
    }

    void bannersUseThePlayersNames() {
        QQuickItem* page = play({{"game", "kalah"}, {"southName", "Ana"}, {"northName", "Ben"}});
        QVERIFY(page);
        page->setProperty("stepMs", 20);
        QObject* animator =
            page->property("board").value<QQuickItem*>()->property("animator").value<QObject*>();
        QSignalSpy announced(animator, SIGNAL(announced(QString, QString)));
        QVERIFY(QMetaObject::invokeMethod(controllerOf(page), "play", Q_ARG(int, 3)));
        QTRY_VERIFY(!announced.isEmpty());
        bool named = false;
        for (const QList<QVariant>& call : announced) {
            const QString text = call.at(1).toString();
            QVERIFY2(!text.contains("South") && !text.contains("North"), qPrintable(text));
            named = named || text.contains("Ana");
        }
        QVERIFY(named);
    }

    // A demo shows a long move (relays round the board) in about 60 beats
    // at its pace, so that each move is watched in seconds; a short move
    // keeps the pace.
    void aLongMoveOfADemoIsShortened() {
        QQmlComponent component(&engine_);
        component.setData("import Cowrie\nMovePace { stepMs: 80 }", QUrl());
        std::unique_ptr<QObject> pace(component.create());
        QVERIFY2(pace, qPrintable(component.errorString()));
        QVariantList shortMove, longMove;
        for (int i = 0; i < 20; ++i) shortMove << QVariantMap{{"type", "drop"}};
        for (int i = 0; i < 240; ++i) longMove << QVariantMap{{"type", "drop"}};
        pace->setProperty("trace", shortMove);
        QCOMPARE(pace->property("shownStepMs").toInt(), 80);
        pace->setProperty("trace", longMove);
        QCOMPARE(pace->property("shownStepMs").toInt(), 20);  // 240 beats in 60
    }

    // A demo's moves go at the computer's pace, which its speed button
    // changes during the demo.
    void aDemoGoesAtTheComputersPace() {
        QQuickItem* page = play({{"game", "congkak"}, {"mode", "demo"}, {"level", 0}});
        QVERIFY(page);
        page->setProperty("stepMs", 520);
        page->setProperty("computerStepMs", 40);
        QObject* animator =
            page->property("board").value<QQuickItem*>()->property("animator").value<QObject*>();
        QTRY_VERIFY_WITH_TIMEOUT(animator->property("running").toBool(), 20000);
        QVERIFY(animator->property("stepMs").toInt() <= 40);
        const QList<QQuickItem*> speed = cowrie::test::findItemsNamed(page, "speedButton");
        QCOMPARE(speed.size(), 1);
        QVERIFY(shown(speed.front()));
        QVERIFY(speed.front()->property("showComputer").toBool());
    }

    void aDemoThinksOnOneSideAtATime() {
        QQuickItem* page = play({{"game", "kalah"}, {"mode", "demo"}, {"level", 1}});
        QVERIFY(page);
        page->setProperty("stepMs", 0);
        page->setProperty("computerStepMs", 0);  // a demo's pace
        auto* top = page->findChild<QQuickItem*>("topBar");
        auto* bottom = page->findChild<QQuickItem*>("bottomBar");
        QVERIFY(top && bottom);
        bool seen = false;
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < 3000) {
            const bool a = top->property("thinking").toBool(),
                       b = bottom->property("thinking").toBool();
            QVERIFY2(!(a && b), "both bars say they are thinking");
            seen = seen || a || b;
            QTest::qWait(2);
        }
        QVERIFY(seen);
    }

    void theDirectionChoiceIsPreviewedOnTheBoard() {
        QQuickItem* page = play({{"game", "chonka"}});
        QVERIFY(page);
        auto* board = page->property("board").value<QQuickItem*>();
        QVERIFY(QMetaObject::invokeMethod(page, "placeOfHole", Q_RETURN_ARG(QVariant, placeVar_),
                                          Q_ARG(QVariant, int(cowrie::ui::sides::South)),
                                          Q_ARG(QVariant, 3)));
        const int place = placeVar_.toInt();
        QVERIFY(QMetaObject::invokeMethod(page, "playPlace", Q_ARG(QVariant, place)));
        QObject* picker = page->property("directionPicker").value<QObject*>();
        QTRY_VERIFY(picker->property("visible").toBool());
        QVERIFY(!picker->property("dim").toBool());  // the board stays in full light
        QVERIFY(shown(page->findChild<QQuickItem*>("choosingRing")));
        picker->setProperty("screenRight", true);
        const QVariantMap right = board->property("preview").toMap();
        picker->setProperty("screenRight", false);
        const QVariantMap left = board->property("preview").toMap();
        QVERIFY(right.value("valid").toBool() && left.value("valid").toBool());
        QVERIFY(right.value("path") != left.value("path"));
        QTest::keyClick(window_, Qt::Key_Escape);
        QTRY_VERIFY(!picker->property("visible").toBool());
        QVERIFY(!board->property("preview").toMap().value("valid").toBool());
    }

  private:
    // Starts a game as the setup page would; the play page, or null (and
    // the test fails) when it does not come.
    QQuickItem* play(const QVariantMap& setup) {
        QQuickItem* page = nullptr;
        const QString game = setup.value("game").toString();
        [&] {
            QVERIFY(QMetaObject::invokeMethod(window_, "play", Q_ARG(QVariant, setup)));
            QTRY_VERIFY_WITH_TIMEOUT((page = currentPage(window_)) && controllerOf(page) &&
                                         controllerOf(page)->property("gameId") == game,
                                     10000);
            QTRY_VERIFY_WITH_TIMEOUT(!page->parentItem()->property("busy").toBool(), 20000);
        }();
        if (page) page->setProperty("stepMs", 0);
        return page;
    }

    static QObject* controllerOf(QQuickItem* page) {
        return page ? page->property("controller").value<QObject*>() : nullptr;
    }

    // The moves played in the game of `game` (its move list's rows).
    static int movesOf(QObject* game) {
        return game->property("history").value<QObject*>()->property("count").toInt();
    }

    // Plays `hole` and waits until the person may act again.
    bool playHole(QObject* game, int hole) {
        bool ok = false;
        QMetaObject::invokeMethod(game, "play", Q_RETURN_ARG(bool, ok), Q_ARG(int, hole));
        return ok;
    }

    static void click(QObject* button) {
        QVERIFY(button);
        QVERIFY(QMetaObject::invokeMethod(button, "clicked"));
    }

    static int roleOf(const QAbstractItemModel* model, const QByteArray& name) {
        return model->roleNames().key(name, -1);
    }

    static QList<QQuickItem*> shownItems(QQuickItem* root, const QString& name) {
        QList<QQuickItem*> found;
        if (root->objectName() == name && shown(root)) found << root;
        for (QQuickItem* child : root->childItems()) found << shownItems(child, name);
        return found;
    }

    // Searches the visual tree: a Loader's item is not its QObject child.
    static bool anyShown(QQuickItem* root, const QString& name) {
        if (root->objectName() == name && shown(root)) return true;
        for (QQuickItem* child : root->childItems())
            if (anyShown(child, name)) return true;
        return false;
    }

    QQmlApplicationEngine engine_;
    QQuickWindow* window_ = nullptr;
    QVariant placeVar_;
};

QTEST_MAIN(TestPlayScreen)
#include "tst_playscreen.moc"
