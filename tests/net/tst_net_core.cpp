// ServerCore and its message reader (net/core/), with no sockets and no
// database: a fake transport keeps what the core sends, a store in memory
// can be told to refuse writes. Messages read and refused; a simultaneous
// choice kept secret; a refused write undone; idle rooms removed; floods
// and misbehaving connections limited; every error code leaves the rooms as
// they were.

#include <QtTest>

#include <functional>
#include <string>
#include <vector>

#include "core/json.h"
#include "core/match.h"
#include "core/registry.h"
#include "net/core/client_message.h"
#include "net/core/server_core.h"
#include "tests/net/fake_server_parts.h"

using namespace cowrie;
using namespace cowrie::net;

namespace {

constexpr Millis start = 1'764'800'000'000;  // December 2025
constexpr ConnectionId southId = 1, northId = 2, guestId = 3;

std::string text(const Json& message) {
    return message.dump();
}

// A core over fakes with two players seated in one room of `game`.
struct Table {
    fake::Transport transport;
    fake::MemoryStore store;
    ServerCore core{store, transport, fake::SeededRandom{}};
    std::string room, southToken, northToken;
    Millis now = start;

    void send(ConnectionId from, const Json& message) { core.receive(from, text(message), now); }

    // The one message `to` got since the last look (null when not exactly one).
    Json only(ConnectionId to) {
        auto messages = transport.take(to);
        return messages.size() == 1 ? messages[0] : Json();
    }

    bool seat(const std::string& game, const Json& options = Json::object()) {
        core.connected(southId, now);
        core.connected(northId, now);
        send(southId, {{"type", "create"},
                       {"game", game},
                       {"options", options},
                       {"seat", "south"},
                       {"name", "Ana"}});
        const Json created = only(southId);
        if (created.value("type", "") != "created") return false;
        room = created["room"];
        southToken = created["token"];
        send(northId, {{"type", "join"}, {"room", room}, {"name", "Bo"}});
        const Json joined = only(northId);
        if (joined.value("type", "") != "joined") return false;
        northToken = joined["token"];
        return only(southId).value("type", "") == "opponent";
    }

    Json move(const std::string& text, int ply) {
        return {{"type", "move"}, {"move", text}, {"ply", ply}};
    }
};

// The error `readClientMessage` gives for `text` ("" when it reads).
std::string readError(std::string_view text) {
    auto read = readClientMessage(text);
    if (auto* error = std::get_if<MessageError>(&read))
        return std::string(errorCodeName(error->code));
    return "";
}

}  // namespace

class NetCore : public QObject {
    Q_OBJECT

  private slots:
    void readerRefuses_data();
    void readerRefuses();
    void readerIgnoresUnknownKeys();
    void readerTakesNames();
    void everyErrorChangesNothing();
    void simultaneousChoiceKeptSecret();
    void storeFailureUndoes();
    void idleRoomsRemoved();
    void floodRateLimited();
    void acceptedMovesCostNothing();
    void misbehavingConnectionClosed();
    void tooLargeCloses();
    void restartRestoresRooms();
};

