#pragma once
// Glicko-2 ratings (Mark E. Glickman, "Example of the Glicko-2 system",
// 2013): a rating, its deviation (how uncertain it is) and its volatility
// (how erratic the player's results are). The puzzle page keeps one per game
// for the player and treats each puzzle as an opponent of fixed rating: a
// puzzle solved is a win against it, a puzzle failed a loss.

#include <vector>

namespace cowrie::puzzles {

struct Glicko2Rating {
    double rating = 1500.0;    // on the Glicko scale (as shown to the player)
    double deviation = 350.0;  // rating deviation, same scale; 350 for a newcomer
    double volatility = 0.06;
};

// One game of a rating period, as the player saw it.
struct Glicko2Game {
    double opponentRating = 1500.0;
    double opponentDeviation = 350.0;
    double score = 0.0;  // 1 win, 0.5 draw, 0 loss
};

// The system constant tau: how much the volatility may change in a period.
// Glickman suggests 0.3 to 1.2; 0.5 is the paper's example.
inline constexpr double kGlicko2Tau = 0.5;

// A puzzle's deviation as an opponent: its rating comes from its difficulty
// and does not move, so it is taken as fairly certain.
inline constexpr double kPuzzleDeviation = 60.0;

// The player's rating after one rating period with `games` (steps 1-8 of the
// paper). With no games only the deviation grows, as the paper says.
Glicko2Rating glicko2Update(const Glicko2Rating& player, const std::vector<Glicko2Game>& games,
                            double tau = kGlicko2Tau);

// The player's rating after one puzzle of rating `puzzleRating` (deviation
// kPuzzleDeviation), solved or not: one game in a period of its own.
Glicko2Rating ratePuzzleAttempt(const Glicko2Rating& player, int puzzleRating, bool solved);

}  // namespace cowrie::puzzles
