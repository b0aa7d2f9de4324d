#pragma once
// Game options: the schema a game declares and the values chosen for one game.

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace cowrie {

using RawOptions = std::vector<std::pair<std::string, std::string>>;

struct OptionSpec {
    enum class Type { Int, Bool, Choice };
    std::string key;
    Type type = Type::Bool;
    int min = 0, max = 0;              // Int only
    std::vector<std::string> choices;  // Choice only
    std::string defaultValue;          // canonical text: "6", "false", "south"
    std::string description;           // one line for players
    // The option changes the game only while every listed option has the
    // listed value (Congklak's `rounds` only in its Rounds preset); empty:
    // whatever the other options are. Elsewhere it is accepted and ignored.
    RawOptions onlyWhen = {};
    // Accepted by every game alike (G4's `first`) but without effect in this
    // one (three-row starts with both players at once).
    bool inert = false;
};

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

// Whether option `spec` changes a game played with `values` (its `onlyWhen`
// holds and it is not inert). Players are offered only such options.
bool hasEffect(const OptionSpec& spec, const OptionValues& values);

// Parses a boolean as G4 allows: true/false/1/0/yes/no/on/off.
std::optional<bool> parseBool(std::string_view text);

// Checks `raw` against `schema` and fills in defaults. On failure returns
// nullopt and sets `error` to a sentence naming the option and the problem.
std::optional<OptionValues> resolveOptions(const std::vector<OptionSpec>& schema,
                                           const RawOptions& raw, std::string& error);

// Splits "key=value"; nullopt when there is no '='.
std::optional<std::pair<std::string, std::string>> splitOption(std::string_view text);

}  // namespace cowrie
