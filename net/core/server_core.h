#pragma once
// The game server without its transport: rooms, seats and moves, as
// ../shared/net-contract.md describes them, played through the rules core.
// Qt-free, so the fuzz target, the unit tests and the sanitizer run reach it
// directly; net/server/ puts it on WebSockets and SQLite (docs/network.md).

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cowrie::net {

// One connection of the transport, named by the transport.
using ConnectionId = std::uint64_t;

// Milliseconds since the Unix epoch; every call is told the time, so tests
// and the idle sweep need no clock of their own.
using Millis = std::int64_t;

// Why the server closes a connection (the transport maps these to
// WebSocket close codes: 1009 too large, 1008 policy, 1001 going away).
enum class CloseReason { TooLarge, Misbehaving, GoingAway };

// What the core asks of the transport. Both calls are made from inside
// ServerCore's own calls, on the same thread.
class Transport {
  public:
    virtual ~Transport() = default;
    virtual void send(ConnectionId to, const std::string& text) = 0;
    virtual void close(ConnectionId connection, CloseReason reason) = 0;
};

// One room as the store keeps it: enough to rebuild the room after a
// restart, every announced move included.
struct StoredSeat {
    std::string name;   // empty while the seat is free
    std::string token;  // hex, empty while the seat is free
};

struct StoredRoom {
    std::string code;
    std::string game;     // a game id of the registry
    std::string options;  // the options, as a JSON object text
    StoredSeat south;
    StoredSeat north;
    std::vector<std::string> moves;  // every accepted move, in order ("3", "S3+N5")
    std::string over;                // "", "end", "resign" or "abandoned"
    std::string resignedBy;          // "south"/"north" after a resignation
    Millis touched = 0;              // the last time anyone acted in the room
    std::string record;              // the project's game record of the room (core/game_record.h)
};

// Where rooms live between restarts. `put` returns only when the room is
// durable (a process killed right after it loses nothing); false when it
// could not be written, and then the change is not announced.
class RoomStore {
  public:
    virtual ~RoomStore() = default;
    virtual bool put(const StoredRoom& room) = 0;
    virtual bool remove(const std::string& code) = 0;
    virtual std::vector<StoredRoom> loadAll() = 0;
};

// Fills `size` bytes from a cryptographic source (getrandom by default).
using RandomBytes = std::function<void(unsigned char* bytes, std::size_t size)>;
void systemRandomBytes(unsigned char* bytes, std::size_t size);

// The limits of the contract.
inline constexpr std::size_t maxFrameBytes = 65536;
inline constexpr Millis idleRoomLifetime = Millis(7) * 24 * 60 * 60 * 1000;

// The limits of every connection (additions to the interface): a token
// bucket against floods (a message past it is answered `rate-limited`) and
// a count of errors (more than errorsPerMinute in a minute: closed as
// Misbehaving). A person sends a message every few seconds; floods are far
// past that. A move the game accepts costs nothing: a script playing both
// seats as fast as the answers come plays hundreds a second, and no flood
// can repeat an accepted move (the next one waits for the opponent).
struct ConnectionLimits {
    double burst = 60;      // messages at once
    double perSecond = 20;  // sustained
    std::size_t errorsPerMinute = 20;
};

class ServerCore {
  public:
    ServerCore(RoomStore& store, Transport& transport, RandomBytes random = systemRandomBytes);
    ~ServerCore();
    ServerCore(const ServerCore&) = delete;
    ServerCore& operator=(const ServerCore&) = delete;

    // Loads every stored room (at start); returns how many.
    std::size_t restore(Millis now);

    void connected(ConnectionId connection, Millis now);
    // One text frame of at most maxFrameBytes.
    void receive(ConnectionId connection, std::string_view text, Millis now);
    // A frame over maxFrameBytes arrived: answers `too-large` and closes.
    void tooLarge(ConnectionId connection, Millis now);
    // A binary frame arrived (addition): answered `bad-message`, and counted
    // like any message and any error, so a flood of them is limited too.
    void binaryFrame(ConnectionId connection, Millis now);
    // The connection is gone; its seat (if any) stays, marked away.
    void disconnected(ConnectionId connection, Millis now);

    // Removes rooms nobody touched for idleRoomLifetime; returns how many.
    std::size_t removeIdleRooms(Millis now);

    std::size_t roomCount() const;
    std::size_t connectionCount() const;

    // Additions: the limits of connections made from now on (tests and the
    // load benchmark change them); the stored form of room `code` as the
    // core holds it now (nullopt when there is none), for tests and tools.
    void setConnectionLimits(const ConnectionLimits& limits);
    std::optional<StoredRoom> roomSnapshot(const std::string& code) const;

  private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace cowrie::net
