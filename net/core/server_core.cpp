// ServerCore: the contract's messages (../shared/net-contract.md) on rooms.
//
// Additions to the contract (docs/network.md lists them):
// - `joined` and `resumed` carry `present` (the opponent is connected), and
//   `opponent` is "" while the other seat is free.
// - `resumed` during a simultaneous choice carries `chosen` (this seat has
//   chosen) and `opponentChosen`; of a finished game it is followed by `over`.
// - `chosen` {by} goes to both players: the chooser's receipt, and the news
//   for the other. Neither shows the hole.
// - `over` after a resignation carries `by` (who resigned); `said` carries
//   `by` (who said it).
// Choices the contract leaves open:
// - A move, resignation or phrase from a connection that holds no seat is
//   `bad-token`; `create`/`join` from one that holds a seat, or `resume` of
//   another seat, is `bad-message`. Moving or resigning before an opponent
//   has joined is `not-your-turn`; moving or resigning in a finished game is
//   `illegal-move`; a `ply` other than the number of moves is `stale-ply`
//   (checked before whose turn it is).
// - `resume` of a seat that another connection still holds moves the seat
//   to the new connection and closes the old one (GoingAway).
// - The first half of a simultaneous choice is held in memory only: it is no
//   move, and a restarted server forgets it (`resumed` then says
//   `chosen: false`, and that player chooses again).
// - When the store refuses a change (put returns false) nothing is
//   announced, the change is undone in memory, the acting connection is
//   closed as GoingAway (its client resumes, the way it would after a server
//   restart) and the failure goes to stderr. No error code fits: the
//   contract's errors say the message was wrong, and it was not.
// - Rooms removed by the idle sweep send `over` {reason "abandoned"} to any
//   seat still connected to an unfinished game.

#include "net/core/server_core.h"

#include <iostream>
#include <type_traits>
#include <unordered_map>

#include "core/registry.h"
#include "net/core/client_message.h"
#include "net/core/random_codes.h"
#include "net/core/rate_limit.h"
#include "net/core/room.h"
#include "net/core/server_messages.h"

namespace cowrie::net {

namespace {

struct Connection {
    RateLimit limit;
    std::string room;  // the code of the room whose seat it holds, or ""
    bool closed = false;
};

void logProblem(const std::string& text) {
    std::cerr << "cowrie-server: " << text << std::endl;
}

}  // namespace

struct ServerCore::Impl {
    RoomStore& store;
    Transport& transport;
    RandomBytes random;
    ConnectionLimits limits;
    std::unordered_map<std::string, std::unique_ptr<Room>> rooms;
    std::unordered_map<ConnectionId, Connection> connections;

    Impl(RoomStore& s, Transport& t, RandomBytes r)
        : store(s), transport(t), random(std::move(r)) {}

    Connection& connection(ConnectionId id, Millis now) {
        auto found = connections.find(id);
        if (found == connections.end())
            found = connections.emplace(id, Connection{RateLimit(limits, now), "", false}).first;
        return found->second;
    }

    Room* roomOf(ConnectionId id) {
        auto found = connections.find(id);
        if (found == connections.end() || found->second.room.empty()) return nullptr;
        auto room = rooms.find(found->second.room);
        return room == rooms.end() ? nullptr : room->second.get();
    }

    void sendTo(const Seat& seat, const std::string& text) {
        if (seat.connection) transport.send(*seat.connection, text);
    }
    void sendToBoth(const Room& room, const std::string& text) {
        sendTo(room.seat(Side::South), text);
        sendTo(room.seat(Side::North), text);
    }

    // The connection's seat (if any) is left, marked away; the opponent hears of it.
    void leaveSeat(ConnectionId id) {
        Room* room = roomOf(id);
        if (auto it = connections.find(id); it != connections.end()) it->second.room.clear();
        if (!room) return;
        const auto side = room->seatOfConnection(id);
        if (!side) return;
        room->seat(*side).connection.reset();
        sendTo(room->seat(opponent(*side)), opponentMessage(room->seat(*side).name, false));
    }

    // Closes `id`: its seat is left first, and nothing it sends later counts.
    void closeConnection(ConnectionId id, CloseReason reason) {
        auto found = connections.find(id);
        if (found == connections.end() || found->second.closed) return;
        leaveSeat(id);
        found->second.closed = true;
        // Last: a transport may report the disconnection from inside close().
        transport.close(id, reason);
    }

