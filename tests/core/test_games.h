#pragma once
// Purpose-built games for testing the shared machinery (Match's repetition
// rule) on positions that Kalah and Congkak cannot reach.

#include "core/games/turns.h"
#include "core/rules.h"
#include "core/sowing.h"

namespace cowrie::test {

// "Shuffle": two holes a side, one seed each. A move takes the one seed of
// the named hole into the player's other hole; turns alternate. Positions
// repeat at once, so the third-repetition rule is what ends the game.
class ShuffleGame final : public Rules {
  public:
    ShuffleGame()
        : Rules(
              description(),
              OptionValues(std::vector<std::pair<std::string, std::string>>{{"first", "south"}})) {}

    static const GameInfo& description() {
        static const GameInfo game{.id = "shuffle", .name = "Shuffle"};
        return game;
    }
    Geometry geometry() const override { return {2, 2, true}; }
    Position initialPosition() const override {
        Position p;
        p.board = Board::filled(2, 0);
        p.board.seeds[p.board.hole(Side::South, 1)] = 1;
        p.board.seeds[p.board.hole(Side::North, 1)] = 1;
        return p;
    }
    void legalMoves(const Position& p, MoveList& moves) const override {
        moves.clear();
        if (isSingle(p.toMove)) addNonEmptyHoles(p.board, sideOf(p.toMove), moves);
    }
    void apply(Position& p, Move move, Trace* trace) const override {
        const Side mover = sideOf(p.toMove);
        const int from = p.board.hole(mover, move.holeNumber());
        const int to = p.board.hole(mover, 3 - move.holeNumber());
        --p.board.seeds[from];
        ++p.board.seeds[to];
        endTurn(p, opponent(mover), trace);
    }
    bool usesRepetitionRule() const override { return true; }
    void endRoundByRepetition(Position& p, Trace* trace) const override {
        sweepHolesToOwners(p.board, trace);
        finishByStores(p, EndReason::Repetition, trace);
    }
};

}  // namespace cowrie::test
