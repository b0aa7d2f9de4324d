#include "core/games/store_relay.h"

namespace cowrie {

void StoreRelayPolicy::dropped(Board& board, int place, Hand& hand, Trace* trace) const {
    if (burntPenalty && !board.isStore(place) && (board.markers[place] & Board::Burnt))
        capture(board, place, board.store(opponent(hand.sower)), hand.sower, trace,
                {Reason::BurntHole, RuleId::C4});
}

Landing StoreRelayPolicy::land(Board& board, int place, Hand& hand, Trace* trace) const {
    const Side mover = hand.sower;
    if (place == board.store(mover)) return Landing::extraMove({Reason::LastInStore, {}});
    if (!board.inPlay(place))  // a penalty hole ends the turn (C4)
        return Landing::stop({Reason::LastInBurntHole, RuleId::C4});
    if (board.count(place) > 1)
        return Landing::relay(place, {Reason::LastInOccupiedHole, RuleId::Relay});
    const int facing = board.opposite(place);
    // C5: a burnt hole opposite counts as empty.
    const bool facingBurnt = !board.inPlay(facing);
    const bool facingEmpty = facingBurnt || board.count(facing) == 0;
    const Why captured{Reason::Captured, RuleId::TurnEnd};
    if (board.owner(place) == mover) {
        if (facingEmpty && !loneSeed)
            return Landing::stop(
                {Reason::OppositeEmpty, facingBurnt ? RuleId::C5 : RuleId::Captures});
        const Why why{Reason::LastInOwnEmptyHole,
                      facingEmpty ? (facingBurnt ? RuleId::C5 : loneSeedRule) : RuleId::Captures};
        capture(board, facing, board.store(mover), mover, trace, why);
        capture(board, place, board.store(mover), mover, trace, why);
        return Landing::stop(captured);
    }
    if (!eitherSide) return Landing::stop({Reason::LastInOpponentsEmptyHole, RuleId::TurnEnd});
    const Why why{Reason::LastInOpponentsEmptyHole, RuleId::H1};  // the either-side option
    capture(board, place, board.store(mover), mover, trace, why);
    if (!facingEmpty) capture(board, facing, board.store(mover), mover, trace, why);
    return Landing::stop(captured);
}

namespace {

Circuit circuitFor(const Board& board, Side side, Direction direction,
                   const StoreRelayPolicy& policy) {
    return twoRowCircuit(board, side, direction, StoreRule::OwnStore,
                         /*skipOutOfPlay=*/!policy.burntPenalty);
}

}  // namespace

SowResult sowStoreRelay(Board& board, Side mover, int hole, Direction direction,
                        const StoreRelayPolicy& policy, Trace* trace) {
    const Circuit circuit = circuitFor(board, mover, direction, policy);
    return Sower(board, circuit, policy, trace).run(mover, board.hole(mover, hole));
}

Side playSimultaneousStart(Board& board, Move move, Direction direction,
                           const StoreRelayPolicy& policy, Trace* trace) {
    const std::array<Circuit, 2> circuits{circuitFor(board, Side::South, direction, policy),
                                          circuitFor(board, Side::North, direction, policy)};
    const SimultaneousResult r = sowSimultaneously(
        board, circuits, policy,
        {board.hole(Side::South, move.southHole()), board.hole(Side::North, move.northHole())},
        trace);
    // Each circuit passes its sower's store, which only grows: no cycle.
    return r.dropped[1] > r.dropped[0] ? Side::North : Side::South;
}

void addSimultaneousPairs(const Board& board, MoveList& moves) {
    for (int s = 1; s <= board.holes; ++s) {
        const int south = board.hole(Side::South, s);
        if (board.count(south) == 0 || !board.inPlay(south)) continue;
        for (int n = 1; n <= board.holes; ++n) {
            const int north = board.hole(Side::North, n);
            if (board.count(north) > 0 && board.inPlay(north)) moves.push(Move::pair(s, n));
        }
    }
}

}  // namespace cowrie
