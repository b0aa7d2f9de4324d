#pragma once
// The game record: game id, resolved options and the move list, as JSON.
//
//   {"format": "cowrie-record", "version": 1, "game": "kalah",
//    "options": {"holes": 6, "seeds": 4, ...}, "moves": ["3", "6", ...]}
//
// Replaying a record is deterministic: the same record always gives the same
// position. Reading validates everything and explains the first problem.

#include <optional>
#include <string>
#include <string_view>

#include "core/json.h"
#include "core/match.h"

namespace cowrie {

inline constexpr int kRecordVersion = 1;

Json recordToJson(const Match& match);
std::string writeRecord(const Match& match);

// Reads and replays a record, from its text or from its JSON. On failure
// returns nullopt and sets `error`.
std::optional<Match> readRecord(std::string_view text, std::string& error);
std::optional<Match> recordFromJson(const Json& record, std::string& error);

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
