#pragma once
// Player: whoever plays a side of a game session. The session knows its
// players only through this interface:
//
//   ask(question)  the session wants a move: the move of `question.side` in
//                  `question.position`. In a simultaneous start each side
//                  chooses its starting hole alone (the answer is the hole,
//                  Move::hole), unless one player plays both sides (a demo's
//                  computer): then `side` is BothSides and the answer a pair.
//   cancel()       the question is void (a move was undone, a new game, the
//                  replay opened): no answer to it may come any more.
//   moved(move)    the answer, at once or later. The session checks it
//                  against the rules and plays it (a person's, refused, is
//                  told why and may answer again); the answer of a player
//                  not at the board (the computer) waits until the board
//                  has shown the move before it. Each question is asked once.
//
// Kinds of player:
//   PersonPlayer    a person at this computer: its moves are the board's
//                   clicks and keys, which the session, having refused what
//                   the rules or the turn forbid, hands over (offer()).
//   ComputerPlayer  the engine, thinking on the engine's thread.
//   NetworkPlayer   a friend at another computer (online/networkplayer.h):
//                   its answers are the moves the game server announces for
//                   the friend's side (an online game's session sends the
//                   person's moves to the server itself).

#include <QObject>

#include <memory>

#include "app/ui/play/sides.h"
#include "app/ui/play/sidestate.h"
#include "core/move.h"
#include "core/position.h"
#include "core/rules.h"

namespace cowrie::ui {

class Player : public QObject {
    Q_OBJECT

  public:
    struct Question {
        std::shared_ptr<const cowrie::Rules> rules;
        cowrie::Position position;
        // South or North; BothSides: both holes of a simultaneous start.
        sides::Side side = sides::NoSide;
    };

    using QObject::QObject;

    // Who the player is, as the bars beside the board say it.
    virtual SideState::Kind kind() const = 0;
    virtual void ask(const Question& question) = 0;
    virtual void cancel() = 0;
    // The player is working its move out (the bars show it thinking).
    virtual bool thinking() const { return false; }

  signals:
    void moved(cowrie::Move move);
    void thinkingChanged();
};

}  // namespace cowrie::ui
