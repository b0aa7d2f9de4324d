// The app without a mouse, as a screen reader hears it (issue 17, part 3):
// one whole game of each of the seven games played with keys alone in the
// real window (Main.qml, offscreen): the home page's arrows and Enter choose
// the game, Enter starts it (two people at one screen), Right and Enter play
// pits (Pallankuzhi's South asks for the hint, H, and plays it), Enter
// answers the hand-over, the direction and the round summaries,
// and at the end Enter plays again and Escape goes home. Along the way it
// reads what assistive technology reads (QAccessible): the focused pit's
// name matches the board's count, the move narration changes after every
// move and announces the result. With hidden counts no pit or store says a
// number of seeds.

#include <QtQml/qqmlextensionplugin.h>
#include <QAccessible>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QSettings>
#include <QtTest>

#include "app/ui/board/boardmodel.h"
#include "app/ui/home/gamecatalog.h"
#include "app/ui/play/gamesession.h"
#include "tests/app/main_window.h"

using cowrie::ui::GameSession;

Q_IMPORT_QML_PLUGIN(CowriePlugin)

namespace {

QString accessibleText(QObject* object, QAccessible::Text which) {
    QAccessibleInterface* a = object ? QAccessible::queryAccessibleInterface(object) : nullptr;
    return a ? a->text(which) : QString();
}
QString nameOf(QObject* object) {
    return accessibleText(object, QAccessible::Name);
}

bool isPlace(const QQuickItem* item) {
    return item && QByteArray(item->metaObject()->className()).startsWith("BoardPlace");
}

bool visibleProperty(QObject* page, const char* name) {
    QObject* popup = page->findChild<QObject*>(name);
    return popup && popup->property("visible").toBool();
}

// "your hole 3, 7 seeds", "Ana's store, 1 seed": as BoardPlace.qml says it.
QString expectedName(const QQuickItem* place, const QString& owner) {
    const int seeds = place->property("seeds").toInt();
    const QString count =
        seeds == 1 ? QStringLiteral("1 seed") : QStringLiteral("%1 seeds").arg(seeds);
    const QString whose = owner.isEmpty() ? QStringLiteral("your") : owner + QStringLiteral("'s");
    if (place->property("isStore").toBool())
        return QStringLiteral("%1 store, %2").arg(whose, count);
    return QStringLiteral("%1 hole %2, %3").arg(whose, place->property("label").toString(), count);
}

// Waits (polling every 10 ms, not QTRY's 50: a game has hundreds of moves)
// until `condition` holds; false after 5 s.
template <class Condition>
bool soon(Condition condition) {
    return QTest::qWaitFor(condition, 5000);
}

}  // namespace

