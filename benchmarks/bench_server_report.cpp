#include "benchmarks/bench_server_report.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace cowrie::bench {

namespace {

struct Spread {
    double p50 = 0, p99 = 0, max = 0;
};

Spread spread(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return {percentile(values, 50), percentile(values, 99), values.empty() ? 0 : values.back()};
}

struct Derived {
    double movesPerSecond = 0;
    Spread mover, opponent;
    double kbPerRoomSeated = 0, kbPerRoomPlayed = 0, cpuMsPerMove = 0;
};

Derived derive(const ServerFigures& f) {
    Derived d;
    d.mover = spread(f.latenciesMs);
    d.opponent = spread(f.opponentLatenciesMs);
    if (f.playSeconds > 0) d.movesPerSecond = static_cast<double>(f.moves) / f.playSeconds;
    if (f.seated > 0) {
        d.kbPerRoomSeated = static_cast<double>(f.rssSeatedKb - f.rssBeforeKb) / f.seated;
        d.kbPerRoomPlayed = static_cast<double>(f.rssPlayedKb - f.rssBeforeKb) / f.seated;
    }
    if (f.moves > 0) d.cpuMsPerMove = 1000.0 * f.serverCpuSeconds / static_cast<double>(f.moves);
    return d;
}

double rounded(double value, int digits) {
    const double scale = std::pow(10.0, digits);
    return std::round(value * scale) / scale;
}

}  // namespace

double percentile(const std::vector<double>& sorted, double p) {
    if (sorted.empty()) return 0;
    const auto rank =
        static_cast<std::size_t>(std::ceil(p / 100.0 * static_cast<double>(sorted.size())));
    return sorted[std::clamp<std::size_t>(rank, 1, sorted.size()) - 1];
}

Json figuresToJson(const ServerFigures& f) {
    const Derived d = derive(f);
    Json errorKinds = Json::object();
    for (const auto& [kind, count] : f.errorKinds) errorKinds[kind] = count;
    return Json{{"name", "server"},
                {"games", f.games},
                {"connections", 2 * f.games},
                {"seated", f.seated},
                {"finished", f.finished},
                {"moveCap", f.moveCap},
                {"thinkMs", f.thinkMs},
                {"mix", f.mix},
                {"setupSeconds", rounded(f.setupSeconds, 3)},
                {"moves", f.moves},
                {"seconds", rounded(f.playSeconds, 3)},
                {"movesPerSecond", rounded(d.movesPerSecond, 1)},
                {"latencyMs",
                 {{"p50", rounded(d.mover.p50, 3)},
                  {"p99", rounded(d.mover.p99, 3)},
                  {"max", rounded(d.mover.max, 3)}}},
                {"opponentLatencyMs",
                 {{"p50", rounded(d.opponent.p50, 3)},
                  {"p99", rounded(d.opponent.p99, 3)},
                  {"max", rounded(d.opponent.max, 3)}}},
                {"rateLimited", f.rateLimited},
                {"serverRssKb",
                 {{"before", f.rssBeforeKb}, {"seated", f.rssSeatedKb}, {"played", f.rssPlayedKb}}},
                {"kbPerRoom", rounded(d.kbPerRoomPlayed, 1)},
                {"kbPerRoomSeated", rounded(d.kbPerRoomSeated, 1)},
                {"serverCpuSeconds", rounded(f.serverCpuSeconds, 3)},
                {"serverCpuMsPerMove", rounded(d.cpuMsPerMove, 4)},
                {"errors", f.errors},
                {"errorKinds", errorKinds}};
}

std::string figuresTable(const ServerFigures& f) {
    const Derived d = derive(f);
    std::string out;
    char line[160];
    auto row = [&](const char* name, const std::string& value) {
        std::snprintf(line, sizeof line, "  %-34s %s\n", name, value.c_str());
        out += line;
    };
    auto number = [](const char* format, double value) {
        char text[64];
        std::snprintf(text, sizeof text, format, value);
        return std::string(text);
    };
    std::string mix;
    for (const std::string& label : f.mix) mix += (mix.empty() ? "" : ", ") + label;
    out += "cowrie-server under load\n";
    row("games (connections)", std::to_string(f.games) + " (" + std::to_string(2 * f.games) + ")");
    row("mix (round robin)", mix);
    row("seated / finished", std::to_string(f.seated) + " / " + std::to_string(f.finished));
    row("moves a game at most", f.moveCap > 0 ? std::to_string(f.moveCap) : "no cap");
    row("think time, ms (0 to twice)", std::to_string(f.thinkMs));
    row("setup (create + join), s", number("%.2f", f.setupSeconds));
    row("moves accepted", std::to_string(f.moves));
    row("play time, s", number("%.2f", f.playSeconds));
    row("moves per second", number("%.0f", d.movesPerSecond));
    row("move -> moved p50, ms", number("%.2f", d.mover.p50));
    row("move -> moved p99, ms", number("%.2f", d.mover.p99));
    row("move -> moved max, ms", number("%.2f", d.mover.max));
    row("move -> opponent's moved p50, ms", number("%.2f", d.opponent.p50));
    row("move -> opponent's moved p99, ms", number("%.2f", d.opponent.p99));
    row("move -> opponent's moved max, ms", number("%.2f", d.opponent.max));
    row("moves sent again (rate-limited)", std::to_string(f.rateLimited));
    row("server RSS before rooms, KB", std::to_string(f.rssBeforeKb));
    row("KB per room, seated", number("%.1f", d.kbPerRoomSeated));
    row("KB per room, played", number("%.1f", d.kbPerRoomPlayed));
    row("server CPU per move, ms", number("%.3f", d.cpuMsPerMove));
    std::string kinds;
    for (const auto& [kind, count] : f.errorKinds)
        kinds += " " + kind + " x" + std::to_string(count) + ";";
    row("errors", std::to_string(f.errors) + kinds);
    return out;
}

}  // namespace cowrie::bench
