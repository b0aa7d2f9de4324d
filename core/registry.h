#pragma once
// The registry: every game the app knows, with the metadata the home screen,
// the CLI's `games` command and the option dialogs are generated from.

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "options.h"
#include "rules.h"

namespace cowrie {

struct Preset {
    std::string id;
    std::string name;
    RawOptions options;
};

struct GameInfo {
    std::string id;
    std::string name;
    // Other names players know it by, never its own name nor another game's;
    // a name two games share says where it means this one ("Colombo's
    // pallankuli"). The home card shows "also <localNames>".
    std::string localNames;
    std::string region;
    std::string source;       // the source text the rule file was written from
    std::string description;  // one line for the home screen
    std::vector<OptionSpec> options;
    std::vector<Preset> presets;
    std::unique_ptr<Rules> (*make)(OptionValues);
    // Fills in defaults that depend on other options (Congklak's board size
    // follows its preset); may be null.
    void (*completeOptions)(RawOptions&) = nullptr;
};

const std::vector<GameInfo>& allGames();
const GameInfo* findGame(std::string_view id);

// The rules of game `id` with `raw` options. On failure returns nullptr and
// sets `error` (unknown game, unknown option, bad value).
std::shared_ptr<const Rules> createRules(std::string_view id, const RawOptions& raw,
                                         std::string& error);

}  // namespace cowrie
