// cowrie-server under faults, over real sockets on 127.0.0.1: dropped
// connections resumed, a third player refused, every error code of the
// contract provoked, a misbehaving client cut off while another room plays
// on, the server killed with SIGKILL mid-game and restarted from its data
// folder, SIGTERM, wss:// with a certificate made here, and two servers on
// one data folder.

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "tests/net/cli_state.h"
#include "tests/net/scripted_client.h"
#include "tests/net/server_process.h"

namespace {

// The contract's limit: a connection with more errors than this in a minute
// may be closed (cowrie-server closes it, 1008).
constexpr int errorsPerMinute = 20;

// Two players in one Kalah room, and what the server has announced.
struct Table {
    ScriptedClient south, north;
    QString room, southToken, northToken;
    QJsonObject state;
    QStringList moves;
};

// Each reads `message` once: it is often a call that takes the next message.
#define VERIFY_TYPE(message, expected)                                            \
    do {                                                                          \
        const QJsonObject seen_ = (message);                                      \
        QVERIFY2(seen_.value("type").toString() == QLatin1String(expected),       \
                 qPrintable(QStringLiteral("expected %1, got %2")                 \
                                .arg(QLatin1String(expected), describe(seen_)))); \
    } while (false)

#define VERIFY_ERROR(message, expected)                                               \
    do {                                                                              \
        const QJsonObject seen_ = (message);                                          \
        QVERIFY2(seen_.value("type") == "error" && seen_.value("code") == (expected), \
                 qPrintable(QStringLiteral("expected error %1, got %2")               \
                                .arg(QLatin1String(expected), describe(seen_))));     \
    } while (false)

QJsonObject moveMessage(const QString& move, int ply) {
    return {{"type", "move"}, {"move", move}, {"ply", ply}};
}

// Kalah: any hole of the mover's holding seeds is a legal move.
QString firstLegalHole(const QJsonObject& state) {
    const QString side = state.value("toMove").toString();
    const QJsonArray holes = state.value("holes").toObject().value(side).toArray();
    for (int i = 0; i < holes.size(); ++i)
        if (holes[i].toInt() > 0) return QString::number(i + 1);
    return {};
}

}  // namespace

class NetServerFaults : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase();
    void resumeAfterDrop();
    void thirdClientRefused();
    void phrasesAndResignation();
    void everyErrorCode();
    void tooLargeChangesNothing();
    void floodRateLimited();
    void misbehavingClientCutOff();
    void unknownPathRefused();
    void killedServerLosesNothing();
    void killedDuringSimultaneousChoice();
    void sigtermExitsCleanly();
    void secureWebSocket();
    void twoServersOneDataFolder();
    void badCommandLines();
    void cleanupTestCase();

  private:
    // Each client pings and gets `pong` first: nothing else was sent to it.
    void nothingHeard(const QList<ScriptedClient*>& clients);
    // Opens both players' connections and seats them in a new Kalah room.
    void seat(Table& table, const QUrl& url);
    // The player to move plays the first legal hole; both see `moved`.
    void playOne(Table& table);

    QTemporaryDir data_;
    ServerProcess server_;
};

void NetServerFaults::initTestCase() {
    QVERIFY(data_.isValid());
    QVERIFY2(server_.start(data_.path()), qPrintable(server_.error()));
}

void NetServerFaults::seat(Table& table, const QUrl& url) {
    QVERIFY(table.south.open(url));
    QVERIFY(table.north.open(url));
    table.south.send({{"type", "create"}, {"game", "kalah"}, {"seat", "south"}, {"name", "Ana"}});
    const QJsonObject created = table.south.expect("created");
    VERIFY_TYPE(created, "created");
    table.room = created.value("room").toString();
    table.southToken = created.value("token").toString();
    QVERIFY(table.room.size() >= 8);
    QVERIFY(table.southToken.size() >= 32);
    table.north.send({{"type", "join"}, {"room", table.room}, {"name", "Bo"}});
    const QJsonObject joined = table.north.expect("joined");
    VERIFY_TYPE(joined, "joined");
    table.northToken = joined.value("token").toString();
    table.state = joined.value("state").toObject();
    QVERIFY(table.northToken != table.southToken);
    VERIFY_TYPE(table.south.expect("opponent"), "opponent");
}

