// The texts of the real play page (Main.qml, offscreen) while games are
// played (issue 14, points 6 and 9):
// - with `hidden-counts` no visible text counts seeds (player bars, the
//   hand's badge, store badges and previews, banners, narration, status)
//   until the round ends; the round summary and the bars count them then;
// - in three-row the letter keys play the holes they name (A..I / a..i),
//   and the digits do not.

#include <QtQml/qqmlextensionplugin.h>
#include <QDir>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

#include "app/ui/play/gamesession.h"
#include "core/match.h"
#include "tests/app/controller_helpers.h"
#include "tests/app/main_window.h"

using cowrie::ui::GameSession;

Q_IMPORT_QML_PLUGIN(CowriePlugin)

namespace {

bool inherits(const QObject* object, const char* className) {
    for (const QMetaObject* m = object->metaObject(); m; m = m->superClass())
        if (qstrcmp(m->className(), className) == 0) return true;
    return false;
}

bool shown(const QQuickItem* item) {
    for (const QQuickItem* i = item; i; i = i->parentItem())
        if (!i->isVisible() || i->opacity() <= 0) return false;
    return true;
}

// Numbers in a text that count no seeds: a hole's name, the hole a move was
// played from, how often it relayed, a round, the keys, a replay's move.
QString withoutOtherNumbers(QString text) {
    static const QRegularExpression others(QStringLiteral(
        "hole \\d+|played \\d+|relayed \\d+ times|[Rr]ound \\d+|rounds won \\d+ \\x{2013} \\d+|"
        "Keys: \\d+\\x{2013}\\d+|F1|Move \\d+ of \\d+"));
    return text.remove(others);
}

// Where an item is: the names (or types) of its ancestors.
QString where(const QQuickItem* item) {
    QStringList path;
    for (const QQuickItem* i = item->parentItem(); i && path.size() < 6; i = i->parentItem())
        path << (i->objectName().isEmpty() ? QString::fromLatin1(i->metaObject()->className())
                                           : i->objectName());
    return path.join('<');
}

// Every text shown in the window that holds a number of seeds.
QStringList countingTexts(QQuickItem* item) {
    QStringList found;
    if (!item->isVisible()) return found;
    if (inherits(item, "QQuickText") && shown(item) && item->objectName() != "holeLabel") {
        const QString text = item->property("text").toString();
        // The move list numbers its moves ("1.") and names their holes ("3").
        static const QRegularExpression moveOrHole(QStringLiteral("^\\d+\\.?$"));
        if (where(item).contains("moveList") && moveOrHole.match(text).hasMatch()) return found;
        if (withoutOtherNumbers(text).contains(QRegularExpression("\\d")))
            found << QStringLiteral("%1 \"%2\" in %3").arg(item->objectName(), text, where(item));
    }
    for (QQuickItem* child : item->childItems()) found << countingTexts(child);
    return found;
}

// The items of the visual tree under `item` named `name`.
QList<QQuickItem*> itemsNamed(QQuickItem* item, const QString& name) {
    QList<QQuickItem*> found;
    if (item->objectName() == name) found << item;
    for (QQuickItem* child : item->childItems()) found << itemsNamed(child, name);
    return found;
}

QStringList allTexts(QQuickItem* item) {
    QStringList found;
    if (!item->isVisible()) return found;
    if (inherits(item, "QQuickText") && shown(item)) found << item->property("text").toString();
    for (QQuickItem* child : item->childItems()) found << allTexts(child);
    return found;
}

}  // namespace

