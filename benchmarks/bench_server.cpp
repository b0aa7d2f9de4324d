// cowrie-server under load (issue 31, docs/network.md): one server process,
// N concurrent games played over real localhost WebSockets by scripted
// players in this process (one event loop). Every game of the registry with
// its default options, plus every preset that starts with a simultaneous
// choice, in turn. Each game is created and joined (at most 64 at a time,
// so the server's listen queue never overflows); once all are seated, all
// play at once, each player moving when the server says it is to move (a
// seeded pseudo-random legal move) after its think time, until every game is
// over or has --moves-per-game moves (200 by default: random players make
// Pallankuzhi last some 35,000 moves, far past any game people play).
//
//   bench_server [--games N] [--moves-per-game M] [--think-ms T] [--server PATH]
//                [--seed S] [--json]
//
// Without a think time the players answer at once: the server's throughput,
// every game always waiting on it, so the latency is the queue (games /
// moves per second). With one (a random wait of 0 to 2T before each move)
// the games move at a people's pace and the latency is the server's answer.
//
// Figures: moves per second (moves the server accepted / play time), the
// time from sending `move` to receiving its `moved`, and to the other
// player's receiving it (p50, p99, max), the server's memory per open room
// ((VmRSS with every room open - VmRSS before any room) / N) and its CPU
// per move (utime + stime while playing). The players share the two cores
// with the server: the figures are a floor.

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTimer>

#include <climits>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "benchmarks/bench_server_game.h"
#include "benchmarks/bench_server_process.h"
#include "benchmarks/bench_server_report.h"
#include "core/registry.h"

