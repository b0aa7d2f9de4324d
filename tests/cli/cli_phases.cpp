// mancala-cli with Olinda keliya and the three-row mancala: their options,
// bad values, notation and state (nine holes a side for three-row).

#include "tests/cli/cli_runner.h"

class CliPhases : public QObject {
    Q_OBJECT

  private slots:
    void optionsAreEchoed_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::newRow("short-arrangement default")
            << QStringList{"--game", "olinda-keliya"} << "short-arrangement" << QJsonValue("off");
        QTest::newRow("short-arrangement 2")
            << QStringList{"--game", "olinda-keliya", "--option", "short-arrangement=2"}
            << "short-arrangement" << QJsonValue("2");
        QTest::newRow("equal-draw default")
            << QStringList{"--game", "olinda-keliya"} << "equal-draw" << QJsonValue(true);
        QTest::newRow("equal-draw off")
            << QStringList{"--game", "olinda-keliya", "--option", "equal-draw=off"} << "equal-draw"
            << QJsonValue(false);
        QTest::newRow("games default")
            << QStringList{"--game", "three-row"} << "games" << QJsonValue(1);
        QTest::newRow("games 9") << QStringList{"--game", "three-row", "--option", "games=9"}
                                 << "games" << QJsonValue(9);
    }

    void optionsAreEchoed() {
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
        QTest::newRow("short 3") << QStringList{"--game", "olinda-keliya", "--option",
                                                "short-arrangement=3"}
                                 << "off, 2, 1";
        QTest::newRow("equal-draw")
            << QStringList{"--game", "olinda-keliya", "--option", "equal-draw=sometimes"}
            << "true or false";
        QTest::newRow("games 0") << QStringList{"--game", "three-row", "--option", "games=0"}
                                 << "between 1 and 9";
        QTest::newRow("games 10") << QStringList{"--game", "three-row", "--option", "games=10"}
                                  << "between 1 and 9";
        QTest::newRow("olinda without direction")
            << QStringList{"--game", "olinda-keliya", "--moves", "3"} << "direction";
        QTest::newRow("three-row single move at the start")
            << QStringList{"--game", "three-row", "--moves", "A"} << "both players";
        QTest::newRow("three-row hole J")
            << QStringList{"--game", "three-row", "--moves", "S1+N1 J"} << "not a move";
    }

    void badValuesAreRefused() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, words);
        const CliResult r = runCli(QStringList{"play"} + arguments);
        CHECK_CLI_FAILS(r, 2);
        QVERIFY2(r.errorText().contains(words), qPrintable(r.errorText()));
    }

    void threeRow_stateHasNineHolesASide_phaseOneThenTwo() {
        const CliResult start = runCli({"play", "--game", "three-row"});
        CHECK_CLI_OK(start);
        QCOMPARE(start.object().value("holes").toObject().value("south").toArray().size(), 9);
        QCOMPARE(start.object().value("round").toInt(), 1);
        QCOMPARE(start.object().value("toMove").toString(), QString("both"));
        const CliResult legal = runCli({"legal", "--game", "three-row"});
        CHECK_CLI_OK(legal);
        QCOMPARE(legal.array().size(), 81);
        const CliResult after = runCli({"play", "--game", "three-row", "--moves", "S1+N1"});
        CHECK_CLI_OK(after);
        QCOMPARE(after.object().value("round").toInt(), 2);
        const QString next = after.object().value("toMove").toString();
        QVERIFY(next == "south" || next == "north");
    }

    void threeRow_lettersAndNumbersAreTheSameMove() {
        const CliResult numbers = runCli({"play", "--game", "three-row", "--moves", "S1+N1 2"});
        const CliResult letters = runCli({"play", "--game", "three-row", "--moves", "S1+N1 B"});
        CHECK_CLI_OK(numbers);
        CHECK_CLI_OK(letters);
        QCOMPARE(numbers.object(), letters.object());
    }

    void olinda_directionListedFirst_thenHolesOnly() {
        const CliResult first = runCli({"legal", "--game", "olinda-keliya"});
        CHECK_CLI_OK(first);
        QCOMPARE(first.array().size(), 14);
        const CliResult later = runCli({"legal", "--game", "olinda-keliya", "--moves", "3L"});
        CHECK_CLI_OK(later);
        for (const QJsonValue& v : later.array()) QVERIFY(!v.toString().endsWith('L'));
    }

    void randomGamesEnd() {
        for (const QStringList& game :
             {QStringList{"--game", "olinda-keliya"},
              QStringList{"--game", "olinda-keliya", "--option", "short-arrangement=1"},
              QStringList{"--game", "three-row", "--option", "games=3"}}) {
            const CliResult r =
                runCli(QStringList{"random"} + game + QStringList{"--games", "5", "--seed", "3"});
            CHECK_CLI_OK(r);
            const QJsonObject o = r.object();
            QCOMPARE(o.value("wins").toObject().value("south").toInt() +
                         o.value("wins").toObject().value("north").toInt() +
                         o.value("draws").toInt(),
                     5);
        }
    }
};

QTEST_GUILESS_MAIN(CliPhases)
#include "cli_phases.moc"
