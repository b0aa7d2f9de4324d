#include "core/ai/kalah_search.h"

#include <algorithm>
#include <array>
#include <vector>

#include "core/ai/evaluation.h"
#include "core/ai/transposition.h"

namespace cowrie::ai {

namespace {

using Clock = std::chrono::steady_clock;

constexpr std::uint64_t kPollInterval = 1024;

}  // namespace

KalahSearchTable::KalahSearchTable(std::size_t megabytes) {
    std::size_t count = 2;
    while (count * 2 * sizeof(Entry) <= megabytes * 1024 * 1024) count *= 2;
    entries_.resize(count);
    mask_ = count - 2;  // buckets of two entries
}

KalahSearchTable::Entry* KalahSearchTable::bucketOf(std::uint64_t low, std::uint64_t high) {
    return &entries_[mixKalahKey(low, high) & mask_];
}

const KalahSearchTable::Entry* KalahSearchTable::bucketOf(std::uint64_t low,
                                                          std::uint64_t high) const {
    return &entries_[mixKalahKey(low, high) & mask_];
}

const KalahSearchTable::Entry* KalahSearchTable::probe(std::uint64_t low,
                                                       std::uint64_t high) const {
    const Entry* bucket = bucketOf(low, high);
    for (int i = 0; i < 2; ++i)
        if (bucket[i].low == low && bucket[i].high == high) return &bucket[i];
    return nullptr;
}

void KalahSearchTable::store(std::uint64_t low, std::uint64_t high, int value, int depth, int bound,
                             int move) {
    Entry* bucket = bucketOf(low, high);
    Entry* target = nullptr;
    for (int i = 0; i < 2; ++i)
        if (bucket[i].low == low && bucket[i].high == high) target = &bucket[i];
    if (target) {
        // Keep a deeper exact result of this position.
        if (depth < target->depth && target->bound == static_cast<int>(Bound::Exact)) return;
        if (move == 0) move = target->move;
    } else {
        // Replace an older entry first, then the shallower one.
        const auto keep = [&](const Entry& e) { return (e.age == age_ ? 256 : 0) + e.depth; };
        target = keep(bucket[0]) <= keep(bucket[1]) ? &bucket[0] : &bucket[1];
    }
    *target = Entry{low,
                    high,
                    static_cast<std::int16_t>(value),
                    static_cast<std::uint8_t>(depth),
                    static_cast<std::uint8_t>(bound),
                    static_cast<std::uint8_t>(move),
                    age_};
}

void KalahSearchTable::clear() {
    std::fill(entries_.data(), entries_.data() + entries_.size(), Entry{});
}

bool kalahFastPathApplies(const Rules& rules, const Position& position,
                          const SearchLimits& limits) {
    return rules.game().ai.kalahFastPath && isSingle(position.toMove) && limits.noise == 0 &&
           position.board.holes <= kKalahMaxHoles && position.board.holes >= 1;
}

KalahSearch::KalahSearch(const Rules& rules, KalahSearchTable& table, StopToken stop)
    : n_(0), emptyCapture_(rules.options().boolean("empty-capture")), table_(table), stop_(stop) {}

bool KalahSearch::pollStop() {
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

int KalahSearch::expand(const KalahHoles& h, int seedsLeft, int tableHole, Child* out) const {
    int count = 0;
    for (int hole = 0; hole < n_; ++hole) {
        if (h[hole] == 0) continue;
        Child& c = out[count];
        c.holes = h;
        const KalahStep step = sowKalah(c.holes, n_, emptyCapture_, hole);
        c.gain = step.gain;
        c.left = seedsLeft - step.gain;
        c.hole = hole;
        c.extra = step.extraMove;
        c.ended = step.ended;
        if (!c.extra && !c.ended) c.holes = flippedKalah(c.holes, n_);
        if (!c.ended) {
            std::uint64_t low, high;
            kalahKeyOf(c.holes, low, high);
            table_.prefetch(low, high);
        }
        c.order = 10 * c.gain + (c.extra ? 1000 : 0) + (hole == tableHole ? 1'000'000 : 0);
        // Insertion, best first; equal orders keep the hole order.
        int j = count++;
        while (j > 0 && out[j - 1].order < c.order) --j;
        if (j != count - 1) {
            const Child moved = c;
            for (int k = count - 1; k > j; --k) out[k] = out[k - 1];
            out[j] = moved;
        }
    }
    return count;
}

int KalahSearch::rowLead(const Child& child) const {
    // The child's holes are seen from the player who moves next: the mover
    // himself after an extra move, else his opponent.
    int first = 0, second = 0;
    for (int i = 0; i < n_; ++i) first += child.holes[i], second += child.holes[n_ + i];
    return child.extra ? first - second : second - first;
}

int KalahSearch::childValue(const Child& child, int depth, int alpha, int beta, int ply) {
    ++nodes_;
    if (pollStop()) return 0;
    if (child.ended) return child.gain;
    if (depth <= 0 || ply >= kMaxPly) {
        horizon_ = true;
        return child.gain + rowLead(child) / kRowSeedsPerStoreSeed;  // as ai::evaluate
    }
    if (child.extra)
        return child.gain +
               search(child.holes, child.left, depth, alpha - child.gain, beta - child.gain, ply);
    return child.gain -
           search(child.holes, child.left, depth, child.gain - beta, child.gain - alpha, ply);
}

int KalahSearch::search(const KalahHoles& h, int seedsLeft, int depth, int alpha, int beta,
                        int ply) {
    if (seedsLeft <= alpha) return seedsLeft;
    if (-seedsLeft >= beta) return -seedsLeft;

    std::uint64_t low, high;
    kalahKeyOf(h, low, high);
    int tableHole = -1;
    if (const auto* entry = table_.probe(low, high)) {
        tableHole = entry->move - 1;
        if (entry->depth >= depth) {
            const int s = entry->value;
            const auto bound = static_cast<Bound>(entry->bound);
            if (bound == Bound::Exact || (bound == Bound::Lower && s >= beta) ||
                (bound == Bound::Upper && s <= alpha)) {
                if (entry->depth != kSolvedDepth) horizon_ = true;
                return s;
            }
        }
    }

    const bool outerHorizon = horizon_;
    horizon_ = false;
    std::array<Child, kKalahMaxHoles> children;
    const int count = expand(h, seedsLeft, tableHole, children.data());
    const int originalAlpha = alpha;
    int best = -kInfinity;
    int bestHole = -1;
    for (int i = 0; i < count; ++i) {
        const Child& child = children[i];
        int value;
        if (i == 0) {
            value = childValue(child, depth - 1, alpha, beta, ply + 1);
        } else {
            value = childValue(child, depth - 1, alpha, alpha + 1, ply + 1);
            if (value > alpha && value < beta && !stopped_)
                value = childValue(child, depth - 1, alpha, beta, ply + 1);
        }
        if (stopped_) return 0;
        if (value > best) {
            best = value;
            bestHole = child.hole;
            if (value > alpha) alpha = value;
            if (alpha >= beta) break;
        }
    }
    const Bound bound = best <= originalAlpha ? Bound::Upper
                        : best >= beta        ? Bound::Lower
                                              : Bound::Exact;
    table_.store(low, high, best, horizon_ ? depth : kSolvedDepth, static_cast<int>(bound),
                 bestHole + 1);
    horizon_ = horizon_ || outerHorizon;
    return best;
}

SearchResult KalahSearch::run(const Position& root, const SearchLimits& limits) {
    const auto start = Clock::now();
    nodes_ = 0;
    nodeLimit_ = limits.maxNodes;
    hasDeadline_ = limits.timeMs > 0;
    deadline_ = start + std::chrono::milliseconds(limits.timeMs);
    stopped_ = false;
    allowStop_ = false;
    table_.newSearch();
    auto timeSpent = [&] {
        return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    };

    SearchResult result;
    const Board& board = root.board;
    n_ = board.holes;
    const Side mover = sideOf(root.toMove);
    KalahHoles h{};
    int seedsLeft = 0;
    if (n_ > kKalahMaxHoles) return result;
    for (int i = 1; i <= n_; ++i) {
        h[i - 1] = board.seeds[board.hole(mover, i)];
        h[n_ + i - 1] = board.seeds[board.hole(opponent(mover), i)];
        seedsLeft += h[i - 1] + h[n_ + i - 1];
    }
    const int lead = storeLead(board, mover);

    struct RootMove {
        Child child;
        int score = -kInfinity;
    };
    std::array<Child, kKalahMaxHoles> children;
    const int count = expand(h, seedsLeft, -1, children.data());
    std::vector<RootMove> rootMoves;
    for (int i = 0; i < count; ++i) rootMoves.push_back({children[i], -kInfinity});
    if (rootMoves.empty()) return result;
    result.move = Move::hole(rootMoves.front().child.hole + 1);

    const int maxDepth = limits.maxDepth > 0 ? std::min(limits.maxDepth, kMaxPly - 1) : kMaxPly - 1;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        horizon_ = false;
        int alpha = -kInfinity;
        for (std::size_t i = 0; i < rootMoves.size(); ++i) {
            RootMove& rm = rootMoves[i];
            int value;
            if (i == 0) {
                value = childValue(rm.child, depth - 1, -kInfinity, kInfinity, 1);
            } else {
                value = childValue(rm.child, depth - 1, alpha, alpha + 1, 1);
                if (value > alpha && !stopped_)
                    value = childValue(rm.child, depth - 1, alpha, kInfinity, 1);
            }
            if (stopped_) break;
            rm.score = value;
            if (value > alpha) alpha = value;
        }
        if (stopped_) break;
        std::stable_sort(rootMoves.begin(), rootMoves.end(),
                         [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
        result.move = Move::hole(rootMoves.front().child.hole + 1);
        result.value = lead + rootMoves.front().score;
        result.depth = depth;
        result.exact = !horizon_;
        std::uint64_t low, high;
        kalahKeyOf(h, low, high);
        table_.store(low, high, rootMoves.front().score, horizon_ ? depth : kSolvedDepth,
                     static_cast<int>(Bound::Exact), rootMoves.front().child.hole + 1);
        allowStop_ = true;
        if (result.exact) break;
        if (rootMoves.size() == 1 && (hasDeadline_ || limits.maxDepth > 0)) break;
        if (hasDeadline_ && timeSpent() > 0.5 * limits.timeMs) break;
    }
    result.nodes = nodes_;
    result.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return result;
}

}  // namespace cowrie::ai
