#pragma once
// The game record: game id, resolved options, the start when it is not the
// game's initial position, and the move list, as JSON.
//
//   {"format": "cowrie-record", "version": 2, "game": "kalah",
//    "options": {"holes": 6, "seeds": 4, ...}, "moves": ["3", "6", ...]}
//
// Replaying a record is deterministic: the same record always gives the same
// position. Reading validates everything and explains the first problem.
// Version 2 adds the players, dates and result (game_record.h); version 1
// records are still read. docs/record-format.md describes both.

#include <optional>
#include <string>
#include <string_view>

#include "core/json.h"
#include "core/match.h"

namespace cowrie {

inline constexpr int kRecordVersion = 2;  // the version written; 1 is still read

// The record of `match` without metadata ("start" only when the match did
// not begin at the game's initial position).
Json recordToJson(const Match& match);
std::string writeRecord(const Match& match);

// Reads and replays a record, from its text or from its JSON, checking its
// metadata too. On failure returns nullopt and sets `error`.
std::optional<Match> readRecord(std::string_view text, std::string& error);
std::optional<Match> recordFromJson(const Json& record, std::string& error);

// What every reader checks first: a JSON object of format "cowrie-record",
// a version this program reads, a "game" string.
bool checkRecordHeader(const Json& record, std::string& error);
// Replays the game, options, start and moves of `record`; its metadata is
// not looked at (gameRecordFromJson reads the whole record).
std::optional<Match> replayRecordMoves(const Json& record, std::string& error);

// Plays moves written in notation ("3 1 4") from the start of `match`. On an
// unreadable or illegal move returns false and sets `error` naming the move's
// 1-based index and why.
bool playMoveList(Match& match, std::string_view moves, std::string& error);

// The options of a game as JSON (numbers, booleans, strings by schema type).
Json optionsToJson(const Rules& rules);

// The text of one option value read from JSON (a string, boolean or whole
// number), or nullopt for a value of another type.
std::optional<std::string> optionText(const Json& value);

}  // namespace cowrie
