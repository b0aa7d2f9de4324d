#pragma once
// A seeded pseudo-random source that gives the same numbers on every
// platform and compiler (std::uniform_int_distribution does not promise that).

#include <cstdint>

namespace cowrie::cli {

// SplitMix64 (Steele, Lea, Flood 2014): tiny, fast, and good enough for
// choosing among a few legal moves.
class RandomSource {
  public:
    explicit RandomSource(std::uint64_t seed) : state_(seed) {}

    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
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

}  // namespace cowrie::cli