class TestPlayTexts : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        cowrie::test::freshStart("tst_playtexts");
        QSettings().setValue("play/narrate", true);
        window_ = cowrie::test::openMainWindow(engine_);
        QVERIFY(window_);
    }

    void hiddenCountsShowNoNumberUntilTheRoundEnds() {
        QQuickItem* page = open({{"game", "pallankuzhi"},
                                 {"mode", "hotseat"},
                                 {"options", QVariantMap{{"hidden-counts", "true"}}}});
        QVERIFY(page);
        auto* game = qobject_cast<GameSession*>(page->property("controller").value<QObject*>());
        QQuickItem* board = page->property("board").value<QQuickItem*>();
        QVERIFY(game && board);
        QVERIFY(countingTexts(window_->contentItem()).isEmpty());

        // A few moves shown seed by seed: the hand, banners, captions and bars
        // are looked at all along.
        page->setProperty("stepMs", 40);
        int looks = 0;
        bool handSeen = false;
        for (int move = 0; move < 4 && !game->over() && !game->awaitingSummary(); ++move) {
            QVERIFY(playThrough(*game, game->match()->legalMoves()[0]));
            QTRY_VERIFY(board->property("animating").toBool() || game->awaitingSummary());
            while (board->property("animating").toBool() &&
                   !board->property("animator").value<QObject*>()->property("holding").toBool()) {
                const QStringList counting = countingTexts(window_->contentItem());
                QVERIFY2(counting.isEmpty(), qPrintable(counting.join(", ")));
                for (QQuickItem* count : itemsNamed(window_->contentItem(), "handCount"))
                    handSeen = handSeen || shown(count->parentItem());
                ++looks;
                QTest::qWait(25);
            }
            const QStringList counting = countingTexts(window_->contentItem());
            QVERIFY2(counting.isEmpty(), qPrintable(counting.join(", ")));
        }
        QVERIFY(looks > 10);
        QVERIFY(handSeen);  // a hand carried seeds, and its count stayed hidden
        // The captions were there to read, with no numbers.
        QVERIFY(!game->feed()->captions().join("").isEmpty());

        // On to the round's end without animation, looking after every move.
        page->setProperty("stepMs", 0);
        for (int i = 0; i < 3000 && !game->awaitingSummary() && !game->over(); ++i) {
            const cowrie::MoveList legal = game->match()->legalMoves();
            QVERIFY(playThrough(*game, legal[(i * 7 + 3) % legal.size()]));
            QTRY_VERIFY(
                !board->property("animating").toBool() ||
                board->property("animator").value<QObject*>()->property("holding").toBool());
            if (game->awaitingSummary() || game->over()) break;
            const QStringList counting = countingTexts(window_->contentItem());
            QVERIFY2(counting.isEmpty(), qPrintable(counting.join(", ")));
        }
        // The round is over: now the numbers are shown.
        QVERIFY2(game->awaitingSummary() || game->over(), qPrintable(game->status()));
        if (game->awaitingSummary()) {
            QObject* summary = page->findChild<QObject*>("roundSummary");
            QTRY_VERIFY(summary && summary->property("visible").toBool());
        }
        QTRY_VERIFY(!countingTexts(window_->contentItem()).isEmpty());
        bool storeCounted = false;
        for (const QString& text : allTexts(window_->contentItem()))
            if (text.contains(QRegularExpression("^Store: \\d+$"))) storeCounted = true;
        QVERIFY(storeCounted);
    }

    void threeRowLetterKeysPlayTheirHoles() {
        QQuickItem* page = open({{"game", "three-row"}, {"mode", "hotseat"}});
        QVERIFY(page);
        auto* game = qobject_cast<GameSession*>(page->property("controller").value<QObject*>());
        page->setProperty("stepMs", 0);
        QTRY_VERIFY(page->hasActiveFocus());
        // A digit names no hole here.
        QTest::keyClick(window_, '3');
        QVERIFY(!game->south()->chosen());
        // South chooses C in secret with its letter.
        QTest::keyClick(window_, 'c');
        QTRY_VERIFY(game->south()->chosen());
        QObject* handOver = page->findChild<QObject*>("handOver");
        QTRY_VERIFY(handOver->property("visible").toBool());
        QMetaObject::invokeMethod(handOver, "close");
        QTRY_VERIFY(page->hasActiveFocus());
        // North chooses e (the capital works as well).
        QTest::keyClick(window_, 'E', Qt::ShiftModifier);
        QTRY_VERIFY(game->match()->moveCount() == 1);
        QCOMPARE(game->match()->moves()[0], cowrie::Move::pair(3, 5));
        QVERIFY2(game->status().contains("C+e"), qPrintable(game->status()));
        // The key line names the letters, and the hint's key.
        bool keyLine = false;
        for (const QString& text : allTexts(window_->contentItem()))
            if (text.startsWith("Keys: A\u2013I") && text.contains("? hint")) keyLine = true;
        if (game->awaitingSummary()) game->dismissRoundSummary();
        QTRY_VERIFY(!game->awaitingSummary());
        QVERIFY(keyLine || [&] {
            for (const QString& text : allTexts(window_->contentItem()))
                if (text.startsWith("Keys: A\u2013I") && text.contains("? hint")) return true;
            return false;
        }());
    }

  private:
    QQuickItem* open(const QVariantMap& setup) {
        if (!QMetaObject::invokeMethod(window_, "play", Q_ARG(QVariant, setup))) return nullptr;
        QQuickItem* page = nullptr;
        const QString gameId = setup.value("game").toString();
        if (!QTest::qWaitFor([&] {
                page = window_->property("currentPage").value<QQuickItem*>();
                return page && page->property("controller").isValid() &&
                       page->property("controller").value<QObject*>()->property("gameId") == gameId;
            }))
            return nullptr;
        (void)QTest::qWaitFor([&] { return !page->parentItem()->property("busy").toBool(); },
                              20000);
        QTest::qWait(100);
        return page;
    }

    QQmlApplicationEngine engine_;
    QQuickWindow* window_ = nullptr;
};

QTEST_MAIN(TestPlayTexts)
#include "tst_playtexts.moc"
