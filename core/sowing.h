#pragma once
// The shared sowing machine. It does what every game shares: lifting, dropping
// one seed per place along a circuit, relay lifts, skipped places, the trace,
// and exact endless-sowing detection (G1). A game supplies a Policy saying
// what is passed over, what a drop does, and what the last seed leads to:
//
//   struct Policy {
//       // Why the hand passes over `place` without dropping (a false Why,
//       // or false, when it drops there).
//       Why skips(const Board&, int place, const Hand&) const;
//       // Called after every drop (pasu, penalties); may move seeds.
//       void dropped(Board&, int place, Hand&, Trace*) const;
//       // The last seed fell into `place`; resolves captures, says what next
//       // and why (the Why of a relay goes on its Relay event, of a stop or
//       // an extra move to the game, which ends the turn for it).
//       Landing land(Board&, int place, Hand&, Trace*) const;
//   };

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/board.h"
#include "core/circuit.h"
#include "core/position.h"
#include "core/trace.h"

namespace cowrie {

// One player's sowing hand.
struct Hand {
    Side sower = Side::South;
    int index = 0;       // circuit index of the place the hand is over
    int seeds = 0;       // seeds still in the hand
    int liftPlace = -1;  // where the current sowing was lifted
    int dropped = 0;     // seeds put down since the move began
};

// What the last seed of one sowing leads to.
struct Landing {
    enum Kind : std::uint8_t { Stop, ExtraMove, Relay };
    Kind kind = Stop;
    int place = -1;  // Relay: the place lifted next; sowing goes on after it
    Why why{};       // the rules' reason for it

    static Landing stop(Why why = {}) { return {Stop, -1, why}; }
    static Landing extraMove(Why why = {}) { return {ExtraMove, -1, why}; }
    static Landing relay(int place, Why why = {}) { return {Relay, place, why}; }
};

struct SowResult {
    enum End : std::uint8_t { Stopped, ExtraMove, Endless };
    End end = Stopped;
    int lastPlace = -1;
    int dropped = 0;
    Why why{};  // the last landing's reason: why the sowing stopped
};

// A policy's skips() may say why (a Why) or only whether (a bool).
inline Why skipWhy(Why why) {
    return why;
}
inline Why skipWhy(bool) {
    return {};
}

// Policy pieces most games share.
struct NoSkips {
    bool skips(const Board&, int, const Hand&) const { return false; }
    void dropped(Board&, int, Hand&, Trace*) const {}
};

// G1 (docs/rules/README.md#G1): a move that would make more than kMaxLifts
// lifts after its first (relay lifts; in a simultaneous sowing, ticks in
// which either player lifts) is endless. No finite sowing comes near: the
// longest measured made 832. A repeated lift state proves a move endless
// earlier, with the same result: the state taken at every lift is compared
// with one saved state, replaced at doubling intervals (Brent's cycle
// finding), so short cycles end the search at once and the cap bounds the
// rest (a three-row relay that cycles only after 17.5 million lifts).
inline constexpr std::uint64_t kMaxLifts = 100'000;

template <class State>
class EndlessGuard {
  public:
    // Called at every lift of the move, the first included, with the state
    // the lift starts from; true once the move is endless.
    bool endless(const State& state) {
        if (lifts_++ > kMaxLifts) return true;
        if (saved_ && *saved_ == state) return true;
        if (++steps_ >= interval_) {
            saved_ = state;
            interval_ *= 2;
            steps_ = 0;
        }
        return false;
    }

  private:
    std::optional<State> saved_;
    std::uint64_t interval_ = 1;
    std::uint64_t steps_ = 0;
    std::uint64_t lifts_ = 0;  // calls so far: the first lift, then the ones G1 counts
};

// One hand's lift state: the board before the lift and the lift place (the
// hand then holds the seeds of that place).
struct LiftState {
    Board board;
    int place;
    bool operator==(const LiftState&) const = default;
};

// A simultaneous sowing's state right after a lift: the board, both hands and
// who is still sowing.
struct SimultaneousState {
    Board board;
    std::array<int, 4> hands;  // index and seeds of each hand
    std::array<bool, 2> active;
    bool operator==(const SimultaneousState&) const = default;
};

inline SimultaneousState simultaneousState(const Board& board, const std::array<Hand, 2>& hands,
                                           const std::array<bool, 2>& active) {
    return {board, {hands[0].index, hands[0].seeds, hands[1].index, hands[1].seeds}, active};
}

template <class Policy>
class Sower {
  public:
    Sower(Board& board, const Circuit& circuit, const Policy& policy, Trace* trace)
        : board_(board), circuit_(circuit), policy_(policy), trace_(trace) {}

    // Lifts every seed of `place` into the hand (a Lift, or a Relay event
    // for the landing's reason `why`).
    void lift(Hand& hand, int place, bool relay, Why why = {}) {
        hand.liftPlace = place;
        hand.index = circuit_.indexOf[place];
        hand.seeds += board_.seeds[place];
        record(relay ? EventType::Relay : EventType::Lift, hand, place, board_.seeds[place], why);
        board_.seeds[place] = 0;
    }

