#pragma once
// The summary of a round (or phase) that a move ended, read from the move's
// trace: what each player had captured when the round ended, what was swept
// from their holes to them, what they own, the round wins, the holes out of
// play next round and who starts it. QML shows it as the round summary.

#include <QVariantMap>

#include "app/ui/play/playtext.h"
#include "core/position.h"
#include "core/rules.h"
#include "core/trace.h"

namespace cowrie::ui {

// {} when `trace` (played from `before` to `after`) ends no round. Otherwise
// {round, winner: "south"|"north"|"draw"|"", reason, gameOver,
//  south: {captured, swept, owned, roundWins, outOfPlay, inHoles},
//  north: {...}, nextToMove: "south"|"north"|"both"|"",
//  and the texts QML shows as they are:
//  title ("Round 1 is over", "The race is over"), headline (who won it and
//  why, "" when nobody did and there is no reason), rows [{label, south,
//  north, bold}] (only the figures that mean something for this end), next
//  (what happens now, "" at the game's end)}.
// `outOfPlay` counts the holes burnt or blind for the next round. The end of
// three-row's race (rounds that are phases, won by nobody) has no table of
// captures: only the seeds each player has in their holes as the turns begin.
QVariantMap roundSummary(const Rules& rules, const Position& before, const Trace& trace,
                         const Position& after, const Names& names);

}  // namespace cowrie::ui
