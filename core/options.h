#pragma once
// Game options: the schema a game declares and the values chosen for one game.

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace cowrie {

struct OptionSpec {
    enum class Type { Int, Bool, Choice };
    std::string key;
    Type type = Type::Bool;
    int min = 0, max = 0;              // Int only
    std::vector<std::string> choices;  // Choice only
    std::string defaultValue;          // canonical text: "6", "false", "south"
    std::string description;           // one line for players
};

using RawOptions = std::vector<std::pair<std::string, std::string>>;

// The resolved options of one game: every key of the schema with its value in
// canonical text, in schema order.
class OptionValues {
  public:
    OptionValues() = default;
    explicit OptionValues(std::vector<std::pair<std::string, std::string>> values)
        : values_(std::move(values)) {}

    const std::string& text(std::string_view key) const;  // "" if absent
    int integer(std::string_view key) const;
    bool boolean(std::string_view key) const;
    const std::vector<std::pair<std::string, std::string>>& all() const { return values_; }
    bool operator==(const OptionValues&) const = default;

  private:
    std::vector<std::pair<std::string, std::string>> values_;
};

// Parses a boolean as G4 allows: true/false/1/0/yes/no/on/off.
std::optional<bool> parseBool(std::string_view text);

// Checks `raw` against `schema` and fills in defaults. On failure returns
// nullopt and sets `error` to a sentence naming the option and the problem.
std::optional<OptionValues> resolveOptions(const std::vector<OptionSpec>& schema,
                                           const RawOptions& raw, std::string& error);

// Splits "key=value"; nullopt when there is no '='.
std::optional<std::pair<std::string, std::string>> splitOption(std::string_view text);

}  // namespace cowrie
