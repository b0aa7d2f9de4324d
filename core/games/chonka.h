#pragma once
// Pallankuli / Chonka (Colombo, Sri Lanka), docs/rules/chonka.md. The ids
// H1-H3, H-D1 and H-D2 are anchors there, e.g. docs/rules/chonka.md#H1.
//
// Two rows of 7 holes, 7 seeds each (98). The first move of the game also
// chooses the direction ("3R" counter-clockwise, "3L" clockwise); it holds for
// both players for the whole game, and each player's store is the one at the
// end of his row in that direction (H3). Sowing goes through the mover's own
// store and skips the opponent's. Last seed into an occupied hole: relay.
// Into his own empty hole: he takes it and the opposite seeds (the lone seed
// even with nothing opposite, H1); the turn ends. Into an empty hole of the
// opponent: the turn ends (H-D1; option `either-side` captures there too,
// the seed and the hole opposite it on the mover's side). Into his own store:
// the turn ends (unlike congkak). When a turn ends and a side has no seeds in
// its holes, each player takes the seeds on his side; the larger store wins
// (H-D2). The game is always played to its end (H2).

#include "core/games/store_relay.h"
#include "core/rules.h"

namespace cowrie {

class Chonka final : public Rules {
  public:
    explicit Chonka(OptionValues options);

    Geometry geometry() const override { return {2, kHoles, /*storeOnRight=*/true}; }
    Geometry geometryAt(const Position& position) const override;
    Position initialPosition() const override;
    void legalMoves(const Position& position, MoveList& moves) const override;
    void apply(Position& position, Move move, Trace* trace) const override;
    bool choosesDirection() const override { return true; }

    static std::vector<OptionSpec> optionSchema();
    // The game as the registry lists it (names, options, traits, look).
    static const GameInfo& description();
    static constexpr int kHoles = 7;
    static constexpr int kSeeds = 7;

  private:
    StoreRelayPolicy policy_;
};

}  // namespace cowrie
