#pragma once
// Reading a file a user names (a record, a state, a lesson file): only a
// regular file, and only up to a size no real one comes near, so that a
// FIFO, /dev/zero or a huge file is refused at once with a clear message
// instead of blocking or filling memory.

#include <cstdint>
#include <string>

namespace cowrie::cli {

// 4 MiB: a record of the longest game ever played here is a few kilobytes.
inline constexpr std::uintmax_t kMaxInputFileBytes = 4u << 20;

// The whole text of `path`; bad input (CliError) when it is not a readable
// regular file or is larger than kMaxInputFileBytes.
std::string readInputFile(const std::string& path);

}  // namespace cowrie::cli
