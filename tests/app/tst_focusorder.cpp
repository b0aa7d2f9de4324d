// Focus order (issue 17, part 3): on every page of the real Main.qml (home,
// new game, play, settings, rules, the lessons and one lesson, library,
// review, a replay), Tab walks a cycle that
// - stops only on controls of that page, each in sight when it is reached
//   (a long page scrolls to it; never a page the stack hides or a closed menu),
// - reaches every control of the page that takes Tab focus (or, for a grid
//   of cards, one inside it: arrows move between the cards),
// - goes in reading order: down each column (the bar at the top, a form's
//   left and right halves, a list) before the next one to its right, so a
//   stop never lies above the one before it unless it is wholly to its
//   right, except where the cycle starts again,
// and Shift+Tab walks the same cycle backwards.

#include <QtQml/qqmlextensionplugin.h>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSettings>
#include <QtTest>

#include <algorithm>

#include "tests/app/app_pages.h"
#include "tests/app/main_window.h"

using cowrie::test::inherits;
using cowrie::test::shown;

Q_IMPORT_QML_PLUGIN(CowriePlugin)

namespace {

QString describe(const QQuickItem* item) {
    QString name = item->objectName();
    if (name.isEmpty()) name = item->property("text").toString().left(40);
    if (name.isEmpty()) name = item->property("Accessible.name").toString().left(40);
    const QRectF r = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
    return QStringLiteral("%1 [%2] at %3,%4 %5x%6")
        .arg(name, QString::fromLatin1(item->metaObject()->className()))
        .arg(r.x())
        .arg(r.y())
        .arg(r.width())
        .arg(r.height());
}

QRectF sceneRect(const QQuickItem* item) {
    return item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
}

bool isAncestor(const QQuickItem* ancestor, const QQuickItem* item) {
    for (const QQuickItem* i = item; i; i = i->parentItem())
        if (i == ancestor) return true;
    return false;
}

// Shown and not scrolled out of sight across a clipping parent.
bool inSight(const QQuickItem* item) {
    if (!shown(item)) return false;
    const QRectF r = sceneRect(item);
    for (const QQuickItem* p = item->parentItem(); p; p = p->parentItem())
        if (p->clip() && !sceneRect(p).adjusted(-1, -1, 1, 1).intersects(r)) return false;
    return true;
}

// A control a Tab can stop on: Qt Quick's own rule (activeFocusOnTab),
// enabled and shown (perhaps scrolled out of sight).
bool takesTab(const QQuickItem* item) {
    return item->activeFocusOnTab() && item->isEnabled() && shown(item) &&
           !inherits(item, "QQuickRootItem");
}

// Reading order, from stop `a` to stop `b`: `b` may lie below `a`, or
// higher up only in a column wholly to the right of `a`.
bool readsOn(const QQuickItem* a, const QQuickItem* b) {
    const QRectF from = sceneRect(a), to = sceneRect(b);
    return to.top() >= from.top() - 4 || to.left() >= from.right() - 1;
}

}  // namespace

class TestFocusOrder : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        cowrie::test::freshStart("tst_focusorder");
        cowrie::test::keepRandomGame("kalah", 3, "Ayu");
        cowrie::test::keepRandomGame("congklak", 4, "Ayu");
        window_ = cowrie::test::openMainWindow(engine_, QSize(1280, 800));
        QVERIFY(window_);
    }

    void tabWalksThePage_data() {
        QTest::addColumn<QString>("pageName");
        for (const char* page : {"home", "newgame", "play", "settings", "rules", "lessons",
                                 "lesson", "library", "review", "replay"})
            QTest::newRow(page) << QString(page);
    }

    void tabWalksThePage() {
        QFETCH(QString, pageName);
        cowrie::test::openAppPage(window_, pageName, record_);
        if (QTest::currentTestFailed()) return;
        QQuickItem* page = cowrie::test::currentPage(window_);
        QVERIFY(page);
        QTRY_VERIFY_WITH_TIMEOUT(!page->parentItem()->property("busy").toBool(), 20000);
        QTest::qWait(200);  // layouts settled

        // Forwards from the page itself until the first stop comes round again.
        page->forceActiveFocus();
        QList<QQuickItem*> cycle;
        for (int press = 0; press < 300; ++press) {
            QTest::keyClick(window_, Qt::Key_Tab);
            QQuickItem* at = window_->activeFocusItem();
            QVERIFY2(at, "Tab leaves no item with focus");
            if (!cycle.isEmpty() && at == cycle.first()) break;
            QVERIFY2(!cycle.contains(at), qPrintable("Tab is caught in a loop at " + describe(at)));
            // On this page (or the window's own chrome), and in sight once
            // a scrolling page has followed it.
            QVERIFY2(isAncestor(page, at) || !isAncestor(page->parentItem(), at),
                     qPrintable("Tab stops on another page: " + describe(at)));
            QTRY_VERIFY2(inSight(at), qPrintable("Tab stops out of sight: " + describe(at)));
            if (!cycle.isEmpty())
                QVERIFY2(readsOn(cycle.last(), at),
                         qPrintable("Tab goes back up, from " + describe(cycle.last()) + " to " +
                                    describe(at)));
            cycle << at;
        }
        QVERIFY2(cycle.size() >= 2, qPrintable(QStringLiteral("%1 Tab stops").arg(cycle.size())));

        // Every control of the page that takes Tab is a stop, or holds one.
        for (QQuickItem* item : cowrie::test::findItems(page, takesTab)) {
            const bool reached = std::any_of(cycle.begin(), cycle.end(),
                                             [&](QQuickItem* at) { return isAncestor(item, at); });
            QVERIFY2(reached, qPrintable("Tab never reaches " + describe(item)));
        }

        // Shift+Tab: the same stops, backwards (Tab has just come back to
        // the first, so the first Shift+Tab reaches the last).
        QList<QQuickItem*> back;
        for (int i = 0; i < cycle.size(); ++i) {
            QTest::keyClick(window_, Qt::Key_Backtab);
            back.prepend(window_->activeFocusItem());
        }
        QCOMPARE(back, cycle);
    }

  private:
    QQmlApplicationEngine engine_;
    QQuickWindow* window_ = nullptr;
    QString record_;
};

int main(int argc, char* argv[]) {
    return cowrie::test::runWindowTest<TestFocusOrder>(argc, argv);
}

#include "tst_focusorder.moc"
