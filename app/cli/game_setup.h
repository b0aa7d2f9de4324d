#pragma once
// Turning "--game ID --option k=v ... --moves '...'" into rules and a match.

#include <functional>
#include <memory>

#include "arguments.h"
#include "match.h"
#include "registry.h"
#include "rules.h"

namespace cowrie::cli {

// Calls `visit` with every game of the registry and each of its presets (a
// game without presets once, with an empty one) and their rules.
void forEachGameAndPreset(
    const std::function<void(const GameInfo&, const Preset&, const Rules&)>& visit);

// The rules named by --game with the --option values; bad input throws.
std::shared_ptr<const Rules> rulesFromArguments(const Arguments& args);

// A match of those rules with the --moves list played (absent or "" means no
// moves); an unreadable or illegal move throws, naming its index and why.
// With --position STATE (inline JSON or @file) the match starts from that
// state, whose game and options stand in for --game and --option or must
// agree with them; an inconsistent state throws with the reason.
Match matchFromArguments(const Arguments& args);

}  // namespace cowrie::cli
