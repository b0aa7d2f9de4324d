#include "core/json_fields.h"

#include <algorithm>

namespace cowrie::json_fields {

namespace {

std::string quoted(std::string_view key) {
    return "\"" + std::string(key) + "\"";
}

}  // namespace

void refuse(std::string message) {
    throw FormatError{std::move(message)};
}

void allowOnly(const Json& object, std::initializer_list<std::string_view> keys,
               const std::string& where) {
    for (const auto& [key, value] : object.items())
        if (std::find(keys.begin(), keys.end(), key) == keys.end())
            refuse(where + " has an unknown key '" + key + "'");
}

std::string stringMember(const Json& object, std::string_view key, const std::string& where,
                         bool required) {
    const Json* v = member(object, key);
    if (!v) {
        if (required) refuse(where + " has no " + quoted(key));
        return {};
    }
    if (!v->is_string()) refuse(where + ": " + quoted(key) + " must be a string");
    return v->get<std::string>();
}

std::vector<std::string> stringList(const Json& object, std::string_view key,
                                    const std::string& where, bool required) {
    std::vector<std::string> out;
    const Json* v = member(object, key);
    if (!v) {
        if (required) refuse(where + " has no " + quoted(key));
        return out;
    }
    if (!v->is_array()) refuse(where + ": " + quoted(key) + " must be a list of strings");
    for (const Json& item : *v) {
        if (!item.is_string()) refuse(where + ": " + quoted(key) + " must be a list of strings");
        out.push_back(item.get<std::string>());
    }
    return out;
}

int intMember(const Json& object, std::string_view key, const std::string& where, bool required,
              int fallback) {
    const Json* v = member(object, key);
    if (!v) {
        if (required) refuse(where + " has no " + quoted(key));
        return fallback;
    }
    if (!v->is_number_integer()) refuse(where + ": " + quoted(key) + " must be a whole number");
    return v->get<int>();
}

bool boolMember(const Json& object, std::string_view key, const std::string& where) {
    const Json* v = member(object, key);
    if (!v) return false;
    if (!v->is_boolean()) refuse(where + ": " + quoted(key) + " must be true or false");
    return v->get<bool>();
}

}  // namespace cowrie::json_fields
