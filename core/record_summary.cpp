#include "core/record_summary.h"

#include "core/record.h"
#include "core/registry.h"

namespace cowrie {

std::optional<RecordSummary> readRecordSummary(std::string_view text, std::string& error) {
    std::string parseError;
    const auto doc = parseJson(text, parseError);
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
    for (const Json& move : *moves)
        if (!move.is_string()) {
            error = "every move in \"moves\" must be a string such as \"3\"";
            return std::nullopt;
        }
    summary.moves = static_cast<int>(moves->size());
    if (*member(*doc, "version") != 1 && !readRecordMeta(*doc, summary.meta, error))
        return std::nullopt;
    return summary;
}

}  // namespace cowrie