void NetCore::readerRefuses_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("code");
    const auto row = [](const char* name, const char* text, const char* code) {
        QTest::newRow(name) << QString::fromUtf8(text) << QString::fromLatin1(code);
    };
    row("not JSON", "hello", "bad-message");
    row("cut short", R"({"type":"ping")", "bad-message");
    row("an array", "[1,2]", "bad-message");
    row("a string", R"("ping")", "bad-message");
    row("no type", R"({"move":"3","ply":0})", "bad-message");
    row("type a number", R"({"type":7})", "bad-message");
    row("unknown type", R"({"type":"teleport"})", "bad-message");
    row("create without game", R"({"type":"create","seat":"south","name":"A"})", "bad-message");
    row("create game a number", R"({"type":"create","game":1,"seat":"south","name":"A"})",
        "bad-message");
    row("create without seat", R"({"type":"create","game":"kalah","name":"A"})", "bad-message");
    row("create seat east", R"({"type":"create","game":"kalah","seat":"east","name":"A"})",
        "bad-message");
    row("create without name", R"({"type":"create","game":"kalah","seat":"south"})", "bad-message");
    row("create name empty", R"({"type":"create","game":"kalah","seat":"south","name":""})",
        "bad-message");
    row("create name 33",
        R"({"type":"create","game":"kalah","seat":"south","name":"abcdefghijklmnopqrstuvwxyz0123456"})",
        "bad-message");
    row("create name control", R"({"type":"create","game":"kalah","seat":"south","name":"a\nb"})",
        "bad-message");
    row("options an array",
        R"({"type":"create","game":"kalah","options":[],"seat":"south","name":"A"})", "bad-option");
    row("option an object",
        R"({"type":"create","game":"kalah","options":{"holes":{}},"seat":"south","name":"A"})",
        "bad-option");
    row("join without room", R"({"type":"join","name":"A"})", "bad-message");
    row("join room a number", R"({"type":"join","room":12345678,"name":"A"})", "bad-message");
    row("join room too short", R"({"type":"join","room":"ABCDEFG","name":"A"})", "no-such-room");
    row("join room with O", R"({"type":"join","room":"ABCDEFGO","name":"A"})", "no-such-room");
    row("resume without token", R"({"type":"resume","room":"ABCDEFGH"})", "bad-message");
    row("resume token a number", R"({"type":"resume","room":"ABCDEFGH","token":5})", "bad-message");
    row("move without ply", R"({"type":"move","move":"3"})", "bad-message");
    row("move a number", R"({"type":"move","move":3,"ply":0})", "bad-message");
    row("ply a string", R"({"type":"move","move":"3","ply":"0"})", "bad-message");
    row("ply a fraction", R"({"type":"move","move":"3","ply":0.5})", "bad-message");
    row("ply huge", R"({"type":"move","move":"3","ply":18446744073709551615})", "stale-ply");
    row("say without phrase", R"({"type":"say"})", "bad-message");
    row("say free text", R"({"type":"say","phrase":"you lose"})", "bad-message");
}

void NetCore::readerRefuses() {
    QFETCH(QString, text);
    QFETCH(QString, code);
    const QByteArray utf8 = text.toUtf8();
    QCOMPARE(QString::fromStdString(readError(std::string_view(utf8.data(), utf8.size()))), code);
}

void NetCore::readerIgnoresUnknownKeys() {
    auto read = readClientMessage(
        R"({"type":"create","game":"kalah","options":{"holes":5,"empty-capture":true},)"
        R"("seat":"random","name":"Ana","colour":"red","state":{"toMove":"north"}})");
    auto* create = std::get_if<CreateMessage>(&std::get<ClientMessage>(read));
    QVERIFY(create);
    QCOMPARE(create->game, std::string("kalah"));
    QVERIFY(create->seat == SeatChoice::Random);
    QCOMPARE(create->name, std::string("Ana"));
    QCOMPARE(create->options.size(), std::size_t(2));
    QCOMPARE(create->options[0].second, std::string("5"));
    QCOMPARE(create->options[1].second, std::string("true"));

    read = readClientMessage(R"({"ply":4,"type":"move","move":"3R","extra":[1,2,3]})");
    auto* move = std::get_if<MoveMessage>(&std::get<ClientMessage>(read));
    QVERIFY(move);
    QCOMPARE(move->move, std::string("3R"));
    QCOMPARE(move->ply, 4LL);

    // Room codes are read in any letter case.
    read = readClientMessage(R"({"type":"join","room":"abcdefgh","name":"Bo","seat":"north"})");
    auto* join = std::get_if<JoinMessage>(&std::get<ClientMessage>(read));
    QVERIFY(join);
    QCOMPARE(join->room, std::string("ABCDEFGH"));

    QVERIFY(std::holds_alternative<PingMessage>(
        std::get<ClientMessage>(readClientMessage(R"({"type":"ping","move":5})"))));
    QVERIFY(std::holds_alternative<ResignMessage>(
        std::get<ClientMessage>(readClientMessage(R"({"type":"resign","ply":"x"})"))));
}

void NetCore::readerTakesNames() {
    // 32 characters are 32 code points, whatever their bytes.
    std::string chinese;
    for (int i = 0; i < 32; ++i) chinese += "北";
    QVERIFY(!whyBadName(chinese));
    QVERIFY(whyBadName(chinese + "北"));
    QVERIFY(!whyBadName("Bö – x"));
    QVERIFY(whyBadName(""));
    QVERIFY(whyBadName(std::string("a\0b", 3)));
    QVERIFY(whyBadName("tab\there"));
}

