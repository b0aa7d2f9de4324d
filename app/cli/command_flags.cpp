#include "command_flags.h"

#include "cli_error.h"

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
            if (value != "true") failBadInput(flag + " takes no value");
            return std::string();
        },
        "", "no value");
    return command.add_flag(flag, out)->check(noValue);
}

CLI::Option* addGameOptionFlag(CLI::App& command, RawOptions& out) {
    const CLI::Validator keyValue(
        [](std::string& text) {
            if (!splitOption(text)) failBadInput("--option needs key=value, got '" + text + "'");
            return std::string();
        },
        "KEY=VALUE", "key=value");
    return command
        .add_option_function<std::vector<std::string>>(
            "--option",
            [&out](const std::vector<std::string>& pairs) {
                for (const std::string& pair : pairs) out.push_back(*splitOption(pair));
            })
        ->expected(1)  // each --option takes one word, never the words after it
        ->allow_extra_args(false)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll)
        ->check(keyValue);
}

}  // namespace cowrie::cli
