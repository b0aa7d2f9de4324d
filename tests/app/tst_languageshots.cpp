// The home page and a play page in Tamil and in Sinhala (issue 17), grabbed
// into this build directory, and with COWRIE_UPDATE_DOCS=1 into
// docs/screenshots/ (home-ta.png, play-ta.png, home-si.png, play-si.png).
// Each is played in a game of its region: pallankuzhi in Tamil, olinda
// keliya in Sinhala. The system must have fonts for both scripts
// (fonts-noto-core), or the words show as boxes: that is checked first.
// Then, in every language at three window sizes, the words of each game's
// card on the home page stay inside the card (the links on one line, the
// description and the presets above them), and the narration under the board
// tells each caption of a long move whole (issue 32: Tamil's was cut with
// "..."), at 1024x640 and 1920x1080.

#include <QtQml/qqmlextensionplugin.h>
#include <QDir>
#include <QFontDatabase>
#include <QQmlApplicationEngine>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSet>
#include <QtTest>

#include "app/ui/play/gamesession.h"
#include "app/ui/settings/appsettings.h"
#include "app/ui/settings/languages.h"
#include "tests/app/main_window.h"

using cowrie::ui::GameSession;

Q_IMPORT_QML_PLUGIN(CowriePlugin)

namespace {

using cowrie::test::distinctColours;

}  // namespace

class LanguageShots : public QObject {
    Q_OBJECT

    cowrie::ui::AppSettings* settings() {
        return engine_.singletonInstance<cowrie::ui::AppSettings*>(
            qmlTypeId("Cowrie", 1, 0, "AppSettings"));
    }

    void grab(const QString& name) {
        // The page's arrival slides in: grab once the stack stands still.
        QQuickItem* page = cowrie::test::currentPage(window_);
        QVERIFY(page && page->parentItem());
        QTRY_VERIFY_WITH_TIMEOUT(!page->parentItem()->property("busy").toBool(), 20000);
        QTest::qWait(300);
        QImage shot;
        // On a loaded machine the page may not be painted yet: grab again.
        QTRY_VERIFY_WITH_TIMEOUT((shot = window_->grabWindow(), distinctColours(shot) > 20), 10000);
        QVERIFY(shot.save(QStringLiteral(COWRIE_SCREENSHOT_DIR "/") + name));
        if (qEnvironmentVariableIntValue("COWRIE_UPDATE_DOCS") == 1) {
            QDir().mkpath(QStringLiteral(COWRIE_DOCS_DIR "/screenshots"));
            QVERIFY(shot.save(QStringLiteral(COWRIE_DOCS_DIR "/screenshots/") + name));
        }
    }

