// `replay FILE`: reads a game record (record.h), replays it with every check
// of the rules, and prints the final state object.

#include "app/cli/cli_error.h"
#include "app/cli/command_words.h"
#include "app/cli/commands.h"
#include "app/cli/input_file.h"
#include "app/cli/output.h"
#include "core/record.h"
#include "core/state_json.h"

namespace cowrie::cli {

namespace {

// The one FILE of `replay FILE`. The stray words, not a CLI11 positional:
// CLI11 would take a file named "-x" for a short flag.
std::string recordFile(const CLI::App& command) {
    failOnUnknownOrRepeatedFlags(command);
    const std::vector<std::string> words = strayWords(command);
    if (words.empty()) failBadInput("'replay' needs one record FILE");
    if (words.size() > 1) failBadInput("'replay' takes only one record FILE");
    return words.front();
}

int runReplay(const std::string& path) {
    const std::string text = readInputFile(path);
    std::string error;
    const auto match = readRecord(text, error);
    if (!match) failBadInput(path + ": " + error);
    printJson(stateToJson(match->rules(), match->position()));
    return 0;
}

}  // namespace

CommandRun declareReplayCommand(CLI::App& command) {
    return [&command] { return runReplay(recordFile(command)); };
}

}  // namespace cowrie::cli