void NetCore::everyErrorChangesNothing() {
    Table t;
    QVERIFY(t.seat("kalah"));
    t.send(southId, t.move("1", 0));  // north moves next
    QCOMPARE(t.only(southId).value("type", ""), std::string("moved"));
    QCOMPARE(t.only(northId).value("type", ""), std::string("moved"));
    t.core.connected(guestId, t.now);

    struct Case {
        const char* code;
        ConnectionId from;
        Json message;
    };
    const Json wrongOptions = {{"holes", 99}};
    const std::vector<Case> cases = {
        {"bad-message", southId, {{"type", "teleport"}}},
        {"bad-message", southId, {{"type", "move"}, {"move", 3}, {"ply", 1}}},
        {"bad-message",
         southId,
         {{"type", "create"}, {"game", "kalah"}, {"seat", "south"}, {"name", "Ana"}}},
        {"unknown-game",
         guestId,
         {{"type", "create"}, {"game", "chess"}, {"seat", "south"}, {"name", "Cy"}}},
        {"bad-option",
         guestId,
         {{"type", "create"},
          {"game", "kalah"},
          {"options", wrongOptions},
          {"seat", "south"},
          {"name", "Cy"}}},
        {"no-such-room", guestId, {{"type", "join"}, {"room", "ZZZZZZZZ"}, {"name", "Cy"}}},
        {"room-full", guestId, {{"type", "join"}, {"room", t.room}, {"name", "Cy"}}},
        {"bad-token",
         guestId,
         {{"type", "resume"}, {"room", t.room}, {"token", std::string(32, '0')}}},
        {"bad-token", guestId, t.move("4", 1)},
        {"not-your-turn", southId, t.move("4", 1)},
        {"illegal-move", northId, t.move("9", 1)},
        {"illegal-move", northId, t.move("x", 1)},
        {"stale-ply", northId, t.move("4", 0)},
        {"stale-ply", northId, t.move("4", 2)},
    };
    for (const Case& c : cases) {
        const StoredRoom before = *t.core.roomSnapshot(t.room);
        const auto stored = t.store.rooms;
        const int puts = t.store.puts;
        const std::size_t rooms = t.core.roomCount();
        t.now += 1000;
        t.send(c.from, c.message);
        const Json answer = t.only(c.from);
        QVERIFY2(answer.value("type", "") == "error" && answer.value("code", "") == c.code,
                 qPrintable(QString::fromStdString(text(c.message) + " -> " + text(answer))));
        QVERIFY(!answer.value("message", "").empty());
        QVERIFY(fake::sameRoom(*t.core.roomSnapshot(t.room), before));
        QCOMPARE(t.store.puts, puts);
        QCOMPARE(t.store.rooms.size(), stored.size());
        QCOMPARE(t.core.roomCount(), rooms);
        // Nobody else heard anything.
        for (ConnectionId other : {southId, northId, guestId})
            QCOMPARE(t.transport.take(other).size(), std::size_t(0));
    }
    QVERIFY(t.transport.closed.empty());
    // North plays on at ply 1 as if nothing had happened.
    t.send(northId, t.move("4", 1));
    QCOMPARE(t.only(northId).value("ply", 0), 2);
}

void NetCore::simultaneousChoiceKeptSecret() {
    Table t;
    QVERIFY(t.seat("congkak", {{"traditional", true}}));
    const int puts = t.store.puts;
    t.send(southId, t.move("3", 0));
    // Both hear that south has chosen, and nothing more.
    for (ConnectionId id : {southId, northId}) {
        const Json chosen = t.only(id);
        QCOMPARE(text(chosen), std::string(R"({"type":"chosen","by":"south"})"));
    }
    // A held half is no move: nothing stored, nothing in the snapshot.
    QCOMPARE(t.store.puts, puts);
    QVERIFY(t.core.roomSnapshot(t.room)->moves.empty());
    // Choosing twice is refused; the first choice stands.
    t.send(southId, t.move("5", 0));
    QCOMPARE(t.only(southId).value("code", ""), std::string("not-your-turn"));
    QVERIFY(t.transport.take(northId).empty());
    // North, coming back on another connection, learns that south has
    // chosen, not what.
    t.core.disconnected(northId, t.now);
    QCOMPARE(t.only(southId).value("type", ""), std::string("opponent"));
    t.core.connected(guestId, t.now);
    t.send(guestId, {{"type", "resume"}, {"room", t.room}, {"token", t.northToken}});
    const Json resumed = t.only(guestId);
    QCOMPARE(resumed.value("type", ""), std::string("resumed"));
    QCOMPARE(resumed.value("chosen", true), false);
    QCOMPARE(resumed.value("opponentChosen", false), true);
    QVERIFY(resumed["moves"].empty());
    QVERIFY(text(resumed).find("S3") == std::string::npos);
    QCOMPARE(t.only(southId).value("present", false), true);
    // North's half completes the pair: one `moved` for both, with both holes.
    t.send(guestId, t.move("5", 0));
    for (ConnectionId id : {southId, guestId}) {
        const Json moved = t.only(id);
        QCOMPARE(moved.value("type", ""), std::string("moved"));
        QCOMPARE(moved.value("by", ""), std::string("both"));
        QCOMPARE(moved.value("move", ""), std::string("S3+N5"));
        QCOMPARE(moved.value("ply", 0), 1);
    }
    QCOMPARE(t.store.rooms.at(t.room).moves, std::vector<std::string>{"S3+N5"});
}

