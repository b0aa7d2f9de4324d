#pragma once
// Re-proving puzzles (`mancala-cli puzzle check`): every puzzle's line is
// legal, each solver move is the unique best by its proof's margin (at least
// the file's), the proof's values are what the engine finds again, the
// opponent's moves are best answers, the goal holds on the line and the
// themes and rating are those of its trace (docs/puzzle-format.md).

#include <string>
#include <vector>

#include "core/puzzles/puzzle.h"
#include "core/puzzles/puzzle_proof.h"

namespace cowrie::puzzles {

// The problems of one puzzle, each a short sentence; empty when it holds.
std::vector<std::string> checkPuzzle(const PuzzleFile& file, const Puzzle& puzzle, Prover& prover);

// The problems of the file as a whole (ids unique, the game's puzzles).
std::vector<std::string> checkPuzzleFileShape(const PuzzleFile& file);

}  // namespace cowrie::puzzles
