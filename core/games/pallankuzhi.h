#pragma once
// Pallankuzhi (pallanguzhi, pallankuli; Tamil), docs/rules/pallankuzhi.md.
// The decision ids below (P1-P6) are anchors in that file, e.g.
// docs/rules/pallankuzhi.md#P4; G2 is in docs/rules/README.md#G2.
//
// Two rows of 7 holes, 6 seeds each (84); stores hold captures only (nobody
// sows into them), each on its owner's right. A move lifts a playable hole of
// the mover and sows counter-clockwise, one seed per hole. Every lift skips
// its own hole when it comes round again (P1). Pasu: a seed that makes any
// hole hold exactly 4 sends those 4 to the hole's owner at once (P5). After
// the last seed of a lift lands in L: L+1 holding seeds is lifted and sown
// from L+2 (relay); else L+2 holding seeds is captured by the mover, and the
// first hole with seeds from L+3 on is lifted (P3); else the turn ends. L+1
// and L+2 are the next playable holes, the lift's own hole included (P4).
//
// A round ends when the player to move has no seeds in his holes, or every
// start he has sows forever (G2); holes are swept to their owners. Each
// player then fills his holes with 6 from his store from his right to his
// left (P2); holes he cannot fill are burnt for that round. The first player
// alternates by round (P6). A player who cannot fill a single hole has lost.
// Option `hidden-counts` is for display only.

#include <optional>

#include "core/rules.h"

namespace cowrie {

class Pallankuzhi final : public Rules {
  public:
    explicit Pallankuzhi(OptionValues options);

    Geometry geometry() const override { return {2, kHoles, /*storeOnRight=*/true}; }
    Position initialPosition() const override;
    void legalMoves(const Position& position, MoveList& moves) const override;
    void apply(Position& position, Move move, Trace* trace) const override;
    bool hasOutOfPlayHoles() const override { return true; }
    std::optional<std::string> whyInconsistent(const Position& position) const override {
        return whyInconsistentRounds(position, /*simultaneousStart=*/false);
    }

    static std::vector<OptionSpec> optionSchema();
    // The game as the registry lists it (names, options, traits, look).
    static const GameInfo& description();
    static constexpr int kHoles = 7;
    static constexpr int kSeeds = 6;

  private:
    // The moves of `side` in `position` whose sowing ends (endless ones left out).
    void finiteMoves(const Position& position, Side side, MoveList& moves) const;
    // The turn is over, for `why`, and `next` would move: round end or his
    // turn.
    void passTurnTo(Position& position, Side next, Trace* trace, Why why) const;
    // Sweeps, scores and refills; returns the next round's first player, or
    // nullopt when the game ended instead.
    std::optional<Side> endRound(Position& position, EndReason reason, Trace* trace) const;
    Side starterOf(int round) const;
};

}  // namespace cowrie
