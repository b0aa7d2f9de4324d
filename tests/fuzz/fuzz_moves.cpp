// Fuzz target: move notation (core/move.h and each game's parseMove) and
// playing a written move list (playMoveList in core/record.h). The first byte
// picks a game and preset, the rest is the move list. Every move that parses
// writes back to the same move; the list is played or refused with a reason
// naming the move; a played list conserves the seeds and undoes to the start.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/record.h"
#include "core/registry.h"
#include "tests/fuzz/fuzz_check.h"

namespace {

// Every game and each of its presets, in the registry's order.
std::vector<std::pair<std::string, cowrie::RawOptions>> gameChoices() {
    std::vector<std::pair<std::string, cowrie::RawOptions>> choices;
    for (const auto& game : cowrie::allGames()) {
        choices.emplace_back(game.id, cowrie::RawOptions{});
        for (const auto& preset : game.presets) choices.emplace_back(game.id, preset.options);
    }
    return choices;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace cowrie;
    if (size == 0) return 0;
    static const auto choices = gameChoices();
    const auto& [game, options] = choices[data[0] % choices.size()];
    const std::string_view moves(reinterpret_cast<const char*>(data + 1), size - 1);

    std::string error;
    const auto rules = createRules(game, options, error);
    fuzz::expect(rules != nullptr, "every preset makes rules");

    // Each word alone: what parses writes back as the same move.
    std::string_view rest = moves;
    while (!rest.empty()) {
        const auto start = rest.find_first_not_of(" \t\n\r");
        if (start == std::string_view::npos) break;
        rest.remove_prefix(start);
        const std::string_view word = rest.substr(0, rest.find_first_of(" \t\n\r"));
        rest.remove_prefix(word.size());
        if (const auto move = rules->parseMove(word)) {
            const auto written = rules->parseMove(rules->moveText(*move));
            fuzz::expect(written && *written == *move, "a parsed move writes back to itself");
        }
    }

    Match match(rules);
    const int total = match.position().board.totalSeeds();
    if (!playMoveList(match, moves, error)) {
        fuzz::expect(!error.empty(), "a refused move list says why");
        return 0;
    }
    fuzz::expect(match.position().board.totalSeeds() == total, "seeds conserved");
    while (match.canUndo()) match.undo();
    fuzz::expect(match.position() == match.initialPosition(), "undo returns to the start");
    return 0;
}
