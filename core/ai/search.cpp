#include "core/ai/search.h"

#include <algorithm>
#include <cassert>
#include <limits>

#include "core/ai/kalah_search.h"
#include "core/split_mix.h"

namespace cowrie::ai {

namespace {

using Clock = std::chrono::steady_clock;

// The root noise of the weaker levels: a hash of the seed and the move.
int noiseFor(const SearchLimits& limits, Move move) {
    if (limits.noise <= 0) return 0;
    const std::uint64_t r = SplitMix64::mix(limits.noiseSeed ^ (std::uint64_t{move.code()} << 32));
    return static_cast<int>(r % static_cast<std::uint64_t>(2 * limits.noise + 1)) - limits.noise;
}

constexpr std::uint64_t kPollInterval = 1024;

// A depth no line reaches in a solved position (the searches that set traps).
constexpr int kToTheEnd = Searcher::kMaxPly - 3;

}  // namespace

Searcher::Searcher(const Rules& rules, TranspositionTable& table, StopToken stop,
                   bool kalahFastPath)
    : rules_(rules),
      table_(table),
      stop_(stop),
      kalahFastPath_(kalahFastPath),
      frames_(kMaxPly + 1) {}

bool Searcher::pollStop() {
    if (stopped_) return true;
    if ((nodes_ & (kPollInterval - 1)) != 0) return false;
    if (stop_.requested()) {
        stopped_ = true;
    } else if (allowStop_) {
        if (nodeLimit_ != 0 && nodes_ >= nodeLimit_) stopped_ = true;
        if (hasDeadline_ && Clock::now() >= deadline_) stopped_ = true;
    }
    return stopped_;
}

int Searcher::expand(const Position& position, Side mover, std::uint16_t tableMove, int ply) {
    MoveList moves;
    rules_.legalMoves(position, moves);
    Frame& frame = frames_[ply];
    const int leadBefore = storeLead(position.board, mover);
    const Turn keep = turnOf(mover);
    for (int i = 0; i < moves.size(); ++i) {
        Child& child = frame[i];
        child.position = position;
        child.move = moves[i];
        rules_.apply(child.position, moves[i], nullptr);
        int order = 10 * (storeLead(child.position.board, mover) - leadBefore);
        if (child.position.toMove == keep) order += 1000;
        if (moves[i].code() == tableMove) order += 1'000'000;
        child.order = order;
    }
    // Insertion sort, best first (few moves; children are cheap to swap).
    for (int i = 1; i < moves.size(); ++i)
        for (int j = i; j > 0 && frame[j - 1].order < frame[j].order; --j)
            std::swap(frame[j - 1], frame[j]);
    return moves.size();
}

Score Searcher::childValue(Side pov, const Position& child, int depth, Score alpha, Score beta,
                           int ply) {
    ++nodes_;
    if (pollStop()) return 0;
    if (child.over()) return finalScore(traits_, child, pov);
    if (depth <= 0 || ply >= kMaxPly) {
        horizon_ = true;
        return child.toMove == Turn::Both
                   ? (pov == Side::South ? 1 : -1) * evaluate(traits_, child, Side::South)
                   : evaluate(traits_, child, pov);
    }
    if (child.toMove == Turn::Both) {
        const Score south = simultaneous(child, depth, ply, nullptr);
        return pov == Side::South ? south : -south;
    }
    const Side mover = sideOf(child.toMove);
    if (mover == pov) return search(child, depth, alpha, beta, ply);
    return -search(child, depth, -beta, -alpha, ply);
}

Score Searcher::search(const Position& position, int depth, Score alpha, Score beta, int ply) {
    assert(isSingle(position.toMove));
    const Side mover = sideOf(position.toMove);

    const ScoreBounds bounds = finalBounds(traits_, position, mover);
    if (bounds.highest <= alpha) return bounds.highest;
    if (bounds.lowest >= beta) return bounds.lowest;

    const std::uint64_t key = TranspositionTable::keyOf(position);
    std::uint16_t tableMove = 0;
    if (const TableEntry* entry = table_.probe(position, key)) {
        tableMove = entry->move;
        if (entry->depth >= depth) {
            const Score s = entry->score;
            const bool usable = entry->bound == Bound::Exact ||
                                (entry->bound == Bound::Lower && s >= beta) ||
                                (entry->bound == Bound::Upper && s <= alpha);
            if (usable) {
                if (entry->depth != kSolvedDepth) horizon_ = true;
                return s;
            }
        }
    }

    const bool outerHorizon = horizon_;
    horizon_ = false;
    const int count = expand(position, mover, tableMove, ply);
    if (count == 0) {  // no legal move in an unfinished position: rules' bug
        horizon_ = true;
        return evaluate(traits_, position, mover);
    }
    const Score originalAlpha = alpha;
    Score best = -kInfinity;
    Move bestMove;
    const Frame& frame = frames_[ply];
    for (int i = 0; i < count; ++i) {
        const Child& child = frame[i];
        Score value;
        if (i == 0) {
            value = childValue(mover, child.position, depth - 1, alpha, beta, ply + 1);
        } else {
            value = childValue(mover, child.position, depth - 1, alpha, alpha + 1, ply + 1);
            if (value > alpha && value < beta && !stopped_)
                value = childValue(mover, child.position, depth - 1, alpha, beta, ply + 1);
        }
        if (stopped_) return 0;
        if (value > best) {
            best = value;
            bestMove = child.move;
            if (value > alpha) alpha = value;
            if (alpha >= beta) break;
        }
    }
    const Bound bound = best <= originalAlpha ? Bound::Upper
                        : best >= beta        ? Bound::Lower
                                              : Bound::Exact;
    table_.store(position, key, best, horizon_ ? depth : kSolvedDepth, bound, bestMove.code());
    horizon_ = horizon_ || outerHorizon;
    return best;
}

Score Searcher::simultaneous(const Position& position, int depth, int ply, Move* best) {
    assert(position.toMove == Turn::Both);
    MoveList moves;
    rules_.legalMoves(position, moves);
    // value[s][n]: South's value of the pair (South hole s, North hole n);
    // holes are numbered from 1, so index 0 stays missing.
    constexpr int kMissing = kInfinity + 1;
    constexpr int kSlots = Board::kMaxHoles + 1;
    std::array<std::array<Score, kSlots>, kSlots> value;
    for (auto& row : value) row.fill(kMissing);
    for (Move move : moves) {
        Position child = position;
        rules_.apply(child, move, nullptr);
        const Score v = childValue(Side::South, child, depth - 1, -kInfinity, kInfinity, ply + 1);
        if (stopped_) return 0;
        value[move.southHole()][move.northHole()] = v;
    }
    // South's maximin (worst case over North's replies) and North's minimax.
    Score lower = -kInfinity, upper = kInfinity;
    int southChoice = 0, northChoice = 0;
    for (int s = 0; s < kSlots; ++s) {
        Score worst = kInfinity;
        bool any = false;
        for (int n = 0; n < kSlots; ++n)
            if (value[s][n] != kMissing) worst = std::min(worst, value[s][n]), any = true;
        if (any && worst > lower) lower = worst, southChoice = s;
    }
    for (int n = 0; n < kSlots; ++n) {
        Score bestForSouth = -kInfinity;
        bool any = false;
        for (int s = 0; s < kSlots; ++s)
            if (value[s][n] != kMissing)
                bestForSouth = std::max(bestForSouth, value[s][n]), any = true;
        if (any && bestForSouth < upper) upper = bestForSouth, northChoice = n;
    }
    if (best != nullptr) {
        *best = Move::pair(southChoice, northChoice);
        if (!moves.contains(*best) && !moves.empty()) *best = moves[0];
    }
    if (moves.empty()) return evaluate(traits_, position, Side::South);
    return (lower + upper) / 2;
}

SearchResult Searcher::run(const Position& root, const SearchLimits& limits) {
    if (kalahFastPath_ && !root.over() && kalahFastPathApplies(rules_, root, limits)) {
        KalahSearch kalah(rules_, table_.kalahTable(), stop_);
        return kalah.run(root, limits);
    }
    const auto start = Clock::now();
    traits_ = traitsOf(rules_, root);
    nodes_ = 0;
    nodeLimit_ = limits.maxNodes;
    hasDeadline_ = limits.timeMs > 0;
    deadline_ = start + std::chrono::milliseconds(limits.timeMs);
    stopped_ = false;
    allowStop_ = false;
    table_.newSearch();
    SearchResult result = searchRoot(root, limits);
    result.nodes = nodes_;
    result.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return result;
}

SearchResult Searcher::searchRoot(const Position& root, const SearchLimits& limits) {
    SearchResult result;
    if (root.over()) return result;
    const int maxDepth = limits.maxDepth > 0 ? std::min(limits.maxDepth, kMaxPly - 1) : kMaxPly - 1;
    const auto start = Clock::now();
    auto timeSpent = [&] {
        return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    };

    if (root.toMove == Turn::Both) {
        MoveList moves;
        rules_.legalMoves(root, moves);
        if (moves.empty()) return result;
        result.move = moves[0];
        for (int depth = 1; depth <= maxDepth; ++depth) {
            horizon_ = false;
            Move best;
            const Score v = simultaneous(root, depth, 0, &best);
            if (stopped_) break;
            result = {best, v, depth, 0, 0, !horizon_};
            allowStop_ = true;
            if (result.exact || (hasDeadline_ && timeSpent() > 0.5 * limits.timeMs)) break;
        }
        return result;
    }

    const Side mover = sideOf(root.toMove);
    std::vector<RootMove> rootMoves;
    const int count = expand(root, mover, 0, 0);
    for (int i = 0; i < count; ++i)
        rootMoves.push_back({frames_[0][i].position, frames_[0][i].move, -kInfinity});
    if (rootMoves.empty()) return result;
    result.move = rootMoves.front().move;
    const bool fullWindow = limits.noise > 0;

    for (int depth = 1; depth <= maxDepth; ++depth) {
        horizon_ = false;
        Score alpha = -kInfinity;
        for (std::size_t i = 0; i < rootMoves.size(); ++i) {
            RootMove& rm = rootMoves[i];
            Score value;
            if (i == 0 || fullWindow) {
                value = childValue(mover, rm.position, depth - 1, -kInfinity, kInfinity, 1);
            } else {
                value = childValue(mover, rm.position, depth - 1, alpha, alpha + 1, 1);
                if (value > alpha && !stopped_)
                    value = childValue(mover, rm.position, depth - 1, alpha, kInfinity, 1);
            }
            if (stopped_) break;
            rm.score = value;
            if (value > alpha) alpha = value;
        }
        if (stopped_) break;
        std::stable_sort(rootMoves.begin(), rootMoves.end(),
                         [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
        result.move = rootMoves.front().move;
        result.value = rootMoves.front().score;
        result.depth = depth;
        result.exact = !horizon_;
        if (!fullWindow)
            table_.store(root, TranspositionTable::keyOf(root), result.value,
                         horizon_ ? depth : kSolvedDepth, Bound::Exact, result.move.code());
        allowStop_ = true;
        if (result.exact) break;
        if (rootMoves.size() == 1 && (hasDeadline_ || limits.maxDepth > 0)) break;
        if (hasDeadline_ && timeSpent() > 0.5 * limits.timeMs) break;
    }

    if (limits.setTraps && result.exact && !fullWindow && !stopped_)
        result.move = trickiestBest(rootMoves, mover);

    if (fullWindow && result.depth > 0) {
        // Natural mistakes: choose by value plus noise; the value reported is the true one.
        const RootMove* chosen = &rootMoves.front();
        int bestNoisy = -kInfinity * 2;
        for (const RootMove& rm : rootMoves) {
            const int noisy = rm.score + noiseFor(limits, rm.move);
            if (noisy > bestNoisy) bestNoisy = noisy, chosen = &rm;
        }
        result.move = chosen->move;
        result.value = chosen->score;
        result.exact = result.exact && chosen == &rootMoves.front();
    }
    return result;
}

Move Searcher::trickiestBest(const std::vector<RootMove>& rootMoves, Side mover) {
    // rootMoves is sorted; the first is exact, the others are upper bounds
    // (a null-window search failed low), so a tie shows as an equal score and
    // is confirmed by a search just around the best value. Solved positions
    // are small or in the table, and the deadline still holds: out of time,
    // the first best move stands.
    const Score best = rootMoves.front().score;
    Move chosen = rootMoves.front().move;
    int fewest = repliesHolding(rootMoves.front().position, mover, best);
    if (stopped_) return chosen;
    if (fewest < 0) fewest = std::numeric_limits<int>::max();  // not measurable: any other
    for (std::size_t i = 1; i < rootMoves.size() && fewest > 1; ++i) {
        if (rootMoves[i].score != best) break;
        const Score value =
            childValue(mover, rootMoves[i].position, kToTheEnd, best - 1, best + 1, 1);
        if (stopped_) break;
        if (value < best) continue;
        const int holding = repliesHolding(rootMoves[i].position, mover, best);
        if (stopped_) break;
        if (holding >= 0 && holding < fewest) fewest = holding, chosen = rootMoves[i].move;
    }
    return chosen;
}

int Searcher::repliesHolding(const Position& child, Side mover, Score value) {
    if (child.over() || child.toMove != turnOf(opponent(mover))) return -1;
    const Side other = opponent(mover);
    const int count = expand(child, other, 0, 1);
    int holding = 0;
    for (int i = 0; i < count; ++i) {
        // frames_[1] stays intact: deeper plies use frames_[2] and beyond.
        const Position& reply = frames_[1][i].position;
        const Score theirs = childValue(other, reply, kToTheEnd, -value - 1, -value, 2);
        if (stopped_) return -1;
        if (theirs >= -value) ++holding;
    }
    return holding;
}

}  // namespace cowrie::ai
