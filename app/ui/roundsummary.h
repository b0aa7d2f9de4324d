#pragma once
// The summary of a round (or phase) that a move ended, read from the move's
// trace: what each player had captured when the round ended, what was swept
// from the holes to him, what he owns, the round wins, the holes out of play
// next round and who starts it. QML shows it as the round summary.

#include <QVariantMap>

#include "position.h"
#include "trace.h"

namespace cowrie::ui {

// {} when `trace` (played from `before` to `after`) ends no round. Otherwise
// {round, winner: "south"|"north"|"draw"|"", reason, gameOver,
//  south: {captured, swept, owned, roundWins, outOfPlay},
//  north: {...}, nextToMove: "south"|"north"|"both"|""}.
// `outOfPlay` counts the holes burnt or blind for the next round.
QVariantMap roundSummary(const Position& before, const Trace& trace, const Position& after);

}  // namespace cowrie::ui
