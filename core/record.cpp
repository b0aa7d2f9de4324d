#include "core/record.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <sstream>

#include "core/game_record.h"
#include "core/registry.h"
#include "core/state_json.h"
#include "core/state_load.h"

namespace cowrie {

Json optionsToJson(const Rules& rules) {
    const GameInfo& info = rules.game();
    Json out = Json::object();
    for (const auto& [key, text] : rules.options().all()) {
        OptionSpec::Type type = OptionSpec::Type::Choice;
        for (const OptionSpec& spec : info.options)
            if (spec.key == key) type = spec.type;
        if (type == OptionSpec::Type::Int)
            out[key] = rules.options().integer(key);
        else if (type == OptionSpec::Type::Bool)
            out[key] = text == "true";
        else
            out[key] = text;
    }
    return out;
}

Json recordToJson(const Match& match) {
    Json moves = Json::array();
    for (Move m : match.moves()) moves.push_back(match.rules().moveText(m));
    Json record{{"format", "cowrie-record"},
                {"version", kRecordVersion},
                {"game", match.rules().gameId()},
                {"options", optionsToJson(match.rules())}};
    if (!(match.initialPosition() == match.rules().initialPosition()))
        record["start"] = stateToJson(match.rules(), match.initialPosition());
    record["moves"] = std::move(moves);
    return record;
}

std::string writeRecord(const Match& match) {
    return recordToJson(match).dump() + "\n";
}

bool playMoveList(Match& match, std::string_view moves, std::string& error) {
    std::istringstream in{std::string(moves)};
    std::string word;
    int index = 0;
    while (in >> word) {
        ++index;
        auto move = match.rules().parseMove(word);
        if (!move) {
            error = "move " + std::to_string(index) + " '" + word + "' is not a move";
            return false;
        }
        if (auto why = match.whyIllegal(*move)) {
            error = "move " + std::to_string(index) + " '" + word + "' is illegal: " + *why;
            return false;
        }
        match.play(*move);
    }
    return true;
}

std::optional<std::string> optionText(const Json& v) {
    if (v.is_string()) return v.get<std::string>();
    if (v.is_boolean()) return v.get<bool>() ? "true" : "false";
    if (v.is_number()) {
        const double d = v.get<double>();
        // Range first: casting a double beyond long long is undefined.
        if (!(std::fabs(d) < 1.0e15) || d != std::floor(d)) return std::nullopt;
        return std::to_string(static_cast<long long>(d));
    }
    return std::nullopt;
}

std::optional<Match> readRecord(std::string_view text, std::string& error) {
    std::string parseError;
    const auto doc = parseJson(text, parseError);
    if (!doc) {
        error = "not a game record: the JSON is invalid (" + parseError + ")";
        return std::nullopt;
    }
    return recordFromJson(*doc, error);
}

std::optional<Match> recordFromJson(const Json& record, std::string& error) {
    auto read = gameRecordFromJson(record, error);
    if (!read) return std::nullopt;
    return std::move(read->match);
}

bool checkRecordHeader(const Json& record, std::string& error) {
    if (!record.is_object()) {
        error = "not a game record: expected a JSON object";
        return false;
    }
    const Json* format = member(record, "format");
    if (!format || *format != "cowrie-record") {
        error = "not a game record: \"format\" must be \"cowrie-record\"";
        return false;
    }
    const Json* version = member(record, "version");
    if (!version || !version->is_number() ||
        (version->get<double>() != 1 && version->get<double>() != kRecordVersion)) {
        error = "unsupported record version (this program reads versions 1 and 2)";
        return false;
    }
    const Json* game = member(record, "game");
    if (!game || !game->is_string()) {
        error = "the record has no \"game\" string";
        return false;
    }
    return true;
}

namespace {

// The match a record starts from: the game's initial position, or (version
// 2) its "start", a state object of the same game and options.
std::optional<Match> startingMatch(const Json& record, std::shared_ptr<const Rules> rules,
                                   const RawOptions& raw, std::string& error) {
    const Json* start = member(record, "start");
    if (!start || start->is_null()) return Match(std::move(rules));
    if (*member(record, "version") == 1) {
        error = "\"start\" needs record version 2";
        return std::nullopt;
    }
    if (!start->is_object()) {
        error = "\"start\" must be a state object";
        return std::nullopt;
    }
    std::string why;
    auto loaded = loadState(*start, rules->gameId(), raw, why);
    if (!loaded) {
        error = "\"start\" is not a position to play from: " + why;
        return std::nullopt;
    }
    return Match(std::move(loaded->rules), std::move(loaded->position));
}

}  // namespace

std::optional<Match> replayRecordMoves(const Json& record, std::string& error) {
    if (!checkRecordHeader(record, error)) return std::nullopt;
    const Json* game = member(record, "game");
    RawOptions raw;
    if (const Json* options = member(record, "options")) {
        if (!options->is_object()) {
            error = "\"options\" must be an object";
            return std::nullopt;
        }
        for (const auto& [key, value] : options->items()) {
            auto t = optionText(value);
            if (!t) {
                error = "option '" + key + "' has a value of the wrong type";
                return std::nullopt;
            }
            raw.emplace_back(key, *t);
        }
    }
    auto rules = createRules(game->get<std::string>(), raw, error);
    if (!rules) return std::nullopt;
    const Json* moves = member(record, "moves");
    if (!moves || !moves->is_array()) {
        error = "the record has no \"moves\" list";
        return std::nullopt;
    }
    auto match = startingMatch(record, std::move(rules), raw, error);
    if (!match) return std::nullopt;
    std::string list;
    for (const Json& m : *moves) {
        // One move an entry: a "3\t4" is not two moves.
        const auto blank = [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; };
        const auto* move = m.get_ptr<const std::string*>();
        if (!move || move->empty() || std::any_of(move->begin(), move->end(), blank)) {
            error = "every move in \"moves\" must be a string such as \"3\"";
            return std::nullopt;
        }
        list += *move + ' ';
    }
    if (!playMoveList(*match, list, error)) return std::nullopt;
    return match;
}

}  // namespace cowrie
