#pragma once
// Parsing the command line with CLI11 and reporting what it could not place
// as mancala-cli always has (cli-contract.md), in the same order: an unknown
// command, an unknown flag, a flag given twice, a flag without its value, a
// stray word, then the checks of each flag's value.

#include <CLI/CLI.hpp>
#include <string>
#include <vector>

namespace cowrie::cli {

// "--name" and the like: what the contract calls a flag (a single dash is not).
bool looksLikeFlag(const std::string& word);

// Keeps the words no flag or positional of `command` takes, to be reported
// by failOnUnplacedWords. Call it after the command declared its own
// positionals. (Without it CLI11 would end a command's flags at a stray "--"
// or "++" and drop that word.)
void keepStrayWords(CLI::App& command);

// The words of `command` that are neither flags nor taken by a positional,
// in the order given (single-dash words such as "-x" first).
std::vector<std::string> strayWords(const CLI::App& command);

// Parses `argv` (without the program name) with `root`, whose subcommands
// are the commands, and returns the command given; an unknown command, a
// malformed flag or a value CLI11 refuses throws CliError (bad input).
CLI::App& parseCommandLine(CLI::App& root, const std::vector<std::string>& argv);

// Throws bad input for an unknown flag or a flag given twice in `command`.
void failOnUnknownOrRepeatedFlags(const CLI::App& command);

// Throws bad input for an unknown flag, a flag given twice or a stray word
// of `command`.
void failOnUnplacedWords(const CLI::App& command);

}  // namespace cowrie::cli
