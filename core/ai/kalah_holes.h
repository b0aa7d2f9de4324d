#pragma once
// KalahHoles: a Kalah board seen from the player to move, without stores,
// and one move on it (docs/rules/kalah.md). Shared by the exact solver and the
// endgame database, which both need Kalah at full speed.
//
// The rest of a Kalah game depends only on the seeds in the holes and who
// moves, never on the stores, so a position is the mover's holes 0..n-1 then
// his opponent's n..2n-1 (each in its owner's sowing order), and its value is
// what the mover gains from now on minus what his opponent gains.

#include <array>
#include <cassert>
#include <cstdint>
#include <cstring>

namespace cowrie::ai {

inline constexpr int kKalahMaxHoles = 8;
using KalahHoles = std::array<std::uint8_t, 2 * kKalahMaxHoles>;

struct KalahStep {
    int gain = 0;            // seeds into the mover's store (with the final sweep if ended)
    bool extraMove = false;  // the mover moves again
    bool ended = false;      // the game is over; the holes are all empty
};

// Sows the mover's hole `from` (0..n-1) of `h`, then captures and the end rule.
inline KalahStep sowKalah(KalahHoles& h, int n, bool emptyCapture, int from) {
    const int cycle = 2 * n + 1;  // own holes, own store (index n), opponent's holes
    int seeds = h[from];
    assert(seeds > 0);
    h[from] = 0;
    KalahStep step;
    int pos = from;
    // Whole laps first: every place of the cycle gets one seed per lap.
    const int laps = (seeds - 1) / cycle;
    if (laps > 0) {
        for (int i = 0; i < 2 * n; ++i) h[i] = static_cast<std::uint8_t>(h[i] + laps);
        step.gain += laps;
        seeds -= laps * cycle;
    }
    while (seeds-- > 0) {
        if (++pos == cycle) pos = 0;
        if (pos == n)
            ++step.gain;
        else
            ++h[pos < n ? pos : pos - 1];
    }
    step.extraMove = pos == n;
    if (pos < n && h[pos] == 1) {
        const int facing = 2 * n - 1 - pos;
        if (h[facing] > 0 || emptyCapture) {
            step.gain += h[facing] + 1;
            h[facing] = 0;
            h[pos] = 0;
        }
    }
    int mine = 0, theirs = 0;
    for (int i = 0; i < n; ++i) mine += h[i], theirs += h[n + i];
    if (mine == 0 || theirs == 0) {
        step.ended = true;
        step.gain += mine - theirs;
        step.extraMove = false;
        h.fill(0);
    }
    return step;
}

// The same holes seen from the other player.
inline KalahHoles flippedKalah(const KalahHoles& h, int n) {
    KalahHoles out{};
    if (n > kKalahMaxHoles) __builtin_unreachable();  // tells the optimiser the bound
    for (int i = 0; i < n; ++i) {
        out[i] = h[n + i];
        out[n + i] = h[i];
    }
    return out;
}

// The holes as a table key: two words, the whole board (verification).
inline void kalahKeyOf(const KalahHoles& h, std::uint64_t& low, std::uint64_t& high) {
    static_assert(sizeof(KalahHoles) == 16);
    std::memcpy(&low, h.data(), 8);
    std::memcpy(&high, h.data() + 8, 8);
}

// A well-mixed hash of a key, for a table slot.
inline std::uint64_t mixKalahKey(std::uint64_t low, std::uint64_t high) {
    std::uint64_t k = (low ^ (high * 0x9e3779b97f4a7c15ULL)) * 0xbf58476d1ce4e5b9ULL;
    return k ^ (k >> 31);
}

}  // namespace cowrie::ai
