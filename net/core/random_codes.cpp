#include "net/core/random_codes.h"

#include <sys/random.h>

#include <array>
#include <cerrno>
#include <cstdio>
#include <cstdlib>

namespace cowrie::net {

void systemRandomBytes(unsigned char* bytes, std::size_t size) {
    std::size_t filled = 0;
    while (filled < size) {
        const ssize_t got = getrandom(bytes + filled, size - filled, 0);
        if (got < 0) {
            if (errno == EINTR) continue;
            // Without a cryptographic source no code or token is safe to hand out.
            std::perror("cowrie-server: getrandom");
            std::abort();
        }
        filled += static_cast<std::size_t>(got);
    }
}

std::string makeRoomCode(const RandomBytes& random) {
    // Rejection sampling: a byte is used only below the largest multiple of
    // the alphabet's size, so every letter is equally likely (with 32
    // letters every byte qualifies, but the code does not rely on it).
    constexpr unsigned size = roomCodeAlphabet.size();
    constexpr unsigned limit = 256 - 256 % size;
    std::string code;
    std::array<unsigned char, 32> bytes{};
    while (code.size() < roomCodeLength) {
        random(bytes.data(), bytes.size());
        for (unsigned char byte : bytes) {
            if (byte >= limit) continue;
            code += roomCodeAlphabet[byte % size];
            if (code.size() == roomCodeLength) break;
        }
    }
    return code;
}

std::string makeToken(const RandomBytes& random) {
    std::array<unsigned char, tokenBytes> bytes{};
    random(bytes.data(), bytes.size());
    static constexpr char digits[] = "0123456789abcdef";
    std::string token;
    for (unsigned char byte : bytes) {
        token += digits[byte >> 4];
        token += digits[byte & 15];
    }
    return token;
}

std::optional<std::string> normalizedRoomCode(std::string_view text) {
    // Longer codes are accepted for rooms a later server might make; 64 is
    // far past anything it would.
    if (text.size() < 8 || text.size() > 64) return std::nullopt;
    std::string code;
    for (char c : text) {
        const char upper = (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c;
        if (roomCodeAlphabet.find(upper) == std::string_view::npos) return std::nullopt;
        code += upper;
    }
    return code;
}

bool isToken(std::string_view text) {
    if (text.size() < 2 * tokenBytes || text.size() > 128 || text.size() % 2 != 0) return false;
    for (char c : text)
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
    return true;
}

}  // namespace cowrie::net
