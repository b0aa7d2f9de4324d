#pragma once
// The one way a command reports failure: throw CliError; main prints it as
// "mancala-cli: <message>" and exits with its code.

#include <stdexcept>
#include <string>

namespace cowrie::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitInternalFailure = 1;
inline constexpr int kExitBadInput = 2;

class CliError : public std::runtime_error {
  public:
    CliError(int exitCode, const std::string& message)
        : std::runtime_error(message), exitCode_(exitCode) {}
    int exitCode() const { return exitCode_; }

  private:
    int exitCode_;
};

// Bad input from the user: unknown game, bad option, illegal move, bad file...
[[noreturn]] inline void failBadInput(const std::string& message) {
    throw CliError(kExitBadInput, message);
}

// Something that should never happen whatever the input.
[[noreturn]] inline void failInternal(const std::string& message) {
    throw CliError(kExitInternalFailure, message);
}

}  // namespace cowrie::cli