void NetCore::storeFailureUndoes() {
    Table t;
    QVERIFY(t.seat("kalah"));
    const StoredRoom before = *t.core.roomSnapshot(t.room);
    t.store.refuse = true;
    t.now += 1000;
    t.send(southId, t.move("3", 0));
    // Nothing announced to anyone; the room is as it was; the mover's
    // connection is closed so that its client resumes.
    QVERIFY(t.transport.take(southId).empty());
    QVERIFY(fake::sameRoom(*t.core.roomSnapshot(t.room), before));
    QVERIFY(t.transport.wasClosed(southId));
    QCOMPARE(t.only(northId).value("present", true), false);

    // A join the store refuses leaves the seat free; a create leaves no room.
    t.core.connected(guestId, t.now);
    t.send(guestId, {{"type", "create"}, {"game", "kalah"}, {"seat", "north"}, {"name", "Cy"}});
    QVERIFY(t.transport.take(guestId).empty());
    QCOMPARE(t.core.roomCount(), std::size_t(1));

    Table lone;
    lone.core.connected(southId, lone.now);
    lone.core.connected(northId, lone.now);
    lone.send(southId, {{"type", "create"}, {"game", "kalah"}, {"seat", "south"}, {"name", "A"}});
    const std::string room = lone.only(southId)["room"];
    lone.store.refuse = true;
    lone.send(northId, {{"type", "join"}, {"room", room}, {"name", "B"}});
    QVERIFY(lone.transport.take(northId).empty());
    QVERIFY(lone.core.roomSnapshot(room)->north.token.empty());
    QVERIFY(lone.transport.take(southId).empty());  // no `opponent`
    lone.store.refuse = false;
    lone.core.connected(guestId, lone.now);
    lone.send(guestId, {{"type", "join"}, {"room", room}, {"name", "C"}});
    QCOMPARE(lone.only(guestId).value("seat", ""), std::string("north"));

    // The store works again: south resumes, finds no move, and plays.
    t.store.refuse = false;
    t.core.disconnected(southId, t.now);
    constexpr ConnectionId again = 9;
    t.core.connected(again, t.now);
    t.send(again, {{"type", "resume"}, {"room", t.room}, {"token", t.southToken}});
    QVERIFY(t.only(again)["moves"].empty());
    t.send(again, t.move("3", 0));
    QCOMPARE(t.only(again).value("ply", 0), 1);
    QCOMPARE(t.store.rooms.at(t.room).moves, std::vector<std::string>{"3"});
}

