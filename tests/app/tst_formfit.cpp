// The two forms, Settings and the new-game setup (against the computer, so
// that every choice shows), at 150% text, in English and in Tamil, at
// 1024x640, 1280x800 and 1920x1080 (issue 30):
// - no two controls or texts overlap where they are seen (the speed buttons
//   were drawn over the Sound row);
// - a scrolling part whose content does not fit shows its scroll bar (the
//   players' choices hid the North name field and three levels with none);
// - Tab reaches every control and each stop is wholly in sight once reached
//   (Tab went on to hidden controls);
// - on Settings, clicking each speed moves nothing (clicking "Normal" made
//   the speeds wrap and the page jump under the pointer).
// Grabs land in the build tree; with COWRIE_UPDATE_DOCS=1 in English also
// in docs/screenshots/: settings-text-150.png and setup-text-150.png
// (1280x800), settings-1024x640.png and setup-1024x640.png.

#include <QtQml/qqmlextensionplugin.h>
#include <QDir>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSettings>
#include <QtTest>

#include <algorithm>

#include "app/ui/settings/appsettings.h"
#include "app/ui/settings/languages.h"
#include "tests/app/app_pages.h"
#include "tests/app/main_window.h"

using cowrie::test::shown;

Q_IMPORT_QML_PLUGIN(CowriePlugin)

namespace {

QRectF sceneRect(const QQuickItem* item) {
    return item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
}

QString describe(const QQuickItem* item) {
    QString name = item->objectName();
    if (name.isEmpty()) name = item->property("text").toString().left(40);
    const QRectF r = sceneRect(item);
    return QStringLiteral("%1 [%2] at %3,%4 %5x%6")
        .arg(name, QString::fromLatin1(item->metaObject()->className()))
        .arg(r.x())
        .arg(r.y())
        .arg(r.width())
        .arg(r.height());
}

bool isContainer(const QObject* o) {
    return cowrie::test::inherits(o, "QQuickPane") || cowrie::test::inherits(o, "QQuickPage") ||
           cowrie::test::inherits(o, "QQuickScrollView") ||
           cowrie::test::inherits(o, "QQuickStackView") ||
           cowrie::test::inherits(o, "QQuickScrollBar") ||
           cowrie::test::inherits(o, "QQuickPopupItem");
}
bool isControl(const QObject* o) {
    return cowrie::test::inherits(o, "QQuickControl") && !isContainer(o);
}
bool isText(const QQuickItem* o) {
    return cowrie::test::inherits(o, "QQuickText") &&
           !o->property("text").toString().trimmed().isEmpty();
}
bool insideControl(const QQuickItem* item) {
    for (const QQuickItem* p = item->parentItem(); p; p = p->parentItem())
        if (isControl(p)) return true;
    return false;
}

// What is seen of `item`: its box (a text's glyphs), cut by every clipping
// parent and the window.
QRectF seenRect(const QQuickItem* item, const QRectF& window) {
    QRectF own(0, 0, item->width(), item->height());
    if (cowrie::test::inherits(item, "QQuickText")) {
        const qreal cw = item->property("contentWidth").toReal();
        const int align = item->property("effectiveHorizontalAlignment").toInt();
        const qreal x = align == Qt::AlignRight     ? item->width() - cw
                        : align == Qt::AlignHCenter ? (item->width() - cw) / 2
                                                    : 0;
        own = QRectF(x, 0, cw, item->property("contentHeight").toReal());
    }
    QRectF seen = item->mapRectToScene(own) & window;
    for (const QQuickItem* p = item->parentItem(); p; p = p->parentItem())
        if (p->clip()) seen &= sceneRect(p);
    return seen;
}

bool isAncestor(const QQuickItem* ancestor, const QQuickItem* item) {
    for (const QQuickItem* i = item; i; i = i->parentItem())
        if (i == ancestor) return true;
    return false;
}

// Wholly in sight: inside the window and every clipping parent.
bool wholeInSight(const QQuickItem* item, const QRectF& window) {
    if (!shown(item)) return false;
    const QRectF r = sceneRect(item);
    if (!window.adjusted(-1, -1, 1, 1).contains(r)) return false;
    for (const QQuickItem* p = item->parentItem(); p; p = p->parentItem())
        if (p->clip() && !sceneRect(p).adjusted(-1, -1, 1, 1).contains(r)) return false;
    return true;
}

bool takesTab(const QQuickItem* item) {
    return item->activeFocusOnTab() && item->isEnabled() && shown(item);
}

}  // namespace

