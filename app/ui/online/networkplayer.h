#pragma once
// NetworkPlayer: the friend at another computer, as a player of an online
// game session (player.h). Its moves are the server's `moved` messages for
// the other seat (or, after a simultaneous start, the pair both chose): the
// online game hands each over (deliver()), and the player answers with it
// when asked. A move that comes before the question (the view was still
// showing the last move, the replay was open) waits in order; a cancelled
// question keeps it, since the server has played it already.

#include <QTimer>

#include <deque>

#include "app/ui/play/player.h"

namespace cowrie::ui {

class NetworkPlayer : public Player {
    Q_OBJECT

  public:
    using Player::Player;

    SideState::Kind kind() const override { return SideState::Remote; }
    void ask(const Question&) override {
        asked_ = true;
        answerSoon();
    }
    void cancel() override { asked_ = false; }

    // A move the server has played for this player.
    void deliver(cowrie::Move move) {
        waiting_.push_back(move);
        answerSoon();
    }
    // A new game, or the game rebuilt from the server's moves.
    void forget() {
        waiting_.clear();
        asked_ = false;
    }
    bool hasWaiting() const { return !waiting_.empty(); }

  private:
    // Answered from the event loop, never inside the session's own call.
    void answerSoon() {
        if (!asked_ || waiting_.empty()) return;
        QTimer::singleShot(0, this, [this] {
            if (!asked_ || waiting_.empty()) return;
            const cowrie::Move move = waiting_.front();
            waiting_.pop_front();
            asked_ = false;
            emit moved(move);
        });
    }

    std::deque<cowrie::Move> waiting_;
    bool asked_ = false;
};

}  // namespace cowrie::ui
