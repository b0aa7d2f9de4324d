#include "core/record_summary.h"

#include "core/game_record.h"
#include "core/record.h"
#include "core/registry.h"

namespace cowrie {

namespace {

// Counts the top level's "moves" while parsing and leaves them out of the
// document: a long game's moves are most of its record, and building them
// only to count them made listing a library slow. `bad` is set when a move
// is not a string.
struct MoveCounter {
    int count = 0;
    bool bad = false;
    bool atMovesKey = false;
    bool inMoves = false;

    bool operator()(int depth, Json::parse_event_t event, Json& parsed) {
        using E = Json::parse_event_t;
        if (depth == 1 && event == E::key) {
            atMovesKey = parsed == "moves";
            return true;
        }
        if (depth == 1 && atMovesKey && event == E::array_start) inMoves = true;
        if (depth == 1 && event == E::array_end) inMoves = false;
        if (!inMoves || depth != 2) return true;
        if (event == E::object_start || event == E::array_start) bad = true;
        if (event == E::value) {
            if (!parsed.is_string()) bad = true;
            ++count;
            return false;
        }
        return true;
    }
};

}  // namespace

std::optional<RecordSummary> readRecordSummary(std::string_view text, std::string& error) {
    std::string parseError;
    MoveCounter counter;
    const auto doc =
        parseJson(text, parseError, [&counter](int depth, Json::parse_event_t event, Json& parsed) {
            return counter(depth, event, parsed);
        });
    if (!doc) {
        error = "not a game record: the JSON is invalid (" + parseError + ")";
        return std::nullopt;
    }
    if (!checkRecordHeader(*doc, error)) return std::nullopt;
    RecordSummary summary;
    summary.game = member(*doc, "game")->get<std::string>();
    if (!findGame(summary.game)) {
        error = "unknown game '" + summary.game + "'";
        return std::nullopt;
    }
    const Json* moves = member(*doc, "moves");
    if (!moves || !moves->is_array()) {
        error = "the record has no \"moves\" list";
        return std::nullopt;
    }
    if (counter.bad) {
        error = "every move in \"moves\" must be a string such as \"3\"";
        return std::nullopt;
    }
    summary.moves = counter.count;
    if (*member(*doc, "version") == 1) {
        // A version 1 record names no result: its moves are replayed to
        // find it, so that a finished game is not listed as unfinished.
        // Such records are old and few; version 2 ones are never replayed here.
        const auto full = readGameRecord(text, error);
        if (!full) return std::nullopt;
        summary.meta.result = recordResult(full->match, std::nullopt);
        return summary;
    }
    if (!readRecordMeta(*doc, summary.meta, error)) return std::nullopt;
    return summary;
}

}  // namespace cowrie
