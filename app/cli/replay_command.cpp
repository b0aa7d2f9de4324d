// `replay FILE`: reads a game record (record.h), replays it with every check
// of the rules, and prints the final state object.

#include <filesystem>
#include <fstream>
#include <sstream>

#include "arguments.h"
#include "cli_error.h"
#include "commands.h"
#include "output.h"
#include "record.h"
#include "state_json.h"

namespace cowrie::cli {

namespace {

std::string readWholeFile(const std::string& path) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) failBadInput(path + ": is a directory");
    std::ifstream in(path, std::ios::binary);
    if (!in) failBadInput(path + ": cannot open the file");
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) failBadInput(path + ": cannot read the file");
    return text.str();
}

}  // namespace

int runReplayCommand(const Words& words) {
    ArgumentSpec spec;
    spec.positionals = 1;
    spec.positionalName = "one record FILE";
    const Arguments args = parseArguments("replay", words, spec);
    const std::string& path = args.positionals().front();
    const std::string text = readWholeFile(path);
    std::string error;
    const auto match = readRecord(text, error);
    if (!match) failBadInput(path + ": " + error);
    printJson(stateToJson(match->rules(), match->position()));
    return 0;
}

}  // namespace cowrie::cli
