#pragma once
// Rounds: what the games played over several rounds share. A round ends, the
// round is scored (G5), the players refill their holes from their stores
// (holes that cannot be filled are burnt), and the next round begins; or the
// game ends between rounds (G6): the board as the round left it, swept into
// the stores, `round` not incremented, burnt holes kept, nobody to move.

#include <array>

#include "core/position.h"
#include "core/trace.h"

namespace cowrie {

// Records a RoundEnd for `reason` and `why` and gives the round to the player
// owning more seeds (his store; the holes must already be swept; G5). Returns
// the round's winner (Draw when equal, counted for nobody).
Winner scoreRound(Position& position, EndReason reason, Trace* trace, Why why);

// Fills each player's holes with `perHole` seeds from his own store, one seed
// at a time (Refill events), starting with the hole next to his store and
// going along his row. Holes he cannot fill are burnt (Burn events, for the
// game's refill rule `burnRule`); every hole's burnt mark is recomputed. Seeds
// that cannot fill a whole hole stay in the store. Precondition: every hole
// is empty.
void refillFromStores(Board& board, int perHole, bool storeOnRight, Trace* trace, RuleId burnRule);

// Puts `count` seeds from `side`'s store into his hole `hole`, one Refill
// event a seed.
void fillHole(Board& board, Side side, int hole, int count, Trace* trace);

// True when `side` has too few seeds in his store to fill a single hole.
bool cannotFillAHole(const Board& board, Side side, int perHole);

// Before a refill: when a player cannot fill a single hole he has lost, and
// the game ends between rounds (a GameEnd by the game's rule `rule`). Returns
// true when it ended.
bool endIfCannotFill(Position& position, int perHole, Trace* trace, RuleId rule);

// Ends the game between rounds (G6) with `winner`, recording a GameEnd.
void finishBetweenRounds(Position& position, Winner winner, EndReason reason, Trace* trace,
                         Why why);

// The player with fewer seeds in his store; `tie` when equal.
Side poorerPlayer(const Board& board, Side tie);

}  // namespace cowrie
