#include "arguments.h"

#include <algorithm>

#include "cli_error.h"

namespace cowrie::cli {

namespace {

bool contains(const std::vector<std::string>& list, const std::string& word) {
    return std::find(list.begin(), list.end(), word) != list.end();
}

bool looksLikeFlag(const std::string& word) {
    return word.size() > 1 && word[0] == '-' && word[1] == '-';
}

}  // namespace

std::optional<std::string> Arguments::value(const std::string& flag) const {
    auto it = values_.find(flag);
    if (it == values_.end()) return std::nullopt;
    return it->second;
}

const std::string& Arguments::required(const std::string& flag) const {
    auto it = values_.find(flag);
    if (it == values_.end()) failBadInput("missing required flag " + flag);
    return it->second;
}

Arguments parseArguments(const std::string& command, const std::vector<std::string>& words,
                         const ArgumentSpec& spec) {
    Arguments args;
    for (size_t i = 0; i < words.size(); ++i) {
        const std::string& word = words[i];
        if (!looksLikeFlag(word)) {
            args.positionals_.push_back(word);
            continue;
        }
        // "--flag=value" is the same as "--flag value".
        std::string flag = word;
        std::optional<std::string> inlineValue;
        if (auto eq = word.find('='); eq != std::string::npos) {
            flag = word.substr(0, eq);
            inlineValue = word.substr(eq + 1);
        }
        if (contains(spec.switches, flag)) {
            if (inlineValue) failBadInput(flag + " takes no value");
            args.switches_.insert(flag);
            continue;
        }
        const bool isOption = spec.acceptsOptions && flag == "--option";
        if (!isOption && !contains(spec.valueFlags, flag))
            failBadInput("unknown flag '" + flag + "' for '" + command +
                         "' (try 'mancala-cli help')");
        std::string value;
        if (inlineValue) {
            value = *inlineValue;
        } else {
            if (i + 1 >= words.size()) failBadInput(flag + " needs a value");
            value = words[++i];
        }
        if (isOption) {
            auto pair = splitOption(value);
            if (!pair) failBadInput("--option needs key=value, got '" + value + "'");
            args.options_.push_back(std::move(*pair));
            continue;
        }
        if (!args.values_.emplace(flag, value).second) failBadInput(flag + " is given twice");
    }
    if (static_cast<int>(args.positionals_.size()) != spec.positionals) {
        if (spec.positionals == 0)
            failBadInput("unexpected argument '" + args.positionals_.front() + "' for '" + command +
                         "'");
        if (args.positionals_.empty())
            failBadInput("'" + command + "' needs " + spec.positionalName);
        failBadInput("'" + command + "' takes only " + spec.positionalName);
    }
    return args;
}

}  // namespace cowrie::cli
