#include "generic_board.h"

#include <algorithm>
#include <array>

namespace cowrie::ai {

int GenericBoard::expand(const Position& position, int tableMove, Child* frame) const {
    const Side mover = sideOf(position.toMove);
    MoveList moves;
    rules_.legalMoves(position, moves);
    const int leadBefore = storeLead(position.board, mover);
    const Turn keep = turnOf(mover);
    for (int i = 0; i < moves.size(); ++i) {
        Child& child = frame[i];
        child.position = position;
        child.move = moves[i];
        child.pov = mover;
        rules_.apply(child.position, moves[i], nullptr);
        int order = 10 * (storeLead(child.position.board, mover) - leadBefore);
        if (child.position.toMove == keep) order += 1000;
        if (moves[i].code() == tableMove) order += 1'000'000;
        child.order = order;
    }
    // Insertion sort, best first (few moves; children are cheap to swap).
    for (int i = 1; i < moves.size(); ++i)
        for (int j = i; j > 0 && frame[j - 1].order < frame[j].order; --j)
            std::swap(frame[j - 1], frame[j]);
    return moves.size();
}

Score GenericBoard::simultaneous(Search& search, const Position& position, int depth, int ply,
                                 Move* best) {
    assert(position.toMove == Turn::Both);
    MoveList moves;
    rules_.legalMoves(position, moves);
    // value[s][n]: South's value of the pair (South hole s, North hole n);
    // holes are numbered from 1, so index 0 stays missing.
    constexpr int kMissing = kInfinity + 1;
    constexpr int kSlots = Board::kMaxHoles + 1;
    std::array<std::array<Score, kSlots>, kSlots> value;
    for (auto& row : value) row.fill(kMissing);
    for (Move move : moves) {
        Child child{position, move, 0, Side::South};
        rules_.apply(child.position, move, nullptr);
        const Score v = search.childValue(child, depth - 1, -kInfinity, kInfinity, ply + 1);
        if (search.clock().stopped()) return 0;
        value[move.southHole()][move.northHole()] = v;
    }
    // South's maximin (worst case over North's replies) and North's minimax.
    Score lower = -kInfinity, upper = kInfinity;
    int southChoice = 0, northChoice = 0;
    for (int s = 0; s < kSlots; ++s) {
        Score worst = kInfinity;
        bool any = false;
        for (int n = 0; n < kSlots; ++n)
            if (value[s][n] != kMissing) worst = std::min(worst, value[s][n]), any = true;
        if (any && worst > lower) lower = worst, southChoice = s;
    }
    for (int n = 0; n < kSlots; ++n) {
        Score bestForSouth = -kInfinity;
        bool any = false;
        for (int s = 0; s < kSlots; ++s)
            if (value[s][n] != kMissing)
                bestForSouth = std::max(bestForSouth, value[s][n]), any = true;
        if (any && bestForSouth < upper) upper = bestForSouth, northChoice = n;
    }
    if (best != nullptr) {
        *best = Move::pair(southChoice, northChoice);
        if (!moves.contains(*best) && !moves.empty()) *best = moves[0];
    }
    if (moves.empty()) return evaluate(traits_, position, Side::South);
    return (lower + upper) / 2;
}

}  // namespace cowrie::ai
