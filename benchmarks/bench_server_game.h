#pragma once
// One game of bench_server: two scripted players, each on its own
// WebSocket to the server. The first creates the room (South), the second
// joins it (North); then each plays, whenever the state the server sent says
// it is to move, a pseudo-random legal move (seeded), its own hole alone
// in a simultaneous choice, until the game is over or has `moveCap` moves.
// With a think time, a player waits a random while (0 to twice the mean)
// before each move, as people do; without one it moves at once.

#include <QUrl>
#include <QWebSocket>

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/json.h"
#include "core/split_mix.h"

namespace cowrie::bench {

using Clock = std::chrono::steady_clock;

// A game and options the bench plays (a game's defaults, or a preset).
struct GameSpec {
    std::string game;
    Json options = Json::object();
    std::string label;  // "kalah", "congkak/traditional"
};

// What every game of one run adds to.
struct BenchCounters {
    std::vector<double> latenciesMs;  // `move` sent to its `moved` received
    // `move` sent to the other player's `moved`: what the opponent waits.
    std::vector<double> opponentLatenciesMs;
    // `rate-limited` answers (the server's flood limit): the move is sent
    // again 100 ms later, timed from its first sending. No error.
    std::int64_t rateLimited = 0;
    std::int64_t moves = 0;     // plies the server accepted (one `moved` each)
    std::int64_t messages = 0;  // frames received, of every kind
    int errors = 0;
    std::map<std::string, int> errorKinds;  // an `error` code, or what went wrong
    Clock::time_point lastActivity = Clock::now();
};

class ScriptedGame {
  public:
    ScriptedGame(int index, GameSpec spec, QUrl url, BenchCounters& counters, int moveCap,
                 std::uint64_t seed, int thinkMs);
    ~ScriptedGame();
    ScriptedGame(const ScriptedGame&) = delete;
    ScriptedGame& operator=(const ScriptedGame&) = delete;

    // Called once both seats are taken, and once the game is over, at its
    // cap, or failed.
    std::function<void()> onSeated;
    std::function<void()> onDone;

    // Connects South and creates the room; North joins when it is made.
    void open();
    // Starts play from the state North was given on joining.
    void play();
    // Closes both connections.
    void close();

    bool seated() const { return seated_; }
    bool done() const { return done_; }
    bool failed() const { return failed_; }
    int ply() const { return ply_; }
    const GameSpec& spec() const { return spec_; }
    // Where the game stands, for a report of stuck games.
    std::string stage() const;

  private:
    struct Seat {
        std::unique_ptr<QWebSocket> socket;
        std::string side = "south";  // or "north"
        SplitMix64 random{0};
        // A `move` sent and its `moved` not yet here: timed from sentAt,
        // for this seat (waiting) and for the other (otherWaiting).
        bool waiting = false;
        bool otherWaiting = false;
        int waitingPly = -1;
        Clock::time_point sentAt;
        Json lastMove;  // sent again after `rate-limited`
    };

    void connectSeat(int seat);
    void received(int seat, const QString& text);
    void moved(int seat, const Json& message);
    // Sends this seat's move if the state says it is to move.
    void moveIfToMove(int seat, const Json& state, int ply);
    void sendMove(int seat, const std::string& move, int ply);
    void send(int seat, const Json& message);
    void fail(const std::string& kind);
    void finish();

    int index_;
    GameSpec spec_;
    QUrl url_;
    BenchCounters& counters_;
    int moveCap_;
    int thinkMs_;
    Seat seats_[2];
    std::string room_;
    Json startState_;
    int ply_ = 0;
    bool seated_ = false, playing_ = false, done_ = false, failed_ = false;
};

}  // namespace cowrie::bench
