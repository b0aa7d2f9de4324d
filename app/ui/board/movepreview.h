#pragma once
// The hover preview of a move: the rules play it on a copy of the position,
// and the trace tells where its last seed lands and what it captures.

#include <QVariantMap>

#include <optional>

#include "core/position.h"
#include "core/rules.h"

namespace cowrie::ui {

// {valid, lastPlace, path, captured, capturedFrom, extraMove} for the move of
// the hole at `place` (the first legal one, if the game also chooses a
// direction, unless `direction` names one). valid is false when that hole
// cannot be played alone now (in that direction). `legal` is the position's
// legal moves (kept by the caller: in three-row they can take milliseconds
// to list).
QVariantMap previewMove(const Rules& rules, const Position& position, const MoveList& legal,
                        int place, std::optional<Direction> direction = std::nullopt);

}  // namespace cowrie::ui
