#pragma once
// GameInfo: everything that makes a game what it is, said once, beside its
// rules (each game's file defines its own; registry.cpp lists them). The
// home screen, the CLI's `games` command, the option dialogs, the AI and the
// board's look are all read from it: nothing outside core/games/ and the
// registry's list tells one game from another by its id.

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "core/options.h"

namespace cowrie {

class Rules;

struct Preset {
    std::string id;
    std::string name;
    RawOptions options;
};

// How the app draws a game's board: the traditional board it is played on,
// the seeds sown and the shape of its stores.
enum class BoardStyle { Plain, Boat, Curled, Hinged, Olinda, ThreeRow };
enum class SeedKind { Cowrie, RedSeed };
enum class StoreShape { Long, Square };

struct Presentation {
    BoardStyle board = BoardStyle::Plain;
    SeedKind seeds = SeedKind::Cowrie;
    StoreShape stores = StoreShape::Long;
};

// What the AI may assume about a game.
struct AiTraits {
    // Seeds in a store never leave it (the store lead is a sure gain).
    bool storesAreFinal = false;
    // The seeds owned at a round's end carry over into the next round's holes.
    bool seedsCarryOver = false;
    // The hand-written Kalah search and the endgame solver apply.
    bool kalahFastPath = false;
    // The depth of a level in this game, by level (Novice .. Master); 0 keeps
    // the level's own (ai/levels.cpp).
    std::array<int, 5> levelDepth{};
};

// An option a player agrees to before play (Olinda keliya's draw at 28
// each), worded as the agreement it is: its label and explanation on the
// setup page, and the note the play screen shows while it holds (option on).
struct Agreement {
    std::string option;
    std::string label;
    std::string explanation;
    std::string note;
};

struct GameInfo {
    std::string id;
    std::string name;
    // Other names players know it by, never its own name nor another game's;
    // a name two games share says where it means this one ("Colombo's
    // pallankuli"). The home card shows "also <localNames>".
    std::string localNames{};
    std::string region{};
    std::string source{};       // the source text the rule file was written from
    std::string description{};  // one line for the home screen
    std::vector<OptionSpec> options{};
    std::vector<Preset> presets{};
    std::unique_ptr<Rules> (*make)(OptionValues) = nullptr;
    // Fills in defaults that depend on other options (Congklak's board size
    // follows its preset); may be null.
    void (*completeOptions)(RawOptions&) = nullptr;
    AiTraits ai{};
    Presentation presentation{};
    std::vector<Agreement> agreements{};
    // Move lines (record notation, from the start) whose positions were once
    // slow to list the legal moves in: `mancala-cli bench` times them.
    std::vector<std::string> stressLines{};
};

}  // namespace cowrie
