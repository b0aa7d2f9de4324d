#include "game_setup.h"

#include "cli_error.h"
#include "input_file.h"
#include "record.h"
#include "registry.h"
#include "state_load.h"

namespace cowrie::cli {

void forEachGameAndPreset(
    const std::function<void(const GameInfo&, const Preset&, const Rules&)>& visit) {
    for (const GameInfo& game : allGames()) {
        std::vector<Preset> presets = game.presets;
        if (presets.empty()) presets.push_back({"", "", {}});
        for (const Preset& preset : presets) {
            std::string error;
            const auto rules = createRules(game.id, preset.options, error);
            if (!rules) failInternal(error);
            visit(game, preset, *rules);
        }
    }
}

std::shared_ptr<const Rules> rulesFromArguments(const Arguments& args) {
    std::string error;
    auto rules = createRules(args.required("--game"), args.options(), error);
    if (!rules) failBadInput(error);
    return rules;
}

namespace {

// The text of --position: inline JSON, or "@path" to a file holding it.
std::string positionText(const std::string& value) {
    if (value.empty() || value[0] != '@') return value;
    return readInputFile(value.substr(1));
}

Match matchFromPosition(const Arguments& args, const std::string& value) {
    std::string error;
    auto loaded = loadStateText(positionText(value), args.value("--game").value_or(""),
                                args.options(), error);
    if (!loaded) failBadInput("--position: " + error);
    return Match(std::move(loaded->rules), std::move(loaded->position));
}

}  // namespace

Match matchFromArguments(const Arguments& args) {
    const auto position = args.value("--position");
    Match match = position ? matchFromPosition(args, *position) : Match(rulesFromArguments(args));
    std::string error;
    if (!playMoveList(match, args.value("--moves").value_or(""), error)) failBadInput(error);
    return match;
}

}  // namespace cowrie::cli
