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

#include <cassert>

#include "../rules.h"
#include "evaluation.h"
#include "pvs.h"
#include "transposition.h"

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
    int expand(const Node& position, int tableMove, Child* out) const;
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
    Score simultaneous(Search& search, const Position& position, int depth, int ply, Move* best);

    const Rules& rules() const { return rules_; }

  private:
    const Rules& rules_;
    TranspositionTable& table_;
    GameTraits traits_;
};

}  // namespace cowrie::ai