namespace {

using namespace cowrie;
using namespace cowrie::bench;

struct Flags {
    int games = 1000;
    int movesPerGame = 200;  // 0: every game to its end
    int thinkMs = 0;
    QString server;
    std::uint64_t seed = 31;
    bool json = false;
};

constexpr int openingAtOnce = 64;
constexpr int stallSeconds = 30;

void usage(FILE* to) {
    std::fputs(
        "usage: bench_server [--games N] [--moves-per-game M] [--think-ms T] [--server PATH]\n"
        "                    [--seed S] [--json]\n"
        "  --games N           concurrent games (2 connections each), default 1000\n"
        "  --moves-per-game M  stop a game after M moves, default 200 (0: play it to its end)\n"
        "  --think-ms T        each player waits 0 to 2T ms (random) before a move, default 0\n"
        "  --server PATH       the cowrie-server program, default ../net/server/cowrie-server\n"
        "                      beside this program's folder\n"
        "  --seed S            the players' random seed, default 31\n"
        "  --json              print one JSON object after the table\n",
        to);
}

bool readNumber(const char* text, long long min, long long max, long long& value) {
    char* end = nullptr;
    errno = 0;
    value = std::strtoll(text, &end, 10);
    return errno == 0 && end != text && *end == '\0' && value >= min && value <= max;
}

bool parseFlags(int argc, char** argv, Flags& flags) {
    for (int i = 1; i < argc; ++i) {
        const std::string flag = argv[i];
        if (flag == "--json") {
            flags.json = true;
            continue;
        }
        if (flag == "--help" || flag == "-h") {
            usage(stdout);
            std::exit(0);
        }
        if (i + 1 >= argc) {
            std::fprintf(stderr, "bench_server: %s needs a value\n", flag.c_str());
            return false;
        }
        const char* value = argv[++i];
        long long number = 0;
        if (flag == "--games" && readNumber(value, 1, 100000, number))
            flags.games = static_cast<int>(number);
        else if (flag == "--moves-per-game" && readNumber(value, 0, INT_MAX, number))
            flags.movesPerGame = static_cast<int>(number);
        else if (flag == "--think-ms" && readNumber(value, 0, 600000, number))
            flags.thinkMs = static_cast<int>(number);
        else if (flag == "--seed" && readNumber(value, 0, LLONG_MAX, number))
            flags.seed = static_cast<std::uint64_t>(number);
        else if (flag == "--server")
            flags.server = QString::fromLocal8Bit(value);
        else {
            std::fprintf(stderr, "bench_server: bad flag or value: %s %s\n", flag.c_str(), value);
            return false;
        }
    }
    return true;
}

// An option's text as the JSON value a client sends: a number, a boolean or a word.
Json optionValue(const GameInfo& game, const std::string& key, const std::string& text) {
    for (const OptionSpec& spec : game.options) {
        if (spec.key != key) continue;
        if (spec.type == OptionSpec::Type::Int) return std::stoi(text);
        if (spec.type == OptionSpec::Type::Bool) return parseBool(text).value_or(false);
    }
    return text;
}

// Every game with its defaults, and each preset that starts with both
// players choosing at once, from the registry: a new game joins by itself.
std::vector<GameSpec> benchMix() {
    std::vector<GameSpec> mix;
    for (const GameInfo& game : allGames()) {
        mix.push_back({game.id, Json::object(), game.id});
        for (const Preset& preset : game.presets) {
            std::string error;
            const auto rules = createRules(game.id, preset.options, error);
            if (!rules || rules->initialPosition().toMove != Turn::Both) continue;
            Json options = Json::object();
            for (const auto& [key, text] : preset.options)
                options[key] = optionValue(game, key, text);
            mix.push_back({game.id, options, game.id + "/" + preset.id});
        }
    }
    return mix;
}

QString defaultServer() {
    return QFileInfo(QCoreApplication::applicationDirPath() + "/../net/server/cowrie-server")
        .absoluteFilePath();
}

long rssNow(const ServerProcess& server) {
    ProcessSample sample;
    return sampleProcess(server.pid(), sample) ? sample.rssKb : 0;
}

double cpuNow(const ServerProcess& server) {
    ProcessSample sample;
    return sampleProcess(server.pid(), sample)
               ? static_cast<double>(sample.cpuTicks) / ticksPerSecond()
               : 0;
}

// Runs the event loop until `done` holds, the server dies or nothing has
// arrived for stallSeconds; false (with `why`) in the two last cases. A
// line on stderr every 10 s says how far it is.
bool runUntil(const std::function<bool()>& done, const ServerProcess& server,
              const BenchCounters& counters, std::string& why) {
    QEventLoop loop;
    QTimer watch, progress;
    bool ok = true;
    QElapsedTimer clock;
    clock.start();
    QObject::connect(&progress, &QTimer::timeout, &loop, [&] {
        std::fprintf(stderr, "bench_server: %.0f s, %lld moves, %lld frames received\n",
                     static_cast<double>(clock.elapsed()) / 1000,
                     static_cast<long long>(counters.moves),
                     static_cast<long long>(counters.messages));
    });
    progress.start(10000);
    QObject::connect(&watch, &QTimer::timeout, &loop, [&] {
        if (done()) return loop.quit();
        if (!server.running()) {
            why = "the server stopped";
            ok = false;
            return loop.quit();
        }
        if (Clock::now() - counters.lastActivity > std::chrono::seconds(stallSeconds)) {
            why = "nothing arrived for " + std::to_string(stallSeconds) + " s";
            ok = false;
            loop.quit();
        }
    });
    watch.start(5);
    loop.exec();
    return ok;
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    Flags flags;
    if (!parseFlags(argc, argv, flags)) {
        usage(stderr);
        return 2;
    }
    if (flags.server.isEmpty()) flags.server = defaultServer();
    const std::uint64_t openFiles = raiseOpenFileLimit();
    if (openFiles < static_cast<std::uint64_t>(2 * flags.games + 64))
        std::fprintf(stderr, "bench_server: warning: %llu open files allowed, %d games need more\n",
                     static_cast<unsigned long long>(openFiles), flags.games);

    QTemporaryDir data;
    if (!data.isValid()) {
        std::fprintf(stderr, "bench_server: no temporary folder for the server's data\n");
        return 1;
    }
    ServerProcess server;
    QString error;
    if (!server.start(flags.server, data.path(), &error)) {
        std::fprintf(stderr, "bench_server: %s\n", qPrintable(error));
        return 1;
    }

    ServerFigures figures;
    figures.games = flags.games;
    figures.moveCap = flags.movesPerGame;
    figures.thinkMs = flags.thinkMs;
    const std::vector<GameSpec> mix = benchMix();
    for (const GameSpec& spec : mix) figures.mix.push_back(spec.label);
    figures.rssBeforeKb = rssNow(server);

    BenchCounters counters;
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1/v1").arg(server.port()));
    const int moveCap = flags.movesPerGame > 0 ? flags.movesPerGame : INT_MAX;
    std::vector<std::unique_ptr<ScriptedGame>> games;
    int opened = 0, settled = 0, done = 0;
    for (int i = 0; i < flags.games; ++i)
        games.push_back(std::make_unique<ScriptedGame>(i, mix[static_cast<size_t>(i) % mix.size()],
                                                       url, counters, moveCap, flags.seed,
                                                       flags.thinkMs));
    // Seated or failed, a game makes room for the next one to open.
    std::function<void()> openNext = [&] {
        while (opened < flags.games && opened - settled < openingAtOnce) games[opened++]->open();
    };
    for (auto& game : games) {
        game->onSeated = [&] {
            ++settled;
            openNext();
        };
        game->onDone = [&, g = game.get()] {
            ++done;
            if (!g->seated()) {
                ++settled;
                openNext();
            }
        };
    }

    std::string why;
    QElapsedTimer clock;
    clock.start();
    openNext();
    bool ok = runUntil([&] { return settled == flags.games; }, server, counters, why);
    figures.setupSeconds = static_cast<double>(clock.nsecsElapsed()) / 1e9;
    for (const auto& game : games) figures.seated += game->seated() ? 1 : 0;
    figures.rssSeatedKb = rssNow(server);

    if (ok) {
        const std::int64_t movesBefore = counters.moves;
        const double cpuBefore = cpuNow(server);
        clock.restart();
        for (auto& game : games)
            if (game->seated() && !game->done()) game->play();
        ok = runUntil([&] { return done == flags.games; }, server, counters, why);
        figures.playSeconds = static_cast<double>(clock.nsecsElapsed()) / 1e9;
        figures.serverCpuSeconds = cpuNow(server) - cpuBefore;
        figures.moves = counters.moves - movesBefore;
        figures.rssPlayedKb = rssNow(server);
    }
    if (!ok) {
        ++counters.errors;
        ++counters.errorKinds["stopped: " + why];
        int shown = 0;
        for (const auto& game : games)
            if (!game->done() && shown++ < 5)
                std::fprintf(stderr, "bench_server: stuck: game %s %s\n",
                             game->spec().label.c_str(), game->stage().c_str());
    }
    for (const auto& game : games)
        figures.finished += game->done() && !game->failed() && game->ply() < moveCap ? 1 : 0;
    figures.latenciesMs = std::move(counters.latenciesMs);
    figures.opponentLatenciesMs = std::move(counters.opponentLatenciesMs);
    figures.rateLimited = counters.rateLimited;
    figures.errors = counters.errors;
    figures.errorKinds = counters.errorKinds;

    games.clear();  // closes every connection
    const int exitCode = server.stop();
    if (exitCode != 0) {
        ++figures.errors;
        ++figures.errorKinds["server exit code " + std::to_string(exitCode)];
    }
    std::fputs(figuresTable(figures).c_str(), stdout);
    if (flags.json) std::printf("%s\n", figuresToJson(figures).dump().c_str());
    return ok && figures.errors == 0 ? 0 : 1;
}
