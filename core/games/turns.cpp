#include "turns.h"

#include "../sowing.h"

namespace cowrie {

void addNonEmptyHoles(const Board& board, Side side, MoveList& moves) {
    for (int h = 1; h <= board.holes; ++h) {
        const int place = board.hole(side, h);
        if (board.count(place) > 0 && board.inPlay(place)) moves.push(Move::hole(h));
    }
}

void noteExtraMove(Side mover, Trace* trace) {
    record(trace, EventType::ExtraMove, mover);
}

void endTurn(Position& position, Side next, Trace* trace) {
    position.toMove = turnOf(next);
    record(trace, EventType::TurnEnd, next);
}

bool endIfSideEmpty(Position& position, Trace* trace) {
    Board& b = position.board;
    if (b.rowSeeds(Side::South) > 0 && b.rowSeeds(Side::North) > 0) return false;
    sweepHolesToOwners(b, trace);
    finishByStores(position, EndReason::SideEmpty, trace);
    return true;
}

}  // namespace cowrie
