#pragma once
// Narration: captions that name what each event of a move does, made from the
// move's trace alone (docs/lesson-format.md). One piece of code for lessons,
// the play screen's "narrate" switch and replays.

#include <QString>
#include <QStringList>

#include <cstddef>

#include "app/ui/play/playtext.h"
#include "core/position.h"
#include "core/rules.h"
#include "core/trace.h"

namespace cowrie::ui {

// One caption per event of `trace` (played from `before`), "" where the event
// needs none (single drops). Captions say why in the words of the reason the
// core gives each event (Event::why, docs/trace.md), never one read from the
// board; the board only names the places and counts: "Relay: the last seed
// fell in North's hole 3, which held seeds; South lifts all 5 and sows on."
QStringList narrate(const Rules& rules, const Position& before, const Trace& trace,
                    const Names& names);

// The story of a whole move in a few sentences: its start, how often it
// relayed, what it captured, and where and why it stopped. Used to explain a
// lesson's wrong move.
QString explainMove(const Rules& rules, const Position& before, const Trace& trace,
                    const Names& names);

// Why the round, phase or game ended at `trace[index]` (a RoundEnd or
// GameEnd, played from `before`), from its reason (Event::why), naming the
// player it concerns: "South is to move and has no seeds to sow", "North's
// holes are empty", "every seed is in a store"; "" when the event gives no
// reason. The round summary, the status line and the captions share it.
QString endReasonText(const Rules& rules, const Position& before, const Trace& trace,
                      std::size_t index, const Names& names);

// Why a round or game ended, in words that name nobody, for when only the
// end's reason is known (not the move that ended it): "every seed is in a
// store", "the player to move has no seeds to sow".
QString endReasonWords(EndReason reason);

// "South's hole 3", "North's store", "South's hole C" (three-row's letters).
QString placeText(const Rules& rules, const Board& board, int place, const Names& names);

}  // namespace cowrie::ui
