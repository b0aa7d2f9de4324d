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

// How the app draws a game's board: the traditional board it is played on,
// the seeds sown and the shape of its stores. Each game says it once here;
// the app never tells games apart by their ids.
enum class BoardStyle { Plain, Boat, Curled, Hinged, Olinda, ThreeRow };
enum class SeedKind { Cowrie, Olinda };
enum class StoreShape { Long, Square };

struct Presentation {
    BoardStyle board = BoardStyle::Plain;
    SeedKind seeds = SeedKind::Cowrie;
    StoreShape stores = StoreShape::Long;
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
    Presentation presentation = {};
};

const std::vector<GameInfo>& allGames();
const GameInfo* findGame(std::string_view id);

// The rules of game `id` with `raw` options. On failure returns nullptr and
// sets `error` (unknown game, unknown option, bad value).
std::shared_ptr<const Rules> createRules(std::string_view id, const RawOptions& raw,
                                         std::string& error);

}  // namespace cowrie
