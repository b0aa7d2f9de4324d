#pragma once
// Pebbles: the test-only eighth game (docs/adding-a-game.md), defined here and
// nowhere else, to show that a game is its own files and nothing more. It is
// never in the shipped app or CLI: only the executables of this folder link it
// and register it (pebbles.cpp).
//
// A small Kalah: two rows of three holes, `seeds` per hole (default 2), a
// store on each player's right, sowing counter-clockwise through the mover's
// own store. The last seed in the own store earns another move; the last seed
// in an own empty hole takes the seeds opposite (only those: the seed that
// captured stays). When a side has no seeds in its holes, each player takes
// the seeds of his own row; the larger store wins.

#include <array>

#include "core/circuit.h"
#include "core/rules.h"

namespace cowrie::test {

class Pebbles final : public Rules {
  public:
    explicit Pebbles(OptionValues options);

    Geometry geometry() const override { return {2, kHoles, /*storeOnRight=*/true}; }
    Position initialPosition() const override;
    void legalMoves(const Position& position, MoveList& moves) const override;
    void apply(Position& position, Move move, Trace* trace) const override;

    static const GameInfo& description();

  private:
    static constexpr int kHoles = 3;
    int seeds_;
    std::array<Circuit, 2> circuits_;
};

}  // namespace cowrie::test