void NetServerFaults::playOne(Table& table) {
    const QString move = firstLegalHole(table.state);
    QVERIFY2(!move.isEmpty(), qPrintable(describe(table.state)));
    const bool southMoves = table.state.value("toMove") == "south";
    const int ply = int(table.moves.size());
    (southMoves ? table.south : table.north).send(moveMessage(move, ply));
    for (ScriptedClient* client : {&table.south, &table.north}) {
        const QJsonObject moved = client->expect("moved");
        VERIFY_TYPE(moved, "moved");
        QCOMPARE(moved.value("move").toString(), move);
        QCOMPARE(moved.value("ply").toInt(), ply + 1);
        table.state = moved.value("state").toObject();
    }
    table.moves << move;
}

void NetServerFaults::resumeAfterDrop() {
    Table table;
    seat(table, server_.url());
    playOne(table);
    playOne(table);

    // South's network drops; North hears he is away; the same client
    // connects again and resumes with the whole game.
    table.south.drop();
    QJsonObject away = table.north.expect("opponent");
    QCOMPARE(away.value("present").toBool(true), false);
    QVERIFY(table.south.open(server_.url()));
    table.south.send({{"type", "resume"}, {"room", table.room}, {"token", table.southToken}});
    QJsonObject resumed = table.south.expect("resumed");
    VERIFY_TYPE(resumed, "resumed");
    QCOMPARE(resumed.value("seat").toString(), QStringLiteral("south"));
    QCOMPARE(resumed.value("opponent").toString(), QStringLiteral("Bo"));
    QCOMPARE(resumed.value("moves").toVariant().toStringList(), table.moves);
    QCOMPARE(resumed.value("state").toObject(), table.state);
    QCOMPARE(table.north.expect("opponent").value("present").toBool(), true);

    // North goes; another connection (a new client) takes his seat back
    // with his token, and plays on.
    table.north.drop();
    QCOMPARE(table.south.expect("opponent").value("present").toBool(true), false);
    ScriptedClient elsewhere;
    QVERIFY(elsewhere.open(server_.url()));
    elsewhere.send({{"type", "resume"}, {"room", table.room}, {"token", table.northToken}});
    resumed = elsewhere.expect("resumed");
    VERIFY_TYPE(resumed, "resumed");
    QCOMPARE(resumed.value("seat").toString(), QStringLiteral("north"));
    QCOMPARE(resumed.value("moves").toVariant().toStringList(), table.moves);
    QCOMPARE(table.south.expect("opponent").value("present").toBool(), true);
    QVERIFY(table.north.open(server_.url()));  // a spare client, left idle
    for (int i = 0; i < 4; ++i) {
        const QString move = firstLegalHole(table.state);
        const bool southMoves = table.state.value("toMove") == "south";
        const int ply = int(table.moves.size());
        (southMoves ? table.south : elsewhere).send(moveMessage(move, ply));
        for (ScriptedClient* client : {&table.south, &elsewhere}) {
            const QJsonObject moved = client->expect("moved");
            VERIFY_TYPE(moved, "moved");
            table.state = moved.value("state").toObject();
        }
        table.moves << move;
    }
}

void NetServerFaults::thirdClientRefused() {
    Table table;
    seat(table, server_.url());
    ScriptedClient third;
    QVERIFY(third.open(server_.url()));
    third.send({{"type", "join"}, {"room", table.room}, {"name", "Cy"}});
    VERIFY_ERROR(third.next(), "room-full");
    // Nothing changed: the seated players play on, nobody heard of Cy.
    playOne(table);
    QCOMPARE(table.south.queued() + table.north.queued(), 0);
}

void NetServerFaults::nothingHeard(const QList<ScriptedClient*>& clients) {
    // The server answers each connection in order: a `pong` first means no
    // other message was on its way to that client.
    for (ScriptedClient* client : clients) {
        client->send({{"type", "ping"}});
        VERIFY_TYPE(client->next(), "pong");
    }
}

