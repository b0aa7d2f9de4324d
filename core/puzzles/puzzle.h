#pragma once
// Puzzles: positions where one move is clearly best, proven by the engine
// (docs/puzzle-format.md). A puzzle file holds one game's puzzles; the core
// reads and writes it, `mancala-cli puzzle check` re-proves every puzzle and
// `mancala-cli puzzle make` generates them from engine games.
//
// A puzzle is a position and a line: the moves from it in the order they are
// played, the solver's (the player to move at the start) and the opponent's
// answers, as the turns fall (an extra move gives the solver two moves in a
// row). Every solver move of the line is the unique best there by at least
// its proof's margin; the opponent's moves are the engine's best answers.

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/json.h"
#include "core/state_load.h"

namespace cowrie::puzzles {

// How one solver move of the line was proven best.
struct Proof {
    bool exact = false;  // the values are game-theoretic: the search met no horizon
    int depth = 0;       // when not exact: the fixed depth searched, in plies
    int value = 0;       // the best move's value for the solver, in seeds
    int margin = 0;      // the best value minus the second best's (> 0)
    // Every legal move's value for the solver, best first (same search).
    std::vector<std::pair<std::string, int>> values;
};

struct Puzzle {
    std::string id;                 // "<game>-<number>", unique in its file; progress is kept by it
    Json position;                  // a state object (cli-contract.md), the solver to move
    std::vector<std::string> line;  // moves in CLI notation, from `position`
    std::vector<Proof> proofs;      // one per solver move of `line`, in order
    // The goal, said in one line: by the end of the line the solver's store
    // has gained at least `gain` seeds more than the opponent's; with `win`
    // the line also ends the game, won by the solver.
    int gain = 0;
    bool win = false;
    std::vector<std::string> themes;  // theme keys (docs/puzzle-format.md), main first
    int rating = 1500;                // Glicko-2 rating of the puzzle, from its difficulty
    // Moves as good as line[0] (a puzzle from a reviewed game, where the best
    // need not be unique); empty for generated puzzles.
    std::vector<std::string> alsoRight;
    // A puzzle from the player's own game: the move played there and what it
    // lost against the best (0 and empty for generated puzzles).
    std::string played;
    int lost = 0;
};

struct PuzzleFile {
    std::string game;
    Json maker;  // how the file was generated (command, seed), as written
    std::vector<Puzzle> puzzles;
};

// Reads a puzzle file. On failure returns nullopt and sets `error`.
std::optional<PuzzleFile> readPuzzleFile(std::string_view text, std::string& error);
// Writes a puzzle file as readPuzzleFile reads it (stable key order).
std::string writePuzzleFile(const PuzzleFile& file);

// The puzzle's rules and starting position.
std::optional<LoadedState> puzzleStart(const PuzzleFile& file, const Puzzle& puzzle,
                                       std::string& error);

// Whether the line's move at `index` is the solver's (true) or an answer.
bool isSolverMove(const PuzzleFile& file, const Puzzle& puzzle, int index);

}  // namespace cowrie::puzzles
