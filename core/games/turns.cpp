#include "core/games/turns.h"

#include <bit>

#include "core/sowing.h"

namespace cowrie {

namespace {

constexpr std::uint8_t kOutOfPlay = Board::Burnt | Board::Blind;

}  // namespace

void addNonEmptyHoles(const Board& board, Side side, MoveList& moves) {
    // Branch-free selection first: whether a hole is empty is unpredictable
    // in play, and mispredicted branches were a third of a random playout.
    unsigned playable = 0;  // bit h: hole h can be played
    const int first = board.hole(side, 1);
    for (int h = 1; h <= board.holes; ++h) {
        const int place = first + h - 1;
        const int ok = int(board.seeds[place] != 0) & int((board.markers[place] & kOutOfPlay) == 0);
        playable |= static_cast<unsigned>(ok) << h;
    }
    for (; playable != 0; playable &= playable - 1)
        moves.push(Move::hole(std::countr_zero(playable)));
}

void noteExtraMove(Side mover, Trace* trace, Why why) {
    record(trace, EventType::ExtraMove, mover, -1, -1, 0, 0, why);
}

void endTurn(Position& position, Side next, Trace* trace, Why why) {
    position.toMove = turnOf(next);
    record(trace, EventType::TurnEnd, next, -1, -1, 0, 0, why);
}

bool endIfSideEmpty(Position& position, Trace* trace, RuleId rule) {
    Board& b = position.board;
    if (b.rowSeeds(Side::South) > 0 && b.rowSeeds(Side::North) > 0) return false;
    const Why why{Reason::SideEmpty, rule};
    sweepHolesToOwners(b, trace, why);
    finishByStores(position, EndReason::SideEmpty, trace, why);
    return true;
}

}  // namespace cowrie
