#pragma once
// The commands of mancala-cli (cli-contract.md). Each declares its flags on
// its CLI11 subcommand and gives back how to run it once they are parsed:
// it prints its JSON on stdout and returns the exit code; failures throw
// CliError.

#include <CLI/CLI.hpp>
#include <functional>
#include <string>
#include <vector>

namespace cowrie::cli {

using Words = std::vector<std::string>;
using CommandRun = std::function<int()>;

CommandRun declareGamesCommand(CLI::App& command);
CommandRun declarePlayCommand(CLI::App& command);
CommandRun declareLegalCommand(CLI::App& command);
CommandRun declareRandomCommand(CLI::App& command);
CommandRun declareReplayCommand(CLI::App& command);
CommandRun declareReviewCommand(CLI::App& command);
CommandRun declareHelpCommand(CLI::App& command);
CommandRun declareAiCommand(CLI::App& command);
CommandRun declareSolveCommand(CLI::App& command);
CommandRun declareMatchCommand(CLI::App& command);
CommandRun declareBenchCommand(CLI::App& command);
CommandRun declareLessonCommand(CLI::App& command);
CommandRun declarePuzzleCommand(CLI::App& command);

// Prints the usage text on stdout (`help`, and --help or -h anywhere).
int printUsage();

// Dispatches argv (without the program name) to a command.
int runCli(const Words& argv);

}  // namespace cowrie::cli
