// Online play as the player sees it (issue 31), in the real Main.qml
// offscreen at 1024x640 and 1920x1080: the setup page's "Play a friend
// online" (Host and Join), the play page of a hosted game with its invite
// over the board, and the same game in progress once a friend (a second
// GameSession in this process, over localhost) has joined: the connection
// badge, the friend's bar, the phrases and a phrase's bubble. Each view is
// checked for what could go wrong (the code shown is the room's, the badge
// says the session's line, nothing important cut or out of the window,
// the badge clear of the bar's other items) and grabbed: online-*.png in
// the build tree, and in docs/screenshots/ with COWRIE_UPDATE_DOCS=1.

#include <QtQml/qqmlextensionplugin.h>
#include <QPointer>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QtTest>

#include <memory>

#include "app/ui/play/gamesession.h"
#include "tests/app/app_pages.h"
#include "tests/app/main_window.h"

using cowrie::test::findItemsNamed;
using cowrie::test::inherits;
using cowrie::test::shown;
using cowrie::ui::GameSession;

Q_IMPORT_QML_PLUGIN(CowriePlugin)

namespace {

void save(const QImage& image, const QString& name) {
    QVERIFY(image.save(QStringLiteral(COWRIE_SCREENSHOT_DIR "/") + name));
    if (qEnvironmentVariableIntValue("COWRIE_UPDATE_DOCS") == 1)
        QVERIFY(image.save(QStringLiteral(COWRIE_DOCS_DIR "/screenshots/") + name));
}

QRectF sceneRect(const QQuickItem* item) {
    return item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
}

QString rectText(const QRectF& r) {
    return QStringLiteral("%1,%2 %3x%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

QQuickItem* named(QQuickItem* root, const char* name) {
    return findItemsNamed(root, QString::fromLatin1(name)).value(0);
}

// What is wrong with the texts and controls shown under `root`: a text
// elided or cut to fewer lines, or anything outside the window or a
// clipping parent (a vertical scroller may hide it above or below).
QStringList fitFaults(QQuickItem* root, QSize window) {
    QStringList faults;
    for (QQuickItem* item : cowrie::test::findItems(root, [](const QQuickItem* i) {
             return (inherits(i, "QQuickText") || inherits(i, "QQuickControl")) && shown(i);
         })) {
        const bool text = inherits(item, "QQuickText");
        const QString words = item->property("text").toString();
        if (text && words.trimmed().isEmpty()) continue;
        const QString name = item->objectName().isEmpty() ? words.left(50) : item->objectName();
        if (text && item->property("truncated").toBool()) faults << "truncated: " + name;
        QRectF where = sceneRect(item);
        if (text)  // its glyphs, where they run past its box
            where.setWidth(std::max(where.width(), item->property("contentWidth").toReal()));
        QRectF visible(QPointF(0, 0), QSizeF(window));
        bool scrolls = false;
        for (QQuickItem* p = item->parentItem(); p; p = p->parentItem()) {
            if (inherits(p, "QQuickFlickable")) {
                const QRectF r = sceneRect(p);
                visible &= QRectF(r.x(), visible.y(), r.width(), visible.height());
                scrolls = true;
                break;
            }
            if (p->clip()) visible &= sceneRect(p);
        }
        const QRectF slack = visible.adjusted(-1, -1, 1, 1);
        const bool inside = scrolls ? where.left() >= slack.left() && where.right() <= slack.right()
                                    : slack.contains(where);
        if (!inside) faults << QStringLiteral("cut: %1 at %2").arg(name, rectText(where));
    }
    faults.removeDuplicates();
    return faults;
}

void click(QQuickWindow* window, QQuickItem* item) {
    QVERIFY(item);
    QVERIFY2(shown(item), qPrintable(item->objectName() + " is not shown"));
    QTest::mouseClick(window, Qt::LeftButton, {}, sceneRect(item).center().toPoint());
}

void settle(QQuickWindow* window) {
    QQuickItem* page = cowrie::test::currentPage(window);
    QTRY_VERIFY_WITH_TIMEOUT(page && !page->parentItem()->property("busy").toBool(), 20000);
    QTest::qWait(200);  // layouts settled
}

QObject* onlineOf(QObject* session) {
    return session->property("online").value<QObject*>();
}

}  // namespace

class TestOnlineShots : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        if (GameSession::staticMetaObject.indexOfProperty("online") < 0)
            QSKIP("this build has no online play (GameSession.online)");
        cowrie::test::freshStart("tst_onlineshots");
        window_ = cowrie::test::openMainWindow(engine_, QSize(1024, 640));
        QVERIFY(window_);
    }

    void setupPage_data() {
        QTest::addColumn<QString>("role");
        QTest::addColumn<QSize>("size");
        for (const char* role : {"host", "join"})
            for (const QSize size : {QSize(1024, 640), QSize(1920, 1080)})
                QTest::newRow(qPrintable(
                    QStringLiteral("%1 %2x%3").arg(role).arg(size.width()).arg(size.height())))
                    << QString(role) << size;
    }

