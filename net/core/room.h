#pragma once
// One room of the server: its game (the rules and the match so far), its two
// seats, a simultaneous choice held secretly until both players have made
// it, and how the game ended. Played only through the rules core; the room
// never announces anything itself (ServerCore does, after the store).

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/json.h"
#include "core/match.h"
#include "net/core/client_message.h"
#include "net/core/server_core.h"

namespace cowrie::net {

struct Seat {
    std::string name;
    std::string token;                       // empty while the seat is free
    std::optional<ConnectionId> connection;  // set while a connection holds it
    bool taken() const { return !token.empty(); }
};

// A move accepted and played.
struct PlayedMove {
    std::string by;  // "south", "north" or "both"
    std::string move;
    int ply = 0;  // moves played after it
    Json events;  // as `mancala-cli play --trace`
    bool ended = false;
};
// Half of a simultaneous choice, held until the other half comes.
struct HeldChoice {
    Side by = Side::South;
};
using MoveOutcome = std::variant<MessageError, HeldChoice, PlayedMove>;

class Room {
  public:
    Room(std::string code, std::shared_ptr<const Rules> rules, Millis now);

    // The room a store kept, its moves replayed through the rules; nullptr
    // with `error` when it cannot be rebuilt.
    static std::unique_ptr<Room> fromStored(const StoredRoom& stored, std::string& error);
    // The room as the store keeps it, its game record included.
    StoredRoom stored() const;

    const std::string& code() const { return code_; }
    Seat& seat(Side side) { return seats_[sideIndex(side)]; }
    const Seat& seat(Side side) const { return seats_[sideIndex(side)]; }
    std::optional<Side> seatOfToken(std::string_view token) const;
    std::optional<Side> seatOfConnection(ConnectionId connection) const;

    const Match& match() const { return match_; }
    Json state() const;
    std::vector<std::string> moveTexts() const;
    // Whether `side` has made its half of the simultaneous choice now asked.
    bool hasChosen(Side side) const { return held_[sideIndex(side)].has_value(); }
    bool choosing() const { return match_.position().toMove == Turn::Both; }

    bool over() const { return !overReason_.empty(); }
    const std::string& overReason() const { return overReason_; }  // "end", "resign", "abandoned"
    std::optional<Side> resignedBy() const { return resignedBy_; }

    Millis touched() const { return touched_; }
    void touch(Millis now) { touched_ = now; }

    // `side` moves `text` (the rule book's notation) at `ply`. An error
    // changes nothing.
    MoveOutcome move(Side side, std::string_view text, long long ply, Millis now);
    // nullopt when `side` may resign now, otherwise why not.
    std::optional<MessageError> whyNoResign(Side side) const;
    void resign(Side side, Millis now);
    // Nobody came back in time: the game ends unfinished.
    void abandon(Millis now);

    // What a change may alter, to undo it when the store refuses it.
    struct Snapshot {
        std::array<std::string, 2> names, tokens;
        std::array<std::optional<Move>, 2> held;
        int moveCount = 0;
        std::string overReason;
        std::optional<Side> resignedBy;
        Millis touched = 0;
        std::string ended;
    };
    Snapshot snapshot() const;
    void restore(const Snapshot& snapshot);

  private:
    MoveOutcome choose(Side side, Move hole, Millis now);
    PlayedMove play(Move move, std::string by, Millis now);

    std::string code_;
    Match match_;
    std::array<Seat, 2> seats_;
    std::array<std::optional<Move>, 2> held_;  // the halves of a simultaneous choice
    std::string overReason_;
    std::optional<Side> resignedBy_;
    Millis touched_ = 0;
    std::string started_, ended_;  // record dates
};

// A time as game records write it: "2026-01-31T18:05:00Z".
std::string recordDate(Millis time);

}  // namespace cowrie::net
