#pragma once
// Move: a small value naming one choice of the mover. Plain moves are a hole
// number (1..9); a move may also carry a direction ("3R", "3L"), or be a
// simultaneous pair of both players' holes ("S3+N5").

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/side.h"

namespace cowrie {

class Move {
  public:
    constexpr Move() = default;
    static constexpr Move hole(int number) { return Move(static_cast<std::uint16_t>(number)); }
    static constexpr Move directed(int number, Direction d) {
        return Move(static_cast<std::uint16_t>(number | (d == Direction::Ccw ? kRight : kLeft)));
    }
    static constexpr Move pair(int southHole, int northHole) {
        return Move(static_cast<std::uint16_t>(kPair | southHole | (northHole << 8)));
    }
    // The move whose code() is `code` (for moves sent across threads as numbers).
    static constexpr Move fromCode(std::uint16_t code) { return Move(code); }

    constexpr bool isNull() const { return code_ == 0; }
    constexpr bool isPair() const { return (code_ & kPair) != 0; }
    // The hole moved from (South's hole for a pair).
    constexpr int holeNumber() const { return code_ & 0x0f; }
    constexpr bool hasDirection() const { return (code_ & (kRight | kLeft)) != 0; }
    constexpr Direction direction() const {
        return (code_ & kLeft) ? Direction::Cw : Direction::Ccw;
    }
    constexpr int southHole() const { return code_ & 0x0f; }
    constexpr int northHole() const { return (code_ >> 8) & 0x0f; }
    constexpr std::uint16_t code() const { return code_; }

    constexpr bool operator==(const Move&) const = default;

    // The notation of docs/rules/README.md#notation: "3", "3R", "3L", "S3+N5".
    std::string toString() const;
    // Parses that notation; nullopt when the text is not a move.
    static std::optional<Move> parse(std::string_view text);

  private:
    static constexpr std::uint16_t kRight = 0x10, kLeft = 0x20, kPair = 0x8000;
    constexpr explicit Move(std::uint16_t code) : code_(code) {}
    std::uint16_t code_ = 0;
};

// A fixed-capacity list of moves (no allocation in search loops).
class MoveList {
  public:
    static constexpr int kCapacity = 96;
    void push(Move m) { moves_[size_++] = m; }
    int size() const { return size_; }
    bool empty() const { return size_ == 0; }
    void clear() { size_ = 0; }
    Move operator[](int i) const { return moves_[i]; }
    const Move* begin() const { return moves_; }
    const Move* end() const { return moves_ + size_; }
    bool contains(Move m) const {
        for (Move x : *this)
            if (x == m) return true;
        return false;
    }

  private:
    Move moves_[kCapacity];
    int size_ = 0;
};

}  // namespace cowrie
