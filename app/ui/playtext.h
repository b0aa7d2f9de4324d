#pragma once
// The sentences of the play screen with the players' own names: why the turn
// is where it is after a move (an extra move, a pass, a round over), and the
// result of a game.

#include <QString>

#include "position.h"
#include "trace.h"

namespace cowrie::ui {

struct Names {
    QString south = QStringLiteral("South");
    QString north = QStringLiteral("North");
    const QString& of(Side side) const { return side == Side::South ? south : north; }
};

// Why the player to move after `trace` is to move, or "" for a plain change of
// turn: "Ana moves again: her last seed fell in her store.", "Ben has no seeds
// and passes.", "Round 2 is over: every seed is in a store."
QString turnReason(const Position& before, const Trace& trace, const Position& after,
                   const Names& names);

// What one move did: "Ana played 3R, relayed twice, captured 8."
QString moveSentence(const Position& before, const QString& moveText, const Trace& trace,
                     const Names& names);

// "Ana wins, 40 to 30", "A draw, 28 to 28", with the core's reason after a
// colon; an agreed draw is "Drawn by agreement: 28 each."
QString resultSentence(const Position& position, const Names& names);

// The direction chosen for the whole game, "" while unchosen:
// "Sowing towards the mover's right (counter-clockwise)".
QString directionText(const Position& position);

}  // namespace cowrie::ui
