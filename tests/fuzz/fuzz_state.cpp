// Fuzz target: the state loader behind `--position`, lessons and the rules
// pages' example boards (core/state_load.h). Any text is either refused with
// a reason or loaded; a loaded state, written again, loads to the same
// position, and play goes on from it with the seeds conserved.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/state_json.h"
#include "core/state_load.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace cowrie;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::string error;
    const auto loaded = loadStateText(text, "", {}, error);
    if (!loaded) {
        fuzz::expect(!error.empty(), "a refused state says why");
        return 0;
    }
    fuzz::expect(!loaded->position.over(), "a loaded state has a player to move");
    std::string again;
    const auto reloaded =
        loadStateText(stateToJson(*loaded->rules, loaded->position).dump(), "", {}, again);
    fuzz::expect(reloaded.has_value(), "a state written by the core loads back");
    fuzz::expect(reloaded->position == loaded->position, "a state loads back to its position");

    Match match(loaded->rules, loaded->position);
    fuzz::playOnConserving(match, 8);
    return 0;
}
