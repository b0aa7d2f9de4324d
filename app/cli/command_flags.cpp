#include "app/cli/command_flags.h"

#include "app/cli/cli_error.h"

namespace cowrie::cli {

CLI::App& addCommand(CLI::App& root, const std::string& name) {
    CLI::App& command = *root.add_subcommand(name);
    command.set_help_flag();
    command.allow_extras();
    return command;
}

CLI::Option* addTextFlag(CLI::App& command, const std::string& flag,
                         std::optional<std::string>& out) {
    // A second occurrence is refused by command_words.h, in the contract's words.
    return command
        .add_option_function<std::string>(flag, [&out](const std::string& v) { out = v; })
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
}

CLI::Option* addSwitch(CLI::App& command, const std::string& flag, bool& out) {
    // A bare switch reaches here as "true"; a value given after '=' never
    // does (command_words.cpp puts an '=' before it).
    const CLI::Validator noValue(
        [flag](std::string& value) {
            if (value != "true") throw MalformedFlag(flag + " takes no value");
            return std::string();
        },
        "", "no value");
    // Checked as it is read, like a malformed --option: before the unknown
    // flags after it, as the hand-written parser did.
    return command.add_flag(flag, out)->check(noValue)->trigger_on_parse();
}

CLI::Option* addGameOptionFlag(CLI::App& command, RawOptions& out) {
    const CLI::Validator keyValue(
        [](std::string& text) {
            if (!splitOption(text))
                throw MalformedFlag("--option needs key=value, got '" + text + "'");
            return std::string();
        },
        "KEY=VALUE", "key=value");
    // Each --option is checked and kept as it is read, so a malformed one is
    // reported before the unknown flags after it, as the hand-written parser did.
    return command
        .add_option_function<std::string>(
            "--option", [&out](const std::string& pair) { out.push_back(*splitOption(pair)); })
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll)  // repeatable
        ->check(keyValue)
        ->trigger_on_parse();
}

}  // namespace cowrie::cli
