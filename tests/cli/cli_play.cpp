// `mancala-cli play` and `legal`: the state object of cli-contract.md, the
// trace of every move, and the legal moves of a position.

#include <QSet>

#include "tests/cli/cli_runner.h"

namespace {

// A whole Kalah game (South plays his first legal hole each time, North too).
const QString kKalahNorthWins = "1 1 2 3 1 4 1 5 1 6";
// A whole Kalah game that ends 24-24.
const QString kKalahDraw = "6 6 5 5 6 4 6 4 6 5 6 5 3 3 6 5 6 5 4 4";
// A whole Congkak game South wins 63-35.
const QString kCongkakSouthWins = "4 3 4 5 5 4 4 5 4 4 4 4 3 5 6 4 4 2 5 5 3 2 3 5 6 2 7 4";

QJsonObject playState(const QStringList& arguments) {
    const CliResult r = runCli(QStringList{"play"} + arguments);
    if (r.exitCode != 0) qWarning() << r.err;
    return r.object();
}

QJsonArray ints(std::initializer_list<int> values) {
    QJsonArray out;
    for (int v : values) out.append(v);
    return out;
}

int sum(const QJsonArray& values) {
    int total = 0;
    for (const QJsonValue& v : values) total += v.toInt();
    return total;
}

int seedsInPlay(const QJsonObject& state) {
    const QJsonObject holes = state.value("holes").toObject();
    const QJsonObject stores = state.value("stores").toObject();
    return sum(holes.value("south").toArray()) + sum(holes.value("north").toArray()) +
           stores.value("south").toInt() + stores.value("north").toInt();
}

QJsonObject eventAt(const QJsonObject& entry, int index) {
    return entry.value("events").toArray().at(index).toObject();
}

}  // namespace

class CliPlay : public QObject {
    Q_OBJECT

    // Every key of the contract's state object, with its JSON type.
    static void checkStateShape(const QJsonObject& state, int holesPerSide) {
        const QStringList keys = {"game",   "options", "round",  "toMove",    "over",  "holes",
                                  "stores", "burnt",   "marked", "roundWins", "result"};
        for (const QString& key : keys) QVERIFY2(state.contains(key), qPrintable(key));
        QVERIFY(state.value("game").isString());
        QVERIFY(state.value("options").isObject());
        QVERIFY(state.value("round").isDouble());
        QVERIFY(state.value("toMove").isString() || state.value("toMove").isNull());
        QVERIFY(state.value("over").isBool());
        for (const char* pair : {"holes", "stores", "burnt", "marked", "roundWins"}) {
            const QJsonObject sides = state.value(pair).toObject();
            QVERIFY2(sides.contains("south") && sides.contains("north"), pair);
            QCOMPARE(sides.size(), 2);
        }
        for (const char* side : {"south", "north"}) {
            const QJsonArray holes = state.value("holes").toObject().value(side).toArray();
            QCOMPARE(holes.size(), holesPerSide);
            for (const QJsonValue& h : holes) QVERIFY(h.isDouble() && h.toInt() >= 0);
            QVERIFY(state.value("stores").toObject().value(side).isDouble());
            QVERIFY(state.value("burnt").toObject().value(side).isArray());
            QVERIFY(state.value("marked").toObject().value(side).isObject());
            QVERIFY(state.value("roundWins").toObject().value(side).isDouble());
        }
        const QJsonValue result = state.value("result");
        QVERIFY(result.isNull() || result.isObject());
        if (state.value("over").toBool()) {
            QVERIFY(state.value("toMove").isNull());
            QVERIFY(result.isObject());
            const QString winner = result.toObject().value("winner").toString();
            QVERIFY2(winner == "south" || winner == "north" || winner == "draw",
                     qPrintable(winner));
            QVERIFY(result.toObject().value("reason").isString());
        } else {
            QVERIFY(result.isNull());
            const QString toMove = state.value("toMove").toString();
            QVERIFY2(toMove == "south" || toMove == "north" || toMove == "both",
                     qPrintable(toMove));
        }
    }

