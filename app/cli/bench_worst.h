#pragma once
// The `worst-position` lines of `mancala-cli bench` (bench_command.cpp).

namespace cowrie::cli {

// For every game and preset, plays `games` seeded random games, times the
// legal-move list of every position and prints the slowest position found:
//   {"name": "worst-position", "game": g, "preset": p, "moves": "...",
//    "legalSeconds": s, "masterSeconds": m, "masterLimitSeconds": l,
//    "positions": n}
// `legalSeconds` is the best of 5 timings there; `masterSeconds` the time
// Master takes to answer there (its limit plus scheduling is the promise).
// Then the same for positions known to have been slow (issue 13's three-row
// positions, where candidate moves cycle only after millions of lifts).
void benchWorstPositions(int games);

}  // namespace cowrie::cli