void NetServerFaults::phrasesAndResignation() {
    Table table;
    seat(table, server_.url());
    playOne(table);
    // A phrase goes to the other player only.
    table.south.send({{"type", "say"}, {"phrase", "good-game"}});
    const QJsonObject said = table.north.next();
    VERIFY_TYPE(said, "said");
    QCOMPARE(said.value("phrase").toString(), QStringLiteral("good-game"));
    QCOMPARE(said.value("by").toString(), QStringLiteral("south"));
    nothingHeard({&table.south});
    // North resigns: both hear it, and the game takes no more moves.
    table.north.send({{"type", "resign"}});
    for (ScriptedClient* client : {&table.south, &table.north}) {
        const QJsonObject over = client->next();
        VERIFY_TYPE(over, "over");
        QCOMPARE(over.value("reason").toString(), QStringLiteral("resign"));
        QCOMPARE(over.value("by").toString(), QStringLiteral("north"));
        QCOMPARE(over.value("state").toObject(), table.state);
    }
    const bool southMoves = table.state.value("toMove") == "south";
    ScriptedClient& mover = southMoves ? table.south : table.north;
    mover.send(moveMessage(firstLegalHole(table.state), 1));
    VERIFY_ERROR(mover.next(), "illegal-move");
    table.south.send({{"type", "resign"}});
    VERIFY_ERROR(table.south.next(), "illegal-move");
    // A resumed seat of a finished game hears how it ended.
    table.south.drop();
    QVERIFY(table.south.open(server_.url()));
    table.south.send({{"type", "resume"}, {"room", table.room}, {"token", table.southToken}});
    VERIFY_TYPE(table.south.next(), "resumed");
    const QJsonObject over = table.south.next();
    VERIFY_TYPE(over, "over");
    QCOMPARE(over.value("reason").toString(), QStringLiteral("resign"));
}

void NetServerFaults::everyErrorCode() {
    Table table;
    seat(table, server_.url());
    const QJsonObject initial = table.state;
    ScriptedClient& south = table.south;
    ScriptedClient guest;
    QVERIFY(guest.open(server_.url()));
    const QList<ScriptedClient*> everyone{&table.south, &table.north, &guest};
    // Each error answers its sender alone, on one line, and changes nothing
    // anyone hears of.
    const auto provokeText = [&](ScriptedClient& client, const QString& text, const char* code) {
        client.sendText(text);
        const QJsonObject answer = client.next();
        VERIFY_ERROR(answer, code);
        QVERIFY(!answer.value("message").toString().isEmpty());
        QVERIFY(!answer.value("message").toString().contains('\n'));
        nothingHeard(everyone);
    };
    const auto provoke = [&](ScriptedClient& client, const QJsonObject& message, const char* code) {
        provokeText(client,
                    QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)), code);
    };
#define PROVOKE(...)                            \
    do {                                        \
        provoke(__VA_ARGS__);                   \
        if (QTest::currentTestFailed()) return; \
    } while (false)
#define PROVOKE_TEXT(...)                       \
    do {                                        \
        provokeText(__VA_ARGS__);               \
        if (QTest::currentTestFailed()) return; \
    } while (false)

    PROVOKE_TEXT(south, "this is not JSON", "bad-message");
    PROVOKE_TEXT(south, "[1, 2, 3]", "bad-message");
    south.sendBinary(QByteArray(R"({"type":"ping"})"));
    VERIFY_ERROR(south.next(), "bad-message");
    nothingHeard(everyone);
    PROVOKE(south, {{"type", "teleport"}}, "bad-message");
    PROVOKE(south, {{"type", "move"}, {"move", 3}, {"ply", 0}}, "bad-message");
    PROVOKE(south, {{"type", "create"}, {"game", "kalah"}, {"seat", "south"}, {"name", "Ana"}},
            "bad-message");
    PROVOKE(south, {{"type", "say"}, {"phrase", "you lose"}}, "bad-message");

    PROVOKE(guest, {{"type", "create"}, {"game", "chess"}, {"seat", "south"}, {"name", "Cy"}},
            "unknown-game");
    PROVOKE(guest,
            {{"type", "create"},
             {"game", "kalah"},
             {"options", QJsonObject{{"holes", 99}}},
             {"seat", "south"},
             {"name", "Cy"}},
            "bad-option");
    PROVOKE(guest, {{"type", "join"}, {"room", "ZZZZZZZZ"}, {"name", "Cy"}}, "no-such-room");
    PROVOKE(guest, {{"type", "join"}, {"room", table.room}, {"name", "Cy"}}, "room-full");
    PROVOKE(guest, {{"type", "resume"}, {"room", table.room}, {"token", QString(32, '0')}},
            "bad-token");
    PROVOKE(guest, moveMessage("1", 0), "bad-token");
    PROVOKE(guest, {{"type", "resign"}}, "bad-token");

    PROVOKE(table.north, moveMessage("1", 0), "not-your-turn");
    PROVOKE(south, moveMessage("9", 0), "illegal-move");
    PROVOKE(south, moveMessage("0", 0), "illegal-move");
    PROVOKE(south, moveMessage("1", 5), "stale-ply");
    PROVOKE(south, moveMessage("1", -1), "stale-ply");