    // The setup page with "Play a friend online": Host keeps the game's
    // options beside it, Join shows only the friend's invite.
    void setupPage() {
        QFETCH(QString, role);
        QFETCH(QSize, size);
        window_->resize(size);
        QTRY_COMPARE(window_->size(), size);
        QQuickItem* page = nullptr;
        openOnlineSetup(role, page);
        if (QTest::currentTestFailed()) return;
        named(page, "onlineName")->setProperty("text", "Nurul Aisyah");
        if (role == "join")
            named(page, "inviteField")->setProperty("text", "cowrie://192.168.1.20:7341/ABCD2345");
        settle(window_);
        QQuickItem* online = named(page, "onlineSetup");
        QVERIFY(shown(online));
        QCOMPARE(shown(named(page, "optionScroll")), role == "host");
        QCOMPARE(shown(named(page, "onlineSeats")), role == "host");
        QCOMPARE(shown(named(page, "inviteField")), role == "join");
        QQuickItem* start = named(page, "startButton");
        QVERIFY(shown(start));
        const QStringList faults = fitFaults(online, size) + fitFaults(start, size);
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join("\n")));
        save(window_->grabWindow(), QStringLiteral("online-setup-%1-%2x%3.png")
                                        .arg(role)
                                        .arg(size.width())
                                        .arg(size.height()));
    }

    void hostedGame_data() {
        QTest::addColumn<QSize>("size");
        for (const QSize size : {QSize(1024, 640), QSize(1920, 1080)})
            QTest::newRow(qPrintable(QStringLiteral("%1x%2").arg(size.width()).arg(size.height())))
                << size;
    }

    // Hosted from the setup page: the invite over the board; then a friend
    // joins (a second session, as the friend's app would) and the game goes on.
    void hostedGame() {
        QFETCH(QSize, size);
        window_->resize(size);
        QTRY_COMPARE(window_->size(), size);
        QQuickItem* setup = nullptr;
        openOnlineSetup("host", setup);
        if (QTest::currentTestFailed()) return;
        named(setup, "onlineName")->setProperty("text", "Nurul");
        click(window_, named(setup, "seat-south"));
        click(window_, named(setup, "startButton"));

        QQuickItem* page = nullptr;
        QTRY_VERIFY((page = cowrie::test::currentPage(window_)) &&
                    page->property("controller").isValid());
        auto* game = page->property("controller").value<GameSession*>();
        page->setProperty("stepMs", 0);
        QObject* online = onlineOf(game);
        QVERIFY(online);
        QTRY_COMPARE_WITH_TIMEOUT(online->property("phase").toString(), QString("waiting"), 10000);
        settle(window_);

        // The invite: the room's code, large; the invite names it.
        const QString code = online->property("roomCode").toString();
        QVERIFY2(
            QRegularExpression("^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8,}$").match(code).hasMatch(),
            qPrintable(code));
        // The panel's loader drops it once the friend has joined.
        QPointer<QQuickItem> panel = named(page, "invitePanel");
        QVERIFY(panel && shown(panel));
        QCOMPARE(named(panel, "inviteCode")->property("text").toString(), code);
        const QString invite = online->property("invite").toString();
        QVERIFY2(invite.startsWith("cowrie://") && invite.endsWith("/" + code), qPrintable(invite));
        QCOMPARE(named(panel, "inviteLine")->property("text").toString(), invite);
        QVERIFY(shown(named(panel, "copyInviteButton")));
        QVERIFY(shown(named(panel, "inviteWaiting")));
        // The undo, redo and hint of a local game are not offered.
        for (const char* name : {"undoButton", "redoButton", "hintButton", "newGameButton"}) {
            QQuickItem* button = named(page, name);  // none at all, or hidden
            QVERIFY2(!button || !shown(button), name);
        }
        checkBadge(page, online, size);
        QStringList faults = fitFaults(panel, size);
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join("\n")));
        save(window_->grabWindow(),
             QStringLiteral("online-invite-%1x%2.png").arg(size.width()).arg(size.height()));

        // The friend joins with the invite.
        auto guest = std::make_unique<GameSession>();
        QObject* guestOnline = onlineOf(guest.get());
        QVERIFY(guestOnline);
        bool asked = false;
        QVERIFY(QMetaObject::invokeMethod(guestOnline, "join", Q_RETURN_ARG(bool, asked),
                                          Q_ARG(QString, invite), Q_ARG(QString, QString()),
                                          Q_ARG(QString, QString("Ayu"))));
        QVERIFY(asked);
        QTRY_COMPARE_WITH_TIMEOUT(online->property("phase").toString(), QString("playing"), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(guestOnline->property("phase").toString(), QString("playing"),
                                  10000);
        QTRY_VERIFY(!panel || !shown(panel));
        QCOMPARE(online->property("opponentName").toString(), QString("Ayu"));

        // A few moves each, played through the two sessions.
        QObject* history = game->property("history").value<QObject*>();
        for (int move = 0; move < 6 && !game->over(); ++move) {
            QTRY_VERIFY_WITH_TIMEOUT(game->humanToMove() || guest->humanToMove() || game->over(),
                                     10000);
            const int before = history->property("count").toInt();
            GameSession* mover = game->humanToMove() ? game : guest.get();
            bool played = false;
            for (int hole = 6; hole >= 1 && !played; --hole) played = mover->play(hole);
            QVERIFY(played);
            QTRY_VERIFY_WITH_TIMEOUT(history->property("count").toInt() > before, 10000);
        }
        QTRY_VERIFY_WITH_TIMEOUT(
            !page->property("board").value<QQuickItem*>()->property("animating").toBool(), 10000);

        // The friend's bar says so; the friend says "Good move!" and it shows there.
        QQuickItem* friendBar = named(page, "topBar");
        QVERIFY(shown(named(friendBar, "remoteMark")));
        QVERIFY(!shown(named(named(page, "bottomBar"), "remoteMark")));
        QVERIFY(QMetaObject::invokeMethod(guestOnline, "say", Q_ARG(QString, "good-move")));
        QQuickItem* bubble = named(friendBar, "phraseBubble");
        QTRY_VERIFY_WITH_TIMEOUT(shown(bubble) && bubble->opacity() >= 1, 10000);
        QString words;
        QVERIFY(QMetaObject::invokeMethod(online, "phraseText", Q_RETURN_ARG(QString, words),
                                          Q_ARG(QString, "good-move")));
        QCOMPARE(named(friendBar, "phraseText")->property("text").toString(), words);
        QVERIFY(sceneRect(friendBar).adjusted(-1, -1, 1, 1).contains(sceneRect(bubble)));

        QQuickItem* phrases = named(page, "phraseBar");
        QVERIFY(phrases && shown(phrases));
        for (const char* phrase : {"hello", "good-move", "good-game", "thanks", "oops"}) {
            QQuickItem* button =
                named(phrases, qPrintable(QStringLiteral("phrase-%1").arg(phrase)));
            QVERIFY2(button && shown(button) && button->isEnabled(), phrase);
        }
        checkBadge(page, online, size);
        faults = fitFaults(phrases, size) + fitFaults(friendBar, size);
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join("\n")));
        const QRectF board = sceneRect(page->property("board").value<QQuickItem*>());
        QVERIFY2(QRectF(QPointF(0, 0), QSizeF(size)).contains(board), "the board lies inside");
        QVERIFY2(!sceneRect(phrases).intersects(board), "the phrases lie clear of the board");
        save(window_->grabWindow(),
             QStringLiteral("online-game-%1x%2.png").arg(size.width()).arg(size.height()));
    }

  private:
    // The setup page of Kalah with "Play a friend online" and `role` chosen.
    void openOnlineSetup(const QString& role, QQuickItem*& page) {
        // No unfinished game of an earlier row to ask about.
        cowrie::test::freshStart("tst_onlineshots");
        QVERIFY(QMetaObject::invokeMethod(window_, "goHome"));
        QVERIFY(QMetaObject::invokeMethod(window_, "chooseGame", Q_ARG(QVariant, "kalah")));
        QTRY_VERIFY((page = cowrie::test::currentPage(window_)) && named(page, "onlineSetup"));
        settle(window_);
        click(window_, named(page, "mode-online"));
        click(window_, named(page, role == "join" ? "onlineJoin" : "onlineHost"));
    }

    // The badge says the session's line, in the bar, clear of its other items.
    void checkBadge(QQuickItem* page, QObject* online, QSize size) {
        QQuickItem* badge = named(page, "connectionBadge");
        QVERIFY(badge && shown(badge));
        QCOMPARE(badge->property("text").toString(), online->property("statusText").toString());
        QVERIFY(!badge->property("text").toString().isEmpty());
        const QRectF where = sceneRect(badge);
        QVERIFY2(QRectF(QPointF(0, 0), QSizeF(size)).contains(where), qPrintable(rectText(where)));
        // The badge's place in the bar (its loader) and the bar's other items.
        QQuickItem* slot = badge;
        while (slot->parentItem() && !cowrie::test::inherits(slot->parentItem(), "QQuickRowLayout"))
            slot = slot->parentItem();
        QVERIFY(slot->parentItem());
        for (QQuickItem* other : slot->parentItem()->childItems()) {
            if (other == slot || !shown(other)) continue;
            QVERIFY2(!sceneRect(other).intersects(where),
                     qPrintable(QStringLiteral("the badge at %1 overlaps %2 at %3")
                                    .arg(rectText(where), other->objectName(),
                                         rectText(sceneRect(other)))));
        }
        const QStringList faults = fitFaults(badge, size);
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join("\n")));
    }

    QQmlApplicationEngine engine_;
    QQuickWindow* window_ = nullptr;
};

int main(int argc, char* argv[]) {
    return cowrie::test::runWindowTest<TestOnlineShots>(argc, argv);
}

#include "tst_onlineshots.moc"
