#pragma once
// Whole-number flags: CLI11 converts and stores the value, after numbers.h
// has checked its text strictly (CLI11's own reading takes "010" as octal,
// " 4" and "+4" as 4, and clamps a seed past 2^64 - 1) and written it in
// plain decimal. A refused value is bad input in numbers.h's words.

#include <CLI/CLI.hpp>
#include <cstdint>
#include <optional>
#include <string>

namespace cowrie::cli {

// "--flag N" with N in [min, max], at most once.
CLI::Option* addCountFlag(CLI::App& command, const std::string& flag,
                          std::optional<std::int64_t>& out, std::int64_t min, std::int64_t max);

// "--flag S" with S an unsigned 64-bit seed, at most once.
CLI::Option* addSeedFlag(CLI::App& command, const std::string& flag,
                         std::optional<std::uint64_t>& out);

}  // namespace cowrie::cli
