#pragma once
// JSON in the core: nlohmann::json's ordered_json, whose objects keep their
// members in the order they were added, so the state object and the record
// read in the order cli-contract.md shows. Whole numbers are stored as
// integers, which nlohmann writes without a fraction.

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace cowrie {

using Json = nlohmann::ordered_json;

// Parses one JSON document (nesting at most 64 deep). On failure returns
// nullopt and sets `error` to what is wrong and at which byte (from 0).
std::optional<Json> parseJson(std::string_view text, std::string& error);

// The same, asking `keep` (nlohmann's parser callback) about every value:
// a value it declines is left out of the result, which spares building it.
std::optional<Json> parseJson(std::string_view text, std::string& error,
                              const Json::parser_callback_t& keep);

// The member `key` of `object`, or nullptr (also when `object` is no object).
const Json* member(const Json& object, std::string_view key);

// A number as Cowrie writes it for people and scripts: a whole one without a
// fraction ("300"), any other with six significant digits ("0.333333",
// "1.5e-05").
std::string numberText(double number);

}  // namespace cowrie
