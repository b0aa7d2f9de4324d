#pragma once
// PersonPlayer: a person at this computer (player.h). Asked for a move, it
// waits for the board: the session hands it the move a click or a key makes
// (offer()) once it has refused what the turn or the rules forbid, and the
// person answers with it. Each person playing has one (two in a game
// between two people at one screen).

#include "app/ui/play/player.h"

namespace cowrie::ui {

class PersonPlayer : public Player {
    Q_OBJECT

  public:
    using Player::Player;

    SideState::Kind kind() const override { return SideState::Person; }
    void ask(const Question&) override { asked_ = true; }
    void cancel() override { asked_ = false; }

    // The person's move, from the board: the answer while asked (true),
    // else nothing happens (false). A move the session refuses leaves the
    // question standing: the person tries again.
    bool offer(cowrie::Move move) {
        if (!asked_) return false;
        emit moved(move);
        return true;
    }

  private:
    bool asked_ = false;
};

}  // namespace cowrie::ui
