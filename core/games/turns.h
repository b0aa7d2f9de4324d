#pragma once
// Small steps of turn bookkeeping that several games share.

#include "core/move.h"
#include "core/position.h"
#include "core/trace.h"

namespace cowrie {

// Adds every non-empty hole of `side` that is in play, as a plain hole move.
void addNonEmptyHoles(const Board& board, Side side, MoveList& moves);

// Records an ExtraMove event (the mover keeps the turn), for `why`.
void noteExtraMove(Side mover, Trace* trace, Why why);

// Passes the turn to `next` and records a TurnEnd naming him, for `why`.
void endTurn(Position& position, Side next, Trace* trace, Why why = {});

// The single-round end used by Kalah and Chonka: when a side has no seeds in
// its holes, sweep every hole to its owner and finish by stores, by the
// game's rule `rule`. Returns true when the game ended.
bool endIfSideEmpty(Position& position, Trace* trace, RuleId rule);

}  // namespace cowrie
