// How long the engine's review of a game takes (docs/review.md), and whether
// it reads the same twice. Plays up to 55 moves of a game of each registry
// game (Skilled against Expert, seeded: the same games every run; Kalah's
// ends at 40), then reviews each twice with the app's limits (core/ai/review.h's
// reviewLimits) or, given a time, Master within that time a position (the
// review's limits before issue 30).
//
//   bench_review [--nodes N | --time MS] [RECORD...]
//                                     one JSON line a game (the records
//                                     given, or the games above)

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/ai/engine.h"
#include "core/ai/levels.h"
#include "core/ai/review.h"
#include "core/record.h"
#include "core/registry.h"

namespace {

using namespace cowrie;

// Skilled (South) against Expert (North), at most `plies` moves.
Match playedGame(const char* gameId, int plies) {
    std::string error;
    Match match(createRules(gameId, {}, error));
    ai::Engine engine;
    for (int i = 0; i < plies && !match.position().over(); ++i) {
        const bool south = match.position().toMove == Turn::South;
        const auto level = south ? ai::Level::Skilled : ai::Level::Expert;
        const ai::SearchLimits limits = ai::levelLimits(level, 0, 7 + i, &match.rules());
        match.play(engine.think(match.rules(), match.position(), limits).move);
    }
    return match;
}

bool sameReview(const std::vector<ai::MoveReview>& a, const std::vector<ai::MoveReview>& b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (a[i].before != b[i].before || a[i].after != b[i].after || a[i].kind != b[i].kind ||
            !(a[i].best == b[i].best))
            return false;
    return true;
}

Match recordIn(const char* path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    std::string error;
    auto match = readRecord(text.str(), error);
    if (!match) {
        std::fprintf(stderr, "%s: %s\n", path, error.c_str());
        std::exit(2);
    }
    return std::move(*match);
}

void benchReview(const Match& match, std::uint64_t nodes, int timeMs) {
    const ai::SearchLimits limits =
        timeMs > 0 ? ai::levelLimits(ai::Level::Master, timeMs, 1, &match.rules())
                   : ai::reviewLimits(nodes);
    ai::Engine engine;
    std::vector<ai::MoveReview> runs[2];
    double seconds[2] = {};
    for (int run = 0; run < 2; ++run) {
        const auto start = std::chrono::steady_clock::now();
        runs[run] = ai::reviewGame(match, limits, engine);
        seconds[run] =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    }
    int exact = 0;
    for (const ai::MoveReview& r : runs[0]) exact += r.exact;
    std::printf(
        "{\"game\":\"%s\",\"moves\":%d,\"over\":%s,\"nodes\":%llu,\"timeMs\":%d,"
        "\"seconds\":[%.2f,%.2f],\"exactPositions\":%d,\"sameTwice\":%s}\n",
        std::string(match.rules().gameId()).c_str(), match.moveCount(),
        match.position().over() ? "true" : "false",
        static_cast<unsigned long long>(timeMs > 0 ? 0 : nodes), timeMs, seconds[0], seconds[1],
        exact, sameReview(runs[0], runs[1]) ? "true" : "false");
    std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
    std::uint64_t nodes = ai::kReviewNodes;
    int timeMs = 0;
    std::vector<const char*> records;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--time") == 0 && i + 1 < argc)
            timeMs = std::atoi(argv[++i]);
        else if (std::strcmp(argv[i], "--nodes") == 0 && i + 1 < argc)
            nodes = std::strtoull(argv[++i], nullptr, 10);
        else
            records.push_back(argv[i]);
    }
    if (records.empty()) {
        for (const GameInfo& game : allGames())
            benchReview(playedGame(game.id.c_str(), 55), nodes, timeMs);
    }
    for (const char* path : records) benchReview(recordIn(path), nodes, timeMs);
    return 0;
}
