// The review page in the running app (Main.qml): opened by "Review this
// game" on the game-over panel of a finished game, it shows the progress,
// then the graph, the move list and the totals; a click on a point of the
// graph looks at that position; "Practise your mistakes (N)" offers the
// mistakes of the two people who played and hands them on as a puzzle file.
// Leaving mid-review is safe. The page is
// grabbed at 1024x640, 1280x800 and 1920x1080 (into this build directory;
// COWRIE_UPDATE_DOCS=1 also writes docs/review.png, the README's picture),
// and at each size its parts stay inside the window without overlapping.

#include <QtQml/qqmlextensionplugin.h>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QtTest>

#include "app/ui/library/reviewsession.h"
#include "app/ui/play/gamesession.h"
#include "tests/app/controller_helpers.h"
#include "tests/app/main_window.h"

using cowrie::ui::GameSession;
using cowrie::ui::ReviewSession;

Q_IMPORT_QML_PLUGIN(CowriePlugin)

namespace {

// The game of tst_reviewsession: Kalah, 4 holes of 3 seeds, South's fourth
// move a blunder.
const QList<int> kBlunderGame = {1, 2, 3, 3, 2, 1, 4, 3, 1, 4, 3, 4, 1, 2, 1, 4, 2, 4, 3, 3, 4};

QRectF sceneRect(const QQuickItem* item) {
    return item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
}

}  // namespace

