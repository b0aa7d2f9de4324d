// The replay view in the real window (issue 16, part 2), driven as a player
// would: stepping inside moves shows the rules core's board at every step
// (ReplayWalk) with its caption, Space holds a move mid-sowing and lets it
// go, the timeline beside the board reaches the last move of a long game,
// and "Play from here" starts a new game from the position replayed. A grab
// of a replay stopped mid-relay lands in the build tree (and, with
// COWRIE_UPDATE_DOCS=1, in docs/screenshots/ for the README).

#include <QJSValue>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QtTest>

#include <optional>
#include <random>

#include "app/ui/library/replaycontroller.h"
#include "app/ui/library/replayframe.h"
#include "app/ui/play/gamesession.h"
#include "core/replay_walk.h"
#include "tests/app/controller_helpers.h"
#include "tests/app/main_window.h"

using cowrie::ui::GameSession;

namespace {

int shownCount(QQuickItem* board, int place) {
    QVariant count;
    QMetaObject::invokeMethod(board, "shownCount", Q_RETURN_ARG(QVariant, count),
                              Q_ARG(QVariant, place));
    return count.toInt();
}

// The counts a TraceAnimator shows now.
QVariantList countsOf(QObject* animator) {
    return animator->property("counts").value<QJSValue>().toVariant().toList();
}

// Clicks the middle of `item` as a player would.
void clickItem(QQuickWindow* window, QQuickItem* item) {
    const QPointF centre = item->mapToScene(QPointF(item->width() / 2, item->height() / 2));
    QTest::mouseClick(window, Qt::LeftButton, Qt::NoModifier, centre.toPoint());
}

}  // namespace

class ReplayStepsTest : public QObject {
    Q_OBJECT

    QQmlApplicationEngine engine_;
    QQuickWindow* window_ = nullptr;

    // Opens the play page of `setup`; its session, or null.
    QQuickItem* openGame(const QVariantMap& setup) {
        if (!QMetaObject::invokeMethod(window_, "play", Q_ARG(QVariant, setup))) return nullptr;
        QQuickItem* page = nullptr;
        const QString id = setup.value("game").toString();
        for (int i = 0; i < 250; ++i) {
            page = cowrie::test::currentPage(window_);
            // In place: the stack's slide in is over.
            if (page && page->property("controller").isValid() &&
                page->property("controller").value<GameSession*>()->gameId() == id &&
                !stackBusy(page) && page->x() == 0)
                return page;
            QTest::qWait(20);
        }
        return nullptr;
    }

    // The page's StackView is still moving pages.
    static bool stackBusy(QQuickItem* page) {
        for (QQuickItem* i = page->parentItem(); i; i = i->parentItem())
            if (i->property("busy").isValid()) return i->property("busy").toBool();
        return false;
    }

    static GameSession* sessionOf(QQuickItem* page) {
        return page->property("controller").value<GameSession*>();
    }

    // Plays up to `moves` seeded random moves at once (no animation).
    static void playRandom(QQuickItem* page, int moves, std::uint64_t seed) {
        page->setProperty("stepMs", 0);
        GameSession* game = sessionOf(page);
        std::mt19937_64 rng(seed);
        for (int i = 0; i < moves && !game->over(); ++i) {
            const cowrie::MoveList legal = game->match()->legalMoves();
            QVERIFY(!legal.empty());
            const cowrie::Move move =
                legal[static_cast<int>(rng() % static_cast<std::uint64_t>(legal.size()))];
            QVERIFY(playThrough(*game, move));
        }
    }

    // The board page shows exactly `expected` (every place, and each hand).
    static void verifyBoardShows(QQuickItem* page, const cowrie::TraceBoard& expected) {
        auto* board = page->property("board").value<QQuickItem*>();
        QVERIFY(board);
        for (int p = 0; p < expected.board.places(); ++p)
            QCOMPARE(shownCount(board, p), expected.board.count(p));
        QObject* animator = board->property("animator").value<QObject*>();
        for (const char* hand : {"southHand", "northHand"}) {
            QObject* h = animator->property(hand).value<QObject*>();
            const int side = QByteArray(hand) == "southHand" ? 0 : 1;
            const int seeds = expected.hand[static_cast<size_t>(side)];
            QCOMPARE(h->property("shown").toBool(), seeds > 0);
            if (seeds > 0) {
                QCOMPARE(h->property("seeds").toInt(), seeds);
                QCOMPARE(h->property("place").toInt(),
                         expected.handPlace[static_cast<size_t>(side)]);
            }
        }
    }

  private slots:
    void initTestCase() {
        cowrie::test::freshStart("tst_replaysteps");
        window_ = cowrie::test::openMainWindow(engine_);
        QVERIFY(window_);
    }

