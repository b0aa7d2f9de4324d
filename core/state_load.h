#pragma once
// Reading a state object (cli-contract.md) back into rules and a position:
// the starting point of `--position` in mancala-cli, of lessons and of the
// example boards of the rules pages.
//
// A state is refused, with the reason, when the game could not reach it in
// kind: an unknown key, a hole list of the wrong length, a negative count,
// more seeds than the game holds, seeds in a burnt hole, a marker the game
// does not use, a player to move the game does not allow there, or a player
// to move with no legal move. `over` and `result` are derived, never read;
// a finished game (toMove null) is refused: there is nothing to play from it.

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "core/json.h"
#include "core/options.h"
#include "core/position.h"
#include "core/rules.h"

namespace cowrie {

struct LoadedState {
    std::shared_ptr<const Rules> rules;
    Position position;
};

// `game` and `options` (from the command line; either may be empty) stand in
// for the state's own "game" and "options", or must agree with them.
std::optional<LoadedState> loadState(const Json& state, std::string_view game,
                                     const RawOptions& options, std::string& error);

// The same from JSON text.
std::optional<LoadedState> loadStateText(std::string_view text, std::string_view game,
                                         const RawOptions& options, std::string& error);

}  // namespace cowrie
