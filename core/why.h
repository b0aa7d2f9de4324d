#pragma once
// Why: the reason a game's rules give for an event (a short machine word)
// and the rule that decided it (an anchor of docs/rules/<game>.md or
// docs/rules/README.md). Set by the rules where each decision is made; the
// trace carries them to the CLI (`play --trace`), the narration and the app,
// which word them and never infer one. Two bytes, so that an Event stays
// small and a search that passes no trace pays nothing.

#include <cstdint>
#include <string_view>

namespace cowrie {

// Why an event happened. Each has a word (reasonWord) that `play --trace`
// prints and the app words; docs/trace.md lists them.
enum class Reason : std::uint8_t {
    None,
    // Where the last seed of a sowing fell.
    LastInStore,               // the mover's own store
    LastInOccupiedHole,        // a hole that held seeds
    LastInEmptyHole,           // an empty hole, and nothing follows from it
    LastInOwnEmptyHole,        // the mover's own empty hole: a capture
    LastInOpponentsEmptyHole,  // an empty hole of the opponent
    OppositeEmpty,             // own empty hole, nothing opposite: no capture
    Captured,                  // the turn ends after the capture
    LastInBurntHole,           // a burnt hole (burnt-penalty): the seed went to the opponent
    BurntHole,                 // a seed dropped in a burnt hole goes to the opponent
    NextHasSeeds,              // Pallankuzhi: L+1 holds seeds and is lifted
    NextTwoEmpty,              // Pallankuzhi: L+1 and L+2 are both empty
    PastEmptyHole,             // Pallankuzhi: L+1 empty, L+2's seeds captured
    AfterCapture,              // play goes on after a capture
    BoardEmpty,                // no seed left on the board to go on from
    MadeFour,                  // a seed made a hole four (pasu, or olinda's eat)
    ShortPlayerEats,           // olinda's short player: his eating count
    ShortPlayerSkips,          // olinda's short player passes over 1s and 2s
    HoldsThree,                // olinda: a hole of three is passed over
    LiftedHole,                // the hole the lift emptied is passed over
    NextEmpty,                 // olinda: the hole after the eaten one is empty
    NextPrivileged,            // olinda: the hole after the eaten one is privileged
    LastInPrivileged,          // olinda: the last seed fell in a puta or naga
    NothingToCapture,          // three-row: own empty hole, opponent's column empty
    RowEmpty,                  // the player has no seeds in his row
    OpponentPassed,            // the opponent passed: the mover plays again
    AllPrivileged,             // olinda: every seed of the player is privileged
    LongerSowing,              // simultaneous start: the longer sowing moves next
    FirstInEmptyHole,          // three-row's race: who landed in an empty hole first
    FewerSeeds,                // a new round: the player with fewer seeds starts
    MoreSeeds,                 // a new game of a match: the player with more starts
    Alternates,                // a new round: the first player alternates
    TooFewSeeds,               // a hole that cannot be filled: burnt or blind
    PartlyFilled,              // olinda: a hole of 1 or 2 becomes a puta or naga
    Surplus,                   // olinda: the richer player's seeds beyond the balance
    // Why a round (phase) or the game ended; a Sweep before it says the same.
    SideEmpty,        // a side has no seeds left in its holes
    NoSeedsToMove,    // the player to move has no seeds in his holes
    AllEndless,       // every start of the player to move sows forever
    NoMoves,          // nobody can lift
    AllStored,        // every seed is in a store
    Repetition,       // a position occurred for the third time
    RaceOver,         // three-row: a sowing of the race ended in an empty hole
    RoundsWon,        // a player won the rounds needed
    CannotFill,       // a player cannot fill a single hole
    EqualCounts,      // 28 each: the agreed draw
    NoSeeds,          // a player has no seeds for a new phase
    MatchOver,        // three-row: the match's games are played
    RoundEndsInARow,  // three round ends without a move: the game ends
};
inline constexpr int kReasonCount = static_cast<int>(Reason::RoundEndsInARow) + 1;

// The rule that decided an event: an id (G1, P3, CL-D1) or a section anchor
// (turn-end, captures) of docs/rules/<game>.md or docs/rules/README.md.
enum class RuleId : std::uint8_t {
    None,
    // docs/rules/README.md
    G2,
    G3,
    G6,
    G7,
    // Sections every game page has (docs/rules/<game>.md#<anchor>).
    Store,
    Relay,
    Captures,
    TurnEnd,
    End,
    Rounds,
    Refill,
    Skipping,
    Privileged,
    Simultaneous,
    // Congkak and Congklak
    C1,
    C2,
    C3,
    C4,
    C5,
    C6,
    C8,
    CK_D1,
    CL_D1,
    // Chonka
    H1,
    H_D2,
    // Pallankuzhi
    P1,
    P2,
    P3,
    P5,
    P6,
    P_D1,
    // Olinda keliya
    O4,
    O6,
    O8,
    O9,
    O10,
    O11,
    O13,
    O_D2,
    // Three-row
    T1,
    T3,
    T4,
    T_D1,
};
inline constexpr int kRuleIdCount = static_cast<int>(RuleId::T_D1) + 1;

struct Why {
    Reason reason = Reason::None;
    RuleId rule = RuleId::None;

    explicit operator bool() const { return reason != Reason::None; }
    bool operator==(const Why&) const = default;
};

// "nextTwoEmpty"; "" for None.
std::string_view reasonWord(Reason reason);
// "P3", "turn-end"; "" for None.
std::string_view ruleIdText(RuleId rule);

}  // namespace cowrie
