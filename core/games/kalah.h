#pragma once
// Kalah ("Mancala: standard rules"), docs/rules/kalah.md.
//
// Two rows of `holes` holes (default 6), `seeds` per hole (default 4), a store
// on each player's right. Sowing is counter-clockwise through the mover's own
// store, skipping the opponent's. The last seed in the own store earns an
// extra move; the last seed in an own empty hole with seeds opposite captures
// both into the store (option empty-capture: also when the opposite hole is
// empty). As soon as a side has no seeds in its holes after a move, each player
// adds the seeds on his side to his store; the larger store wins.

#include <array>

#include "core/circuit.h"
#include "core/rules.h"

namespace cowrie {

class Kalah final : public Rules {
  public:
    explicit Kalah(OptionValues options);

    Geometry geometry() const override { return {2, holes_, /*storeOnRight=*/true}; }
    Position initialPosition() const override;
    void legalMoves(const Position& position, MoveList& moves) const override;
    void apply(Position& position, Move move, Trace* trace) const override;

    static std::vector<OptionSpec> optionSchema();
    // The game as the registry lists it (names, options, traits, look).
    static const GameInfo& description();

  private:
    int holes_;
    int seeds_;
    bool emptyCapture_;
    std::array<Circuit, 2> circuits_;  // per side; Kalah never takes holes out of play
};

}  // namespace cowrie
