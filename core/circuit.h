#pragma once
// Circuit: the cyclic order of places one sowing visits.

#include <array>
#include <cstdint>

#include "core/board.h"

namespace cowrie {

struct Circuit {
    std::array<std::int8_t, Board::kMaxPlaces> order{};    // places in sowing order
    std::array<std::int8_t, Board::kMaxPlaces> indexOf{};  // place -> index in order, or -1
    int length = 0;

    int place(int index) const { return order[index]; }
    int next(int index) const { return index + 1 == length ? 0 : index + 1; }
    bool contains(int place) const { return indexOf[place] >= 0; }
};

// Which stores a sowing drops into.
enum class StoreRule : std::uint8_t { None, OwnStore };

// The circuit of `sower` sowing in `direction` on a two-row board: his own row
// from his first hole in that direction, his store at the end of his row (if
// the store rule includes it), then the opponent's row. Holes out of play
// (burnt, blind) are left out when `skipOutOfPlay` is true.
Circuit twoRowCircuit(const Board& board, Side sower, Direction direction, StoreRule stores,
                      bool skipOutOfPlay = true);

}  // namespace cowrie
