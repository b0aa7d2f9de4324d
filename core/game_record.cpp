#include "core/game_record.h"

#include <cstdlib>

#include "core/record.h"
#include "core/state_json.h"

namespace cowrie {

namespace {

std::string describe(const RecordResult& r) {
    if (r.resigned) return std::string(sideName(*r.resigned)) + " resigns";
    if (r.winner == Winner::Draw) return "a draw";
    return std::string(winnerName(r.winner)) + " wins by " + std::to_string(r.margin);
}

}  // namespace

std::optional<RecordResult> recordResult(const Match& match, std::optional<Side> resigned) {
    const Position& end = match.position();
    RecordResult result;
    if (resigned && !end.over()) {
        result.winner = winnerOf(opponent(*resigned));
        result.reason = "resigned";
        result.resigned = resigned;
        return result;
    }
    if (!end.over()) return std::nullopt;
    const Board& b = end.board;
    result.winner = end.winner == Winner::None ? Winner::Draw : end.winner;
    result.margin = result.winner == Winner::Draw
                        ? 0
                        : std::abs(b.count(b.store(Side::South)) - b.count(b.store(Side::North)));
    result.reason = std::string(reasonText(end.endReason));
    return result;
}

Json gameRecordToJson(const GameRecord& record) {
    Json json = recordToJson(record.match);
    RecordMeta meta = record.meta;
    const auto resigned = meta.result ? meta.result->resigned : std::nullopt;
    meta.result = recordResult(record.match, resigned);
    if (!meta.result) meta.ended.clear();  // an unfinished game has not ended
    writeRecordMeta(meta, json);
    return json;
}

std::string writeGameRecord(const GameRecord& record) {
    return gameRecordToJson(record).dump() + "\n";
}

std::optional<GameRecord> readGameRecord(std::string_view text, std::string& error) {
    std::string parseError;
    const auto doc = parseJson(text, parseError);
    if (!doc) {
        error = "not a game record: the JSON is invalid (" + parseError + ")";
        return std::nullopt;
    }
    return gameRecordFromJson(*doc, error);
}

std::optional<GameRecord> gameRecordFromJson(const Json& json, std::string& error) {
    if (!checkRecordHeader(json, error)) return std::nullopt;
    RecordMeta meta;
    if (*member(json, "version") != 1 && !readRecordMeta(json, meta, error)) return std::nullopt;
    auto match = replayRecordMoves(json, error);
    if (!match) return std::nullopt;
    // A written result must be the one the moves give.
    const auto resigned = meta.result ? meta.result->resigned : std::nullopt;
    if (resigned && match->position().over()) {
        error = "the result says " + std::string(sideName(*resigned)) +
                " resigned, but the moves end the game";
        return std::nullopt;
    }
    const auto derived = recordResult(*match, resigned);
    if (meta.result && !derived) {
        error = "the result says the game is over (" + describe(*meta.result) +
                "), but its moves do not end it";
        return std::nullopt;
    }
    if (meta.result &&
        (meta.result->winner != derived->winner || meta.result->margin != derived->margin)) {
        error = "the result (" + describe(*meta.result) + ") does not agree with the moves (" +
                describe(*derived) + ")";
        return std::nullopt;
    }
    meta.result = derived;
    return GameRecord{std::move(*match), std::move(meta)};
}

}  // namespace cowrie
