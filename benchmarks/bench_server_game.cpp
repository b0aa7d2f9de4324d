#include "benchmarks/bench_server_game.h"

#include <QTimer>

#include <optional>

#include "core/state_load.h"

namespace cowrie::bench {

namespace {

// A pseudo-random legal move of `side` in `state`, in the notation the
// server reads: a simultaneous pair gives this side's own hole ("S3+N5":
// South sends "3", North "5"). nullopt with `error` when the state does not
// load or has no move.
std::optional<std::string> chooseMove(const Json& state, const std::string& side,
                                      SplitMix64& random, std::string& error) {
    const auto loaded = loadState(state, "", {}, error);
    if (!loaded) return std::nullopt;
    MoveList moves;
    loaded->rules->legalMoves(loaded->position, moves);
    if (moves.empty()) {
        error = "no legal move";
        return std::nullopt;
    }
    const Move move =
        moves[static_cast<int>(random.below(static_cast<std::uint64_t>(moves.size())))];
    const std::string text = loaded->rules->moveText(move);
    if (!move.isPair()) return text;
    const auto plus = text.find('+');
    if (plus == std::string::npos || plus < 2 || plus + 2 > text.size()) {
        error = "unreadable pair " + text;
        return std::nullopt;
    }
    return side == "south" ? text.substr(1, plus - 1) : text.substr(plus + 2);
}

bool isTurnOf(const Json& state, const std::string& side) {
    const auto toMove = state.find("toMove");
    if (toMove == state.end() || !toMove->is_string()) return false;
    const std::string& who = toMove->get_ref<const std::string&>();
    return who == side || who == "both";
}

bool isOver(const Json& state) {
    const auto over = state.find("over");
    return over != state.end() && over->is_boolean() && over->get<bool>();
}

}  // namespace

ScriptedGame::ScriptedGame(int index, GameSpec spec, QUrl url, BenchCounters& counters, int moveCap,
                           std::uint64_t seed, int thinkMs)
    : index_(index),
      spec_(std::move(spec)),
      url_(std::move(url)),
      counters_(counters),
      moveCap_(moveCap),
      thinkMs_(thinkMs) {
    for (int seat = 0; seat < 2; ++seat)
        seats_[seat].random =
            SplitMix64(SplitMix64::mix(seed + 2 * std::uint64_t(index) + std::uint64_t(seat)));
    seats_[1].side = "north";
}

ScriptedGame::~ScriptedGame() {
    close();
}

void ScriptedGame::open() {
    connectSeat(0);
}

void ScriptedGame::connectSeat(int seat) {
    auto socket = std::make_unique<QWebSocket>();
    QWebSocket* raw = socket.get();
    seats_[seat].socket = std::move(socket);
    // Frames of the contract are at most 64 KiB; the server's states are far less.
    QObject::connect(raw, &QWebSocket::connected, raw, [this, seat] {
        const std::string name = "bench-" + std::to_string(index_) + "-" + seats_[seat].side;
        if (seat == 0)
            send(0, Json{{"type", "create"},
                         {"game", spec_.game},
                         {"options", spec_.options},
                         {"seat", "south"},
                         {"name", name}});
        else
            send(1, Json{{"type", "join"}, {"room", room_}, {"name", name}});
    });
    QObject::connect(raw, &QWebSocket::textMessageReceived, raw,
                     [this, seat](const QString& text) { received(seat, text); });
    QObject::connect(raw, &QWebSocket::disconnected, raw, [this] {
        if (!done_) fail("disconnected");
    });
    QObject::connect(raw, qOverload<QAbstractSocket::SocketError>(&QWebSocket::error), raw,
                     [this, raw](QAbstractSocket::SocketError) {
                         if (!done_) fail("socket: " + raw->errorString().toStdString());
                     });
    raw->open(url_);
}

void ScriptedGame::send(int seat, const Json& message) {
    seats_[seat].socket->sendTextMessage(QString::fromStdString(message.dump()));
}

void ScriptedGame::received(int seat, const QString& text) {
    counters_.lastActivity = Clock::now();
    ++counters_.messages;
    if (done_) return;
    const Json message = Json::parse(text.toStdString(), nullptr, false);
    if (message.is_discarded() || !message.is_object()) return fail("unreadable frame");
    const std::string type = message.value("type", "");
    if (type == "error") {
        const std::string code = message.value("code", "?");
        if (code != "rate-limited" || !seats_[seat].waiting) return fail("error " + code);
        ++counters_.rateLimited;
        QTimer::singleShot(100, seats_[seat].socket.get(), [this, seat] {
            if (!done_ && seats_[seat].waiting) send(seat, seats_[seat].lastMove);
        });
        return;
    }
    if (type == "created" && seat == 0) {
        room_ = message.value("room", "");
        return connectSeat(1);
    }
    if (type == "joined" && seat == 1) {
        startState_ = message.value("state", Json::object());
        seated_ = true;
        if (onSeated) onSeated();
        return;
    }
    if (type == "moved") return moved(seat, message);
    if (type == "over") return finish();
    // `opponent`, `chosen`, `said`, `pong`: nothing to do.
}

void ScriptedGame::play() {
    playing_ = true;
    if (isOver(startState_)) return finish();
    moveIfToMove(0, startState_, 0);
    moveIfToMove(1, startState_, 0);
}

void ScriptedGame::moved(int seat, const Json& message) {
    Seat& me = seats_[seat];
    Seat& other = seats_[1 - seat];
    const int ply = message.value("ply", -1);
    const auto since = [](Clock::time_point start) {
        return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    };
    if (me.waiting && me.waitingPly + 1 == ply) {
        counters_.latenciesMs.push_back(since(me.sentAt));
        me.waiting = false;
    }
    if (other.otherWaiting && other.waitingPly + 1 == ply) {
        counters_.opponentLatenciesMs.push_back(since(other.sentAt));
        other.otherWaiting = false;
    }
    const Json& state = message.contains("state") ? message["state"] : Json::object();
    if (seat == 0) {
        ++counters_.moves;
        ply_ = ply;
    }
    if (isOver(state) || ply >= moveCap_) {
        if (seat == 0) finish();
        return;
    }
    moveIfToMove(seat, state, ply);
}

void ScriptedGame::moveIfToMove(int seat, const Json& state, int ply) {
    Seat& me = seats_[seat];
    if (!isTurnOf(state, me.side)) return;
    std::string error;
    const auto move = chooseMove(state, me.side, me.random, error);
    if (!move) return fail("no move chosen: " + error);
    if (thinkMs_ <= 0) return sendMove(seat, *move, ply);
    const auto wait =
        static_cast<int>(me.random.below(static_cast<std::uint64_t>(2 * thinkMs_) + 1));
    QTimer::singleShot(wait, me.socket.get(), [this, seat, text = *move, ply] {
        if (!done_) sendMove(seat, text, ply);
    });
}

void ScriptedGame::sendMove(int seat, const std::string& move, int ply) {
    Seat& me = seats_[seat];
    // In a simultaneous choice only the second hole sent is timed: the
    // first waits for the other player, not for the server.
    Seat& other = seats_[1 - seat];
    if (other.waitingPly == ply) other.waiting = other.otherWaiting = false;
    me.waiting = me.otherWaiting = true;
    me.waitingPly = ply;
    me.sentAt = Clock::now();
    me.lastMove = Json{{"type", "move"}, {"move", move}, {"ply", ply}};
    send(seat, me.lastMove);
}

void ScriptedGame::fail(const std::string& kind) {
    ++counters_.errors;
    ++counters_.errorKinds[kind];
    failed_ = true;
    finish();
}

void ScriptedGame::finish() {
    if (done_) return;
    done_ = true;
    if (onDone) onDone();
}

void ScriptedGame::close() {
    done_ = true;  // a close of our own is no failure
    for (Seat& seat : seats_)
        if (seat.socket) {
            seat.socket->disconnect();
            seat.socket->abort();
            seat.socket.reset();
        }
}

std::string ScriptedGame::stage() const {
    if (!seats_[0].socket) return "not opened";
    if (room_.empty()) return "creating";
    if (!seated_) return "joining room " + room_;
    if (!playing_) return "seated in " + room_;
    return "playing " + room_ + " at ply " + std::to_string(ply_);
}

}  // namespace cowrie::bench
