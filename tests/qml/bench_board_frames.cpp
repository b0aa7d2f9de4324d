// Benchmark (not a test): frame times while the board animates the longest
// opening move of a 98-seed relay game (Chonka by default). Run it on a
// display, e.g.
//   xvfb-run -a -s "-screen 0 1920x1080x24" bench_board_frames [stepMs [w h [game]]]
// It prints the frame count, mean, median, 95th and 99th percentile and the
// longest frame, and the share of frames under 16.7 ms.

#include <QtQml/qqmlextensionplugin.h>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

#include "app/renderer_choice.h"
#include "app/ui/play/gamesession.h"
#include "core/match.h"

using cowrie::ui::GameSession;

Q_IMPORT_QML_PLUGIN(CowriePlugin)

namespace {

const char* kScene = R"(
import QtQuick
import Cowrie
Rectangle {
    property alias game: game
    property alias board: board
    color: "#243021"
    GameSession { id: game }
    Board { id: board; anchors.fill: parent; anchors.margins: 20; feed: game.feed; muted: true }
}
)";

// The seeds `m` lifts in all (its first lift and every relay).
int liftedBy(const cowrie::Match* match, cowrie::Move m) {
    cowrie::Position copy = match->position();
    cowrie::Trace trace;
    match->rules().apply(copy, m, &trace);
    int lifted = 0;
    for (const cowrie::Event& e : trace)
        if (e.type == cowrie::EventType::Lift || e.type == cowrie::EventType::Relay)
            lifted += e.count;
    return lifted;
}

bool playMove(GameSession* game, cowrie::Move m) {
    if (m.isPair()) return game->playPair(m.southHole(), m.northHole());
    if (m.hasDirection())
        return game->playDirected(m.holeNumber(), m.direction() == cowrie::Direction::Ccw);
    return game->play(m.holeNumber());
}

// Plays fixed moves until some legal move relays at least `target` seeds (or
// 300 moves pass), leaving that position on the board.
void reachALongRelay(GameSession* game, int target) {
    for (int ply = 0; ply < 300 && !game->over(); ++ply) {
        cowrie::MoveList moves;
        game->match()->rules().legalMoves(game->match()->position(), moves);
        for (cowrie::Move m : moves)
            if (liftedBy(game->match(), m) >= target) return;
        playMove(game, moves[(ply * 7 + 3) % moves.size()]);
    }
}

// Plays the legal move of `game` whose sowing lifts the most seeds.
bool playLongestMove(GameSession* game) {
    const cowrie::Match* match = game->match();
    cowrie::MoveList moves;
    match->rules().legalMoves(match->position(), moves);
    cowrie::Move best;
    int most = -1;
    size_t events = 0;
    for (cowrie::Move m : moves) {
        const int lifted = liftedBy(match, m);
        if (lifted > most) most = lifted, best = m;
    }
    {
        cowrie::Position copy = match->position();
        cowrie::Trace trace;
        match->rules().apply(copy, best, &trace);
        events = trace.size();
    }
    std::printf("move %d, %s: %zu trace events, %d seeds lifted in all\n", game->moveCount() + 1,
                best.toString().c_str(), events, most);
    return playMove(game, best);
}

}  // namespace

int main(int argc, char* argv[]) {
    QQuickStyle::setStyle("Basic");
    QGuiApplication app(argc, argv);
    // The same choice of renderer as the app (COWRIE_RENDERER=gpu measures OpenGL).
    const cowrie::app::RendererChoice renderer = cowrie::app::chooseRenderer();
    std::printf("renderer choice: %s (%s)\n", renderer.software ? "software" : "default",
                qPrintable(renderer.reason));
    const int stepMs = argc > 1 ? std::atoi(argv[1]) : 220;
    const int w = argc > 3 ? std::atoi(argv[2]) : 1920, h = argc > 3 ? std::atoi(argv[3]) : 1080;

    QQmlEngine engine;
    engine.addImportPath(":/");
    QQmlComponent component(&engine);
    component.setData(kScene, QUrl("qrc:/bench/Scene.qml"));
    auto* root = qobject_cast<QQuickItem*>(component.create());
    if (!root) {
        std::fprintf(stderr, "%s\n", qPrintable(component.errorString()));
        return 1;
    }
    QQuickWindow window;
    root->setParentItem(window.contentItem());
    window.resize(w, h);
    root->setSize(QSizeF(w, h));
    window.show();

    auto* game = root->property("game").value<GameSession*>();
    auto* board = root->property("board").value<QQuickItem*>();
    game->newGame(argc > 4 ? QString::fromLocal8Bit(argv[4]) : QStringLiteral("chonka"));
    QObject* animator = board->property("animator").value<QObject*>();
    // "bare" as a fifth argument hides the board: the cost of an empty frame.
    if (argc > 5 && QByteArray(argv[5]) == "bare") board->setOpacity(0);
    animator->setProperty("stepMs", 0);
    reachALongRelay(game, 98);
    animator->setProperty("stepMs", stepMs);

    std::vector<double> frames;
    QElapsedTimer clock;
    bool measuring = false;
    QObject::connect(&window, &QQuickWindow::frameSwapped, [&] {
        if (!measuring) return;
        frames.push_back(clock.nsecsElapsed() / 1e6);
        clock.restart();
        window.update();  // keep drawing: measure what the board costs per frame
    });
    QTimer::singleShot(1000, [&] {
        if (!playLongestMove(game)) app.exit(1);
        measuring = true;
        clock.start();
        window.update();
    });
    QObject::connect(animator, SIGNAL(finished()), &app, SLOT(quit()));
    QTimer::singleShot(60000, &app, &QCoreApplication::quit);
    app.exec();

    if (frames.size() < 2) {
        std::printf("no frames\n");
        return 1;
    }
    frames.erase(frames.begin());  // the first frame includes the move itself
    std::vector<double> sorted = frames;
    std::sort(sorted.begin(), sorted.end());
    double sum = 0;
    for (double f : frames) sum += f;
    const auto pct = [&](double p) { return sorted[size_t(p * (sorted.size() - 1))]; };
    const auto under =
        std::count_if(frames.begin(), frames.end(), [](double f) { return f <= 16.7; });
    std::printf("renderer: %s, window %dx%d, stepMs %d\n",
                window.rendererInterface()->graphicsApi() == QSGRendererInterface::Software
                    ? "software"
                    : "hardware-API (OpenGL/RHI)",
                w, h, stepMs);
    std::printf(
        "frames %zu, mean %.2f ms (%.1f fps), median %.2f, p95 %.2f, p99 %.2f, max %.2f ms, "
        "%.1f%% under 16.7 ms\n",
        frames.size(), sum / frames.size(), 1000.0 * frames.size() / sum, pct(0.5), pct(0.95),
        pct(0.99), sorted.back(), 100.0 * under / frames.size());
    return 0;
}
