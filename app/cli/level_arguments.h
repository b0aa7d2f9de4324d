#pragma once
// Reading AI levels and think times from the command line.

#include <string>

#include "ai/levels.h"
#include "arguments.h"

namespace cowrie::cli {

// The level named by `flag` ("novice" .. "master"), `fallback` when absent;
// an unknown name is bad input.
ai::Level levelFromArguments(const Arguments& args, const std::string& flag, ai::Level fallback);

// Milliseconds given by `flag` (1 .. 3600000), 0 when absent.
int timeFromArguments(const Arguments& args, const std::string& flag);

}  // namespace cowrie::cli
