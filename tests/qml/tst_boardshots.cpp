// Renders the board of every registry game offscreen at two window sizes,
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
#include <QtTest>

#include "boardmodel.h"
#include "gamecontroller.h"
#include "registry.h"

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
    GameController { id: game }
    Board {
        id: board
        anchors.fill: parent
        anchors.margins: parent.width * 0.03
        controller: game
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
bool playSomeMove(GameController* game, int k) {
    const BoardModel* m = game->board();
    QList<int> south, north;
    for (int p = 0; p < m->rowCount(); ++p) {
        if (!roleOf(m, p, "legal")) continue;
        const QString side = m->data(m->index(p), m->roleNames().key("side")).toString();
        (side == QLatin1String("north") ? north : south) << roleOf(m, p, "holeNumber");
    }
    if (game->toMove() == QLatin1String("both")) {
        // The screen may offer one player's holes at a time: try pairs in turn.
        const int n = game->holes();
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
        game_ = root_->property("game").value<GameController*>();
        board_ = root_->property("board").value<QQuickItem*>();
        QVERIFY(game_ && board_);
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

        qreal spacing[2] = {0, 0};
        const QSize sizes[2] = {{1024, 640}, {1920, 1080}};
        for (int s = 0; s < 2; ++s) {
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
            spacing[s] =
                QLineF(centerOf(0), centerOf(1)).length() / board_->property("cell").toReal();
        }
        QVERIFY(qAbs(spacing[0] - spacing[1]) < 0.01);
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

  private:
    QPointF centerOf(int place) const {
        QVariant c;
        QMetaObject::invokeMethod(board_, "centerOf", Q_RETURN_ARG(QVariant, c),
                                  Q_ARG(QVariant, place));
        return c.toPointF();
    }

    QQmlEngine engine_;
    QQuickWindow window_;
    QQuickItem* root_ = nullptr;
    GameController* game_ = nullptr;
    QQuickItem* board_ = nullptr;
};

int main(int argc, char* argv[]) {
    // The software renderer draws the same pixels on any machine, display or not.
    if (qEnvironmentVariableIsEmpty("QT_QUICK_BACKEND"))
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    QQuickStyle::setStyle("Basic");
    QGuiApplication app(argc, argv);
    TestBoardShots test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_boardshots.moc"
