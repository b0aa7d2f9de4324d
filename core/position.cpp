#include "core/position.h"

namespace cowrie {

std::uint64_t Position::hash() const {
    std::uint64_t h = board.hash();
    auto mix = [&h](std::uint64_t v) { h = (h ^ v) * 1099511628211ull; };
    mix(static_cast<std::uint8_t>(toMove));
    mix(round);
    mix(roundWins[0]);
    mix(roundWins[1]);
    mix(static_cast<std::uint8_t>(direction));
    mix(extra);
    mix(static_cast<std::uint8_t>(winner));
    return h;
}

}  // namespace cowrie
