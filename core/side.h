#pragma once
// The two players and the small enums every game shares.

#include <cstdint>
#include <optional>
#include <string_view>

namespace cowrie {

// South is player 0 (bottom of the screen), North is player 1 (top).
enum class Side : std::uint8_t { South = 0, North = 1 };

constexpr Side opponent(Side s) {
    return s == Side::South ? Side::North : Side::South;
}
constexpr int sideIndex(Side s) {
    return static_cast<int>(s);
}
constexpr std::string_view sideName(Side s) {
    return s == Side::South ? "south" : "north";
}
// The side named "south" or "north"; nullopt for any other text.
constexpr std::optional<Side> sideNamed(std::string_view name) {
    if (name == "south") return Side::South;
    if (name == "north") return Side::North;
    return std::nullopt;
}

// Sowing direction seen from above. Ccw sows towards the mover's right
// (notation "R"), Cw towards his left (notation "L").
enum class Direction : std::uint8_t { Ccw = 0, Cw = 1 };

// Who is to move: one side, both at once (simultaneous start), or nobody (over).
enum class Turn : std::int8_t { South = 0, North = 1, Both = 2, None = -1 };

constexpr Turn turnOf(Side s) {
    return static_cast<Turn>(s);
}
constexpr bool isSingle(Turn t) {
    return t == Turn::South || t == Turn::North;
}
// Precondition: isSingle(t).
constexpr Side sideOf(Turn t) {
    return static_cast<Side>(t);
}

// The winner of a finished game or round.
enum class Winner : std::uint8_t { None = 0, South, North, Draw };

constexpr Winner winnerOf(Side s) {
    return s == Side::South ? Winner::South : Winner::North;
}

}  // namespace cowrie
