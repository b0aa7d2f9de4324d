// SaveStore: the unfinished game written atomically and read back; a corrupt
// or foreign file is set aside with a reason, never trusted and never fatal.

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "app/ui/play/savestore.h"
#include "core/json.h"
#include "core/record.h"
#include "core/registry.h"
#include "tests/app/file_helpers.h"

using cowrie::ui::SaveStore;

using cowrie::ui::GameSetup;
using cowrie::ui::PlayMode;

using cowrie::test::writeFile;

namespace {

cowrie::Match matchAfter(const char* game, const char* moves) {
    std::string error;
    cowrie::Match match(cowrie::createRules(game, {}, error));
    const bool ok = cowrie::playMoveList(match, moves, error);
    if (!ok) qFatal("%s: %s", moves, error.c_str());  // a test written wrong
    return match;
}

QStringList asideFiles(const QTemporaryDir& dir) {
    return QDir(dir.path()).entryList({"*.unreadable-*"}, QDir::Files);
}

// The setup both load tests save (a Kalah game against the computer at
// level 3, the person North as Ana, the board turned).
GameSetup anasSetup() {
    GameSetup setup;
    setup.gameId = "kalah";
    setup.mode = PlayMode::Computer;
    setup.computerSide = cowrie::Side::South;
    setup.level = 3;
    setup.northName = "Ana";
    setup.turned = true;
    return setup;
}

// `saved` holds `match` and anasSetup(), and nothing in `dir` was set aside.
void verifyAnasGame(const std::optional<SaveStore::Saved>& saved, const cowrie::Match& match,
                    const QTemporaryDir& dir) {
    QVERIFY(saved);
    QCOMPARE(saved->match.position(), match.position());
    QCOMPARE(saved->match.moves(), match.moves());
    const GameSetup expected = anasSetup();
    QCOMPARE(saved->setup.gameId, expected.gameId);
    QCOMPARE(saved->setup.mode, expected.mode);
    QCOMPARE(saved->setup.computerSide, expected.computerSide);
    QCOMPARE(saved->setup.level, expected.level);
    QCOMPARE(saved->setup.northName, expected.northName);
    QCOMPARE(saved->setup.turned, expected.turned);
    QVERIFY(asideFiles(dir).isEmpty());
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
        const cowrie::Match match = matchAfter("kalah", "3 6 1");
        QVERIFY(store.save(anasSetup(), match));
        QVERIFY(QFile::exists(store.filePath("kalah")));

        // Read back as the next launch would, by a store of its own.
        SaveStore reader;
        reader.setDirectory(dir.path());
        QSignalSpy changed(&reader, &SaveStore::changed);
        auto saved = reader.load();
        verifyAnasGame(saved, match, dir);
        QVERIFY(changed.count() >= 1);
        QVERIFY(reader.available());
        QVERIFY(reader.problem().isEmpty());
        QCOMPARE(reader.latestGame(), QString("kalah"));
        QCOMPARE(reader.summary(), QString("Kalah, against the computer, 3 moves played"));
        QCOMPARE(store.summary(), reader.summary());
    }

