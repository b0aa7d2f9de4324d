#pragma once
// A game record with its metadata (record version 2): the match (its start,
// options and moves) plus who played, when, and how it ended. The library
// of the app keeps one a game; docs/record-format.md describes the keys.

#include <optional>
#include <string>
#include <string_view>

#include "core/json.h"
#include "core/match.h"
#include "core/record_meta.h"

namespace cowrie {

struct GameRecord {
    Match match;
    RecordMeta meta;
};

// The result of `match`: nullopt while it goes on and nobody resigned.
// `resigned` names the player who gave up (the moves then do not end it).
std::optional<RecordResult> recordResult(const Match& match, std::optional<Side> resigned);

// Writes the record. Its "result" is worked out from the match (and the
// resignation that meta.result names), never copied.
Json gameRecordToJson(const GameRecord& record);
std::string writeGameRecord(const GameRecord& record);

// Reads, replays and checks a whole record: the moves by the rules, the
// metadata's form, and a written result against the one the moves give.
// Version 1 records (no metadata) are read too. On failure returns nullopt
// and sets `error` naming the problem.
std::optional<GameRecord> readGameRecord(std::string_view text, std::string& error);
std::optional<GameRecord> gameRecordFromJson(const Json& record, std::string& error);

}  // namespace cowrie
