#pragma once
// The pages of the real Main.qml, opened as the window's own functions open
// them, for the tests that walk every page (tst_textfit, tst_focusorder),
// and the finished games those pages need in the library.

#include <QQuickItem>
#include <QQuickWindow>
#include <QtTest>

#include <random>

#include "app/ui/library/gamelibrary.h"
#include "app/ui/play/gamesession.h"
#include "app/ui/play/gamesetup.h"
#include "core/match.h"
#include "core/registry.h"
#include "tests/app/main_window.h"

namespace cowrie::test {

// The class of `object` or one of its bases is `className` (a QML type's
// C++ base, such as "QQuickControl").
inline bool inherits(const QObject* object, const char* className) {
    for (const QMetaObject* m = object->metaObject(); m; m = m->superClass())
        if (qstrcmp(m->className(), className) == 0) return true;
    return false;
}

// Keeps a finished game of `game` (random moves from `seed`), South played
// by `southName` against the computer, in the app's library.
inline void keepRandomGame(const char* game, unsigned seed, const QString& southName) {
    std::mt19937 random(seed);
    std::string error;
    cowrie::Match match(cowrie::createRules(game, {}, error));
    for (int i = 0; i < 2000 && !match.position().over(); ++i) {
        const cowrie::MoveList moves = match.legalMoves();
        match.play(moves[static_cast<int>(random() % moves.size())]);
    }
    ui::GameSetup setup;
    setup.southName = southName;
    setup.mode = ui::modes::VersusComputer;
    setup.level = 2;
    ui::GameLibrary library;
    QVERIFY(library.keep(ui::GameLibrary::newId(), setup, match, std::nullopt));
    QTest::qWait(5);  // the next id is later
}

// Opens page `name` of the app in `window`: home, newgame, play (Congkak
// against the computer, six moves in; its record goes to `record`),
// settings, rules, lessons (the list), lesson (one of them), library,
// review (of `record`, once the engine is done) or replay (the newest game
// of the library).
inline void openAppPage(QQuickWindow* window, const QString& name, QString& record) {
    QVERIFY(QMetaObject::invokeMethod(window, "goHome"));
    QTRY_VERIFY(currentPage(window)->property("catalog").isValid());
    if (name == "home") return;
    if (name == "newgame") {
        QVERIFY(QMetaObject::invokeMethod(window, "chooseGame", Q_ARG(QVariant, "congklak")));
    } else if (name == "play") {
        const QVariantMap setup{{"game", "congkak"}, {"mode", "computer"}, {"level", 0}};
        QVERIFY(QMetaObject::invokeMethod(window, "play", Q_ARG(QVariant, setup)));
        QQuickItem* page = nullptr;
        QTRY_VERIFY((page = currentPage(window)) && page->property("controller").isValid());
        auto* game = page->property("controller").value<ui::GameSession*>();
        page->setProperty("stepMs", 0);
        // A few moves, so that the move list and the texts have something.
        for (int i = 0; i < 6 && !game->over(); ++i) {
            QTRY_VERIFY_WITH_TIMEOUT(game->property("humanToMove").toBool() || game->over(), 20000);
            for (int hole = 1; hole <= 7; ++hole)
                if (game->play(hole)) break;
        }
        QTRY_VERIFY_WITH_TIMEOUT(game->property("humanToMove").toBool() || game->over(), 20000);
        record = game->recordText();
    } else if (name == "settings") {
        QVERIFY(QMetaObject::invokeMethod(window, "openSettings"));
    } else if (name == "rules") {
        QVERIFY(QMetaObject::invokeMethod(window, "openRules", Q_ARG(QVariant, "congkak"),
                                          Q_ARG(QVariant, QString())));
    } else if (name == "lessons" || name == "lesson") {
        const QString lesson = name == "lesson" ? QStringLiteral("kalah-sowing") : QString();
        QVERIFY(QMetaObject::invokeMethod(window, "openLesson", Q_ARG(QVariant, "kalah"),
                                          Q_ARG(QVariant, lesson)));
    } else if (name == "library") {
        QVERIFY(QMetaObject::invokeMethod(window, "openLibrary"));
    } else if (name == "review") {
        QVERIFY(!record.isEmpty());
        QVERIFY(QMetaObject::invokeMethod(window, "openReview", Q_ARG(QVariant, record)));
        // Judged once the engine is done: the graph, the moves, the totals.
        QQuickItem* view = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(
            (view = currentPage(window)->findChild<QQuickItem*>("reviewView")) && shown(view),
            120000);
    } else if (name == "replay") {
        ui::GameLibrary library;
        const auto entries = library.list();
        QVERIFY(!entries.empty());
        QString error;
        const QString text = library.text(entries.front().id, error);
        QVERIFY2(!text.isEmpty(), qPrintable(error));
        QVERIFY(QMetaObject::invokeMethod(window, "openRecord", Q_ARG(QVariant, text),
                                          Q_ARG(QVariant, entries.front().id)));
    } else {
        QFAIL(qPrintable("no page " + name));
    }
    QTest::qWait(100);
}

}  // namespace cowrie::test
