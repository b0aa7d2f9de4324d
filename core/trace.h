#pragma once
// Trace: the events one move produces, in the order they happen. The GUI
// animates a move from its trace alone; tests compare traces.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/side.h"
#include "core/why.h"

namespace cowrie {

enum class EventType : std::uint8_t {
    Lift,       // the mover lifts `count` seeds from `place` to start a sowing
    Relay,      // a relay lift: `count` seeds from `place`, sowing goes on
    Drop,       // one seed from the hand into `place`
    Skip,       // the hand passes over `place` without dropping
    Capture,    // `count` seeds move from `place` to the store `to`
    ExtraMove,  // the mover moves again
    Pass,       // `actor` cannot move; the turn passes
    TurnEnd,    // the turn is over; `actor` is the player to move next
    RoundEnd,   // the round (or phase) ends, for `reason`
    Sweep,      // at an end: `count` seeds from hole `place` to store `to`
    GameEnd,    // the game is over; `winner`, for `reason`
    Pasu,       // a hole reached 4: `count` seeds from `place` to its owner's store `to`
    Refill,     // a new round: one seed from store `to` into hole `place` of `actor`
    Burn,       // hole `place` of `actor` is out of play this round (burnt or blind)
    Mark,       // hole `place` of `actor` becomes privileged: `count` is its Board::Marker
};
// A new round starts with no hole burnt, blind or privileged: after RoundEnd,
// the Refill, Burn and Mark events describe the new round from scratch (the
// board's animation clears the old round's marks at the first of them).

// Why a turn, round or game ended (also shown to players).
enum class EndReason : std::uint8_t {
    None,
    SideEmpty,      // a side has no seeds left in its holes
    AllEndless,     // every legal start of the player to move sows forever
    Repetition,     // a position occurred for the third time within a round
    NoMoves,        // the player to move has no legal move
    AllStored,      // every seed is in a store
    NoSeedsToMove,  // the player to move has no seeds in his holes
    RoundsWon,      // a player won the rounds needed
    CannotFill,     // at a refill a player could not fill a single hole
    EqualCounts,    // both players own the same seeds and agreed to a draw
    NoSeeds,        // a player has no seeds at the start of a phase
};

std::string_view reasonText(EndReason reason);

struct Event {
    EventType type{};
    Side actor = Side::South;  // who acts (the sower for lifts, drops, captures)
    std::int8_t place = -1;    // the board place the event happens at
    std::int8_t to = -1;       // destination place for captures and sweeps
    std::int16_t count = 0;    // seeds moved (lift, relay, capture, sweep)
    std::int16_t hand = 0;     // seeds in the actor's hand after the event
    EndReason reason = EndReason::None;
    Winner winner = Winner::None;  // GameEnd: the game's; RoundEnd: the round's
    // Why the rules did it and which rule (why.h): set on every TurnEnd,
    // Capture, Relay, Skip, Pass, Burn, Mark, ExtraMove, Pasu, Sweep, RoundEnd
    // and GameEnd a rule decided; none on lifts, drops and refills.
    Why why{};

    bool operator==(const Event&) const = default;
};

using Trace = std::vector<Event>;

// Appends an event to `trace` unless it is null (search and playouts pass
// null and pay nothing for the trace).
void record(Trace* trace, EventType type, Side actor, int place = -1, int to = -1, int count = 0,
            int hand = 0, Why why = {});
// Appends a RoundEnd or GameEnd, for `reason` (its text) and `why`.
void recordEnd(Trace* trace, EventType type, EndReason reason, Winner winner, Why why = {});

std::string_view eventName(EventType type);

}  // namespace cowrie
