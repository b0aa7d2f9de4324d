#pragma once
// Three-row mancala, docs/rules/three-row.md. The decision ids below (T1-T4)
// are anchors in that file, e.g. docs/rules/three-row.md#T3; G2 and G8 are in
// docs/rules/README.md.
//
//     | f | e | d | c | b | a |     North's row
//     | g | h | i | I | H | G |     middle row: g h i North's, I H G South's
//     | A | B | C | D | E | F |     South's row
//
// South owns A..I (his holes 1..9), North a..i; 3 seeds a hole (54); stores
// on each player's right hold captures only. Both sow counter-clockwise round
// one 18-hole circuit A..I a..i. Columns for captures, left to right:
// (f g A) (e h B) (d i C) (c I D) (b H E) (a G F).
//
// Phase 1 (round 1): both lift at once ("S3+N5") and sow in ticks, South then
// North; a last seed into an occupied hole relays from it; no captures. The
// tick in which a sowing ends in an empty hole ends the phase (T1); seeds
// still in a hand are sown on without effect (T2); the player who ended in an
// empty hole starts phase 2 (both: South).
//
// Phase 2 (round 2): turns. A last seed into an occupied hole relays; into an
// empty hole of the mover's (empty before the seed, T3) captures the
// opponent's holes of that column and, if anything was taken, the lone seed
// is lifted and sown on; otherwise, and in an empty hole of the opponent's,
// the turn ends. A player who has no seeds in his 9 holes when his turn comes
// (or only endless starts, G2) ends the game: the opponent takes every seed
// left. More seeds wins.
//
// Option `games` (T4): a match of N games; between games both fill their
// first min(9, poorer div 3) holes with 3, the richer moves first (equal:
// South), no phase 1. Each game counts as a round. The match ends after N
// games or when the poorer player has fewer than 3 seeds.
//
// Moves are written with hole numbers (A = 1 .. I = 9, a = 1 .. i = 9); the
// letters are accepted as input too.

#include <optional>

#include "core/rules.h"

namespace cowrie {

class ThreeRow final : public Rules {
  public:
    explicit ThreeRow(OptionValues options);

    Geometry geometry() const override { return {3, 6, /*storeOnRight=*/true}; }
    Cell cellOf(const Position& position, int place) const override;
    Position initialPosition() const override;
    void legalMoves(const Position& position, MoveList& moves) const override;
    void apply(Position& position, Move move, Trace* trace) const override;
    std::optional<Move> parseMove(std::string_view text) const override;
    // "gamesPlayed": the games of the match finished so far (0 in the first).
    std::vector<std::string> stateKeys() const override { return {"gamesPlayed"}; }
    void writeStateKeys(const Position& position, Json& state) const override;
    std::optional<std::string> readStateKeys(const Json& state, Position& position) const override;
    std::optional<std::string> whyInconsistent(const Position& position) const override;
    std::string holeName(Side side, int number) const override {
        return std::string(1, static_cast<char>((side == Side::South ? 'A' : 'a') + number - 1));
    }

    bool roundsArePhases() const override { return true; }  // G8

    static std::vector<OptionSpec> optionSchema();
    // The game as the registry lists it (names, options, traits, look).
    static const GameInfo& description();
    static constexpr int kHoles = 9;
    static constexpr int kSeeds = 3;
    // The places of the same column as `place` (top to bottom).
    static std::array<int, 3> columnOf(const Board& board, int place);

  private:
    // `next` is to move (for `why`): his turn, or the end of the game.
    void beginTurn(Position& position, Side next, Trace* trace, Why why) const;
    // `taker` takes every seed on the board; the game ends (or the next one
    // of the match begins).
    void endGame(Position& position, Side taker, EndReason reason, Trace* trace) const;

    int games_;
};

}  // namespace cowrie