#undef PROVOKE
#undef PROVOKE_TEXT
    // too-large and rate-limited close the connection: tooLargeChangesNothing
    // and floodRateLimited.

    // The room is as it was: the first move is still move 1, from the
    // state the join showed, and lands where mancala-cli says.
    QCOMPARE(table.state, initial);
    playOne(table);
    QCOMPARE(table.moves.size(), 1);
    QCOMPARE(table.state, cliState("kalah", {}, table.moves));
}

void NetServerFaults::tooLargeChangesNothing() {
    Table table;
    seat(table, server_.url());
    const QJsonObject initial = table.state;
    // A legal first move, padded past 64 KiB.
    QString big = QStringLiteral(R"({"type":"move","move":"1","ply":0,"padding":")");
    big += QString(70000 - big.size() - 2, QLatin1Char('x'));
    big += QStringLiteral("\"}");
    QCOMPARE(big.toUtf8().size(), 70000);
    table.south.sendText(big);
    VERIFY_ERROR(table.south.next(), "too-large");
    QVERIFY(table.south.waitClosed());
    QCOMPARE(table.south.closeCode(), 1009);
    // North hears only that south is away; south comes back to no move.
    QCOMPARE(table.north.next().value("present").toBool(true), false);
    nothingHeard({&table.north});
    QVERIFY(table.south.open(server_.url()));
    table.south.send({{"type", "resume"}, {"room", table.room}, {"token", table.southToken}});
    const QJsonObject resumed = table.south.expect("resumed");
    VERIFY_TYPE(resumed, "resumed");
    QVERIFY(resumed.value("moves").toArray().isEmpty());
    QCOMPARE(resumed.value("state").toObject(), initial);
    playOne(table);
    QCOMPARE(table.moves.size(), 1);
}

void NetServerFaults::floodRateLimited() {
    Table table;
    seat(table, server_.url());
    const QJsonObject initial = table.state;
    // South pings as fast as the answers come, hundreds a second against
    // a limit of 20: answered at first, then refused, and after more than 20
    // errors in a minute the server hangs up. (Each ping waits for the last
    // answer, so the server has read all it was sent when it closes: unread
    // data would make the kernel reset the connection and drop the answers.)
    int pongs = 0, limited = 0, sent = 0;
    while (limited <= errorsPerMinute && sent < 2000) {
        table.south.send({{"type", "ping"}});
        ++sent;
        const QJsonObject answer = table.south.next();
        if (answer.value("type") == "pong") {
            ++pongs;
        } else {
            VERIFY_ERROR(answer, "rate-limited");
            ++limited;
        }
    }
    qInfo("%d pings as fast as answered: %d pongs, %d rate-limited", sent, pongs, limited);
    QVERIFY(pongs > 0);
    QVERIFY(table.south.waitClosed());
    QCOMPARE(table.south.closeCode(), 1008);
    // The room is untouched: north heard south go, nothing else; south
    // resumes to no move and plays the first.
    QCOMPARE(table.north.next().value("present").toBool(true), false);
    nothingHeard({&table.north});
    QVERIFY(table.south.open(server_.url()));
    table.south.send({{"type", "resume"}, {"room", table.room}, {"token", table.southToken}});
    const QJsonObject resumed = table.south.expect("resumed");
    VERIFY_TYPE(resumed, "resumed");
    QCOMPARE(resumed.value("state").toObject(), initial);
    playOne(table);
    QCOMPARE(table.moves.size(), 1);
}

void NetServerFaults::misbehavingClientCutOff() {
    Table table;
    seat(table, server_.url());
    playOne(table);
    ScriptedClient vandal;
    QVERIFY(vandal.open(server_.url()));
    // One broken frame after another, each answered, until the server has
    // had more than 20 errors in a minute.
    for (int i = 0; i <= errorsPerMinute; ++i) {
        vandal.sendText(QStringLiteral("{{{"));
        VERIFY_ERROR(vandal.next(), "bad-message");
    }
    QVERIFY(vandal.waitClosed());
    QCOMPARE(vandal.closeCode(), 1008);
    // Binary frames, which the server does not read, count as errors too.
    ScriptedClient binary;
    QVERIFY(binary.open(server_.url()));
    for (int i = 0; i <= errorsPerMinute; ++i) {
        binary.sendBinary(QByteArray(R"({"type":"ping"})"));
        VERIFY_ERROR(binary.next(), "bad-message");
    }
    QVERIFY(binary.waitClosed());
    QCOMPARE(binary.closeCode(), 1008);
    // The other room never noticed.
    playOne(table);
    playOne(table);
    QCOMPARE(table.moves.size(), 3);
}

