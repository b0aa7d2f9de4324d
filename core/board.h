#pragma once
// Board: the seeds of every place (holes and stores) plus per-hole markers.
//
// Places are numbered in one flat array, the sowing order of a
// counter-clockwise South:
//   0 .. n-1      South's holes 1..n (from South's left to his right)
//   n             South's store
//   n+1 .. 2n     North's holes 1..n (from North's left to his right)
//   2n+1          North's store
// Where a store is drawn (left or right end) is geometry, not board state.
// The type is a plain value: copyable, comparable, hashable.

#include <array>
#include <cstdint>
#include <string>

#include "core/side.h"

namespace cowrie {

struct Board {
    static constexpr int kMaxHoles = 9;  // per side
    static constexpr int kMaxPlaces = 2 * (kMaxHoles + 1);

    // Per-hole markers. Burnt and blind holes are out of play.
    enum Marker : std::uint8_t { Burnt = 1, Blind = 2, Puta = 4, Naga = 8 };

    std::array<std::uint8_t, kMaxPlaces> seeds{};
    std::array<std::uint8_t, kMaxPlaces> markers{};
    std::uint8_t holes = 0;  // holes per side

    // A board of `holesPerSide` holes a side, each holding `seedsPerHole`.
    static Board filled(int holesPerSide, int seedsPerHole);

    int places() const { return 2 * (holes + 1); }
    // Place of `side`'s hole `number` (1-based, in that player's own numbering).
    int hole(Side side, int number) const { return sideIndex(side) * (holes + 1) + number - 1; }
    int store(Side side) const { return sideIndex(side) * (holes + 1) + holes; }
    bool isStore(int place) const { return place == holes || place == 2 * holes + 1; }
    Side owner(int place) const { return place <= holes ? Side::South : Side::North; }
    // The 1-based hole number of a hole place, in its owner's numbering.
    int holeNumber(int place) const { return place % (holes + 1) + 1; }
    // The hole facing `place` across the board (South i faces North n+1-i).
    int opposite(int place) const { return 2 * holes - place; }
    bool inPlay(int place) const { return (markers[place] & (Burnt | Blind)) == 0; }

    int count(int place) const { return seeds[place]; }
    // Seeds in the holes of `side` (stores not counted).
    int rowSeeds(Side side) const;
    int totalSeeds() const;

    bool operator==(const Board&) const = default;
    std::uint64_t hash() const;
    // A one-line picture for test failure messages: "S[4 4 4|0] N[4 4 4|0]".
    std::string toString() const;
};

}  // namespace cowrie