    // A save as Cowrie wrote it before its JSON was nlohmann's (Qt's
    // QJsonDocument, indented, keys in alphabetical order) still loads.
    void aSaveInTheFirstFormatStillLoads() {
        const QByteArray firstFormat = R"({
    "format": "cowrie-save",
    "record": {
        "format": "cowrie-record",
        "game": "kalah",
        "moves": [
            "3",
            "1"
        ],
        "options": {
            "empty-capture": false,
            "first": "south",
            "holes": 6,
            "seeds": 4
        },
        "version": 1
    },
    "setup": {
        "computerSide": "south",
        "game": "kalah",
        "level": 3,
        "mode": "computer",
        "northName": "Ana",
        "options": {
        },
        "southName": "",
        "turned": true
    },
    "version": 1
}
)";
        QTemporaryDir dir;
        SaveStore store;
        store.setDirectory(dir.path());
        writeFile(store.filePath("kalah"), firstFormat);
        store.check();
        QVERIFY2(store.problem().isEmpty(), qPrintable(store.problem()));
        QCOMPARE(store.summary(), QString("Kalah, against the computer, 2 moves played"));
        verifyAnasGame(store.load("kalah"), matchAfter("kalah", "3 1"), dir);
    }

    // The file is indented JSON in the order savestore.h shows, the record
    // inside it exactly the core's.
    void aSaveHoldsTheCoresRecord() {
        QTemporaryDir dir;
        SaveStore store;
        store.setDirectory(dir.path());
        const cowrie::Match match = matchAfter("kalah", "3 6 1");
        QVERIFY(store.save({}, match));
        QFile file(store.filePath("kalah"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(bytes.startsWith("{\n    \"format\": \"cowrie-save\",\n    \"version\": 1,\n"));
        QVERIFY(bytes.endsWith("}\n"));
        std::string error;
        const auto root = cowrie::parseJson(bytes.toStdString(), error);
        QVERIFY2(root, error.c_str());
        QCOMPARE(root->at("record").dump() + "\n", cowrie::writeRecord(match));
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
        store.discard("kalah");
        QVERIFY(!store.available());
        QVERIFY(!QFile::exists(store.filePath("kalah")));
    }

    // Issue 14, point 3: starting another kind of game keeps the first one.
    void eachGameKindKeepsItsOwnSave() {
        QTemporaryDir dir;
        SaveStore store;
        store.setDirectory(dir.path());
        QVERIFY(store.save({}, matchAfter("kalah", "3 6")));
        QTest::qWait(20);  // the files' times tell which save is the latest
        QVERIFY(store.save({}, matchAfter("chonka", "3R")));

        SaveStore next;
        next.setDirectory(dir.path());
        next.check();
        QCOMPARE(next.unfinished().keys(), (QStringList{"chonka", "kalah"}));
        QCOMPARE(next.latestGame(), QString("chonka"));
        QVERIFY(next.unfinished().value("kalah").toString().contains("2 moves"));
        QVERIFY(next.unfinished().value("chonka").toString().contains("1 move played"));
        QCOMPARE(next.load("kalah")->match.moveCount(), 2);
        QCOMPARE(next.load()->setup.gameId, QString("chonka"));

        // Discarding one leaves the other.
        next.discard("chonka");
        QCOMPARE(next.unfinished().keys(), QStringList{"kalah"});
        QCOMPARE(next.latestGame(), QString("kalah"));
        QVERIFY(QFile::exists(next.filePath("kalah")));
        QVERIFY(!next.load("chonka"));
        // A name that is no game is no file either.
        next.discard("../kalah");
        QVERIFY(QFile::exists(next.filePath("kalah")));
        QVERIFY(!next.load("../kalah"));
    }

    // The single save of earlier versions moves to its game's slot.
    void theOldSingleSaveMovesToItsSlot() {
        QTemporaryDir dir;
        SaveStore writer;
        writer.setDirectory(dir.path());
        QVERIFY(writer.save({}, matchAfter("kalah", "3 6 1")));
        QVERIFY(QFile::rename(writer.filePath("kalah"), dir.filePath("unfinished-game.json")));

        SaveStore store;
        store.setDirectory(dir.path());
        store.check();
        QVERIFY(store.problem().isEmpty());
        QCOMPARE(store.unfinished().keys(), QStringList{"kalah"});
        QVERIFY(!QFile::exists(dir.filePath("unfinished-game.json")));
        QCOMPARE(store.load("kalah")->match.moveCount(), 3);
    }

    // A file in a slot holding another game's record is not trusted there.
    void aSaveInTheWrongSlotIsSetAside() {
        QTemporaryDir dir;
        SaveStore store;
        store.setDirectory(dir.path());
        QVERIFY(store.save({}, matchAfter("kalah", "3")));
        QVERIFY(QFile::rename(store.filePath("kalah"), store.filePath("chonka")));
        store.check();
        QVERIFY(!store.available());
        QVERIFY2(store.problem().contains("not of chonka"), qPrintable(store.problem()));
        QCOMPARE(asideFiles(dir).size(), 1);
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
            QFile big(store.filePath("kalah"));
            QVERIFY(big.open(QIODevice::WriteOnly));
            QVERIFY(big.resize(5 << 20));
        }
        store.check();
        QVERIFY(!store.available());
        QVERIFY2(store.problem().contains("too large"), qPrintable(store.problem()));
        QVERIFY(!QFile::exists(store.filePath("kalah")));
        // A folder where the save file should be.
        QVERIFY(QDir(dir.path()).mkdir("unfinished-kalah.json"));
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
        writeFile(store.filePath("kalah"), bytes);

        store.check();
        QVERIFY(!store.available());
        QVERIFY2(store.problem().contains(reason), qPrintable(store.problem()));
        QVERIFY(store.problem().contains("set aside"));
        QVERIFY(!QFile::exists(store.filePath("kalah")));
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
