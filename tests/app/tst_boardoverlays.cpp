// What lies over or beside the board on the play page hides nothing of it
// (issue 30, a newcomer's list): the sound button covers no place (hole or
// store), the banner ("South captures 4") no seed count, and the hover
// preview's legend is wholly in the window, not cut, and clear of the
// Narrate bar's switch and the players' bars (it takes the caption's place
// while shown), the board not moved, in every game at 1024x640, 1280x800 and
// 1920x1080. The grabs land in the build tree (overlays-<game>-<w>x<h>.png,
// legend-<game>-<w>x<h>.png).

#include <QtQml/qqmlextensionplugin.h>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QtTest>

#include "core/registry.h"
#include "tests/app/main_window.h"

Q_IMPORT_QML_PLUGIN(CowriePlugin)

namespace {

using cowrie::test::shown;

// Whether `item` is an instance of the QML type `type` (its class name is
// the type's, with a suffix).
bool isA(const QQuickItem* item, const char* type) {
    for (const QMetaObject* m = item->metaObject(); m; m = m->superClass())
        if (QByteArray(m->className()).startsWith(type)) return true;
    return false;
}

QRectF sceneRect(const QQuickItem* item) {
    return item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
}

QString describe(const QQuickItem* item) {
    return item->objectName().isEmpty() ? QString::fromLatin1(item->metaObject()->className())
                                        : item->objectName();
}

QString str(const QRectF& r) {
    return QStringLiteral("%1,%2 %3x%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

// The two rectangles share more than a hairline.
bool overlap(const QRectF& a, const QRectF& b) {
    const QRectF both = a.intersected(b);
    return both.width() > 0.5 && both.height() > 0.5;
}

}  // namespace

class TestBoardOverlays : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        cowrie::test::freshStart("tst_boardoverlays");
        window_ = cowrie::test::openMainWindow(engine_);
        QVERIFY(window_);
    }

