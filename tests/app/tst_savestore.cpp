// SaveStore: the unfinished game of each kind is kept in the game library and
// found there again through the resume index (issue 30, "one store"): resumed
// after a restart with the same game and setup, discarded without losing the
// library's record, the saves of earlier versions moved in once, and a corrupt
// index, record or old save reported and set aside, never trusted, never fatal.

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

#include "app/ui/library/gamelibrary.h"
#include "app/ui/play/gamesession.h"
#include "app/ui/play/savestore.h"
#include "core/json.h"
#include "core/record.h"
#include "core/registry.h"
#include "core/state_json.h"
#include "tests/app/file_helpers.h"

using cowrie::ui::GameLibrary;
using cowrie::ui::GameSession;
using cowrie::ui::GameSetup;
using cowrie::ui::SaveStore;

using cowrie::test::contents;
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
    return QDir(dir.path()).entryList({"*.unreadable-*"}, QDir::Files | QDir::Dirs);
}

QStringList libraryFiles(const QTemporaryDir& dir) {
    return QDir(dir.filePath("library")).entryList(QDir::Files | QDir::Hidden);
}

// The inode of `path`: a file written anew (QSaveFile renames a new file over
// the old) has another.
ino_t inodeOf(const QString& path) {
    struct stat info {};
    return ::stat(QFile::encodeName(path).constData(), &info) == 0 ? info.st_ino : 0;
}

// A Kalah game against the computer at level 3, the computer South, the
// person North as Ana, the board turned.
GameSetup anasSetup() {
    GameSetup setup = GameSetup::fromVariant({{"mode", "computer"}});
    setup.gameId = "kalah";
    setup.computerSide = cowrie::Side::South;
    setup.level = 3;
    setup.northName = "Ana";
    setup.turned = true;
    return setup;
}

// `saved` holds `match` and anasSetup().
void verifyAnasGame(const std::optional<SaveStore::Saved>& saved, const cowrie::Match& match) {
    QVERIFY(saved);
    QCOMPARE(saved->match.position(), match.position());
    QCOMPARE(saved->match.moves(), match.moves());
    const GameSetup expected = anasSetup();
    QCOMPARE(saved->setup.gameId, expected.gameId);
    QCOMPARE(saved->setup.mode, expected.mode);
    QCOMPARE(saved->setup.computerSide, expected.computerSide);
    QCOMPARE(saved->setup.level, expected.level);
    QCOMPARE(saved->setup.southName, QString());  // the default, "Computer"
    QCOMPARE(saved->setup.northName, expected.northName);
    QCOMPARE(saved->setup.turned, expected.turned);
    QVERIFY(!saved->setup.libraryId.isEmpty());
}

// A save file as versions before the single store wrote them (Qt's
// QJsonDocument, keys in alphabetical order), of `anasSetup()` after `moves`
// (["3", "1"] unless said).
QByteArray oldSaveOfAna(const QString& libraryId = {}, const QString& moves = R"("3", "1")") {
    return QStringLiteral(R"({
    "format": "cowrie-save",
    "record": {"format": "cowrie-record", "game": "kalah", "moves": [%2],
               "options": {"empty-capture": false, "first": "south", "holes": 6, "seeds": 4},
               "version": 1},
    "setup": {"computerSide": "south", "game": "kalah", "level": 3, "libraryId": "%1",
              "mode": "computer", "northName": "Ana", "options": {}, "southName": "",
              "turned": true},
    "version": 1
})")
        .arg(libraryId, moves)
        .toUtf8();
}

}  // namespace

class TestSaveStore : public QObject {
    Q_OBJECT

  private slots:
    void defaultFoldersAreTheAppDataFolder() {
        QStandardPaths::setTestModeEnabled(true);
        SaveStore store;
        const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        QCOMPARE(store.directory(), data);
        QCOMPARE(store.library()->directory(), QDir(data).filePath("library"));
    }

