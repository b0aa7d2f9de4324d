#include "core/json.h"

#include <cmath>
#include <cstdio>

namespace cowrie {

namespace {

// Deeper values are refused: copying or writing a value recurses once a level.
constexpr int kMaxDepth = 64;

struct TooDeep {};

// nlohmann's message without its position prefix ("[json.exception...] parse
// error at line 1, column 5: ") and without what it read last, which echoes
// the input; the position is given as a byte offset instead.
std::string describe(const Json::parse_error& e) {
    std::string text = e.what();
    if (const auto colon = text.find(": "); colon != std::string::npos) text.erase(0, colon + 2);
    if (const auto lastRead = text.find("; last read: "); lastRead != std::string::npos) {
        const auto expected = text.rfind("; expected ");
        text = text.substr(0, lastRead) +
               (expected != std::string::npos && expected > lastRead ? text.substr(expected) : "");
    }
    return text + " at byte " + std::to_string(e.byte > 0 ? e.byte - 1 : 0);
}

}  // namespace

std::optional<Json> parseJson(std::string_view text, std::string& error) {
    return parseJson(text, error, [](int, Json::parse_event_t, Json&) { return true; });
}

std::optional<Json> parseJson(std::string_view text, std::string& error,
                              const Json::parser_callback_t& keep) {
    const Json::parser_callback_t limitDepth = [&keep](int depth, Json::parse_event_t event,
                                                       Json& parsed) {
        if (depth > kMaxDepth && event != Json::parse_event_t::object_end &&
            event != Json::parse_event_t::array_end)
            throw TooDeep{};
        return keep(depth, event, parsed);
    };
    try {
        return Json::parse(text, limitDepth);
    } catch (const Json::parse_error& e) {
        error = describe(e);
    } catch (const Json::exception& e) {
        // Out of range: a number too large for a double ("1e999").
        const std::string text = e.what();
        error = text.substr(text.find(' ') + 1);
    } catch (const TooDeep&) {
        error = "nesting deeper than " + std::to_string(kMaxDepth) + " levels";
    }
    return std::nullopt;
}

const Json* member(const Json& object, std::string_view key) {
    if (!object.is_object()) return nullptr;
    const auto found = object.find(key);
    return found == object.end() ? nullptr : &*found;
}

std::string numberText(double number) {
    if (!std::isfinite(number)) return "null";
    if (number == std::floor(number) && std::fabs(number) < 9.0e15)
        return std::to_string(static_cast<long long>(number));
    char text[32];
    std::snprintf(text, sizeof text, "%.6g", number);
    return text;
}

}  // namespace cowrie
