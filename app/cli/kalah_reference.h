#pragma once
// A hand-written, Kalah-only random playout loop (docs/rules/kalah.md, no
// empty-capture): the yardstick the generic playouts are compared with in
// `bench`. Plain arrays, no virtual calls, no traces.

#include <cstdint>

namespace cowrie::cli {

// Plays `games` random Kalah(holes, seeds) games; returns the moves played.
std::uint64_t kalahReferencePlayouts(int holes, int seeds, std::int64_t games, std::uint64_t seed);

}  // namespace cowrie::cli
