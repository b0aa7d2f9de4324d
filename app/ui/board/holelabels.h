#pragma once
// The names the app gives a game's holes, in one place: the rules' own hole
// names (Rules::holeName: numbers, or three-row's letters A..I and a..i) for
// pit labels, move texts, sentences, hints and the keys that play a hole.
// The CLI's notation (Rules::moveText) is not this: it stays numeric.

#include <QString>

#include "core/move.h"
#include "core/position.h"
#include "core/rules.h"

namespace cowrie::ui {

// "3", or three-row's "C" (South) and "c" (North).
QString holeLabel(const Rules& rules, Side side, int number);

// True when the game names its holes by letters rather than numbers.
bool holesHaveLetters(const Rules& rules);

// A move played from `before` as players read it: "3", "3R" and "S3+N5"
// where holes are numbers; three-row's "C" (North's "c") and, for the race's
// pair, "C+e" (South's hole first, the letters' case names the side).
QString moveLabel(const Rules& rules, const Position& before, Move move);

// The hole number (1..n) the key with text `keyText` plays, or 0 for none:
// the digits 1..9, or in a lettered game the letters (either case) of the
// holes, which are each player's own.
int holeForKey(const Rules& rules, int holes, const QString& keyText);

// The keys that play a hole, for the key line: "1–6", or "A–I".
QString holeKeysText(const Rules& rules, int holes);

// The key that asks for a hint: H, or "?" where H names a hole.
QString hintKeyText(const Rules& rules, int holes);

}  // namespace cowrie::ui
