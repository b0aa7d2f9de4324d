// The save under faults (issue 13): the process killed in the middle of a
// write, a full disk, a folder that cannot be written. In every case the
// previous save (the game's library record, and the resume index naming it)
// survives whole, the failure is named, and nothing else in the folder is
// touched.
//
// The kill test runs this executable a second time as a child that saves in a
// loop (COWRIE_SAVE_WRITER=folder), and kills it at random moments.

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/resource.h>
#include <unistd.h>
#include <csignal>

#include "app/ui/library/gamelibrary.h"
#include "app/ui/play/gamesession.h"
#include "app/ui/play/savestore.h"
#include "core/record.h"
#include "core/registry.h"
#include "tests/app/file_helpers.h"

using cowrie::ui::GameSession;
using cowrie::ui::SaveStore;

using cowrie::ui::GameSetup;

using cowrie::test::contents;
using cowrie::test::FileSizeLimit;

namespace {

// An unfinished game of `game` after `moves` moves, each the mover's first
// legal move (or fewer, if the game would end first).
cowrie::Match gameOf(const char* game, int moves) {
    std::string error;
    cowrie::Match match(cowrie::createRules(game, {}, error));
    for (int i = 0; i < moves; ++i) {
        cowrie::Match next = match;
        next.play(match.legalMoves()[i % match.legalMoves().size()]);
        if (next.position().over()) break;
        match = std::move(next);
    }
    return match;
}

// The two games the writer alternates between: their move counts tell which
// one a surviving save holds.
const int kShortGame = 3;
cowrie::Match shortGame() {
    return gameOf("pallankuzhi", kShortGame);
}
cowrie::Match longGame() {
    return gameOf("pallankuzhi", 400);
}

// The child's loop: save the two games in turn until killed. Prints "ready"
// once the first save is complete, so that every kill finds a save in place.
int writeForever(const QString& folder) {
    SaveStore store;
    store.setDirectory(folder);
    const cowrie::Match games[] = {shortGame(), longGame()};
    for (unsigned long n = 0;; ++n) {
        if (!store.save({}, games[n % 2])) return 3;
        if (n == 0) {
            std::fputs("ready\n", stdout);
            std::fflush(stdout);
        }
    }
}

}  // namespace

class TestSaveFaults : public QObject {
    Q_OBJECT

  private slots:
    void aKillMidWriteLeavesACompleteSave() {
        QTemporaryDir dir;
        const int shortMoves = shortGame().moveCount();
        const int longMoves = longGame().moveCount();
        QVERIFY(longMoves > 100);  // a save of several kilobytes: a wide window to kill in
        int seenShort = 0, seenLong = 0;
        for (int round = 0; round < 40; ++round) {
            QProcess writer;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert("COWRIE_SAVE_WRITER", dir.path());
            writer.setProcessEnvironment(env);
            writer.start(QCoreApplication::applicationFilePath(), {});
            QVERIFY(writer.waitForStarted());
            QVERIFY(writer.waitForReadyRead(10000));
            QCOMPARE(writer.readLine().trimmed(), QByteArray("ready"));
            QTest::qSleep(QRandomGenerator::global()->bounded(1, 40));
            writer.kill();  // SIGKILL: no cleanup, no flush
            QVERIFY(writer.waitForFinished());
            QCOMPARE(writer.exitStatus(), QProcess::CrashExit);

            SaveStore store;
            store.setDirectory(dir.path());
            const auto saved = store.load();
            QVERIFY2(saved.has_value(), qPrintable(store.problem()));
            const int moves = saved->match.moveCount();
            QVERIFY2(moves == shortMoves || moves == longMoves, qPrintable(QString::number(moves)));
            (moves == shortMoves ? seenShort : seenLong)++;
            // Besides the index and the record, at most the temporary of the
            // killed write.
            QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                     QStringList{"resume.json"});
            const QString record = QFileInfo(store.filePath("pallankuzhi")).fileName();
            for (const QString& name :
                 QDir(dir.filePath("library")).entryList(QDir::Files | QDir::Hidden))
                QVERIFY2(
                    name == record ||
                        QRegularExpression("^" + QRegularExpression::escape(record) + "\\.\\w{6}$")
                            .match(name)
                            .hasMatch(),
                    qPrintable(name));
        }
        qInfo("40 kills: %d found the short game saved, %d the long one", seenShort, seenLong);