void NetCore::idleRoomsRemoved() {
    Table t;
    QVERIFY(t.seat("kalah"));
    // A second room, touched a day later by its move.
    t.core.connected(guestId, t.now);
    t.send(guestId, {{"type", "create"}, {"game", "kalah"}, {"seat", "south"}, {"name", "Cy"}});
    const std::string later = t.only(guestId)["room"];
    t.now += 24 * 60 * 60 * 1000;
    t.send(guestId, {{"type", "say"}, {"phrase", "hello"}});  // nobody to hear it
    QCOMPARE(t.core.removeIdleRooms(start + idleRoomLifetime - 1), std::size_t(0));
    QCOMPARE(t.core.removeIdleRooms(start + idleRoomLifetime), std::size_t(1));
    QCOMPARE(t.core.roomCount(), std::size_t(1));
    QVERIFY(!t.core.roomSnapshot(t.room));
    QVERIFY(t.store.rooms.count(t.room) == 0 && t.store.rooms.count(later) == 1);
    for (ConnectionId id : {southId, northId}) {
        const Json over = t.only(id);
        QCOMPARE(over.value("type", ""), std::string("over"));
        QCOMPARE(over.value("reason", ""), std::string("abandoned"));
    }
    // The seats went with the room.
    t.send(southId, t.move("3", 0));
    QCOMPARE(t.only(southId).value("code", ""), std::string("bad-token"));
    t.send(northId, {{"type", "resume"}, {"room", t.room}, {"token", t.northToken}});
    QCOMPARE(t.only(northId).value("code", ""), std::string("no-such-room"));
    // A store that cannot remove keeps the room for the next sweep.
    t.store.refuse = true;
    QCOMPARE(t.core.removeIdleRooms(start + 30 * idleRoomLifetime), std::size_t(0));
    QCOMPARE(t.core.roomCount(), std::size_t(1));
}

void NetCore::floodRateLimited() {
    fake::Transport transport;
    fake::MemoryStore store;
    ServerCore core(store, transport, fake::SeededRandom{});
    core.setConnectionLimits({/*burst*/ 5, /*perSecond*/ 2, /*errorsPerMinute*/ 1000});
    core.connected(guestId, start);
    const std::string ping = R"({"type":"ping"})";
    for (int i = 0; i < 8; ++i) core.receive(guestId, ping, start);
    auto answers = transport.take(guestId);
    QCOMPARE(answers.size(), std::size_t(8));
    for (int i = 0; i < 8; ++i)
        QCOMPARE(answers[i].value("type", ""), std::string(i < 5 ? "pong" : "error"));
    QCOMPARE(answers[7].value("code", ""), std::string("rate-limited"));
    // A message refused for the rate is not read: a create makes no room.
    core.receive(guestId, R"({"type":"create","game":"kalah","seat":"south","name":"A"})",
                 start + 100);
    QCOMPARE(transport.take(guestId)[0].value("code", ""), std::string("rate-limited"));
    QCOMPARE(core.roomCount(), std::size_t(0));
    QVERIFY(store.rooms.empty());
    // Half a second refills one message at two a second.
    core.receive(guestId, ping, start + 600);
    QCOMPARE(transport.take(guestId)[0].value("type", ""), std::string("pong"));
    core.receive(guestId, ping, start + 600);
    QCOMPARE(transport.take(guestId)[0].value("code", ""), std::string("rate-limited"));
    QVERIFY(transport.closed.empty());
}

void NetCore::acceptedMovesCostNothing() {
    // A bucket of three that all but never refills.
    Table t;
    t.core.setConnectionLimits({3, 0.001, 1000});
    QVERIFY(t.seat("kalah"));  // the create and the join took one each
    std::string error;
    Match match(createRules("kalah", {}, error));
    for (int ply = 0; ply < 8; ++ply) {  // the game ends at ply 10
        const Move move = match.legalMoves()[0];
        const ConnectionId mover = match.position().toMove == Turn::South ? southId : northId;
        t.send(mover, t.move(match.rules().moveText(move), ply));
        for (ConnectionId id : {southId, northId}) {
            QCOMPARE(t.only(id).value("ply", 0), ply + 1);
        }
        match.play(move);
    }
    // A refused move costs what any message costs: of the two messages the
    // idle seat has left, it takes one and a ping the other.
    const ConnectionId idle = match.position().toMove == Turn::South ? northId : southId;
    t.send(idle, t.move("1", 8));
    QCOMPARE(t.only(idle).value("code", ""), std::string("not-your-turn"));
    t.send(idle, {{"type", "ping"}});
    QCOMPARE(t.only(idle).value("type", ""), std::string("pong"));
    t.send(idle, {{"type", "ping"}});
    QCOMPARE(t.only(idle).value("code", ""), std::string("rate-limited"));
}

