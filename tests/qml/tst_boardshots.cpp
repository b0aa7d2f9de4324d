// Renders the board of every registry game offscreen at three window sizes
// (1024x640, 1920x1080 and 4K),
// mid-game, and saves the PNGs into the build tree (board-<game>-<w>x<h>.png),
// plus one grab of a move being sown. Checks that the board is drawn (not a
// flat fill), that every place lies on screen inside its window, and that the
// board keeps its proportions from the small window to the large one.

#include <QtQml/qqmlextensionplugin.h>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

#include <random>

#include "app/ui/board/boardmodel.h"
#include "app/ui/play/gamesession.h"
#include "app/ui/play/savestore.h"
#include "core/match.h"
#include "core/registry.h"
#include "tests/app/main_window.h"

using cowrie::ui::BoardModel;
using cowrie::ui::GameSession;

Q_IMPORT_QML_PLUGIN(CowriePlugin)

namespace {

const char* kScene = R"(
import QtQuick
import Cowrie
Rectangle {
    property alias game: game
    property alias board: board
    gradient: Gradient {
        GradientStop { position: 0; color: "#2f3a2c" }
        GradientStop { position: 1; color: "#1b2219" }
    }
    GameSession { id: game }
    Board {
        id: board
        anchors.fill: parent
        anchors.margins: parent.width * 0.03
        feed: game.feed
        muted: true
        animator.stepMs: 0
    }
}
)";

int distinctColours(const QImage& image) {
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3) colours.insert(image.pixel(x, y));
    return int(colours.size());
}

QString outPath(const QString& name) {
    return QStringLiteral(COWRIE_SCREENSHOT_DIR "/") + name;
}

int roleOf(const BoardModel* m, int place, const char* name) {
    return m->data(m->index(place), m->roleNames().key(name)).toInt();
}

// Plays the `k`-th move a fixed rule picks: any legal hole, both players at
// once when they choose together, towards the right when a direction is due.
bool playSomeMove(GameSession* game, int k) {
    const BoardModel* m = game->board();
    QList<int> south, north;
    for (int p = 0; p < m->rowCount(); ++p) {
        if (!roleOf(m, p, "legal")) continue;
        (roleOf(m, p, "side") == cowrie::ui::sides::North ? north : south)
            << roleOf(m, p, "holeNumber");
    }
    if (game->toMove() == cowrie::ui::sides::BothSides) {
        // The screen may offer one player's holes at a time: try pairs in turn.
        const int n = m->holes();
        for (int i = 0; i < n * n; ++i) {
            const int s = (i + k) % n + 1, t = (i / n + 3 * k) % n + 1;
            if (game->playPair(s, t)) return true;
        }
        return false;
    }
    const QList<int>& holes = south.isEmpty() ? north : south;
    if (holes.isEmpty()) return false;
    const int hole = holes[(k * 7 + 3) % holes.size()];
    return game->needsDirection() ? game->playDirected(hole, true) : game->play(hole);
}

// A game of `id` played at random (seeded, so the same on every run) until
// a puta or naga hole appears.
std::optional<cowrie::Match> gameWithPrivilegedHole(const std::string& id) {
    std::string error;
    auto rules = cowrie::createRules(id, {}, error);
    if (!rules) return std::nullopt;
    for (unsigned seed = 1; seed < 200; ++seed) {
        std::mt19937 random(seed);
        cowrie::Match match(rules);
        for (int k = 0; k < 3000 && !match.position().over(); ++k) {
            const cowrie::MoveList moves = match.legalMoves();
            if (moves.empty()) break;
            match.play(moves[random() % moves.size()]);
            const cowrie::Board& b = match.position().board;
            for (int p = 0; p < b.places(); ++p)
                if (b.markers[p] & (cowrie::Board::Puta | cowrie::Board::Naga)) return match;
        }
    }
    return std::nullopt;
}

bool hasMarkers(const BoardModel* m) {
    for (int p = 0; p < m->rowCount(); ++p)
        if (roleOf(m, p, "blind") || roleOf(m, p, "burnt") || roleOf(m, p, "puta") ||
            roleOf(m, p, "naga"))
            return true;
    return false;
}

}  // namespace