        // On the next start the killed writes' temporaries are cleared away
        // once they are a minute old; the save stays.
        const QDir library(dir.filePath("library"));
        const QStringList files = library.entryList(QDir::Files | QDir::Hidden);
        qInfo("%lld temporaries left by the kills", static_cast<long long>(files.size() - 1));
        for (const QString& name : files) {
            QFile file(library.filePath(name));
            QVERIFY(file.open(QIODevice::ReadWrite));
            QVERIFY(file.setFileTime(QDateTime::currentDateTime().addSecs(-120),
                                     QFileDevice::FileModificationTime));
        }
        SaveStore next;
        next.setDirectory(dir.path());
        next.check();
        QVERIFY(next.available());
        QCOMPARE(library.entryList(QDir::Files | QDir::Hidden),
                 QStringList{QFileInfo(next.filePath("pallankuzhi")).fileName()});
    }

    void aFullDiskKeepsThePreviousSave() {
        QTemporaryDir dir;
        SaveStore store;
        store.setDirectory(dir.path());
        QVERIFY(store.save({}, longGame()));
        const qint64 longSize = QFileInfo(store.filePath("pallankuzhi")).size();
        QVERIFY(store.save({}, shortGame()));
        const QByteArray before = contents(store.filePath("pallankuzhi"));
        QVERIFY(before.size() < longSize / 2);
        {
            // Room for the short game's save, not for the long one's.
            const FileSizeLimit full(static_cast<rlim_t>(longSize / 2));
            QVERIFY(!store.save({}, longGame()));
        }
        QVERIFY2(!store.lastWriteError().isEmpty(), "the failure is named");
        QCOMPARE(contents(store.filePath("pallankuzhi")), before);
        const auto saved = store.load();
        QVERIFY(saved.has_value());
        QCOMPARE(saved->match.moveCount(), shortGame().moveCount());
        QCOMPARE(QDir(dir.filePath("library")).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QFileInfo(store.filePath("pallankuzhi")).fileName()});
        // With room again, the next save goes through.
        QVERIFY(store.save({}, longGame()));
        QCOMPARE(store.load()->match.moveCount(), longGame().moveCount());
    }

    void aFullDiskIsToldToThePlayer() {
        QTemporaryDir dir;
        GameSession c;
        c.saveStore()->setDirectory(dir.path());
        QVERIFY(c.start({{"game", "kalah"}}));
        QVERIFY(c.play(1));
        const QString record = c.saveStore()->filePath("kalah");
        const QByteArray before = contents(record);
        QVERIFY(!before.isEmpty());
        {
            const FileSizeLimit full(64);
            QVERIFY(c.play(1));
        }
        QVERIFY2(c.status().contains("cannot be saved"), qPrintable(c.status()));
        QCOMPARE(contents(record), before);  // the last good save
        QCOMPARE(c.saveStore()->filePath("kalah"), record);
        QVERIFY(c.play(2));  // room again: saved, and nothing to tell
        QVERIFY2(!c.status().contains("cannot be saved"), qPrintable(c.status()));
        QCOMPARE(c.saveStore()->load()->match.moveCount(), 3);
    }

    // The record is written but the index cannot be: the game is not
    // offered for resuming, and the player is told so.
    void anIndexThatCannotBeWrittenIsNamed() {
        QTemporaryDir dir;
        SaveStore store;
        store.setDirectory("/proc/self/cowrie");  // no index can be written there
        store.library()->setDirectory(dir.path());
        QVERIFY(!store.save({}, shortGame()));
        QVERIFY2(store.lastWriteError().contains("/proc/self/cowrie"),
                 qPrintable(store.lastWriteError()));
        QCOMPARE(store.library()->list().size(), 1);  // the game itself is kept

        GameSession c;
        c.saveStore()->setDirectory("/proc/self/cowrie");
        c.library()->setDirectory(dir.path());
        QVERIFY(c.start({{"game", "kalah"}}));
        QVERIFY(c.play(1));
        QVERIFY2(c.status().contains("cannot be saved") && c.status().contains("/proc/self/cowrie"),
                 qPrintable(c.status()));
    }

    void aReadOnlyFolderKeepsThePreviousSave() {
        if (geteuid() == 0) QSKIP("root writes into read-only folders; see the next test");
        QTemporaryDir dir;
        SaveStore store;
        store.setDirectory(dir.path());
        QVERIFY(store.save({}, shortGame()));
        const QByteArray before = contents(store.filePath("pallankuzhi"));
        QVERIFY(QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner));
        const bool saved = store.save({}, longGame());
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QVERIFY(!saved);
        QVERIFY(!store.lastWriteError().isEmpty());
        QCOMPARE(contents(store.filePath("pallankuzhi")), before);
    }

    void aFolderThatRefusesFilesIsNamed() {
        // /proc takes no new files, even from root: a folder no save can enter.
        SaveStore store;
        store.setDirectory("/proc/self/cowrie");
        QVERIFY(!store.save({}, shortGame()));
        QVERIFY2(store.lastWriteError().contains("/proc/self/cowrie"),
                 qPrintable(store.lastWriteError()));
    }
};

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QByteArray writerFolder = qgetenv("COWRIE_SAVE_WRITER");
    if (!writerFolder.isEmpty()) return writeForever(QString::fromLocal8Bit(writerFolder));
    TestSaveFaults test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_savefaults.moc"