void NetCore::misbehavingConnectionClosed() {
    Table t;
    QVERIFY(t.seat("kalah"));
    t.core.connected(guestId, t.now);
    for (int i = 0; i < 20; ++i) t.core.receive(guestId, "{{{", t.now + i);
    QVERIFY(!t.transport.wasClosed(guestId));
    // Errors a minute old no longer count.
    t.now += 60'000 + 20;
    for (int i = 0; i < 20; ++i) t.core.receive(guestId, "{{{", t.now);
    QVERIFY(!t.transport.wasClosed(guestId));
    t.core.receive(guestId, "{{{", t.now);
    QCOMPARE(t.transport.closed.size(), std::size_t(1));
    QCOMPARE(t.transport.closed[0].connection, guestId);
    QVERIFY(t.transport.closed[0].reason == CloseReason::Misbehaving);
    QCOMPARE(t.transport.take(guestId).size(), std::size_t(41));
    // Nothing it sends now is answered; the seated players never noticed.
    t.core.binaryFrame(guestId, t.now);
    t.core.receive(guestId, R"({"type":"ping"})", t.now);
    QVERIFY(t.transport.take(guestId).empty());
    QVERIFY(t.transport.take(southId).empty() && t.transport.take(northId).empty());
    t.send(southId, t.move("1", 0));
    QCOMPARE(t.only(northId).value("type", ""), std::string("moved"));

    // Binary frames are errors like any other.
    constexpr ConnectionId binary = 7;
    t.core.connected(binary, t.now);
    for (int i = 0; i < 21; ++i) t.core.binaryFrame(binary, t.now);
    const auto refusals = t.transport.take(binary);
    QCOMPARE(refusals.size(), std::size_t(21));
    QCOMPARE(refusals[0].value("code", ""), std::string("bad-message"));
    QVERIFY(t.transport.wasClosed(binary));

    // A seated player who misbehaves leaves the seat: the opponent is told.
    for (int i = 0; i < 21; ++i) t.core.receive(northId, "nonsense", t.now);
    QVERIFY(t.transport.wasClosed(northId));
    const auto news = t.transport.take(southId);
    QCOMPARE(news.size(), std::size_t(2));  // moved, then opponent away
    QCOMPARE(news[1].value("present", true), false);
}

void NetCore::tooLargeCloses() {
    Table t;
    QVERIFY(t.seat("kalah"));
    const StoredRoom before = *t.core.roomSnapshot(t.room);
    std::string big = R"({"type":"move","move":"3","ply":0,"pad":")";
    big += std::string(maxFrameBytes, 'x') + "\"}";
    t.core.receive(southId, big, t.now);
    QCOMPARE(t.only(southId).value("code", ""), std::string("too-large"));
    QCOMPARE(t.transport.closed.size(), std::size_t(1));
    QVERIFY(t.transport.closed[0].reason == CloseReason::TooLarge);
    QVERIFY(fake::sameRoom(*t.core.roomSnapshot(t.room), before));
    QCOMPARE(t.only(northId).value("present", true), false);
    // The transport's own report of a frame too large to read at all.
    t.core.tooLarge(northId, t.now);
    QCOMPARE(t.only(northId).value("code", ""), std::string("too-large"));
    QCOMPARE(t.core.connectionCount(), std::size_t(0));
}

void NetCore::restartRestoresRooms() {
    Table t;
    QVERIFY(t.seat("kalah"));
    t.send(southId, t.move("1", 0));
    t.send(northId, t.move("2", 1));
    t.send(southId, {{"type", "resign"}});
    QCOMPARE(t.transport.take(southId).back().value("reason", ""), std::string("resign"));

    fake::Transport transport;
    ServerCore restarted(t.store, transport, fake::SeededRandom{});
    QCOMPARE(restarted.restore(t.now), std::size_t(1));
    QVERIFY(fake::sameRoom(*restarted.roomSnapshot(t.room), *t.core.roomSnapshot(t.room)));
    restarted.connected(northId, t.now);
    restarted.receive(northId,
                      text({{"type", "resume"}, {"room", t.room}, {"token", t.northToken}}), t.now);
    const auto answers = transport.take(northId);
    QCOMPARE(answers.size(), std::size_t(2));
    QCOMPARE(answers[0]["moves"], Json::array({"1", "2"}));
    QCOMPARE(answers[1].value("reason", ""), std::string("resign"));
    QCOMPARE(answers[1].value("by", ""), std::string("south"));

    // A stored room that cannot be rebuilt is skipped, not fatal.
    fake::MemoryStore damaged = t.store;
    damaged.rooms.at(t.room).moves = {"1", "9"};
    ServerCore third(damaged, transport, fake::SeededRandom{});
    QCOMPARE(third.restore(t.now), std::size_t(0));
}

QTEST_GUILESS_MAIN(NetCore)
#include "tst_net_core.moc"
