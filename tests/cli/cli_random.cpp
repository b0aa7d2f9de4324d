// `mancala-cli random`: seeded random games, reproducible from the seed.

#include "tests/cli/cli_runner.h"

namespace {

// Everything that depends only on the game, options and seed (the speed
// figure does not).
QJsonObject withoutSpeed(QJsonObject summary) {
    summary.remove("playoutsPerSecond");
    return summary;
}

QJsonObject randomSummary(const QStringList& arguments) {
    const CliResult r = runCli(QStringList{"random"} + arguments);
    if (r.exitCode != 0) qWarning() << r.err;
    return r.object();
}

}  // namespace

class CliRandom : public QObject {
    Q_OBJECT

  private slots:
    void summaryShape_data() {
        QTest::addColumn<QString>("game");
        QTest::newRow("kalah") << "kalah";
        QTest::newRow("congkak") << "congkak";
    }
    void summaryShape() {
        QFETCH(QString, game);
        const CliResult r = runCli({"random", "--game", game, "--games", "50", "--seed", "7"});
        CHECK_CLI_OK(r);
        const QJsonObject summary = r.object();
        QCOMPARE(summary.keys().size(), 5);
        QCOMPARE(summary.value("games").toInt(), 50);
        const QJsonObject wins = summary.value("wins").toObject();
        QVERIFY(wins.value("south").isDouble() && wins.value("north").isDouble());
        QCOMPARE(wins.size(), 2);
        QVERIFY(summary.value("draws").isDouble());
        QCOMPARE(wins.value("south").toInt() + wins.value("north").toInt() +
                     summary.value("draws").toInt(),
                 50);
        QVERIFY(summary.value("meanMoves").toDouble() > 1.0);
        QVERIFY(summary.value("playoutsPerSecond").toDouble() > 0.0);
    }

    void sameSeedSameGames() {
        const QStringList args = {"--game", "kalah", "--games", "200", "--seed", "12345"};
        QCOMPARE(withoutSpeed(randomSummary(args)), withoutSpeed(randomSummary(args)));
        const QStringList congkak = {"--game", "congkak", "--games", "100", "--seed", "9"};
        QCOMPARE(withoutSpeed(randomSummary(congkak)), withoutSpeed(randomSummary(congkak)));
    }

    // The soak test's checks (--check) pass on every game and leave the
    // games themselves as they are.
    void checkedGamesAreTheSameGames_data() {
        QTest::addColumn<QString>("game");
        // Every game the CLI lists.
        const CliResult games = runCli({"games"});
        QVERIFY(games.exitCode == 0);
        QVERIFY(!games.object().value("games").toArray().isEmpty());
        for (const QJsonValue& g : games.object().value("games").toArray()) {
            const QString id = g.toObject().value("id").toString();
            QTest::newRow(qPrintable(id)) << id;
        }
    }
    void checkedGamesAreTheSameGames() {
        QFETCH(QString, game);
        const QStringList args = {"--game", game, "--games", "30", "--seed", "5"};
        const CliResult r = runCli(QStringList{"random"} + args + QStringList{"--check"});
        CHECK_CLI_OK(r);
        QJsonObject checked = withoutSpeed(r.object());
        QCOMPARE(checked.take("checked").toBool(), true);
        QCOMPARE(checked, withoutSpeed(randomSummary(args)));
    }

    void otherSeedOtherGames() {
        const QJsonObject a = randomSummary({"--game", "kalah", "--games", "200", "--seed", "1"});
        const QJsonObject b = randomSummary({"--game", "kalah", "--games", "200", "--seed", "2"});
        QVERIFY(!a.isEmpty() && !b.isEmpty());
        QVERIFY(withoutSpeed(a) != withoutSpeed(b));
    }

    // The generator is our own (SplitMix64 with an unbiased bounded draw), so
    // these figures are the same on every platform. They change only if the
    // rules of Kalah or the generator change.
    void pinnedFigures() {
        const QJsonObject summary =
            randomSummary({"--game", "kalah", "--games", "100", "--seed", "42"});
        QCOMPARE(summary.value("wins").toObject(), (QJsonObject{{"south", 39}, {"north", 56}}));
        QCOMPARE(summary.value("draws").toInt(), 5);
        QCOMPARE(summary.value("meanMoves").toDouble(), 43.37);
    }

    // One hole, one seed: South sows into his store, his row is empty, 1-1.
    void forcedGame() {
        const QJsonObject summary =
            randomSummary({"--game", "kalah", "--option", "holes=1", "--option", "seeds=1",
                           "--games", "10", "--seed", "0"});
        QCOMPARE(summary.value("wins").toObject(), (QJsonObject{{"south", 0}, {"north", 0}}));
        QCOMPARE(summary.value("draws").toInt(), 10);
        QCOMPARE(summary.value("meanMoves").toDouble(), 1.0);
    }

    void largestSeedIsAccepted() {
        const CliResult r = runCli(
            {"random", "--game", "congkak", "--games", "3", "--seed", "18446744073709551615"});
        CHECK_CLI_OK(r);
        QCOMPARE(r.object().value("games").toInt(), 3);
    }

    void badNumbers_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("mentions");
        const QStringList kalah = {"random", "--game", "kalah"};
        QTest::newRow("games missing") << kalah + QStringList{"--seed", "1"} << "--games";
        QTest::newRow("seed missing") << kalah + QStringList{"--games", "3"} << "--seed";
        QTest::newRow("games zero")
            << kalah + QStringList{"--games", "0", "--seed", "1"} << "--games";
        QTest::newRow("games negative")
            << kalah + QStringList{"--games", "-5", "--seed", "1"} << "--games";
        QTest::newRow("games word")
            << kalah + QStringList{"--games", "ten", "--seed", "1"} << "--games";
        QTest::newRow("games fraction")
            << kalah + QStringList{"--games", "2.5", "--seed", "1"} << "--games";
        QTest::newRow("games huge")
            << kalah + QStringList{"--games", "99999999999999999999", "--seed", "1"} << "--games";
        QTest::newRow("seed negative")
            << kalah + QStringList{"--games", "3", "--seed", "-1"} << "--seed";
        QTest::newRow("seed too big")
            << kalah + QStringList{"--games", "3", "--seed", "18446744073709551616"} << "--seed";
        QTest::newRow("seed empty")
            << kalah + QStringList{"--games", "3", "--seed", ""} << "--seed";
        QTest::newRow("bad option")
            << kalah + QStringList{"--option", "holes=99", "--games", "3", "--seed", "1"}
            << "holes";
        QTest::newRow("moves not taken")
            << kalah + QStringList{"--moves", "3", "--games", "3", "--seed", "1"} << "--moves";
    }
    void badNumbers() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, mentions);
        const CliResult r = runCli(arguments);
        CHECK_CLI_FAILS(r, 2);
        QVERIFY2(r.errorText().contains(mentions), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(CliRandom)
#include "cli_random.moc"
