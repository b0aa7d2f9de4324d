#include "app/cli/game_setup.h"

#include "app/cli/cli_error.h"
#include "app/cli/command_flags.h"
#include "app/cli/input_file.h"
#include "core/record.h"
#include "core/registry.h"
#include "core/state_load.h"

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

void addGameFlags(CLI::App& command, GameFlags& flags, bool gameRequired) {
    addTextFlag(command, "--game", flags.game)->required(gameRequired);
    addGameOptionFlag(command, flags.options);
}

void addPositionFlags(CLI::App& command, PositionFlags& flags) {
    addGameFlags(command, flags, false);  // a --position may name the game instead
    addTextFlag(command, "--moves", flags.moves);
    addTextFlag(command, "--position", flags.position);
}

const std::string& requiredGame(const GameFlags& flags) {
    if (!flags.game) failBadInput("missing required flag --game");
    return *flags.game;
}

std::shared_ptr<const Rules> rulesFromFlags(const GameFlags& flags) {
    std::string error;
    auto rules = createRules(requiredGame(flags), flags.options, error);
    if (!rules) failBadInput(error);
    return rules;
}

namespace {

// The text of --position: inline JSON, or "@path" to a file holding it.
std::string positionText(const std::string& value) {
    if (value.empty() || value[0] != '@') return value;
    return readInputFile(value.substr(1));
}

Match matchFromPosition(const PositionFlags& flags, const std::string& value) {
    std::string error;
    auto loaded = loadStateText(positionText(value), flags.game.value_or(""), flags.options, error);
    if (!loaded) failBadInput("--position: " + error);
    return Match(std::move(loaded->rules), std::move(loaded->position));
}

}  // namespace

Match matchFromFlags(const PositionFlags& flags) {
    Match match =
        flags.position ? matchFromPosition(flags, *flags.position) : Match(rulesFromFlags(flags));
    std::string error;
    if (!playMoveList(match, flags.moves.value_or(""), error)) failBadInput(error);
    return match;
}

}  // namespace cowrie::cli