    void init() {
        QVERIFY(QMetaObject::invokeMethod(window_, "goHome"));
        QObject* saves = window_->property("saves").value<QObject*>();
        for (const QString& id : saves->property("unfinished").toMap().keys())
            QVERIFY(QMetaObject::invokeMethod(saves, "discard", Q_ARG(QString, id)));
        QTRY_VERIFY(!cowrie::test::currentPage(window_)->property("controller").isValid());
    }

    // Right and Left walk an Olinda keliya game step by step: at every stop
    // the board, the hands and the caption are those of the core's walk.
    void stepsShowTheCoresBoards() {
        QQuickItem* page = openGame({{"game", "olinda-keliya"}});
        QVERIFY(page);
        playRandom(page, 24, 7);
        GameSession* game = sessionOf(page);
        const cowrie::Match full = *game->match();
        cowrie::ReplayWalk walk(full);
        game->replay()->start();
        game->replay()->seek(0);
        QVERIFY(!game->replay()->playing());
        QTRY_VERIFY(page->hasActiveFocus());
        cowrie::ui::ReplayFrame* frame = game->replay()->frame();

        int relays = 0, insideStops = 0;
        for (int i = 0; i < 120 && walk.stepForward(); ++i) {
            QTest::keyClick(window_, Qt::Key_Right);
            QCOMPARE(game->replay()->shown(), walk.shown());
            QCOMPARE(frame->shown(), walk.inMove());
            verifyBoardShows(page, walk.board());
            if (walk.inMove()) {
                ++insideStops;
                QVERIFY(!frame->caption().isEmpty());
                QCOMPARE(frame->step(), walk.step() + 1);
                const auto type = walk.trace()[static_cast<size_t>(walk.eventIndex())].type;
                if (type == cowrie::EventType::Relay) ++relays;
            } else {
                // Resting after a move: the replay's position.
                QCOMPARE(*game->replay()->position(), full.positionAfter(walk.shown()));
            }
        }
        QVERIFY(insideStops > 10);
        QVERIFY2(relays > 0, "the game walked has a relay to stop at");
        // Back again, through the same boards.
        for (int i = 0; i < 40 && walk.stepBack(); ++i) {
            QTest::keyClick(window_, Qt::Key_Left);
            QCOMPARE(game->replay()->shown(), walk.shown());
            verifyBoardShows(page, walk.board());
        }
        // Shift+Right is a whole move: the position after it, nothing held.
        const int before = game->replay()->restingMove();
        QTest::keyClick(window_, Qt::Key_Right, Qt::ShiftModifier);
        QTRY_VERIFY(!page->property("board").value<QQuickItem*>()->property("animating").toBool());
        QVERIFY(!frame->shown());
        QCOMPARE(game->replay()->shown(), before + 1);
        QTest::keyClick(window_, Qt::Key_Escape);
        QVERIFY(!game->replaying());
        // The game itself never moved.
        QCOMPARE(game->moveCount(), full.moveCount());
    }

    // Stopped at a relay lift of a long Olinda keliya move: the hand full
    // over the hole just emptied, and the caption naming the relay.
    void relayScreenshot() {
        QQuickItem* page =
            openGame({{"game", "olinda-keliya"}, {"southName", "Nimal"}, {"northName", "Saman"}});
        QVERIFY(page);
        playRandom(page, 24, 7);
        GameSession* game = sessionOf(page);
        cowrie::ReplayWalk walk(*game->match());
        game->replay()->start();
        game->replay()->seek(0);
        // The relay lift with the most seeds in hand.
        int relayAt = -1, most = 0;
        for (int i = 0; walk.stepForward(); ++i) {
            if (!walk.inMove()) continue;
            const cowrie::Event& e = walk.trace()[static_cast<size_t>(walk.eventIndex())];
            if (e.type == cowrie::EventType::Relay && e.count > most) {
                relayAt = i;
                most = e.count;
            }
        }
        walk.seek(0);
        for (int i = 0; i <= relayAt; ++i) walk.stepForward();
        QVERIFY(relayAt >= 0);
        for (int i = 0; i <= relayAt; ++i) game->replay()->stepEventForward();
        QVERIFY(game->replay()->frame()->shown());
        verifyBoardShows(page, walk.board());
        auto* caption = page->findChild<QQuickItem*>("replayCaption");
        QVERIFY(caption);
        QVERIFY(!game->replay()->frame()->caption().isEmpty());
        QCOMPARE(caption->property("text").toString(), game->replay()->frame()->caption());
        page->setProperty("stepMs", 220);  // the speed the bar names
        QTest::qWait(600);                 // the hand settles over its hole
        const QImage shot = window_->grabWindow();
        QVERIFY(shot.save(QStringLiteral(COWRIE_SCREENSHOT_DIR "/replay-relay.png")));
        if (qEnvironmentVariableIntValue("COWRIE_UPDATE_DOCS") == 1)
            QVERIFY(shot.save(QStringLiteral(COWRIE_DOCS_DIR "/screenshots/replay-relay.png")));
        QTest::keyClick(window_, Qt::Key_Escape);
    }

