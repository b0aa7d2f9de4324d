#pragma once
// A small JSON value with a strict parser and a compact writer: enough for
// game records and the CLI's state objects, without pulling Qt into the core.

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace cowrie::json {

class Value;
using Array = std::vector<Value>;
// Keys keep their insertion order so output reads in a stable, chosen order.
using Object = std::vector<std::pair<std::string, Value>>;

class Value {
  public:
    Value() : data_(nullptr) {}
    Value(std::nullptr_t) : data_(nullptr) {}
    Value(bool b) : data_(b) {}
    Value(int n) : data_(static_cast<double>(n)) {}
    Value(long n) : data_(static_cast<double>(n)) {}
    Value(long long n) : data_(static_cast<double>(n)) {}
    Value(std::uint64_t n) : data_(static_cast<double>(n)) {}
    Value(double d) : data_(d) {}
    Value(const char* s) : data_(std::string(s)) {}
    Value(std::string s) : data_(std::move(s)) {}
    Value(std::string_view s) : data_(std::string(s)) {}
    Value(Array a) : data_(std::make_shared<Array>(std::move(a))) {}
    Value(Object o) : data_(std::make_shared<Object>(std::move(o))) {}

    bool isNull() const { return std::holds_alternative<std::nullptr_t>(data_); }
    bool isBool() const { return std::holds_alternative<bool>(data_); }
    bool isNumber() const { return std::holds_alternative<double>(data_); }
    bool isString() const { return std::holds_alternative<std::string>(data_); }
    bool isArray() const { return std::holds_alternative<std::shared_ptr<Array>>(data_); }
    bool isObject() const { return std::holds_alternative<std::shared_ptr<Object>>(data_); }

    bool asBool() const { return std::get<bool>(data_); }
    double asNumber() const { return std::get<double>(data_); }
    const std::string& asString() const { return std::get<std::string>(data_); }
    const Array& asArray() const { return *std::get<std::shared_ptr<Array>>(data_); }
    const Object& asObject() const { return *std::get<std::shared_ptr<Object>>(data_); }

    // The member `key` of an object, or nullptr (also when not an object).
    const Value* find(std::string_view key) const;

    // Compact JSON text; integral numbers print without a fraction.
    std::string dump() const;

  private:
    std::variant<std::nullptr_t, bool, double, std::string, std::shared_ptr<Array>,
                 std::shared_ptr<Object>>
        data_;
};

// Parses one JSON document. On failure returns nullopt and sets `error` to a
// message with the byte offset.
std::optional<Value> parse(std::string_view text, std::string& error);

}  // namespace cowrie::json
