// The game library (issue 16): every game a session plays is kept, finished
// or not, in one entry that follows it (through a resume too); the list is
// read from summaries, newest first, filtered, with statistics; a corrupt
// file is listed with its problem and nothing else is touched; import checks
// a record in full and refuses every kind of bad file with its message.

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "app/ui/library/gamelibrary.h"
#include "app/ui/library/librarymodel.h"
#include "app/ui/play/gamesession.h"
#include "app/ui/play/savestore.h"
#include "core/game_record.h"
#include "core/registry.h"
#include "tests/app/file_helpers.h"

using cowrie::ui::GameLibrary;
using cowrie::ui::GameSession;
using cowrie::ui::LibraryModel;

using cowrie::test::contents;
using cowrie::test::writeFile;

namespace {

QString dataFile(const char* name) {
    return QStringLiteral(COWRIE_TEST_DATA "/") + QLatin1String(name);
}

// A session whose saves and library live in `dir`.
void useFolder(GameSession& session, const QTemporaryDir& dir) {
    session.saveStore()->setDirectory(dir.path());
    session.library()->setDirectory(dir.filePath("library"));
}

// Plays the first legal hole until the game ends (at most `moves` moves).
void playOn(GameSession& session, int moves) {
    for (int i = 0; i < moves && !session.over(); ++i) {
        const cowrie::Move m = session.match()->legalMoves()[0];
        QVERIFY(session.play(m.holeNumber()));
    }
}

}  // namespace