    void fail(ConnectionId id, ErrorCode code, const std::string& message, Millis now) {
        transport.send(id, errorMessage(code, message));
        auto found = connections.find(id);
        if (found != connections.end() && found->second.limit.errorExceedsLimit(now))
            closeConnection(id, CloseReason::Misbehaving);
    }
    void fail(ConnectionId id, const MessageError& error, Millis now) {
        fail(id, error.code, error.message, now);
    }

    // The store refused a change, which was undone: announce nothing.
    void storeFailed(ConnectionId id, const std::string& code) {
        logProblem("the store could not write room " + code +
                   "; the change is undone and the connection closed");
        closeConnection(id, CloseReason::GoingAway);
    }

    bool holdsSeat(ConnectionId id) { return roomOf(id) != nullptr; }

    void handle(ConnectionId id, const CreateMessage& m, Millis now);
    void handle(ConnectionId id, const JoinMessage& m, Millis now);
    void handle(ConnectionId id, const ResumeMessage& m, Millis now);
    void handle(ConnectionId id, const MoveMessage& m, Millis now);
    void handle(ConnectionId id, const ResignMessage& m, Millis now);
    void handle(ConnectionId id, const SayMessage& m, Millis now);
    void handle(ConnectionId id, const PingMessage& m, Millis now);

    std::optional<std::string> freeRoomCode() {
        // 32^10 codes: a collision is all but impossible with a real source,
        // but a broken one must not hang the server.
        for (int attempt = 0; attempt < 100; ++attempt) {
            std::string code = makeRoomCode(random);
            if (!rooms.count(code)) return code;
        }
        return std::nullopt;
    }

