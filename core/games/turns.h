#pragma once
// Small steps of turn bookkeeping that several games share.

#include "core/move.h"
#include "core/position.h"
#include "core/trace.h"

namespace cowrie {

// Adds every non-empty hole of `side` that is in play, as a plain hole move.
void addNonEmptyHoles(const Board& board, Side side, MoveList& moves);

// Records an ExtraMove event (the mover keeps the turn).
void noteExtraMove(Side mover, Trace* trace);

// Passes the turn to `next` and records a TurnEnd naming him.
void endTurn(Position& position, Side next, Trace* trace);

// The single-round end used by Kalah and Congkak: when a side has no seeds in
// its holes, sweep every hole to its owner and finish by stores. Returns true
// when the game ended.
bool endIfSideEmpty(Position& position, Trace* trace);

}  // namespace cowrie
