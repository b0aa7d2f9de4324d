#pragma once
// The puzzle page's words made from a puzzle: its goal in one line, its
// themes' names and hints, and the one-line story of the engine's answer to
// a wrong move. Made when read, so that they follow a switch of language.

#include <QString>

#include "app/ui/play/playtext.h"
#include "core/position.h"
#include "core/puzzles/puzzle.h"
#include "core/rules.h"
#include "core/trace.h"

namespace cowrie::ui {

// "South to move: win at least 6 seeds", "... and win the game", or "South
// to move: find the best move" when the line gains nothing.
QString puzzleGoalText(const cowrie::puzzles::Puzzle& puzzle, Side solver, const Names& names);

// A theme key of docs/puzzle-format.md in words: "Capture", "Relay into a
// capture"; an unknown key as it is.
QString puzzleThemeName(const std::string& key);

// The first hint: what to look for ("Look for a capture.").
QString puzzleThemeHint(const std::string& key);

// The engine's answer to a wrong move in one sentence: "North answers 4 and
// captures 7 seeds." (`trace` played from `before`).
QString puzzleReplyText(const Rules& rules, const Position& before, const Trace& trace,
                        const Names& names);

// What a wrong move cost against the best, from the proof's values: "The best
// move was worth 5 seeds more." ("" when `lost` is not positive).
QString puzzleLossText(int lost);

}  // namespace cowrie::ui
