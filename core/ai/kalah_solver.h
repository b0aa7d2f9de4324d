#pragma once
// KalahSolver: the exact game-theoretic value of Kalah positions (docs/rules/kalah.md),
// by MTD(f) over a null-window alpha-beta written for Kalah alone.
//
// What makes it fast: positions are searched from the mover's side without
// stores (kalah_holes.h), so transpositions meet far more often and the
// seeds left bound every value (|value| <= seeds in holes); an endgame
// database (kalah_endgame.h), when given, answers every position with few
// seeds exactly. The table keeps a lower and an upper bound per position,
// verified on the whole board; before searching the moves, the table is
// asked about every child (enhanced transposition cut-offs).

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "core/ai/kalah_endgame.h"
#include "core/ai/kalah_holes.h"
#include "core/ai/large_buffer.h"
#include "core/board.h"
#include "core/move.h"

namespace cowrie::ai {

struct KalahSolution {
    int value = 0;  // for the player to move: his final store minus his opponent's
    Move bestMove;
    std::uint64_t nodes = 0;
    double seconds = 0;
    bool complete = true;  // false when stopped before the value was proven
    // The bounds proven on the value (equal to it when complete).
    int lower = 0, upper = 0;
};

class KalahSolver {
  public:
    KalahSolver(int holes, bool emptyCapture, std::size_t tableMegabytes = 256,
                std::shared_ptr<const KalahEndgame> endgame = nullptr);

    // Solves `board` (a Kalah board of `holes` holes a side) with `mover` to move.
    KalahSolution solve(const Board& board, Side mover);

    // Called after every MTD(f) probe: the probe's beta, its result (a
    // lower bound if >= beta, else an upper bound) and the nodes so far.
    std::function<void(int beta, int result, std::uint64_t nodes)> onProbe;

    // Makes a running solve() return soon, incomplete (from any thread).
    void stop() { stopped_.store(true, std::memory_order_relaxed); }

    static constexpr int kMaxHoles = kKalahMaxHoles;

  private:
    struct Entry {
        std::uint64_t low = 0, high = 0;  // the holes, a byte each; 0/0 is empty
        std::int8_t lower = -127, upper = 127;
        std::uint8_t best = 0xff;
        std::uint8_t work = 0;  // log2 of the nodes searched below it
    };

    // Null-window search: the value of `h` for the mover, fail-soft.
    int search(const KalahHoles& h, int seedsLeft, int alpha, int beta);
    // The table entry of `h`, or null.
    const Entry* probe(const KalahHoles& h) const;
    Entry* bucketOf(std::uint64_t low, std::uint64_t high);
    const Entry* bucketOf(std::uint64_t low, std::uint64_t high) const;
    // A depth-limited search that counts no gain beyond `depth` (a guess,
    // not a bound); it leaves its best moves in hints_.
    int estimate(const KalahHoles& h, int seedsLeft, int depth, int alpha, int beta);
    // The value of playing `hole` in `h` (fail-soft within alpha, beta).
    int moveValue(const KalahHoles& h, int seedsLeft, int hole, int alpha, int beta);

    int n_;
    bool emptyCapture_;
    std::shared_ptr<const KalahEndgame> endgame_;
    int endgameSeeds_ = -1;  // positions with this many seeds or fewer are in the database
    LargeBuffer<Entry> table_;
    // estimate()'s move to try first per hash slot, unverified (a wrong
    // hint only costs time). Not used by the exact search: there, shallow
    // best moves tried before the extra moves made Kalah(6,4) many times slower.
    LargeBuffer<std::uint8_t> hints_;
    std::uint64_t hintMask_ = 0;
    std::uint64_t estimateBudget_ = 0;  // estimate()'s nodes in this solve()
    std::uint64_t mask_ = 0;
    std::uint64_t nodes_ = 0;
    std::atomic<bool> stopped_{false};
    bool aborted_ = false;  // stopped: the values of this solve() are not proven
};

// South's final store minus North's under perfect play from the start of
// Kalah(holes, seeds), South moving first.
KalahSolution solveKalahStart(int holes, int seeds, bool emptyCapture,
                              std::size_t tableMegabytes = 256,
                              std::shared_ptr<const KalahEndgame> endgame = nullptr);

}  // namespace cowrie::ai
