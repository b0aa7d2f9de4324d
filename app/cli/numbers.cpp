#include "app/cli/numbers.h"

#include <charconv>

#include "app/cli/cli_error.h"

namespace cowrie::cli {

namespace {

template <class Integer>
bool parseWhole(const std::string& text, Integer& out) {
    // from_chars accepts a leading '-' for signed types; a count never needs it.
    if (text.empty() || text[0] < '0' || text[0] > '9') return false;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && end == text.data() + text.size();
}

}  // namespace

std::int64_t parseCount(const std::string& flag, const std::string& text, std::int64_t min,
                        std::int64_t max) {
    std::int64_t n = 0;
    if (!parseWhole(text, n) || n < min || n > max)
        failBadInput(flag + " needs a whole number from " + std::to_string(min) + " to " +
                     std::to_string(max) + ", got '" + text + "'");
    return n;
}

std::uint64_t parseSeed(const std::string& flag, const std::string& text) {
    std::uint64_t n = 0;
    if (!parseWhole(text, n))
        failBadInput(flag + " needs a whole number from 0 to 18446744073709551615, got '" + text +
                     "'");
    return n;
}

}  // namespace cowrie::cli
