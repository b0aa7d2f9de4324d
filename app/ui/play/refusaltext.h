#pragma once
// Why a move is refused, in the play screen's words: the players' names and
// the game's own hole names ("Ana's hole 2 is empty"), where the core's
// reason (Rules::whyIllegal, also the CLI's) speaks of "hole 2 of south".

#include <QString>

#include "app/ui/play/playtext.h"
#include "core/move.h"
#include "core/position.h"
#include "core/rules.h"

namespace cowrie::ui {

// "" when `move` is legal in `position`; otherwise a sentence without its
// final full stop: "Ana's hole 2 is empty", "Ana's hole 3 is burnt: out of
// play this round", "hole 7 does not exist: the holes are 1 to 6", "the game
// is over". What only the core can tell (a move that would sow forever) is
// the core's own reason.
QString refusalText(const Rules& rules, const Position& position, Move move, const Names& names);

}  // namespace cowrie::ui
