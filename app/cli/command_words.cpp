#include "app/cli/command_words.h"

#include "app/cli/cli_error.h"
#include "app/cli/command_flags.h"

namespace cowrie::cli {

namespace {

// The hidden positional that gathers stray words. Wanting more words than
// any command line holds, it keeps CLI11 from taking "--" as the end of the
// flags (the contract calls "--" an unknown flag).
const std::string kStrayWords = "STRAY-WORDS";
constexpr int kMoreWordsThanAnyCommandLine = 1 << 28;
// CLI11 ends a subcommand at "++"; a subcommand of that name handing every
// later word back to the command keeps the "++" a stray word.
const std::string kPlusPlus = "++";

bool isRepeatable(const CLI::Option& option) {
    return option.get_multi_option_policy() == CLI::MultiOptionPolicy::TakeAll;
}

[[noreturn]] void failOnMissingRequired(const CLI::App& command, const CLI::ParseError& error) {
    for (const CLI::Option* option : command.get_options()) {
        if (option->get_required() && option->count() == 0)
            failBadInput("missing required flag " + option->get_name());
    }
    failBadInput(error.what());
}

// The command given: it must be the first word.
CLI::App& givenCommand(const CLI::App& root) {
    const std::vector<std::string> before = root.remaining();
    const std::vector<CLI::App*> commands = root.get_subcommands();
    if (!before.empty() || commands.empty())
        failBadInput("unknown command '" + (before.empty() ? std::string() : before.front()) +
                     "' (try 'mancala-cli help')");
    return *commands.front();
}

const CLI::App* commandNamed(const CLI::App& root, const std::string& name) {
    const std::vector<const CLI::App*> found = root.get_subcommands(
        [&name](const CLI::App* command) { return command->get_name() == name; });
    return found.empty() ? nullptr : found.front();
}

// CLI11 2.1 reads an empty value after '=' as no value at all, and a
// switch's "=true" (or "=", "={}") as the bare switch. mancala-cli has always
// read "--moves=" as an empty value (say, --moves="$MOVES" with no moves) and
// refused any value given to a switch. So "--flag=" becomes "--flag" and an
// empty word, and a switch's value gets a leading '=' that its check refuses.
std::vector<std::string> wordsForCli11(const CLI::App& root, const std::vector<std::string>& argv) {
    const CLI::App* command = argv.empty() ? nullptr : commandNamed(root, argv.front());
    std::vector<std::string> words;
    for (const std::string& word : argv) {
        const std::size_t equals = looksLikeFlag(word) ? word.find('=') : std::string::npos;
        const CLI::Option* option = command && equals != std::string::npos
                                        ? command->get_option_no_throw(word.substr(0, equals))
                                        : nullptr;
        if (option && option->get_expected_min() == 0) {
            words.push_back(word.substr(0, equals + 1) + word.substr(equals));
        } else if (option && equals + 1 == word.size()) {
            words.push_back(word.substr(0, equals));
            words.emplace_back();
        } else {
            words.push_back(word);
        }
    }
    return words;
}

}  // namespace

void failOnUnknownOrRepeatedFlags(const CLI::App& command) {
    // CLI11 keeps "--name" it does not know apart, but takes "---x" or "--!"
    // for a stray word.
    std::vector<std::string> words = command.remaining();
    if (const CLI::Option* strays = command.get_option_no_throw(kStrayWords))
        words.insert(words.end(), strays->results().begin(), strays->results().end());
    for (const std::string& word : words)
        if (looksLikeFlag(word))
            failBadInput("unknown flag '" + word.substr(0, word.find('=')) + "' for '" +
                         command.get_name() + "' (try 'mancala-cli help')");
    for (const CLI::Option* option : command.get_options()) {
        const bool takesValue = option->get_expected_min() > 0;
        if (!option->get_positional() && takesValue && !isRepeatable(*option) &&
            option->count() > 1)
            failBadInput(option->get_name() + " is given twice");
    }
}

bool looksLikeFlag(const std::string& word) {
    return word.size() > 1 && word[0] == '-' && word[1] == '-';
}

void keepStrayWords(CLI::App& command) {
    command.add_option(kStrayWords)
        ->expected(kMoreWordsThanAnyCommandLine)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    command.add_subcommand(kPlusPlus)->fallthrough();
}

std::vector<std::string> strayWords(const CLI::App& command) {
    std::vector<std::string> words;
    for (const std::string& word : command.remaining())
        if (!looksLikeFlag(word)) words.push_back(word);
    if (const CLI::Option* strays = command.get_option_no_throw(kStrayWords))
        for (const std::string& word : strays->results()) words.push_back(word);
    if (command.got_subcommand(kPlusPlus)) words.push_back(kPlusPlus);
    return words;
}

void failOnUnplacedWords(const CLI::App& command) {
    failOnUnknownOrRepeatedFlags(command);
    const std::vector<std::string> strays = strayWords(command);
    if (strays.empty()) return;
    failBadInput("unexpected argument '" + strays.front() + "' for '" + command.get_name() + "'");
}

CLI::App& parseCommandLine(CLI::App& root, const std::vector<std::string>& argv) {
    std::vector<std::string> words = wordsForCli11(root, argv);
    try {
        // CLI11 takes the words last first.
        root.parse(std::vector<std::string>(words.rbegin(), words.rend()));
    } catch (const CLI::ArgumentMismatch&) {
        // Raised only when the last word is a flag still waiting for its value.
        failOnUnknownOrRepeatedFlags(givenCommand(root));
        failBadInput(words.back() + " needs a value");
    } catch (const CLI::RequiredError& error) {
        const CLI::App& command = givenCommand(root);
        failOnUnplacedWords(command);
        failOnMissingRequired(command, error);
    } catch (const CLI::ParseError& error) {
        failOnUnplacedWords(givenCommand(root));
        failBadInput(error.what());
    } catch (const MalformedFlag&) {
        // Thrown as its word was read: only the flags before it come first.
        failOnUnknownOrRepeatedFlags(givenCommand(root));
        throw;
    } catch (const CliError&) {
        // A value refused by its flag's check: the problems above come first.
        failOnUnplacedWords(givenCommand(root));
        throw;
    }
    return givenCommand(root);
}

}  // namespace cowrie::cli
