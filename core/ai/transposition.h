#pragma once
// TranspositionTable: what the search learnt about positions it has already
// met, so that a position reached by another move order (or in an earlier
// iteration) is not searched twice. Entries are keyed on the whole position
// and verified in full, so two positions never share an entry by a hash
// collision. One entry per slot; a deeper or newer result replaces an older.

#include <cstdint>
#include <memory>
#include <vector>

#include "core/ai/score.h"
#include "core/position.h"

namespace cowrie::ai {

// What a stored score says about the true value.
enum class Bound : std::uint8_t { None, Upper, Lower, Exact };

// Depth stored for a result that no horizon limited: it holds at any depth.
inline constexpr int kSolvedDepth = 255;

struct TableEntry {
    Position position;
    std::int16_t score = 0;
    std::uint8_t depth = 0;
    Bound bound = Bound::None;
    std::uint16_t move = 0;  // best or refuting move code, 0 if none
    std::uint8_t age = 0;    // the search that stored it
};

class KalahSearchTable;

class TranspositionTable {
  public:
    explicit TranspositionTable(std::size_t megabytes);
    ~TranspositionTable();

    // The table of the Kalah fast path (kalah_search.h), of the same size,
    // made on first use.
    KalahSearchTable& kalahTable();

    // A fast hash of everything Position::operator== compares.
    static std::uint64_t keyOf(const Position& position);

    // The entry for `position`, or nullptr.
    const TableEntry* probe(const Position& position, std::uint64_t key) const;
    void store(const Position& position, std::uint64_t key, Score score, int depth, Bound bound,
               std::uint16_t move);

    // A new search begins: older entries become easier to replace.
    void newSearch() { ++age_; }
    void clear();

  private:
    std::vector<TableEntry> entries_;
    std::uint64_t mask_ = 0;
    std::size_t megabytes_;
    std::unique_ptr<KalahSearchTable> kalah_;
    std::uint8_t age_ = 0;
};

}  // namespace cowrie::ai
