#pragma once
// The commands of mancala-cli (cli-contract.md). Each takes the words after
// the command name, prints its JSON on stdout and returns the exit code;
// failures throw CliError.

#include <string>
#include <vector>

namespace cowrie::cli {

using Words = std::vector<std::string>;

int runGamesCommand(const Words& words);
int runPlayCommand(const Words& words);
int runLegalCommand(const Words& words);
int runRandomCommand(const Words& words);
int runReplayCommand(const Words& words);
int runHelpCommand(const Words& words);
int runAiCommand(const Words& words);
int runSolveCommand(const Words& words);
int runMatchCommand(const Words& words);
int runBenchCommand(const Words& words);
int runLessonCommand(const Words& words);

// Dispatches argv (without the program name) to a command.
int runCli(const Words& argv);

}  // namespace cowrie::cli
