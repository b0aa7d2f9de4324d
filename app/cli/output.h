#pragma once
// Everything mancala-cli writes: JSON documents on stdout, one-line errors on
// stderr, and the names of sides and turns as the contract spells them.

#include <string>
#include <string_view>

#include "core/json.h"
#include "core/side.h"

namespace cowrie::cli {

// Writes `value` as one line of compact JSON on stdout.
void printJson(const Json& value);

// Writes "mancala-cli: <message>" on stderr.
void printError(std::string_view message);

// `message` as one line: control bytes escaped (\n, \t, \x01), at most
// about 400 characters (a longer one is cut and says so).
std::string oneLine(std::string_view message);

}  // namespace cowrie::cli