  private slots:
    void kalahInitialState() {
        const CliResult r = runCli({"play", "--game", "kalah"});
        CHECK_CLI_OK(r);
        const QJsonObject state = r.object();
        checkStateShape(state, 6);
        QCOMPARE(state.value("game").toString(), QString("kalah"));
        QCOMPARE(state.value("options").toObject(),
                 (QJsonObject{
                     {"holes", 6}, {"seeds", 4}, {"empty-capture", false}, {"first", "south"}}));
        QCOMPARE(state.value("round").toInt(), 1);
        QCOMPARE(state.value("toMove").toString(), QString("south"));
        QCOMPARE(state.value("over").toBool(), false);
        QCOMPARE(state.value("holes").toObject().value("south").toArray(),
                 ints({4, 4, 4, 4, 4, 4}));
        QCOMPARE(state.value("holes").toObject().value("north").toArray(),
                 ints({4, 4, 4, 4, 4, 4}));
        QCOMPARE(state.value("stores").toObject(), (QJsonObject{{"south", 0}, {"north", 0}}));
        QCOMPARE(state.value("burnt").toObject(),
                 (QJsonObject{{"south", QJsonArray()}, {"north", QJsonArray()}}));
        QCOMPARE(state.value("marked").toObject(),
                 (QJsonObject{{"south", QJsonObject()}, {"north", QJsonObject()}}));
        QCOMPARE(state.value("roundWins").toObject(), (QJsonObject{{"south", 0}, {"north", 0}}));
        QVERIFY(state.value("result").isNull());
    }

    void emptyOrAbsentMovesMeanTheStart() {
        const CliResult absent = runCli({"play", "--game", "kalah"});
        const CliResult empty = runCli({"play", "--game", "kalah", "--moves", ""});
        const CliResult blank = runCli({"play", "--game", "kalah", "--moves", "   "});
        CHECK_CLI_OK(empty);
        CHECK_CLI_OK(blank);
        QCOMPARE(empty.object(), absent.object());
        QCOMPARE(blank.object(), absent.object());
    }

    // 3: S[4 4 0 5 5 5|1], extra move. 1: S[0 5 1 6 6 5], ends in S5.
    // North 4: N5 N6, N store, S1; ends on South's side.
    void kalahAfterMoves() {
        const QJsonObject state = playState({"--game", "kalah", "--moves", "3 1 4"});
        checkStateShape(state, 6);
        QCOMPARE(state.value("holes").toObject().value("south").toArray(),
                 ints({1, 5, 1, 6, 6, 5}));
        QCOMPARE(state.value("holes").toObject().value("north").toArray(),
                 ints({4, 4, 4, 0, 5, 5}));
        QCOMPARE(state.value("stores").toObject(), (QJsonObject{{"south", 1}, {"north", 1}}));
        QCOMPARE(state.value("toMove").toString(), QString("south"));
        QCOMPARE(seedsInPlay(state), 48);
    }

    void kalahOptionsChangeTheBoard() {
        const QJsonObject state = playState(
            {"--game", "kalah", "--option", "holes=4", "--option", "seeds=3", "--moves", "1"});
        checkStateShape(state, 4);
        QCOMPARE(state.value("options").toObject().value("holes").toInt(), 4);
        QCOMPARE(state.value("options").toObject().value("seeds").toInt(), 3);
        QCOMPARE(state.value("holes").toObject().value("south").toArray(), ints({0, 4, 4, 4}));
        QCOMPARE(seedsInPlay(state), 24);
    }

    void firstNorthStarts() {
        const QJsonObject state = playState({"--game", "kalah", "--option", "first=north"});
        QCOMPARE(state.value("toMove").toString(), QString("north"));
        QCOMPARE(state.value("options").toObject().value("first").toString(), QString("north"));
    }

