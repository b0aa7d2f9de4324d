#include "app/cli/number_flags.h"

#include "app/cli/numbers.h"

namespace cowrie::cli {

namespace {

// An option storing an Integer in `out`, its text first put through `strict`
// (which throws bad input or gives the number).
template <class Integer, class StrictParse>
CLI::Option* addWholeNumberFlag(CLI::App& command, const std::string& flag,
                                std::optional<Integer>& out, StrictParse strict) {
    const CLI::Validator plainDecimal(
        [strict](std::string& text) {
            text = std::to_string(strict(text));
            return std::string();
        },
        "N", "whole number");
    // A second occurrence is refused by command_words.h, in the contract's words.
    return command.add_option_function<Integer>(flag, [&out](const Integer& n) { out = n; })
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeLast)
        ->transform(plainDecimal);
}

}  // namespace

CLI::Option* addCountFlag(CLI::App& command, const std::string& flag,
                          std::optional<std::int64_t>& out, std::int64_t min, std::int64_t max) {
    return addWholeNumberFlag(command, flag, out, [flag, min, max](const std::string& text) {
        return parseCount(flag, text, min, max);
    });
}

CLI::Option* addSeedFlag(CLI::App& command, const std::string& flag,
                         std::optional<std::uint64_t>& out) {
    return addWholeNumberFlag(command, flag, out,
                              [flag](const std::string& text) { return parseSeed(flag, text); });
}

}  // namespace cowrie::cli
