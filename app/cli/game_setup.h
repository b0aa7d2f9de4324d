#pragma once
// Turning "--game ID --option k=v ... --moves '...'" into rules and a match.

#include <CLI/CLI.hpp>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "core/match.h"
#include "core/options.h"
#include "core/registry.h"
#include "core/rules.h"

namespace cowrie::cli {

// Calls `visit` with every game of the registry and each of its presets (a
// game without presets once, with an empty one) and their rules.
void forEachGameAndPreset(
    const std::function<void(const GameInfo&, const Preset&, const Rules&)>& visit);

// --game ID and repeatable --option key=value.
struct GameFlags {
    std::optional<std::string> game;
    RawOptions options;
};

// GameFlags with --moves "M1 M2 ..." and --position STATE.
struct PositionFlags : GameFlags {
    std::optional<std::string> moves;
    std::optional<std::string> position;
};

// Declares --game (CLI11-required when `gameRequired`) and --option.
void addGameFlags(CLI::App& command, GameFlags& flags, bool gameRequired);

// Declares --game, --option, --moves and --position.
void addPositionFlags(CLI::App& command, PositionFlags& flags);

// The --game value; missing is bad input.
const std::string& requiredGame(const GameFlags& flags);

// The rules named by --game with the --option values; bad input throws.
std::shared_ptr<const Rules> rulesFromFlags(const GameFlags& flags);

// A match of those rules with the --moves list played (absent or "" means no
// moves); an unreadable or illegal move throws, naming its index and why.
// With --position STATE (inline JSON or @file) the match starts from that
// state, whose game and options stand in for --game and --option or must
// agree with them; an inconsistent state throws with the reason.
Match matchFromFlags(const PositionFlags& flags);

}  // namespace cowrie::cli
