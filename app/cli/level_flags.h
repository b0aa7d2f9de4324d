#pragma once
// AI levels and think times as command-line flags.

#include <CLI/CLI.hpp>
#include <optional>
#include <string>

#include "core/ai/levels.h"

namespace cowrie::cli {

// "--flag NAME" with NAME a level ("novice" .. "master"), at most once; an
// unknown name is bad input.
CLI::Option* addLevelFlag(CLI::App& command, const std::string& flag,
                          std::optional<ai::Level>& out);

// "--flag MS", a think time in milliseconds (1 .. 3600000), at most once.
CLI::Option* addThinkTimeFlag(CLI::App& command, const std::string& flag,
                              std::optional<std::int64_t>& out);

}  // namespace cowrie::cli
