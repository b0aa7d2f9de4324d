#include "output.h"

#include <cstdio>
#include <string>

namespace cowrie::cli {

void printJson(const json::Value& value) {
    const std::string text = value.dump() + "\n";
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