  private slots:
    void theCardsHoldTheirWords_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        for (const char* language : {"en", "ms", "id", "ta", "si"})
            for (const QSize size : {QSize(1024, 640), QSize(1280, 800), QSize(1920, 1080)})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2x%3")
                                             .arg(QLatin1String(language))
                                             .arg(size.width())
                                             .arg(size.height())))
                    << QString(language) << size;
    }

    void theCardsHoldTheirWords() {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        QVERIFY(QMetaObject::invokeMethod(window_, "goHome"));
        settings()->setLanguage(language);
        window_->resize(size);
        QTRY_COMPARE(window_->size(), size);
        QQuickItem* page = cowrie::test::currentPage(window_);
        QTRY_VERIFY_WITH_TIMEOUT(!page->parentItem()->property("busy").toBool(), 20000);
        QTest::qWait(300);  // the cards' reported needs, then the grid's answer
        const auto cards = cowrie::test::findItems(page, [](const QQuickItem* item) {
            return QByteArray(item->metaObject()->className()).startsWith("GameCard") &&
                   cowrie::test::shown(item);
        });
        QVERIFY2(cards.size() >= 3, qPrintable(QString::number(cards.size())));
        QStringList faults;
        for (QQuickItem* card : cards) {
            const QRectF box = card->mapRectToScene(QRectF(0, 0, card->width(), card->height()))
                                   .adjusted(-1, -1, 1, 1);
            for (QQuickItem* text : cowrie::test::findItems(card, [](const QQuickItem* item) {
                     return item->inherits("QQuickText") && cowrie::test::shown(item) &&
                            !item->property("text").toString().isEmpty();
                 })) {
                const QRectF own(
                    0, 0, std::max(text->width(), text->property("contentWidth").toReal()),
                    std::max(text->height(), text->property("contentHeight").toReal()));
                const QRectF where = text->mapRectToScene(own);
                if (!box.contains(where))
                    faults << QStringLiteral("%1: \"%2\" at %3,%4 %5x%6")
                                  .arg(card->property("name").toString(),
                                       text->property("text").toString().left(30))
                                  .arg(where.x())
                                  .arg(where.y())
                                  .arg(where.width())
                                  .arg(where.height());
            }
        }
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join("\n")));
    }

    void initTestCase() {
        cowrie::test::freshStart("tst_languageshots");
        window_ = cowrie::test::openMainWindow(engine_);
        QVERIFY(window_);
        QVERIFY(settings());
    }

    void theSystemHasFontsForBothScripts() {
        QVERIFY(!QFontDatabase::families(QFontDatabase::Tamil).isEmpty());
        QVERIFY(!QFontDatabase::families(QFontDatabase::Sinhala).isEmpty());
    }

    void homeAndPlayPages_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("gameId");
        QTest::newRow("ta") << "ta"
                            << "pallankuzhi";
        QTest::newRow("si") << "si"
                            << "olinda-keliya";
    }

    void homeAndPlayPages() {
        QFETCH(QString, language);
        QFETCH(QString, gameId);
        QVERIFY(QMetaObject::invokeMethod(window_, "goHome"));
        settings()->setLanguage(language);
        auto* languages = engine_.singletonInstance<cowrie::ui::Languages*>(
            qmlTypeId("Cowrie", 1, 0, "Languages"));
        QVERIFY(languages);
        QTRY_COMPARE(languages->current(), language);
        grab(QStringLiteral("home-%1.png").arg(language));

        QVERIFY(QMetaObject::invokeMethod(window_, "startGame", Q_ARG(QVariant, gameId)));
        GameSession* game = nullptr;
        QTRY_VERIFY(
            (game =
                 cowrie::test::currentPage(window_)->property("controller").value<GameSession*>()));
        QTRY_COMPARE(game->gameId(), gameId);
        grab(QStringLiteral("play-%1.png").arg(language));
    }

    void narrationIsWhole_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        for (const char* language : {"en", "ms", "id", "ta", "si"})
            for (const QSize size : {QSize(1024, 640), QSize(1920, 1080)})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2x%3")
                                             .arg(QLatin1String(language))
                                             .arg(size.width())
                                             .arg(size.height())))
                    << QString(language) << size;
    }

    // Pallankuzhi's opening move relays round the board: its captions are
    // the game's longest. Each is shown in the narration bar, which must
    // hold it whole and stay in the window.
    void narrationIsWhole() {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        // One game for every row, its move's captions worded anew in each
        // language (the session's feed follows a switch).
        QQuickItem* page = cowrie::test::currentPage(window_);
        GameSession* game = page->property("controller").value<GameSession*>();
        if (!game || game->gameId() != QLatin1String("pallankuzhi") || game->moveCount() == 0) {
            QVERIFY(QMetaObject::invokeMethod(window_, "goHome"));
            cowrie::test::freshStart("tst_languageshots");
            settings()->setProperty("narrate", true);
            QVERIFY(
                QMetaObject::invokeMethod(window_, "startGame", Q_ARG(QVariant, "pallankuzhi")));
            QTRY_VERIFY((page = cowrie::test::currentPage(window_)) &&
                        (game = page->property("controller").value<GameSession*>()));
            QTRY_COMPARE(game->gameId(), QStringLiteral("pallankuzhi"));
            QVERIFY(game->play(1));
        }
        settings()->setLanguage(language);
        window_->resize(size);
        QTRY_COMPARE(window_->size(), size);
        QTest::qWait(100);
        const QStringList captions = game->feed()->property("captions").toStringList();
        QVERIFY2(captions.size() > 5, qPrintable(QString::number(captions.size())));
        QQuickItem* bar = page->findChild<QQuickItem*>(QStringLiteral("playCaption"));
        QVERIFY(bar && cowrie::test::shown(bar));
        auto* text = bar->findChild<QQuickItem*>(QStringLiteral("captionText"));
        QVERIFY(text);
        QStringList faults;
        for (const QString& caption : captions) {
            if (caption.isEmpty()) continue;
            bar->setProperty("text", caption);
            QTest::qWait(20);  // the layout's answer to the bar's new height
            const QRectF where = bar->mapRectToScene(QRectF(0, 0, bar->width(), bar->height()));
            if (text->property("truncated").toBool())
                faults << QStringLiteral("cut: ") + caption;
            else if (!QRectF(QPointF(0, 0), QSizeF(size)).contains(where))
                faults << QStringLiteral("out of the window: ") + caption;
        }
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QLatin1Char('\n'))));
    }

    void cleanupTestCase() { settings()->setLanguage(QString()); }

  private:
    QQmlApplicationEngine engine_;
    QQuickWindow* window_ = nullptr;
};

int main(int argc, char* argv[]) {
    return cowrie::test::runWindowTest<LanguageShots>(argc, argv);
}
#include "tst_languageshots.moc"