class TestReviewPage : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        cowrie::test::freshStart("tst_reviewpage");
        window_ = cowrie::test::openMainWindow(engine_);
        QVERIFY(window_);
    }

    // The game-over panel's button opens the review; the graph and the move
    // list appear; clicking a point looks at that position.
    void opensFromTheGameOverPanel() {
        GameSession* game = nullptr;
        playToTheEnd({{"game", "kalah"}, {"options", QVariantMap{{"holes", "4"}, {"seeds", "3"}}}},
                     kBlunderGame, &game);
        QVERIFY(game);
        QQuickItem* page = cowrie::test::currentPage(window_);
        auto* button = page->findChild<QQuickItem*>("reviewGame");
        QVERIFY(button);
        QTRY_VERIFY(cowrie::test::shown(button));
        QVERIFY(button->isEnabled());
        QVERIFY(QMetaObject::invokeMethod(button, "clicked"));

        ReviewSession* review = nullptr;
        QTRY_VERIFY((review = currentReview()) != nullptr);
        QCOMPARE(review->total(), kBlunderGame.size());
        QTRY_COMPARE_WITH_TIMEOUT(review->state(), ReviewSession::Done, 60000);
        page = cowrie::test::currentPage(window_);

        auto* graph = page->findChild<QQuickItem*>("reviewGraph");
        QVERIFY(graph);
        QTRY_VERIFY(cowrie::test::shown(graph));
        const QList<QQuickItem*> points = cowrie::test::findItemsNamed(graph, "graphPoint");
        QCOMPARE(points.size(), kBlunderGame.size() + 1);
        auto* list = page->findChild<QQuickItem*>("reviewMoveList");
        QVERIFY(list && cowrie::test::shown(list));
        QTRY_VERIFY(!cowrie::test::findItemsNamed(list, "reviewMove").isEmpty());
        // The blunder's row says its class in words.
        QTRY_VERIFY(!cowrie::test::findItems(list, [](const QQuickItem* i) {
                         return i->objectName() == "kindName" &&
                                i->property("text").toString() == "blunder";
                     }).isEmpty());

        // A click on the fourth point (the position of South's blunder),
        // once the page has slid in (a busy StackView takes no clicks).
        QTest::qWait(1000);
        QQuickItem* point = points.at(3);
        const QPointF centre =
            point->mapToItem(graph, QPointF(point->width() / 2, point->height() / 2));
        click(graph, centre.x(), centre.y());
        QTRY_COMPARE(review->selected(), 3);
        QVERIFY(review->selectedText().contains("blunder"));
        QCOMPARE(review->bestPlace(), 0);
        // The keyboard steps on.
        QTest::keyClick(window_, Qt::Key_Right);
        QTRY_COMPARE(review->selected(), 4);

        grabAt(QSize(1280, 800), "review-small-game.png", false);

        // Two people played: both sides' mistakes, South's blunder among them.
        auto* practise = page->findChild<QQuickItem*>("practiseMistakes");
        QVERIFY(practise && cowrie::test::shown(practise));
        QVERIFY(review->practiceCount() >= 1);
        QCOMPARE(practise->property("text").toString(),
                 QStringLiteral("Practise your mistakes (%1)").arg(review->practiceCount()));
        QSignalSpy asked(page, SIGNAL(practiseRequested(QString)));
        QVERIFY(asked.isValid());
        QVERIFY(QMetaObject::invokeMethod(practise, "clicked"));
        QCOMPARE(asked.count(), 1);
        const QString puzzles = asked.at(0).at(0).toString();
        QCOMPARE(puzzles, review->practicePuzzles());
        QVERIFY(puzzles.contains(QStringLiteral("\"kalah-review-4\"")));
        // Main.qml takes the file to the puzzle page; Esc comes back here.
        QQuickItem* puzzlePage = nullptr;
        QTRY_VERIFY((puzzlePage = cowrie::test::currentPage(window_)) != page);
        QCOMPARE(puzzlePage->property("practiceText").toString(), puzzles);
        QTest::qWait(600);  // the page slides in (a busy StackView takes no keys)
        QTest::keyClick(window_, Qt::Key_Escape);
        QTRY_VERIFY(cowrie::test::currentPage(window_) == page);

        QTest::keyClick(window_, Qt::Key_Escape);
        QTRY_VERIFY(currentReview() == nullptr);
    }

    // A full Kalah game of varied moves: the
    // review with its graph, looked at where the most seeds were given away,
    // at three window sizes.
    void reviewOfAFullGame() {
        GameSession* game = nullptr;
        playToTheEnd({{"game", "kalah"}}, {}, &game);
        QVERIFY(game);
        QVERIFY(
            QMetaObject::invokeMethod(window_, "openReview", Q_ARG(QVariant, game->recordText())));
        ReviewSession* review = nullptr;
        QTRY_VERIFY((review = currentReview()) != nullptr);
        QTRY_COMPARE_WITH_TIMEOUT(review->state(), ReviewSession::Done, 120000);
        int worst = 0;
        for (const auto& r : review->reviews())
            if (r.seedsLost > review->reviews()[size_t(worst)].seedsLost) worst = r.ply - 1;
        QVERIFY(review->practiceCount() > 0);  // the varied moves gave seeds away
        review->select(worst);
        grabAt(QSize(1280, 800), "review.png", true);
        grabAt(QSize(1024, 640), "review-1024x640.png", false);
        grabAt(QSize(1920, 1080), "review-1920x1080.png", false);
        window_->resize(1280, 800);
        QTest::keyClick(window_, Qt::Key_Escape);
        QTRY_VERIFY(currentReview() == nullptr);
    }

    // Back in the middle of a review (of the full game again): the page
    // goes, and its session with it.
    void leavingMidReview() {
        QQuickItem* playPage = cowrie::test::currentPage(window_);
        QVERIFY(playPage);
        auto* game = playPage->property("controller").value<GameSession*>();
        QVERIFY(game && game->over());
        QVERIFY(
            QMetaObject::invokeMethod(window_, "openReview", Q_ARG(QVariant, game->recordText())));
        ReviewSession* review = nullptr;
        QTRY_VERIFY((review = currentReview()) != nullptr);
        QVERIFY(review->total() >= 5);
        QTRY_VERIFY_WITH_TIMEOUT(review->done() >= 1, 30000);
        QCOMPARE(review->state(), ReviewSession::Running);
        QQuickItem* page = cowrie::test::currentPage(window_);
        auto* progress = page->findChild<QQuickItem*>("reviewProgress");
        QVERIFY(progress && cowrie::test::shown(progress));
        QPointer<ReviewSession> watched(review);
        QTest::keyClick(window_, Qt::Key_Escape);
        QTRY_VERIFY(currentReview() == nullptr);
        QTRY_VERIFY_WITH_TIMEOUT(watched.isNull(), 10000);  // the page and its session are gone
    }

  private:
    // Starts `setup` and plays `holes` (then a varied pick of the holes offered
    // each turn) to the game's end; the game-over panel shows. *out is the
    // finished game (null on failure).
    void playToTheEnd(const QVariantMap& setup, const QList<int>& holes, GameSession** out) {
        *out = nullptr;
        QVERIFY(QMetaObject::invokeMethod(window_, "play", Q_ARG(QVariant, setup)));
        QQuickItem* page = nullptr;
        const QString id = setup.value("game").toString();
        QTRY_VERIFY_WITH_TIMEOUT(
            (page = cowrie::test::currentPage(window_)) && page->property("controller").isValid() &&
                page->property("controller").value<GameSession*>() &&
                page->property("controller").value<GameSession*>()->gameId() == id,
            5000);
        auto* game = page->property("controller").value<GameSession*>();
        page->setProperty("stepMs", 0);
        for (int i = 0; i < 2000 && !game->over(); ++i) {
            if (game->awaitingSummary()) game->dismissRoundSummary();
            const QList<int> offered = legalHoles(*game);
            QVERIFY(!offered.isEmpty());
            // The moves given, then a varied pick among the holes offered.
            QVERIFY(
                game->play(i < holes.size() ? holes.at(i) : offered.at((i * 7) % offered.size())));
        }
        QVERIFY(game->over());
        QObject* gameOver = page->findChild<QObject*>("gameOver");
        QTRY_VERIFY_WITH_TIMEOUT(gameOver && gameOver->property("visible").toBool(), 10000);
        *out = game;
    }

    ReviewSession* currentReview() {
        QQuickItem* page = cowrie::test::currentPage(window_);
        if (!page) return nullptr;
        return page->property("review").value<ReviewSession*>();
    }

    void click(QQuickItem* item, qreal x, qreal y) {
        const QPointF at = item->mapToScene(QPointF(x, y));
        QTest::mouseClick(window_, Qt::LeftButton, {}, at.toPoint());
    }

    // Resizes the window, checks that the review's parts are inside it and
    // do not overlap, and saves a grab as `name`.
    void grabAt(QSize size, const char* name, bool forDocs) {
        window_->resize(size);
        QTest::qWait(600);  // layout, the board's art, the graph's paint
        QQuickItem* page = cowrie::test::currentPage(window_);
        QVERIFY(page);
        const QRectF inside(0, 0, window_->width(), window_->height());
        QList<QRectF> parts;
        for (const char* part : {"reviewGraph", "reviewBoard", "reviewMoveList", "reviewTotals",
                                 "selectedText", "practiseMistakes"}) {
            auto* item = page->findChild<QQuickItem*>(part);
            QVERIFY2(item && cowrie::test::shown(item), part);
            const QRectF r = sceneRect(item);
            QVERIFY2(inside.contains(r), qPrintable(QStringLiteral("%1 at %2x%3: %4,%5 %6x%7")
                                                        .arg(part)
                                                        .arg(size.width())
                                                        .arg(size.height())
                                                        .arg(r.x())
                                                        .arg(r.y())
                                                        .arg(r.width())
                                                        .arg(r.height())));
            for (const QRectF& other : parts)
                QVERIFY2(!r.intersects(other), qPrintable(QStringLiteral("%1 overlaps").arg(part)));
            parts << r;
        }
        const QImage shot = window_->grabWindow();
        QVERIFY(shot.save(QStringLiteral(COWRIE_SCREENSHOT_DIR "/") + QLatin1String(name)));
        if (forDocs && qEnvironmentVariableIntValue("COWRIE_UPDATE_DOCS") == 1)
            QVERIFY(shot.save(QStringLiteral(COWRIE_DOCS_DIR "/") + QLatin1String(name)));
    }

    QQmlApplicationEngine engine_;
    QQuickWindow* window_ = nullptr;
};

int main(int argc, char* argv[]) {
    return cowrie::test::runWindowTest<TestReviewPage>(argc, argv);
}
#include "tst_reviewpage.moc"
