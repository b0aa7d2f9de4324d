// Fuzz target: game options (core/options.h, core/registry.h) as the command
// line and the setup page give them. The input is lines: a game id, then
// "key=value" lines. Either the rules are refused with a reason, or a game
// with those options starts and plays with its seeds conserved.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/options.h"
#include "core/registry.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace cowrie;
    std::string_view text(reinterpret_cast<const char*>(data), size);
    std::string game;
    RawOptions raw;
    bool first = true;
    while (!text.empty()) {
        const auto end = text.find('\n');
        const std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
        if (first) {
            game = std::string(line);
            first = false;
        } else if (auto option = splitOption(line)) {
            raw.push_back(*option);
        } else {
            return 0;  // not "key=value": the command line refuses it before the core
        }
    }
    std::string error;
    const auto rules = createRules(game, raw, error);
    if (!rules) {
        fuzz::expect(!error.empty(), "refused options say why");
        return 0;
    }
    Match match(rules);
    fuzz::playOnConserving(match, 12);
    return 0;
}
