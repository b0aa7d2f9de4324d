// Every game of the registry (and every preset that starts with a
// simultaneous choice) played whole over real sockets: two scripted clients
// against a cowrie-server child process, the moves chosen by the engine at
// Novice (random moves make Pallankuzhi games of 60,000 moves), and the
// final state the server announced compared with `mancala-cli play` on the
// same moves.

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

#include "core/ai/engine.h"
#include "core/ai/levels.h"
#include "core/match.h"
#include "core/registry.h"
#include "tests/net/cli_state.h"
#include "tests/net/scripted_client.h"
#include "tests/net/server_process.h"

using namespace cowrie;

namespace {

// A whole game is far shorter (the longest, Olinda keliya, runs to some
// hundreds of moves at Novice); past this the test calls it endless.
constexpr int maxMoves = 5000;

RawOptions rawOptions(const QJsonObject& options) {
    RawOptions raw;
    for (auto it = options.begin(); it != options.end(); ++it)
        raw.emplace_back(it.key().toStdString(), it.value().toString().toStdString());
    return raw;
}

bool startsSimultaneously(const GameInfo& game, const RawOptions& options) {
    std::string error;
    const auto rules = createRules(game.id, options, error);
    return rules && Match(rules).position().toMove == Turn::Both;
}

QString text(const std::string& value) {
    return QString::fromStdString(value);
}

// The move to play now: the engine's, or the first legal one where the
// engine gives none the rules take.
Move chooseMove(ai::Engine& engine, const Match& match, std::uint64_t seed) {
    const Rules& rules = match.rules();
    const auto limits = ai::levelLimits(ai::Level::Novice, 0, seed, &rules);
    const Move pick = engine.think(rules, match.position(), limits).move;
    const MoveList legal = match.legalMoves();
    if (!pick.isNull() && legal.contains(pick) &&
        (match.position().toMove != Turn::Both || pick.isPair()))
        return pick;
    for (Move move : legal)
        if (match.position().toMove != Turn::Both || move.isPair()) return move;
    return legal[0];
}

}  // namespace

class NetServerGames : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase();
    void wholeGame_data();
    void wholeGame();
    void cleanupTestCase();

  private:
    QTemporaryDir data_;
    ServerProcess server_;
    int simultaneousChoices_ = 0;
};

void NetServerGames::initTestCase() {
    QVERIFY(data_.isValid());
    QVERIFY2(server_.start(data_.path()), qPrintable(server_.error()));
}

void NetServerGames::wholeGame_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<QJsonObject>("options");
    for (const GameInfo& game : allGames()) {
        QTest::newRow(game.id.c_str()) << text(game.id) << QJsonObject();
        for (const Preset& preset : game.presets) {
            if (!startsSimultaneously(game, preset.options)) continue;
            QJsonObject options;
            for (const auto& [key, value] : preset.options) options.insert(text(key), text(value));
            const std::string row = game.id + "/" + preset.id;
            QTest::newRow(row.c_str()) << text(game.id) << options;
        }
    }
}

void NetServerGames::wholeGame() {
    QFETCH(QString, game);
    QFETCH(QJsonObject, options);
    std::string error;
    const auto rules = createRules(game.toStdString(), rawOptions(options), error);
    QVERIFY2(rules, error.c_str());

    ScriptedClient south, north;
    QVERIFY(south.open(server_.url()));
    QVERIFY(north.open(server_.url()));
    south.send({{"type", "create"},
                {"game", game},
                {"options", options},
                {"seat", "south"},
                {"name", "Ana"}});
    const QJsonObject created = south.expect("created");
    QCOMPARE(created.value("type").toString(), QStringLiteral("created"));
    QCOMPARE(created.value("seat").toString(), QStringLiteral("south"));
    north.send({{"type", "join"}, {"room", created.value("room")}, {"name", "Bo"}});
    const QJsonObject joined = north.expect("joined");
    QVERIFY2(joined.value("type") == "joined", qPrintable(describe(joined)));
    QCOMPARE(joined.value("seat").toString(), QStringLiteral("north"));
    QCOMPARE(joined.value("opponent").toString(), QStringLiteral("Ana"));
    const QJsonObject met = south.expect("opponent");
    QCOMPARE(met.value("name").toString(), QStringLiteral("Bo"));

    ai::Engine engine(8);
    Match match(rules);
    QStringList moves;
    QJsonObject lastState = joined.value("state").toObject();
    while (!match.position().over()) {
        QVERIFY2(match.moveCount() < maxMoves, "the game did not end");
        const Move move = chooseMove(engine, match, std::uint64_t(match.moveCount()));
        const int ply = match.moveCount();
        if (match.position().toMove == Turn::Both) {
            // Each chooses a hole of his own; the other learns only that
            // a choice was made, until both have.
            ++simultaneousChoices_;
            south.send(
                {{"type", "move"}, {"move", QString::number(move.southHole())}, {"ply", ply}});
            const QJsonObject chosen = north.next();
            QVERIFY2(chosen.value("type") == "chosen", qPrintable(describe(chosen)));
            QCOMPARE(chosen.value("by").toString(), QStringLiteral("south"));
            QCOMPARE(chosen.keys(), (QStringList{"by", "type"}));
            north.send(
                {{"type", "move"}, {"move", QString::number(move.northHole())}, {"ply", ply}});
        } else {
            ScriptedClient& mover = match.position().toMove == Turn::South ? south : north;
            mover.send({{"type", "move"}, {"move", text(rules->moveText(move))}, {"ply", ply}});
        }
        for (ScriptedClient* client : {&south, &north}) {
            const QJsonObject moved = client->expect("moved");
            QVERIFY2(moved.value("type") == "moved", qPrintable(describe(moved)));
            QCOMPARE(moved.value("move").toString(), text(rules->moveText(move)));
            QCOMPARE(moved.value("ply").toInt(), ply + 1);
            QVERIFY(moved.value("events").isArray());
            lastState = moved.value("state").toObject();
        }
        moves << text(rules->moveText(move));
        match.play(move);
    }
    for (ScriptedClient* client : {&south, &north}) {
        const QJsonObject over = client->expect("over");
        QVERIFY2(over.value("type") == "over", qPrintable(describe(over)));
        QCOMPARE(over.value("reason").toString(), QStringLiteral("end"));
        QCOMPARE(over.value("state").toObject(), lastState);
    }
    QVERIFY(lastState.value("over").toBool());
    QCOMPARE(lastState, cliState(game, options, moves));
    qInfo("%s: %lld moves", qPrintable(game), qlonglong(moves.size()));
}

void NetServerGames::cleanupTestCase() {
    // The registry has a game that starts with a simultaneous choice
    // (Three-row, Congkak's traditional preset): it was played.
    QVERIFY(simultaneousChoices_ > 0);
    QCOMPARE(server_.terminate(), 0);
}

QTEST_GUILESS_MAIN(NetServerGames)
#include "tst_net_server_games.moc"
