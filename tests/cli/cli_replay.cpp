// `mancala-cli replay FILE`: a valid record gives the same state as playing
// its moves; anything else is refused with exit code 2 and a reason.

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include "tests/cli/cli_runner.h"

namespace {

QJsonObject playState(const QStringList& arguments) {
    return runCli(QStringList{"play"} + arguments).object();
}

QByteArray record(const QString& game, const QJsonObject& options, const QStringList& moves) {
    return QJsonDocument(QJsonObject{{"format", "cowrie-record"},
                                     {"version", 1},
                                     {"game", game},
                                     {"options", options},
                                     {"moves", QJsonArray::fromStringList(moves)}})
        .toJson();
}

}  // namespace

class CliReplay : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

    QString writeFile(const QString& name, const QByteArray& contents) {
        const QString path = dir_.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
        file.write(contents);
        return path;
    }

  private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void recordWrittenToATempFile() {
        const QString path =
            writeFile("game.json", record("kalah", {{"holes", 5}, {"seeds", 3}}, {"1", "2", "3"}));
        const CliResult r = runCli({"replay", path});
        CHECK_CLI_OK(r);
        QCOMPARE(r.object(), playState({"--game", "kalah", "--option", "holes=5", "--option",
                                        "seeds=3", "--moves", "1 2 3"}));
        QCOMPARE(r.object().value("options").toObject().value("holes").toInt(), 5);
    }

    void recordWithoutMoves() {
        const QString path = writeFile("start.json", record("congkak", {}, {}));
        const CliResult r = runCli({"replay", path});
        CHECK_CLI_OK(r);
        QCOMPARE(r.object(), playState({"--game", "congkak"}));
    }

    void sampleRecords_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("playArguments");
        QTest::newRow("kalah opening")
            << "kalah-opening.json" << QStringList{"--game", "kalah", "--moves", "3 1 4"};
        QTest::newRow("kalah finished")
            << "kalah-finished.json"
            << QStringList{"--game", "kalah", "--moves", "1 1 2 3 1 4 1 5 1 6"};
        QTest::newRow("congkak finished")
            << "congkak-finished.json"
            << QStringList{"--game", "congkak", "--moves",
                           "4 3 4 5 5 4 4 5 4 4 4 4 3 5 6 4 4 2 5 5 3 2 3 5 6 2 7 4"};
    }
    void sampleRecords() {
        QFETCH(QString, file);
        QFETCH(QStringList, playArguments);
        const CliResult r = runCli({"replay", testDataPath(file)});
        CHECK_CLI_OK(r);
        QCOMPARE(r.object(), playState(playArguments));
    }

    void finishedRecordIsOver() {
        const CliResult r = runCli({"replay", testDataPath("kalah-finished.json")});
        CHECK_CLI_OK(r);
        QCOMPARE(r.object().value("over").toBool(), true);
        QVERIFY(r.object().value("toMove").isNull());
        QCOMPARE(r.object().value("result").toObject().value("winner").toString(),
                 QString("north"));
    }

    void corruptRecords_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("truncated") << "corrupt-truncated.json"
                                   << "JSON";
        QTest::newRow("wrong version") << "corrupt-wrong-version.json"
                                       << "version";
        QTest::newRow("illegal move") << "corrupt-illegal-move.json"
                                      << "move 2";
        QTest::newRow("not JSON") << "corrupt-not-json.txt"
                                  << "JSON";
        QTest::newRow("empty") << "corrupt-empty.json"
                               << "JSON";
        QTest::newRow("wrong format") << "corrupt-wrong-format.json"
                                      << "format";
        QTest::newRow("bad option") << "corrupt-bad-option.json"
                                    << "holes";
        QTest::newRow("unknown game") << "corrupt-unknown-game.json"
                                      << "no-such-game";
        QTest::newRow("not an object") << "corrupt-not-an-object.json"
                                       << "object";
        QTest::newRow("v2 result") << "corrupt-v2-result.json"
                                   << "does not agree with the moves";
        QTest::newRow("v2 players") << "corrupt-v2-players.json"
                                    << "player north: \"level\"";
        QTest::newRow("v2 date") << "corrupt-v2-date.json"
                                 << "\"started\" must be a date";
        QTest::newRow("v2 start") << "corrupt-v2-start.json"
                                  << "\"start\" is not a position";
    }
    void corruptRecords() {
        QFETCH(QString, file);
        QFETCH(QString, mentions);
        const CliResult r = runCli({"replay", testDataPath(file)});
        CHECK_CLI_FAILS(r, 2);
        QVERIFY2(r.errorText().contains(file), r.err.constData());  // names the file
        QVERIFY2(r.errorText().contains(mentions), r.err.constData());
    }

    // Every cut of a valid record is refused cleanly.
    void truncatedAnywhere() {
        QFile sample(testDataPath("kalah-opening.json"));
        QVERIFY(sample.open(QIODevice::ReadOnly));
        const QByteArray whole = sample.readAll().trimmed();
        QVERIFY(whole.endsWith('}'));
        for (qsizetype cut = 1; cut < whole.size(); cut += 9) {
            const QString path = writeFile("cut.json", whole.left(cut));
            const CliResult r = runCli({"replay", path});
            CHECK_CLI_FAILS(r, 2);
        }
    }

    void oddContents_data() {
        QTest::addColumn<QByteArray>("contents");
        QTest::newRow("binary") << QByteArray("\x00\xff\xfe{\x01", 5);
        QTest::newRow("deep nesting") << QByteArray(100000, '[');
        QTest::newRow("moves not a list")
            << QByteArray(R"({"format":"cowrie-record","version":1,"game":"kalah","moves":"3"})");
        QTest::newRow("move not a string")
            << QByteArray(R"({"format":"cowrie-record","version":1,"game":"kalah","moves":[3]})");
        QTest::newRow("move with space") << QByteArray(
            R"({"format":"cowrie-record","version":1,"game":"kalah","moves":["3 1"]})");
        QTest::newRow("option of wrong type") << QByteArray(
            R"({"format":"cowrie-record","version":1,"game":"kalah","options":{"holes":[6]},"moves":[]})");
        QTest::newRow("no game") << QByteArray(R"({"format":"cowrie-record","version":1})");
        QTest::newRow("version string")
            << QByteArray(R"({"format":"cowrie-record","version":"1","game":"kalah","moves":[]})");
    }
    void oddContents() {
        QFETCH(QByteArray, contents);
        const QString path = writeFile("odd.json", contents);
        const CliResult r = runCli({"replay", path});
        CHECK_CLI_FAILS(r, 2);
    }

    void missingFile() {
        const CliResult r = runCli({"replay", dir_.filePath("does-not-exist.json")});
        CHECK_CLI_FAILS(r, 2);
        QVERIFY2(r.errorText().contains("does-not-exist.json"), r.err.constData());
    }

    void directoryInsteadOfFile() {
        const CliResult r = runCli({"replay", dir_.path()});
        CHECK_CLI_FAILS(r, 2);
    }
};

QTEST_GUILESS_MAIN(CliReplay)
#include "cli_replay.moc"
