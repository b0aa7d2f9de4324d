// mancala-cli puzzle make and check (docs/puzzle-format.md): the same seed
// makes the same file, a made file passes the check, a tampered one fails it
// with exit code 2 and names the puzzle.

#include <QTemporaryDir>

#include "tests/cli/cli_runner.h"

namespace {

// A small Kalah: the exact solver proves it at once.
QStringList makeArguments(const QString& out) {
    return {"puzzle",  "make",    "--game", "kalah",  "--option", "holes=4", "--option",
            "seeds=3", "--count", "4",      "--seed", "5",        "--out",   out};
}

QByteArray readAll(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return file.readAll();
}

bool writeAll(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

}  // namespace

class TestCliPuzzle : public QObject {
    Q_OBJECT

  private slots:
    void makeIsReproducibleAndChecks() {
        QTemporaryDir dir;
        const QString a = dir.filePath("a.json"), b = dir.filePath("b.json");
        const CliResult made = runCli(makeArguments(a));
        CHECK_CLI_OK(made);
        QCOMPARE(made.object()["puzzles"].toInt(), 4);
        CHECK_CLI_OK(runCli(makeArguments(b)));
        QVERIFY(!readAll(a).isEmpty());
        QCOMPARE(readAll(a), readAll(b));

        const CliResult checked = runCli({"puzzle", "check", a});
        CHECK_CLI_OK(checked);
        QCOMPARE(checked.object()["puzzles"].toInt(), 4);
        QCOMPARE(checked.object()["failures"].toArray().size(), 0);
        const CliResult limited = runCli({"puzzle", "check", "--limit", "2", a});
        CHECK_CLI_OK(limited);
        QCOMPARE(limited.object()["puzzles"].toInt(), 2);
    }

    void tamperedPuzzleFails() {
        QTemporaryDir dir;
        const QString path = dir.filePath("p.json");
        CHECK_CLI_OK(runCli(makeArguments(path)));
        QJsonObject file = QJsonDocument::fromJson(readAll(path)).object();
        QJsonArray puzzles = file["puzzles"].toArray();
        QJsonObject first = puzzles[0].toObject();
        // The answer replaced by the second best move, the line cut to it.
        const QJsonObject proof = first["proofs"].toArray()[0].toObject();
        const QString second = proof["values"].toArray()[1].toArray()[0].toString();
        first["line"] = QJsonArray{second};
        first["proofs"] = QJsonArray{proof};
        puzzles[0] = first;
        file["puzzles"] = puzzles;
        QVERIFY(writeAll(path, QJsonDocument(file).toJson()));

        const CliResult checked = runCli({"puzzle", "check", path});
        QVERIFY(checked.finished && !checked.crashed);
        QCOMPARE(checked.exitCode, 2);
        const QJsonArray failures = checked.object()["failures"].toArray();
        QVERIFY(!failures.isEmpty());
        const QString id = first["id"].toString();
        QVERIFY2(failures[0].toString().contains("puzzle " + id + ": move 1: " + second +
                                                 " is not the best move"),
                 qPrintable(failures[0].toString()));
    }

    void notAPuzzleFile() {
        QTemporaryDir dir;
        const QString path = dir.filePath("x.json");
        QVERIFY(writeAll(path, R"({"format":"cowrie-lessons","version":1})"));
        const CliResult checked = runCli({"puzzle", "check", path});
        QCOMPARE(checked.exitCode, 2);
        QVERIFY(checked.object()["failures"].toArray()[0].toString().contains("not a puzzle file"));
    }
};

QTEST_GUILESS_MAIN(TestCliPuzzle)
#include "cli_puzzle.moc"
