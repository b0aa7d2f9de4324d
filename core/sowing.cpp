#include "core/sowing.h"

namespace cowrie {

void capture(Board& board, int place, int store, Side actor, Trace* trace, Why why,
             EventType type) {
    const int count = board.seeds[place];
    if (count == 0) return;
    board.seeds[store] = static_cast<std::uint8_t>(board.seeds[store] + count);
    board.seeds[place] = 0;
    record(trace, type, actor, place, store, count, 0, why);
}

void sweepHolesToOwners(Board& board, Trace* trace, Why why) {
    for (Side side : {Side::South, Side::North})
        for (int h = 1; h <= board.holes; ++h)
            capture(board, board.hole(side, h), board.store(side), side, trace, why,
                    EventType::Sweep);
}

void sweepBoardTo(Board& board, Side taker, Trace* trace, Why why) {
    for (Side side : {Side::South, Side::North})
        for (int h = 1; h <= board.holes; ++h)
            capture(board, board.hole(side, h), board.store(taker), taker, trace, why,
                    EventType::Sweep);
}

void finishByStores(Position& position, EndReason reason, Trace* trace, Why why) {
    const Board& b = position.board;
    const int south = b.count(b.store(Side::South));
    const int north = b.count(b.store(Side::North));
    position.winner = south > north ? Winner::South : north > south ? Winner::North : Winner::Draw;
    position.endReason = reason;
    position.toMove = Turn::None;
    recordEnd(trace, EventType::GameEnd, reason, position.winner, why);
}

}  // namespace cowrie
