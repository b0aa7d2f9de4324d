#pragma once
// "Practise your mistakes": puzzles made from a reviewed game (the review's
// classes, core/ai/review.h). Every move of the player that the review
// classed a mistake or a blunder becomes a puzzle of the position before it,
// whose answer is the engine's best move there; the move played and what it
// gave away are kept with it, so the puzzle page can say what happened in the
// game. docs/review.md describes them.

#include <string_view>
#include <vector>

#include "core/ai/review.h"
#include "core/match.h"
#include "core/puzzles/puzzle.h"
#include "core/side.h"

namespace cowrie::puzzles {

// Whether the review's move is one to practise: a mistake or a blunder (a
// simultaneous choice is never one: it is not classed).
bool isPractisable(const ai::MoveReview& review);

// The puzzles of `players`' mistakes and blunders in `match`, in the order
// of the game. `reviews` is reviewGame's answer for `match` (a review cut
// short gives the puzzles of the moves it reached). Each puzzle:
//   id        "<idPrefix><ply>", the prefix "<game>-review-" when empty
//   position  the position before the move, the player to move
//   line      [the engine's best move]; alsoRight: the moves the review
//             valued as high as it
//   proofs    one: the review's values of every move there, for the player
//   played, lost  the move played and the seeds it gave away (the review's
//             seedsLost: 10000 and more where it threw a won match away)
//   gain, win what the best move gains on the board after it (store against
//             store, 0 when it gains nothing there) and whether it wins
//   themes    from the best move's trace
//   rating    from the seeds lost: the bigger the loss, the plainer the
//             answer (kReviewRatingMost for 4 seeds down to kReviewRatingLeast)
// The file's game is match's; its maker says it came from a review.
PuzzleFile puzzlesFromReview(const Match& match, const std::vector<ai::MoveReview>& reviews,
                             const std::vector<Side>& players, std::string_view idPrefix = {});
PuzzleFile puzzlesFromReview(const Match& match, const std::vector<ai::MoveReview>& reviews,
                             Side player, std::string_view idPrefix = {});

inline constexpr int kReviewRatingMost = 1700;
inline constexpr int kReviewRatingLeast = 1100;

}  // namespace cowrie::puzzles
