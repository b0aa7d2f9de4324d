#include "core/ai/kalah_solver.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <chrono>

namespace cowrie::ai {

namespace {

// The nodes spent on the first guess (estimate()) before the exact search:
// worth it from Kalah(6,4) up; smaller boards solve in fewer nodes than that.
constexpr std::uint64_t kEstimateNodes = 2'000'000;
constexpr std::uint64_t kSmallEstimateNodes = 20'000;
constexpr int kSmallBoardSeeds = 40;

// How often (in nodes) the search looks at the stop flag.
constexpr std::uint64_t kStopCheckMask = (1u << 16) - 1;

}  // namespace

KalahSolver::KalahSolver(int holes, bool emptyCapture, std::size_t tableMegabytes,
                         std::shared_ptr<const KalahEndgame> endgame)
    : n_(holes), emptyCapture_(emptyCapture), endgame_(std::move(endgame)) {
    assert(holes >= 1 && holes <= kMaxHoles);
    if (endgame_ && endgame_->ready() && endgame_->holes() == holes &&
        endgame_->emptyCapture() == emptyCapture)
        endgameSeeds_ = endgame_->maxSeeds();
    std::size_t count = 2;
    while (count * 2 * sizeof(Entry) <= tableMegabytes * 1024 * 1024) count *= 2;
    table_.resize(count);  // all zero: every slot empty
    std::size_t hintCount = std::size_t{1} << 20;
    while (hintCount * 8 <= count) hintCount *= 2;
    hints_.resize(hintCount);
    hintMask_ = hintCount - 1;
    mask_ = count - 2;  // buckets of two entries
}

KalahSolver::Entry* KalahSolver::bucketOf(std::uint64_t low, std::uint64_t high) {
    return &table_[mixKalahKey(low, high) & mask_];
}

const KalahSolver::Entry* KalahSolver::bucketOf(std::uint64_t low, std::uint64_t high) const {
    return &table_[mixKalahKey(low, high) & mask_];
}

const KalahSolver::Entry* KalahSolver::probe(const KalahHoles& h) const {
    std::uint64_t low, high;
    kalahKeyOf(h, low, high);
    const Entry* bucket = bucketOf(low, high);
    for (int i = 0; i < 2; ++i)
        if (bucket[i].low == low && bucket[i].high == high) return &bucket[i];
    return nullptr;
}

int KalahSolver::search(const KalahHoles& h, int seedsLeft, int alpha, int beta) {
    ++nodes_;
    if (seedsLeft <= endgameSeeds_) return endgame_->value(h, seedsLeft);
    if (seedsLeft <= alpha) return seedsLeft;
    if (-seedsLeft >= beta) return -seedsLeft;
    if ((nodes_ & kStopCheckMask) == 0 && stopped_.load(std::memory_order_relaxed)) aborted_ = true;
    if (aborted_) return 0;

    std::uint64_t low, high;
    kalahKeyOf(h, low, high);
    Entry* bucket = bucketOf(low, high);
    Entry* found = nullptr;
    for (int i = 0; i < 2; ++i)
        if (bucket[i].low == low && bucket[i].high == high) found = &bucket[i];
    int tableBest = -1;
    if (found) {
        if (found->lower >= beta) return found->lower;
        if (found->upper <= alpha) return found->upper;
        if (found->best != 0xff) tableBest = found->best;
    }

    // Every move first: the ones whose value is known at once (the game
    // ends, the database, the table) may cut off without searching. The
    // memory they need is fetched for all of them before it is read.
    struct Child {
        KalahHoles holes;  // seen from the player who moves next
        int gain, left, sign, hole, order;
        std::uint64_t endgameIndex;
        const Entry* bucket;
    };
    std::array<Child, kMaxHoles> children;
    int count = 0;
    int best = -128;
    int bestHole = 0xff;
    const auto consider = [&](int value, int hole) {
        if (value > best) best = value, bestHole = hole;
    };
    const std::uint64_t nodesBefore = nodes_;
    // The table's move alone first: it often cuts off before the others are made.
    if (tableBest >= 0 && h[tableBest] > 0) {
        consider(moveValue(h, seedsLeft, tableBest, alpha, beta), tableBest);
        if (aborted_) return 0;
    }
    for (int hole = n_ - 1; hole >= 0 && best < beta; --hole) {
        if (h[hole] == 0 || hole == tableBest) continue;
        Child& c = children[count];
        c.holes = h;
        const KalahStep step = sowKalah(c.holes, n_, emptyCapture_, hole);
        c.gain = step.gain;
        c.hole = hole;
        if (step.ended) {
            consider(step.gain, hole);
            continue;
        }
        c.left = seedsLeft - step.gain;
        c.sign = step.extraMove ? 1 : -1;
        if (!step.extraMove) c.holes = flippedKalah(c.holes, n_);
        if (c.left <= endgameSeeds_) {
            c.endgameIndex = endgame_->index(c.holes, c.left);
            endgame_->prefetch(c.endgameIndex);
        } else {
            std::uint64_t childLow, childHigh;
            kalahKeyOf(c.holes, childLow, childHigh);
            c.bucket = bucketOf(childLow, childHigh);
            __builtin_prefetch(c.bucket);
        }
        ++count;
    }
    int searched = 0;
    for (int i = 0; i < count && best < beta; ++i) {
        Child& c = children[i];
        if (c.left <= endgameSeeds_) {
            consider(c.gain + c.sign * endgame_->valueAt(c.endgameIndex), c.hole);
            continue;
        }
        // The child's bounds: the seeds left, narrowed by the table.
        int childLower = -c.left, childUpper = c.left;
        std::uint64_t childLow, childHigh;
        kalahKeyOf(c.holes, childLow, childHigh);
        for (int k = 0; k < 2; ++k) {
            const Entry& e = c.bucket[k];
            if (e.low == childLow && e.high == childHigh) {
                childLower = std::max(childLower, int{e.lower});
                childUpper = std::min(childUpper, int{e.upper});
            }
        }
        const int moveLower = c.sign > 0 ? c.gain + childLower : c.gain - childUpper;
        const int moveUpper = c.sign > 0 ? c.gain + childUpper : c.gain - childLower;
        if (moveLower >= beta || moveUpper <= alpha) {
            // Cuts off at once, or can never reach alpha (its upper bound
            // keeps a fail-low result a true upper bound).
            consider(moveLower >= beta ? moveLower : moveUpper, c.hole);
            continue;
        }
        // Order: the table move, extra moves, then larger gains (captures).
        c.order = (c.sign > 0 ? 200 : 0) + 2 * c.gain + c.hole;
        if (searched != i) children[searched] = c;
        ++searched;
    }
    count = searched;

    if (best < beta) {
        std::array<int, kMaxHoles> order;
        for (int i = 0; i < count; ++i) {
            int j = i;
            while (j > 0 && children[order[j - 1]].order < children[i].order) {
                order[j] = order[j - 1];
                --j;
            }
            order[j] = i;
        }
        for (int k = 0; k < count; ++k) {
            const Child& c = children[order[k]];
            const int value = c.sign > 0
                                  ? c.gain + search(c.holes, c.left, alpha - c.gain, beta - c.gain)
                                  : c.gain - search(c.holes, c.left, c.gain - beta, c.gain - alpha);
            if (aborted_) return 0;
            consider(value, c.hole);
            if (best >= beta) break;
        }
    }
    assert(best > -128);

    // Store: the bound this null-window result proves.
    const std::uint8_t work = static_cast<std::uint8_t>(std::bit_width(nodes_ - nodesBefore));
    // The searches below may have replaced this position's entry: find it again.
    Entry* target = nullptr;
    for (int i = 0; i < 2; ++i)
        if (bucket[i].low == low && bucket[i].high == high) target = &bucket[i];
    if (!target) {
        target = bucket[0].work <= bucket[1].work ? &bucket[0] : &bucket[1];
        *target = Entry{
            low,  high, static_cast<std::int8_t>(-seedsLeft), static_cast<std::int8_t>(seedsLeft),
            0xff, 0};
    }
    if (best >= beta)
        target->lower = static_cast<std::int8_t>(std::max(int{target->lower}, best));
    else
        target->upper = static_cast<std::int8_t>(std::min(int{target->upper}, best));
    if (best >= beta || target->best == 0xff) target->best = static_cast<std::uint8_t>(bestHole);
    target->work = std::max(target->work, work);
    return best;
}

int KalahSolver::estimate(const KalahHoles& h, int seedsLeft, int depth, int alpha, int beta) {
    ++nodes_;
    // stop() holds here too: the first guess alone can take seconds.
    if ((nodes_ & kStopCheckMask) == 0 && stopped_.load(std::memory_order_relaxed)) aborted_ = true;
    if (aborted_) return 0;
    if (seedsLeft <= endgameSeeds_) return endgame_->value(h, seedsLeft);
    if (seedsLeft <= alpha) return seedsLeft;
    if (-seedsLeft >= beta) return -seedsLeft;
    if (depth <= 0) return 0;                 // no gain foreseen beyond the horizon
    if (nodes_ >= estimateBudget_) return 0;  // out of budget: the caller drops this depth
    std::uint64_t low, high;
    kalahKeyOf(h, low, high);
    std::uint8_t& hint = hints_[mixKalahKey(low, high) & hintMask_];
    const int first = hint - 1;
    int best = -128, bestHole = -1;
    for (int k = -1; k < n_ && best < beta; ++k) {
        const int hole = k < 0 ? first : n_ - 1 - k;
        if (hole < 0 || h[hole] == 0 || (k >= 0 && hole == first)) continue;
        KalahHoles child = h;
        const KalahStep step = sowKalah(child, n_, emptyCapture_, hole);
        const int left = seedsLeft - step.gain;
        int value = step.gain;
        if (!step.ended) {
            value += step.extraMove
                         ? estimate(child, left, depth - 1, alpha - step.gain, beta - step.gain)
                         : -estimate(flippedKalah(child, n_), left, depth - 1, step.gain - beta,
                                     step.gain - alpha);
        }
        if (value > best) {
            best = value, bestHole = hole;
            alpha = std::max(alpha, value);
        }
    }
    hint = static_cast<std::uint8_t>(bestHole + 1);
    return best;
}

int KalahSolver::moveValue(const KalahHoles& h, int seedsLeft, int hole, int alpha, int beta) {
    KalahHoles child = h;
    const KalahStep step = sowKalah(child, n_, emptyCapture_, hole);
    if (step.ended) return step.gain;
    const int left = seedsLeft - step.gain;
    if (step.extraMove) return step.gain + search(child, left, alpha - step.gain, beta - step.gain);
    return step.gain - search(flippedKalah(child, n_), left, step.gain - beta, step.gain - alpha);
}

KalahSolution KalahSolver::solve(const Board& board, Side mover) {
    assert(board.holes == n_);
    const auto start = std::chrono::steady_clock::now();
    nodes_ = 0;
    aborted_ = false;
    KalahHoles h{};
    int seedsLeft = 0;
    if (n_ > kMaxHoles) __builtin_unreachable();  // the constructor checked it
    for (int i = 1; i <= n_; ++i) {
        h[i - 1] = board.seeds[board.hole(mover, i)];
        h[n_ + i - 1] = board.seeds[board.hole(opponent(mover), i)];
        seedsLeft += h[i - 1] + h[n_ + i - 1];
    }
    const int storeLead =
        board.seeds[board.store(mover)] - board.seeds[board.store(opponent(mover))];
    int mine = 0, theirs = 0;
    for (int i = 0; i < n_; ++i) mine += h[i], theirs += h[n_ + i];
    KalahSolution solution;
    if (mine == 0 || theirs == 0) {
        solution.value = storeLead + mine - theirs;
        solution.lower = solution.upper = solution.value;
    } else {
        // MTD(f): null-window probes converge on the exact value.
        // A first guess, and moves to try first, from searches of growing
        // depth that count no gain beyond their horizon.
        int guess = 0;
        estimateBudget_ = seedsLeft < kSmallBoardSeeds ? kSmallEstimateNodes : kEstimateNodes;
        for (int depth = 1; depth < 64; ++depth) {
            const int value = estimate(h, seedsLeft, depth, -seedsLeft - 1, seedsLeft + 1);
            if (nodes_ >= estimateBudget_ || aborted_) break;
            guess = value;
        }
        int lower = -seedsLeft, upper = seedsLeft;
        while (lower < upper && !aborted_) {
            const int beta = std::max(guess, lower + 1);
            guess = search(h, seedsLeft, beta - 1, beta);
            if (aborted_) break;
            if (onProbe) onProbe(storeLead + beta, storeLead + guess, nodes_);
            if (guess < beta)
                upper = guess;
            else
                lower = guess;
        }
        solution.complete = !aborted_;
        solution.value = storeLead + lower;
        solution.lower = storeLead + lower;
        solution.upper = storeLead + upper;
        // A move that reaches the value: the table's first, then the others.
        std::vector<int> candidates;
        if (const Entry* e = probe(h); e && e->best != 0xff) candidates.push_back(e->best);
        for (int i = n_ - 1; i >= 0; --i)
            if (h[i] > 0) candidates.push_back(i);
        for (int hole : candidates) {
            if (aborted_ || h[hole] == 0) continue;
            if (moveValue(h, seedsLeft, hole, lower - 1, lower) >= lower) {
                solution.bestMove = Move::hole(hole + 1);
                break;
            }
        }
        if (solution.bestMove.isNull()) solution.bestMove = Move::hole(candidates.front() + 1);
    }
    solution.nodes = nodes_;
    solution.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return solution;
}

KalahSolution solveKalahStart(int holes, int seeds, bool emptyCapture, std::size_t tableMegabytes,
                              std::shared_ptr<const KalahEndgame> endgame) {
    KalahSolver solver(holes, emptyCapture, tableMegabytes, std::move(endgame));
    return solver.solve(Board::filled(holes, seeds), Side::South);
}

}  // namespace cowrie::ai
