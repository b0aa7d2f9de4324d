// The library under faults (issue 16): an export into a folder that cannot
// be written and onto a full disk says so and changes nothing; an import
// onto a full disk adds nothing; a game recorded while the disk is full
// keeps its last good entry and the player is told; a write killed midway
// (the temporary file it leaves) loses nothing and the leftover goes.

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/resource.h>
#include <unistd.h>
#include <csignal>

#include "app/ui/library/gamelibrary.h"
#include "app/ui/library/librarymodel.h"
#include "app/ui/play/gamesession.h"
#include "app/ui/play/savestore.h"
#include "tests/app/file_helpers.h"

using cowrie::ui::GameLibrary;
using cowrie::ui::GameSession;
using cowrie::ui::LibraryModel;

using cowrie::test::contents;
using cowrie::test::FileSizeLimit;

namespace {

// A library in `dir` holding one finished game; returns its id.
QString oneFinishedGame(GameSession& session, const QTemporaryDir& dir) {
    session.saveStore()->setDirectory(dir.path());
    session.library()->setDirectory(dir.filePath("library"));
    session.start({{"game", "kalah"}, {"options", QVariantMap{{"holes", "3"}, {"seeds", "2"}}}});
    while (!session.over()) session.play(session.match()->legalMoves()[0].holeNumber());
    return session.library()->list().value(0).id;
}

}  // namespace

class LibraryFaultsTest : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // A folder without write permission; for root, which writes there
    // anyway, an immutable one (chattr +i), which nobody can write.
    void exportIntoAReadOnlyFolder_saysSoAndChangesNothing() {
        QTemporaryDir dir, target;
        GameSession session;
        const QString id = oneFinishedGame(session, dir);
        LibraryModel model;
        model.setDirectory(session.library()->directory());
        const bool root = geteuid() == 0;
        if (root) {
            if (QProcess::execute("chattr", {"+i", target.path()}) != 0)
                QSKIP("root writes into read-only folders, and chattr +i is not available");
        } else {
            QVERIFY(QFile::setPermissions(target.path(), QFile::ReadOwner | QFile::ExeOwner));
        }
        const bool exported = model.exportTo(id, QUrl::fromLocalFile(target.filePath("g.json")));
        if (root)
            QProcess::execute("chattr", {"-i", target.path()});
        else
            QFile::setPermissions(target.path(),
                                  QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QVERIFY(!exported);
        QVERIFY2(model.message().startsWith("The game could not be exported:"),
                 qPrintable(model.message()));
        QVERIFY(QDir(target.path()).entryList(QDir::Files | QDir::Hidden).isEmpty());
    }

    // /proc takes no new files, even from root.
    void exportIntoAFolderThatRefusesFiles_saysSo() {
        QTemporaryDir dir;
        GameSession session;
        const QString id = oneFinishedGame(session, dir);
        LibraryModel model;
        model.setDirectory(session.library()->directory());
        QVERIFY(!model.exportTo(id, QUrl::fromLocalFile("/proc/self/cowrie-game.json")));
        QVERIFY2(model.message().startsWith("The game could not be exported:") &&
                     model.message().size() > 40 && model.messageIsError(),
                 qPrintable(model.message()));
        QCOMPARE(model.total(), 1);
    }

    void exportOntoAFullDisk_keepsTheFileThere() {
        QTemporaryDir dir, target;
        GameSession session;
        const QString id = oneFinishedGame(session, dir);
        const QString path = target.filePath("g.json");
        {
            QFile old(path);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("an older export");
        }
        LibraryModel model;
        model.setDirectory(session.library()->directory());
        bool exported = true;
        {
            const FileSizeLimit full(64);
            exported = model.exportTo(id, QUrl::fromLocalFile(path));
        }
        QVERIFY(!exported);
        QVERIFY2(model.message().startsWith("The game could not be exported:"),
                 qPrintable(model.message()));
        QCOMPARE(contents(path), QByteArray("an older export"));
        QCOMPARE(QDir(target.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
    }

    void importOntoAFullDisk_addsNothing() {
        QTemporaryDir dir, other;
        GameSession session;
        const QString id = oneFinishedGame(session, dir);
        const QString file = other.filePath("g.json");
        QVERIFY(QFile::copy(session.library()->filePath(id), file));
        QTemporaryDir empty;
        LibraryModel model;
        model.setDirectory(empty.path());
        bool imported = true;
        {
            const FileSizeLimit full(64);
            imported = model.importFrom(QUrl::fromLocalFile(file));
        }
        QVERIFY(!imported);
        QVERIFY2(model.message().startsWith("The file could not be imported:"),
                 qPrintable(model.message()));
        QCOMPARE(model.total(), 0);
        QVERIFY(QDir(empty.path()).entryList(QDir::Files | QDir::Hidden).isEmpty());
    }

    // The entry keeps its last good record; the player is told.
    void recordingOntoAFullDisk_keepsTheLastEntry() {
        QTemporaryDir dir;
        GameSession session;
        session.saveStore()->setDirectory(dir.path());
        session.library()->setDirectory(dir.filePath("library"));
        QVERIFY(session.start({{"game", "kalah"}}));
        QVERIFY(session.play(3));  // ends in the store: South again
        const QString id = session.library()->list().value(0).id;
        const QByteArray before = contents(session.library()->filePath(id));
        QVERIFY(!before.isEmpty());
        {
            const FileSizeLimit full(64);
            QVERIFY(session.play(1));
        }
        // The library is where the game is saved (the one store).
        QVERIFY2(session.status().contains("cannot be saved"), qPrintable(session.status()));
        QCOMPARE(contents(session.library()->filePath(id)), before);
        QVERIFY(session.play(2));  // room again
        QVERIFY(!session.status().contains("cannot be"));
        QCOMPARE(session.library()->list().value(0).summary->moves, 3);
    }

    // What a write killed before its rename leaves: a temporary beside the
    // entry. The entry is whole; the leftover goes once it is a minute old.
    void aKilledWrite_losesNothing() {
        QTemporaryDir dir;
        GameSession session;
        const QString id = oneFinishedGame(session, dir);
        const QString entry = session.library()->filePath(id);
        const QByteArray whole = contents(entry);
        const QString leftover = entry + ".Ab12Cd";
        {
            QFile half(leftover);
            QVERIFY(half.open(QIODevice::WriteOnly));
            half.write(whole.left(whole.size() / 2));
            half.flush();  // before the time is set, or closing sets it again
            half.setFileTime(QDateTime::currentDateTime().addSecs(-3600),
                             QFileDevice::FileModificationTime);
        }
        const QString recent = entry + ".Zz99Yy";  // a write in progress elsewhere
        {
            QFile fresh(recent);
            QVERIFY(fresh.open(QIODevice::WriteOnly));
            fresh.write(whole.left(10));
        }
        LibraryModel model;
        model.setDirectory(session.library()->directory());
        QCOMPARE(model.total(), 1);
        QVERIFY(model.get(0).value("readable").toBool());
        QCOMPARE(contents(entry), whole);
        QVERIFY(!QFileInfo::exists(leftover));
        QVERIFY(QFileInfo::exists(recent));
        QVERIFY(!model.recordText(id).isEmpty());
    }
};

QTEST_MAIN(LibraryFaultsTest)
#include "tst_libraryfaults.moc"
