#include "json.h"

#include <cmath>
#include <cstdio>

namespace cowrie::json {

const Value* Value::find(std::string_view key) const {
    if (!isObject()) return nullptr;
    for (const auto& [k, v] : asObject())
        if (k == key) return &v;
    return nullptr;
}

namespace {

void writeString(std::string& out, const std::string& s) {
    out += '"';
    for (unsigned char c : s) {
        switch (c) {
            case '"':
                out += "\\\"";
                break;
            case '\\':
                out += "\\\\";
                break;
            case '\n':
                out += "\\n";
                break;
            case '\r':
                out += "\\r";
                break;
            case '\t':
                out += "\\t";
                break;
            default:
                if (c < 0x20) {
                    char buf[8];
                    std::snprintf(buf, sizeof buf, "\\u%04x", c);
                    out += buf;
                } else {
                    out += static_cast<char>(c);
                }
        }
    }
    out += '"';
}

void writeNumber(std::string& out, double d) {
    if (!std::isfinite(d)) {
        out += "null";
        return;
    }
    if (d == std::floor(d) && std::fabs(d) < 9.0e15) {
        out += std::to_string(static_cast<long long>(d));
        return;
    }
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.6g", d);
    out += buf;
}

void write(std::string& out, const Value& v) {
    if (v.isNull()) {
        out += "null";
    } else if (v.isBool()) {
        out += v.asBool() ? "true" : "false";
    } else if (v.isNumber()) {
        writeNumber(out, v.asNumber());
    } else if (v.isString()) {
        writeString(out, v.asString());
    } else if (v.isArray()) {
        out += '[';
        bool first = true;
        for (const Value& x : v.asArray()) {
            if (!first) out += ',';
            first = false;
            write(out, x);
        }
        out += ']';
    } else {
        out += '{';
        bool first = true;
        for (const auto& [k, x] : v.asObject()) {
            if (!first) out += ',';
            first = false;
            writeString(out, k);
            out += ':';
            write(out, x);
        }
        out += '}';
    }
}

// A recursive-descent parser over the whole text, with a depth limit so that
// hostile input cannot exhaust the stack.
class Parser {
  public:
    explicit Parser(std::string_view text) : text_(text) {}

    std::optional<Value> document(std::string& error) {
        auto v = value(0);
        skipSpace();
        if (v && pos_ != text_.size()) fail("unexpected text after the JSON value");
        if (!error_.empty()) {
            error = error_;
            return std::nullopt;
        }
        return v;
    }

  private:
    static constexpr int kMaxDepth = 64;

    void fail(const std::string& what) {
        if (error_.empty()) error_ = what + " at byte " + std::to_string(pos_);
    }
    void skipSpace() {
        while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\n' ||
                                       text_[pos_] == '\r' || text_[pos_] == '\t'))
            ++pos_;
    }
    bool literal(std::string_view word) {
        if (text_.substr(pos_, word.size()) != word) return false;
        pos_ += word.size();
        return true;
    }

    std::optional<Value> value(int depth) {
        if (depth > kMaxDepth) {
            fail("nesting too deep");
            return std::nullopt;
        }
        skipSpace();
        if (pos_ >= text_.size()) {
            fail("unexpected end of text");
            return std::nullopt;
        }
        const char c = text_[pos_];
        if (c == '{') return object(depth);
        if (c == '[') return array(depth);
        if (c == '"') {
            auto s = string();
            if (!s) return std::nullopt;
            return Value(std::move(*s));
        }
        if (literal("true")) return Value(true);
        if (literal("false")) return Value(false);
        if (literal("null")) return Value(nullptr);
        if (c == '-' || (c >= '0' && c <= '9')) return number();
        fail(std::string("unexpected character '") + c + "'");
        return std::nullopt;
    }

    std::optional<Value> number() {
        const size_t start = pos_;
        if (text_[pos_] == '-') ++pos_;
        auto digits = [&] {
            size_t n = 0;
            while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') ++pos_, ++n;
            return n;
        };
        if (digits() == 0) {
            fail("bad number");
            return std::nullopt;
        }
        if (pos_ < text_.size() && text_[pos_] == '.') {
            ++pos_;
            if (digits() == 0) {
                fail("bad number");
                return std::nullopt;
            }
        }
        if (pos_ < text_.size() && (text_[pos_] == 'e' || text_[pos_] == 'E')) {
            ++pos_;
            if (pos_ < text_.size() && (text_[pos_] == '+' || text_[pos_] == '-')) ++pos_;
            if (digits() == 0) {
                fail("bad number");
                return std::nullopt;
            }
        }
        return Value(std::strtod(std::string(text_.substr(start, pos_ - start)).c_str(), nullptr));
    }