void NetServerFaults::unknownPathRefused() {
    ScriptedClient client;
    if (client.open(server_.url(QStringLiteral("ws"), QStringLiteral("/v2")))) {
        QVERIFY(client.waitClosed());
        QCOMPARE(client.closeCode(), 1008);
    }
    QVERIFY(!client.isOpen());
}

void NetServerFaults::killedServerLosesNothing() {
    QTemporaryDir data;
    ServerProcess first;
    QVERIFY2(first.start(data.path()), qPrintable(first.error()));
    Table table;
    seat(table, first.url());
    for (int i = 0; i < 7; ++i) playOne(table);
    const QJsonObject announced = table.state;

    first.kill();
    QVERIFY(table.south.waitClosed());
    QVERIFY(table.north.waitClosed());

    ServerProcess second;
    QVERIFY2(second.start(data.path()), qPrintable(second.error()));
    for (auto [client, token, side] : {std::tuple{&table.south, table.southToken, "south"},
                                       std::tuple{&table.north, table.northToken, "north"}}) {
        QVERIFY(client->open(second.url()));
        client->send({{"type", "resume"}, {"room", table.room}, {"token", token}});
        const QJsonObject resumed = client->expect("resumed");
        VERIFY_TYPE(resumed, "resumed");
        QCOMPARE(resumed.value("seat").toString(), QString::fromLatin1(side));
        QCOMPARE(resumed.value("moves").toVariant().toStringList(), table.moves);
        QCOMPARE(resumed.value("state").toObject(), announced);
    }
    // ... and both finish the game.
    while (!table.state.value("over").toBool()) {
        QVERIFY(table.moves.size() < 500);
        playOne(table);
    }
    for (ScriptedClient* client : {&table.south, &table.north}) {
        const QJsonObject over = client->expect("over");
        VERIFY_TYPE(over, "over");
        QCOMPARE(over.value("reason").toString(), QStringLiteral("end"));
    }
    // Nothing lost: the game the server finished is the one mancala-cli
    // plays from the same moves.
    QCOMPARE(table.state, cliState("kalah", {}, table.moves));
    qInfo("killed after 7 moves, resumed, finished after %lld", qlonglong(table.moves.size()));
    QCOMPARE(second.terminate(), 0);
}

void NetServerFaults::killedDuringSimultaneousChoice() {
    // Congkak's traditional start: both choose at once. South's half is held
    // in memory only (no move yet), so a server killed before North chooses
    // forgets it, and both choose again: nothing announced is lost.
    const QJsonObject options{{"traditional", "true"}};
    QTemporaryDir data;
    ServerProcess first;
    QVERIFY2(first.start(data.path()), qPrintable(first.error()));
    ScriptedClient south, north;
    QVERIFY(south.open(first.url()));
    QVERIFY(north.open(first.url()));
    south.send({{"type", "create"},
                {"game", "congkak"},
                {"options", options},
                {"seat", "south"},
                {"name", "Ana"}});
    const QJsonObject created = south.expect("created");
    VERIFY_TYPE(created, "created");
    const QString room = created.value("room").toString();
    north.send({{"type", "join"}, {"room", room}, {"name", "Bo"}});
    const QJsonObject joined = north.expect("joined");
    VERIFY_TYPE(joined, "joined");
    QCOMPARE(joined.value("state").toObject().value("toMove").toString(), QStringLiteral("both"));
    south.send(moveMessage("3", 0));
    VERIFY_TYPE(north.expect("chosen"), "chosen");

    first.kill();
    QVERIFY(south.waitClosed());
    QVERIFY(north.waitClosed());
    ServerProcess second;
    QVERIFY2(second.start(data.path()), qPrintable(second.error()));
    for (auto [client, token] : {std::pair{&south, created.value("token").toString()},
                                 std::pair{&north, joined.value("token").toString()}}) {
        QVERIFY(client->open(second.url()));
        client->send({{"type", "resume"}, {"room", room}, {"token", token}});
        const QJsonObject resumed = client->expect("resumed");
        VERIFY_TYPE(resumed, "resumed");
        QVERIFY(resumed.value("moves").toArray().isEmpty());
        QCOMPARE(resumed.value("state").toObject(), joined.value("state").toObject());
        QCOMPARE(resumed.value("chosen").toBool(true), false);
        QCOMPARE(resumed.value("opponentChosen").toBool(true), false);
    }
    // Both choose again (South another hole this time) and the pair is played.
    south.send(moveMessage("4", 0));
    north.send(moveMessage("5", 0));
    QJsonObject state;
    for (ScriptedClient* client : {&south, &north}) {
        const QJsonObject moved = client->expect("moved");
        VERIFY_TYPE(moved, "moved");
        QCOMPARE(moved.value("by").toString(), QStringLiteral("both"));
        QCOMPARE(moved.value("move").toString(), QStringLiteral("S4+N5"));
        state = moved.value("state").toObject();
    }
    QCOMPARE(state, cliState("congkak", options, {"S4+N5"}));
    QCOMPARE(second.terminate(), 0);
}

