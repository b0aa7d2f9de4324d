#pragma once
// Whole numbers given on the command line, checked strictly: "12" is 12;
// "12x", "", "-3", " 4" and out-of-range values are bad input.

#include <cstdint>
#include <string>

namespace cowrie::cli {

// `text` as an integer in [min, max]; otherwise throws bad input naming `flag`.
std::int64_t parseCount(const std::string& flag, const std::string& text, std::int64_t min,
                        std::int64_t max);

// `text` as an unsigned 64-bit seed; otherwise throws bad input naming `flag`.
std::uint64_t parseSeed(const std::string& flag, const std::string& text);

}  // namespace cowrie::cli