class TestKeyboardGames : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        cowrie::test::freshStart("tst_keyboardgames");
        QSettings().setValue("play/stepMs", 0);
        QSettings().setValue("play/sound", false);
        window_ = cowrie::test::openMainWindow(engine_);
        QVERIFY(window_);
    }

    void wholeGameByKeys_data() {
        QTest::addColumn<QString>("game");
        cowrie::ui::GameCatalog catalog;
        for (int row = 0; row < catalog.rowCount(); ++row)
            QTest::newRow(qPrintable(catalog.gameIdAt(row))) << catalog.gameIdAt(row);
        QCOMPARE(catalog.rowCount(), 7);
    }

    void wholeGameByKeys() {
        QFETCH(QString, game);
        cowrie::ui::GameCatalog catalog;

        // Home: the grid of games has the keys; the arrows go to the game.
        QQuickItem* home = cowrie::test::currentPage(window_);
        QVERIFY(home && home->property("grid").isValid());
        auto* grid = home->property("grid").value<QQuickItem*>();
        QTRY_VERIFY(grid->hasActiveFocus());
        const int row = catalog.rowOf(game);
        for (int i = 0; i < 20 && grid->property("currentIndex").toInt() != row; ++i)
            QTest::keyClick(window_, grid->property("currentIndex").toInt() < row ? Qt::Key_Right
                                                                                  : Qt::Key_Left);
        QCOMPARE(grid->property("currentIndex").toInt(), row);
        // The card the keyboard is on is read by the game's name.
        QCOMPARE(nameOf(grid->property("currentItem").value<QObject*>()),
                 catalog.get(row).value("name").toString());

        // Enter opens the game's setup, Enter again starts it (two people).
        QTest::keyClick(window_, Qt::Key_Return);
        QTRY_VERIFY(cowrie::test::currentPage(window_)->property("mode").isValid());
        QCOMPARE(cowrie::test::currentPage(window_)->property("mode").toInt(),
                 int(cowrie::ui::modes::HotSeat));
        QTRY_VERIFY(!cowrie::test::currentPage(window_)->parentItem()->property("busy").toBool());
        QTest::keyClick(window_, Qt::Key_Return);
        QQuickItem* page = nullptr;
        QTRY_VERIFY((page = cowrie::test::currentPage(window_)) &&
                    page->property("controller").isValid() &&
                    page->property("controller").value<QObject*>()->property("gameId") == game);
        QTRY_VERIFY(!page->parentItem()->property("busy").toBool());
        auto* session = qobject_cast<GameSession*>(page->property("controller").value<QObject*>());
        auto* board = page->property("board").value<QQuickItem*>();
        QObject* animator = board->property("animator").value<QObject*>();
        QQuickItem* narration = cowrie::test::findItemsNamed(page, "moveNarration").value(0);
        QVERIFY(session && board && narration);
        QTRY_VERIFY(page->hasActiveFocus());

        QString story = nameOf(narration);
        QCOMPARE(story, QString());
        int told = 0;        // moves whose narration was heard
        int pitsHeard = 0;   // pits read as they took the focus
        int directions = 0;  // first moves that also chose a direction
        int summaries = 0;   // round summaries answered
        int handOvers = 0;   // secret choices handed over
        for (int step = 0; step < 20000; ++step) {
            // Wait until nothing moves: a move shown, or held for its summary.
            QVERIFY(soon([&] {
                return !board->property("animating").toBool() ||
                       animator->property("holding").toBool() ||
                       visibleProperty(page, "roundSummary");
            }));
            // Every move played is told once it has been shown.
            if (session->moveCount() > told) {
                QVERIFY(soon([&] { return nameOf(narration) != story; }));
                story = nameOf(narration);
                QVERIFY2(story.startsWith(QStringLiteral("Move %1: ").arg(session->moveCount())),
                         qPrintable(story));
                told = session->moveCount();
            }
            if (visibleProperty(page, "roundSummary")) {
                ++summaries;
                QTest::keyClick(window_, Qt::Key_Return);
                QVERIFY2(
                    soon([&] { return !visibleProperty(page, "roundSummary"); }),
                    qPrintable(QStringLiteral("the keys were on %1 \"%2\"")
                                   .arg(window_->activeFocusItem()
                                            ? window_->activeFocusItem()->metaObject()->className()
                                            : "nothing",
                                        nameOf(window_->activeFocusItem()))));
                continue;
            }
            if (visibleProperty(page, "handOver")) {
                ++handOvers;
                QCOMPARE(nameOf(window_->activeFocusItem()),
                         QStringLiteral("I am %1: show the board").arg(session->north()->name()));
                QTest::keyClick(window_, Qt::Key_Return);
                QVERIFY(soon([&] { return !visibleProperty(page, "handOver"); }));
                continue;
            }
            if (session->over()) break;
            QVERIFY2(session->humanToMove(), qPrintable(session->status()));

            // Right takes the keyboard's cursor to a pit the player may play
            // (a few presses, not always the first); the pit takes the focus
            // and reads its count from the board. In Pallankuzhi South asks
            // for a hint (H) instead, which puts the cursor on the engine's
            // pit: two players who both just press Right a few times play
            // round after round for thousands of moves, a player who follows
            // the hints ends the game in about a hundred.
            const bool hinted =
                game == "pallankuzhi" && session->toMove() == cowrie::ui::sides::South;
            if (hinted) {
                QTest::keyClick(window_, Qt::Key_H);
                QVERIFY(QTest::qWaitFor([&] { return session->hints()->place() >= 0; }, 30000));
            } else {
                for (int i = 0; i <= step % 3; ++i) QTest::keyClick(window_, Qt::Key_Right);
            }
            QQuickItem* pit = window_->activeFocusItem();
            QVERIFY2(isPlace(pit), pit ? pit->metaObject()->className() : "no focus");
            if (hinted) QCOMPARE(pit->property("place").toInt(), session->hints()->place());
            QVERIFY(pit->property("legal").toBool());
            const int place = pit->property("place").toInt();
            QCOMPARE(pit->property("seeds").toInt(), session->board()->seedsAt(place));
            QCOMPARE(nameOf(pit), expectedName(pit, QString()));
            QVERIFY(accessibleText(pit, QAccessible::Description).contains("You can play it now."));
            ++pitsHeard;

            const int before = session->moveCount();
            const bool chosenBefore = session->south()->chosen() || session->north()->chosen();
            QTest::keyClick(window_, Qt::Key_Return);
            if (visibleProperty(page, "directionPicker")) {
                // Left/Right pick the way, Enter sows.
                ++directions;
                QTest::keyClick(window_, step % 2 ? Qt::Key_Left : Qt::Key_Right);
                QTest::keyClick(window_, Qt::Key_Return);
            }
            QVERIFY(soon([&] {
                return session->moveCount() > before || session->over() ||
                       (session->south()->chosen() || session->north()->chosen()) != chosenBefore ||
                       visibleProperty(page, "handOver");
            }));
        }
        QVERIFY2(session->over(), qPrintable(session->status()));
        QVERIFY(pitsHeard > 0);
        if (game == "chonka" || game == "olinda-keliya") QVERIFY(directions > 0);
        qInfo("%s: %d moves, %d pits heard, %d summaries, %d hand-overs", qPrintable(game),
              session->moveCount(), pitsHeard, summaries, handOvers);

        // The result is announced with the last move, and the panel's first
        // button has the keys.
        QTRY_VERIFY(nameOf(narration).contains(session->result()->text()));
        QTRY_COMPARE(nameOf(window_->activeFocusItem()), QStringLiteral("Play again"));
        // The stores say their counts, each by its owner's name.
        for (QQuickItem* item : cowrie::test::findItems(board, isPlace)) {
            if (!item->property("isStore").toBool()) continue;
            const QString owner = item->property("side").toInt() == cowrie::ui::sides::South
                                      ? session->south()->name()
                                      : session->north()->name();
            QCOMPARE(nameOf(item), expectedName(item, owner));
        }

        // Enter plays again; Escape goes home for the next game.
        QTest::keyClick(window_, Qt::Key_Return);
        QTRY_VERIFY(!session->over() && session->moveCount() == 0);
        QTRY_COMPARE(nameOf(narration), QString());
        QTest::keyClick(window_, Qt::Key_Escape);
        QTRY_VERIFY(cowrie::test::currentPage(window_) == home);
        QTRY_VERIFY(!home->parentItem()->property("busy").toBool());
    }

    // Option `hidden-counts`: no pit or store says a number of seeds, only
    // the hole's own name, before and after moves played by keys.
    void hiddenCountsSayNoNumber() {
        QVERIFY(QMetaObject::invokeMethod(
            window_, "play",
            Q_ARG(QVariant, QVariantMap({{"game", "pallankuzhi"},
                                         {"mode", "hotseat"},
                                         {"options", QVariantMap{{"hidden-counts", "true"}}}}))));
        QQuickItem* page = nullptr;
        QTRY_VERIFY(
            (page = cowrie::test::currentPage(window_)) && page->property("controller").isValid() &&
            page->property("controller").value<QObject*>()->property("gameId") == "pallankuzhi");
        QTRY_VERIFY(!page->parentItem()->property("busy").toBool());
        auto* session = qobject_cast<GameSession*>(page->property("controller").value<QObject*>());
        auto* board = page->property("board").value<QQuickItem*>();
        QTRY_VERIFY(page->hasActiveFocus());
        static const QRegularExpression digit(QStringLiteral("\\d"));
        for (int move = 0; move < 6 && !session->awaitingSummary(); ++move) {
            const QList<QQuickItem*> places = cowrie::test::findItems(board, isPlace);
            QCOMPARE(places.size(), session->board()->rowCount());
            for (QQuickItem* item : places) {
                QString name = nameOf(item);
                const QString description = accessibleText(item, QAccessible::Description);
                QVERIFY(!name.isEmpty());
                if (!item->property("isStore").toBool())
                    name.remove(QRegularExpression(
                        QStringLiteral("hole %1$").arg(item->property("label").toString())));
                QVERIFY2(!name.contains(digit), qPrintable(nameOf(item)));
                QVERIFY2(!description.contains(digit), qPrintable(description));
            }
            const int before = session->moveCount();
            QTest::keyClick(window_, Qt::Key_Right);
            QVERIFY(isPlace(window_->activeFocusItem()));
            QTest::keyClick(window_, Qt::Key_Return);
            QTRY_VERIFY(session->moveCount() > before);
            QTRY_VERIFY(!board->property("animating").toBool() || session->awaitingSummary());
        }
    }

  private:
    QQmlApplicationEngine engine_;
    QQuickWindow* window_ = nullptr;
};

int main(int argc, char* argv[]) {
    return cowrie::test::runWindowTest<TestKeyboardGames>(argc, argv);
}
#include "tst_keyboardgames.moc"
