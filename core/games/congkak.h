#pragma once
// Congkak (Malaysia), docs/rules/congkak.md. The decision ids below (C1, C2,
// C3, C7, CK-D1) are anchors there, e.g. docs/rules/congkak.md#C3.
//
// Two rows of 7 holes, 7 seeds each (98), a store on each player's left.
// Sowing is clockwise (towards the mover's left), through his own store, never
// the opponent's. The last seed into an occupied hole on either side is lifted
// with that hole's seeds and sowing goes on (relay, possibly several laps).
// The chain stops when the last seed falls into the mover's store (another
// move), into his own empty hole (he takes that seed and the opposite seeds,
// the lone seed even when the opposite hole is empty; turn ends), or into an
// empty hole of the opponent (turn ends). The game ends as soon as a side has
// no seeds in its holes after any move (C7), each player taking the seeds on
// his side.
//
// Option `traditional` (C1): the first move is simultaneous (C3)
// and the game is played over rounds. A round ends by the rule above; each
// player refills his holes from his store, 7 per hole, from the hole next to
// his store; holes he cannot fill are burnt for the round; the player with
// fewer seeds starts (equal: South, C2). A player who cannot fill one hole at
// a refill has lost. Decision (CK-D1): as in congklak's Rounds preset, only the
// first move of the game is simultaneous.

#include "core/rules.h"

namespace cowrie {

class Congkak final : public Rules {
  public:
    explicit Congkak(OptionValues options);

    Geometry geometry() const override { return {2, kHoles, /*storeOnRight=*/false}; }
    Position initialPosition() const override;
    void legalMoves(const Position& position, MoveList& moves) const override;
    void apply(Position& position, Move move, Trace* trace) const override;
    bool hasOutOfPlayHoles() const override { return traditional_; }
    std::optional<std::string> whyInconsistent(const Position& position) const override;

    static std::vector<OptionSpec> optionSchema();
    // The game as the registry lists it (names, options, traits, look).
    static const GameInfo& description();
    static constexpr int kHoles = 7;
    static constexpr int kSeeds = 7;

  private:
    // A side is empty: the game ends, or with `traditional` the round does.
    void endRound(Position& position, Trace* trace) const;

    bool traditional_;
};

}  // namespace cowrie
