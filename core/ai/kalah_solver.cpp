#include "kalah_solver.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <chrono>

namespace cowrie::ai {

KalahSolver::KalahSolver(int holes, bool emptyCapture, std::size_t tableMegabytes)
    : n_(holes), emptyCapture_(emptyCapture) {
    assert(holes >= 1 && holes <= kMaxHoles);
    std::size_t count = 1;
    while (count * 2 * sizeof(Entry) <= tableMegabytes * 1024 * 1024) count *= 2;
    table_.resize(count);
    mask_ = count - 2;  // buckets of two entries
}

KalahSolver::Holes KalahSolver::flipped(const Holes& h) const {
    Holes out{};
    for (int i = 0; i < n_; ++i) {
        out[i] = h[n_ + i];
        out[n_ + i] = h[i];
    }
    return out;
}

int KalahSolver::sow(Holes& h, int from, bool& extraMove, bool& ended) const {
    const int n = n_;
    const int cycle = 2 * n + 1;  // own holes, own store (index n), opponent's holes
    int seeds = h[from];
    assert(seeds > 0);
    h[from] = 0;
    int gain = 0;
    int pos = from;
    // Whole laps first: every place of the cycle gets one seed per lap.
    const int laps = (seeds - 1) / cycle;
    if (laps > 0) {
        for (int i = 0; i < 2 * n; ++i) h[i] = static_cast<std::uint8_t>(h[i] + laps);
        gain += laps;
        seeds -= laps * cycle;
    }
    while (seeds-- > 0) {
        if (++pos == cycle) pos = 0;
        if (pos == n)
            ++gain;
        else
            ++h[pos < n ? pos : pos - 1];
    }
    extraMove = pos == n;
    if (pos < n && h[pos] == 1) {
        const int facing = 2 * n - 1 - pos;
        if (h[facing] > 0 || emptyCapture_) {
            gain += h[facing] + 1;
            h[facing] = 0;
            h[pos] = 0;
        }
    }
    int mine = 0, theirs = 0;
    for (int i = 0; i < n; ++i) mine += h[i], theirs += h[n + i];
    ended = mine == 0 || theirs == 0;
    if (ended) {
        gain += mine - theirs;
        h.fill(0);
        extraMove = false;
    }
    return gain;
}

void KalahSolver::pack(const Holes& h, std::uint64_t& low, std::uint64_t& high) const {
    low = 1;  // never 0/0, the empty slot
    high = 0;
    for (int i = 0; i < 2 * n_; ++i) {
        if (i < 9)
            low |= std::uint64_t{h[i]} << (1 + 7 * i);
        else
            high |= std::uint64_t{h[i]} << (7 * (i - 9));
    }
}

KalahSolver::Entry* KalahSolver::slot(std::uint64_t low, std::uint64_t high) {
    std::uint64_t k = (low ^ (high * 0x9e3779b97f4a7c15ULL)) * 0xbf58476d1ce4e5b9ULL;
    k ^= k >> 31;
    return &table_[k & mask_];
}

int KalahSolver::search(const Holes& h, int seedsLeft, int alpha, int beta) {
    ++nodes_;
    if (seedsLeft <= alpha) return seedsLeft;
    if (-seedsLeft >= beta) return -seedsLeft;

    std::uint64_t low, high;
    pack(h, low, high);
    Entry* bucket = slot(low, high);
    Entry* found = nullptr;
    for (int i = 0; i < 2; ++i)
        if (bucket[i].low == low && bucket[i].high == high) found = &bucket[i];
    int lower = -seedsLeft, upper = seedsLeft;
    int tableBest = -1;
    if (found) {
        lower = std::max(lower, int{found->lower});
        upper = std::min(upper, int{found->upper});
        if (lower >= beta) return lower;
        if (upper <= alpha) return upper;
        if (found->best != 0xff) tableBest = found->best;
    }

    // Order: the table move, then moves that end in the own store (nearest
    // the store first), then the rest from the store outwards.
    std::array<int, kMaxHoles> order;
    int count = 0;
    if (tableBest >= 0 && h[tableBest] > 0) order[count++] = tableBest;
    for (int i = n_ - 1; i >= 0; --i)
        if (i != tableBest && h[i] == n_ - i) order[count++] = i;
    for (int i = n_ - 1; i >= 0; --i)
        if (i != tableBest && h[i] != 0 && h[i] != n_ - i) order[count++] = i;

    const std::uint64_t nodesBefore = nodes_;
    int best = -128;
    int bestHole = 0xff;
    for (int k = 0; k < count; ++k) {
        const int hole = order[k];
        Holes child = h;
        bool extra = false, ended = false;
        const int gain = sow(child, hole, extra, ended);
        int value;
        if (ended) {
            value = gain;
        } else {
            int left = 0;
            for (int i = 0; i < 2 * n_; ++i) left += child[i];
            if (extra)
                value = gain + search(child, left, alpha - gain, beta - gain);
            else
                value = gain - search(flipped(child), left, gain - beta, gain - alpha);
        }
        if (value > best) {
            best = value;
            bestHole = hole;
            if (value >= beta) break;
        }
    }
    assert(count > 0);

    // Store: the bound this null-window result proves.
    const std::uint8_t work = static_cast<std::uint8_t>(std::bit_width(nodes_ - nodesBefore));
    Entry* target = found;
    if (!target) target = bucket[0].work <= bucket[1].work ? &bucket[0] : &bucket[1];
    if (target != found) {
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

KalahSolution KalahSolver::solve(const Board& board, Side mover) {
    assert(board.holes == n_);
    const auto start = std::chrono::steady_clock::now();
    nodes_ = 0;
    Holes h{};
    int seedsLeft = 0;
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
    } else {
        // MTD(f): null-window probes converge on the exact value.
        int lower = -seedsLeft, upper = seedsLeft, guess = 0;
        while (lower < upper) {
            const int beta = std::max(guess, lower + 1);
            guess = search(h, seedsLeft, beta - 1, beta);
            if (guess < beta)
                upper = guess;
            else
                lower = guess;
        }
        solution.value = storeLead + lower;
        std::uint64_t low, high;
        pack(h, low, high);
        Entry* bucket = slot(low, high);
        for (int i = 0; i < 2; ++i)
            if (bucket[i].low == low && bucket[i].high == high && bucket[i].best != 0xff)
                solution.bestMove = Move::hole(bucket[i].best + 1);
    }
    solution.nodes = nodes_;
    solution.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return solution;
}

KalahSolution solveKalahStart(int holes, int seeds, bool emptyCapture, std::size_t tableMegabytes) {
    KalahSolver solver(holes, emptyCapture, tableMegabytes);
    return solver.solve(Board::filled(holes, seeds), Side::South);
}

}  // namespace cowrie::ai
