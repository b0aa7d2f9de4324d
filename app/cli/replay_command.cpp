// `replay FILE`: reads a game record (record.h), replays it with every check
// of the rules, and prints the final state object.

#include "arguments.h"
#include "cli_error.h"
#include "commands.h"
#include "input_file.h"
#include "output.h"
#include "record.h"
#include "state_json.h"

namespace cowrie::cli {

int runReplayCommand(const Words& words) {
    ArgumentSpec spec;
    spec.positionals = 1;
    spec.positionalName = "one record FILE";
    const Arguments args = parseArguments("replay", words, spec);
    const std::string& path = args.positionals().front();
    const std::string text = readInputFile(path);
    std::string error;
    const auto match = readRecord(text, error);
    if (!match) failBadInput(path + ": " + error);
    printJson(stateToJson(match->rules(), match->position()));
    return 0;
}

}  // namespace cowrie::cli
