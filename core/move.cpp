#include "core/move.h"

namespace cowrie {

namespace {

// Reads a hole number 1..9 at the front of `text`; advances past it.
std::optional<int> readHole(std::string_view& text) {
    if (text.empty() || text[0] < '1' || text[0] > '9') return std::nullopt;
    int n = text[0] - '0';
    text.remove_prefix(1);
    return n;
}

}  // namespace

std::string Move::toString() const {
    if (isPair()) return "S" + std::to_string(southHole()) + "+N" + std::to_string(northHole());
    std::string s = std::to_string(holeNumber());
    if (hasDirection()) s += direction() == Direction::Ccw ? 'R' : 'L';
    return s;
}

std::optional<Move> Move::parse(std::string_view text) {
    if (!text.empty() && (text[0] == 'S' || text[0] == 's')) {
        text.remove_prefix(1);
        auto south = readHole(text);
        if (!south || text.size() < 2 || text[0] != '+' || (text[1] != 'N' && text[1] != 'n'))
            return std::nullopt;
        text.remove_prefix(2);
        auto north = readHole(text);
        if (!north || !text.empty()) return std::nullopt;
        return Move::pair(*south, *north);
    }
    auto hole = readHole(text);
    if (!hole) return std::nullopt;
    if (text.empty()) return Move::hole(*hole);
    if (text.size() == 1 && (text[0] == 'R' || text[0] == 'r'))
        return Move::directed(*hole, Direction::Ccw);
    if (text.size() == 1 && (text[0] == 'L' || text[0] == 'l'))
        return Move::directed(*hole, Direction::Cw);
    return std::nullopt;
}

}  // namespace cowrie
