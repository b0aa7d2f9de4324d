#pragma once
// Position: everything the rules need to continue a game: the board plus who
// moves, the round, round wins, a chosen direction and the result.

#include <array>
#include <cstdint>

#include "core/board.h"
#include "core/trace.h"

namespace cowrie {

struct Position {
    Board board;
    Turn toMove = Turn::South;
    std::uint16_t round = 1;                   // round or phase, from 1
    std::array<std::uint16_t, 2> roundWins{};  // indexed by sideIndex
    std::int8_t direction = -1;                // chosen Direction, -1 while unchosen
    std::uint8_t extra = 0;                    // game-specific round state (see the game)
    Winner winner = Winner::None;              // set once the game is over
    EndReason endReason = EndReason::None;

    bool over() const { return toMove == Turn::None; }
    bool operator==(const Position&) const = default;
    std::uint64_t hash() const;
};

}  // namespace cowrie
