#pragma once
// Olinda keliya: puhulmutu (Kandy, Sri Lanka), docs/rules/olinda-keliya.md.
// The decision ids below (O1-O14) are anchors in that file, e.g.
// docs/rules/olinda-keliya.md#O11; G2 and G5-G7 are in docs/rules/README.md.
//
// Two rows of 7 holes, 4 seeds each (56); stores hold captures only. The
// first move also chooses the direction for the whole game ("3R": both sow
// counter-clockwise, each player's first hole is his hole 1 and his last
// hole 7; "3L" the reverse, O1). One shared circuit, blind holes left out.
//
// A turn: lift a hole of yours and sow one seed per hole, passing over every
// hole holding exactly 3, except with the last seed. A last seed making 4
// eats them; then the next hole is lifted and sowing goes on, unless it is
// empty or privileged (O4). A last seed into another occupied hole relays
// from it (the lifted hole is not skipped, O12); into an empty hole the turn
// ends ("sits"). A single seed in your last hole may not start a turn while
// another hole of yours can be lifted (rule 5, O2, O3).
//
// A phase ends when the player to move has no seeds in his row (also: every
// start he has sows forever, G2; the third repetition, G7; nobody can lift,
// O6 — a player whose seeds are all privileged passes). Each player owns his
// captures and the seeds in his holes. Next phase: each fills 4 a hole from
// his first hole on; the short player's unfilled holes are blind; his last
// filled hole with 1 or 2 seeds is his puta or naga (3: a wala), and the
// opponent removes 1, 2 or 3 from his own last hole so that the two last
// holes hold 4 together; puta and naga holes on both sides are privileged
// (never lifted, never passed over, never eaten; a last seed there ends the
// turn, O11). The blind player starts. 28 each: a draw when `equal-draw`,
// else both fill 7x4 and the other player starts (O8). Option
// `short-arrangement` (2 or 1, O9, O10, O14): a player starting a phase with
// fewer than 12 seeds puts that many in up to 6 holes and the rest (at most 4)
// in his last hole; he then passes over 1- and 2-seed holes, sows into 3s
// without eating, and eats when his last seed makes a hole of 2 (or 1) into
// 3 (or 2). A player with no seeds at the start of a phase has lost.

#include <optional>

#include "core/rules.h"

namespace cowrie {

class OlindaKeliya final : public Rules {
  public:
    explicit OlindaKeliya(OptionValues options);

    Geometry geometry() const override { return {2, kHoles, /*storeOnRight=*/true}; }
    Geometry geometryAt(const Position& position) const override;
    Position initialPosition() const override;
    void legalMoves(const Position& position, MoveList& moves) const override;
    void apply(Position& position, Move move, Trace* trace) const override;
    bool usesRepetitionRule() const override { return true; }
    void endRoundByRepetition(Position& position, Trace* trace) const override;
    bool hasOutOfPlayHoles() const override { return true; }
    Board::Marker outOfPlayMarker() const override { return Board::Blind; }
    bool hasPrivilegedHoles() const override { return true; }
    bool choosesDirection() const override { return true; }
    // "phase": {"short": "south"|"north"|null, "perHole": 0|1|2, "starter": "south"|"north"}
    std::vector<std::string> stateKeys() const override { return {"phase"}; }
    void writeStateKeys(const Position& position, Json& state) const override;
    std::optional<std::string> readStateKeys(const Json& state, Position& position) const override;
    std::optional<std::string> whyInconsistent(const Position& position) const override {
        return whyInconsistentRounds(position, /*simultaneousStart=*/false);
    }

    static std::vector<OptionSpec> optionSchema();
    // The game as the registry lists it (names, options, traits, look).
    static const GameInfo& description();
    static constexpr int kHoles = 7;
    static constexpr int kSeeds = 4;

    // The round state kept in Position::extra.
    struct Phase {
        std::optional<Side> shortPlayer;  // who took the short arrangement
        int shortPerHole = 0;             // 2 or 1
        Side starter = Side::South;       // who started this phase
    };
    static Phase phaseOf(const Position& position);
    static void setPhase(Position& position, const Phase& phase);

  private:
    // The starts `side` may choose (rule 5, privileges, endless ones left out).
    void startMoves(const Position& position, Side side, MoveList& moves) const;
    // `next` is to move (for `why`): his turn, a pass, or the end of the
    // phase.
    void beginTurn(Position& position, Side next, Trace* trace, Why why) const;
    // Why the starter of the phase just arranged starts it.
    static Why starterWhy(const Position& position);
    // Ends the phase for `reason` and sets up the next; returns its starter,
    // or nullopt when the game ended.
    std::optional<Side> endPhase(Position& position, EndReason reason, Trace* trace) const;
    Side arrangeNextPhase(Position& position, Trace* trace) const;

    int shortArrangement_;  // 0 off, else seeds per hole (2 or 1)
    bool equalDraw_;
};

}  // namespace cowrie
