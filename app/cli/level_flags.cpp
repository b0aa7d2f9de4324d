#include "app/cli/level_flags.h"

#include "app/cli/cli_error.h"
#include "app/cli/number_flags.h"

namespace cowrie::cli {

CLI::Option* addLevelFlag(CLI::App& command, const std::string& flag,
                          std::optional<ai::Level>& out) {
    const CLI::Validator knownLevel(
        [flag](std::string& name) {
            if (!ai::parseLevel(name))
                failBadInput("unknown level '" + name + "' for " + flag +
                             " (novice, casual, skilled, expert, master)");
            return std::string();
        },
        "LEVEL", "level");
    // A second occurrence is refused by command_words.h, in the contract's words.
    return command
        .add_option_function<std::string>(
            flag, [&out](const std::string& name) { out = ai::parseLevel(name); })
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeLast)
        ->check(knownLevel);
}

CLI::Option* addThinkTimeFlag(CLI::App& command, const std::string& flag,
                              std::optional<std::int64_t>& out) {
    return addCountFlag(command, flag, out, 1, 3'600'000);
}

}  // namespace cowrie::cli
