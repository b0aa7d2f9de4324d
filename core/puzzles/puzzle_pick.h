#pragma once
// Which puzzle to show next: one near the player's rating that they have not
// solved, and the daily puzzle, the same for everyone on a date.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/puzzles/puzzle.h"

namespace cowrie::puzzles {

// The index in file.puzzles of an unsolved puzzle (id not in `solvedIds`)
// whose rating is near `rating`: one of the few nearest, chosen by `seed`, so
// that the same rating does not always give the same puzzle. When every
// puzzle is solved it picks among all of them the same way (a repeat rather
// than nothing). nullopt only for a file with no puzzles. The same arguments
// give the same answer.
std::optional<std::size_t> pickPuzzle(const PuzzleFile& file, double rating,
                                      const std::vector<std::string>& solvedIds,
                                      std::uint64_t seed);

// The index in file.puzzles of the puzzle of the day (a Gregorian date,
// month 1-12, day 1-31): the same for every player on that date, whatever the
// order of the file; with two or more puzzles, never the same on two
// consecutive days. nullopt for a file with no puzzles or an invalid date.
std::optional<std::size_t> dailyPuzzle(const PuzzleFile& file, int year, int month, int day);

}  // namespace cowrie::puzzles