    // The seat and room of a connection that acts for a seat, or an error.
    Room* actingRoom(ConnectionId id, Side& side, Millis now) {
        Room* room = roomOf(id);
        const auto seat = room ? room->seatOfConnection(id) : std::nullopt;
        if (!seat) {
            fail(id, ErrorCode::BadToken,
                 "this connection holds no seat: create, join or resume first", now);
            return nullptr;
        }
        side = *seat;
        return room;
    }
};

void ServerCore::Impl::handle(ConnectionId id, const CreateMessage& m, Millis now) {
    if (holdsSeat(id))
        return fail(id, ErrorCode::BadMessage, "this connection already holds a seat", now);
    if (!findGame(m.game))
        return fail(id, ErrorCode::UnknownGame, "no game is called \"" + m.game + "\"", now);
    std::string error;
    auto rules = createRules(m.game, m.options, error);
    if (!rules) return fail(id, ErrorCode::BadOption, error, now);
    const auto code = freeRoomCode();
    if (!code) {
        logProblem("no free room code after 100 draws: is the random source broken?");
        return closeConnection(id, CloseReason::GoingAway);
    }
    Side side = m.seat == SeatChoice::North ? Side::North : Side::South;
    if (m.seat == SeatChoice::Random) {
        unsigned char byte = 0;
        random(&byte, 1);
        side = (byte & 1) ? Side::North : Side::South;
    }
    auto room = std::make_unique<Room>(*code, std::move(rules), now);
    Seat& seat = room->seat(side);
    seat.name = m.name;
    seat.token = makeToken(random);
    if (!store.put(room->stored())) return storeFailed(id, *code);
    seat.connection = id;
    connections.at(id).room = *code;
    const std::string created = createdMessage(*code, sideName(side), seat.token, room->state());
    rooms.emplace(*code, std::move(room));
    transport.send(id, created);
}

void ServerCore::Impl::handle(ConnectionId id, const JoinMessage& m, Millis now) {
    if (holdsSeat(id))
        return fail(id, ErrorCode::BadMessage, "this connection already holds a seat", now);
    auto found = rooms.find(m.room);
    if (found == rooms.end()) return fail(id, ErrorCode::NoSuchRoom, "no room has that code", now);
    Room& room = *found->second;
    std::optional<Side> free;
    for (Side side : {Side::South, Side::North})
        if (!room.seat(side).taken() && !free) free = side;
    if (!free || room.over())
        return fail(id, ErrorCode::RoomFull, "both seats of that room are taken", now);
    const auto before = room.snapshot();
    Seat& seat = room.seat(*free);
    seat.name = m.name;
    seat.token = makeToken(random);
    room.touch(now);
    if (!store.put(room.stored())) {
        room.restore(before);
        return storeFailed(id, room.code());
    }
    seat.connection = id;
    connections.at(id).room = room.code();
    const Seat& other = room.seat(opponent(*free));
    transport.send(id, joinedMessage(sideName(*free), seat.token, room.state(), other.name,
                                     other.connection.has_value()));
    sendTo(other, opponentMessage(seat.name, true));
}

void ServerCore::Impl::handle(ConnectionId id, const ResumeMessage& m, Millis now) {
    auto found = rooms.find(m.room);
    if (found == rooms.end()) return fail(id, ErrorCode::NoSuchRoom, "no room has that code", now);
    Room& room = *found->second;
    const auto side = room.seatOfToken(m.token);
    if (!side) return fail(id, ErrorCode::BadToken, "that token holds no seat of this room", now);
    Room* held = roomOf(id);
    if (held && (held != &room || room.seatOfConnection(id) != side))
        return fail(id, ErrorCode::BadMessage, "this connection already holds a seat", now);
    Seat& seat = room.seat(*side);
    const bool wasAway = !seat.connection;
    if (seat.connection && *seat.connection != id) {
        // The seat's old connection is most likely dead; the seat moves here.
        const ConnectionId old = *seat.connection;
        seat.connection.reset();
        if (auto it = connections.find(old); it != connections.end()) it->second.room.clear();
        closeConnection(old, CloseReason::GoingAway);
    }
    seat.connection = id;
    connections.at(id).room = room.code();
    room.touch(now);
    const Seat& other = room.seat(opponent(*side));
    ResumedExtras extras;
    extras.present = other.connection.has_value();
    if (room.choosing() && !room.over()) {
        extras.chosen = room.hasChosen(*side);
        extras.opponentChosen = room.hasChosen(opponent(*side));
    }
    transport.send(
        id, resumedMessage(sideName(*side), room.state(), room.moveTexts(), other.name, extras));
    if (room.over()) {
        const auto by = room.resignedBy();
        transport.send(id, overMessage(room.state(), room.overReason(), by ? sideName(*by) : ""));
    }
    if (wasAway) sendTo(other, opponentMessage(seat.name, true));
}

void ServerCore::Impl::handle(ConnectionId id, const MoveMessage& m, Millis now) {
    Side side{};
    Room* room = actingRoom(id, side, now);
    if (!room) return;
    const auto before = room->snapshot();
    MoveOutcome outcome = room->move(side, m.move, m.ply, now);
    if (auto* error = std::get_if<MessageError>(&outcome)) return fail(id, *error, now);
    // An accepted move (or half of a choice) is play, not a flood.
    connections.at(id).limit.refund();
    if (auto* held = std::get_if<HeldChoice>(&outcome)) {
        sendToBoth(*room, chosenMessage(sideName(held->by)));
        return;
    }
    auto& played = std::get<PlayedMove>(outcome);
    if (!store.put(room->stored())) {
        room->restore(before);
        return storeFailed(id, room->code());
    }
    const Json state = room->state();
    sendToBoth(*room,
               movedMessage(played.by, played.move, played.ply, std::move(played.events), state));
    if (played.ended) sendToBoth(*room, overMessage(state, "end", ""));
}

void ServerCore::Impl::handle(ConnectionId id, const ResignMessage&, Millis now) {
    Side side{};
    Room* room = actingRoom(id, side, now);
    if (!room) return;
    if (auto why = room->whyNoResign(side)) return fail(id, *why, now);
    const auto before = room->snapshot();
    room->resign(side, now);
    if (!store.put(room->stored())) {
        room->restore(before);
        return storeFailed(id, room->code());
    }
    sendToBoth(*room, overMessage(room->state(), "resign", sideName(side)));
}

void ServerCore::Impl::handle(ConnectionId id, const SayMessage& m, Millis now) {
    Side side{};
    Room* room = actingRoom(id, side, now);
    if (!room) return;
    room->touch(now);
    sendTo(room->seat(opponent(side)), saidMessage(sideName(side), m.phrase));
}

void ServerCore::Impl::handle(ConnectionId id, const PingMessage&, Millis) {
    transport.send(id, pongMessage());
}

ServerCore::ServerCore(RoomStore& store, Transport& transport, RandomBytes random)
    : impl_(std::make_unique<Impl>(store, transport, std::move(random))) {}

ServerCore::~ServerCore() = default;

std::size_t ServerCore::restore(Millis /*now*/) {
    std::size_t loaded = 0;
    for (const StoredRoom& stored : impl_->store.loadAll()) {
        std::string error;
        auto room = Room::fromStored(stored, error);
        if (!room) {
            logProblem("room " + stored.code + " skipped: " + error);
            continue;
        }
        if (!impl_->rooms.emplace(stored.code, std::move(room)).second) continue;
        ++loaded;
    }
    return loaded;
}

void ServerCore::connected(ConnectionId connection, Millis now) {
    impl_->connections.erase(connection);
    impl_->connection(connection, now);
}

void ServerCore::receive(ConnectionId id, std::string_view text, Millis now) {
    Connection& connection = impl_->connection(id, now);
    if (connection.closed) return;
    if (text.size() > maxFrameBytes) return tooLarge(id, now);
    if (!connection.limit.admit(now))
        return impl_->fail(id, ErrorCode::RateLimited, "too many messages; slow down", now);
    auto message = readClientMessage(text);
    if (auto* error = std::get_if<MessageError>(&message)) return impl_->fail(id, *error, now);
    std::visit([&](const auto& m) { impl_->handle(id, m, now); }, std::get<ClientMessage>(message));
}

void ServerCore::binaryFrame(ConnectionId id, Millis now) {
    Connection& connection = impl_->connection(id, now);
    if (connection.closed) return;
    if (!connection.limit.admit(now))
        return impl_->fail(id, ErrorCode::RateLimited, "too many messages; slow down", now);
    impl_->fail(id, ErrorCode::BadMessage,
                "binary frames are not read: send each message as a text frame of JSON", now);
}

void ServerCore::tooLarge(ConnectionId id, Millis now) {
    Connection& connection = impl_->connection(id, now);
    if (connection.closed) return;
    impl_->transport.send(
        id, errorMessage(ErrorCode::TooLarge, "a frame may hold at most 65536 bytes"));
    impl_->closeConnection(id, CloseReason::TooLarge);
}

void ServerCore::disconnected(ConnectionId id, Millis) {
    if (impl_->connections.count(id) == 0) return;
    impl_->leaveSeat(id);
    impl_->connections.erase(id);
}

std::size_t ServerCore::removeIdleRooms(Millis now) {
    std::vector<std::string> idle;
    for (const auto& [code, room] : impl_->rooms)
        if (now - room->touched() >= idleRoomLifetime) idle.push_back(code);
    std::size_t removed = 0;
    for (const std::string& code : idle) {
        if (!impl_->store.remove(code)) {
            logProblem("the store could not remove idle room " + code + "; kept for now");
            continue;
        }
        std::unique_ptr<Room> room = std::move(impl_->rooms.at(code));
        impl_->rooms.erase(code);
        ++removed;
        if (!room->over()) room->abandon(now);
        for (Side side : {Side::South, Side::North}) {
            const auto held = room->seat(side).connection;
            if (!held) continue;
            if (auto it = impl_->connections.find(*held); it != impl_->connections.end())
                it->second.room.clear();
            if (room->overReason() == "abandoned")
                impl_->transport.send(*held, overMessage(room->state(), "abandoned", ""));
        }
    }
    return removed;
}

std::size_t ServerCore::roomCount() const {
    return impl_->rooms.size();
}

std::size_t ServerCore::connectionCount() const {
    std::size_t open = 0;
    for (const auto& [id, connection] : impl_->connections)
        if (!connection.closed) ++open;
    return open;
}

void ServerCore::setConnectionLimits(const ConnectionLimits& limits) {
    impl_->limits = limits;
}

std::optional<StoredRoom> ServerCore::roomSnapshot(const std::string& code) const {
    auto found = impl_->rooms.find(code);
    if (found == impl_->rooms.end()) return std::nullopt;
    return found->second->stored();
}

}  // namespace cowrie::net
