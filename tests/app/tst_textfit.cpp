// The app at 150% text (issue 17, part 3): the real Main.qml, with the text
// size at its largest and the high-contrast look on, opens every page (home,
// new game, play, settings, rules, the lessons and one lesson, library,
// review, a replay) at 1024x640, 1280x800 and 1920x1080. On each, no text
// shown is truncated (elided or cut to fewer lines), no text runs out of the
// control that holds it, and no control or text lies outside what its
// clipping parents (and the window) show: a scrolling list may hide it above
// or below, never at a side.
// The grabs land in the build tree (textfit-<page>-<w>x<h>.png).

#include <QtQml/qqmlextensionplugin.h>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSettings>
#include <QtTest>

#include "tests/app/app_pages.h"
#include "tests/app/main_window.h"

using cowrie::test::inherits;
using cowrie::test::shown;

Q_IMPORT_QML_PLUGIN(CowriePlugin)

namespace {

bool isControl(const QObject* o) {
    return inherits(o, "QQuickControl");
}
bool isText(const QObject* o) {
    return inherits(o, "QQuickText");
}
bool isFlickable(const QObject* o) {
    return inherits(o, "QQuickFlickable");
}
// Controls that are containers (pages, panes, scroll views): what they hold
// may scroll, so a text is measured against the control nearest to it.
bool isContainer(const QObject* o) {
    return inherits(o, "QQuickPane") || inherits(o, "QQuickPage") ||
           inherits(o, "QQuickScrollView") || inherits(o, "QQuickStackView");
}

QString describe(const QQuickItem* item) {
    QString name = item->objectName();
    if (name.isEmpty()) name = item->property("text").toString().left(60);
    return QStringLiteral("%1 [%2]").arg(name,
                                         QString::fromLatin1(item->metaObject()->className()));
}

QString rectText(const QRectF& r) {
    return QStringLiteral("%1,%2 %3x%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

QRectF sceneRect(const QQuickItem* item) {
    return item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
}

// Where a text's glyphs lie, in its own coordinates: its box, grown by what
// does not fit in it on the side its alignment sends it.
QRectF paintedRect(const QQuickItem* text) {
    const qreal w = text->width(), h = text->height();
    const qreal cw = text->property("contentWidth").toReal();
    const qreal ch = text->property("contentHeight").toReal();
    qreal x = 0, y = 0;
    const int h_align = text->property("effectiveHorizontalAlignment").toInt();
    if (cw > w)
        x = h_align == Qt::AlignRight ? w - cw : h_align == Qt::AlignHCenter ? (w - cw) / 2 : 0;
    const int v_align = text->property("verticalAlignment").toInt();
    if (ch > h)
        y = v_align == Qt::AlignBottom ? h - ch : v_align == Qt::AlignVCenter ? (h - ch) / 2 : 0;
    return QRectF(x, y, std::max(w, cw), std::max(h, ch));
}

}  // namespace

class TestTextFit : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        cowrie::test::freshStart("tst_textfit");
        QSettings().setValue("look/textScale", 150);
        QSettings().setValue("look/highContrast", true);
        cowrie::test::keepRandomGame("kalah", 1, "Nurul Aisyah");
        cowrie::test::keepRandomGame("congkak", 2, "Nurul Aisyah");
        window_ = cowrie::test::openMainWindow(engine_, QSize(1024, 640));
        QVERIFY(window_);
    }

    void everyPageFits_data() {
        QTest::addColumn<QString>("pageName");
        QTest::addColumn<QSize>("size");
        for (const char* page : {"home", "newgame", "play", "settings", "rules", "lessons",
                                 "lesson", "library", "review", "replay"})
            for (const QSize size : {QSize(1024, 640), QSize(1280, 800), QSize(1920, 1080)})
                QTest::newRow(qPrintable(
                    QStringLiteral("%1 %2x%3").arg(page).arg(size.width()).arg(size.height())))
                    << QString(page) << size;
    }