class TestFormFit : public QObject {
    Q_OBJECT

    cowrie::ui::AppSettings* settings() {
        return engine_.singletonInstance<cowrie::ui::AppSettings*>(
            qmlTypeId("Cowrie", 1, 0, "AppSettings"));
    }

    void openForm(const QString& pageName, const QString& language, QSize size) {
        QVERIFY(QMetaObject::invokeMethod(window_, "goHome"));
        settings()->setLanguage(language == "en" ? QString() : language);
        auto* languages = engine_.singletonInstance<cowrie::ui::Languages*>(
            qmlTypeId("Cowrie", 1, 0, "Languages"));
        QTRY_COMPARE(languages->current(), language);
        window_->resize(size);
        QTRY_COMPARE(window_->size(), size);
        QString record;
        cowrie::test::openAppPage(window_, pageName, record);
        QQuickItem* page = cowrie::test::currentPage(window_);
        QVERIFY(page);
        QTRY_VERIFY_WITH_TIMEOUT(!page->parentItem()->property("busy").toBool(), 20000);
        QTest::qWait(200);
        if (pageName == "newgame") {
            // Against the computer: the side and the level show too.
            const auto radios = cowrie::test::findItemsNamed(page, "mode-computer");
            QCOMPARE(radios.size(), 1);
            const QRectF r = sceneRect(radios.first());
            QTest::mouseClick(window_, Qt::LeftButton, Qt::NoModifier, r.center().toPoint());
            QTRY_VERIFY(radios.first()->property("checked").toBool());
            QTest::qWait(200);
        }
    }

    void grab(const QString& name, bool forDocs) {
        const QImage shot = window_->grabWindow();
        QVERIFY(shot.save(QStringLiteral(COWRIE_SCREENSHOT_DIR "/") + name));
        if (forDocs && qEnvironmentVariableIntValue("COWRIE_UPDATE_DOCS") == 1)
            QVERIFY(shot.save(QStringLiteral(COWRIE_DOCS_DIR "/screenshots/") + name));
    }

  private slots:
    void initTestCase() {
        cowrie::test::freshStart("tst_formfit");
        QSettings().setValue("look/textScale", 150);
        window_ = cowrie::test::openMainWindow(engine_, QSize(1024, 640));
        QVERIFY(window_);
        QVERIFY(settings());
        QCOMPARE(settings()->textScale(), 150);
    }

    void formFits_data() {
        QTest::addColumn<QString>("pageName");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        for (const char* page : {"settings", "newgame"})
            for (const char* language : {"en", "ta"})
                for (const QSize size : {QSize(1024, 640), QSize(1280, 800), QSize(1920, 1080)})
                    QTest::newRow(qPrintable(QStringLiteral("%1 %2 %3x%4")
                                                 .arg(QLatin1String(page), QLatin1String(language))
                                                 .arg(size.width())
                                                 .arg(size.height())))
                        << QString(page) << QString(language) << size;
    }

