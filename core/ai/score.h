#pragma once
// Scores: what the search compares. A score is a whole number of seeds from
// one player's point of view (positive is good for him). A finished game of
// a kind whose stores only grow (Kalah) scores its exact final margin; any
// other finished game scores kWinScore plus the margin for the winner, so a
// won match always outranks a mere lead in seeds.

#include <cstdint>

namespace cowrie::ai {

using Score = int;

inline constexpr Score kInfinity = 32000;
inline constexpr Score kWinScore = 10000;

// True when `score` says the game is won or lost rather than led.
constexpr bool isDecisive(Score score) {
    return score >= kWinScore / 2 || score <= -kWinScore / 2;
}

}  // namespace cowrie::ai
