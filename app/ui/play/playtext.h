#pragma once
// The sentences of the play screen with the players' own names: why the turn
// is where it is after a move (an extra move, a pass, a round over), and the
// result of a game.

#include <QString>

#include "app/ui/board/holelabels.h"
#include "core/match.h"
#include "core/move.h"
#include "core/position.h"
#include "core/rules.h"
#include "core/trace.h"

namespace cowrie::ui {

struct Names {
    QString south = QStringLiteral("South");
    QString north = QStringLiteral("North");
    const QString& of(Side side) const { return side == Side::South ? south : north; }
};

// Why the player to move after `trace` is to move, or "" for a plain change of
// turn: "Ana moves again: the last seed fell in the store.", "Ben cannot move
// and passes; Ana plays again.", "Round 2 is over: every seed is in a store."
// In a game whose rounds are phases (three-row), the end of the race: "The
// race is over: a sowing ended in an empty hole. Ana has the first turn."
QString turnReason(const Rules& rules, const Position& before, const Trace& trace,
                   const Position& after, const Names& names);

// What one move did: "Ana played 3R, relayed twice, captured 8." (the move as
// moveLabel names it: three-row's "Ana played C."); with hidden counts the
// capture is told without its number.
QString moveSentence(const Rules& rules, const Position& before, Move move, const Trace& trace,
                     const Names& names);

// The line above the board about rounds, "" when there is nothing to say:
// "Round 2 · rounds won 1 – 0"; in a game whose rounds are phases, "Phase 1:
// the race, both sow at once" or "Phase 2: turns" (with "games won 1 – 0"
// during a match). Never "Round" or "rounds won" where rounds are phases.
QString roundLine(const Rules& rules, const Position& position);

// Whether the players' bars show round wins: in games of rounds, once a
// round is over; never where rounds are phases (roundLine counts the games).
bool showsRoundWins(const Rules& rules, const Position& position);

// "Ana wins, 40 to 30", "A draw, 28 to 28", with the core's reason after a
// colon, in words that name nobody (endReasonWords); an agreed draw is
// "Drawn by agreement: 28 each."
QString resultSentence(const Position& position, const Names& names);
// The same for a game that `match` ended, with the reason as the move that
// ended it gives it, naming the player it concerns (endReasonText): "Ana
// wins, 40 to 30: Ben is to move and has no seeds to sow."
QString resultSentence(const Match& match, const Names& names);

// The direction chosen for the whole game, "" while unchosen:
// "Sowing towards the mover's right" (short: it shares the line above the
// board with the round and the agreement).
QString directionText(const Position& position);

}  // namespace cowrie::ui
