#pragma once
// Pvs<Board>: the one search of the AI, written once over a board adapter (as
// Stockfish has one search<NodeType>): iterative deepening of a principal
// variation search, negamax with the sign flipped only when the player to
// move changes (an extra move is another ply of the same player), the
// adapter's bounds as a cut-off before anything, then its table; a result
// that met no horizon is stored as solved and holds at any depth.
//
// The adapters: GenericBoard (generic_board.h, Positions through Rules) and
// KalahBoard (kalah_search.cpp, the mover-relative holes of kalah_holes.h).
// A Board provides:
//   Node, Child      a position to search; one move from it and its result
//                    (Child holds the Node it reaches)
//   Key              what the table is keyed on
//   const Node& node(const Child&)
//   Key key(const Node&)
//   bool probe(const Node&, const Key&, TableHit&)    a table entry, if any
//   void store(const Node&, const Key&, Score, int depth, Bound, const Child* best)
//   ScoreBounds bounds(const Node&)   final scores no play can leave
//   int expand(const Node&, int tableMove, int ply)   the children, best
//                    first, into frame(ply); returns their count
//   const Child* frame(int ply)
//   Score noMoveValue(const Node&)    a node with no child (a rules' bug)
//   bool ended(const Child&, Score&)  the game is over: its exact value
//   Score horizonValue(const Child&)  the heuristic value at the horizon
//   Score gain(const Child&)          what the move earned already (the
//                    Child's value is gain plus the value of its Node)
//   bool keepsTurn(const Child&)      the same player moves next
//   Move move(const Child&)           the move, for the result
//   Score rootValue(Score)            a root child's value as reported
//   kBothMayMove     true if a Child may be a simultaneous node, then also
//                    bothMove(const Child&) and
//                    simultaneousValue(Pvs&, const Child&, int depth, int ply)
// Every Child value is for the player who moved into it.

#include <algorithm>
#include <utility>
#include <vector>

#include "evaluation.h"
#include "limits.h"
#include "search_clock.h"
#include "transposition.h"

namespace cowrie::ai {

// What a table holds about a node, in the adapter's own move numbering
// (0: no move).
struct TableHit {
    Score score = 0;
    int depth = 0;
    Bound bound = Bound::None;
    int move = 0;
};

// Plies below the root no line goes beyond.
inline constexpr int kMaxPly = 120;

// The deepest iteration `limits` allow.
inline int maxDepthOf(const SearchLimits& limits) {
    return limits.maxDepth > 0 ? std::min(limits.maxDepth, kMaxPly - 1) : kMaxPly - 1;
}

template <class Board>
class Pvs {
  public:
    using Node = typename Board::Node;
    using Child = typename Board::Child;
    struct RootMove {
        Child child;
        Score score = -kInfinity;
    };

    Pvs(Board board, SearchClock clock) : board_(std::move(board)), clock_(clock) {}

    Board& board() { return board_; }
    SearchClock& clock() { return clock_; }
    // Whether a leaf of the subtree searched since the last reset was cut by depth.
    bool horizon() const { return horizon_; }
    void resetHorizon() { horizon_ = false; }

