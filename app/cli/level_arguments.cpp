#include "level_arguments.h"

#include "cli_error.h"
#include "numbers.h"

namespace cowrie::cli {

ai::Level levelFromArguments(const Arguments& args, const std::string& flag, ai::Level fallback) {
    const auto text = args.value(flag);
    if (!text) return fallback;
    const auto level = ai::parseLevel(*text);
    if (!level)
        failBadInput("unknown level '" + *text + "' for " + flag +
                     " (novice, casual, skilled, expert, master)");
    return *level;
}

int timeFromArguments(const Arguments& args, const std::string& flag) {
    const auto text = args.value(flag);
    if (!text) return 0;
    return static_cast<int>(parseCount(flag, *text, 1, 3'600'000));
}

}  // namespace cowrie::cli
