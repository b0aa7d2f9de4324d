// The Language setting switches the running app (issue 17): the home page's
// buttons, a game's name on its card and on the play page, and a sentence
// made in C++ (the play page's prompt) change at once, and switching back
// restores the English. The words come from a small Tamil sample compiled
// for this test (tests/data/translations/live/), since the shipped files
// fill in later; the shipped .qm files are checked to be embedded.

#include <QtQml/qqmlextensionplugin.h>
#include <QFile>
#include <QQmlApplicationEngine>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QtTest>

#include "app/ui/play/gamesession.h"
#include "app/ui/settings/appsettings.h"
#include "app/ui/settings/languages.h"
#include "tests/app/main_window.h"

using cowrie::ui::GameSession;

Q_IMPORT_QML_PLUGIN(CowriePlugin)

namespace {

// The shown items under `root` whose text is `text`.
QList<QQuickItem*> shownTexts(QQuickItem* root, const QString& text) {
    return cowrie::test::findItems(root, [&](const QQuickItem* item) {
        const QVariant value = item->property("text");
        return value.isValid() && value.toString() == text && cowrie::test::shown(item);
    });
}

}  // namespace

class LanguageSwitch : public QObject {
    Q_OBJECT

    cowrie::ui::AppSettings* settings() {
        const int type = qmlTypeId("Cowrie", 1, 0, "AppSettings");
        return engine_.singletonInstance<cowrie::ui::AppSettings*>(type);
    }

    QQuickItem* page() { return cowrie::test::currentPage(window_); }

  private slots:
    void initTestCase() {
        cowrie::test::freshStart("tst_languages");
        cowrie::ui::Languages::setDirectory(QStringLiteral(":/test-i18n"));
        window_ = cowrie::test::openMainWindow(engine_);
        QVERIFY(window_);
        QVERIFY(settings());
    }

    void theShippedTranslationsAreEmbedded() {
        for (const char* lang : {"ms", "id", "ta", "si"})
            QVERIFY2(QFile::exists(QStringLiteral(":/i18n/cowrie_%1.qm").arg(QLatin1String(lang))),
                     lang);
    }

    void theSettingsPageListsTheLanguagesByTheirOwnNames() {
        QVERIFY(QMetaObject::invokeMethod(window_, "openSettings"));
        QTRY_COMPARE(page()->property("title").toString(), QStringLiteral("Settings"));
        for (const char* name : {"language-system", "language-en", "language-ms", "language-id",
                                 "language-ta", "language-si"})
            QTRY_VERIFY2(cowrie::test::findItemsNamed(page(), QLatin1String(name)).size() == 1,
                         name);
        QTRY_VERIFY(!shownTexts(page(), QStringLiteral("தமிழ்")).isEmpty());
        QVERIFY(!shownTexts(page(), QStringLiteral("සිංහල")).isEmpty());
        QVERIFY(!shownTexts(page(), QStringLiteral("Bahasa Melayu")).isEmpty());
    }

    void choosingTamilRewordsThePagesAtOnce() {
        QQuickItem* tamil = cowrie::test::findItemsNamed(page(), "language-ta").value(0);
        QVERIFY(tamil);
        QVERIFY(QMetaObject::invokeMethod(tamil, "clicked"));
        QCOMPARE(settings()->language(), QStringLiteral("ta"));
        // The page shown is worded again without being opened anew.
        QTRY_COMPARE(page()->property("title").toString(), QStringLiteral("அமைப்புகள்"));
        QVERIFY(tamil->property("checked").toBool());

        QVERIFY(QMetaObject::invokeMethod(window_, "goHome"));
        QTRY_VERIFY(!shownTexts(page(), QStringLiteral("நூலகம்")).isEmpty());
        QVERIFY(shownTexts(page(), QStringLiteral("Library")).isEmpty());
        // A game's name, from the rules core, on its card.
        QTRY_VERIFY(!shownTexts(page(), QStringLiteral("கலா")).isEmpty());
        QVERIFY(shownTexts(page(), QStringLiteral("Kalah")).isEmpty());
    }

    void aGameSpeaksTamilThenEnglishAgain() {
        QVERIFY(QMetaObject::invokeMethod(window_, "startGame", Q_ARG(QVariant, "kalah")));
        GameSession* game = nullptr;
        QTRY_VERIFY(page() && (game = page()->property("controller").value<GameSession*>()));
        QTRY_COMPARE(game->gameId(), QStringLiteral("kalah"));
        QCOMPARE(game->gameName(), QStringLiteral("கலா"));
        // A sentence made in C++, with a name made in C++.
        QTRY_COMPARE(game->prompt(), QStringLiteral("தெற்கு ஆடும் முறை."));
        QCOMPARE(game->status(), game->prompt());
        QVERIFY(!shownTexts(page(), QStringLiteral("கலா")).isEmpty());

        // Back to English while the game is on the screen.
        settings()->setLanguage(QStringLiteral("en"));
        QTRY_COMPARE(game->prompt(), QStringLiteral("South to move."));
        QCOMPARE(game->status(), QStringLiteral("South to move."));
        QCOMPARE(game->gameName(), QStringLiteral("Kalah"));
        QTRY_VERIFY(!shownTexts(page(), QStringLiteral("Kalah")).isEmpty());
        QVERIFY(shownTexts(page(), QStringLiteral("கலா")).isEmpty());

        QVERIFY(QMetaObject::invokeMethod(window_, "goHome"));
        QTRY_VERIFY(!shownTexts(page(), QStringLiteral("Library")).isEmpty());
        QVERIFY(shownTexts(page(), QStringLiteral("நூலகம்")).isEmpty());
        QTRY_VERIFY(!shownTexts(page(), QStringLiteral("Kalah")).isEmpty());
    }

    void cleanupTestCase() {
        settings()->setLanguage(QString());
        cowrie::ui::Languages::setDirectory(QStringLiteral(":/i18n"));
    }

  private:
    QQmlApplicationEngine engine_;
    QQuickWindow* window_ = nullptr;
};

int main(int argc, char* argv[]) {
    return cowrie::test::runWindowTest<LanguageSwitch>(argc, argv);
}
#include "tst_languages.moc"
