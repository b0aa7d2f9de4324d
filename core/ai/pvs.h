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
// A Board provides (a Child's value is for the player who moved into it):
//   Node, Child, Key   a position to search (one player to move, not over);
//                      one move from it and what it reaches; a table key
//   node(child)        the Node a Child reaches (when not ended)
//   key(node), probe(node, key, TableHit&), store(node, key, score, depth,
//                      bound, const Child* best)   its table
//   bounds(node)       the ScoreBounds no play can leave
//   expand(node, tableMove, Child* out)   the children, best first (up to
//                      kMaxChildren); returns their count (0 only by a
//                      rules' bug: then noMoveValue(node))
//   ended(child, Score&)   true and the exact value when the game is over
//   horizonValue(child)    the heuristic value where depth runs out
//   gain(child), keepsTurn(child)   the Child's value is gain plus (same
//                      player moves) or minus the value of its Node
//   move(child)        the move the result reports
//   kBothMayMove       if true, bothMove(child) says a Child is a matrix
//                      game of both players, valued by
//                      simultaneousValue(Pvs&, child, depth, ply)

#include <algorithm>
#include <array>
#include <utility>
#include <vector>

#include "core/ai/evaluation.h"
#include "core/ai/limits.h"
#include "core/ai/search_clock.h"
#include "core/ai/transposition.h"

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

template <class Board>
class Pvs {
  public:
    using Node = typename Board::Node;
    using Child = typename Board::Child;
    struct RootMove {
        Child child;
        Score score = -kInfinity;
    };

    // The clock starts once the frames are made.
    Pvs(Board board, StopToken stop, const SearchLimits& limits)
        : board_(std::move(board)), frames_(kMaxPly + 1), clock_(stop, limits) {}

    Board& board() { return board_; }
    // The children of the node searched at `ply` (expand() fills it).
    Child* frame(int ply) { return frames_[ply].data(); }
    SearchClock& clock() { return clock_; }
    // The root's moves, best first, as the last iteration completed valued
    // them (after searchRoot()).
    const std::vector<RootMove>& rootMoves() const { return settled_; }

    // Value of `node` for its player to move.
    Score search(const Node& node, int depth, Score alpha, Score beta, int ply) {
        const ScoreBounds bounds = board_.bounds(node);
        if (bounds.highest <= alpha) return bounds.highest;
        if (bounds.lowest >= beta) return bounds.lowest;

        const auto key = board_.key(node);
        TableHit hit;
        if (board_.probe(node, key, hit) && hit.depth >= depth &&
            (hit.bound == Bound::Exact || (hit.bound == Bound::Lower && hit.score >= beta) ||
             (hit.bound == Bound::Upper && hit.score <= alpha))) {
            if (hit.depth != kSolvedDepth) horizon_ = true;
            return hit.score;
        }

        const bool outerHorizon = horizon_;
        horizon_ = false;
        const int count = board_.expand(node, hit.move, frame(ply));
        if (count == 0) {
            horizon_ = true;
            return board_.noMoveValue(node);
        }
        const Score originalAlpha = alpha;
        Score best = -kInfinity;
        const Child* bestChild = nullptr;
        for (int i = 0; i < count; ++i) {
            const Child& child = frame(ply)[i];
            const Score value = pvsValue(child, depth - 1, alpha, beta, ply + 1, i == 0);
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

    // Iterative deepening, the one loop: `iterate(depth)` searches one depth
    // and answers its move and value; the last iteration not stopped stands
    // (`result` before the first). `oneMove`: no deeper search of a forced
    // move under a fixed depth or time.
    template <class Iterate>
    SearchResult deepen(SearchResult result, const SearchLimits& limits, bool oneMove,
                        Iterate iterate) {
        const int maxDepth = std::min(limits.maxDepth > 0 ? limits.maxDepth : kMaxPly, kMaxPly - 1);
        for (int depth = 1; depth <= maxDepth; ++depth) {
            horizon_ = false;
            const auto [move, value] = iterate(depth);
            if (clock_.stopped()) break;
            result = {move, value, depth, 0, 0, !horizon_};
            clock_.allowStop();
            if (result.exact) break;
            if (oneMove && (clock_.hasDeadline() || limits.maxDepth > 0)) break;
            if (clock_.pastHalfTime()) break;
        }
        return result;
    }

    // Iterative deepening over the children of `root` (one player to move).
    // `fullWindow`: every root move gets its exact value (the root noise
    // needs them), and the root is not stored.
    SearchResult searchRoot(const Node& root, const SearchLimits& limits, bool fullWindow) {
        const int count = board_.expand(root, 0, frame(0));
        for (int i = 0; i < count; ++i) rootMoves_.push_back({frame(0)[i]});
        settled_ = rootMoves_;
        if (rootMoves_.empty()) return {};
        SearchResult first;
        first.move = board_.move(rootMoves_.front().child);
        return deepen(first, limits, rootMoves_.size() == 1,
                      [&](int depth) { return rootIteration(root, depth, fullWindow); });
    }

  private:
    // One depth of the root moves, sorted best first after it.
    std::pair<Move, Score> rootIteration(const Node& root, int depth, bool fullWindow) {
        Score alpha = -kInfinity;
        for (std::size_t i = 0; i < rootMoves_.size(); ++i) {
            const Score value =
                pvsValue(rootMoves_[i].child, depth - 1, fullWindow ? -kInfinity : alpha, kInfinity,
                         1, i == 0 || fullWindow);
            if (clock_.stopped()) return {};
            rootMoves_[i].score = value;
            if (value > alpha) alpha = value;
        }
        std::stable_sort(rootMoves_.begin(), rootMoves_.end(),
                         [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
        settled_ = rootMoves_;
        const RootMove& front = rootMoves_.front();
        if (!fullWindow)
            board_.store(root, board_.key(root), front.score, horizon_ ? depth : kSolvedDepth,
                         Bound::Exact, &front.child);
        return {board_.move(front.child), front.score};
    }

    // Principal variation search: all but the first child get a null window
    // first, and a full one only when they beat it.
    Score pvsValue(const Child& child, int depth, Score alpha, Score beta, int ply, bool first) {
        if (first) return childValue(child, depth, alpha, beta, ply);
        const Score value = childValue(child, depth, alpha, alpha + 1, ply);
        if (value <= alpha || value >= beta || clock_.stopped()) return value;
        return childValue(child, depth, alpha, beta, ply);
    }

    Board board_;
    std::vector<std::array<Child, Board::kMaxChildren>> frames_;  // one per ply
    SearchClock clock_;
    std::vector<RootMove> rootMoves_;  // the iteration running
    std::vector<RootMove> settled_;    // the last iteration completed
    bool horizon_ = false;
};

}  // namespace cowrie::ai
