#include "app/cli/output.h"

#include <cstdio>
#include <string>

namespace cowrie::cli {

namespace {

// Text nlohmann writes: strings escaped, a byte that is no UTF-8 replaced
// (U+FFFD) rather than thrown about.
std::string dumped(const Json& value) {
    return value.dump(-1, ' ', false, Json::error_handler_t::replace);
}

// The contract's numbers predate nlohmann: a fraction has six significant
// digits and a whole double none ("meanMoves": 21, "seconds": 3.5639e-05),
// where nlohmann writes "21.0" and every digit of the double. So numbers are
// written here, through numberText, and all else by nlohmann.
void appendCompact(std::string& out, const Json& value) {
    switch (value.type()) {
        case Json::value_t::object: {
            out += '{';
            for (auto member = value.begin(); member != value.end(); ++member) {
                if (member != value.begin()) out += ',';
                out += dumped(member.key());
                out += ':';
                appendCompact(out, member.value());
            }
            out += '}';
            break;
        }
        case Json::value_t::array: {
            out += '[';
            for (auto item = value.begin(); item != value.end(); ++item) {
                if (item != value.begin()) out += ',';
                appendCompact(out, *item);
            }
            out += ']';
            break;
        }
        case Json::value_t::number_float:
            out += numberText(value.get<double>());
            break;
        default:
            out += dumped(value);
    }
}

}  // namespace

void printJson(const Json& value) {
    std::string text;
    appendCompact(text, value);
    text += '\n';
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
}

std::string oneLine(std::string_view message) {
    // Messages echo what the user gave (a move, an option, a file's game
    // id): control bytes are written as escapes, so the error stays one
    // line, and a long echo is cut.
    constexpr std::size_t kMaxLength = 400;
    std::string out;
    for (const char c : message) {
        if (out.size() >= kMaxLength) {
            out += "... (cut)";
            break;
        }
        const auto byte = static_cast<unsigned char>(c);
        if (c == '\n') {
            out += "\\n";
        } else if (c == '\t') {
            out += "\\t";
        } else if (c == '\r') {
            out += "\\r";
        } else if (byte < 0x20 || byte == 0x7f) {
            char escaped[8];
            std::snprintf(escaped, sizeof escaped, "\\x%02x", byte);
            out += escaped;
        } else {
            out += c;
        }
    }
    return out;
}

void printError(std::string_view message) {
    const std::string line = oneLine(message);
    std::fprintf(stderr, "mancala-cli: %s\n", line.c_str());
    std::fflush(stderr);
}

}  // namespace cowrie::cli
