#pragma once
// The core's values in the shapes QML uses: a trace as a list of event maps,
// a board as a list of counts, and the sentences the play screen shows.

#include <QString>
#include <QVariantList>

#include "core/position.h"
#include "core/trace.h"

namespace cowrie::ui {

QString sideText(Side side);        // "south" / "north"
QString playerName(Side side);      // "South" / "North"
QString turnText(Turn turn);        // "south" / "north" / "both" / ""
QString winnerText(Winner winner);  // "south" / "north" / "draw" / ""

// One map per event: {type, actor, place, to, count, hand, reason, winner,
// why, rule}. `type` is the core's event name ("lift", "drop", "extraMove",
// ...); `actor` a Side (sides.h); `winner` the Side that won at a game's
// end, NoSide for a draw (and for every other event); `reason` the end
// reason in words; `why` the reason's word the core gives the event
// ("nextTwoEmpty", docs/trace.md) and `rule` the anchor of the rule that
// decided it ("turn-end", "P3", "G2"; "" for none); places are board places
// (-1 when none).
QVariantList traceToVariant(const Trace& trace);

// The seeds of every place, in place order.
QVariantList countsOf(const Board& board);

// The markers of every place (Board::Marker bits: burnt, blind, puta, naga),
// in place order.
QVariantList markersOf(const Board& board);

}  // namespace cowrie::ui
