#pragma once
// bench_server's figures, and how they are printed: a table for people,
// one JSON object (--json) for scripts.

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "core/json.h"

namespace cowrie::bench {

struct ServerFigures {
    int games = 0;     // concurrent games asked for
    int seated = 0;    // of them, with both seats taken
    int finished = 0;  // played to their end (not stopped at the cap)
    int moveCap = 0;   // moves a game at most (0: none)
    int thinkMs = 0;   // a player's mean wait before a move
    std::vector<std::string> mix;
    double setupSeconds = 0;  // creating and joining every room
    std::int64_t moves = 0;   // moves the server accepted while playing
    double playSeconds = 0;
    std::vector<double> latenciesMs;          // to the mover's `moved`
    std::vector<double> opponentLatenciesMs;  // to the other player's
    std::int64_t rateLimited = 0;             // moves sent again after `rate-limited`
    long rssBeforeKb = 0;                     // the server before any room
    long rssSeatedKb = 0;                     // every room open, no move yet
    long rssPlayedKb = 0;                     // every room open, its moves played
    double serverCpuSeconds = 0;              // while playing
    int errors = 0;
    std::map<std::string, int> errorKinds;
};

// The p-th percentile (0..100) of `sorted` by nearest rank; 0 when empty.
double percentile(const std::vector<double>& sorted, double p);

Json figuresToJson(const ServerFigures& figures);
std::string figuresTable(const ServerFigures& figures);

}  // namespace cowrie::bench