    void nothingHidesTheBoard_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QSize>("size");
        for (const cowrie::GameInfo& info : cowrie::allGames()) {
            const QString game = QString::fromStdString(info.id);
            for (const QSize size : {QSize(1024, 640), QSize(1280, 800), QSize(1920, 1080)})
                QTest::newRow(qPrintable(
                    QStringLiteral("%1 %2x%3").arg(game).arg(size.width()).arg(size.height())))
                    << game << size;
        }
    }

    void nothingHidesTheBoard() {
        QFETCH(QString, game);
        QFETCH(QSize, size);
        QQuickItem* page = cowrie::test::currentPage(window_);
        auto gameOf = [](const QQuickItem* p) {
            return p && p->property("controller").isValid()
                       ? p->property("controller").value<QObject*>()->property("gameId").toString()
                       : QString();
        };
        if (gameOf(page) != game) {
            const QVariantMap setup{{"game", game}, {"mode", "computer"}, {"level", 0}};
            QVERIFY(QMetaObject::invokeMethod(window_, "play", Q_ARG(QVariant, setup)));
            QTRY_VERIFY(gameOf(page = cowrie::test::currentPage(window_)) == game);
        }
        window_->resize(size);
        QTRY_COMPARE(window_->size(), size);
        QTRY_VERIFY_WITH_TIMEOUT(!page->parentItem()->property("busy").toBool(), 20000);
        QTest::qWait(150);
        const QRectF windowRect(QPointF(0, 0), QSizeF(size));
        auto* board = page->property("board").value<QQuickItem*>();
        QVERIFY(board);

        const QList<QQuickItem*> places = cowrie::test::findItems(
            board, [](const QQuickItem* item) { return isA(item, "BoardPlace") && shown(item); });
        QVERIFY(places.size() >= 12);

        // 1. The sound button: shown, in the window, over no hole or store.
        const QList<QQuickItem*> mutes = cowrie::test::findItems(
            page, [](const QQuickItem* item) { return isA(item, "MuteButton") && shown(item); });
        QCOMPARE(mutes.size(), 1);
        const QRectF mute = sceneRect(mutes.first());
        QVERIFY2(windowRect.contains(mute), qPrintable("the sound button lies at " + str(mute)));
        // A place as seen: its hollow and the carved lip around it (7% of
        // its side, woodpainter.cpp), and its count's chip; the button not
        // even touching them (3 px apart).
        for (const QQuickItem* place : places) {
            const QRectF r = sceneRect(place);
            const qreal lip = std::min(r.width(), r.height()) * 0.07;
            QVERIFY2(!overlap(mute.adjusted(-3, -3, 3, 3), r.adjusted(-lip, -lip, lip, lip)),
                     qPrintable(QStringLiteral("the sound button (%1) covers place %2 (%3)")
                                    .arg(str(mute))
                                    .arg(place->property("place").toInt())
                                    .arg(str(r))));
        }
        for (const QQuickItem* badge : cowrie::test::findItems(board, [](const QQuickItem* item) {
                 return isA(item, "CountBadge") && shown(item);
             }))
            QVERIFY2(!overlap(mute, sceneRect(badge)),
                     qPrintable("the sound button covers a count at " + str(sceneRect(badge))));

        // 2. The banner, with a message as long as a capture's, covers no
        // seed count (the pits' and stores' and the players' bars').
        const QList<QQuickItem*> banners = cowrie::test::findItems(
            page, [](const QQuickItem* item) { return isA(item, "Banner"); });
        QCOMPARE(banners.size(), 1);
        QQuickItem* banner = banners.first();
        QVERIFY(QMetaObject::invokeMethod(banner, "show", Q_ARG(QVariant, "Computer captures 12"),
                                          Q_ARG(QVariant, "capture")));
        QTRY_COMPARE(banner->opacity(), 1.0);
        const QRectF bannerRect = sceneRect(banner);
        QVERIFY2(windowRect.contains(bannerRect),
                 qPrintable("the banner lies at " + str(bannerRect)));
        const QList<QQuickItem*> counts = cowrie::test::findItems(page, [](const QQuickItem* item) {
            return (isA(item, "CountBadge") || item->objectName() == "storeSeeds" ||
                    item->objectName() == "rowSeeds") &&
                   shown(item);
        });
        QVERIFY(counts.size() >= places.size());
        for (const QQuickItem* count : counts)
            QVERIFY2(!overlap(bannerRect, sceneRect(count)),
                     qPrintable(QStringLiteral("the banner (%1) covers a count (%2, %3)")
                                    .arg(str(bannerRect))
                                    .arg(count->objectName())
                                    .arg(str(sceneRect(count)))));
        const QImage banneredGrab = window_->grabWindow();
        QVERIFY(banneredGrab.save(QStringLiteral(COWRIE_SCREENSHOT_DIR "/overlays-%1-%2x%3.png")
                                      .arg(game)
                                      .arg(size.width())
                                      .arg(size.height())));
        QVERIFY(QMetaObject::invokeMethod(banner, "clear"));

        // 3. The legend of each legal pit's preview: in the window, its
        // words not cut, clear of the Narrate bar and of the players' bars.
        QList<QQuickItem*> keepClear = cowrie::test::findItemsNamed(page, "narrateSwitch");
        keepClear << cowrie::test::findItemsNamed(page, "bottomBar")
                  << cowrie::test::findItemsNamed(page, "topBar") << board << mutes.first();
        QCOMPARE(keepClear.size(), 5);
        const QRectF boardBefore = sceneRect(board);
        // With the narration on: the caption bar is shown under the board.
        keepClear.first()->setProperty("checked", true);
        QTRY_VERIFY(shown(cowrie::test::findItemsNamed(page, "playCaption").value(0)));
        QQuickItem* legend = cowrie::test::findItemsNamed(page, "previewLegend").value(0);
        QVERIFY(legend);
        const QQuickItem* legendText =
            cowrie::test::findItemsNamed(legend, "previewLegendText").value(0);
        QVERIFY(legendText);
        int previewed = 0;
        for (const QQuickItem* place : places) {
            if (!place->property("legal").toBool()) continue;
            board->setProperty("hoverPlace", place->property("place"));
            if (!board->property("preview").toMap().value("valid").toBool()) continue;
            ++previewed;
            QTRY_VERIFY(shown(legend));
            const QRectF legendRect = sceneRect(legend);
            const QString where = QStringLiteral("the legend of place %1 (%2)")
                                      .arg(place->property("place").toInt())
                                      .arg(str(legendRect));
            QVERIFY2(windowRect.contains(legendRect), qPrintable(where + " leaves the window"));
            QVERIFY2(
                legendText->property("contentHeight").toReal() <= legendText->height() + 0.5 &&
                    legendText->property("contentWidth").toReal() <= legendText->width() + 0.5 &&
                    legendRect.contains(sceneRect(legendText)),
                qPrintable(where + " is cut"));
            QVERIFY2(!legendText->property("truncated").toBool(), qPrintable(where + " is cut"));
            for (const QQuickItem* other : keepClear)
                QVERIFY2(!overlap(legendRect, sceneRect(other)),
                         qPrintable(where + " covers " + describe(other)));
            // The Narrate bar's caption gives the legend its place.
            for (const QQuickItem* caption : cowrie::test::findItemsNamed(page, "playCaption"))
                QVERIFY2(!shown(caption) || !overlap(legendRect, sceneRect(caption)),
                         qPrintable(where + " covers the Narrate bar's caption"));
            QCOMPARE(sceneRect(board), boardBefore);
            for (const QQuickItem* count : counts)
                QVERIFY2(!overlap(legendRect, sceneRect(count)),
                         qPrintable(where + " covers a count at " + str(sceneRect(count))));
        }
        // A simultaneous race (three-row) has no preview; the others do.
        if (game != "three-row") QVERIFY(previewed > 0);
        if (previewed > 0) {
            const QImage legendGrab = window_->grabWindow();
            QVERIFY(legendGrab.save(QStringLiteral(COWRIE_SCREENSHOT_DIR "/legend-%1-%2x%3.png")
                                        .arg(game)
                                        .arg(size.width())
                                        .arg(size.height())));
        }
        board->setProperty("hoverPlace", -1);
    }

  private:
    QQmlApplicationEngine engine_;
    QQuickWindow* window_ = nullptr;
};

int main(int argc, char* argv[]) {
    return cowrie::test::runWindowTest<TestBoardOverlays>(argc, argv);
}

#include "tst_boardoverlays.moc"
