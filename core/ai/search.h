#pragma once
// Searcher: the AI's search of one position, on one thread: Pvs (pvs.h), the
// one iterative deepening principal variation search, over GenericBoard
// (generic_board.h, every game through the Rules interface) or, for
// standard Kalah, over the Kalah fast path (kalah_search.h).
//
// - In a solved position every best move gives the same result against
//   perfect play; with `setTraps` (Master) the search picks the one that
//   leaves the opponent the fewest replies keeping it, so a fallible opponent
//   has the most ways to go wrong.
// - The weaker levels' root noise: every root move is searched with a full
//   window and chosen by its value plus noise.
// - The third-repetition rule is ignored inside the search (a repeated line is
//   just searched to the horizon); Match applies it to the real game.

#include "core/ai/limits.h"
#include "core/ai/stop_token.h"
#include "core/ai/transposition.h"
#include "core/rules.h"

namespace cowrie::ai {

class Searcher {
  public:
    // `kalahFastPath`: standard Kalah is searched over the Kalah fast path
    // (same search, its own board); false keeps the generic path (tests
    // compare them).
    Searcher(const Rules& rules, TranspositionTable& table, StopToken stop,
             bool kalahFastPath = true);

    // Searches `root` (not over) within `limits`.
    SearchResult run(const Position& root, const SearchLimits& limits);

  private:
    const Rules& rules_;
    TranspositionTable& table_;
    StopToken stop_;
    bool kalahFastPath_;
};

}  // namespace cowrie::ai
