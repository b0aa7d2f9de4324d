#pragma once
// What ServerCore needs around it, faked for tests and the fuzz target: a
// transport that keeps every message it is asked to send (parsed), a store
// in memory that can be told to refuse writes, and a seeded random source,
// so room codes and tokens come out the same on every run.

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "core/json.h"
#include "core/split_mix.h"
#include "net/core/server_core.h"

namespace cowrie::net::fake {

struct Sent {
    ConnectionId to = 0;
    std::string text;
    Json message;  // `text` parsed; null when it is not JSON
};

struct Closed {
    ConnectionId connection = 0;
    CloseReason reason = CloseReason::GoingAway;
};

class Transport : public net::Transport {
  public:
    void send(ConnectionId to, const std::string& text) override {
        std::string error;
        auto parsed = parseJson(text, error);
        sent.push_back({to, text, parsed ? *parsed : Json()});
    }
    void close(ConnectionId connection, CloseReason reason) override {
        closed.push_back({connection, reason});
    }

    // The messages sent to `to` since the last call, in order; later calls
    // see only what came after.
    std::vector<Json> take(ConnectionId to) {
        std::vector<Json> mine;
        std::vector<Sent> rest;
        for (Sent& message : sent) {
            if (message.to == to)
                mine.push_back(std::move(message.message));
            else
                rest.push_back(std::move(message));
        }
        sent = std::move(rest);
        return mine;
    }
    bool wasClosed(ConnectionId connection) const {
        for (const Closed& c : closed)
            if (c.connection == connection) return true;
        return false;
    }

    std::vector<Sent> sent;
    std::vector<Closed> closed;
};

class MemoryStore : public RoomStore {
  public:
    bool put(const StoredRoom& room) override {
        ++puts;
        if (refuse) return false;
        rooms[room.code] = room;
        return true;
    }
    bool remove(const std::string& code) override {
        if (refuse) return false;
        rooms.erase(code);
        return true;
    }
    std::vector<StoredRoom> loadAll() override {
        std::vector<StoredRoom> all;
        for (const auto& [code, room] : rooms) all.push_back(room);
        return all;
    }

    std::map<std::string, StoredRoom> rooms;
    bool refuse = false;  // every put and remove fails while set
    int puts = 0;         // attempts, refused ones included
};

// SplitMix64's bytes: codes and tokens differ from draw to draw (a counter
// would repeat room codes: each draw starts where the last token ended) and
// are the same on every run.
struct SeededRandom {
    SplitMix64 mix{31};
    void operator()(unsigned char* bytes, std::size_t size) {
        for (std::size_t i = 0; i < size; ++i) bytes[i] = static_cast<unsigned char>(mix.next());
    }
};

inline bool sameRoom(const StoredRoom& a, const StoredRoom& b) {
    return a.code == b.code && a.game == b.game && a.options == b.options &&
           a.south.name == b.south.name && a.south.token == b.south.token &&
           a.north.name == b.north.name && a.north.token == b.north.token && a.moves == b.moves &&
           a.over == b.over && a.resignedBy == b.resignedBy && a.touched == b.touched &&
           a.record == b.record;
}

}  // namespace cowrie::net::fake
