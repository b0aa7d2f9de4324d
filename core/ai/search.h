#pragma once
// Searcher: iterative deepening alpha-beta (principal variation search) over
// the generic Rules interface. One Searcher runs one search on one thread.
//
// - Negamax with the sign flipped only when the player to move changes, so an
//   extra move is simply another ply of the same player.
// - Every child is generated and ordered before recursing: the table move,
//   then moves that keep the turn, then by seeds gained.
// - Transposition table keyed on the whole position with full verification;
//   a result that met no horizon is stored as solved and holds at any depth.
// - Kalah-like games (stores only grow): the seeds still in play bound the
//   final margin, a safe cut-off before any search.
// - A position where both players choose at once is a small matrix game: the
//   value of every pair is searched, and each side plays its best response
//   (maximin for South, minimax for North); the node's value is the mean of
//   the two pure-strategy bounds.
// - In a solved position every best move gives the same result against
//   perfect play; with `setTraps` (Master) the search picks the one that
//   leaves the opponent the fewest replies keeping it, so a fallible opponent
//   has the most ways to go wrong.
// - The third-repetition rule is ignored inside the search (a repeated line is
//   just searched to the horizon); Match applies it to the real game.

#include <array>
#include <chrono>
#include <vector>

#include "core/ai/evaluation.h"
#include "core/ai/limits.h"
#include "core/ai/stop_token.h"
#include "core/ai/transposition.h"
#include "core/rules.h"

namespace cowrie::ai {

class Searcher {
  public:
    // `kalahFastPath`: standard Kalah is searched by KalahSearch (same
    // search, its own board); false keeps the generic path (tests compare them).
    Searcher(const Rules& rules, TranspositionTable& table, StopToken stop,
             bool kalahFastPath = true);

    // Searches `root` (not over) within `limits`.
    SearchResult run(const Position& root, const SearchLimits& limits);

    static constexpr int kMaxPly = 120;

  private:
    struct Child {
        Position position;
        Move move;
        int order = 0;
    };
    using Frame = std::array<Child, MoveList::kCapacity>;

    // Value of `position` (one player to move, not over) for that player.
    Score search(const Position& position, int depth, Score alpha, Score beta, int ply);
    // Value of a position reached by a move of `pov`, for `pov`.
    Score childValue(Side pov, const Position& child, int depth, Score alpha, Score beta, int ply);
    // Value for South of a position where both choose at once; `best` gets
    // the pair of best responses.
    Score simultaneous(const Position& position, int depth, int ply, Move* best);
    // Generates, plays and orders the children of `position` into frame `ply`.
    int expand(const Position& position, Side mover, std::uint16_t tableMove, int ply);

    SearchResult searchRoot(const Position& root, const SearchLimits& limits);
    struct RootMove {
        Position position;
        Move move;
        Score score = -kInfinity;
    };
    // In a solved position: among the root moves worth the best value, the
    // one that leaves the opponent the fewest replies keeping that value.
    Move trickiestBest(const std::vector<RootMove>& rootMoves, Side mover);
    // How many of the opponent's replies to `child` (reached by `mover`'s
    // move, worth `value` to him) hold him to that value; -1 when the
    // opponent does not move next or the search ran out of time.
    int repliesHolding(const Position& child, Side mover, Score value);
    bool pollStop();

    const Rules& rules_;
    TranspositionTable& table_;
    StopToken stop_;
    bool kalahFastPath_;
    GameTraits traits_;
    std::vector<Frame> frames_;
    std::uint64_t nodes_ = 0;
    std::uint64_t nodeLimit_ = 0;
    std::chrono::steady_clock::time_point deadline_;
    bool hasDeadline_ = false;
    bool stopped_ = false;
    bool allowStop_ = false;  // the first iteration always completes unless cancelled
    bool horizon_ = false;    // a leaf of the current subtree was cut by depth
};

}  // namespace cowrie::ai
