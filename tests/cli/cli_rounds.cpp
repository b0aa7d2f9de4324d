// mancala-cli with the games of rounds, directions and simultaneous starts:
// every new option, their bad values, the notation "3R" and "S3+N5", and
// burnt holes and round wins in the state.

#include "tests/cli/cli_runner.h"

class CliRounds : public QObject {
    Q_OBJECT

  private slots:
    void everyNewOptionIsEchoedWithItsResolvedValue_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::newRow("congkak traditional")
            << QStringList{"--game", "congkak", "--option", "traditional=yes"} << "traditional"
            << QJsonValue(true);
        QTest::newRow("congklak preset")
            << QStringList{"--game", "congklak", "--option", "preset=rounds"} << "preset"
            << QJsonValue("rounds");
        QTest::newRow("congklak rounds default holes 7")
            << QStringList{"--game", "congklak", "--option", "preset=rounds"} << "holes"
            << QJsonValue(7);
        QTest::newRow("congklak classic default holes 5")
            << QStringList{"--game", "congklak"} << "holes" << QJsonValue(5);
        QTest::newRow("congklak holes 9")
            << QStringList{"--game", "congklak", "--option", "holes=9"} << "holes" << QJsonValue(9);
        QTest::newRow("congklak rounds K")
            << QStringList{"--game", "congklak", "--option", "rounds=4"} << "rounds"
            << QJsonValue(4);
        QTest::newRow("congklak lone-seed")
            << QStringList{"--game", "congklak", "--option", "lone-seed=on"} << "lone-seed"
            << QJsonValue(true);
        QTest::newRow("congklak burnt-penalty")
            << QStringList{"--game", "congklak", "--option", "burnt-penalty=1"} << "burnt-penalty"
            << QJsonValue(true);
        QTest::newRow("chonka either-side")
            << QStringList{"--game", "chonka", "--option", "either-side=true"} << "either-side"
            << QJsonValue(true);
        QTest::newRow("pallankuzhi hidden-counts")
            << QStringList{"--game", "pallankuzhi", "--option", "hidden-counts=true"}
            << "hidden-counts" << QJsonValue(true);
        QTest::newRow("pallankuzhi first")
            << QStringList{"--game", "pallankuzhi", "--option", "first=north"} << "first"
            << QJsonValue("north");
    }

    void everyNewOptionIsEchoedWithItsResolvedValue() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        const CliResult r = runCli(QStringList{"play"} + arguments);
        CHECK_CLI_OK(r);
        QCOMPARE(r.object().value("options").toObject().value(key), value);
    }

    void badValuesAreRefused_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("words");
        QTest::newRow("holes 4") << QStringList{"--game", "congklak", "--option", "holes=4"}
                                 << "between 5 and 9";
        QTest::newRow("holes 10") << QStringList{"--game", "congklak", "--option", "holes=10"}
                                  << "between 5 and 9";
        QTest::newRow("rounds 0") << QStringList{"--game", "congklak", "--option", "rounds=0"}
                                  << "between 1 and 5";
        QTest::newRow("preset") << QStringList{"--game", "congklak", "--option", "preset=short"}
                                << "classic, rounds";
        QTest::newRow("lone-seed")
            << QStringList{"--game", "congklak", "--option", "lone-seed=2"} << "true or false";
        QTest::newRow("traditional")
            << QStringList{"--game", "congkak", "--option", "traditional=maybe"} << "true or false";
        QTest::newRow("either-side on congklak")
            << QStringList{"--game", "congklak", "--option", "either-side=true"}
            << "unknown option 'either-side'";
        QTest::newRow("hidden-counts")
            << QStringList{"--game", "pallankuzhi", "--option", "hidden-counts=x"}
            << "true or false";
        QTest::newRow("chonka without direction")
            << QStringList{"--game", "chonka", "--moves", "3"} << "direction";
        QTest::newRow("chonka direction twice")
            << QStringList{"--game", "chonka", "--moves", "3R 1L"} << "already fixed";
        QTest::newRow("single hole in a simultaneous start")
            << QStringList{"--game", "congklak", "--option", "preset=rounds", "--moves", "3"}
            << "both players";
        QTest::newRow("pair after the start")
            << QStringList{"--game", "congklak", "--moves", "S1+N1"} << "simultaneous";
    }

    void badValuesAreRefused() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, words);
        const CliResult r = runCli(QStringList{"play"} + arguments);
        CHECK_CLI_FAILS(r, 2);
        QVERIFY2(r.errorText().contains(words), qPrintable(r.errorText()));
    }

    void chonka_legalListsBothDirectionsFirst_thenHolesOnly() {
        const CliResult first = runCli({"legal", "--game", "chonka"});
        CHECK_CLI_OK(first);
        QCOMPARE(first.array().size(), 14);
        QVERIFY(first.array().contains(QJsonValue("3R")));
        QVERIFY(first.array().contains(QJsonValue("3L")));
        const CliResult later = runCli({"legal", "--game", "chonka", "--moves", "3R"});
        CHECK_CLI_OK(later);
        QVERIFY(later.array().contains(QJsonValue("1")));
        for (const QJsonValue& v : later.array()) QVERIFY(!v.toString().endsWith('R'));
    }

    void simultaneousStart_legalListsEveryPair_andTheStateSaysBoth() {
        const QStringList game{"--game",        "congklak", "--option",
                               "preset=rounds", "--option", "holes=5"};
        const CliResult legal = runCli(QStringList{"legal"} + game);
        CHECK_CLI_OK(legal);
        QCOMPARE(legal.array().size(), 25);
        QVERIFY(legal.array().contains(QJsonValue("S3+N5")));
        const CliResult start = runCli(QStringList{"play"} + game);
        CHECK_CLI_OK(start);
        QCOMPARE(start.object().value("toMove").toString(), QString("both"));
        const CliResult played =
            runCli(QStringList{"play"} + game + QStringList{"--moves", "S5+N5", "--trace"});
        CHECK_CLI_OK(played);
        const QJsonObject state = played.object();
        // Both sow four into their rows and one into their stores; tie: South.
        QCOMPARE(state.value("toMove").toString(), QString("south"));
        QCOMPARE(state.value("stores").toObject().value("south").toInt(), 1);
        QCOMPARE(state.value("stores").toObject().value("north").toInt(), 1);
        const QJsonArray events =
            state.value("trace").toArray().first().toObject().value("events").toArray();
        QStringList actors;
        for (const QJsonValue& e : events)
            if (e.toObject().value("event") == "drop")
                actors << e.toObject().value("by").toString();
        QCOMPARE(actors.size(), 10);
        QCOMPARE(actors.mid(0, 4), (QStringList{"south", "north", "south", "north"}));
    }

    void roundTwo_showsRoundWinsAndBurntHoles() {
        // A seeded random game of Congklak (Rounds, 2x5) that reaches round 2
        // with two of North's holes burnt.
        const QStringList args{
            "play",
            "--game",
            "congklak",
            "--option",
            "preset=rounds",
            "--option",
            "holes=5",
            "--moves",
            "S4+N5 5 2 4 1 3 5 1 4 2 5 5 3 3 1 3 5 5 3 2 1 3 5 4 3 5 2 1 4 3 2 1",
            "--trace"};
        const CliResult r = runCli(args);
        CHECK_CLI_OK(r);
        const QJsonObject state = r.object();
        QCOMPARE(state.value("round").toInt(), 2);
        QCOMPARE(state.value("burnt").toObject().value("north").toArray(), (QJsonArray{4, 5}));
        QCOMPARE(state.value("burnt").toObject().value("south").toArray(), QJsonArray{});
        QCOMPARE(state.value("roundWins").toObject().value("south").toInt(), 1);
        QCOMPARE(state.value("holes").toObject().value("north").toArray(),
                 (QJsonArray{5, 5, 5, 0, 0}));
        // The round's end and the refill are in the trace, seed by seed.
        int refills = 0, burns = 0, roundEnds = 0;
        for (const QJsonValue& move : state.value("trace").toArray())
            for (const QJsonValue& e : move.toObject().value("events").toArray()) {
                const QString type = e.toObject().value("event").toString();
                refills += type == "refill";
                burns += type == "burn";
                roundEnds += type == "roundEnd";
            }
        QCOMPARE(refills, 40);
        QCOMPARE(burns, 2);
        QCOMPARE(roundEnds, 1);
    }

    void pallankuzhi_burntHolesFromTheLeftAfterARound() {
        const CliResult r =
            runCli({"play", "--game", "pallankuzhi", "--moves", "2 4 4 7 1 6 4 7 3 2 5 5 6 1 7 5"});
        CHECK_CLI_OK(r);
        const QJsonObject state = r.object();
        QCOMPARE(state.value("round").toInt(), 2);
        // P2: filled from the right, so the burnt holes are the low numbers.
        QCOMPARE(state.value("burnt").toObject().value("south").toArray(), (QJsonArray{1, 2}));
        QCOMPARE(state.value("toMove").toString(), QString("north"));  // P6
    }

    void randomGamesOfEveryNewGameEnd() {
        for (const QStringList& game :
             {QStringList{"--game", "congklak", "--option", "preset=rounds"},
              QStringList{"--game", "congkak", "--option", "traditional=true"},
              QStringList{"--game", "chonka"}, QStringList{"--game", "pallankuzhi"}}) {
            const CliResult r =
                runCli(QStringList{"random"} + game + QStringList{"--games", "5", "--seed", "7"});
            CHECK_CLI_OK(r);
            const QJsonObject o = r.object();
            QCOMPARE(o.value("wins").toObject().value("south").toInt() +
                         o.value("wins").toObject().value("north").toInt() +
                         o.value("draws").toInt(),
                     5);
        }
    }
};

QTEST_GUILESS_MAIN(CliRounds)
#include "cli_rounds.moc"