    // Value of `node` (one player to move, not over) for that player.
    Score search(const Node& node, int depth, Score alpha, Score beta, int ply) {
        const ScoreBounds bounds = board_.bounds(node);
        if (bounds.highest <= alpha) return bounds.highest;
        if (bounds.lowest >= beta) return bounds.lowest;

        const auto key = board_.key(node);
        int tableMove = 0;
        TableHit hit;
        if (board_.probe(node, key, hit)) {
            tableMove = hit.move;
            if (hit.depth >= depth) {
                const Score s = hit.score;
                if (hit.bound == Bound::Exact || (hit.bound == Bound::Lower && s >= beta) ||
                    (hit.bound == Bound::Upper && s <= alpha)) {
                    if (hit.depth != kSolvedDepth) horizon_ = true;
                    return s;
                }
            }
        }

        const bool outerHorizon = horizon_;
        horizon_ = false;
        const int count = board_.expand(node, tableMove, ply);
        if (count == 0) {
            horizon_ = true;
            return board_.noMoveValue(node);
        }
        const Child* children = board_.frame(ply);
        const Score originalAlpha = alpha;
        Score best = -kInfinity;
        const Child* bestChild = nullptr;
        for (int i = 0; i < count; ++i) {
            const Child& child = children[i];
            Score value;
            if (i == 0) {
                value = childValue(child, depth - 1, alpha, beta, ply + 1);
            } else {
                value = childValue(child, depth - 1, alpha, alpha + 1, ply + 1);
                if (value > alpha && value < beta && !clock_.stopped())
                    value = childValue(child, depth - 1, alpha, beta, ply + 1);
            }
            if (clock_.stopped()) return 0;
            if (value > best) {
                best = value;
                bestChild = &child;
                if (value > alpha) alpha = value;
                if (alpha >= beta) break;
            }
        }
        const Bound bound = best <= originalAlpha ? Bound::Upper
                            : best >= beta        ? Bound::Lower
                                                  : Bound::Exact;
        board_.store(node, key, best, horizon_ ? depth : kSolvedDepth, bound, bestChild);
        horizon_ = horizon_ || outerHorizon;
        return best;
    }

    // Value of `child` for the player who moved into it.
    Score childValue(const Child& child, int depth, Score alpha, Score beta, int ply) {
        if (clock_.countNode()) return 0;
        Score over;
        if (board_.ended(child, over)) return over;
        if (depth <= 0 || ply >= kMaxPly) {
            horizon_ = true;
            return board_.horizonValue(child);
        }
        if constexpr (Board::kBothMayMove)
            if (board_.bothMove(child)) return board_.simultaneousValue(*this, child, depth, ply);
        const Score gain = board_.gain(child);
        if (board_.keepsTurn(child))
            return gain + search(board_.node(child), depth, alpha - gain, beta - gain, ply);
        return gain - search(board_.node(child), depth, gain - beta, gain - alpha, ply);
    }

    // Iterative deepening over `rootMoves` (the children of `root`, best
    // first; sorted by value after each iteration). `fullWindow`: every root
    // move gets its exact value (the root noise needs them), and the root is
    // not stored.
    SearchResult deepen(const Node& root, std::vector<RootMove>& rootMoves,
                        const SearchLimits& limits, bool fullWindow) {
        SearchResult result;
        if (rootMoves.empty()) return result;
        result.move = board_.move(rootMoves.front().child);
        const int maxDepth = maxDepthOf(limits);
        for (int depth = 1; depth <= maxDepth; ++depth) {
            horizon_ = false;
            Score alpha = -kInfinity;
            for (std::size_t i = 0; i < rootMoves.size(); ++i) {
                RootMove& rm = rootMoves[i];
                Score value;
                if (i == 0 || fullWindow) {
                    value = childValue(rm.child, depth - 1, -kInfinity, kInfinity, 1);
                } else {
                    value = childValue(rm.child, depth - 1, alpha, alpha + 1, 1);
                    if (value > alpha && !clock_.stopped())
                        value = childValue(rm.child, depth - 1, alpha, kInfinity, 1);
                }
                if (clock_.stopped()) break;
                rm.score = value;
                if (value > alpha) alpha = value;
            }
            if (clock_.stopped()) break;
            std::stable_sort(
                rootMoves.begin(), rootMoves.end(),
                [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
            const RootMove& front = rootMoves.front();
            result.move = board_.move(front.child);
            result.value = board_.rootValue(front.score);
            result.depth = depth;
            result.exact = !horizon_;
            if (!fullWindow)
                board_.store(root, board_.key(root), front.score, horizon_ ? depth : kSolvedDepth,
                             Bound::Exact, &front.child);
            clock_.allowStop();
            if (result.exact) break;
            if (rootMoves.size() == 1 && (clock_.hasDeadline() || limits.maxDepth > 0)) break;
            if (clock_.pastHalfTime(limits)) break;
        }
        return result;
    }

  private:
    Board board_;
    SearchClock clock_;
    bool horizon_ = false;
};

}  // namespace cowrie::ai
