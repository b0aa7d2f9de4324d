#pragma once
// Between a game's setup (who plays, names, levels) and the players a
// record keeps (record_meta.h): what the library writes, and the setup a
// game opened from the library is played on with.

#include <array>

#include "app/ui/play/gamesetup.h"
#include "core/game_record.h"

namespace cowrie::ui {

// The players of `setup` as a record names them: the typed names, and the
// defaults in English ("South", "North", "Computer").
std::array<cowrie::RecordPlayer, 2> recordPlayers(const GameSetup& setup);

// The setup of a recorded game: its game, options and start, and its players
// (a record without players is a hot-seat game with the default names). A
// record does not keep whether the board was turned, nor a hot-seat game's
// computer level (the setup's default); a default name it keeps (in English,
// or in the language of an older record's day) is read as the default.
GameSetup setupFromRecord(const cowrie::GameRecord& record);

}  // namespace cowrie::ui
