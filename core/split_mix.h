#pragma once
// SplitMix64 (Steele, Lea, Flood 2014): the project's one seeded
// pseudo-random source. It gives the same numbers on every platform and
// compiler (std::uniform_int_distribution does not promise that), which keeps
// random games, the engine's noise and the tests' samples reproducible.

#include <cstdint>

namespace cowrie {

class SplitMix64 {
  public:
    explicit SplitMix64(std::uint64_t seed) : state_(seed) {}

    // The generator's output function alone: a well-mixed hash of `x`.
    static constexpr std::uint64_t mix(std::uint64_t x) {
        x += 0x9e3779b97f4a7c15ULL;
        x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
        x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
        return x ^ (x >> 31);
    }

    std::uint64_t next() {
        const std::uint64_t out = mix(state_);
        state_ += 0x9e3779b97f4a7c15ULL;
        return out;
    }

    // Uniform in [0, bound), bound > 0. Draws below 2^64 mod bound are
    // rejected so that every result is equally likely (no modulo bias).
    std::uint64_t below(std::uint64_t bound) {
        const std::uint64_t threshold = (0 - bound) % bound;
        for (;;) {
            const std::uint64_t r = next();
            if (r >= threshold) return r % bound;
        }
    }

  private:
    std::uint64_t state_;
};

}  // namespace cowrie