    // Space holds a move being animated where its seeds are, and lets it go.
    void spaceHoldsAMoveMidSowing() {
        QQuickItem* page = openGame({{"game", "olinda-keliya"}});
        QVERIFY(page);
        playRandom(page, 6, 11);
        GameSession* game = sessionOf(page);
        auto* board = page->property("board").value<QQuickItem*>();
        QObject* animator = board->property("animator").value<QObject*>();
        page->setProperty("stepMs", 150);
        game->replay()->start();
        QTRY_VERIFY(page->hasActiveFocus());
        QTRY_VERIFY(board->property("animating").toBool());
        QTest::qWait(300);  // some seeds on their way
        QTest::keyClick(window_, Qt::Key_Space);
        QVERIFY(game->replay()->held());
        QVERIFY(!game->replay()->playing());
        QVERIFY(animator->property("paused").toBool());
        const QVariantList counts = countsOf(animator);
        const int shown = game->replay()->shown();
        QTest::qWait(800);  // held: nothing moves
        QVERIFY(board->property("animating").toBool());
        QCOMPARE(countsOf(animator), counts);
        QCOMPARE(game->replay()->shown(), shown);
        // Space again: the move goes on to its end, and the replay plays on.
        QTest::keyClick(window_, Qt::Key_Space);
        QVERIFY(!game->replay()->held());
        QVERIFY(game->replay()->playing());
        QTRY_VERIFY_WITH_TIMEOUT(game->replay()->shown() > shown, 20000);
        game->replay()->pause();
        QTest::keyClick(window_, Qt::Key_Escape);
        QVERIFY(!game->replaying());
    }

    // A long game's timeline scrolls to its last move; a click there shows it.
    void timelineReachesTheLastMove() {
        QQuickItem* page = openGame({{"game", "olinda-keliya"}});
        QVERIFY(page);
        playRandom(page, 100, 3);
        GameSession* game = sessionOf(page);
        const int length = game->moveCount();
        QVERIFY(length >= 60);
        game->replay()->start();
        game->replay()->seek(0);
        auto* list = page->findChild<QQuickItem*>("moveList");
        QVERIFY(list);
        QCOMPARE(list->property("count").toInt(), length);
        QVERIFY(QMetaObject::invokeMethod(list, "positionViewAtEnd"));
        QQuickItem* last = nullptr;
        QTRY_VERIFY([&] {
            const auto rows = cowrie::test::findItems(list, [&](const QQuickItem* item) {
                return item->property("ply").toInt() == length;
            });
            last = rows.isEmpty() ? nullptr : rows.first();
            return last != nullptr;
        }());
        // On screen, inside the list.
        const QPointF top = last->mapToItem(list, QPointF(0, 0));
        QVERIFY(top.y() >= 0 && top.y() + last->height() <= list->height() + 1);
        clickItem(window_, last);
        QTRY_COMPARE(game->replay()->shown(), length);
        QCOMPARE(*game->replay()->position(), game->match()->position());
        QTest::keyClick(window_, Qt::Key_Escape);
    }