    // Moves the hand on and drops one seed. Returns false when no place of the
    // circuit takes a seed (every place is passed over: endless, O5).
    bool dropOne(Hand& hand) {
        for (int tries = 0; tries <= circuit_.length; ++tries) {
            hand.index = circuit_.next(hand.index);
            const int place = circuit_.place(hand.index);
            if (const auto skip = policy_.skips(board_, place, hand)) {
                record(EventType::Skip, hand, place, 0, skipWhy(skip));
                continue;
            }
            ++board_.seeds[place];
            --hand.seeds;
            ++hand.dropped;
            record(EventType::Drop, hand, place, 1);
            policy_.dropped(board_, place, hand, trace_);
            return true;
        }
        return false;
    }

    // One player's whole chain of sowings from lifting `place`, relaying as
    // the policy's landings say, until it stops, earns an extra move, or is
    // found endless.
    SowResult run(Side sower, int place) {
        Hand hand;
        hand.sower = sower;
        EndlessGuard<LiftState> guard;
        Landing landing;  // the one that led to this lift (a relay's reason)
        bool relay = false;
        for (;;) {
            if (guard.endless({board_, place})) return {SowResult::Endless, place, hand.dropped};
            lift(hand, place, relay, landing.why);
            while (hand.seeds > 0)
                if (!dropOne(hand)) return {SowResult::Endless, place, hand.dropped};
            const int last = circuit_.place(hand.index);
            landing = policy_.land(board_, last, hand, trace_);
            if (landing.kind == Landing::Stop)
                return {SowResult::Stopped, last, hand.dropped, landing.why};
            if (landing.kind == Landing::ExtraMove)
                return {SowResult::ExtraMove, last, hand.dropped, landing.why};
            place = landing.place;
            relay = true;
        }
    }

  private:
    void record(EventType type, const Hand& hand, int place, int count, Why why = {}) {
        cowrie::record(trace_, type, hand.sower, place, -1, count, hand.seeds, why);
    }

    Board& board_;
    const Circuit& circuit_;
    const Policy& policy_;
    Trace* trace_;
};

struct SimultaneousResult {
    bool endless = false;
    std::array<int, 2> dropped{};  // seeds each player put down (C3's "longer move")
};

// Both players sow at once (C3). Both lift first; then in each tick South
// drops one seed and, if his hand is empty, his landing is resolved (a relay
// lifts at once; anything else stops him), then North does the same, until
// both have stopped. `starts` are the lifted places, South's first.
template <class Policy>
SimultaneousResult sowSimultaneously(Board& board, const std::array<Circuit, 2>& circuits,
                                     const Policy& policy, std::array<int, 2> starts,
                                     Trace* trace) {
    std::array<Sower<Policy>, 2> sowers{Sower<Policy>(board, circuits[0], policy, trace),
                                        Sower<Policy>(board, circuits[1], policy, trace)};
    std::array<Hand, 2> hands;
    std::array<bool, 2> active{true, true};
    hands[0].sower = Side::South;
    hands[1].sower = Side::North;
    EndlessGuard<SimultaneousState> guard;
    for (int s = 0; s < 2; ++s) sowers[s].lift(hands[s], starts[s], false);
    guard.endless(simultaneousState(board, hands, active));
    SimultaneousResult result;
    while (active[0] || active[1]) {
        bool lifted = false;  // in this tick (G1 counts ticks, not hands)
        for (int s = 0; s < 2; ++s) {
            if (!active[s]) continue;
            if (!sowers[s].dropOne(hands[s])) {
                result.endless = true;
                return result;
            }
            result.dropped[s] = hands[s].dropped;
            if (hands[s].seeds > 0) continue;
            const int last = circuits[s].place(hands[s].index);
            const Landing landing = policy.land(board, last, hands[s], trace);
            if (landing.kind != Landing::Relay) {
                active[s] = false;
                continue;
            }
            sowers[s].lift(hands[s], landing.place, true, landing.why);
            lifted = true;
        }
        if (lifted && guard.endless(simultaneousState(board, hands, active))) {
            result.endless = true;
            return result;
        }
    }
    return result;
}

// Moves every seed of `place` to `store`, recording a Capture (or `type`:
// a Sweep, a Pasu) by `actor`, for `why`. Nothing happens to an empty place.
void capture(Board& board, int place, int store, Side actor, Trace* trace, Why why,
             EventType type = EventType::Capture);

// End of a round or game: every hole's seeds go to its owner's store (Sweep
// events, South's holes first, for the end's `why`).
void sweepHolesToOwners(Board& board, Trace* trace, Why why = {});

// At a game's end: `taker` takes every seed left in any hole (Sweep events).
void sweepBoardTo(Board& board, Side taker, Trace* trace, Why why = {});

// Sets the game result from the stores (larger store wins) and records a
// GameEnd event for `reason` (its text) and `why`.
void finishByStores(Position& position, EndReason reason, Trace* trace, Why why = {});

}  // namespace cowrie
