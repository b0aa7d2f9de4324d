#pragma once
// Congklak (Indonesia), docs/rules/congklak.md: one game, two presets. The
// decision ids below (CL-D1, C2-C8) are anchors there, e.g.
// docs/rules/congklak.md#C3; the G ids are in docs/rules/README.md.
//
// N holes a row (5..9), N seeds per hole, a store on each player's left.
// Sowing is clockwise through the mover's own store, never the opponent's.
// Last seed into an occupied hole on either side: relay. Into his own store:
// another move from any hole of his with seeds (Decision CL-D1: another move,
// not a lost turn); with an empty row the turn ends (C8). Into an empty hole of the
// opponent: the turn ends. Into his own empty hole: with seeds opposite he
// takes them and the last seed; with nothing opposite (a burnt hole counts as
// empty, C5) the turn ends, unless variant `lone-seed` takes the lone seed.
//
// Classic (2x5): South starts (option `first`), one round; when a turn ends
// and a side has no seeds in its holes, board seeds go to their owners and the
// larger store wins (C7).
//
// Rounds (2xN): the first move is simultaneous (C3: ticks, South then North,
// the store ends a player's part, the longer move goes next, tie South). A
// player whose turn comes with no seeds passes (G3). The round ends when every
// seed is in a store; the larger store wins it. Then each player fills his
// holes with N from his store from the hole next to his store; holes he cannot
// fill are burnt (variant `burnt-penalty`: they stay on the circuit and a seed
// falling in goes to the sower's opponent, ending the turn if it was the last,
// C4). The poorer player starts (equal: South, C2). A player who cannot fill
// a single hole loses; the first to K round wins (`rounds`) wins, checked
// before any refill (C6).
//
// Both presets: the third occurrence of a position within a round ends the
// round, board seeds going to the owners of the holes (G7).

#include "core/games/store_relay.h"
#include "core/rules.h"

namespace cowrie {

class Congklak final : public Rules {
  public:
    explicit Congklak(OptionValues options);

    Geometry geometry() const override { return {2, holes_, /*storeOnRight=*/false}; }
    Position initialPosition() const override;
    void legalMoves(const Position& position, MoveList& moves) const override;
    void apply(Position& position, Move move, Trace* trace) const override;
    bool usesRepetitionRule() const override { return true; }
    void endRoundByRepetition(Position& position, Trace* trace) const override;
    bool hasOutOfPlayHoles() const override { return rounds_; }
    std::optional<std::string> whyInconsistent(const Position& position) const override;

    static std::vector<OptionSpec> optionSchema();
    // The game as the registry lists it (names, options, traits, look).
    static const GameInfo& description();
    // The default board size follows the preset: classic 5, rounds 7 (G4).
    static void completeOptions(RawOptions& options);

  private:
    // The turn is over, for `why`, and `next` would move: passes, round and
    // game ends.
    void passTurnTo(Position& position, Side next, Trace* trace, Why why) const;
    void endRound(Position& position, EndReason reason, Trace* trace) const;

    int holes_;
    bool rounds_;
    int roundsToWin_;
    StoreRelayPolicy policy_;
};

}  // namespace cowrie
