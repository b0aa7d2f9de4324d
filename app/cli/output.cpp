#include "output.h"

#include <cstdio>

namespace cowrie::cli {

void printJson(const json::Value& value) {
    const std::string text = value.dump() + "\n";
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
}

void printError(std::string_view message) {
    std::fprintf(stderr, "mancala-cli: %.*s\n", static_cast<int>(message.size()), message.data());
    std::fflush(stderr);
}

}  // namespace cowrie::cli