    void booleanOptionForms_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("expected");
        for (const char* t : {"true", "1", "yes", "on", "TRUE", "Yes"})
            QTest::newRow(t) << QString(t) << true;
        for (const char* f : {"false", "0", "no", "off", "FALSE", "Off"})
            QTest::newRow(f) << QString(f) << false;
    }
    void booleanOptionForms() {
        QFETCH(QString, text);
        QFETCH(bool, expected);
        const CliResult r =
            runCli({"play", "--game", "kalah", "--option", "empty-capture=" + text});
        CHECK_CLI_OK(r);
        QCOMPARE(r.object().value("options").toObject().value("empty-capture"),
                 QJsonValue(expected));
    }

    void congkakAfterMoves() {
        const CliResult r = runCli({"play", "--game", "congkak", "--moves", "4 3 4"});
        CHECK_CLI_OK(r);
        const QJsonObject state = r.object();
        checkStateShape(state, 7);
        QCOMPARE(state.value("game").toString(), QString("congkak"));
        QCOMPARE(state.value("options").toObject(),
                 (QJsonObject{{"traditional", false}, {"first", "south"}}));
        QCOMPARE(seedsInPlay(state), 98);
        QCOMPARE(state.value("over").toBool(), false);
    }

    void congkakInitialState() {
        const QJsonObject state = playState({"--game", "congkak"});
        checkStateShape(state, 7);
        QCOMPARE(state.value("holes").toObject().value("south").toArray(),
                 ints({7, 7, 7, 7, 7, 7, 7}));
        QCOMPARE(state.value("toMove").toString(), QString("south"));
    }

    void wholeKalahGameEnds() {
        const CliResult r = runCli({"play", "--game", "kalah", "--moves", kKalahNorthWins});
        CHECK_CLI_OK(r);
        const QJsonObject state = r.object();
        checkStateShape(state, 6);
        QCOMPARE(state.value("over").toBool(), true);
        QVERIFY(state.value("toMove").isNull());
        QCOMPARE(state.value("result").toObject().value("winner").toString(), QString("north"));
        QVERIFY(!state.value("result").toObject().value("reason").toString().isEmpty());
        QCOMPARE(state.value("stores").toObject(), (QJsonObject{{"south", 12}, {"north", 36}}));
        QCOMPARE(state.value("holes").toObject().value("south").toArray(),
                 ints({0, 0, 0, 0, 0, 0}));
        QCOMPARE(state.value("holes").toObject().value("north").toArray(),
                 ints({0, 0, 0, 0, 0, 0}));
    }

    void drawnKalahGame() {
        const QJsonObject state = playState({"--game", "kalah", "--moves", kKalahDraw});
        checkStateShape(state, 6);
        QCOMPARE(state.value("over").toBool(), true);
        QCOMPARE(state.value("result").toObject().value("winner").toString(), QString("draw"));
        QCOMPARE(state.value("stores").toObject(), (QJsonObject{{"south", 24}, {"north", 24}}));
    }

    void wholeCongkakGameEnds() {
        const QJsonObject state = playState({"--game", "congkak", "--moves", kCongkakSouthWins});
        checkStateShape(state, 7);
        QCOMPARE(state.value("over").toBool(), true);
        QCOMPARE(state.value("result").toObject().value("winner").toString(), QString("south"));
        QCOMPARE(state.value("stores").toObject(), (QJsonObject{{"south", 63}, {"north", 35}}));
    }

    void noMoveAfterTheEnd() {
        const CliResult r = runCli({"play", "--game", "kalah", "--moves", kKalahNorthWins + " 1"});
        CHECK_CLI_FAILS(r, 2);
        QVERIFY2(r.errorText().contains("move 11"), r.err.constData());
        QVERIFY2(r.errorText().contains("over"), r.err.constData());
    }

    // Kalah "3": lift the 4 seeds of South 3, drop into South 4, 5, 6 and
    // South's store; the last seed in the own store earns an extra move.
    void traceOfAnExtraMove() {
        const CliResult r = runCli({"play", "--game", "kalah", "--moves", "3", "--trace"});
        CHECK_CLI_OK(r);
        const QJsonArray trace = r.object().value("trace").toArray();
        QCOMPARE(trace.size(), 1);
        const QJsonObject entry = trace.at(0).toObject();
        QCOMPARE(entry.value("move").toString(), QString("3"));
        QCOMPARE(entry.value("by").toString(), QString("south"));
        const QJsonArray events = entry.value("events").toArray();
        QCOMPARE(events.size(), 6);
        QCOMPARE(eventAt(entry, 0), (QJsonObject{{"event", "lift"},
                                                 {"by", "south"},
                                                 {"place", "south 3"},
                                                 {"count", 4},
                                                 {"hand", 4}}));
        const char* drops[] = {"south 4", "south 5", "south 6", "south store"};
        for (int i = 0; i < 4; ++i)
            QCOMPARE(
                eventAt(entry, i + 1),
                (QJsonObject{
                    {"event", "drop"}, {"by", "south"}, {"place", drops[i]}, {"hand", 3 - i}}));
        // Why (cli-contract.md): the last seed in the store, docs/rules/kalah.md#store.
        QCOMPARE(eventAt(entry, 5), (QJsonObject{{"event", "extraMove"},
                                                 {"by", "south"},
                                                 {"reason", "lastInStore"},
                                                 {"rule", "store"}}));
        // The state beside the trace is the same as without --trace.
        QJsonObject withoutTrace = r.object();
        withoutTrace.remove("trace");
        QCOMPARE(withoutTrace, playState({"--game", "kalah", "--moves", "3"}));
    }

    void traceHasOneEntryPerMove() {
        const CliResult r = runCli({"play", "--game", "kalah", "--moves", "3 1 4", "--trace"});
        CHECK_CLI_OK(r);
        const QJsonArray trace = r.object().value("trace").toArray();
        QCOMPARE(trace.size(), 3);
        const QStringList moves = {"3", "1", "4"};
        const QStringList movers = {"south", "south", "north"};
        for (int i = 0; i < 3; ++i) {
            const QJsonObject entry = trace.at(i).toObject();
            QCOMPARE(entry.value("move").toString(), moves[i]);
            QCOMPARE(entry.value("by").toString(), movers[i]);
            for (const QJsonValue& e : entry.value("events").toArray()) {
                QVERIFY(e.toObject().value("event").isString());
                QVERIFY(e.toObject().contains("by") || e.toObject().contains("next"));
            }
        }
        // Move 2 ends in South 5 (occupied): the turn passes to North.
        const QJsonArray second = trace.at(1).toObject().value("events").toArray();
        QCOMPARE(second.last().toObject(), (QJsonObject{{"event", "turnEnd"},
                                                        {"next", "north"},
                                                        {"reason", "lastInOccupiedHole"},
                                                        {"rule", "turn-end"}}));
        // North's move 4 drops its last seed into South 1.
        const QJsonArray third = trace.at(2).toObject().value("events").toArray();
        QCOMPARE(third.at(third.size() - 2).toObject().value("place").toString(),
                 QString("south 1"));
    }

    void traceOfTheLastMoveEndsTheGame() {
        const CliResult r =
            runCli({"play", "--game", "kalah", "--moves", kKalahNorthWins, "--trace"});
        CHECK_CLI_OK(r);
        const QJsonArray trace = r.object().value("trace").toArray();
        QCOMPARE(trace.size(), 10);
        const QJsonObject last =
            trace.last().toObject().value("events").toArray().last().toObject();
        QCOMPARE(last.value("event").toString(), QString("gameEnd"));
        QCOMPARE(last.value("winner").toString(), QString("north"));
    }

    void trace_aTurnEndSaysWhy_pallankuzhisNextTwoHolesEmpty() {
        // South 6's three seeds: South 7, North 1, North 2; North 3 and 4 are
        // empty: the turn ends (docs/rules/pallankuzhi.md#turn-end).
        const QString position = R"({"game":"pallankuzhi","toMove":"south",)"
                                 R"("holes":{"south":[0,0,0,0,0,3,0],"north":[0,0,0,0,0,1,0]},)"
                                 R"("stores":{"south":40,"north":40}})";
        const CliResult r = runCli(
            {"play", "--game", "pallankuzhi", "--position", position, "--moves", "6", "--trace"});
        CHECK_CLI_OK(r);
        const QJsonArray events =
            r.object().value("trace").toArray().at(0).toObject().value("events").toArray();
        QCOMPARE(events.last().toObject(), (QJsonObject{{"event", "turnEnd"},
                                                        {"next", "north"},
                                                        {"reason", "nextTwoEmpty"},
                                                        {"rule", "turn-end"}}));
    }

    void trace_everyEventARuleDecidesHasReasonAndRule_liftsAndDropsNone() {
        const CliResult r =
            runCli({"play", "--game", "congkak", "--moves", kCongkakSouthWins, "--trace"});
        CHECK_CLI_OK(r);
        const QSet<QString> undecided = {"lift", "drop", "refill"};
        QSet<QString> kinds;
        for (const QJsonValue& move : r.object().value("trace").toArray())
            for (const QJsonValue& v : move.toObject().value("events").toArray()) {
                const QJsonObject e = v.toObject();
                const QString event = e.value("event").toString();
                kinds.insert(event);
                const bool decided = !undecided.contains(event);
                QVERIFY2(e.value("reason").isString() == decided, qPrintable(event));
                QVERIFY2(e.value("rule").isString() == decided, qPrintable(event));
                if (decided) QVERIFY(!e.value("reason").toString().contains(' '));
            }
        for (const char* kind : {"relay", "capture", "extraMove", "turnEnd", "sweep", "gameEnd"})
            QVERIFY2(kinds.contains(kind), kind);
        // The game's end: a side empty after a move (docs/rules/congkak.md#end).
        const QJsonObject last = r.object()
                                     .value("trace")
                                     .toArray()
                                     .last()
                                     .toObject()
                                     .value("events")
                                     .toArray()
                                     .last()
                                     .toObject();
        QCOMPARE(last.value("reason").toString(), QString("sideEmpty"));
        QCOMPARE(last.value("rule").toString(), QString("end"));
    }

    void traceWithoutMovesIsEmpty() {
        const CliResult r = runCli({"play", "--game", "congkak", "--trace"});
        CHECK_CLI_OK(r);
        QCOMPARE(r.object().value("trace").toArray(), QJsonArray());
    }

    void legalAtTheStart() {
        const CliResult r = runCli({"legal", "--game", "kalah"});
        CHECK_CLI_OK(r);
        QCOMPARE(r.array(), (QJsonArray{"1", "2", "3", "4", "5", "6"}));
        const CliResult c = runCli({"legal", "--game", "congkak", "--moves", ""});
        CHECK_CLI_OK(c);
        QCOMPARE(c.array(), (QJsonArray{"1", "2", "3", "4", "5", "6", "7"}));
    }

    void legalAfterMoves() {
        // After "3" South moves again and hole 3 is empty.
        const CliResult r = runCli({"legal", "--game", "kalah", "--moves", "3"});
        CHECK_CLI_OK(r);
        QCOMPARE(r.array(), (QJsonArray{"1", "2", "4", "5", "6"}));
        // After "3 1 4" South has seeds in every hole.
        const CliResult s = runCli({"legal", "--game", "kalah", "--moves", "3 1 4"});
        CHECK_CLI_OK(s);
        QCOMPARE(s.array(), (QJsonArray{"1", "2", "3", "4", "5", "6"}));
        // North after "3 1": every hole.
        const CliResult n = runCli({"legal", "--game", "kalah", "--moves", "3 1"});
        CHECK_CLI_OK(n);
        QCOMPARE(n.array().size(), 6);
    }

    void legalWithOptions() {
        const CliResult r =
            runCli({"legal", "--game", "kalah", "--option", "holes=3", "--moves", "1"});
        CHECK_CLI_OK(r);
        // holes=3: "1" sows 4 seeds into S2, S3, the store and N1; North to move.
        QCOMPARE(r.array(), (QJsonArray{"1", "2", "3"}));
    }

    void noLegalMoveOnceOver() {
        const CliResult r = runCli({"legal", "--game", "kalah", "--moves", kKalahNorthWins});
        CHECK_CLI_OK(r);
        QCOMPARE(r.array(), QJsonArray());
    }
};

QTEST_GUILESS_MAIN(CliPlay)
#include "cli_play.moc"
