#pragma once
// A generated puzzle's rating, from what makes it hard
// (docs/puzzle-format.md, "Ratings"). Ratings fall in 800..2200.

namespace cowrie::puzzles {

struct Difficulty {
    int solverMoves = 1;  // moves the solver plays in the line
    int relayLaps = 0;    // relay lifts in the solver's moves
    // How far ahead the proof had to look: the fixed depth, or for an
    // exact proof the seeds still in the holes (the win is that far away).
    int lookahead = 0;
    int margin = 1;       // the best move's lead over the second best
    int legalMoves = 2;   // the choices at the start
    bool greedy = false;  // the answer is also the move that gains most at once
};

int puzzleRating(const Difficulty& difficulty);

}  // namespace cowrie::puzzles
