// `--position STATE` on play, legal, ai and solve, and `lesson check`
// (cli-contract.md): a game continues from a given state; an inconsistent
// state is refused with exit 2 and the reason; every lesson of the app plays
// as its text says.

#include <QDir>
#include <QTemporaryFile>

#include "tests/cli/cli_runner.h"

namespace {

const QString kKalah =
    R"({"game":"kalah","options":{"holes":4},"holes":{"south":[1,1,0,0],"north":[0,5,0,1]},)"
    R"("stores":{"south":3,"north":2}})";

}  // namespace

class CliPosition : public QObject {
    Q_OBJECT

  private slots:
    void play_continuesFromTheState() {
        // South's hole 2 ends in his empty hole 3, facing North's 5 seeds.
        const CliResult r = runCli({"play", "--position", kKalah, "--moves", "2"});
        CHECK_CLI_OK(r);
        const QJsonObject state = r.object();
        QCOMPARE(state["stores"].toObject()["south"].toInt(), 3 + 6);
        QCOMPARE(state["holes"].toObject()["north"].toArray()[1].toInt(), 0);
        QCOMPARE(state["toMove"].toString(), QString("north"));
    }

    void legalAndAi_readAStateFromAFile() {
        QTemporaryFile file;
        QVERIFY(file.open());
        file.write(kKalah.toUtf8());
        file.close();
        const CliResult legal = runCli({"legal", "--position", "@" + file.fileName()});
        CHECK_CLI_OK(legal);
        QCOMPARE(legal.array(), QJsonArray({"1", "2"}));
        const CliResult ai =
            runCli({"ai", "--position", "@" + file.fileName(), "--level", "master"});
        CHECK_CLI_OK(ai);
        QCOMPARE(ai.object()["move"].toString(), QString("2"));  // the capture of 6
    }

    void solve_valuesTheState() {
        const CliResult r = runCli({"solve", "--position", kKalah});
        CHECK_CLI_OK(r);
        // South captures 6 now and the rest follows: South ends ahead.
        QVERIFY(r.object()["value"].toInt() > 0);
    }

    void aStatesGameAndOptions_mustAgreeWithTheFlags() {
        const CliResult r = runCli({"play", "--game", "congkak", "--position", kKalah});
        CHECK_CLI_FAILS(r, 2);
        QVERIFY2(r.errorText().contains("kalah position, not congkak"), qPrintable(r.errorText()));
        const CliResult o = runCli({"play", "--position", kKalah, "--option", "holes=6"});
        CHECK_CLI_FAILS(o, 2);
        QVERIFY2(o.errorText().contains("option 'holes'"), qPrintable(o.errorText()));
    }

    void inconsistentStates_areRefused_data() {
        QTest::addColumn<QString>("state");
        QTest::addColumn<QString>("reason");
        QTest::newRow("negative")
            << R"({"game":"kalah","holes":{"south":[-1,0,0,0,0,1],"north":[1,0,0,0,0,0]}})"
            << "at least 0";
        QTest::newRow("too many")
            << R"({"game":"kalah","holes":{"south":[40,40,0,0,0,1],"north":[1,0,0,0,0,0]}})"
            << "only 48";
        QTest::newRow("burnt with seeds")
            << R"({"game":"pallankuzhi","holes":{"south":[3,0,0,0,0,1,0],"north":[1,0,0,0,0,0,0]},)"
               R"("burnt":{"south":[1],"north":[]}})"
            << "holds seeds";
        QTest::newRow("unknown key")
            << R"({"game":"kalah","holes":{"south":[1,0,0,0,0,1],"north":[1,0,0,0,0,0]},"x":1})"
            << "unknown key 'x'";
        QTest::newRow("wrong length")
            << R"({"game":"kalah","holes":{"south":[1,0,1],"north":[1,0,0,0,0,0]}})"
            << "has 3 holes";
        QTest::newRow("not json") << "{"
                                  << "invalid";
        QTest::newRow("missing file") << "@/nonexistent/state.json"
                                      << "no such file";
    }
    void inconsistentStates_areRefused() {
        QFETCH(QString, state);
        QFETCH(QString, reason);
        for (const QString& command : QStringList{"play", "legal"}) {
            const CliResult r = runCli({command, "--position", state});
            CHECK_CLI_FAILS(r, 2);
            QVERIFY2(r.errorText().contains(reason), qPrintable(r.errorText()));
        }
    }

    void lessonCheck_passesEveryLessonOfTheApp() {
        const QStringList files =
            QDir(COWRIE_LESSON_DIR).entryList({"*.json"}, QDir::Files, QDir::Name);
        QVERIFY(!files.isEmpty());
        QStringList paths;
        for (const QString& f : files) paths << QStringLiteral(COWRIE_LESSON_DIR "/") + f;
        const CliResult r = runCli(QStringList{"lesson", "check"} + paths);
        CHECK_CLI_OK(r);
        const QJsonObject out = r.object();
        QCOMPARE(out["failures"].toArray(), QJsonArray());
        QVERIFY(out["lessons"].toInt() >= static_cast<int>(files.size()));
        QVERIFY(out["steps"].toInt() > out["lessons"].toInt());
    }

    void lessonCheck_reportsAFailingLesson() {
        QTemporaryFile file;
        QVERIFY(file.open());
        file.write(R"({"format":"cowrie-lessons","version":1,"game":"kalah","lessons":[)"
                   R"({"id":"bad","title":"Bad","start":{"options":{"holes":4},)"
                   R"("holes":{"south":[1,2,3,1],"north":[2,2,2,2]}},"steps":[)"
                   R"({"kind":"predict","text":"Where?","move":"3","answer":"south store"}]}]})");
        file.close();
        const CliResult r = runCli({"lesson", "check", file.fileName()});
        QCOMPARE(r.exitCode, 2);
        const QJsonArray failures = r.object()["failures"].toArray();
        QCOMPARE(failures.size(), 1);
        QVERIFY2(failures[0].toString().contains("lesson bad, step 1"),
                 qPrintable(failures[0].toString()));
    }
};

QTEST_GUILESS_MAIN(CliPosition)
#include "cli_position.moc"