    // "Play from here": a new game from the position shown, with that board
    // and the same side to move, each side played by whom the player chose
    // in the dialog (never given the side to move without asking).
    void playFromHere_data() {
        using cowrie::ui::sides::Side;
        QTest::addColumn<int>("person");
        QTest::addColumn<bool>("northMoves");
        QTest::newRow("both here, South to move") << int(Side::BothSides) << false;
        QTest::newRow("both here, North to move") << int(Side::BothSides) << true;
        QTest::newRow("South, South to move") << int(Side::South) << false;
        QTest::newRow("North, North to move") << int(Side::North) << true;
        QTest::newRow("South, North to move") << int(Side::South) << true;
        QTest::newRow("North, South to move") << int(Side::North) << false;
    }
    void playFromHere() {
        using cowrie::ui::sides::Side;
        QFETCH(int, person);
        QFETCH(bool, northMoves);
        const bool computer = person != Side::BothSides;
        QQuickItem* page =
            openGame({{"game", "kalah"}, {"southName", "Ana"}, {"northName", "Ben"}});
        QVERIFY(page);
        playRandom(page, 12, 5);
        GameSession* game = sessionOf(page);
        const cowrie::Match full = *game->match();
        // The first position from move 7 on with the side wanted to move.
        int at = 7;
        const cowrie::Turn wanted = northMoves ? cowrie::Turn::North : cowrie::Turn::South;
        while (at < full.moveCount() - 1 && full.positionAfter(at).toMove != wanted) ++at;
        QCOMPARE(full.positionAfter(at).toMove, wanted);
        game->replay()->start();
        game->replay()->seek(at);
        game->replay()->stepEventForward();  // inside the next move: plays from before it
        QVERIFY(game->replay()->frame()->shown());
        const cowrie::Position expected = full.positionAfter(at);

        auto* button = page->findChild<QQuickItem*>("replayPlayHere");
        QVERIFY(button && cowrie::test::shown(button));
        clickItem(window_, button);
        QObject* dialog = page->findChild<QObject*>("playHereDialog");
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->property("opened").toBool());
        // The dialog's controls (a popup's items, and its button box's).
        const auto find = [&](const char* name) {
            auto* item = dialog->findChild<QQuickItem*>(name);
            return item ? item : window_->findChild<QQuickItem*>(name);
        };
        QCOMPARE(dialog->property("toMove").toInt(), int(cowrie::ui::sides::of(wanted)));
        // Nothing is chosen for the player: Start waits for his choice.
        auto* startButton = find("playHereStart");
        QVERIFY(startButton);
        QVERIFY(!startButton->isEnabled());
        const char* radio = person == Side::South   ? "playHereSouth"
                            : person == Side::North ? "playHereNorth"
                                                    : "playHereBoth";
        auto* choice = find(radio);
        QVERIFY(choice);
        QTRY_VERIFY(cowrie::test::shown(choice));
        clickItem(window_, choice);
        QCOMPARE(dialog->property("person").toInt(), person);
        auto* levels = find("playHereLevels");
        QVERIFY(levels);
        QCOMPARE(levels->isEnabled(), computer);
        if (computer) {
            // The level buttons are a Repeater's: the Flow's visual children.
            QQuickItem* novice = nullptr;
            for (QQuickItem* child : levels->childItems())
                if (child->objectName() == QLatin1String("playHereLevel0")) novice = child;
            QVERIFY(novice);
            clickItem(window_, novice);
            QCOMPARE(dialog->property("level").toInt(), 0);
        }
        QTRY_VERIFY(startButton->isEnabled());
        clickItem(window_, startButton);

        QTRY_VERIFY(!game->replaying());
        const cowrie::ui::sides::Side side = cowrie::ui::sides::of(expected.toMove);
        QCOMPARE(game->mode(),
                 computer ? cowrie::ui::modes::VersusComputer : cowrie::ui::modes::HotSeat);
        // The board turns when, and only when, the player took North.
        QCOMPARE(game->feed()->turned(), person == Side::North);
        const bool personMoves = !computer || person == int(side);
        if (!personMoves) {
            // The computer is to move: it plays from the position shown.
            QTRY_COMPARE_WITH_TIMEOUT(game->moveCount(), 1, 20000);
            cowrie::Position after = expected;
            full.rules().apply(after, game->match()->moves()[0], nullptr);
            QCOMPARE(game->match()->position().board, after.board);
            return;
        }
        QCOMPARE(game->moveCount(), 0);
        QCOMPARE(game->match()->position().board, expected.board);
        QCOMPARE(game->match()->position().toMove, expected.toMove);
        QCOMPARE(game->toMove(), side);
        QVERIFY(game->humanToMove());
        auto* board = page->property("board").value<QQuickItem*>();
        QTRY_VERIFY(!board->property("animating").toBool());
        for (int p = 0; p < expected.board.places(); ++p)
            QCOMPARE(shownCount(board, p), expected.board.count(p));
        // Such a game is saved like any other (record version 2 keeps its
        // start): no problem is reported, and it takes its game's slot.
        page->setProperty("stepMs", 0);
        QVERIFY(playThrough(*game, game->match()->legalMoves()[0]));
        QVERIFY2(game->texts()->statusKind() != cowrie::ui::SessionTexts::Problem,
                 qPrintable(game->status()));
        QObject* saves = window_->property("saves").value<QObject*>();
        QVERIFY(QMetaObject::invokeMethod(saves, "check"));
        QCOMPARE(saves->property("unfinished").toMap().contains("kalah"),
                 !game->match()->position().over());
    }
};

int main(int argc, char* argv[]) {
    return cowrie::test::runWindowTest<ReplayStepsTest>(argc, argv);
}

#include "tst_replaysteps.moc"
