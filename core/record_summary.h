#pragma once
// A record's summary, read without replaying its moves: enough to list it
// (game, players, dates, length, result). Its form is checked (a record
// header, a known game, a list of moves, the metadata); whether the moves
// are legal is only known when the record is read in full (game_record.h).
// The exception is a version 1 record, which names no result: its moves are
// replayed (and so checked) to find how the game ended.

#include <optional>
#include <string>
#include <string_view>

#include "core/record_meta.h"

namespace cowrie {

struct RecordSummary {
    std::string game;  // a registry id
    int moves = 0;     // the number of moves recorded
    RecordMeta meta;   // as written; a version 1 record's result is worked out
};

std::optional<RecordSummary> readRecordSummary(std::string_view text, std::string& error);

}  // namespace cowrie
