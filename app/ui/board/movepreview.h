#pragma once
// The hover preview of a move: the rules play it on a copy of the position,
// and the trace tells where its last seed lands and what it captures.

#include <QVariantMap>

#include <optional>

#include "core/position.h"
#include "core/rules.h"

namespace cowrie::ui {

// {valid, lastPlace, path, store, captured, capturedFrom, extraMove, text}
// for the move of
// the hole at `place` (the first legal one, if the game also chooses a
// direction, unless `direction` names one). valid is false when that hole
// cannot be played alone now (in that direction). `legal` is the position's
// legal moves (kept by the caller: in three-row they can take milliseconds
// to list). `text` explains the preview in a sentence for the legend under
// the board: "If you sow here: the dots show where the seeds fall, the blue
// ring where the last one lands. +2 captured into your store (green rings)."
// (the board's rings: Theme.info where the last seed lands, Theme.success
// around the holes captured, the hole landed in too when it is captured).
// With option hidden-counts the text names no number.
QVariantMap previewMove(const Rules& rules, const Position& position, const MoveList& legal,
                        int place, std::optional<Direction> direction = std::nullopt);

// The legend's sentence for a preview of these figures (previewMove's text);
// `landsOnCapture`: the hole the last seed lands in is one of those captured
// (its ring is green, not blue).
QString previewText(bool landsInStore, int captured, bool extraMove, bool countsHidden,
                    bool landsOnCapture = false);

}  // namespace cowrie::ui
