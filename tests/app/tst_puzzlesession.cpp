// PuzzleSession (issue 33, part 2): a puzzle judged through the core, right
// and wrong; a line where the opponent answers; a wrong move shown with the
// engine's reply, explained and taken back to the very position; the hint's
// two stages; the rating, streak and solved set kept across sessions; the
// daily puzzle; a practice set that leaves the rating alone. No window: the
// board's handshake is played by the test (every move "shown" at once).

#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "app/ui/puzzles/puzzlesession.h"
#include "app/ui/puzzles/puzzleshelf.h"
#include "app/ui/puzzles/puzzletexts.h"
#include "core/move.h"
#include "core/puzzles/puzzle.h"
#include "core/puzzles/puzzle_line.h"

using cowrie::Side;
using cowrie::Turn;
using cowrie::ui::PuzzleSession;
namespace puzzles = cowrie::puzzles;

namespace {

using Phase = PuzzleSession::Phase;

// A small Kalah (4 holes) position.
cowrie::Json kalahPosition(std::vector<int> south, std::vector<int> north, int southStore,
                           int northStore, const char* toMove) {
    return cowrie::Json{{"game", "kalah"},
                        {"options", {{"holes", 4}}},
                        {"holes", {{"south", south}, {"north", north}}},
                        {"stores", {{"south", southStore}, {"north", northStore}}},
                        {"toMove", toMove}};
}

puzzles::Proof exactProof(std::vector<std::pair<std::string, int>> values) {
    puzzles::Proof proof;
    proof.exact = true;
    proof.value = values.front().second;
    // A single legal move is best by its whole value.
    proof.margin = values.front().second - (values.size() > 1 ? values[1].second : 0);
    proof.values = std::move(values);
    return proof;
}

// Four puzzles, played out with mancala-cli:
// kt-1: South 4 (into the store, again), then 3 (a capture of 4): the game
//       ends won; 3 first only moves a seed and North gets the turn.
// kt-2: South 2 captures 4, North answers 1, South 4 ends the game.
// kt-3: kt-1 mirrored: North to move.
// kt-4: one move, for the practice set.
puzzles::PuzzleFile testFile() {
    puzzles::PuzzleFile file;
    file.game = "kalah";
    file.maker = cowrie::Json{{"by", "tst_puzzlesession"}};
    puzzles::Puzzle chain;
    chain.id = "kalah-1";
    chain.position = kalahPosition({0, 0, 1, 1}, {3, 0, 0, 2}, 5, 5, "south");
    chain.line = {"4", "3"};
    chain.proofs = {exactProof({{"4", 3}, {"3", -1}}), exactProof({{"3", 3}})};
    chain.gain = 3;
    chain.win = true;
    chain.themes = {"extraMoveChain", "capture"};
    chain.rating = 1500;
    puzzles::Puzzle answered;
    answered.id = "kalah-2";
    answered.position = kalahPosition({0, 1, 0, 1}, {1, 3, 0, 2}, 4, 4, "south");
    answered.line = {"2", "1", "4"};
    answered.proofs = {exactProof({{"2", 2}, {"4", 0}}), exactProof({{"4", 2}})};
    answered.gain = 2;
    answered.win = true;
    answered.themes = {"capture"};
    answered.rating = 1400;
    puzzles::Puzzle north = chain;
    north.id = "kalah-3";
    north.position = kalahPosition({3, 0, 0, 2}, {0, 0, 1, 1}, 5, 5, "north");
    puzzles::Puzzle single = answered;
    single.id = "kalah-4";
    single.line = {"2"};
    single.proofs.resize(1);
    file.puzzles = {chain, answered, north, single};
    return file;
}

// Plays the board's part: every move is shown the moment it is announced.
void showMovesAtOnce(PuzzleSession& session) {
    QObject::connect(session.feed(), &cowrie::ui::BoardFeed::movePlayed, &session, [&session] {
        session.feed()->setPresenting(true);
        session.feed()->setPresenting(false);
    });
}

// Lets the queued steps of the session run until it waits for the player.
void settle(PuzzleSession& session) {
    QElapsedTimer clock;
    clock.start();
    while ((session.phase() == Phase::Answering || session.phase() == Phase::Refuting) &&
           clock.elapsed() < 20000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
}

int southPlace(const PuzzleSession& session, int hole) {
    return session.position()->board.hole(Side::South, hole);
}

}  // namespace

class TestPuzzleSession : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    QString path_;
    QString text_;