    void saveAndLoadRoundTrip() {
        QTemporaryDir dir;
        SaveStore store;
        store.setDirectory(dir.path());
        const cowrie::Match match = matchAfter("kalah", "3 6 1");
        QVERIFY(store.save(anasSetup(), match));
        // One store: the game is a library record, the index names it.
        QCOMPARE(libraryFiles(dir).size(), 1);
        QCOMPARE(store.filePath("kalah"),
                 store.library()->filePath(libraryFiles(dir)[0].chopped(5)));
        QVERIFY(QDir(dir.path()).entryList({"unfinished-*"}).isEmpty());

        // Read back as the next launch would, by a store of its own.
        SaveStore reader;
        reader.setDirectory(dir.path());
        QSignalSpy changed(&reader, &SaveStore::changed);
        auto saved = reader.load();
        verifyAnasGame(saved, match);
        QCOMPARE(store.library()->filePath(saved->setup.libraryId), store.filePath("kalah"));
        QVERIFY(changed.count() >= 1);
        QVERIFY(reader.available());
        QVERIFY(reader.problem().isEmpty());
        QCOMPARE(reader.latestGame(), QString("kalah"));
        QCOMPARE(reader.summary(), QString("Kalah, against the computer, 3 moves played"));
        QCOMPARE(store.summary(), reader.summary());
        QVERIFY(asideFiles(dir).isEmpty());
    }

    // The index holds which entry, not the game: no moves, no record.
    void theIndexHoldsNoCopyOfTheGame() {
        QTemporaryDir dir;
        SaveStore store;
        store.setDirectory(dir.path());
        QVERIFY(store.save(anasSetup(), matchAfter("kalah", "3 6 1")));
        std::string error;
        const auto index = cowrie::parseJson(contents(store.indexPath()).toStdString(), error);
        QVERIFY2(index, error.c_str());
        QCOMPARE(index->at("format"), "cowrie-resume");
        const cowrie::Json& kalah = index->at("games").at("kalah");
        QCOMPARE(kalah.size(), size_t(4));
        QCOMPARE(QString::fromStdString(kalah.at("entry").get<std::string>()) + ".json",
                 libraryFiles(dir)[0]);
        QCOMPARE(kalah.at("turned"), true);
        QCOMPARE(kalah.at("northName"), "Ana");
    }

    // A session restarted resumes the same game, with every part of its setup.
    void aSessionResumesTheSameGameAndSetup() {
        QTemporaryDir dir;
        QVariantMap before;
        std::vector<cowrie::Move> moves;
        {
            GameSession first;
            first.saveStore()->setDirectory(dir.path());
            QVERIFY(first.start({{"game", "kalah"},
                                 {"options", QVariantMap{{"seeds", "3"}}},
                                 {"southName", "Ana"},
                                 {"turned", true}}));
            QVERIFY(first.play(2));
            QVERIFY(first.play(4));
            before = first.setup();
            moves = first.match()->moves();
        }
        GameSession next;
        next.saveStore()->setDirectory(dir.path());
        QVERIFY2(next.resume(), qPrintable(next.status()));
        QCOMPARE(next.setup(), before);
        QCOMPARE(next.match()->moves(), moves);
        QCOMPARE(next.setup().value("options").toMap().value("seeds").toString(), QString("3"));
        // Playing on goes on in the same library entry.
        QVERIFY(next.play(1));
        QCOMPARE(libraryFiles(dir).size(), 1);
    }

    // A game played on from a replayed position keeps that start.
    void aGameFromAPositionKeepsItsStart() {
        QTemporaryDir dir;
        const cowrie::Match played = matchAfter("kalah", "1 2");
        const std::string state = cowrie::stateToJson(played.rules(), played.position()).dump();
        GameSetup setup;
        setup.gameId = "kalah";
        setup.start = QString::fromStdString(state);
        std::string error;
        auto match = setup.makeMatch(error);
        QVERIFY2(match, error.c_str());
        match->play(match->legalMoves()[0]);
        SaveStore store;
        store.setDirectory(dir.path());
        QVERIFY(store.save(setup, *match));
        SaveStore next;
        next.setDirectory(dir.path());
        const auto saved = next.load("kalah");
        QVERIFY(saved);
        QCOMPARE(saved->match.initialPosition(), played.position());
        QCOMPARE(saved->match.position(), match->position());
        QVERIFY(!saved->setup.start.isEmpty());
        const auto again = saved->setup.makeMatch(error);
        QVERIFY2(again, error.c_str());
        QCOMPARE(again->position(), played.position());
    }

