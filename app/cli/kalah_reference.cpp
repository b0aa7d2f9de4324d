#include "app/cli/kalah_reference.h"

#include <array>

#include "core/split_mix.h"

namespace cowrie::cli {

namespace {

// Places as in Board: South's holes 0..n-1, his store n, North's holes
// n+1..2n, his store 2n+1.
struct KalahBoard {
    std::array<int, 18> pits{};
    int n = 0;
};

// Plays hole index `from` of `side`; returns true when the mover moves again.
bool playHole(KalahBoard& b, int side, int from) {
    const int n = b.n, places = 2 * n + 2;
    const int ownStore = side == 0 ? n : 2 * n + 1, otherStore = side == 0 ? 2 * n + 1 : n;
    int seeds = b.pits[from];
    b.pits[from] = 0;
    int pos = from;
    while (seeds > 0) {
        if (++pos == places) pos = 0;
        if (pos == otherStore) continue;
        ++b.pits[pos];
        --seeds;
    }
    if (pos == ownStore) return true;
    const bool ownHole = side == 0 ? pos < n : (pos > n && pos < 2 * n + 1);
    if (ownHole && b.pits[pos] == 1 && b.pits[2 * n - pos] > 0) {
        b.pits[ownStore] += b.pits[2 * n - pos] + 1;
        b.pits[2 * n - pos] = 0;
        b.pits[pos] = 0;
    }
    return false;
}

}  // namespace

std::uint64_t kalahReferencePlayouts(int holes, int seeds, std::int64_t games, std::uint64_t seed) {
    SplitMix64 random(seed);
    std::uint64_t moves = 0;
    for (std::int64_t g = 0; g < games; ++g) {
        KalahBoard b;
        b.n = holes;
        for (int i = 0; i < holes; ++i) b.pits[i] = b.pits[holes + 1 + i] = seeds;
        int side = 0;
        for (;;) {
            const int first = side == 0 ? 0 : holes + 1;
            int choices[9], count = 0;
            for (int i = 0; i < holes; ++i)
                if (b.pits[first + i] > 0) choices[count++] = first + i;
            const int from = choices[random.below(static_cast<std::uint64_t>(count))];
            const bool again = playHole(b, side, from);
            ++moves;
            int south = 0, north = 0;
            for (int i = 0; i < holes; ++i) south += b.pits[i], north += b.pits[holes + 1 + i];
            if (south == 0 || north == 0) break;
            if (!again) side = 1 - side;
        }
    }
    return moves;
}

}  // namespace cowrie::cli
