#include "core/match.h"

#include <cassert>

namespace cowrie {

namespace {

// Two positions are "the same" for G7: round, every place, player to move.
bool samePlaceForRepetition(const Position& a, const Position& b) {
    return a.round == b.round && a.toMove == b.toMove && a.board == b.board;
}

}  // namespace

Match::Match(std::shared_ptr<const Rules> rules) : rules_(std::move(rules)) {
    positions_.push_back(rules_->initialPosition());
}

Match::Match(std::shared_ptr<const Rules> rules, Position start) : rules_(std::move(rules)) {
    positions_.push_back(std::move(start));
}

MoveList Match::legalMoves() const {
    if (!legalCache_ || legalCache_->first != position()) {
        MoveList moves;
        rules_->legalMoves(position(), moves);
        legalCache_.emplace(position(), moves);
    }
    return legalCache_->second;
}

std::optional<std::string> Match::whyIllegal(Move move) const {
    if (legalMoves().contains(move)) return std::nullopt;
    return rules_->whyIllegal(position(), move);
}

void Match::advance(Position& position, Move move, size_t upTo, Trace* trace) const {
    const int before = position.board.totalSeeds();
    rules_->apply(position, move, trace);
    assert(position.board.totalSeeds() == before && "seeds must be conserved");
    (void)before;
    if (!rules_->usesRepetitionRule() || position.over()) return;
    // Only the current round counts, and rounds only grow: scan back to its start.
    int seen = 1;
    for (size_t i = upTo; i-- > 0 && positions_[i].round == position.round;)
        if (samePlaceForRepetition(positions_[i], position)) ++seen;
    if (seen >= 3) rules_->endRoundByRepetition(position, trace);
}

Trace Match::play(Move move) {
    Trace trace;
    Position next = position();
    advance(next, move, cursor_ + 1, &trace);
    positions_.resize(cursor_ + 1);
    moves_.resize(cursor_);
    positions_.push_back(next);
    moves_.push_back(move);
    ++cursor_;
    return trace;
}

void Match::undo() {
    if (canUndo()) --cursor_;
}

Trace Match::redo() {
    Trace trace;
    if (!canRedo()) return trace;
    Position replayed = position();
    advance(replayed, moves_[cursor_], cursor_ + 1, &trace);
    ++cursor_;
    return trace;
}

std::vector<Move> Match::moves() const {
    return std::vector<Move>(moves_.begin(), moves_.begin() + static_cast<long>(cursor_));
}

}  // namespace cowrie