    // A move writes the game's record only; the index, once.
    void aMoveCostsOneWrite() {
        QTemporaryDir dir;
        GameSession game;
        game.saveStore()->setDirectory(dir.path());
        QVERIFY(game.start({{"game", "kalah"}}));
        QVERIFY(!QFile::exists(game.saveStore()->indexPath()));  // nothing played yet
        QVERIFY(game.play(2));
        const QString index = game.saveStore()->indexPath();
        const QString record = game.saveStore()->filePath("kalah");
        const ino_t indexInode = inodeOf(index);
        QVERIFY(indexInode != 0);
        for (int hole : {2, 3, 4}) {
            const ino_t recordInode = inodeOf(record);
            QVERIFY(game.play(hole));
            QVERIFY2(inodeOf(record) != recordInode, "the record is written at every move");
            QCOMPARE(inodeOf(index), indexInode);  // the index is not
        }
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{"resume.json"});
        QCOMPARE(libraryFiles(dir).size(), 1);
        // Turning the board changes the index, not the record.
        const ino_t recordInode = inodeOf(record);
        game.setTurned(true);
        QVERIFY(inodeOf(index) != indexInode);
        QCOMPARE(inodeOf(record), recordInode);
    }

    void noFileMeansNothingToResume() {
        QTemporaryDir dir;
        SaveStore store;
        store.setDirectory(dir.path());
        QVERIFY(!store.load());
        store.check();
        QVERIFY(!store.available());
        QVERIFY(store.problem().isEmpty());
        QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty());  // reading writes nothing
    }

    // Discarded, or ended: no longer offered, still in the library.
    void discardKeepsTheLibrarysRecord() {
        QTemporaryDir dir;
        SaveStore store;
        store.setDirectory(dir.path());
        QVERIFY(store.save({}, matchAfter("kalah", "3")));
        const QString record = store.filePath("kalah");
        const QByteArray kept = contents(record);
        store.check();
        QVERIFY(store.available());
        store.discard("kalah");
        QVERIFY(!store.available());
        QCOMPARE(store.filePath("kalah"), QString());
        QCOMPARE(contents(record), kept);
        SaveStore next;
        next.setDirectory(dir.path());
        next.check();
        QVERIFY(!next.available());
        QCOMPARE(next.library()->list().size(), 1);
    }

    void anEndedGameIsNotOffered() {
        QTemporaryDir dir;
        SaveStore store;
        store.setDirectory(dir.path());
        const cowrie::Match match = matchAfter("kalah", "3");
        QVERIFY(store.save({}, match));
        QVERIFY(store.save({}, match, cowrie::Side::North));  // North resigns
        QVERIFY(!store.available());
        store.check();
        QVERIFY(!store.available());
        QCOMPARE(libraryFiles(dir).size(), 1);
    }

    // A demo (or a finished game reopened) is kept in the library only.
    void aGameThatIsNotResumableIsOnlyKept() {
        QTemporaryDir dir;
        SaveStore store;
        store.setDirectory(dir.path());
        const GameSetup demo = GameSetup::fromVariant({{"mode", "demo"}});
        QVERIFY(store.save(demo, matchAfter("kalah", "3 6"), std::nullopt, false));
        QCOMPARE(libraryFiles(dir).size(), 1);
        QVERIFY(!QFile::exists(store.indexPath()));
        store.check();
        QVERIFY(!store.available());
    }

    // Issue 14, point 3: starting another kind of game keeps the first one.
    void eachGameKindKeepsItsOwnSave() {
        QTemporaryDir dir;
        SaveStore store;
        store.setDirectory(dir.path());
        QVERIFY(store.save({}, matchAfter("kalah", "3 6")));
        QTest::qWait(20);  // the records' times tell which game is the latest
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
        QVERIFY(!next.load("chonka"));
        QCOMPARE(next.load("kalah")->match.moveCount(), 2);
        // A name that is no game changes nothing.
        next.discard("../kalah");
        QVERIFY(!next.load("../kalah"));
        QVERIFY(next.load("kalah"));
    }

    // ---- the saves of earlier versions, moved in once ----

    void anOldSaveMovesIntoTheLibrary() {
        QTemporaryDir dir;
        writeFile(dir.filePath("unfinished-kalah.json"), oldSaveOfAna());
        SaveStore store;
        store.setDirectory(dir.path());
        store.check();
        QVERIFY2(store.problem().isEmpty(), qPrintable(store.problem()));
        QCOMPARE(store.summary(), QString("Kalah, against the computer, 2 moves played"));
        QVERIFY(!QFile::exists(dir.filePath("unfinished-kalah.json")));
        QCOMPARE(libraryFiles(dir).size(), 1);
        verifyAnasGame(store.load("kalah"), matchAfter("kalah", "3 1"));
        // Once: the next launch finds it where it was put.
        SaveStore next;
        next.setDirectory(dir.path());
        next.check();
        QVERIFY(next.problem().isEmpty());
        QCOMPARE(libraryFiles(dir).size(), 1);
        verifyAnasGame(next.load("kalah"), matchAfter("kalah", "3 1"));
    }

    // Saves since the library came name their entry: it is not kept twice.
    void anOldSaveOfAGameInTheLibraryIsNotKeptTwice() {
        QTemporaryDir dir;
        SaveStore writer;
        writer.setDirectory(dir.path());
        QVERIFY(writer.save(anasSetup(), matchAfter("kalah", "3 1"), std::nullopt, false));
        const QString id = libraryFiles(dir)[0].chopped(5);
        writeFile(dir.filePath("unfinished-kalah.json"), oldSaveOfAna(id));
        SaveStore store;
        store.setDirectory(dir.path());
        store.check();
        QVERIFY2(store.problem().isEmpty(), qPrintable(store.problem()));
        QCOMPARE(libraryFiles(dir), QStringList{id + ".json"});
        QCOMPARE(store.load("kalah")->setup.libraryId, id);
    }

    // The single save of the first versions, and a newer one of its kind:
    // the newer is offered, the older stays in the library.
    void theOldSingleSaveMovesInToo() {
        QTemporaryDir dir;
        writeFile(dir.filePath("unfinished-game.json"), oldSaveOfAna());
        QFile single(dir.filePath("unfinished-game.json"));
        QVERIFY(single.open(QIODevice::ReadWrite));
        QVERIFY(single.setFileTime(QDateTime::currentDateTime().addSecs(-3600),
                                   QFileDevice::FileModificationTime));
        single.close();
        writeFile(dir.filePath("unfinished-kalah.json"), oldSaveOfAna({}, R"("3", "6", "1")"));
        SaveStore store;
        store.setDirectory(dir.path());
        store.check();
        QVERIFY2(store.problem().isEmpty(), qPrintable(store.problem()));
        QCOMPARE(store.unfinished().keys(), QStringList{"kalah"});
        verifyAnasGame(store.load("kalah"), matchAfter("kalah", "3 6 1"));
        QCOMPARE(libraryFiles(dir).size(), 2);  // the older game too, nothing lost
        QVERIFY(QDir(dir.path()).entryList({"unfinished-*"}).isEmpty());
    }

    void unreadableOldSavesAreSetAside_data() {
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
        QTest::newRow("another game's slot")
            << QByteArray(
                   R"({"format":"cowrie-save","version":1,"setup":{},)"
                   R"("record":{"format":"cowrie-record","version":1,"game":"chonka","moves":["3R"]}})")
            << "not of kalah";
    }

    void unreadableOldSavesAreSetAside() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        const QString old = dir.filePath("unfinished-kalah.json");
        writeFile(old, bytes);
        SaveStore store;
        store.setDirectory(dir.path());
        store.check();
        QVERIFY(!store.available());
        QVERIFY2(store.problem().contains(reason), qPrintable(store.problem()));
        QVERIFY(store.problem().contains("set aside"));
        QVERIFY(!QFile::exists(old));
        QVERIFY(libraryFiles(dir).isEmpty());
        const QStringList aside = asideFiles(dir);
        QCOMPARE(aside.size(), 1);
        // The bad file is kept as it was, for the player to look at.
        QCOMPARE(contents(dir.filePath(aside.first())), bytes);
        // Once set aside, the next launch finds nothing and says nothing new.
        SaveStore next;
        next.setDirectory(dir.path());
        next.check();
        QVERIFY(!next.available());
        QVERIFY(next.problem().isEmpty());
    }

    // ---- a corrupt index or record ----

    void aCorruptIndexIsSetAside_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("reason");
        QTest::newRow("truncated JSON")
            << QByteArray("{\"format\": \"cowrie-re") << "not valid JSON";
        QTest::newRow("foreign JSON") << QByteArray("[1, 2]") << "not a Cowrie save file";
        QTest::newRow("future version")
            << QByteArray(R"({"format":"cowrie-resume","version":2,"games":{}})")
            << "another version";
        QTest::newRow("no games") << QByteArray(
                                         R"({"format":"cowrie-resume","version":1,"games":[]})")
                                  << "damaged";
        QTest::newRow("an entry outside the library")
            << QByteArray(
                   R"({"format":"cowrie-resume","version":1,"games":{"kalah":{"entry":"../x"}}})")
            << "damaged";
        QTest::newRow("an unknown game")
            << QByteArray(
                   R"({"format":"cowrie-resume","version":1,"games":{"chess":{"entry":"a"}}})")
            << "damaged";
        QTest::newRow("a name that is no text")
            << QByteArray(
                   R"({"format":"cowrie-resume","version":1,"games":{"kalah":{"entry":"a","southName":3}}})")
            << "damaged";
    }

    void aCorruptIndexIsSetAside() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        SaveStore store;
        store.setDirectory(dir.path());
        QVERIFY(store.save({}, matchAfter("kalah", "3")));
        const QByteArray record = contents(store.filePath("kalah"));
        writeFile(store.indexPath(), bytes);

        SaveStore next;
        next.setDirectory(dir.path());
        next.check();
        QVERIFY(!next.available());
        QVERIFY2(next.problem().contains("list of unfinished games could not be read"),
                 qPrintable(next.problem()));
        QVERIFY2(next.problem().contains(reason), qPrintable(next.problem()));
        QVERIFY(next.problem().contains("still in the library"));
        const QStringList aside = asideFiles(dir);
        QCOMPARE(aside.size(), 1);
        QCOMPARE(contents(dir.filePath(aside.first())), bytes);
        // The game itself is untouched in the library.
        QCOMPARE(libraryFiles(dir).size(), 1);
        QCOMPARE(contents(next.library()->filePath(libraryFiles(dir)[0].chopped(5))), record);
        SaveStore again;
        again.setDirectory(dir.path());
        again.check();
        QVERIFY(again.problem().isEmpty());
    }

    void aHugeOrSpecialIndexIsSetAsideUnread() {
        QTemporaryDir dir;
        SaveStore store;
        store.setDirectory(dir.path());
        {
            QFile big(store.indexPath());
            QVERIFY(big.open(QIODevice::WriteOnly));
            QVERIFY(big.resize(5 << 20));
        }
        store.check();
        QVERIFY2(store.problem().contains("too large"), qPrintable(store.problem()));
        QVERIFY(!QFile::exists(store.indexPath()));
        QVERIFY(QDir(dir.path()).mkdir("resume.json"));  // a folder where the index should be
        store.check();
        QVERIFY2(store.problem().contains("not a regular file"), qPrintable(store.problem()));
        // And a game saved after it is saved whole.
        QVERIFY2(store.save({}, matchAfter("kalah", "3")), qPrintable(store.lastWriteError()));
        QCOMPARE(store.load("kalah")->match.moveCount(), 1);
    }

    // A record the library cannot read is not resumed; it stays in the
    // library, which lists it with its problem.
    void aCorruptRecordIsNotTrusted() {
        QTemporaryDir dir;
        SaveStore store;
        store.setDirectory(dir.path());
        QVERIFY(store.save({}, matchAfter("kalah", "3 6")));
        const QString record = store.filePath("kalah");
        QByteArray bytes = contents(record);
        bytes.replace("\"6\"", "\"9\"");  // a hole Kalah does not have
        writeFile(record, bytes);

        SaveStore next;
        next.setDirectory(dir.path());
        next.check();
        QVERIFY(!next.available());
        QVERIFY2(next.problem().contains("Kalah could not be read from the library"),
                 qPrintable(next.problem()));
        QCOMPARE(contents(record), bytes);  // left as it is
        QVERIFY(!next.load("kalah"));
        SaveStore again;
        again.setDirectory(dir.path());
        again.check();
        QVERIFY(again.problem().isEmpty());
        QCOMPARE(again.library()->list().size(), 1);
    }

    void aRecordOfAnotherGameIsNotTrusted() {
        QTemporaryDir dir;
        SaveStore store;
        store.setDirectory(dir.path());
        QVERIFY(store.save({}, matchAfter("chonka", "3R")));
        const QByteArray index = contents(store.indexPath());
        writeFile(store.indexPath(), QByteArray(index).replace("\"chonka\"", "\"kalah\""));
        store.check();
        QVERIFY(!store.available());
        QVERIFY2(store.problem().contains("not of kalah"), qPrintable(store.problem()));
    }

    // Deleted from the library by the player: quietly no longer offered.
    void aRecordDeletedFromTheLibraryIsNotOffered() {
        QTemporaryDir dir;
        SaveStore store;
        store.setDirectory(dir.path());
        QVERIFY(store.save({}, matchAfter("kalah", "3")));
        QVERIFY(QFile::remove(store.filePath("kalah")));
        store.check();
        QVERIFY(!store.available());
        QVERIFY(store.problem().isEmpty());
    }

    void aFailedWriteIsNamed() {
        QTemporaryDir dir;
        writeFile(dir.filePath("file"), "a file, not a folder");
        SaveStore store;
        store.setDirectory(dir.filePath("file") + "/sub");
        QVERIFY(!store.save({}, matchAfter("kalah", "1")));
        QVERIFY2(store.lastWriteError().contains("cannot be created"),
                 qPrintable(store.lastWriteError()));
    }
};

QTEST_GUILESS_MAIN(TestSaveStore)

#include "tst_savestore.moc"