class TestBoardShots : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        engine_.addImportPath(":/");
        QQmlComponent component(&engine_);
        component.setData(kScene, QUrl("qrc:/tst_boardshots/Scene.qml"));
        root_ = qobject_cast<QQuickItem*>(component.create());
        QVERIFY2(root_, qPrintable(component.errorString()));
        root_->setParentItem(window_.contentItem());
        window_.resize(1024, 640);
        window_.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window_));
        game_ = root_->property("game").value<GameSession*>();
        board_ = root_->property("board").value<QQuickItem*>();
        QVERIFY(game_ && board_);
        QVERIFY(saves_.isValid());
        game_->saveStore()->setDirectory(saves_.path());
    }

    void everyGame_data() {
        QTest::addColumn<QString>("id");
        for (const cowrie::GameInfo& info : cowrie::allGames())
            QTest::newRow(info.id.c_str()) << QString::fromStdString(info.id);
    }

    void everyGame() {
        QFETCH(QString, id);
        // Mid-game: a few moves, or for games that mark holes, on until a mark
        // shows (trying a few games before settling for any mid-game board).
        const bool marks = id.startsWith("olinda") || id == "congklak" || id == "pallankuzhi";
        bool marked = false;
        for (int attempt = 0; marks && attempt < 6 && !marked; ++attempt) {
            QVERIFY(game_->newGame(id));
            for (int k = 0; k < 400 && !game_->over() && !marked; ++k) {
                QVERIFY2(playSomeMove(game_, k + attempt), qPrintable(game_->status()));
                marked = hasMarkers(game_->board());
            }
        }
        if (!marked) {
            QVERIFY(game_->newGame(id));
            for (int k = 0; k < 5; ++k)
                QVERIFY2(playSomeMove(game_, k), qPrintable(game_->status()));
        }
        QTRY_VERIFY(!board_->property("animating").toBool());

        constexpr int kSizes = 3;
        qreal spacing[kSizes] = {0, 0, 0};
        qreal badge[kSizes] = {0, 0, 0};
        const QSize sizes[kSizes] = {{1024, 640}, {1920, 1080}, {3840, 2160}};
        for (int s = 0; s < kSizes; ++s) {
            window_.resize(sizes[s]);
            root_->setSize(sizes[s]);
            QTest::qWait(50);
            const QImage image = window_.grabWindow();
            QVERIFY(!image.isNull());
            QVERIFY(image.save(outPath(QStringLiteral("board-%1-%2x%3.png")
                                           .arg(id)
                                           .arg(sizes[s].width())
                                           .arg(sizes[s].height()))));
            QVERIFY2(distinctColours(image) > 800, "a carved board has many shades");

            const QRectF frame(QPointF(0, 0), QSizeF(sizes[s]));
            const int places = game_->board()->rowCount();
            QVERIFY(places >= 12);
            for (int p = 0; p < places; ++p) {
                const QPointF c = centerOf(p);
                QVERIFY2(frame.contains(board_->mapToScene(c)), qPrintable(QString::number(p)));
            }
            // Hole 1 to hole 2 of South, in cells: the same at every size.
            const qreal cell = board_->property("cell").toReal();
            spacing[s] = QLineF(centerOf(0), centerOf(1)).length() / cell;
            // The count on South's hole 1, in cells: it grows with the board.
            if (!game_->board()->hiddenCounts()) {
                badge[s] = countTextHeight(0) / cell;
                QVERIFY2(badge[s] > 0.1, "a count is shown on South's hole 1");
            }
        }
        for (int s = 1; s < kSizes; ++s) {
            QVERIFY(qAbs(spacing[0] - spacing[s]) < 0.01);
            QVERIFY2(qAbs(badge[0] - badge[s]) < 0.02,
                     qPrintable(QStringLiteral("count badge %1 cells at %2 wide, %3 at 1024")
                                    .arg(badge[s])
                                    .arg(sizes[s].width())
                                    .arg(badge[0])));
        }
        QVERIFY(spacing[0] > 0.9);
        window_.resize(1024, 640);
        root_->setSize(QSizeF(1024, 640));
    }

    void aMoveBeingSown() {
        QVERIFY(game_->newGame("congkak"));
        window_.resize(1280, 800);
        root_->setSize(QSizeF(1280, 800));
        QObject* animator = board_->property("animator").value<QObject*>();
        animator->setProperty("stepMs", 200);
        QVERIFY(game_->play(3));
        QVERIFY(board_->property("animating").toBool());
        QTest::qWait(1100);
        QVERIFY(animator->property("handVisible").toBool());
        const QImage image = window_.grabWindow();
        QVERIFY(image.save(outPath("board-sowing.png")));
        QMetaObject::invokeMethod(animator, "finish");
        animator->setProperty("stepMs", 0);
    }

    // Olinda keliya's privileged holes: a puta or naga token on the board.
    void privilegedHoles() {
        auto match = gameWithPrivilegedHole("olinda-keliya");
        QVERIFY2(match, "random olinda keliya games reach a puta or naga");
        cowrie::ui::GameSetup setup;
        setup.gameId = QStringLiteral("olinda-keliya");
        QVERIFY(game_->saveStore()->save(setup, *match));
        QVERIFY2(game_->resume(), qPrintable(game_->status()));
        showAt(QSize(1280, 800));
        int tokens = 0;
        for (int p = 0; p < game_->board()->rowCount(); ++p) {
            const bool privileged =
                roleOf(game_->board(), p, "puta") || roleOf(game_->board(), p, "naga");
            const QQuickItem* kin = placeItem(p)->findChild<QQuickItem*>("kin");
            QCOMPARE(kin != nullptr && kin->isVisible(), privileged);
            tokens += privileged;
        }
        QVERIFY(tokens >= 1);
        QVERIFY(window_.grabWindow().save(outPath("board-olinda-tokens.png")));
    }

    // Pallankuzhi with hidden counts: seeds but no numbers.
    void hiddenCounts() {
        QVERIFY(game_->start(QVariantMap{{"game", "pallankuzhi"},
                                         {"options", QVariantMap{{"hidden-counts", "true"}}}}));
        QVERIFY(game_->board()->hiddenCounts());
        for (int k = 0; k < 6; ++k) QVERIFY2(playSomeMove(game_, k), qPrintable(game_->status()));
        showAt(QSize(1280, 800));
        for (int p = 0; p < game_->board()->rowCount(); ++p) {
            const QQuickItem* text = placeItem(p)->findChild<QQuickItem*>("countText");
            QVERIFY2(!text || !text->isVisible(), qPrintable(QString::number(p)));
        }
        QVERIFY(window_.grabWindow().save(outPath("board-hidden-counts.png")));
        // The same game with counts shows a number on every pit.
        QVERIFY(game_->newGame("pallankuzhi"));
        showAt(QSize(1280, 800));
        QVERIFY(countTextHeight(0) > 0);
    }

  private:
    void showAt(QSize size) {
        QTRY_VERIFY(!board_->property("animating").toBool());
        window_.resize(size);
        root_->setSize(size);
        QTest::qWait(50);
    }

    QQuickItem* placeItem(int place) const {
        QVariant item;
        QMetaObject::invokeMethod(board_, "placeItem", Q_RETURN_ARG(QVariant, item),
                                  Q_ARG(QVariant, place));
        return item.value<QQuickItem*>();
    }

    // The height of the count shown on `place`'s pit (0 when none is shown).
    qreal countTextHeight(int place) const {
        const QQuickItem* item = placeItem(place);
        if (!item) return 0;
        const auto* text = item->findChild<QQuickItem*>("countText");
        return text && text->isVisible() ? text->height() : 0;
    }

    QPointF centerOf(int place) const {
        QVariant c;
        QMetaObject::invokeMethod(board_, "centerOf", Q_RETURN_ARG(QVariant, c),
                                  Q_ARG(QVariant, place));
        return c.toPointF();
    }

    QTemporaryDir saves_;
    QQmlEngine engine_;
    QQuickWindow window_;
    QQuickItem* root_ = nullptr;
    GameSession* game_ = nullptr;
    QQuickItem* board_ = nullptr;
};

int main(int argc, char* argv[]) {
    return cowrie::test::runWindowTest<TestBoardShots>(argc, argv);
}

#include "tst_boardshots.moc"
