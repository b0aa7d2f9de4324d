// Bad input to mancala-cli: exit code 2 and one line on stderr naming the
// problem; never a crash, a hang or output on stdout.

#include <QDir>
#include <QFile>
#include <QTemporaryFile>

#include <sys/stat.h>

#include "tests/cli/cli_runner.h"

class CliErrors : public QObject {
    Q_OBJECT

  private slots:
    void badInput_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("mentions");  // the message must contain this
        auto row = [](const char* name, QStringList args, QString mentions) {
            QTest::newRow(name) << args << mentions;
        };
        row("no command", {}, "help");
        row("unknown command", {"dance"}, "dance");
        row("unknown game", {"play", "--game", "chess"}, "chess");
        row("missing --game", {"play", "--moves", "3"}, "--game");
        row("unknown option key", {"play", "--game", "kalah", "--option", "colour=red"}, "colour");
        row("holes too many", {"play", "--game", "kalah", "--option", "holes=9"}, "holes");
        row("holes zero", {"play", "--game", "kalah", "--option", "holes=0"}, "holes");
        row("holes not a number", {"play", "--game", "kalah", "--option", "holes=x"}, "holes");
        row("holes with junk", {"play", "--game", "kalah", "--option", "holes=4x"}, "holes");
        row("seeds too many", {"play", "--game", "kalah", "--option", "seeds=9"}, "seeds");
        row("bad boolean", {"play", "--game", "kalah", "--option", "empty-capture=maybe"},
            "empty-capture");
        row("bad choice", {"play", "--game", "congkak", "--option", "first=east"}, "first");
        row("option without =", {"play", "--game", "kalah", "--option", "holes"}, "key=value");
        row("option without key", {"play", "--game", "kalah", "--option", "=4"}, "key=value");
        row("option without value", {"legal", "--game", "kalah", "--option"}, "--option");
        row("flag without value", {"play", "--game", "kalah", "--moves"}, "--moves");
        row("unknown flag", {"play", "--game", "kalah", "--colour", "red"}, "--colour");
        row("flag given twice", {"play", "--game", "kalah", "--game", "congkak"}, "--game");
        row("stray word", {"legal", "--game", "kalah", "3"}, "3");
        row("trace on legal", {"legal", "--game", "kalah", "--trace"}, "--trace");
        row("illegal move", {"play", "--game", "kalah", "--moves", "3 3"}, "move 2");
        row("not a move", {"play", "--game", "kalah", "--moves", "3 1 x"}, "move 3");
        row("hole out of range", {"legal", "--game", "kalah", "--moves", "9"}, "move 1");
        row("hole zero", {"play", "--game", "congkak", "--moves", "0"}, "move 1");
        row("pair in a single game", {"play", "--game", "kalah", "--moves", "S1+N1"}, "move 1");
        row("direction not chosen here", {"play", "--game", "kalah", "--moves", "3R"}, "move 1");
        row("replay without file", {"replay"}, "FILE");
        row("replay two files", {"replay", "a.json", "b.json"}, "FILE");
        // Only regular files of a sane size are read (issue 13).
        row("replay a directory", {"replay", "/tmp"}, "is a directory");
        row("replay a device", {"replay", "/dev/zero"}, "not a regular file");
        row("position from a device", {"play", "--position", "@/dev/zero"}, "not a regular file");
        row("lesson file a device", {"lesson", "check", "/dev/null"}, "not a regular file");
        // What is echoed stays on one line (CHECK_CLI_FAILS counts the lines).
        row("newline in a command", {"foo\nbar"}, "foo\\nbar");
        row("newline in an option", {"play", "--game", "kalah", "--option", "seeds=3\n"}, "3\\n");
        row("control byte", {"play", "--game", "ka\x01lah"}, "ka\\x01lah");
        row("huge move", {"play", "--game", "kalah", "--moves", QString(100000, 'x')}, "(cut)");
    }
    void badInput() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, mentions);
        const CliResult r = runCli(arguments);
        CHECK_CLI_FAILS(r, 2);
        QVERIFY2(r.errorText().contains(mentions), r.err.constData());
    }

    void aFifoIsRefusedWithoutBlocking() {
        const QString fifo = QDir::temp().filePath("cowrie-cli-fifo");
        QFile::remove(fifo);
        QVERIFY(::mkfifo(fifo.toLocal8Bit().constData(), 0600) == 0);
        const CliResult r = runCli({"replay", fifo}, 10000);
        QFile::remove(fifo);
        CHECK_CLI_FAILS(r, 2);
        QVERIFY2(r.errorText().contains("not a regular file"), r.err.constData());
    }

    void aHugeFileIsRefusedBeforeItIsRead() {
        QTemporaryFile file;
        QVERIFY(file.open());
        QVERIFY(file.resize(5 << 20));
        file.close();
        const CliResult r = runCli({"replay", file.fileName()});
        CHECK_CLI_FAILS(r, 2);
        QVERIFY2(r.errorText().contains("too large"), r.err.constData());
    }

    void aRecordMoveIsOneMove() {
        QTemporaryFile file;
        QVERIFY(file.open());
        file.write(R"({"format":"cowrie-record","version":1,"game":"kalah","moves":["3\t4"]})");
        file.close();
        const CliResult r = runCli({"replay", file.fileName()});
        CHECK_CLI_FAILS(r, 2);
        QVERIFY2(r.errorText().contains("every move"), r.err.constData());
    }

    // Every value flag of every command with malformed, out-of-range, huge
    // and non-ASCII values: exit 2 and one line each, never a crash.
    void everyFlagRefusesMalformedValues() {
        const QList<QStringList> commands = {
            {"play", "--game", "kalah"},
            {"legal", "--game", "kalah"},
            {"random", "--game", "kalah", "--games", "1", "--seed", "1"},
            {"ai", "--game", "kalah", "--level", "novice"},
            {"solve", "--game", "kalah", "--option", "holes=2", "--option", "seeds=1"},
            {"match", "--game", "kalah", "--south", "novice", "--north", "novice", "--games", "1",
             "--seed", "1"},
        };
        const QStringList flags = {"--games",    "--seed",   "--level",   "--time",
                                   "--depth",    "--south",  "--north",   "--moves",
                                   "--position", "--memory", "--endgame", "--option"};
        const QStringList values = {
            "", "-1", "99999999999999999999999", "abc", "ü½☃", "\x01", "1e9", "@/dev/zero"};
        int checked = 0;
        for (QStringList command : commands) {
            for (const QString& flag : flags) {
                for (const QString& value : values) {
                    QStringList args = command;
                    const int at = args.indexOf(flag);
                    if (at >= 0)
                        args[at + 1] = value;
                    else
                        args << flag << value;
                    const CliResult r = runCli(args, 60000);
                    QVERIFY2(r.finished && !r.crashed, qPrintable(args.join(' ')));
                    if (r.exitCode == 0) continue;  // some values are fine for some flags
                    QVERIFY2(r.exitCode == 2, qPrintable(args.join(' ') + ": " + r.errorText()));
                    QVERIFY2(r.out.isEmpty(), qPrintable(args.join(' ')));
                    QCOMPARE(r.err.count('\n'), 1);
                    ++checked;
                }
            }
        }
        QVERIFY(checked > 300);
    }

    void solve_refusesADatabaseTheMachineCannotHold() {
        // 40 seeds over 12 holes: about 192 GB, refused before allocating.
        const CliResult r = runCli({"solve", "--game", "kalah", "--endgame", "40"});
        CHECK_CLI_FAILS(r, 2);
        QVERIFY2(r.errorText().contains("GB"), r.err.constData());
    }

    void solve_withATimeLimitReportsTheBoundsSoFar() {
        // Kalah(8,8) is far beyond reach: stopped, with bounds, not killed.
        const CliResult r = runCli({"solve", "--game", "kalah", "--option", "holes=8", "--option",
                                    "seeds=8", "--time", "300"},
                                   60000);
        CHECK_CLI_OK(r);
        const QJsonObject out = r.object();
        QCOMPARE(out["complete"].toBool(true), false);
        QVERIFY(out["value"].isNull());
        QVERIFY(out["lower"].toInt() <= out["upper"].toInt());
        QVERIFY(out["upper"].toInt() <= 128 && out["lower"].toInt() >= -128);
    }

    // The index is 1-based and the reason is given.
    void illegalMoveNamesIndexAndReason() {
        const CliResult r = runCli({"play", "--game", "kalah", "--moves", "3 1 4 6 6 6"});
        CHECK_CLI_FAILS(r, 2);
        QVERIFY2(r.errorText().contains("move 6"), r.err.constData());
        QVERIFY2(r.errorText().contains("empty"), r.err.constData());
    }

    void engineCommandsRefuseBadInput_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("words");
        QTest::newRow("ai unknown level")
            << QStringList{"ai", "--game", "kalah", "--level", "easy"} << "unknown level 'easy'";
        QTest::newRow("ai unknown game")
            << QStringList{"ai", "--game", "oware", "--level", "novice"} << "unknown game";
        QTest::newRow("solve another game")
            << QStringList{"solve", "--game", "congkak"} << "Kalah only";
        QTest::newRow("match without a game") << QStringList{"match"} << "--game";
        QTest::newRow("match bad level")
            << QStringList{"match",  "--game",  "kalah", "--south", "wizard", "--north",
                           "novice", "--games", "2",     "--seed",  "1"}
            << "unknown level";
        const QStringList match{"match",  "--game",  "kalah", "--south", "novice", "--north",
                                "casual", "--games", "2",     "--seed",  "1"};
        QTest::newRow("match judge of no positions")
            << (match + QStringList{"--balance", "3", "--judge-nodes", "0"}) << "--judge-nodes";
        QTest::newRow("match redraws not a number")
            << (match + QStringList{"--balance", "3", "--redraws", "many"}) << "--redraws";
    }
    void engineCommandsRefuseBadInput() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, words);
        const CliResult r = runCli(arguments, 20000);
        CHECK_CLI_FAILS(r, 2);
        QVERIFY2(r.errorText().contains(words), qPrintable(r.errorText()));
    }

    void helpGoesToStdout_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("help") << QStringList{"help"};
        QTest::newRow("--help") << QStringList{"--help"};
        QTest::newRow("-h") << QStringList{"-h"};
        QTest::newRow("play --help") << QStringList{"play", "--help"};
    }
    void helpGoesToStdout() {
        QFETCH(QStringList, arguments);
        const CliResult r = runCli(arguments);
        QVERIFY(r.finished && !r.crashed);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        for (const char* command : {"games", "play", "legal", "random", "replay"})
            QVERIFY2(r.out.contains(command), command);
    }
};

QTEST_GUILESS_MAIN(CliErrors)
#include "cli_errors.moc"
