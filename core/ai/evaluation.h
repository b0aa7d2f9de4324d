#pragma once
// Evaluation: the value of a position the search does not look beyond, and
// the exact value of a finished game. Both are generic over the rules: they
// read only the stores, the rows and the result.

#include "core/ai/score.h"
#include "core/rules.h"

namespace cowrie::ai {

// What the evaluation needs to know about a game beyond its positions.
// Worked out once per search from the rules.
struct GameTraits {
    // Seeds in a store never leave it and the game is one round (Kalah): the
    // final margin is bounded by the seeds still in play, which gives safe
    // cut-offs, and a finished game scores its margin alone.
    bool storesAreFinal = false;
    // Seeds on the board (constant in every game: seeds are never created).
    int totalSeeds = 0;
    // The game is decided by seeds owned over many rounds, each round
    // starting from the seeds its players own (pallankuzhi, olinda keliya):
    // a store is poured back into its owner's holes at a round's end, so a
    // seed in a player's row is worth as much as one in his store.
    bool seedsCarryOver = false;
};

GameTraits traitsOf(const Rules& rules, const Position& position);

// South's store minus North's store, seen from `pov`.
inline int storeLead(const Board& board, Side pov) {
    const int lead = board.seeds[board.store(Side::South)] - board.seeds[board.store(Side::North)];
    return pov == Side::South ? lead : -lead;
}

// Seeds owned, South's minus North's, seen from `pov`: each store plus the
// holes of its owner's row (what each player takes when a game stops).
int seedsOwnedLead(const Board& board, Side pov);

// Seeds in a player's own row count this many to one seed in his store:
// they go to him when the round or game stops (every game here gives each
// player the seeds left on his side), but until then the opponent may
// capture them or the owner must sow them across. Measured in matches
// (docs/ai-strength.md): 2 beat 0 (store only) and 4 in chonka and kalah.
inline constexpr int kRowSeedsPerStoreSeed = 2;

// The heuristic value of an unfinished position for `pov`: the store lead,
// and half the lead in seeds on each player's own row.
Score evaluate(const Position& position, Side pov);
// The same for a game with `traits`: seeds owned (store and row alike) when
// they carry over from round to round.
Score evaluate(const GameTraits& traits, const Position& position, Side pov);

// The exact value of a finished game for `pov`.
Score finalScore(const GameTraits& traits, const Position& position, Side pov);

// Bounds on the final score for `pov` that hold whatever is played, when
// traits.storesAreFinal; otherwise [-kInfinity, kInfinity].
struct ScoreBounds {
    Score lowest;
    Score highest;
};
ScoreBounds finalBounds(const GameTraits& traits, const Position& position, Side pov);

}  // namespace cowrie::ai
