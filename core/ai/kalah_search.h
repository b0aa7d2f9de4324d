#pragma once
// KalahSearch: the engine's fast path for Kalah. The same search as the
// generic Searcher (iterative deepening principal variation search; the
// seeds in play bound the margin; table move, extra moves, then seeds gained
// first; the store lead at the horizon; exact once no horizon is met), but on
// the mover-relative board of kalah_holes.h instead of Positions through the
// Rules interface: no virtual calls, no traces, a 16-byte board.
//
// A position's value is the store lead plus what the mover gains from now
// on, so the table is keyed on the holes alone (stores differ, entries are
// shared) and verified on all of them.

#include <chrono>
#include <cstdint>
#include <memory>

#include "core/ai/kalah_holes.h"
#include "core/ai/large_buffer.h"
#include "core/ai/limits.h"
#include "core/ai/stop_token.h"
#include "core/rules.h"

namespace cowrie::ai {

// The table of KalahSearch; it lives as long as the engine's table.
class KalahSearchTable {
  public:
    struct Entry {
        std::uint64_t low = 0, high = 0;  // the holes; 0/0 is empty
        std::int16_t value = 0;           // the mover's gain from now on
        std::uint8_t depth = 0;           // kSolvedDepth: no horizon below
        std::uint8_t bound = 0;           // a Bound
        std::uint8_t move = 0;            // best hole + 1, 0 if none
        std::uint8_t age = 0;
    };

    explicit KalahSearchTable(std::size_t megabytes);
    const Entry* probe(std::uint64_t low, std::uint64_t high) const;
    void store(std::uint64_t low, std::uint64_t high, int value, int depth, int bound, int move);
    // A hint to fetch the slot of these holes before probe() reads it.
    void prefetch(std::uint64_t low, std::uint64_t high) const {
        __builtin_prefetch(bucketOf(low, high));
    }
    void newSearch() { ++age_; }
    void clear();

  private:
    Entry* bucketOf(std::uint64_t low, std::uint64_t high);
    const Entry* bucketOf(std::uint64_t low, std::uint64_t high) const;

    LargeBuffer<Entry> entries_;
    std::uint64_t mask_ = 0;
    std::uint8_t age_ = 0;
};

// True when KalahSearch can answer for the generic search: standard Kalah
// rules, one player to move, no root noise (the weaker levels keep the
// generic path).
bool kalahFastPathApplies(const Rules& rules, const Position& position, const SearchLimits& limits);

class KalahSearch {
  public:
    KalahSearch(const Rules& rules, KalahSearchTable& table, StopToken stop);

    // Searches `root` (not over, kalahFastPathApplies) within `limits`.
    SearchResult run(const Position& root, const SearchLimits& limits);

    static constexpr int kMaxPly = 120;

  private:
    struct Child {
        KalahHoles holes;  // seen from the player who moves next
        int gain = 0, left = 0, hole = 0, order = 0;
        bool extra = false, ended = false;
    };

    int search(const KalahHoles& h, int seedsLeft, int depth, int alpha, int beta, int ply);
    int childValue(const Child& child, int depth, int alpha, int beta, int ply);
    // The mover's row seeds minus his opponent's, after `child`.
    int rowLead(const Child& child) const;
    // The children of `h`, best first; returns their count.
    int expand(const KalahHoles& h, int seedsLeft, int tableHole, Child* out) const;
    bool pollStop();

    int n_;
    bool emptyCapture_;
    KalahSearchTable& table_;
    StopToken stop_;
    std::uint64_t nodes_ = 0;
    std::uint64_t nodeLimit_ = 0;
    std::chrono::steady_clock::time_point deadline_;
    bool hasDeadline_ = false;
    bool stopped_ = false;
    bool allowStop_ = false;
    bool horizon_ = false;
};

}  // namespace cowrie::ai
