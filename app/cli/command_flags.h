#pragma once
// Declaring a command's flags with CLI11 so that they read as they always
// have (cli-contract.md): "--flag VALUE" or "--flag=VALUE" at most once,
// switches such as "--trace", repeatable "--option key=value", and words
// CLI11 cannot place kept for the contract's own messages (command_words.h).

#include <CLI/CLI.hpp>
#include <optional>
#include <string>

#include "app/cli/cli_error.h"
#include "core/options.h"

namespace cowrie::cli {

// Bad input found as the words are read (a malformed --option, a value given
// to a switch): reported before any stray word, as it always was.
class MalformedFlag : public CliError {
  public:
    explicit MalformedFlag(const std::string& message) : CliError(kExitBadInput, message) {}
};

// A subcommand of `root` named `name`, set up the mancala-cli way: no CLI11
// help flag (help is a command), and every word it cannot place kept rather
// than refused, so that command_words.h can report it in the contract's words.
CLI::App& addCommand(CLI::App& root, const std::string& name);

// "--flag VALUE", at most once; `out` holds the value when given.
CLI::Option* addTextFlag(CLI::App& command, const std::string& flag,
                         std::optional<std::string>& out);

// A switch such as "--trace"; "--trace=VALUE" is refused.
CLI::Option* addSwitch(CLI::App& command, const std::string& flag, bool& out);

// Repeatable "--option key=value", appended to `out` in order.
CLI::Option* addGameOptionFlag(CLI::App& command, RawOptions& out);

}  // namespace cowrie::cli
