// The two looks a player can ask for (issue 17, part 3), grabbed from the
// real Main.qml mid-game at 1280x800: the high-contrast board
// (high-contrast.png) and the play page at 150% text (text-150.png). Both
// settings are switched live through AppSettings, as the Settings page does.
// The grabs land in the build tree; with COWRIE_UPDATE_DOCS=1 also in
// docs/screenshots/, which the README shows.

#include <QtQml/qqmlextensionplugin.h>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QtTest>

#include <functional>

#include "app/ui/play/gamesession.h"
#include "app/ui/settings/appsettings.h"
#include "tests/app/main_window.h"

using cowrie::ui::AppSettings;
using cowrie::ui::GameSession;

Q_IMPORT_QML_PLUGIN(CowriePlugin)

namespace {

void save(const QImage& image, const char* name) {
    QVERIFY(image.save(QStringLiteral(COWRIE_SCREENSHOT_DIR "/") + QLatin1String(name)));
    if (qEnvironmentVariableIntValue("COWRIE_UPDATE_DOCS") == 1)
        QVERIFY(image.save(QStringLiteral(COWRIE_DOCS_DIR "/screenshots/") + QLatin1String(name)));
}

// The share of the image's pixels (sampled on a grid) for which `wanted` holds.
double share(const QImage& image, const QRect& area, const std::function<bool(QColor)>& wanted) {
    int all = 0, found = 0;
    for (int y = area.top(); y <= area.bottom(); y += 3)
        for (int x = area.left(); x <= area.right(); x += 3) {
            ++all;
            found += wanted(image.pixelColor(x, y));
        }
    return all ? double(found) / all : 0;
}

}  // namespace

class TestLookShots : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        cowrie::test::freshStart("tst_lookshots");
        window_ = cowrie::test::openMainWindow(engine_, QSize(1280, 800));
        QVERIFY(window_);
        settings_ =
            engine_.singletonInstance<AppSettings*>(qmlTypeId("Cowrie", 1, 0, "AppSettings"));
        QVERIFY(settings_);
        const QVariantMap setup{{"game", "congkak"}, {"mode", "computer"}, {"level", 1}};
        QVERIFY(QMetaObject::invokeMethod(window_, "play", Q_ARG(QVariant, setup)));
        QTRY_VERIFY((page_ = cowrie::test::currentPage(window_)) &&
                    page_->property("controller").isValid());
        QTRY_VERIFY_WITH_TIMEOUT(!page_->parentItem()->property("busy").toBool(), 20000);
        auto* game = page_->property("controller").value<GameSession*>();
        page_->setProperty("stepMs", 0);
        // Mid-game: a few moves each.
        for (int move = 0; move < 8 && !game->over(); ++move) {
            QTRY_VERIFY_WITH_TIMEOUT(game->humanToMove() || game->over(), 20000);
            for (int hole = 7; hole >= 1; --hole)
                if (game->play(hole)) break;
        }
        QTRY_VERIFY_WITH_TIMEOUT(game->humanToMove() || game->over(), 20000);
        QVERIFY(!game->over());
    }

    // The board turns flat and dark with bright rims, live.
    void highContrastBoard() {
        QQuickItem* board = page_->property("board").value<QQuickItem*>();
        QVERIFY(board);
        QQuickItem* art = cowrie::test::findItemsNamed(board, "art").value(0);
        QVERIFY(art);
        const QRect boardArea =
            board->mapRectToScene(QRectF(0, 0, board->width(), board->height())).toRect();
        auto dark = [](QColor c) { return c.lightnessF() < 0.12; };
        auto rim = [](QColor c) { return c.red() > 220 && c.green() > 190 && c.blue() < 140; };
        QTest::qWait(200);
        const QImage wood = window_->grabWindow();
        QVERIFY(!art->property("highContrast").toBool());

        settings_->setHighContrast(true);
        QTRY_VERIFY(art->property("highContrast").toBool());
        QTest::qWait(200);
        const QImage contrast = window_->grabWindow();
        save(contrast, "high-contrast.png");
        // Near-black covers much more of the board, and the pits' yellow rims show.
        QVERIFY2(share(contrast, boardArea, dark) > share(wood, boardArea, dark) + 0.2,
                 "the board is dark");
        QVERIFY2(share(contrast, boardArea, rim) > 0.01, "the pits have bright rims");
        settings_->setHighContrast(false);
        QTRY_VERIFY(!art->property("highContrast").toBool());
    }

    // Every text of the page grows by half, live.
    void textAt150() {
        QQuickItem* title = nullptr;
        for (QQuickItem* item : cowrie::test::findItems(page_, [](const QQuickItem* i) {
                 return i->inherits("QQuickText") && cowrie::test::shown(i) &&
                        !i->property("text").toString().isEmpty();
             })) {
            title = item;
            break;
        }
        QVERIFY(title);
        const int before = title->property("font").value<QFont>().pixelSize();
        QVERIFY(before > 0);
        settings_->setTextScale(150);
        QTRY_VERIFY(title->property("font").value<QFont>().pixelSize() >= before * 1.4);
        QTest::qWait(300);
        save(window_->grabWindow(), "text-150.png");
        settings_->setTextScale(100);
        QTRY_COMPARE(title->property("font").value<QFont>().pixelSize(), before);
    }

  private:
    QQmlApplicationEngine engine_;
    QQuickWindow* window_ = nullptr;
    QQuickItem* page_ = nullptr;
    AppSettings* settings_ = nullptr;
};

int main(int argc, char* argv[]) {
    return cowrie::test::runWindowTest<TestLookShots>(argc, argv);
}

#include "tst_lookshots.moc"
