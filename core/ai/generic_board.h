#pragma once
// GenericBoard: the board adapter of Pvs (pvs.h) over the generic Rules
// interface, for every game.
//
// - Every child is generated and ordered before recursing: the table move,
//   then moves that keep the turn, then by seeds gained.
// - Transposition table keyed on the whole position with full verification.
// - Kalah-like games (stores only grow): the seeds still in play bound the
//   final margin, a safe cut-off before any search.
// - A position where both players choose at once is a small matrix game: the
//   value of every pair is searched, and each side plays its best response
//   (maximin for South, minimax for North); the node's value is the mean of
//   the two pure-strategy bounds.

#include <algorithm>
#include <array>
#include <cassert>

#include "core/ai/evaluation.h"
#include "core/ai/pvs.h"
#include "core/ai/transposition.h"
#include "core/rules.h"

namespace cowrie::ai {

class GenericBoard {
  public:
    using Node = Position;
    struct Child {
        Position position;
        Move move;
        int order = 0;
        Side pov = Side::South;  // the player who moved into it
    };
    using Key = std::uint64_t;
    using Search = Pvs<GenericBoard>;
    static constexpr int kMaxChildren = MoveList::kCapacity;
    static constexpr bool kBothMayMove = true;

    GenericBoard(const Rules& rules, TranspositionTable& table, const GameTraits& traits)
        : rules_(rules), table_(table), traits_(traits) {}

    const Node& node(const Child& child) const { return child.position; }
    Key key(const Node& position) const { return TranspositionTable::keyOf(position); }
    bool probe(const Node& position, Key key, TableHit& hit) const {
        const TableEntry* entry = table_.probe(position, key);
        if (entry == nullptr) return false;
        hit = {entry->score, entry->depth, entry->bound, entry->move};
        return true;
    }
    void store(const Node& position, Key key, Score score, int depth, Bound bound,
               const Child* best) {
        table_.store(position, key, score, depth, bound, best ? best->move.code() : Move().code());
    }
    ScoreBounds bounds(const Node& position) const {
        assert(isSingle(position.toMove));
        return finalBounds(traits_, position, sideOf(position.toMove));
    }
    // Generates, plays and orders the children of `position`.
    int expand(const Node& position, int tableMove, Child* frame) const {
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
    Score noMoveValue(const Node& position) const {
        return evaluate(traits_, position, sideOf(position.toMove));
    }
    bool ended(const Child& child, Score& value) const {
        if (!child.position.over()) return false;
        value = finalScore(traits_, child.position, child.pov);
        return true;
    }
    Score horizonValue(const Child& child) const {
        if (child.position.toMove != Turn::Both)
            return evaluate(traits_, child.position, child.pov);
        return (child.pov == Side::South ? 1 : -1) * evaluate(traits_, child.position, Side::South);
    }
    static Score gain(const Child&) { return 0; }
    static bool keepsTurn(const Child& child) { return sideOf(child.position.toMove) == child.pov; }
    static Move move(const Child& child) { return child.move; }

    static bool bothMove(const Child& child) { return child.position.toMove == Turn::Both; }
    Score simultaneousValue(Search& search, const Child& child, int depth, int ply) {
        const Score south = simultaneous(search, child.position, depth, ply, nullptr);
        return child.pov == Side::South ? south : -south;
    }
    // Value for South of `position`, where both choose at once; `best` gets
    // the pair of best responses.
    Score simultaneous(Search& search, const Position& position, int depth, int ply, Move* best) {
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

    const Rules& rules() const { return rules_; }

  private:
    const Rules& rules_;
    TranspositionTable& table_;
    GameTraits traits_;
};

}  // namespace cowrie::ai
