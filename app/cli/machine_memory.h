#pragma once
// The memory this machine can give a command now, for sizing the Kalah
// solver's endgame database and table before they are allocated.

#include <cstdint>

namespace cowrie::cli {

// Bytes available (Linux: MemAvailable of /proc/meminfo; else the physical
// memory), or 0 when unknown.
std::uint64_t availableMemoryBytes();

}  // namespace cowrie::cli
