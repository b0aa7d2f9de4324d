#pragma once
// What every fuzz target shares: a broken invariant stops the run at once with
// a message, so that libFuzzer (or the corpus driver) reports the input.

#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "core/match.h"
#include "core/position.h"
#include "core/rules.h"

namespace cowrie::fuzz {

[[noreturn]] inline void broken(const char* what) {
    std::fprintf(stderr, "fuzz invariant broken: %s\n", what);
    std::abort();
}

inline void expect(bool holds, const char* what) {
    if (!holds) broken(what);
}

// Plays a few moves of `match` (the first legal move each time, at most
// `limit`) and checks that each keeps the seeds of the position: the core's
// basic law, whatever state the input led to.
inline void playOnConserving(Match& match, int limit) {
    const int total = match.position().board.totalSeeds();
    for (int i = 0; i < limit && !match.position().over(); ++i) {
        const MoveList moves = match.legalMoves();
        expect(!moves.empty(), "a game not over has a legal move");
        match.play(moves[i % moves.size()]);
        expect(match.position().board.totalSeeds() == total, "seeds conserved");
    }
}

}  // namespace cowrie::fuzz
