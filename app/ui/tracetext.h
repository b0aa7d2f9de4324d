#pragma once
// The core's values in the shapes QML uses: a trace as a list of event maps,
// a board as a list of counts, and the sentences the play screen shows.

#include <QString>
#include <QVariantList>

#include "move.h"
#include "position.h"
#include "trace.h"

namespace cowrie::ui {

QString sideText(Side side);        // "south" / "north"
QString playerName(Side side);      // "South" / "North"
QString turnText(Turn turn);        // "south" / "north" / "both" / ""
QString winnerText(Winner winner);  // "south" / "north" / "draw" / ""

// One map per event: {type, actor, place, to, count, hand, reason, winner}.
// `type` is the core's event name ("lift", "drop", "extraMove", ...); `reason`
// the end reason in words; places are board places (-1 when none).
QVariantList traceToVariant(const Trace& trace);

// The seeds of every place, in place order.
QVariantList countsOf(const Board& board);

// The markers of every place (Board::Marker bits: burnt, blind, puta, naga),
// in place order.
QVariantList markersOf(const Board& board);

// "South wins, 40 to 30: a side has no seeds left in its holes." ("" while the
// game goes on).
QString resultText(const Position& position);

// What one move did, for the status line: "South played 3, relayed 2 times,
// captured 8. North to move."
QString moveSummary(const Position& before, Move move, const Trace& trace, const Position& after);

// Who moved from `before`: "south", "north", or "both" for a simultaneous pair.
QString moverText(const Position& before);

// Who is to move, as a short prompt.
QString turnPrompt(const Position& position);

}  // namespace cowrie::ui
