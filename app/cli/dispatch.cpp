#include <algorithm>
#include <string_view>

#include "cli_error.h"
#include "commands.h"

namespace cowrie::cli {

namespace {

struct Command {
    std::string_view name;
    int (*run)(const Words&);
};

constexpr Command kCommands[] = {
    {"games", &runGamesCommand},   {"play", &runPlayCommand},     {"legal", &runLegalCommand},
    {"random", &runRandomCommand}, {"replay", &runReplayCommand}, {"help", &runHelpCommand},
    {"ai", &runAiCommand},         {"solve", &runSolveCommand},   {"match", &runMatchCommand},
    {"bench", &runBenchCommand},   {"lesson", &runLessonCommand},
};

bool asksForHelp(const Words& argv) {
    return std::any_of(argv.begin(), argv.end(),
                       [](const std::string& w) { return w == "--help" || w == "-h"; });
}

}  // namespace

int runCli(const Words& argv) {
    if (argv.empty()) failBadInput("no command given (try 'mancala-cli help')");
    if (asksForHelp(argv)) return runHelpCommand({});
    const std::string& name = argv.front();
    const Words rest(argv.begin() + 1, argv.end());
    for (const Command& command : kCommands)
        if (command.name == name) return command.run(rest);
    failBadInput("unknown command '" + name + "' (try 'mancala-cli help')");
}

}  // namespace cowrie::cli
