#pragma once
// Room codes and seat tokens (net-contract.md, "Rooms and seats"), drawn
// from a RandomBytes source (getrandom by default, a fixed one in tests).

#include <optional>
#include <string>
#include <string_view>

#include "net/core/server_core.h"

namespace cowrie::net {

// The letters of a room code: no 0/O, 1/I, so a code read aloud or copied
// by hand survives.
inline constexpr std::string_view roomCodeAlphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
inline constexpr std::size_t roomCodeLength = 10;
inline constexpr std::size_t tokenBytes = 16;  // 128 bits, 32 hex digits

// A room code of roomCodeLength letters, each uniform over the alphabet.
std::string makeRoomCode(const RandomBytes& random);
// A seat token: tokenBytes random bytes as lower-case hex.
std::string makeToken(const RandomBytes& random);

// `text` as a room code in upper case, or nullopt when it cannot be one
// (too short, too long, a letter outside the alphabet). Codes are accepted
// in any letter case.
std::optional<std::string> normalizedRoomCode(std::string_view text);
bool isToken(std::string_view text);

}  // namespace cowrie::net
