#include "core/rounds.h"

namespace cowrie {

Winner scoreRound(Position& position, EndReason reason, Trace* trace, Why why) {
    const Board& b = position.board;
    const int south = b.count(b.store(Side::South));
    const int north = b.count(b.store(Side::North));
    const Winner winner = south > north   ? Winner::South
                          : north > south ? Winner::North
                                          : Winner::Draw;
    if (winner == Winner::South) ++position.roundWins[0];
    if (winner == Winner::North) ++position.roundWins[1];
    recordEnd(trace, EventType::RoundEnd, reason, winner, why);
    return winner;
}

void fillHole(Board& board, Side side, int hole, int count, Trace* trace) {
    const int place = board.hole(side, hole);
    const int store = board.store(side);
    for (int k = 0; k < count; ++k) {
        --board.seeds[store];
        ++board.seeds[place];
        record(trace, EventType::Refill, side, place, store, 1);
    }
}

void refillFromStores(Board& board, int perHole, bool storeOnRight, Trace* trace, RuleId burnRule) {
    const int n = board.holes;
    for (Side side : {Side::South, Side::North}) {
        const int store = board.store(side);
        for (int i = 0; i < n; ++i) {
            const int hole = board.hole(side, storeOnRight ? n - i : i + 1);
            board.markers[hole] &= static_cast<std::uint8_t>(~Board::Burnt);
            if (board.seeds[store] < perHole) {
                board.markers[hole] |= Board::Burnt;
                record(trace, EventType::Burn, side, hole, -1, 0, 0,
                       {Reason::TooFewSeeds, burnRule});
                continue;
            }
            fillHole(board, side, board.holeNumber(hole), perHole, trace);
        }
    }
}

bool cannotFillAHole(const Board& board, Side side, int perHole) {
    return board.count(board.store(side)) < perHole;
}

bool endIfCannotFill(Position& position, int perHole, Trace* trace, RuleId rule) {
    const bool southShort = cannotFillAHole(position.board, Side::South, perHole);
    const bool northShort = cannotFillAHole(position.board, Side::North, perHole);
    if (!southShort && !northShort) return false;
    const Winner winner = southShort && northShort ? Winner::Draw
                          : southShort             ? Winner::North
                                                   : Winner::South;
    finishBetweenRounds(position, winner, EndReason::CannotFill, trace, {Reason::CannotFill, rule});
    return true;
}

void finishBetweenRounds(Position& position, Winner winner, EndReason reason, Trace* trace,
                         Why why) {
    position.winner = winner;
    position.endReason = reason;
    position.toMove = Turn::None;
    recordEnd(trace, EventType::GameEnd, reason, winner, why);
}

Side poorerPlayer(const Board& board, Side tie) {
    const int south = board.count(board.store(Side::South));
    const int north = board.count(board.store(Side::North));
    if (south == north) return tie;
    return south < north ? Side::South : Side::North;
}

}  // namespace cowrie
