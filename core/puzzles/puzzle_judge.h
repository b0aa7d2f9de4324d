#pragma once
// What the generator and the checker both judge through the engine: the
// defence theme and a puzzle's rating (docs/puzzle-format.md). The checker
// must reach the same answers as the generator, so both ask here.

#include "core/puzzles/puzzle_line.h"
#include "core/puzzles/puzzle_proof.h"

namespace cowrie::puzzles {

// Whether the best move keeps the opponent from a capture the second best
// allows: after each (when the turn passes), the seeds the opponent's best
// reply captures; true when the second best's exceed the best's by at least 2.
bool defends(Prover& prover, const Rules& rules, const Position& start, const MoveValues& values);

// The line's themes with the defence judged by the engine.
std::vector<std::string> judgedThemes(Prover& prover, const PlayedLine& line,
                                      const MoveValues& first);

// The rating of a line whose solver moves were proven by `proofs`.
int judgedRating(const PlayedLine& line, const std::vector<Proof>& proofs);

}  // namespace cowrie::puzzles
