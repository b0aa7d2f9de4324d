#pragma once
// KalahEndgame: an endgame database for Kalah. For every distribution of up to
// `maxSeeds` seeds over the holes of both players, the exact value for the
// player to move (what he gains from now on minus what his opponent gains,
// see kalah_holes.h), computed once by exhaustive search level by level:
// a move either keeps every seed in the holes (and then the mover's seeds
// only move towards his store, so no position repeats) or puts some in a
// store (a smaller level, already complete).
//
// Positions are numbered by the combinatorial number system: all positions
// with fewer seeds first, then those of the same count in lexicographic order
// of the holes. One byte a position.
//
// So a level is made of blocks: the positions where the mover has m seeds
// form a matrix, a row for each of his halves (in lexicographic order) and a
// column for each of his opponent's. The build goes through a block and its
// mirror (the opponent has m seeds) together, tile by tile, in an order where
// every child is known before its parent (kalah_endgame.cpp), without
// recursion; the blocks of a level are shared out between the cores.

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/ai/kalah_holes.h"
#include "core/ai/large_buffer.h"

namespace cowrie::ai {

// One player's holes (the first `holes` bytes).
using KalahHalf = std::array<std::uint8_t, kKalahMaxHoles>;

class KalahEndgame {
  public:
    // An empty database; build() or load() fills it.
    KalahEndgame(int holes, bool emptyCapture, int maxSeeds);

    int holes() const { return n_; }
    bool emptyCapture() const { return emptyCapture_; }
    int maxSeeds() const { return maxSeeds_; }
    bool ready() const { return ready_; }

    // The value of `h` for the mover; `seeds` is the sum of h (<= maxSeeds).
    int value(const KalahHoles& h, int seeds) const { return values_[index(h, seeds)]; }
    // The value at an index, and a hint to fetch it early.
    int valueAt(std::uint64_t index) const { return values_[index]; }
    void prefetch(std::uint64_t index) const { __builtin_prefetch(values_.data() + index); }

    void build();
    // The file holds a header (format version, parameters, checksum); a file
    // that does not match exactly is refused.
    bool save(const std::string& path) const;
    bool load(const std::string& path);

    // Positions with at most `maxSeeds` seeds over 2*holes holes.
    static std::uint64_t positionCount(int holes, int maxSeeds);
    std::uint64_t index(const KalahHoles& h, int seeds) const;

    static constexpr int kMaxSeeds = 40;

  private:
    struct Rows;
    // Index of the first position of the level `seeds` whose mover has `mover`.
    std::uint64_t rowStart(const KalahHalf& mover, int seeds) const;
    // Rank of `other` among the halves with as many seeds, as the opponent's.
    std::uint64_t columnOf(const KalahHalf& other) const;
    // Solves the block of the level `seeds` where the mover has `moverSeeds`
    // (<= half the level) and its mirror.
    void buildBlock(int seeds, int moverSeeds);
    // The value for the mover `row.halves[i]`, against the opponent
    // `column.halves[j]`, of playing `hole` (-128: an empty hole).
    int moveValue(const Rows& row, std::size_t i, int hole, const Rows& column, std::size_t j,
                  int seeds) const;
    // moveValue() of the moves its tables leave to a full sowing (round the
    // board, or the game ends); kept apart so that moveValue() stays small.
    [[gnu::noinline]] int playOut(const KalahHalf& mover, int hole, const KalahHalf& other,
                                  int seeds) const;
    // Solves the mover `row.halves[i]` against the opponents j0..j1-1 of `column`.
    void solveRow(const Rows& row, std::size_t i, const Rows& column, std::size_t j0,
                  std::size_t j1, int seeds);
    // Solves the movers i0..i1-1 of `row` against the opponent `column.halves[j]`.
    void solveColumn(const Rows& row, std::size_t i0, std::size_t i1, const Rows& column,
                     std::size_t j, int seeds);
    static constexpr std::size_t kTile = 128;  // cells a side of a tile
    std::uint64_t checksum() const;

    int n_;
    bool emptyCapture_;
    int maxSeeds_;
    bool ready_ = false;
    // choose_[r * chooseStride_ + s] = C(s + r, r): the distributions of s
    // seeds over r + 1 holes.
    std::vector<std::uint64_t> choose_;
    int chooseStride_ = 0;
    std::vector<std::uint64_t> levelStart_;  // index of the first position with s seeds
    LargeBuffer<std::int8_t> values_;
    // During build(): halves_[m] = every half with m seeds, in lexicographic order.
    std::vector<std::vector<KalahHalf>> halves_;
};

// The database size the solver uses by default for boards of `holes` a side
// with `seedsInPlay` seeds in the holes (0: none; small boards solve faster
// without). 20 seeds (226 MB, about 4 CPU seconds to build) for Kalah(6,4);
// 24 (1.25 GB, about 30 CPU seconds) beyond 48 seeds, which Kalah(6,5) needs.
int defaultKalahEndgameSeeds(int holes, int seedsInPlay);

// The cache folder: $XDG_CACHE_HOME/cowrie, else ~/.cache/cowrie.
std::string kalahCacheFolder();

// The database from the cache file if it is there and sound, else built and
// written there (atomically) for the next time, on a thread of its own that
// the process waits for as it ends. `built` (if given) tells which happened.
std::shared_ptr<const KalahEndgame> cachedKalahEndgame(int holes, bool emptyCapture, int maxSeeds,
                                                       bool* built = nullptr);

// Waits until the cache files being written are complete.
void finishKalahCacheWrites();

}  // namespace cowrie::ai
