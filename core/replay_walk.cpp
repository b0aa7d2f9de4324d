#include "core/replay_walk.h"

#include <algorithm>

namespace cowrie {

ReplayWalk::ReplayWalk(const Match& game) : game_(game.sharedRules(), game.initialPosition()) {
    positions_.push_back(game.initialPosition());
    for (const Move move : game.moves()) {
        game_.play(move);
        positions_.push_back(game_.position());
    }
}

TraceBoard ReplayWalk::board() const {
    if (inMove()) return boards_[static_cast<size_t>(eventIndex())];
    return TraceBoard{positions_[static_cast<size_t>(shown_)].board, {}, {-1, -1}};
}

void ReplayWalk::load(int move) {
    if (loaded_ == move) return;
    while (game_.moveCount() > move - 1) game_.undo();
    while (game_.moveCount() < move - 1) game_.redo();
    trace_ = game_.redo();
    steps_ = traceSteps(trace_);
    boards_ = boardsAlongTrace(positions_[static_cast<size_t>(move - 1)].board, trace_);
    loaded_ = move;
}

bool ReplayWalk::stepForward() {
    if (inMove()) {
        if (++step_ >= static_cast<int>(steps_.size()) - 1) {
            ++shown_;
            step_ = -1;
        }
        return true;
    }
    if (shown_ >= length()) return false;
    load(shown_ + 1);
    if (steps_.size() <= 1)
        ++shown_;
    else
        step_ = 0;
    return true;
}

bool ReplayWalk::stepBack() {
    if (inMove()) {
        --step_;  // from the first step: rest before the move
        return true;
    }
    if (shown_ == 0) return false;
    load(shown_);
    --shown_;
    step_ = static_cast<int>(steps_.size()) - 2;  // -1 for a one-step move: rest before it
    return true;
}

void ReplayWalk::seek(int moves) {
    shown_ = std::clamp(moves, 0, length());
    step_ = -1;
}

void ReplayWalk::enterMove(int move, int event) {
    if (move < 1 || move > length()) return seek(move);
    load(move);
    shown_ = move - 1;
    step_ = -1;
    for (size_t i = 0; i + 1 < steps_.size(); ++i) {
        if (steps_[i] >= event) {
            step_ = static_cast<int>(i);
            return;
        }
    }
    seek(move);  // the move's last step: rest after it
}

}  // namespace cowrie