    std::optional<std::string> string() {
        ++pos_;  // opening quote
        std::string out;
        while (pos_ < text_.size()) {
            const char c = text_[pos_++];
            if (c == '"') return out;
            if (static_cast<unsigned char>(c) < 0x20) {
                fail("control character in string");
                return std::nullopt;
            }
            if (c != '\\') {
                out += c;
                continue;
            }
            if (pos_ >= text_.size()) break;
            const char e = text_[pos_++];
            switch (e) {
                case '"':
                    out += '"';
                    break;
                case '\\':
                    out += '\\';
                    break;
                case '/':
                    out += '/';
                    break;
                case 'b':
                    out += '\b';
                    break;
                case 'f':
                    out += '\f';
                    break;
                case 'n':
                    out += '\n';
                    break;
                case 'r':
                    out += '\r';
                    break;
                case 't':
                    out += '\t';
                    break;
                case 'u': {
                    if (pos_ + 4 > text_.size()) break;
                    unsigned code = 0;
                    for (int i = 0; i < 4; ++i) {
                        const char h = text_[pos_++];
                        code <<= 4;
                        if (h >= '0' && h <= '9')
                            code |= h - '0';
                        else if (h >= 'a' && h <= 'f')
                            code |= h - 'a' + 10;
                        else if (h >= 'A' && h <= 'F')
                            code |= h - 'A' + 10;
                        else {
                            fail("bad \\u escape");
                            return std::nullopt;
                        }
                    }
                    // Basic-plane code points as UTF-8; records only need ASCII.
                    if (code < 0x80) {
                        out += static_cast<char>(code);
                    } else if (code < 0x800) {
                        out += static_cast<char>(0xC0 | (code >> 6));
                        out += static_cast<char>(0x80 | (code & 0x3F));
                    } else {
                        out += static_cast<char>(0xE0 | (code >> 12));
                        out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
                        out += static_cast<char>(0x80 | (code & 0x3F));
                    }
                    break;
                }
                default:
                    fail("bad escape");
                    return std::nullopt;
            }
        }
        fail("unterminated string");
        return std::nullopt;
    }

    std::optional<Value> array(int depth) {
        ++pos_;
        Array items;
        skipSpace();
        if (pos_ < text_.size() && text_[pos_] == ']') {
            ++pos_;
            return Value(std::move(items));
        }
        for (;;) {
            auto v = value(depth + 1);
            if (!v) return std::nullopt;
            items.push_back(std::move(*v));
            skipSpace();
            if (pos_ < text_.size() && text_[pos_] == ',') {
                ++pos_;
                continue;
            }
            if (pos_ < text_.size() && text_[pos_] == ']') {
                ++pos_;
                return Value(std::move(items));
            }
            fail("expected ',' or ']'");
            return std::nullopt;
        }
    }

    std::optional<Value> object(int depth) {
        ++pos_;
        Object members;
        skipSpace();
        if (pos_ < text_.size() && text_[pos_] == '}') {
            ++pos_;
            return Value(std::move(members));
        }
        for (;;) {
            skipSpace();
            if (pos_ >= text_.size() || text_[pos_] != '"') {
                fail("expected a member name");
                return std::nullopt;
            }
            auto key = string();
            if (!key) return std::nullopt;
            skipSpace();
            if (pos_ >= text_.size() || text_[pos_] != ':') {
                fail("expected ':'");
                return std::nullopt;
            }
            ++pos_;
            auto v = value(depth + 1);
            if (!v) return std::nullopt;
            members.emplace_back(std::move(*key), std::move(*v));
            skipSpace();
            if (pos_ < text_.size() && text_[pos_] == ',') {
                ++pos_;
                continue;
            }
            if (pos_ < text_.size() && text_[pos_] == '}') {
                ++pos_;
                return Value(std::move(members));
            }
            fail("expected ',' or '}'");
            return std::nullopt;
        }
    }

    std::string_view text_;
    size_t pos_ = 0;
    std::string error_;
};

}  // namespace

std::string Value::dump() const {
    std::string out;
    write(out, *this);
    return out;
}

std::optional<Value> parse(std::string_view text, std::string& error) {
    return Parser(text).document(error);
}

}  // namespace cowrie::json
