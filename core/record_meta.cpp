#include "core/record_meta.h"

#include <algorithm>

#include "core/state_json.h"

namespace cowrie {

namespace {

constexpr std::array<std::string_view, kRecordLevels> kLevelNames = {"novice", "casual", "skilled",
                                                                     "expert", "master"};

const char* const kDateExample = "\"2026-01-31T18:05:00Z\"";

bool fail(std::string& error, std::string message) {
    error = std::move(message);
    return false;
}

bool readPlayer(const Json& json, Side side, RecordPlayer& player, std::string& error) {
    const std::string who = "player " + std::string(sideName(side)) + ": ";
    if (!json.is_object()) return fail(error, who + "must be an object");
    for (const auto& [key, value] : json.items())
        if (key != "name" && key != "computer" && key != "level")
            return fail(error, who + "unknown key \"" + key + "\"");
    if (const Json* name = member(json, "name")) {
        if (!name->is_string()) return fail(error, who + "\"name\" must be a string");
        player.name = name->get<std::string>();
    }
    if (const Json* computer = member(json, "computer")) {
        if (!computer->is_boolean()) return fail(error, who + "\"computer\" must be true or false");
        player.computer = computer->get<bool>();
    }
    const Json* level = member(json, "level");
    if (!player.computer) {
        if (level) return fail(error, who + "a person has no \"level\"");
        return true;
    }
    if (!level) return fail(error, who + "the computer's \"level\" is missing");
    for (int i = 0; i < kRecordLevels; ++i)
        if (*level == kLevelNames[static_cast<size_t>(i)]) player.level = i;
    if (player.level < 0)
        return fail(error,
                    who + "\"level\" must be one of novice, casual, skilled, expert, master");
    return true;
}

bool readDate(const Json& record, const char* key, std::string& date, std::string& error) {
    const Json* value = member(record, key);
    if (!value) return true;
    if (!value->is_string() || !isRecordDate(value->get<std::string>()))
        return fail(error, std::string("\"") + key + "\" must be a date and time in UTC such as " +
                               kDateExample);
    date = value->get<std::string>();
    return true;
}

std::optional<Side> sideWord(const Json& value) {
    return value.is_string() ? sideNamed(value.get<std::string>()) : std::nullopt;
}

bool readResult(const Json& json, RecordResult& result, std::string& error) {
    if (!json.is_object()) return fail(error, "\"result\" must be an object or null");
    const Json* winner = member(json, "winner");
    if (winner && *winner == "draw")
        result.winner = Winner::Draw;
    else if (winner && sideWord(*winner))
        result.winner = winnerOf(*sideWord(*winner));
    else
        return fail(error, "result: \"winner\" must be \"south\", \"north\" or \"draw\"");
    const Json* margin = member(json, "margin");
    if (!margin || !margin->is_number_integer() || margin->get<long long>() < 0 ||
        margin->get<long long>() > 100000)
        return fail(error, "result: \"margin\" must be a whole number of seeds, 0 or more");
    result.margin = margin->get<int>();
    if (const Json* reason = member(json, "reason")) {
        if (!reason->is_string()) return fail(error, "result: \"reason\" must be a string");
        result.reason = reason->get<std::string>();
    }
    if (const Json* resigned = member(json, "resigned"); resigned && !resigned->is_null()) {
        result.resigned = sideWord(*resigned);
        if (!result.resigned)
            return fail(error, "result: \"resigned\" must be \"south\", \"north\" or null");
        if (result.winner != winnerOf(opponent(*result.resigned)))
            return fail(error,
                        "result: the winner must be the opponent of the player who resigned");
    }
    return true;
}

}  // namespace

std::string_view recordLevelName(int level) {
    return level >= 0 && level < kRecordLevels ? kLevelNames[static_cast<size_t>(level)] : "";
}

bool isRecordDate(std::string_view t) {
    // YYYY-MM-DDTHH:MM:SSZ
    if (t.size() != 20 || t[4] != '-' || t[7] != '-' || t[10] != 'T' || t[13] != ':' ||
        t[16] != ':' || t[19] != 'Z')
        return false;
    const auto number = [&](size_t at, size_t length, int low, int high) {
        int n = 0;
        for (size_t i = at; i < at + length; ++i) {
            if (t[i] < '0' || t[i] > '9') return false;
            n = n * 10 + (t[i] - '0');
        }
        return n >= low && n <= high;
    };
    return number(0, 4, 1970, 9999) && number(5, 2, 1, 12) && number(8, 2, 1, 31) &&
           number(11, 2, 0, 23) && number(14, 2, 0, 59) && number(17, 2, 0, 60);
}

bool readRecordMeta(const Json& record, RecordMeta& meta, std::string& error) {
    if (const Json* players = member(record, "players")) {
        const Json* south = member(*players, "south");
        const Json* north = member(*players, "north");
        if (!players->is_object() || !south || !north || players->size() != 2)
            return fail(error, "\"players\" must be an object with \"south\" and \"north\" only");
        std::array<RecordPlayer, 2> both;
        if (!readPlayer(*south, Side::South, both[0], error) ||
            !readPlayer(*north, Side::North, both[1], error))
            return false;
        meta.players = both;
    }
    if (!readDate(record, "started", meta.started, error) ||
        !readDate(record, "ended", meta.ended, error))
        return false;
    // The fixed format sorts as text.
    if (!meta.started.empty() && !meta.ended.empty() && meta.ended < meta.started)
        return fail(error, "\"ended\" is earlier than \"started\"");
    if (const Json* result = member(record, "result"); result && !result->is_null()) {
        RecordResult read;
        if (!readResult(*result, read, error)) return false;
        meta.result = read;
    }
    if (!meta.ended.empty() && !meta.result)
        return fail(error, "\"ended\" is given but the game has no \"result\"");
    return true;
}

void writeRecordMeta(const RecordMeta& meta, Json& record) {
    if (meta.players) {
        Json players = Json::object();
        for (Side side : {Side::South, Side::North}) {
            const RecordPlayer& p = (*meta.players)[static_cast<size_t>(sideIndex(side))];
            Json player{{"name", p.name}, {"computer", p.computer}};
            if (p.computer) player["level"] = recordLevelName(std::max(0, p.level));
            players[std::string(sideName(side))] = std::move(player);
        }
        record["players"] = std::move(players);
    }
    if (!meta.started.empty()) record["started"] = meta.started;
    if (!meta.ended.empty()) record["ended"] = meta.ended;
    if (meta.result) {
        const RecordResult& r = *meta.result;
        record["result"] = Json{
            {"winner", winnerName(r.winner)},
            {"margin", r.margin},
            {"reason", r.reason},
            {"resigned", r.resigned ? Json(sideName(*r.resigned)) : Json(nullptr)},
        };
    }
}

}  // namespace cowrie
