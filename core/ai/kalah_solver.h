#pragma once
// KalahSolver: the exact game-theoretic value of Kalah positions (rules/kalah.md),
// by MTD(f) over a null-window alpha-beta written for Kalah alone.
//
// What makes it fast: the rest of a game depends only on the seeds in the
// holes and who moves (never on the stores), so a position is searched from
// the mover's side (his holes first) and its value is what the mover gains
// from now on minus what his opponent gains. Transpositions then meet far
// more often, and the seeds left bound every value (|value| <= seeds in
// holes). The table keeps a lower and an upper bound per position, verified
// on the whole board (7 bits per hole, 16 holes at most).

#include <array>
#include <cstdint>
#include <vector>

#include "../board.h"
#include "../move.h"

namespace cowrie::ai {

struct KalahSolution {
    int value = 0;  // for the player to move: his final store minus his opponent's
    Move bestMove;
    std::uint64_t nodes = 0;
    double seconds = 0;
};

class KalahSolver {
  public:
    KalahSolver(int holes, bool emptyCapture, std::size_t tableMegabytes = 256);

    // Solves `board` (a Kalah board of `holes` holes a side) with `mover` to move.
    KalahSolution solve(const Board& board, Side mover);

    static constexpr int kMaxHoles = 8;

  private:
    // The holes seen from the mover: his holes 0..n-1, then his opponent's
    // n..2n-1 (each in its owner's sowing order). Stores are not kept.
    using Holes = std::array<std::uint8_t, 2 * kMaxHoles>;

    struct Entry {
        std::uint64_t low = 0, high = 0;  // the packed holes; 0/0 is empty
        std::int8_t lower = -127, upper = 127;
        std::uint8_t best = 0xff;
        std::uint8_t work = 0;  // log2 of the nodes searched below it
    };

    // Null-window search: the value of `h` for the mover, fail-soft.
    int search(const Holes& h, int seedsLeft, int alpha, int beta);
    // Sows hole `from`; returns the mover's store gain, sets `extraMove`,
    // and applies the end rule (`ended`: the gain includes the final sweep).
    int sow(Holes& h, int from, bool& extraMove, bool& ended) const;
    Holes flipped(const Holes& h) const;
    void pack(const Holes& h, std::uint64_t& low, std::uint64_t& high) const;
    Entry* slot(std::uint64_t low, std::uint64_t high);

    int n_;
    bool emptyCapture_;
    std::vector<Entry> table_;
    std::uint64_t mask_ = 0;
    std::uint64_t nodes_ = 0;
};

// South's final store minus North's under perfect play from the start of
// Kalah(holes, seeds), South moving first.
KalahSolution solveKalahStart(int holes, int seeds, bool emptyCapture,
                              std::size_t tableMegabytes = 256);

}  // namespace cowrie::ai
