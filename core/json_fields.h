#pragma once
// Reading the members of a JSON object in a data file (lessons, puzzles):
// each reader refuses a member of the wrong type, or a required one missing,
// by throwing FormatError with a message that names where it is ("lesson 3",
// "puzzle kalah-12"). The file's reader catches it and returns the message.

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "core/json.h"

namespace cowrie::json_fields {

struct FormatError {
    std::string message;
};

[[noreturn]] void refuse(std::string message);

// Refuses any key of `object` not in `keys`.
void allowOnly(const Json& object, std::initializer_list<std::string_view> keys,
               const std::string& where);

// A missing member that is not required reads as "", an empty list, `fallback`, false.
std::string stringMember(const Json& object, std::string_view key, const std::string& where,
                         bool required);
std::vector<std::string> stringList(const Json& object, std::string_view key,
                                    const std::string& where, bool required = false);
int intMember(const Json& object, std::string_view key, const std::string& where, bool required,
              int fallback = 0);
bool boolMember(const Json& object, std::string_view key, const std::string& where);

}  // namespace cowrie::json_fields
