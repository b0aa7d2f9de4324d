// The Rules page in the real Main.qml, offscreen: opened from a game card's
// "Rules", from the setup page and from the play screen's "?" (at the section
// of the last move), with its examples drawn by the board component, its
// table of contents and the jump to a decision. Grabs the rules of
// Pallankuzhi (at the pasu) and of Olinda keliya (at puta and naga) at
// 1280x800 into the build tree as rules-page-<game>.png; with
// COWRIE_UPDATE_DOCS=1 also into docs/ (the pictures the README shows).

#include <QtQml/qqmlextensionplugin.h>
#include <QDir>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

#include <functional>

#include "app/ui/play/gamesession.h"
#include "tests/app/main_window.h"

using cowrie::ui::GameSession;

Q_IMPORT_QML_PLUGIN(CowriePlugin)

namespace {

using cowrie::test::distinctColours;

void save(const QImage& image, const QString& name) {
    QVERIFY(image.save(QStringLiteral(COWRIE_SCREENSHOT_DIR "/") + name));
    if (qEnvironmentVariableIntValue("COWRIE_UPDATE_DOCS") == 1)
        QVERIFY(image.save(QStringLiteral(COWRIE_DOCS_DIR "/") + name));
}

}  // namespace

class TestRulesShots : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        cowrie::test::freshStart("tst_rulesshots");
        window_ = cowrie::test::openMainWindow(engine_);
        QVERIFY(window_);
    }

    // The card's Rules opens the page at its top; Esc goes back home.
    void fromTheGameCard() {
        QQuickItem* home = cowrie::test::currentPage(window_);
        QTRY_VERIFY(!cowrie::test::findItemsNamed(home, "rulesLink").isEmpty());
        QQuickItem* link = cowrie::test::findItemsNamed(home, "rulesLink").first();
        QTest::mouseClick(
            window_, Qt::LeftButton, {},
            link->mapToScene(QPointF(link->width() / 2, link->height() / 2)).toPoint());
        QQuickItem* page = nullptr;
        QTRY_VERIFY((page = cowrie::test::currentPage(window_)) &&
                    page->property("book").isValid());
        QObject* book = page->property("book").value<QObject*>();
        QVERIFY(book->property("loaded").toBool());
        QVERIFY(!book->property("title").toString().isEmpty());
        QTRY_VERIFY(page->hasActiveFocus());
        QTest::keyClick(window_, Qt::Key_Escape);
        QTRY_COMPARE(cowrie::test::currentPage(window_), home);
    }

    void pallankuzhiAtThePasu() { grabRules("pallankuzhi", "pasu", "rules-page-pallankuzhi.png"); }

    void olindaKeliyaAtPutaAndNaga() {
        grabRules("olinda-keliya", "privileged", "rules-page-olinda-keliya.png");
    }

    // A decision id opens its section at the decision.
    void atADecision() {
        QQuickItem* page = openRules("pallankuzhi", "P4");
        QObject* book = page->property("book").value<QObject*>();
        int index = -1;
        QVERIFY(QMetaObject::invokeMethod(book, "sectionOf", Q_RETURN_ARG(int, index),
                                          Q_ARG(QString, "P4")));
        QTRY_COMPARE(page->property("currentSection").toInt(), index);
        QObject* flick = page->property("flickable").value<QObject*>();
        QVERIFY(flick->property("contentY").toReal() > 0);
        QTest::keyClick(window_, Qt::Key_Escape);
    }

    // The setup page's button, and the play screen's "?" at the last move.
    void fromSetupAndPlay() {
        QVERIFY(QMetaObject::invokeMethod(window_, "chooseGame", Q_ARG(QVariant, "kalah")));
        QQuickItem* setup = nullptr;
        QTRY_VERIFY((setup = cowrie::test::currentPage(window_)) &&
                    !cowrie::test::findItemsNamed(setup, "setupRulesButton").isEmpty());
        QTest::qWait(400);  // the push transition
        QVERIFY(QMetaObject::invokeMethod(
            cowrie::test::findItemsNamed(setup, "setupRulesButton").first(), "clicked"));
        QQuickItem* page = nullptr;
        QTRY_VERIFY((page = cowrie::test::currentPage(window_)) &&
                    page->property("book").isValid());
        QCOMPARE(page->property("gameId").toString(), QStringLiteral("kalah"));
        QTest::keyClick(window_, Qt::Key_Escape);
        QTRY_COMPARE(cowrie::test::currentPage(window_), setup);

        // Kalah: South's 3 from the start ends in his store (an extra move).
        const QVariantMap game{{"game", "kalah"}};
        QVERIFY(QMetaObject::invokeMethod(window_, "play", Q_ARG(QVariant, game)));
        QQuickItem* play = nullptr;
        QTRY_VERIFY((play = cowrie::test::currentPage(window_)) &&
                    play->property("controller").isValid());
        GameSession* controller = play->property("controller").value<GameSession*>();
        play->setProperty("stepMs", 0);
        QTRY_VERIFY(play->hasActiveFocus());
        QVERIFY(controller->play(3));
        const QList<QQuickItem*> buttons = cowrie::test::findItemsNamed(play, "rulesButton");
        QCOMPARE(buttons.size(), 1);
        QVERIFY(QMetaObject::invokeMethod(buttons.first(), "clicked"));
        QTRY_VERIFY((page = cowrie::test::currentPage(window_)) &&
                    page->property("book").isValid());
        QCOMPARE(page->property("anchor").toString(), QStringLiteral("store"));
        QTest::keyClick(window_, Qt::Key_Escape);
        QTRY_COMPARE(cowrie::test::currentPage(window_), play);
        QCOMPARE(controller->moveCount(), 1);  // the game is still there
        QVERIFY(QMetaObject::invokeMethod(window_, "goHome"));
        QTest::qWait(500);
    }

  private:
    QQuickItem* openRules(const char* game, const char* anchor) {
        QQuickItem* before = cowrie::test::currentPage(window_);
        if (!QMetaObject::invokeMethod(window_, "openRules", Q_ARG(QVariant, game),
                                       Q_ARG(QVariant, anchor)))
            return nullptr;
        QQuickItem* page = nullptr;
        if (!QTest::qWaitFor([&] {
                page = cowrie::test::currentPage(window_);
                return page && page != before && page->property("book").isValid();
            }))
            return nullptr;
        return page;
    }

    void grabRules(const char* game, const char* anchor, const char* file) {
        QQuickItem* page = openRules(game, anchor);
        QVERIFY(page);
        QObject* book = page->property("book").value<QObject*>();
        QVERIFY2(book->property("loaded").toBool(), qPrintable(book->property("error").toString()));
        QTest::qWait(900);  // the transition, and the jump once laid out
        QTRY_COMPARE(page->property("currentSection").toInt(), sectionIndex(book, anchor));
        // The examples are real boards, drawn at a readable size.
        const QList<QQuickItem*> boards = cowrie::test::findItemsNamed(page, "exampleBoard");
        QVERIFY(boards.size() >= 2);
        for (QQuickItem* board : boards) {
            QVERIFY(board->isVisible());
            QVERIFY2(board->width() >= 300 && board->width() <= 620,
                     qPrintable(QString::number(board->width())));
            QVERIFY(board->height() >= 80);
        }
        QVERIFY(cowrie::test::findItemsNamed(page, "exampleError").size() == boards.size());
        for (QQuickItem* error : cowrie::test::findItemsNamed(page, "exampleError"))
            QVERIFY2(!error->isVisible(), qPrintable(error->property("text").toString()));
        QObject* toc = cowrie::test::findItemsNamed(page, "rulesToc").value(0);
        QVERIFY(toc);
        QCOMPARE(toc->property("count").toInt(), book->property("sections").toList().size());
        // The section's first example in view, with the text that leads to it.
        QQuickItem* section =
            cowrie::test::findItemsNamed(page, QStringLiteral("section-") + anchor).value(0);
        QVERIFY(section);
        const QList<QQuickItem*> examples = cowrie::test::findItemsNamed(section, "exampleBoard");
        QVERIFY(!examples.isEmpty());
        auto* flick = page->property("flickable").value<QQuickItem*>();
        QQuickItem* content = cowrie::test::findItemsNamed(page, "rulesContent").value(0);
        QVERIFY(content);
        const qreal top = section->mapToItem(content, QPointF(0, 0)).y();
        const qreal bottom = examples.first()->mapToItem(content, QPointF(0, 0)).y() +
                             examples.first()->height() + 70;
        flick->setProperty(
            "contentY",
            qMax(top - 12, qMin(bottom - flick->height(),
                                flick->property("contentHeight").toReal() - flick->height())));
        QTest::qWait(200);
        const QImage shot = window_->grabWindow();
        QVERIFY(!shot.isNull());
        QVERIFY(distinctColours(shot) > 200);
        save(shot, QString::fromLatin1(file));
        QTest::keyClick(window_, Qt::Key_Escape);
        QTest::qWait(400);
    }

    static int sectionIndex(QObject* book, const char* anchor) {
        int index = -1;
        QMetaObject::invokeMethod(book, "sectionOf", Q_RETURN_ARG(int, index),
                                  Q_ARG(QString, QString::fromLatin1(anchor)));
        return index;
    }

    QQmlApplicationEngine engine_;
    QQuickWindow* window_ = nullptr;
};

int main(int argc, char* argv[]) {
    return cowrie::test::runWindowTest<TestRulesShots>(argc, argv);
}

#include "tst_rulesshots.moc"
