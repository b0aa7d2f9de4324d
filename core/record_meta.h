#pragma once
// What a game record (version 2) tells beside its moves: who played (names,
// which side the computer took and at which level), when the game started
// and ended (ISO 8601, UTC) and its result. docs/record-format.md has the
// keys; every one is optional.
//
// The metadata can be read without replaying the moves (the library lists
// a thousand games that way); readGameRecord (game_record.h) also checks
// that the result agrees with the moves.

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "core/json.h"
#include "core/side.h"

namespace cowrie {

inline constexpr int kRecordLevels = 5;
// The computer's levels by name, weakest first (the names of core/ai/levels.h).
std::string_view recordLevelName(int level);

struct RecordPlayer {
    std::string name;       // "" when the record names none
    bool computer = false;  // played by the computer
    int level = -1;         // the computer's level 0 (novice) .. 4 (master); -1 for a person
    bool operator==(const RecordPlayer&) const = default;
};

struct RecordResult {
    Winner winner = Winner::Draw;  // South, North or Draw
    int margin = 0;                // the winner's lead in seeds (0 for a draw or a resignation)
    std::string reason;            // why the game ended, in words
    std::optional<Side> resigned;  // the player who resigned, if the game ended so
    bool operator==(const RecordResult&) const = default;
};

struct RecordMeta {
    std::optional<std::array<RecordPlayer, 2>> players;  // indexed by sideIndex
    std::string started;                                 // "2026-01-31T18:05:00Z", "" if unknown
    std::string ended;                                   // "" while unfinished or unknown
    std::optional<RecordResult> result;                  // nullopt while unfinished
    bool operator==(const RecordMeta&) const = default;
};

// A date and time as records keep them: "YYYY-MM-DDTHH:MM:SSZ".
bool isRecordDate(std::string_view text);

// Reads the metadata keys of `record` (an object). On a malformed key
// returns false and sets `error` naming it.
bool readRecordMeta(const Json& record, RecordMeta& meta, std::string& error);
// Adds the metadata keys that are set to `record`.
void writeRecordMeta(const RecordMeta& meta, Json& record);

}  // namespace cowrie