void NetServerFaults::sigtermExitsCleanly() {
    QTemporaryDir data;
    ServerProcess server;
    QVERIFY2(server.start(data.path()), qPrintable(server.error()));
    ScriptedClient client;
    QVERIFY(client.open(server.url()));
    client.send({{"type", "ping"}});
    VERIFY_TYPE(client.next(), "pong");
    QCOMPARE(server.terminate(), 0);
    QVERIFY(client.waitClosed());
    QCOMPARE(client.closeCode(), 1001);
    // The lock is given back: the folder serves again at once.
    ServerProcess again;
    QVERIFY2(again.start(data.path()), qPrintable(again.error()));
    QCOMPARE(again.terminate(), 0);
}

void NetServerFaults::secureWebSocket() {
    const QString openssl = QStandardPaths::findExecutable(QStringLiteral("openssl"));
    if (openssl.isEmpty()) QSKIP("openssl is not installed: no certificate to test wss:// with");
    QTemporaryDir dir;
    const QString cert = dir.filePath("cert.pem"), key = dir.filePath("key.pem");
    QProcess make;
    make.start(openssl, {"req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj",
                         "/CN=localhost", "-keyout", key, "-out", cert});
    QVERIFY(make.waitForFinished(60000));
    QVERIFY2(make.exitCode() == 0, make.readAllStandardError().constData());

    ServerProcess server;
    QVERIFY2(server.start(dir.filePath("data"), {"--cert", cert, "--key", key}),
             qPrintable(server.error()));
    Table table;
    seat(table, server.url(QStringLiteral("wss")));
    playOne(table);
    QCOMPARE(server.terminate(), 0);

    // A key that is not a key: one line, and no server.
    QString error;
    QVERIFY(ServerProcess::runToEnd(
                {"--port", "0", "--data", dir.filePath("data"), "--cert", cert, "--key", cert},
                &error) > 0);
    QVERIFY2(error.contains("private key") && error.count('\n') == 1, qPrintable(error));
}

void NetServerFaults::twoServersOneDataFolder() {
    QString error, output;
    const int code =
        ServerProcess::runToEnd({"--port", "0", "--data", data_.path()}, &error, &output);
    QVERIFY(code > 0);
    QVERIFY2(error.contains("another server") && error.count('\n') == 1, qPrintable(error));
    QVERIFY(output.isEmpty());
    QVERIFY(server_.process().state() == QProcess::Running);
}

void NetServerFaults::badCommandLines() {
    QTemporaryDir data;
    for (const QStringList& args :
         {QStringList{"--port", "65536"}, QStringList{"--port", "seven"},
          QStringList{"--host", "nowhere.invalid"}, QStringList{"--cert", "only-a-cert.pem"},
          QStringList{"--no-such-flag"}, QStringList{"stray"}}) {
        QString error;
        QVERIFY2(ServerProcess::runToEnd(args + QStringList{"--data", data.path()}, &error) > 0,
                 qPrintable(args.join(' ')));
        QVERIFY2(error.startsWith("cowrie-server: ") && error.count('\n') == 1, qPrintable(error));
    }
    QString version;
    QCOMPARE(ServerProcess::runToEnd({"--version"}, nullptr, &version), 0);
    QVERIFY(version.startsWith("cowrie-server "));
}

void NetServerFaults::cleanupTestCase() {
    QCOMPARE(server_.terminate(), 0);
}

QTEST_GUILESS_MAIN(NetServerFaults)
#include "tst_net_server_faults.moc"
