// `games`: the registry as JSON, so scripts and dialogs can be generated
// from it.
//
//   {"games": [{"id": "kalah", "name": "Kalah", "localNames": "...",
//     "region": "...", "source": "...", "description": "...",
//     "presets": [{"id": "...", "name": "...", "options": {"holes": 7}}],
//     "options": [{"key": "holes", "type": "int", "min": 1, "max": 8,
//                  "default": 6, "description": "..."},
//                 {"key": "first", "type": "choice", "choices": ["south", "north"],
//                  "default": "south", "description": "..."},
//                 {"key": "empty-capture", "type": "bool", "default": false, ...}]}]}

#include <charconv>

#include "app/cli/commands.h"
#include "app/cli/output.h"
#include "core/registry.h"

namespace cowrie::cli {

namespace {

std::string_view typeName(OptionSpec::Type type) {
    switch (type) {
        case OptionSpec::Type::Int:
            return "int";
        case OptionSpec::Type::Bool:
            return "bool";
        case OptionSpec::Type::Choice:
            return "choice";
    }
    return "choice";
}

// Option text as a JSON value of the schema's type; text that does not fit
// the type stays a string rather than being silently changed.
Json typedValue(const OptionSpec& spec, const std::string& text) {
    if (spec.type == OptionSpec::Type::Int) {
        int n = 0;
        auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
        if (ec == std::errc() && end == text.data() + text.size()) return n;
    } else if (spec.type == OptionSpec::Type::Bool) {
        if (auto b = parseBool(text)) return *b;
    }
    return text;
}

Json specToJson(const OptionSpec& spec) {
    Json out{{"key", spec.key}, {"type", typeName(spec.type)}};
    if (spec.type == OptionSpec::Type::Int) {
        out["min"] = spec.min;
        out["max"] = spec.max;
    }
    if (spec.type == OptionSpec::Type::Choice) out["choices"] = spec.choices;
    out["default"] = typedValue(spec, spec.defaultValue);
    out["description"] = spec.description;
    return out;
}

Json presetToJson(const GameInfo& game, const Preset& preset) {
    Json options = Json::object();
    for (const auto& [key, text] : preset.options) {
        Json value = text;
        for (const OptionSpec& spec : game.options)
            if (spec.key == key) value = typedValue(spec, text);
        options[key] = std::move(value);
    }
    return Json{{"id", preset.id}, {"name", preset.name}, {"options", std::move(options)}};
}

Json gameToJson(const GameInfo& game) {
    Json presets = Json::array(), options = Json::array();
    for (const Preset& preset : game.presets) presets.push_back(presetToJson(game, preset));
    for (const OptionSpec& spec : game.options) options.push_back(specToJson(spec));
    return Json{{"id", game.id},
                {"name", game.name},
                {"localNames", game.localNames},
                {"region", game.region},
                {"source", game.source},
                {"description", game.description},
                {"presets", std::move(presets)},
                {"options", std::move(options)}};
}

}  // namespace

CommandRun declareGamesCommand(CLI::App&) {
    return [] {
        Json games = Json::array();
        for (const GameInfo& game : allGames()) games.push_back(gameToJson(game));
        printJson(Json{{"games", std::move(games)}});
        return 0;
    };
}

}  // namespace cowrie::cli
