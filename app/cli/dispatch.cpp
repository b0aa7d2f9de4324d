#include <algorithm>
#include <string_view>

#include "app/cli/cli_error.h"
#include "app/cli/command_flags.h"
#include "app/cli/command_words.h"
#include "app/cli/commands.h"

namespace cowrie::cli {

namespace {

struct Command {
    std::string_view name;
    CommandRun (*declare)(CLI::App&);
    bool reportsItsOwnWords = false;  // replay's FILE, lesson's and puzzle's own words
};

constexpr Command kCommands[] = {
    {"games", &declareGamesCommand},         {"play", &declarePlayCommand},
    {"legal", &declareLegalCommand},         {"random", &declareRandomCommand},
    {"replay", &declareReplayCommand, true}, {"review", &declareReviewCommand},
    {"help", &declareHelpCommand},           {"ai", &declareAiCommand},
    {"solve", &declareSolveCommand},         {"match", &declareMatchCommand},
    {"bench", &declareBenchCommand},         {"lesson", &declareLessonCommand, true},
    {"puzzle", &declarePuzzleCommand, true},
};

// --help and -h ask for help wherever they stand, even as a flag's value
// ("play --moves --help"), as they always have; CLI11's help flag would
// take them as that value.
bool asksForHelp(const Words& argv) {
    return std::any_of(argv.begin(), argv.end(),
                       [](const std::string& w) { return w == "--help" || w == "-h"; });
}

}  // namespace

int runCli(const Words& argv) {
    if (argv.empty()) failBadInput("no command given (try 'mancala-cli help')");
    if (asksForHelp(argv)) return printUsage();

    CLI::App root;
    root.set_help_flag();
    root.allow_extras();  // an unknown command is reported by parseCommandLine
    root.require_subcommand(0, 1);
    std::vector<CommandRun> runs;
    for (const Command& command : kCommands) {
        CLI::App& app = addCommand(root, std::string(command.name));
        runs.push_back(command.declare(app));
        keepStrayWords(app);
    }

    const CLI::App& given = parseCommandLine(root, argv);
    for (std::size_t i = 0; i < std::size(kCommands); ++i) {
        if (kCommands[i].name != given.get_name()) continue;
        if (!kCommands[i].reportsItsOwnWords) failOnUnplacedWords(given);
        return runs[i]();
    }
    failInternal("no command ran");
}

}  // namespace cowrie::cli
