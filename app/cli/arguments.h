#pragma once
// Command-line arguments after the command word: "--flag value" (or
// "--flag=value"), repeatable "--option key=value", switches such as
// "--trace", and positional words. Each command says which it accepts;
// anything else is bad input.

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "options.h"

namespace cowrie::cli {

struct ArgumentSpec {
    std::vector<std::string> valueFlags;  // e.g. "--game"; "--option" is handled apart
    std::vector<std::string> switches;    // e.g. "--trace"
    bool acceptsOptions = false;          // "--option key=value", repeatable
    int positionals = 0;                  // exact number of positional words
    std::string positionalName;           // for the error message, e.g. "FILE"
};

class Arguments {
  public:
    // The value of `flag`, or nullopt when absent.
    std::optional<std::string> value(const std::string& flag) const;
    // The value of `flag`; missing is bad input.
    const std::string& required(const std::string& flag) const;
    bool has(const std::string& switchName) const { return switches_.count(switchName) > 0; }
    const RawOptions& options() const { return options_; }
    const std::vector<std::string>& positionals() const { return positionals_; }

  private:
    friend Arguments parseArguments(const std::string& command,
                                    const std::vector<std::string>& words,
                                    const ArgumentSpec& spec);
    std::map<std::string, std::string> values_;
    std::set<std::string> switches_;
    RawOptions options_;
    std::vector<std::string> positionals_;
};

// Parses `words` (the arguments after the command) for `command`; throws
// CliError (bad input) on an unknown flag, a missing value, a flag given
// twice, a malformed --option or a wrong number of positional words.
Arguments parseArguments(const std::string& command, const std::vector<std::string>& words,
                         const ArgumentSpec& spec);

}  // namespace cowrie::cli
