#pragma once
// The engine's fast path for Kalah: the one search (Pvs, pvs.h) over
// KalahBoard, which does what GenericBoard does for Kalah (the seeds in play
// bound the margin; table move, extra moves, then seeds gained first; the
// store lead at the horizon) on the mover-relative board of kalah_holes.h
// instead of Positions through Rules: no virtual calls, no traces, a 16-byte
// board.
//
// A position's value is the store lead plus what the mover gains from now
// on, so the table is keyed on the holes alone (stores differ, entries are
// shared) and verified on all of them.

#include <cstdint>

#include "core/ai/kalah_holes.h"
#include "core/ai/large_buffer.h"
#include "core/ai/limits.h"
#include "core/ai/stop_token.h"
#include "core/rules.h"

namespace cowrie::ai {

// The table of the fast path; it lives as long as the engine's table.
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
        __builtin_prefetch(&entries_[slotOf(low, high)]);
    }
    void newSearch() { ++age_; }
    void clear();

  private:
    // The first of the two entries of the bucket of these holes.
    std::size_t slotOf(std::uint64_t low, std::uint64_t high) const {
        return mixKalahKey(low, high) & mask_;
    }

    LargeBuffer<Entry> entries_;
    std::uint64_t mask_ = 0;
    std::uint8_t age_ = 0;
};

// True when the Kalah fast path can answer for the generic search: standard
// Kalah rules, one player to move, no root noise and no value of every root
// move (the weaker levels and the review keep the
// generic path).
bool kalahFastPathApplies(const Rules& rules, const Position& position, const SearchLimits& limits);

// Searches `root` (not over, kalahFastPathApplies) within `limits`.
SearchResult searchKalah(const Rules& rules, KalahSearchTable& table, StopToken stop,
                         const Position& root, const SearchLimits& limits);

}  // namespace cowrie::ai
