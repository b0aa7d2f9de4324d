#include "game_setup.h"

#include "cli_error.h"
#include "record.h"
#include "registry.h"

namespace cowrie::cli {

std::shared_ptr<const Rules> rulesFromArguments(const Arguments& args) {
    std::string error;
    auto rules = createRules(args.required("--game"), args.options(), error);
    if (!rules) failBadInput(error);
    return rules;
}

Match matchFromArguments(const Arguments& args) {
    Match match(rulesFromArguments(args));
    std::string error;
    if (!playMoveList(match, args.value("--moves").value_or(""), error)) failBadInput(error);
    return match;
}

}  // namespace cowrie::cli