class GameLibraryTest : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void aGame_isKeptInOneEntryThatFollowsIt() {
        QTemporaryDir dir;
        GameSession session;
        useFolder(session, dir);
        QVERIFY(session.start({{"game", "kalah"}, {"southName", "Ana"}}));
        QVERIFY(session.library()->list().isEmpty());  // nothing played yet
        playOn(session, 3);
        auto entries = session.library()->list();
        QCOMPARE(entries.size(), 1);
        QVERIFY(entries[0].summary);
        QCOMPARE(entries[0].summary->moves, 3);
        QVERIFY(!entries[0].summary->meta.result);  // unfinished
        QCOMPARE(entries[0].summary->meta.players->at(0).name, std::string("Ana"));
        const std::string started = entries[0].summary->meta.started;
        QVERIFY(cowrie::isRecordDate(started));
        playOn(session, 500);
        QVERIFY(session.over());
        entries = session.library()->list();
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries[0].summary->moves, session.moveCount());
        QVERIFY(entries[0].summary->meta.result);
        QCOMPARE(entries[0].summary->meta.started, started);  // the first start stays
        QVERIFY(cowrie::isRecordDate(entries[0].summary->meta.ended));
        QCOMPARE(entries[0].summary->meta.result->margin, session.result()->margin());
        // The entry reads back in full, to the same end.
        QString error;
        const auto record = session.library()->open(entries[0].id, error);
        QVERIFY2(record, qPrintable(error));
        QCOMPARE(record->match.position(), session.match()->position());

        // A new game is a new entry.
        QVERIFY(session.start({{"game", "kalah"}}));
        playOn(session, 1);
        QCOMPARE(session.library()->list().size(), 2);
    }

    void aResignation_isTheResult() {
        QTemporaryDir dir;
        GameSession session;
        useFolder(session, dir);
        QVERIFY(session.start({{"game", "kalah"}}));
        playOn(session, 2);
        QVERIFY(session.resign());
        const auto entries = session.library()->list();
        QCOMPARE(entries.size(), 1);
        const auto& result = entries[0].summary->meta.result;
        QVERIFY(result && result->resigned);
    }

    void aResumedGame_goesOnInItsEntry() {
        QTemporaryDir dir;
        {
            GameSession first;
            useFolder(first, dir);
            QVERIFY(first.start({{"game", "congkak"}}));
            playOn(first, 2);
        }
        GameSession second;
        useFolder(second, dir);
        QVERIFY(second.resume("congkak"));
        playOn(second, 1);
        const auto entries = second.library()->list();
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries[0].summary->moves, 3);
    }

    // Opening a finished game from the library neither rewrites it nor
    // drops the unfinished game of its kind saved for resuming.
    void openingAFinishedGame_touchesNothing() {
        QTemporaryDir dir;
        GameSession session;
        useFolder(session, dir);
        QVERIFY(session.start({{"game", "kalah"}}));
        playOn(session, 500);
        const QString finishedId = session.library()->list()[0].id;
        QVERIFY(session.start({{"game", "kalah"}}));
        playOn(session, 2);  // an unfinished kalah, saved for resuming
        QVERIFY(session.saveStore()->unfinished().contains("kalah"));
        const QByteArray before = contents(session.library()->filePath(finishedId));
        QString error;
        const QString text = session.library()->text(finishedId, error);
        GameSession viewer;
        useFolder(viewer, dir);
        QVERIFY(viewer.openRecord(text, finishedId));
        QVERIFY(viewer.over());
        viewer.replay()->start();
        QVERIFY(viewer.replaying());
        viewer.replay()->end();
        QCOMPARE(contents(session.library()->filePath(finishedId)), before);
        viewer.saveStore()->check();
        QVERIFY(viewer.saveStore()->unfinished().contains("kalah"));
    }

    void anUnfinishedRecord_opensToPlayOn() {
        QTemporaryDir dir;
        GameSession session;
        useFolder(session, dir);
        QVERIFY(session.start({{"game", "kalah"}, {"mode", "computer"}, {"level", 3}}));
        QVERIFY(session.play(1));  // 1 ends in South's store: South again
        const QString id = session.library()->list()[0].id;
        QString error;
        const QString text = session.library()->text(id, error);
        GameSession other;
        useFolder(other, dir);
        QVERIFY(other.openRecord(text, id));
        QCOMPARE(other.mode(), cowrie::ui::modes::VersusComputer);
        QCOMPARE(other.setup().value("level").toInt(), 3);
        QVERIFY(!other.over());
        QCOMPARE(other.moveCount(), 1);
        QVERIFY(!other.openRecord("{\"format\":\"chess\"}"));
        QVERIFY2(other.status().contains("not a game record", Qt::CaseInsensitive),
                 qPrintable(other.status()));
    }

    // A file that cannot be read is listed with its problem, left as it is,
    // and the others are listed as usual.
    void aCorruptFile_isListedWithItsProblem() {
        QTemporaryDir dir;
        GameSession session;
        useFolder(session, dir);
        QVERIFY(session.start({{"game", "kalah"}}));
        playOn(session, 2);
        const QString folder = session.library()->directory();
        writeFile(folder + "/broken.json", "{\"format\":\"cowrie-record\",\"vers");
        writeFile(folder + "/foreign.json", "{\"format\":\"chess\"}");
        LibraryModel model;
        model.setDirectory(folder);
        QCOMPARE(model.total(), 3);
        int readable = 0;
        QStringList problems;
        for (int row = 0; row < model.count(); ++row) {
            const QVariantMap entry = model.get(row);
            if (entry.value("readable").toBool())
                ++readable;
            else
                problems << entry.value("problem").toString();
        }
        QCOMPARE(readable, 1);
        QCOMPARE(problems.size(), 2);
        QVERIFY2(!problems.filter("the JSON is invalid").isEmpty(), qPrintable(problems.join('|')));
        QVERIFY2(!problems.filter("\"format\" must be \"cowrie-record\"").isEmpty(),
                 qPrintable(problems.join('|')));
        QCOMPARE(contents(folder + "/broken.json"),
                 QByteArray("{\"format\":\"cowrie-record\",\"vers"));
        // Opening it says why; deleting it works.
        QVERIFY(model.recordText("foreign").isEmpty());
        QVERIFY2(model.message().contains("cannot be opened") && model.messageIsError(),
                 qPrintable(model.message()));
        QVERIFY(model.remove("foreign"));
        QCOMPARE(model.total(), 2);
    }

    // An entry whose moves are illegal lists (its summary is sound) but is
    // refused on opening, by the move.
    void anIllegalMove_isFoundOnOpening() {
        QTemporaryDir dir;
        writeFile(dir.filePath("bad.json"), contents(dataFile("corrupt-illegal-move.json")));
        LibraryModel model;
        model.setDirectory(dir.path());
        QCOMPARE(model.count(), 1);
        QVERIFY(model.recordText("bad").isEmpty());
        QVERIFY2(model.message().contains("move 2"), qPrintable(model.message()));
    }

    void theList_isNewestFirstAndFiltered() {
        QTemporaryDir dir;
        GameSession session;
        useFolder(session, dir);
        const char* games[] = {"kalah", "congkak", "kalah"};
        for (int g = 0; g < 3; ++g) {
            QVERIFY(session.start(
                {{"game", games[g]}, {"mode", g == 1 ? "hotseat" : "computer"}, {"level", g}}));
            session.pace()->setPauseMs(0);
            // The computer plays North: play South's moves and wait for its answers.
            QVERIFY(session.play(1));
            QTest::qWait(1100);  // distinct start times (seconds in the record)
        }
        LibraryModel model;
        model.setDirectory(session.library()->directory());
        QCOMPARE(model.count(), 3);
        QCOMPARE(model.get(0).value("opponent").toString(), QString("Computer (Medium)"));
        QCOMPARE(model.get(1).value("opponent").toString(), QString("Two players"));
        QCOMPARE(model.get(2).value("opponent").toString(), QString("Computer (Novice)"));
        QCOMPARE(model.games().size(), 2);
        QCOMPARE(model.opponents().size(), 3);
        model.setGameFilter("kalah");
        QCOMPARE(model.count(), 2);
        model.setOpponentFilter("Computer (Novice)");
        QCOMPARE(model.count(), 1);
        QCOMPARE(model.get(0).value("finished").toBool(), false);
        model.setGameFilter("");
        model.setOpponentFilter("");
        QCOMPARE(model.count(), 3);
    }

    void statistics_countThePersonsResults() {
        QTemporaryDir dir;
        GameLibrary library;
        library.setDirectory(dir.path());
        // Three finished games against the computer at level 1, one at 2.
        std::mt19937 random(5);
        int expectedWon = 0, expectedBest = 0;
        for (int g = 0; g < 4; ++g) {
            std::string error;
            cowrie::Match match(
                cowrie::createRules("kalah", {{"holes", "3"}, {"seeds", "2"}}, error));
            while (!match.position().over()) {
                const auto moves = match.legalMoves();
                match.play(moves[static_cast<int>(random() % moves.size())]);
            }
            cowrie::ui::GameSetup setup;
            setup.mode = cowrie::ui::modes::VersusComputer;  // the person plays South
            setup.level = g < 3 ? 1 : 2;
            const auto result = cowrie::recordResult(match, std::nullopt);
            if (g < 3 && result->winner == cowrie::Winner::South) {
                ++expectedWon;
                expectedBest = std::max(expectedBest, result->margin);
            }
            QVERIFY(library.keep(QString("g%1").arg(g), setup, match, std::nullopt));
        }
        LibraryModel model;
        model.setDirectory(dir.path());
        const QVariantList stats = model.statistics();
        QCOMPARE(stats.size(), 2);
        const QVariantMap first = stats[0].toMap();
        QCOMPARE(first.value("level").toInt(), 1);
        QCOMPARE(first.value("played").toInt(), 3);
        QCOMPARE(first.value("won").toInt(), expectedWon);
        QCOMPARE(
            first.value("won").toInt() + first.value("lost").toInt() + first.value("drawn").toInt(),
            3);
        QCOMPARE(first.value("bestMargin").toInt(), expectedBest);
        QCOMPARE(stats[1].toMap().value("played").toInt(), 1);
    }

    void import_checksTheWholeRecord_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("message");
        QTest::newRow("truncated") << "corrupt-truncated.json"
                                   << "the JSON is invalid";
        QTest::newRow("wrong version") << "corrupt-wrong-version.json"
                                       << "unsupported record version";
        QTest::newRow("unknown game") << "corrupt-unknown-game.json"
                                      << "unknown game";
        QTest::newRow("illegal move") << "corrupt-illegal-move.json"
                                      << "move 2";
        QTest::newRow("empty") << "corrupt-empty.json"
                               << "empty";
        QTest::newRow("bad result") << "corrupt-v2-result.json"
                                    << "does not agree with the moves";
        QTest::newRow("bad players") << "corrupt-v2-players.json"
                                     << "player north";
        QTest::newRow("bad date") << "corrupt-v2-date.json"
                                  << "\"started\" must be a date";
        QTest::newRow("bad start") << "corrupt-v2-start.json"
                                   << "\"start\" is not a position";
        QTest::newRow("missing") << "no-such-file.json"
                                 << "does not exist";
    }
    void import_checksTheWholeRecord() {
        QFETCH(QString, file);
        QFETCH(QString, message);
        QTemporaryDir dir;
        LibraryModel model;
        model.setDirectory(dir.path());
        QVERIFY(model.importFrom(QUrl::fromLocalFile(dataFile("kalah-finished.json"))));
        const QStringList before = QDir(dir.path()).entryList(QDir::Files);
        QVERIFY(!model.importFrom(QUrl::fromLocalFile(dataFile(qPrintable(file)))));
        QVERIFY2(model.message().contains(message) && model.messageIsError(),
                 qPrintable(model.message()));
        QVERIFY2(model.message().startsWith("The file could not be imported"),
                 qPrintable(model.message()));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), before);
    }

    void import_addsAGameOnce() {
        QTemporaryDir dir, out;
        LibraryModel model;
        model.setDirectory(dir.path());
        QVERIFY(model.importFrom(QUrl::fromLocalFile(dataFile("congkak-finished.json"))));
        QCOMPARE(model.total(), 1);
        QVERIFY(model.get(0).value("finished").toBool());
        QVERIFY(!model.importFrom(QUrl::fromLocalFile(dataFile("congkak-finished.json"))));
        QVERIFY2(model.message().contains("already in the library"), qPrintable(model.message()));
        // Exported, it reads back as the same game.
        const QString id = model.get(0).value("entryId").toString();
        QVERIFY(model.exportTo(id, QUrl::fromLocalFile(out.filePath("game.json"))));
        QString error;
        GameLibrary library;
        library.setDirectory(dir.path());
        QCOMPARE(contents(out.filePath("game.json")), contents(library.filePath(id)));
        QVERIFY(library.open(id, error));
    }
};

QTEST_MAIN(GameLibraryTest)
#include "tst_gamelibrary.moc"
