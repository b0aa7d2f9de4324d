#include "sowing.h"

namespace cowrie {

bool EndlessGuard::firstVisit(const Board& board, int liftPlace) {
    const std::uint64_t h = board.hash() ^ (static_cast<std::uint64_t>(liftPlace) << 56);
    for (const Seen& s : seen_)
        if (s.hash == h && s.place == liftPlace && s.board == board) return false;
    seen_.push_back({h, board, liftPlace});
    return true;
}

bool SimultaneousGuard::firstVisit(const Board& board, const std::array<Hand, 2>& hands,
                                   const std::array<bool, 2>& active) {
    const std::array<int, 4> h{hands[0].index, hands[0].seeds, hands[1].index, hands[1].seeds};
    std::uint64_t key = board.hash();
    for (int x : h) key = (key ^ static_cast<std::uint64_t>(x)) * 1099511628211ull;
    key = (key ^ (active[0] ? 1u : 0u) ^ (active[1] ? 2u : 0u)) * 1099511628211ull;
    for (const Seen& s : seen_)
        if (s.hash == key && s.hands == h && s.active == active && s.board == board) return false;
    seen_.push_back({key, board, h, active});
    return true;
}

void capture(Board& board, int place, int store, Side actor, Trace* trace, EventType type) {
    const int count = board.seeds[place];
    if (count == 0) return;
    board.seeds[store] = static_cast<std::uint8_t>(board.seeds[store] + count);
    board.seeds[place] = 0;
    record(trace, type, actor, place, store, count);
}

void sweepHolesToOwners(Board& board, Trace* trace) {
    for (Side side : {Side::South, Side::North})
        for (int h = 1; h <= board.holes; ++h)
            capture(board, board.hole(side, h), board.store(side), side, trace, EventType::Sweep);
}

void sweepBoardTo(Board& board, Side taker, Trace* trace) {
    for (Side side : {Side::South, Side::North})
        for (int h = 1; h <= board.holes; ++h)
            capture(board, board.hole(side, h), board.store(taker), taker, trace, EventType::Sweep);
}

void finishByStores(Position& position, EndReason reason, Trace* trace) {
    const Board& b = position.board;
    const int south = b.count(b.store(Side::South));
    const int north = b.count(b.store(Side::North));
    position.winner = south > north ? Winner::South : north > south ? Winner::North : Winner::Draw;
    position.endReason = reason;
    position.toMove = Turn::None;
    recordEnd(trace, EventType::GameEnd, reason, position.winner);
}

}  // namespace cowrie
