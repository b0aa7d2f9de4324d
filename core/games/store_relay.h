#pragma once
// The sowing shared by Congkak, Congklak and Chonka: one seed per place
// through the mover's own store, relay from any occupied hole, captures into
// the mover's store from his own empty hole. The games differ in what the
// store landing means and when turns and rounds end; each says so itself.

#include <array>

#include "core/circuit.h"
#include "core/move.h"
#include "core/sowing.h"

namespace cowrie {

struct StoreRelayPolicy : NoSkips {
    bool loneSeed = true;       // own empty hole, nothing opposite: take the lone seed
    bool eitherSide = false;    // Chonka option: an empty opponent hole captures too (H1)
    bool burntPenalty = false;  // Congklak variant: burnt holes stay on the circuit (C4)
    // The rule of the lone seed taken with nothing opposite (Chonka's H1;
    // Congkak's and Congklak's #captures).
    RuleId loneSeedRule = RuleId::Captures;

    // C4: a seed falling into a burnt hole goes to the sower's opponent.
    void dropped(Board& board, int place, Hand& hand, Trace* trace) const;

    // Own store -> ExtraMove (the game decides what that means, and its
    // rule); occupied hole -> relay from it; own empty hole -> capture; else
    // stop. Each landing says why.
    Landing land(Board& board, int place, Hand& hand, Trace* trace) const;
};

// Runs one player's move from his hole `hole` in `direction`.
SowResult sowStoreRelay(Board& board, Side mover, int hole, Direction direction,
                        const StoreRelayPolicy& policy, Trace* trace);

// The simultaneous start of Congklak and traditional Congkak (C3) for the
// pair `move`; returns the player to move next: the one who dropped more
// seeds (equal: South). A last seed in the store halts a sower (CL-D2).
Side playSimultaneousStart(Board& board, Move move, Direction direction,
                           const StoreRelayPolicy& policy, Trace* trace);

// Every pair of non-empty, in-play holes (South's, North's).
void addSimultaneousPairs(const Board& board, MoveList& moves);

}  // namespace cowrie