    void everyPageFits() {
        QFETCH(QString, pageName);
        QFETCH(QSize, size);
        if (pageName != openPage_) {
            cowrie::test::openAppPage(window_, pageName, record_);
            if (QTest::currentTestFailed()) return;
            openPage_ = pageName;
        }
        window_->resize(size);
        QTRY_COMPARE(window_->size(), size);
        QQuickItem* page = cowrie::test::currentPage(window_);
        QVERIFY(page);
        QTRY_VERIFY_WITH_TIMEOUT(!page->parentItem()->property("busy").toBool(), 20000);
        QTest::qWait(200);  // layouts settled
        QVERIFY(QMetaObject::invokeMethod(window_->contentItem(), "forceActiveFocus"));
        QVERIFY(
            window_->grabWindow().save(QStringLiteral(COWRIE_SCREENSHOT_DIR "/textfit-%1-%2x%3.png")
                                           .arg(pageName)
                                           .arg(size.width())
                                           .arg(size.height())));

        QStringList faults;
        int texts = 0;
        const QRectF windowRect(QPointF(0, 0), QSizeF(size));
        for (QQuickItem* item : cowrie::test::findItems(
                 window_->contentItem(),
                 [](const QQuickItem* i) { return (isText(i) || isControl(i)) && shown(i); })) {
            const bool text = isText(item);
            if (text && item->property("text").toString().trimmed().isEmpty()) continue;
            texts += text;
            if (text && item->property("truncated").toBool())
                faults << QStringLiteral("truncated: %1").arg(describe(item));
            const QRectF own =
                text ? paintedRect(item) : QRectF(0, 0, item->width(), item->height());
            const QRectF where = item->mapRectToScene(own);
            // Inside the control that holds a text (a button, a field, ...),
            // unless a scrolling view lies between them.
            if (text) {
                for (QQuickItem* p = item->parentItem(); p && !isFlickable(p);
                     p = p->parentItem()) {
                    if (!isControl(p)) continue;
                    if (!isContainer(p) && !sceneRect(p).adjusted(-1, -1, 1, 1).contains(where))
                        faults << QStringLiteral("out of its control: %1 at %2 in %3 at %4")
                                      .arg(describe(item), rectText(where), describe(p),
                                           rectText(sceneRect(p)));
                    break;
                }
            }
            // Inside what every clipping parent shows, and the window; a
            // vertical scroller may hide it above or below.
            bool vertical = true;
            QRectF visible = windowRect;
            for (QQuickItem* p = item->parentItem(); p; p = p->parentItem()) {
                if (isFlickable(p)) {
                    const bool scrollsAcross =
                        p->property("contentWidth").toReal() > p->width() + 0.5;
                    if (p->clip() && !scrollsAcross) {
                        const QRectF r = sceneRect(p);
                        visible &= QRectF(r.x(), visible.y(), r.width(), visible.height());
                    }
                    vertical = false;
                    if (scrollsAcross) visible = QRectF();  // scrolls both ways: not judged
                    break;
                }
                if (p->clip()) visible &= sceneRect(p);
            }
            if (visible.isNull()) continue;
            const QRectF slack = visible.adjusted(-1, -1, 1, 1);
            const bool inside =
                vertical ? slack.contains(where)
                         : where.left() >= slack.left() && where.right() <= slack.right();
            if (!inside)
                faults << QStringLiteral("cut: %1 at %2, shown %3")
                              .arg(describe(item), rectText(where), rectText(visible));
        }
        QVERIFY2(texts >= 3, "the page shows text");
        faults.removeDuplicates();
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join("\n")));
    }

  private:
    QQmlApplicationEngine engine_;
    QQuickWindow* window_ = nullptr;
    QString openPage_;
    QString record_;
};

int main(int argc, char* argv[]) {
    return cowrie::test::runWindowTest<TestTextFit>(argc, argv);
}

#include "tst_textfit.moc"
