#pragma once
// The engine's review of a game played: for every move, what the best play
// was worth, what the move played was worth, and the move's class by the
// seeds it gave away (docs/review.md has the thresholds). One search per
// position of the game, each within the same limits, values every move
// there with a full window: the move played and the best move are measured
// by the same search, at the same depth.
//
// A review is reproducible when its limits are a depth or a node budget
// (reviewLimits()): the same game then reads the same on every run, whatever
// the machine's speed or load. A time limit is not (how far each search gets
// depends on the clock).
//
// Values are for South, in seeds (a won game of rounds counts 10000 plus its
// margin, as the engine's values do); the class is for the player who moved.

#include <functional>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ai/engine.h"
#include "core/ai/limits.h"
#include "core/match.h"

namespace cowrie::ai {

enum class MoveClass { Best, Good, Inaccuracy, Mistake, Blunder, Simultaneous };

// The class of a move that gave away `seedsLost` against the best move
// (`isBest`: it is the engine's own choice). Simultaneous choices (both
// players at once) are not classed: neither player knows the other's move.
MoveClass classify(bool isBest, Score seedsLost);
std::string_view className(MoveClass kind);

struct MoveReview {
    int ply = 0;          // 1 for the first move
    Turn mover{};         // who moved (Turn::Both for a simultaneous choice)
    Move played;          // the move played
    Move best;            // the engine's choice in the position before it
    Score before = 0;     // the position before the move, best play, for South
    Score after = 0;      // the move played, valued by the same search, for South
    Score seedsLost = 0;  // what the move gave away against the best, for the mover
    bool exact = false;   // the values are game-theoretic (no horizon)
    MoveClass kind = MoveClass::Best;
    // Every legal move's value for South from the same search (just the one
    // move of a forced position): the moves as good as `best` are right
    // answers too in a mistake's puzzle (core/puzzles/from_review.h).
    std::vector<std::pair<Move, Score>> moveValues;
};

// The app's review: each position searched until `nodes` positions are
// visited (the deepest iteration completed within them stands), or solved
// sooner; no clock. A 40-move Kalah game takes about a second, 55 moves of
// Pallankuzhi (long sowings, slower nodes) about 11 s (docs/review.md).
inline constexpr std::uint64_t kReviewNodes = 150'000;
SearchLimits reviewLimits(std::uint64_t nodes = kReviewNodes);

// Called after each move reviewed: how many of the `total` moves are done.
// A false answer ends the review early (what was reviewed so far stands).
using ReviewProgress = std::function<bool(int done, int total)>;

// Reviews every move of `match` (from its start to its current position),
// each position searched within `limits`, from an empty table (the engine's
// is cleared first). engine.cancel(), from any thread,
// ends the review at once: the moves reviewed before it stand, the one being
// searched is dropped.
std::vector<MoveReview> reviewGame(const Match& match, const SearchLimits& limits, Engine& engine,
                                   const ReviewProgress& progress = {});
// The same under a ticket already taken (Engine::post's): the review ends
// once engine.ticket() differs from it.
std::vector<MoveReview> reviewGame(const Match& match, const SearchLimits& limits, Engine& engine,
                                   std::uint64_t ticket, const ReviewProgress& progress = {});

}  // namespace cowrie::ai
