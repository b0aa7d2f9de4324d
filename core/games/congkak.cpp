#include "congkak.h"

#include "../sowing.h"
#include "turns.h"

namespace cowrie {

namespace {

// The last seed: own store -> another move; occupied hole -> relay; own empty
// hole -> take it and the opposite seeds; opponent's empty hole -> stop.
struct CongkakPolicy : NoSkips {
    Landing land(Board& board, int place, Hand& hand, Trace* trace) const {
        const Side mover = hand.sower;
        if (place == board.store(mover)) return Landing::extraMove();
        if (board.count(place) > 1) return Landing::relay(place);
        if (board.owner(place) == mover) {
            capture(board, board.opposite(place), board.store(mover), mover, trace);
            capture(board, place, board.store(mover), mover, trace);
        }
        return Landing::stop();
    }
};

}  // namespace

std::vector<OptionSpec> Congkak::optionSchema() {
    using T = OptionSpec::Type;
    return {
        {"first", T::Choice, 0, 0, {"south", "north"}, "south", "Who moves first."},
    };
}

Congkak::Congkak(OptionValues options) : Rules(std::move(options)) {
    const Board board = Board::filled(kHoles, kSeeds);
    for (Side s : {Side::South, Side::North})
        circuits_[sideIndex(s)] = twoRowCircuit(board, s, Direction::Cw, StoreRule::OwnStore);
}

Position Congkak::initialPosition() const {
    Position p;
    p.board = Board::filled(kHoles, kSeeds);
    p.toMove = turnOf(firstPlayer());
    return p;
}

void Congkak::legalMoves(const Position& position, MoveList& moves) const {
    moves.clear();
    if (!isSingle(position.toMove)) return;
    addNonEmptyHoles(position.board, sideOf(position.toMove), moves);
}

void Congkak::apply(Position& position, Move move, Trace* trace) const {
    const Side mover = sideOf(position.toMove);
    const CongkakPolicy policy;
    Sower sower(position.board, circuits_[sideIndex(mover)], policy, trace);
    const SowResult result = sower.run(mover, position.board.hole(mover, move.holeNumber()));
    // Congkak cannot sow forever: every lap passes the mover's store, which
    // only grows, so a lift state never repeats.
    if (endIfSideEmpty(position, trace)) return;  // C7: checked after every move
    if (result.end == SowResult::ExtraMove)
        noteExtraMove(mover, trace);
    else
        endTurn(position, opponent(mover), trace);
}

}  // namespace cowrie
