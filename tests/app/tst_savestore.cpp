// SaveStore: the unfinished game written atomically and read back; a corrupt
// or foreign file is set aside with a reason, never trusted and never fatal.

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "record.h"
#include "registry.h"
#include "savestore.h"

using cowrie::ui::GameSetup;
using cowrie::ui::PlayMode;

namespace {

cowrie::Match matchAfter(const char* game, const char* moves) {
    std::string error;
    cowrie::Match match(cowrie::createRules(game, {}, error));
    const bool ok = cowrie::playMoveList(match, moves, error);
    Q_ASSERT(ok);
    return match;
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

QStringList asideFiles(const QTemporaryDir& dir) {
    return QDir(dir.path()).entryList({"*.unreadable-*"}, QDir::Files);
}

}  // namespace

class TestSaveStore : public QObject {
    Q_OBJECT

  private slots:
    void defaultFolderIsTheAppDataFolder() {
        QStandardPaths::setTestModeEnabled(true);
        SaveStore store;
        QCOMPARE(store.directory(),
                 QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
    }

    void saveAndLoadRoundTrip() {
        QTemporaryDir dir;
        SaveStore store;
        store.setDirectory(dir.path());
        GameSetup setup;
        setup.gameId = "kalah";
        setup.mode = PlayMode::Computer;
        setup.computerSide = cowrie::Side::South;
        setup.level = 3;
        setup.northName = "Ana";
        setup.turned = true;
        const cowrie::Match match = matchAfter("kalah", "3 6 1");
        QVERIFY(store.save(setup, match));
        QVERIFY(QFile::exists(store.filePath()));

        QSignalSpy changed(&store, &SaveStore::changed);
        auto saved = store.load();
        QVERIFY(saved);
        QCOMPARE(changed.count(), 1);
        QVERIFY(store.available());
        QVERIFY(store.problem().isEmpty());
        QVERIFY(store.summary().contains("Kalah"));
        QVERIFY(store.summary().contains("against the computer"));
        QVERIFY(store.summary().contains("3 moves"));
        QCOMPARE(saved->match.position(), match.position());
        QCOMPARE(saved->match.moves(), match.moves());
        QCOMPARE(saved->setup.gameId, QString("kalah"));
        QCOMPARE(saved->setup.mode, PlayMode::Computer);
        QCOMPARE(saved->setup.computerSide, cowrie::Side::South);
        QCOMPARE(saved->setup.level, 3);
        QCOMPARE(saved->setup.northName, QString("Ana"));
        QVERIFY(saved->setup.turned);
        QVERIFY(asideFiles(dir).isEmpty());
    }

    void noFileMeansNothingToResume() {
        QTemporaryDir dir;
        SaveStore store;
        store.setDirectory(dir.path());
        QVERIFY(!store.load());
        QVERIFY(!store.available());
        QVERIFY(store.problem().isEmpty());
    }

    void discardRemovesTheFile() {
        QTemporaryDir dir;
        SaveStore store;
        store.setDirectory(dir.path());
        QVERIFY(store.save({}, matchAfter("kalah", "3")));
        store.check();
        QVERIFY(store.available());
        store.discard();
        QVERIFY(!store.available());
        QVERIFY(!QFile::exists(store.filePath()));
    }

    void aSecondSaveReplacesTheFirst() {
        QTemporaryDir dir;
        SaveStore store;
        store.setDirectory(dir.path());
        QVERIFY(store.save({}, matchAfter("kalah", "3")));
        QVERIFY(store.save({}, matchAfter("kalah", "3 6")));
        auto saved = store.load();
        QVERIFY(saved);
        QCOMPARE(saved->match.moveCount(), 2);
        // QSaveFile leaves no temporary files behind.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1);
    }

    void unreadableFilesAreSetAside_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("reason");
        QTest::newRow("truncated JSON")
            << QByteArray("{\"format\": \"cowrie-sa") << "not valid JSON";
        QTest::newRow("binary junk") << QByteArray("\x00\x01\x02\xff", 4) << "not valid JSON";
        QTest::newRow("foreign JSON")
            << QByteArray("{\"name\": \"a photo\"}") << "not a Cowrie save file";
        QTest::newRow("a bare record")
            << QByteArray(R"({"format":"cowrie-record","version":1,"game":"kalah","moves":[]})")
            << "not a Cowrie save file";
        QTest::newRow("future version")
            << QByteArray(R"({"format":"cowrie-save","version":99,"setup":{},"record":{}})")
            << "another version";
        QTest::newRow("unknown game")
            << QByteArray(
                   R"({"format":"cowrie-save","version":1,"setup":{},)"
                   R"("record":{"format":"cowrie-record","version":1,"game":"chess","moves":[]}})")
            << "unknown game";
        QTest::newRow("illegal move")
            << QByteArray(
                   R"({"format":"cowrie-save","version":1,"setup":{},)"
                   R"("record":{"format":"cowrie-record","version":1,"game":"kalah","moves":["3","3"]}})")
            << "illegal";
    }

    void aHugeOrSpecialFileIsSetAsideUnread() {
        QTemporaryDir dir;
        SaveStore store;
        store.setDirectory(dir.path());
        {
            QFile big(store.filePath());
            QVERIFY(big.open(QIODevice::WriteOnly));
            QVERIFY(big.resize(5 << 20));
        }
        store.check();
        QVERIFY(!store.available());
        QVERIFY2(store.problem().contains("too large"), qPrintable(store.problem()));
        QVERIFY(!QFile::exists(store.filePath()));
        // A folder where the save file should be.
        QVERIFY(QDir(dir.path()).mkdir("unfinished-game.json"));
        store.check();
        QVERIFY2(store.problem().contains("not a regular file"), qPrintable(store.problem()));
    }

    void aFailedWriteIsNamed() {
        QTemporaryDir dir;
        QFile blocker(QDir(dir.path()).filePath("file"));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        SaveStore store;
        store.setDirectory(blocker.fileName() + "/sub");
        QVERIFY(!store.save({}, matchAfter("kalah", "1")));
        QVERIFY2(store.lastWriteError().contains("cannot be created"),
                 qPrintable(store.lastWriteError()));
    }

    void unreadableFilesAreSetAside() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        SaveStore store;
        store.setDirectory(dir.path());
        writeFile(store.filePath(), bytes);

        store.check();
        QVERIFY(!store.available());
        QVERIFY2(store.problem().contains(reason), qPrintable(store.problem()));
        QVERIFY(store.problem().contains("set aside"));
        QVERIFY(!QFile::exists(store.filePath()));
        const QStringList aside = asideFiles(dir);
        QCOMPARE(aside.size(), 1);
        // The bad file is kept as it was, for the player to look at.
        QFile kept(QDir(dir.path()).filePath(aside.first()));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), bytes);

        // Once set aside, the next launch finds nothing and says nothing new.
        SaveStore next;
        next.setDirectory(dir.path());
        next.check();
        QVERIFY(!next.available());
        QVERIFY(next.problem().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSaveStore)

#include "tst_savestore.moc"
