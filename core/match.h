#pragma once
// Match: one game in progress: the rules, the positions after every move,
// undo/redo, and the third-repetition rule (G7) for games that use it.

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/rules.h"

namespace cowrie {

class Match {
  public:
    explicit Match(std::shared_ptr<const Rules> rules);
    // A match that starts from `start` instead of the initial position.
    Match(std::shared_ptr<const Rules> rules, Position start);

    const Rules& rules() const { return *rules_; }
    std::shared_ptr<const Rules> sharedRules() const { return rules_; }
    const Position& position() const { return positions_[cursor_]; }
    const Position& initialPosition() const { return positions_.front(); }
    // The position after the first `count` moves (0 <= count <= moveCount()).
    const Position& positionAfter(int count) const {
        return positions_[static_cast<size_t>(count)];
    }
    // The legal moves now. The list of the current position is kept: a
    // three-row position whose candidates run to G1's cap costs milliseconds,
    // and the app asks several times per move. (Not thread-safe: a Match
    // belongs to one thread.)
    MoveList legalMoves() const;
    // nullopt when `move` is legal now, otherwise why not.
    std::optional<std::string> whyIllegal(Move move) const;

    // Plays a legal move (precondition), dropping any redo history, and
    // returns its trace.
    Trace play(Move move);

    bool canUndo() const { return cursor_ > 0; }
    bool canRedo() const { return cursor_ < moves_.size(); }
    void undo();
    // Replays the next undone move and returns its trace again.
    Trace redo();

    // The moves that led to the current position.
    std::vector<Move> moves() const;
    int moveCount() const { return static_cast<int>(cursor_); }

  private:
    // Applies `move` to `position` with the repetition rule; `upTo` is the
    // number of earlier positions that count for repetitions.
    void advance(Position& position, Move move, size_t upTo, Trace* trace) const;

    std::shared_ptr<const Rules> rules_;
    std::vector<Position> positions_;  // [0] initial, [i+1] after moves_[i]
    std::vector<Move> moves_;
    size_t cursor_ = 0;  // positions_[cursor_] is current
    mutable std::optional<std::pair<Position, MoveList>> legalCache_;
};

}  // namespace cowrie
