// Pebbles, the test-only eighth game, through mancala-cli's own code: the
// shipped sources and main linked with the game (pebbles-cli, see
// CMakeLists.txt). The CLI names no game, so the game it was never told of
// is listed, played to its end, played at random and has its lessons checked;
// the shipped mancala-cli does not know it.

#include <QtTest>

#include "tests/cli/cli_runner.h"

namespace {

QJsonObject gameListed(const QJsonObject& games, const QString& id) {
    for (const QJsonValue& g : games.value("games").toArray())
        if (g.toObject().value("id").toString() == id) return g.toObject();
    return {};
}

QStringList strings(const QJsonArray& array) {
    QStringList list;
    for (const QJsonValue& v : array) list << v.toString();
    return list;
}

}  // namespace

class EighthGameCli : public QObject {
    Q_OBJECT

  private slots:
    void theGameIsListedWithItsOptions() {
        const CliResult r = runCli({"games"});
        CHECK_CLI_OK(r);
        const QJsonObject pebbles = gameListed(r.object(), "pebbles");
        QCOMPARE(pebbles.value("name").toString(), QString("Pebbles"));
        QStringList keys;
        for (const QJsonValue& o : pebbles.value("options").toArray())
            keys << o.toObject().value("key").toString();
        QCOMPARE(keys, QStringList({"seeds", "first"}));
        // The seven games are all still there, Pebbles after them.
        const QJsonArray all = r.object().value("games").toArray();
        QCOMPARE(all.last().toObject().value("id").toString(), QString("pebbles"));
    }

    void theShippedCliDoesNotKnowIt() {
        QProcess shipped;
        shipped.start(QStringLiteral(SHIPPED_CLI), {"games"});
        QVERIFY(shipped.waitForFinished());
        const QJsonObject games = QJsonDocument::fromJson(shipped.readAllStandardOutput()).object();
        QVERIFY(!games.value("games").toArray().isEmpty());
        QVERIFY(gameListed(games, "pebbles").isEmpty());
    }

    // A move into the store gives another move; the trace says why, with the
    // rule's anchor.
    void aMoveIsPlayedWithItsReasons() {
        const CliResult r = runCli({"play", "--game", "pebbles", "--moves", "2 1", "--trace"});
        CHECK_CLI_OK(r);
        const QJsonObject state = r.object();
        QCOMPARE(state.value("toMove").toString(), QString("north"));
        QCOMPARE(state.value("stores").toObject().value("south").toInt(), 1);
        QCOMPARE(state.value("holes").toObject().value("south").toArray(), QJsonArray({0, 1, 4}));
        QStringList reasons;
        for (const QJsonValue& move : state.value("trace").toArray())
            for (const QJsonValue& e : move.toObject().value("events").toArray())
                if (e.toObject().contains("reason"))
                    reasons << e.toObject().value("event").toString() + ":" +
                                   e.toObject().value("reason").toString() + ":" +
                                   e.toObject().value("rule").toString();
        QCOMPARE(reasons, QStringList({"extraMove:lastInStore:store",
                                       "turnEnd:lastInOccupiedHole:turn-end"}));
    }

    // The whole game, one legal move at a time, to the end: every seed in a
    // store and a result.
    void aWholeGameIsPlayedToItsEnd() {
        QStringList moves;
        for (int turn = 0; turn < 200; ++turn) {
            const CliResult legal =
                runCli({"legal", "--game", "pebbles", "--moves", moves.join(' ')});
            CHECK_CLI_OK(legal);
            const QStringList choices = strings(legal.array());
            if (choices.isEmpty()) break;
            moves << choices[turn % choices.size()];
        }
        const CliResult r = runCli({"play", "--game", "pebbles", "--moves", moves.join(' ')});
        CHECK_CLI_OK(r);
        const QJsonObject state = r.object();
        QVERIFY(state.value("over").toBool());
        const QJsonObject stores = state.value("stores").toObject();
        QCOMPARE(stores.value("south").toInt() + stores.value("north").toInt(), 12);
        QVERIFY(state.value("result").toObject().contains("winner"));
    }

    void randomGamesWithTheSoakChecks() {
        const CliResult r = runCli({"random", "--game", "pebbles", "--option", "seeds=3", "--games",
                                    "200", "--seed", "8", "--check"});
        CHECK_CLI_OK(r);
        const QJsonObject s = r.object();
        QCOMPARE(s.value("games").toInt(), 200);
        QCOMPARE(s.value("wins").toObject().value("south").toInt() +
                     s.value("wins").toObject().value("north").toInt() + s.value("draws").toInt(),
                 200);
    }

    void itsLessonFileChecksOut() {
        const CliResult r = runCli({"lesson", "check", PEBBLES_LESSONS});
        CHECK_CLI_OK(r);
        QCOMPARE(r.object().value("failures").toArray(), QJsonArray());
        QCOMPARE(r.object().value("lessons").toInt(), 2);
        QCOMPARE(r.object().value("steps").toInt(), 3);
    }

    void theShippedCliRefusesIt() {
        QProcess shipped;
        shipped.start(QStringLiteral(SHIPPED_CLI), {"play", "--game", "pebbles", "--moves", "1"});
        QVERIFY(shipped.waitForFinished());
        QCOMPARE(shipped.exitCode(), 2);
        QVERIFY(shipped.readAllStandardError().contains("unknown game 'pebbles'"));
    }
};

QTEST_GUILESS_MAIN(EighthGameCli)
#include "tst_eighth_cli.moc"
