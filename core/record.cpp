#include "record.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <sstream>

#include "registry.h"

namespace cowrie {

json::Value optionsToJson(const Rules& rules) {
    const GameInfo* info = findGame(rules.gameId());
    json::Object out;
    for (const auto& [key, text] : rules.options().all()) {
        OptionSpec::Type type = OptionSpec::Type::Choice;
        if (info)
            for (const OptionSpec& spec : info->options)
                if (spec.key == key) type = spec.type;
        if (type == OptionSpec::Type::Int)
            out.emplace_back(key, rules.options().integer(key));
        else if (type == OptionSpec::Type::Bool)
            out.emplace_back(key, text == "true");
        else
            out.emplace_back(key, text);
    }
    return out;
}

json::Value recordToJson(const Match& match) {
    json::Array moves;
    for (Move m : match.moves()) moves.emplace_back(match.rules().moveText(m));
    return json::Object{{"format", "cowrie-record"},
                        {"version", kRecordVersion},
                        {"game", match.rules().gameId()},
                        {"options", optionsToJson(match.rules())},
                        {"moves", std::move(moves)}};
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

std::optional<std::string> optionText(const json::Value& v) {
    if (v.isString()) return v.asString();
    if (v.isBool()) return v.asBool() ? "true" : "false";
    if (v.isNumber()) {
        const double d = v.asNumber();
        // Range first: casting a double beyond long long is undefined.
        if (!(std::fabs(d) < 1.0e15) || d != std::floor(d)) return std::nullopt;
        return std::to_string(static_cast<long long>(d));
    }
    return std::nullopt;
}

std::optional<Match> readRecord(std::string_view text, std::string& error) {
    std::string parseError;
    auto doc = json::parse(text, parseError);
    if (!doc) {
        error = "not a game record: the JSON is invalid (" + parseError + ")";
        return std::nullopt;
    }
    if (!doc->isObject()) {
        error = "not a game record: expected a JSON object";
        return std::nullopt;
    }
    const json::Value* format = doc->find("format");
    if (!format || !format->isString() || format->asString() != "cowrie-record") {
        error = "not a game record: \"format\" must be \"cowrie-record\"";
        return std::nullopt;
    }
    const json::Value* version = doc->find("version");
    if (!version || !version->isNumber() || version->asNumber() != kRecordVersion) {
        error = "unsupported record version (this program reads version " +
                std::to_string(kRecordVersion) + ")";
        return std::nullopt;
    }
    const json::Value* game = doc->find("game");
    if (!game || !game->isString()) {
        error = "the record has no \"game\" string";
        return std::nullopt;
    }
    RawOptions raw;
    if (const json::Value* options = doc->find("options")) {
        if (!options->isObject()) {
            error = "\"options\" must be an object";
            return std::nullopt;
        }
        for (const auto& [key, value] : options->asObject()) {
            auto t = optionText(value);
            if (!t) {
                error = "option '" + key + "' has a value of the wrong type";
                return std::nullopt;
            }
            raw.emplace_back(key, *t);
        }
    }
    auto rules = createRules(game->asString(), raw, error);
    if (!rules) return std::nullopt;
    const json::Value* moves = doc->find("moves");
    if (!moves || !moves->isArray()) {
        error = "the record has no \"moves\" list";
        return std::nullopt;
    }
    Match match(rules);
    std::string list;
    for (const json::Value& m : moves->asArray()) {
        // One move an entry: a "3\t4" is not two moves.
        const auto blank = [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; };
        if (!m.isString() || m.asString().empty() ||
            std::any_of(m.asString().begin(), m.asString().end(), blank)) {
            error = "every move in \"moves\" must be a string such as \"3\"";
            return std::nullopt;
        }
        list += m.asString() + ' ';
    }
    if (!playMoveList(match, list, error)) return std::nullopt;
    return match;
}

}  // namespace cowrie
