// Benchmark (not a test): the app's start and its memory over a long session.
// Run on a display, as a player would start it:
//   xvfb-run -a -s "-screen 0 1280x800x24" bench_app_session [rounds]
// Prints one JSON line per figure: the first frame after exec (ms), the
// resident memory (VmRSS) on the home screen, and after each round of seven
// demo games (one of every game, 30 moves each or to the end, back home
// after each). Targets (issue 14): first frame under 1 s, under 150 MB after
// a long session.

#include <QtQml/qqmlextensionplugin.h>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTimer>

#include <malloc.h>
#include <unistd.h>

#include <cstdio>

#include "app/renderer_choice.h"
#include "core/registry.h"

Q_IMPORT_QML_PLUGIN(CowriePlugin)

namespace {

// The process's resident memory in MiB (VmRSS of /proc/self/status).
double residentMiB() {
    QFile status("/proc/self/status");
    if (!status.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toDouble() / 1024.0;
    return -1;
}

// Milliseconds since this process was exec'd (/proc/self/stat's start time).
double msSinceExec() {
    QFile stat("/proc/self/stat"), uptime("/proc/uptime");
    if (!stat.open(QIODevice::ReadOnly) || !uptime.open(QIODevice::ReadOnly)) return -1;
    const QByteArray s = stat.readAll();
    // Fields after the command name (which may hold spaces) start after ')'.
    const QList<QByteArray> fields = s.mid(s.lastIndexOf(')') + 2).split(' ');
    const double startTicks = fields.value(19).toDouble();  // field 22: starttime
    const double upSeconds = uptime.readAll().split(' ').first().toDouble();
    return (upSeconds - startTicks / double(sysconf(_SC_CLK_TCK))) * 1000.0;
}

void wait(int ms) {
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < ms) QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
}

// Waits until `done` or `ms` pass; false on time out.
template <typename F>
bool waitFor(F done, int ms) {
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > ms) return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    }
    return true;
}

}  // namespace

int main(int argc, char* argv[]) {
    QGuiApplication app(argc, argv);
    // A throwaway profile: no saved game offered, no welcome.
    QStandardPaths::setTestModeEnabled(true);
    QGuiApplication::setApplicationName("bench_app_session");
    QGuiApplication::setOrganizationName("CowrieBench");
    QQuickStyle::setStyle("Basic");
    cowrie::app::chooseRenderer();
    const int rounds = argc > 1 ? std::max(1, atoi(argv[1])) : 3;

    QQmlApplicationEngine engine;
    engine.addImportPath(":/");
    double firstFrame = -1;
    QObject::connect(&engine, &QQmlApplicationEngine::objectCreated, [&](QObject* root) {
        if (auto* window = qobject_cast<QQuickWindow*>(root))
            QObject::connect(
                window, &QQuickWindow::frameSwapped, &app,
                [&] {
                    if (firstFrame < 0) firstFrame = msSinceExec();
                },
                Qt::DirectConnection);
    });
    engine.load(QUrl("qrc:/Cowrie/Main.qml"));
    if (engine.rootObjects().isEmpty()) return 1;
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().first());
    if (!waitFor([&] { return firstFrame >= 0; }, 20000)) return 2;
    std::printf("{\"figure\":\"first_frame_ms\",\"value\":%.0f}\n", firstFrame);
    wait(1000);
    std::printf("{\"figure\":\"rss_home_mib\",\"value\":%.1f}\n", residentMiB());
    std::fflush(stdout);

    for (int round = 1; round <= rounds; ++round) {
        for (const cowrie::GameInfo& game : cowrie::allGames()) {
            const QVariantMap setup{
                {"game", QString::fromStdString(game.id)}, {"mode", "demo"}, {"level", 0}};
            QMetaObject::invokeMethod(window, "play", Q_ARG(QVariant, setup));
            QQuickItem* page = nullptr;
            QObject* controller = nullptr;
            waitFor(
                [&] {
                    page = window->property("currentPage").value<QQuickItem*>();
                    controller = page ? page->property("controller").value<QObject*>() : nullptr;
                    return controller && controller->property("gameId").toString() ==
                                             QString::fromStdString(game.id);
                },
                10000);
            if (!controller) return 3;
            page->setProperty("stepMs", 20);
            controller->setProperty("summaryMs", 200);
            waitFor(
                [&] {
                    return controller->property("over").toBool() ||
                           controller->property("moveCount").toInt() >= 30;
                },
                60000);
            QMetaObject::invokeMethod(window, "goHome");
            wait(300);
        }
        wait(1000);
        const double held = residentMiB();
        // What the allocator keeps of memory already freed, apart from what is live.
        malloc_trim(0);
        std::printf(
            "{\"figure\":\"rss_after_round_mib\",\"round\":%d,\"games\":%d,"
            "\"value\":%.1f,\"after_malloc_trim\":%.1f}\n",
            round, round * 7, held, residentMiB());
        std::fflush(stdout);
    }
    return 0;
}