    void formFits() {
        QFETCH(QString, pageName);
        QFETCH(QString, language);
        QFETCH(QSize, size);
        openForm(pageName, language, size);
        if (QTest::currentTestFailed()) return;
        QQuickItem* page = cowrie::test::currentPage(window_);
        const QRectF window(QPointF(0, 0), QSizeF(size));
        const QString shotName = (pageName == "newgame" ? QStringLiteral("setup") : pageName) +
                                 (language == "en" ? QString() : "-" + language);
        if (size == QSize(1280, 800)) grab(shotName + "-text-150.png", language == "en");
        if (size == QSize(1024, 640)) grab(shotName + "-1024x640.png", language == "en");

        // Nothing seen overlaps something else seen (but what it holds), and
        // no text shown is cut short.
        QStringList faults;
        for (QQuickItem* text : cowrie::test::findItems(page, [](const QQuickItem* item) {
                 return isText(item) && shown(item) && item->property("truncated").toBool();
             }))
            faults << QStringLiteral("truncated: %1").arg(describe(text));
        const auto parts = cowrie::test::findItems(page, [](const QQuickItem* item) {
            return shown(item) && (isControl(item) || (isText(item) && !insideControl(item)));
        });
        for (int i = 0; i < parts.size(); ++i) {
            const QRectF a = seenRect(parts[i], window);
            if (a.width() < 1 || a.height() < 1) continue;
            for (int j = i + 1; j < parts.size(); ++j) {
                if (isAncestor(parts[i], parts[j]) || isAncestor(parts[j], parts[i])) continue;
                const QRectF both = a & seenRect(parts[j], window);
                if (both.width() > 1 && both.height() > 1)
                    faults << QStringLiteral("%1 overlaps %2")
                                  .arg(describe(parts[i]), describe(parts[j]));
            }
        }
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join("\n")));

        // A part that scrolls because it does not fit says so with its bar.
        for (QQuickItem* view : cowrie::test::findItems(page, [](const QQuickItem* item) {
                 return cowrie::test::inherits(item, "QQuickFlickable") &&
                        !cowrie::test::inherits(item, "QQuickItemView") &&
                        !cowrie::test::inherits(item, "QQuickTextEdit") && shown(item);
             })) {
            if (view->property("contentHeight").toReal() <= view->height() + 1) continue;
            const auto bars = cowrie::test::findItems(view, [&](const QQuickItem* item) {
                return cowrie::test::inherits(item, "QQuickScrollBar") &&
                       item->parentItem() == view && shown(item) &&
                       item->property("size").toReal() < 1 &&
                       item->property("policy").toInt() == 2;  // ScrollBar.AlwaysOn
            });
            QVERIFY2(!bars.isEmpty(), qPrintable("no scroll bar shown on " + describe(view)));
        }

        // Tab: every control, each wholly in sight when reached.
        page->forceActiveFocus();
        QList<QQuickItem*> cycle;
        for (int press = 0; press < 200; ++press) {
            QTest::keyClick(window_, Qt::Key_Tab);
            QQuickItem* at = window_->activeFocusItem();
            QVERIFY(at);
            if (cycle.contains(at)) break;
            if (isAncestor(page, at))
                QTRY_VERIFY2(wholeInSight(at, window),
                             qPrintable("Tab stops out of sight: " + describe(at)));
            cycle << at;
        }
        for (QQuickItem* item : cowrie::test::findItems(page, takesTab)) {
            const bool reached = std::any_of(cycle.begin(), cycle.end(),
                                             [&](QQuickItem* at) { return isAncestor(item, at); });
            QVERIFY2(reached, qPrintable("Tab never reaches " + describe(item)));
        }
    }

    // Each speed clicked in turn: the speeds and the rows stay where they were.
    void choosingASpeedMovesNothing_data() {
        QTest::addColumn<QSize>("size");
        for (const QSize size : {QSize(1024, 640), QSize(1280, 800), QSize(1920, 1080)})
            QTest::newRow(qPrintable(QStringLiteral("%1x%2").arg(size.width()).arg(size.height())))
                << size;
    }

    void choosingASpeedMovesNothing() {
        QFETCH(QSize, size);
        openForm("settings", "en", size);
        if (QTest::currentTestFailed()) return;
        QQuickItem* page = cowrie::test::currentPage(window_);
        const auto where = [&] {
            QList<QRectF> rects;
            for (QQuickItem* item : cowrie::test::findItems(page, [](const QQuickItem* i) {
                     return (i->objectName() == "setting" || isControl(i)) && shown(i);
                 }))
                rects << sceneRect(item);
            return rects;
        };
        const auto speeds = cowrie::test::findItems(page, [](const QQuickItem* item) {
            return cowrie::test::inherits(item, "QQuickAbstractButton") && shown(item) &&
                   QStringList{"Slow", "Normal", "Fast", "Instant"}.contains(
                       item->property("text").toString());
        });
        QCOMPARE(speeds.size(), 4);
        const int before = settings()->stepMs();
        const QList<QRectF> start = where();
        for (QQuickItem* speed : speeds) {
            QTest::mouseClick(window_, Qt::LeftButton, Qt::NoModifier,
                              sceneRect(speed).center().toPoint());
            QTRY_VERIFY(speed->property("checked").toBool());
            QTest::qWait(50);
            QCOMPARE(where(), start);
        }
        settings()->setStepMs(before);
    }

    void cleanupTestCase() { settings()->setLanguage(QString()); }

  private:
    QQmlApplicationEngine engine_;
    QQuickWindow* window_ = nullptr;
};

int main(int argc, char* argv[]) {
    return cowrie::test::runWindowTest<TestFormFit>(argc, argv);
}

#include "tst_formfit.moc"