    void fresh(PuzzleSession& session) {
        showMovesAtOnce(session);
        QVERIFY2(session.load("kalah", path_), qPrintable(session.loadError()));
    }

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("CowrieTest");
        QCoreApplication::setApplicationName("tst_puzzlesession");
        QVERIFY(dir_.isValid());
        path_ = dir_.filePath("kalah.json");
        text_ = QString::fromStdString(puzzles::writePuzzleFile(testFile()));
        QFile out(path_);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(text_.toUtf8());
    }

    void init() { QSettings().clear(); }

    void opensAtTheOverview() {
        PuzzleSession session;
        fresh(session);
        QCOMPARE(session.phase(), Phase::Idle);
        QCOMPARE(session.puzzleCount(), 4);
        QCOMPARE(session.progress()->rating(), 1500);
        QVERIFY(!session.load("kalah", dir_.filePath("missing.json")));
        QVERIFY(!session.loadError().isEmpty());
    }

    // The goal in one line; the themes hidden until solved.
    void showsTheGoalNotTheThemes() {
        PuzzleSession session;
        fresh(session);
        QVERIFY(session.openPuzzle("kalah-1"));
        QCOMPARE(session.phase(), Phase::AwaitingMove);
        QCOMPARE(session.puzzle()->goal(),
                 QString("South to move: win at least 3 seeds and win the game"));
        QVERIFY(session.openPuzzle("kalah-4"));
        QCOMPARE(session.puzzle()->goal(),
                 QString("South to move: win at least 2 seeds and win the game"));
        QVERIFY(session.puzzle()->themes().isEmpty());
        QVERIFY(!session.feed()->turned());
        QVERIFY(session.openPuzzle("kalah-3"));
        QVERIFY(session.puzzle()->goal().startsWith("North to move"));
        QVERIFY2(session.feed()->turned(), "the solver's row is drawn nearest");
    }

    // The right moves (the line's, one after an extra move) solve it; the
    // rating, streak and solved set move, and the themes are named.
    void rightMovesSolve() {
        PuzzleSession session;
        fresh(session);
        QSignalSpy solved(&session, &PuzzleSession::solved);
        QVERIFY(session.openPuzzle("kalah-1"));
        QVERIFY(session.choosePlace(southPlace(session, 4)));
        QTRY_COMPARE(session.phase(), Phase::AwaitingMove);  // the extra move: again
        QCOMPARE(session.feedbackTone(), QString("right"));
        QCOMPARE(session.position()->board.count(session.position()->board.store(Side::South)), 6);
        QVERIFY(session.playHole(3));
        QTRY_COMPARE(session.phase(), Phase::Solved);
        QCOMPARE(solved.count(), 1);
        QCOMPARE(solved.at(0).at(0).toBool(), true);
        QVERIFY(session.position()->over());
        QVERIFY(session.progress()->rating() > 1500);
        QVERIFY(session.progress()->lastChange() > 0);
        QCOMPARE(session.progress()->streak(), 1);
        QCOMPARE(session.progress()->solvedCount(), 1);
        QCOMPARE(session.puzzle()->themes(), QStringList({"Chain of extra moves", "Capture"}));
    }

    // Solver, opponent (the line's answer, played by the session), solver.
    void theOpponentAnswersFromTheLine() {
        PuzzleSession session;
        fresh(session);
        QVERIFY(session.openPuzzle("kalah-2"));
        QVERIFY(session.playHole(2));
        QTRY_COMPARE(session.phase(), Phase::AwaitingMove);
        const cowrie::Board& board = session.position()->board;
        QCOMPARE(session.position()->toMove, Turn::South);
        QCOMPARE(board.count(board.hole(Side::North, 1)), 0);  // North played its hole 1
        QCOMPARE(board.count(board.hole(Side::North, 2)), 1);
        QCOMPARE(board.count(board.store(Side::South)), 8);  // South's capture of 4
        QVERIFY(session.playHole(4));
        QTRY_COMPARE(session.phase(), Phase::Solved);
        QCOMPARE(session.progress()->solvedCount(), 1);
    }

    // A wrong move: shown, the engine's reply shown, explained with what it
    // lost, both taken back to the same position; the rating falls once.
    void wrongMoveIsExplainedAndTakenBack() {
        PuzzleSession session;
        fresh(session);
        QVERIFY(session.openPuzzle("kalah-1"));
        const cowrie::Position start = *session.position();
        QVERIFY(!session.playHole(3));
        QCOMPARE(session.phase(), Phase::Refuting);
        QVERIFY(session.puzzle()->failed());
        QVERIFY(session.progress()->rating() < 1500);
        const int afterFailure = session.progress()->rating();
        QTRY_COMPARE_WITH_TIMEOUT(session.phase(), Phase::Wrong, 20000);
        QCOMPARE(session.feedbackTone(), QString("wrong"));
        const QString words = session.feedback();
        QVERIFY2(words.contains("North answers"), qPrintable(words));
        QVERIFY2(words.contains("The best move was worth 4 seeds more."), qPrintable(words));
        // Both moves are on the board: South's and North's.
        QVERIFY(!(session.position()->board == start.board));
        QVERIFY(session.feed()->hasMove());
        QVERIFY(session.canTakeBack());

        session.takeBack();
        QCOMPARE(session.phase(), Phase::AwaitingMove);
        QVERIFY(session.position()->board == start.board);
        QCOMPARE(session.position()->toMove, start.toMove);
        QVERIFY(!session.feed()->hasMove());

        // Finished after all: solved, but no gain, no streak, not "solved".
        QVERIFY(session.playHole(4));
        QTRY_COMPARE(session.phase(), Phase::AwaitingMove);
        QVERIFY(session.playHole(3));
        QTRY_COMPARE(session.phase(), Phase::Solved);
        QCOMPARE(session.progress()->rating(), afterFailure);
        QCOMPARE(session.progress()->attempts(), 1);
        QCOMPARE(session.progress()->streak(), 0);
        QCOMPARE(session.progress()->solvedCount(), 0);
    }

    // A puzzle failed is not served again by Next puzzle (a newcomer met
    // one a second time three puzzles later), while others remain untried.
    void aFailedPuzzleIsNotServedAgain() {
        PuzzleSession session;
        fresh(session);
        QVERIFY(session.openPuzzle("kalah-1"));
        QVERIFY(!session.playHole(3));
        QTRY_COMPARE_WITH_TIMEOUT(session.phase(), Phase::Wrong, 20000);
        session.takeBack();
        QCOMPARE(session.progress()->solvedCount(), 0);
        for (int i = 0; i < 40; ++i) {
            QVERIFY(session.nextPuzzle());
            QVERIFY(session.puzzle()->puzzleId() != "kalah-1");
        }
    }

    // A hole of the other side is refused, not judged.
    void theOpponentsHolesAreRefused() {
        PuzzleSession session;
        fresh(session);
        QVERIFY(session.openPuzzle("kalah-1"));
        const cowrie::Board& board = session.position()->board;
        QVERIFY(!session.choosePlace(board.hole(Side::North, 1)));
        QVERIFY(!session.playHole(1));  // empty
        QCOMPARE(session.phase(), Phase::AwaitingMove);
        QVERIFY(!session.puzzle()->failed());
        QCOMPARE(session.progress()->attempts(), 0);
    }

    // First the theme, then the hole; a hint counts as a failure.
    void hintHasTwoStages() {
        PuzzleSession session;
        fresh(session);
        QVERIFY(session.openPuzzle("kalah-1"));
        QVERIFY(session.canHint());
        session.hint();
        QCOMPARE(session.puzzle()->hintStage(), 1);
        QCOMPARE(session.puzzle()->hintText(), QString("Look for a chain of extra moves."));
        QCOMPARE(session.feedback(), session.puzzle()->hintText());
        QCOMPARE(session.puzzle()->hintPlace(), -1);
        QVERIFY(session.puzzle()->themes().isEmpty());
        QVERIFY(session.progress()->rating() < 1500);
        session.hint();
        QCOMPARE(session.puzzle()->hintStage(), 2);
        QCOMPARE(session.puzzle()->hintPlace(), southPlace(session, 4));
        QVERIFY(!session.canHint());
        QCOMPARE(session.progress()->attempts(), 1);
    }

    // Later in the line the hint names what is left to find, not the
    // puzzle's main theme, which the first move may have spent (a newcomer
    // was told "a move that earns another turn" where none did).
    void aLaterHintNamesWhatIsLeft() {
        PuzzleSession session;
        fresh(session);
        QVERIFY(session.openPuzzle("kalah-2"));  // 2 captures, North 1, then 4 ends it
        QVERIFY(session.playHole(2));
        settle(session);
        QCOMPARE(session.phase(), Phase::AwaitingMove);
        session.hint();
        const QString hint = session.puzzle()->hintText();
        QVERIFY2(hint != QString("Look for a capture."), qPrintable(hint));
        std::string error;
        const puzzles::PuzzleFile file = testFile();
        const auto start = puzzles::puzzleStart(file, file.puzzles[1], error);
        QVERIFY2(start, error.c_str());
        const auto rest = puzzles::playLine(start->rules, *session.position(), {"4"}, error);
        QVERIFY2(rest, error.c_str());
        const auto themes = puzzles::lineThemes(*rest, false);
        QVERIFY(!themes.empty());
        QCOMPARE(hint, cowrie::ui::puzzleThemeHint(themes.front()));
    }

    // Show the answer: the whole line played, a failure.
    void showTheAnswer() {
        PuzzleSession session;
        fresh(session);
        QVERIFY(session.openPuzzle("kalah-2"));
        session.showAnswer();
        QTRY_COMPARE(session.phase(), Phase::Solved);
        QVERIFY(session.position()->over());
        QVERIFY(session.puzzle()->failed());
        QCOMPARE(session.progress()->solvedCount(), 0);
        QVERIFY(session.progress()->rating() < 1500);
    }

    // Rating, streak, solved set and the daily flag outlive the session.
    void progressIsKept() {
        int rating = 0;
        {
            PuzzleSession session;
            fresh(session);
            QVERIFY(session.openPuzzle("kalah-2"));
            QVERIFY(session.playHole(2));
            QTRY_COMPARE(session.phase(), Phase::AwaitingMove);
            QVERIFY(session.playHole(4));
            QTRY_COMPARE(session.phase(), Phase::Solved);
            rating = session.progress()->rating();
            QVERIFY(rating > 1500);
        }
        PuzzleSession again;
        fresh(again);
        QCOMPARE(again.progress()->rating(), rating);
        QCOMPARE(again.progress()->streak(), 1);
        QCOMPARE(again.progress()->solvedCount(), 1);
        QVERIFY(again.progress()->solved("kalah-2"));
        // The overview's list of games says the same.
        bool listed = false;
        for (const QVariant& game : again.games()) {
            const QVariantMap entry = game.toMap();
            if (entry["gameId"] != "kalah") continue;
            listed = true;
            QCOMPARE(entry["rating"].toInt(), rating);
            QCOMPARE(entry["solved"].toInt(), 1);
            QVERIFY(entry["count"].toInt() >= 150);  // the app's own Kalah file
        }
        QVERIFY(listed);
        // Next puzzle never offers the one solved first... nor repeats itself.
        for (int i = 0; i < 6; ++i) {
            QVERIFY(again.nextPuzzle());
            QVERIFY(again.puzzle()->puzzleId() != "kalah-2");
        }
    }

    // The same daily puzzle for the same date, in any session; done for that
    // day only.
    void dailyPuzzleFollowsTheDate() {
        const QDate day(2026, 12, 4);
        PuzzleSession session;
        fresh(session);
        const QString id = session.dailyIdOn(day);
        QVERIFY(!id.isEmpty());
        QCOMPARE(session.dailyIdOn(day), id);
        PuzzleSession other;
        fresh(other);
        QCOMPARE(other.dailyIdOn(day), id);
        QVERIFY(session.dailyIdOn(day.addDays(1)) != id);

        session.setToday(day);
        QCOMPARE(session.dailyId(), id);
        QVERIFY(session.openDaily());
        QCOMPARE(session.puzzle()->puzzleId(), id);
        QVERIFY(session.puzzle()->daily());
        QVERIFY(!session.progress()->dailySolved());
        session.showAnswer();
        QTRY_COMPARE(session.phase(), Phase::Solved);
        QVERIFY(session.progress()->dailySolved());
        session.setToday(day.addDays(1));
        QVERIFY(!session.progress()->dailySolved());
    }

    // A puzzle from the player's own game: a move as good as the engine's
    // (alsoRight) solves it too, and what was played there is told.
    void ownMistakeAcceptsAsGoodMoves() {
        puzzles::PuzzleFile file = testFile();
        puzzles::Puzzle mistake = file.puzzles[1];
        mistake.id = "review-1";
        mistake.line = {"2"};
        mistake.proofs.resize(1);
        mistake.alsoRight = {"4"};
        mistake.played = "1";
        mistake.lost = 3;
        file.puzzles = {mistake, mistake};
        file.puzzles[1].id = "review-2";
        PuzzleSession session;
        showMovesAtOnce(session);
        QVERIFY(session.openPractice(QString::fromStdString(puzzles::writePuzzleFile(file))));
        QCOMPARE(session.puzzle()->playedText(),
                 QString("In your game you played 1 here and lost 3 seeds."));
        QVERIFY(session.playHole(4));
        QTRY_COMPARE(session.phase(), Phase::Solved);
        QVERIFY(!session.puzzle()->failed());
        QVERIFY(session.nextPuzzle());
        QVERIFY(session.playHole(2));
        QTRY_COMPARE(session.phase(), Phase::Solved);
        QVERIFY(!session.nextPuzzle());  // the set is done
    }

    // A practice set: in order, right and wrong, the rating untouched.
    // Every puzzle compiled into the app opens and its line, played as a
    // player would (the hole's number, and a direction where the move
    // chooses one), is judged right at every move and ends solved.
    // COWRIE_PUZZLE_FILES (paths, ':'-separated) adds files not compiled in
    // yet, e.g. a game's file fresh from `mancala-cli puzzle make`.
    void everyCompiledPuzzlePlaysOut() {
        QStringList files;
        for (const QString& game : cowrie::ui::puzzleGames())
            files << QStringLiteral(":/resources/puzzles/%1.json").arg(game);
        QVERIFY(files.contains(":/resources/puzzles/kalah.json"));
        files << qEnvironmentVariable("COWRIE_PUZZLE_FILES").split(':', Qt::SkipEmptyParts);
        int played = 0;
        for (const QString& path : files) {
            QFile in(path);
            QVERIFY2(in.open(QIODevice::ReadOnly), qPrintable(path));
            std::string error;
            const auto file = puzzles::readPuzzleFile(in.readAll().toStdString(), error);
            QVERIFY2(file, qPrintable(path + ": " + QString::fromStdString(error)));
            PuzzleSession session;
            showMovesAtOnce(session);
            QVERIFY2(session.load(QString::fromStdString(file->game), path),
                     qPrintable(path + ": " + session.loadError()));
            for (const puzzles::Puzzle& puzzle : file->puzzles) {
                const QString id = QString::fromStdString(puzzle.id);
                if (!session.openPuzzle(id)) {
                    // Only a simultaneous start is left out.
                    QVERIFY2(puzzle.position.value("toMove", "") == "both", qPrintable(id));
                    continue;
                }
                const Turn solver = session.position()->toMove;
                for (int i = 0; i < static_cast<int>(puzzle.line.size()); ++i) {
                    if (!puzzles::isSolverMove(*file, puzzle, i)) continue;  // the session's
                    const std::string& text = puzzle.line[static_cast<size_t>(i)];
                    QVERIFY2(session.phase() == Phase::AwaitingMove, qPrintable(id));
                    QCOMPARE(session.position()->toMove, solver);
                    const auto move = cowrie::Move::parse(text);
                    QVERIFY2(move, qPrintable(id));
                    const QString direction = !move->hasDirection() ? QString()
                                              : move->direction() == cowrie::Direction::Ccw ? "R"
                                                                                            : "L";
                    QVERIFY2(session.playHole(move->holeNumber(), direction),
                             qPrintable(id + ": " + QString::fromStdString(text)));
                    settle(session);
                }
                QVERIFY2(session.phase() == Phase::Solved, qPrintable(id));
                ++played;
            }
        }
        qInfo("%d puzzles of %lld files played out", played, files.size());
        QVERIFY(played >= 150);
    }

    // A game of rounds values a won match at 10000 plus its margin: what a
    // move threw away there is the result, never "10005 seeds".
    void aThrownResultIsNotCountedInSeeds() {
        QVERIFY(cowrie::ui::puzzleLossText(4).contains(QLatin1String("4 seeds")));
        const QString thrown = cowrie::ui::puzzleLossText(10005);
        QVERIFY(!thrown.isEmpty());
        QVERIFY2(!thrown.contains(QLatin1String("10005")), qPrintable(thrown));
        QVERIFY(cowrie::ui::puzzleLossText(0).isEmpty());
    }

    void practiceLeavesTheRatingAlone() {
        PuzzleSession session;
        showMovesAtOnce(session);
        QVERIFY(session.openPractice(text_));
        QVERIFY(session.practising());
        QCOMPARE(session.practiceIndex(), 0);
        QCOMPARE(session.puzzle()->puzzleId(), QString("kalah-1"));
        QVERIFY(!session.playHole(3));  // wrong
        QTRY_COMPARE_WITH_TIMEOUT(session.phase(), Phase::Wrong, 20000);
        session.takeBack();
        QVERIFY(session.playHole(4));
        QTRY_COMPARE(session.phase(), Phase::AwaitingMove);
        QVERIFY(session.playHole(3));
        QTRY_COMPARE(session.phase(), Phase::Solved);
        QVERIFY(session.nextPuzzle());
        QCOMPARE(session.practiceIndex(), 1);
        QCOMPARE(session.puzzle()->puzzleId(), QString("kalah-2"));
        session.hint();

        PuzzleSession later;
        QVERIFY(later.load("kalah", path_));
        QCOMPARE(later.progress()->rating(), 1500);
        QCOMPARE(later.progress()->attempts(), 0);
        QVERIFY(QSettings().allKeys().filter("puzzles/").isEmpty());
        QVERIFY(!session.openPractice("not a puzzle file"));
        QVERIFY(!session.loadError().isEmpty());
    }
};

QTEST_MAIN(TestPuzzleSession)
#include "tst_puzzlesession.moc"
