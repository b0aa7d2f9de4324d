#pragma once
// A puzzle's line played through the rules core, and what the line shows:
// the solver's gain, a win, and the themes named from its trace events
// (docs/puzzle-format.md, "Themes").

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/puzzles/puzzle.h"
#include "core/rules.h"

namespace cowrie::puzzles {

struct LineStep {
    Move move;
    bool bySolver = false;
    Position before;  // the position the move is played in
    Trace trace;
};

struct PlayedLine {
    std::shared_ptr<const Rules> rules;
    Side solver = Side::South;
    Position start;
    std::vector<LineStep> steps;
    Position end;
};

// Plays `moves` from `start` (the solver to move there). nullopt, with the
// reason in `error`, when a move is not legal or the game ends before the
// last one.
std::optional<PlayedLine> playLine(std::shared_ptr<const Rules> rules, const Position& start,
                                   const std::vector<std::string>& moves, std::string& error);
// The same for a puzzle of a file.
std::optional<PlayedLine> playLine(const PuzzleFile& file, const Puzzle& puzzle,
                                   std::string& error);

// What the solver's store gained over the line minus what the opponent's gained.
int lineGain(const PlayedLine& line);
// Whether the line ends the game, won by the solver.
bool lineWins(const PlayedLine& line);

// Seeds `side` captures into its own store in `trace` (capture events).
int capturedBy(const Trace& trace, Side side, const Board& board);

// The theme keys of the line, the main one first. `defence`: the solver's
// first move keeps the opponent from a capture the second best allows
// (only the engine knows that; see puzzle_maker.cpp).
std::vector<std::string> lineThemes(const PlayedLine& line, bool defence);

// The themes in their order of precedence (the first one a line has is its
// main theme).
const std::vector<std::string>& themeKeys();

}  // namespace cowrie::puzzles
