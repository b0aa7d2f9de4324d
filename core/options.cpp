#include "core/options.h"

#include <algorithm>
#include <charconv>

namespace cowrie {

const std::string& OptionValues::text(std::string_view key) const {
    static const std::string empty;
    for (const auto& [k, v] : values_)
        if (k == key) return v;
    return empty;
}

int OptionValues::integer(std::string_view key) const {
    const std::string& t = text(key);
    int value = 0;
    std::from_chars(t.data(), t.data() + t.size(), value);
    return value;
}

bool OptionValues::boolean(std::string_view key) const {
    return text(key) == "true";
}

bool hasEffect(const OptionSpec& spec, const OptionValues& values) {
    if (spec.inert) return false;
    return std::all_of(spec.onlyWhen.begin(), spec.onlyWhen.end(), [&](const auto& condition) {
        return values.text(condition.first) == condition.second;
    });
}

std::optional<bool> parseBool(std::string_view text) {
    std::string t(text);
    std::transform(t.begin(), t.end(), t.begin(), [](unsigned char c) { return std::tolower(c); });
    if (t == "true" || t == "1" || t == "yes" || t == "on") return true;
    if (t == "false" || t == "0" || t == "no" || t == "off") return false;
    return std::nullopt;
}

namespace {

// The canonical text of `value` for `spec`, or nullopt with `error` set.
std::optional<std::string> canonical(const OptionSpec& spec, const std::string& value,
                                     std::string& error) {
    switch (spec.type) {
        case OptionSpec::Type::Int: {
            int n = 0;
            auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
            if (ec != std::errc() || end != value.data() + value.size()) {
                error = "option '" + spec.key + "' needs a whole number, got '" + value + "'";
                return std::nullopt;
            }
            if (n < spec.min || n > spec.max) {
                error = "option '" + spec.key + "' must be between " + std::to_string(spec.min) +
                        " and " + std::to_string(spec.max) + ", got " + value;
                return std::nullopt;
            }
            return std::to_string(n);
        }
        case OptionSpec::Type::Bool: {
            auto b = parseBool(value);
            if (!b) {
                error = "option '" + spec.key + "' needs true or false, got '" + value + "'";
                return std::nullopt;
            }
            return *b ? "true" : "false";
        }
        case OptionSpec::Type::Choice: {
            if (std::find(spec.choices.begin(), spec.choices.end(), value) == spec.choices.end()) {
                std::string list;
                for (const auto& c : spec.choices) list += (list.empty() ? "" : ", ") + c;
                error =
                    "option '" + spec.key + "' must be one of " + list + ", got '" + value + "'";
                return std::nullopt;
            }
            return value;
        }
    }
    return std::nullopt;
}

}  // namespace

std::optional<OptionValues> resolveOptions(const std::vector<OptionSpec>& schema,
                                           const RawOptions& raw, std::string& error) {
    for (const auto& option : raw) {
        const std::string& key = option.first;
        auto known = std::find_if(schema.begin(), schema.end(),
                                  [&](const OptionSpec& s) { return s.key == key; });
        if (known == schema.end()) {
            std::string list;
            for (const auto& s : schema) list += (list.empty() ? "" : ", ") + s.key;
            error = "unknown option '" + key + "' (this game takes: " + list + ")";
            return std::nullopt;
        }
    }
    std::vector<std::pair<std::string, std::string>> values;
    for (const auto& spec : schema) {
        std::string chosen = spec.defaultValue;
        for (const auto& [key, value] : raw)
            if (key == spec.key) chosen = value;  // the last one given wins
        auto text = canonical(spec, chosen, error);
        if (!text) return std::nullopt;
        values.emplace_back(spec.key, *text);
    }
    return OptionValues(std::move(values));
}

std::optional<std::pair<std::string, std::string>> splitOption(std::string_view text) {
    auto eq = text.find('=');
    if (eq == std::string_view::npos || eq == 0) return std::nullopt;
    return std::make_pair(std::string(text.substr(0, eq)), std::string(text.substr(eq + 1)));
}

}  // namespace cowrie
