// GameSession: the QML face of a match. Every expectation is checked
// against the core itself (a cowrie::Match playing the same moves).

#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

#include "app/ui/play/gamesession.h"
#include "core/registry.h"
#include "tests/app/controller_helpers.h"

using cowrie::ui::BoardFeed;
using cowrie::ui::BoardModel;
using cowrie::ui::GameSession;
namespace sides = cowrie::ui::sides;
using cowrie::ui::MoveHistory;
using cowrie::ui::SessionTexts;

using cowrie::Side;

namespace {

std::shared_ptr<const cowrie::Rules> defaultRules(const QString& id) {
    std::string error;
    auto rules = cowrie::createRules(id.toStdString(), {}, error);
    Q_ASSERT(rules);
    return rules;
}

QList<int> shownCounts(const GameSession& c) {
    QList<int> counts;
    for (int p = 0; p < c.board()->rowCount(); ++p) counts << c.board()->seedsAt(p);
    return counts;
}

QList<int> countsOf(const cowrie::Board& b) {
    QList<int> counts;
    for (int p = 0; p < b.places(); ++p) counts << b.count(p);
    return counts;
}

// The places the legal moves of `position` start from. When both choose at
// once, South chooses first (North's choice comes after, hidden), so only
// South's holes are offered.
QSet<int> legalPlaces(const cowrie::Rules& rules, const cowrie::Position& position) {
    cowrie::MoveList moves;
    rules.legalMoves(position, moves);
    QSet<int> places;
    const cowrie::Board& b = position.board;
    for (cowrie::Move m : moves) {
        if (m.isPair()) {
            places << b.hole(Side::South, m.southHole());
        } else {
            places << b.hole(cowrie::sideOf(position.toMove), m.holeNumber());
        }
    }
    return places;
}

QSet<int> shownLegalPlaces(const GameSession& c) {
    const BoardModel* m = c.board();
    const auto roles = m->roleNames();
    QSet<int> places;
    for (int p = 0; p < m->rowCount(); ++p)
        if (m->data(m->index(p), roles.key("legal")).toBool()) places << p;
    return places;
}

// Replays a published trace from the published board before it, the way the
// QML animator does, and returns the counts it ends with.
QList<int> replay(const QVariantList& trace, const QVariantList& before) {
    QList<int> counts;
    for (const QVariant& v : before) counts << v.toInt();
    for (const QVariant& v : trace) {
        const QVariantMap e = v.toMap();
        const QString type = e["type"].toString();
        const int place = e["place"].toInt();
        if (type == "lift" || type == "relay") counts[place] -= e["count"].toInt();
        if (type == "drop") counts[place] += 1;
        if (type == "refill") {
            counts[e["to"].toInt()] -= 1;
            counts[place] += 1;
        }
        if (type == "capture" || type == "sweep" || type == "pasu") {
            counts[place] -= e["count"].toInt();
            counts[e["to"].toInt()] += e["count"].toInt();
        }
    }
    return counts;
}

// A player of a kind the session does not know (as a player over the
// network will be): it is asked, and answers when the test says so.
class ScriptedPlayer : public cowrie::ui::Player {
  public:
    using Player::Player;
    cowrie::ui::SideState::Kind kind() const override { return cowrie::ui::SideState::Computer; }
    void ask(const Question& question) override {
        ++asked;
        this->question = question;
    }
    void cancel() override {
        ++cancelled;
        question.reset();
    }
    void answer(cowrie::Move move) {
        question.reset();
        emit moved(move);
    }

    int asked = 0;
    int cancelled = 0;
    std::optional<Question> question;
};

}  // namespace

class TestGameSession : public QObject {
    Q_OBJECT

  private slots:
    // Saves go to the test folders of QStandardPaths, never the player's own.
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void newGameForEveryRegistryGame_data() {
        QTest::addColumn<QString>("id");
        for (const auto& game : cowrie::allGames())
            QTest::newRow(game.id.c_str()) << QString::fromStdString(game.id);
    }

    void newGameForEveryRegistryGame() {
        QFETCH(QString, id);
        GameSession c;
        QSignalSpy game(&c, &GameSession::gameChanged);
        QSignalSpy toMove(&c, &GameSession::turnChanged);
        QSignalSpy status(c.texts(), &SessionTexts::statusChanged);
        QVERIFY(c.newGame(id));
        QCOMPARE(game.count(), 1);
        QCOMPARE(toMove.count(), 1);
        QVERIFY(status.count() >= 1);

        const auto rules = defaultRules(id);
        const cowrie::Position start = rules->initialPosition();
        QCOMPARE(c.gameId(), id);
        QVERIFY(!c.gameName().isEmpty());
        QCOMPARE(c.board()->holes(), int(start.board.holes));
        QCOMPARE(c.board()->storeOnRight(), rules->geometry().storeOnRight);
        QCOMPARE(c.toMove(), sides::of(start.toMove));
        QCOMPARE(shownCounts(c), countsOf(start.board));
        QVERIFY(!c.over());
        QVERIFY(!c.result()->over());
        QVERIFY(c.result()->text().isEmpty());
        QVERIFY(!c.canUndo());
        QVERIFY(!c.canRedo());
        QVERIFY(c.feed()->trace().isEmpty());
        QVERIFY(!c.status().isEmpty());
        QCOMPARE(shownLegalPlaces(c), legalPlaces(*rules, start));
    }

    void unknownGameIsRefused() {
        GameSession c;
        QVERIFY(c.newGame("kalah"));
        QSignalSpy refused(&c, &GameSession::refused);
        QSignalSpy game(&c, &GameSession::gameChanged);
        QVERIFY(!c.newGame("no-such-game"));
        QCOMPARE(refused.count(), 1);
        QCOMPARE(game.count(), 0);
        QCOMPARE(c.gameId(), QString("kalah"));
        QVERIFY(c.status().contains("unknown game", Qt::CaseInsensitive));
    }

    void kalahLastSeedInStoreMovesAgain() {
        GameSession c;
        c.newGame("kalah");
        QSignalSpy toMove(&c, &GameSession::turnChanged);
        QSignalSpy south(c.south(), &cowrie::ui::SideState::changed);
        QSignalSpy played(c.feed(), &BoardFeed::movePlayed);
        QSignalSpy undo(&c, &GameSession::undoChanged);
        // Four seeds from South 3 fall into South 4, 5, 6 and his store.
        QVERIFY(c.play(3));
        QCOMPARE(played.count(), 1);
        QCOMPARE(toMove.count(), 0);
        QCOMPARE(c.toMove(), sides::South);
        // One refresh pass a change: South's bar hears once.
        QCOMPARE(south.count(), 1);
        QCOMPARE(c.south()->store(), 1);
        QCOMPARE(undo.count(), 1);
        QVERIFY(c.canUndo());
        QVERIFY(c.status().contains("moves again"));

        cowrie::Match core(defaultRules("kalah"));
        const cowrie::Trace trace = core.play(cowrie::Move::hole(3));
        QCOMPARE(shownCounts(c), countsOf(core.position().board));
        QCOMPARE(c.feed()->trace().size(), qsizetype(trace.size()));
        QCOMPARE(c.feed()->trace().last().toMap()["type"].toString(), QString("extraMove"));
    }

    void kalahTurnPassesToNorth() {
        GameSession c;
        c.newGame("kalah");
        QSignalSpy toMove(&c, &GameSession::turnChanged);
        QVERIFY(c.play(1));
        QCOMPARE(toMove.count(), 1);
        QCOMPARE(c.toMove(), sides::North);
        QCOMPARE(c.south()->store(), 0);
        QCOMPARE(c.feed()->mover(), sides::South);
        QVERIFY(c.status().contains("North to move"));
        // Now only North's holes are legal.
        const BoardModel* m = c.board();
        const auto roles = m->roleNames();
        for (int p = 0; p < m->rowCount(); ++p) {
            const bool legal = m->data(m->index(p), roles.key("legal")).toBool();
            const int side = m->data(m->index(p), roles.key("side")).toInt();
            const bool store = m->data(m->index(p), roles.key("isStore")).toBool();
            QCOMPARE(legal, side == sides::North && !store);
        }
    }

    void illegalMovesChangeNothing_data() {
        QTest::addColumn<int>("hole");
        QTest::addColumn<QString>("why");
        QTest::newRow("zero") << 0 << "does not exist";
        QTest::newRow("past the row") << 7 << "does not exist";
        QTest::newRow("empty") << 3 << "empty";
    }

    void illegalMovesChangeNothing() {
        QFETCH(int, hole);
        QFETCH(QString, why);
        GameSession c;
        c.newGame("kalah");
        c.play(3);  // extra move: South to move again, his hole 3 now empty
        const QList<int> counts = shownCounts(c);
        const QVariantList trace = c.feed()->trace();
        QSignalSpy refused(&c, &GameSession::refused);
        QSignalSpy played(c.feed(), &BoardFeed::movePlayed);
        QSignalSpy toMove(&c, &GameSession::turnChanged);
        QSignalSpy moves(c.history(), &MoveHistory::countChanged);
        QSignalSpy data(c.board(), &QAbstractItemModel::dataChanged);
        QVERIFY(!c.play(hole));
        QCOMPARE(refused.count(), 1);
        QVERIFY2(refused[0][0].toString().contains(why), qPrintable(refused[0][0].toString()));
        QVERIFY(c.status().startsWith("Not allowed"));
        QCOMPARE(played.count(), 0);
        QCOMPARE(toMove.count(), 0);
        QCOMPARE(moves.count(), 0);
        QCOMPARE(data.count(), 0);
        QCOMPARE(shownCounts(c), counts);
        QCOMPARE(c.feed()->trace(), trace);
        QCOMPARE(c.moveCount(), 1);
    }

    void directionAndPairsOnlyWhereTheGameHasThem() {
        GameSession c;
        c.newGame("kalah");
        QVERIFY(!c.needsDirection());
        QSignalSpy refused(&c, &GameSession::refused);
        QVERIFY(!c.playDirected(3, true));
        QVERIFY(!c.playPair(3, 3));
        QVERIFY(!c.playPair(3, 12));
        QCOMPARE(refused.count(), 3);
        QCOMPARE(c.moveCount(), 0);
    }

    void clickOnOpponentOrStoreIsRefused() {
        GameSession c;
        c.newGame("congkak");
        QSignalSpy refused(&c, &GameSession::refused);
        const cowrie::Board b = cowrie::Board::filled(7, 7);
        QVERIFY(!c.playPlace(b.hole(Side::North, 2)));
        QVERIFY(refused.last()[0].toString().contains("North's"));
        QVERIFY(!c.playPlace(b.store(Side::South)));
        QVERIFY(!c.playPlace(99));
        QCOMPARE(refused.count(), 3);
        QCOMPARE(c.moveCount(), 0);
        QVERIFY(c.playPlace(b.hole(Side::South, 2)));
        QCOMPARE(c.moveCount(), 1);
    }

    void undoAndRedo() {
        GameSession c;
        c.newGame("congkak");
        const QList<int> start = shownCounts(c);
        QVERIFY(c.play(4));
        const QList<int> after = shownCounts(c);
        const QVariantList trace = c.feed()->trace();
        const QVariantList before = c.feed()->boardBefore();
        const sides::Side toMoveAfter = c.toMove();

        QSignalSpy undoRedo(&c, &GameSession::undoChanged);
        QSignalSpy lastMove(c.feed(), &BoardFeed::moveChanged);
        QSignalSpy played(c.feed(), &BoardFeed::movePlayed);
        c.undo();
        QCOMPARE(undoRedo.count(), 1);  // both changed, one refresh pass
        QVERIFY(!c.canUndo());
        QVERIFY(c.canRedo());
        QCOMPARE(shownCounts(c), start);
        QCOMPARE(c.toMove(), sides::South);
        QCOMPARE(lastMove.count(), 1);
        QVERIFY(c.feed()->trace().isEmpty());
        // The move taken back is told no more: no captions, no round summary.
        QVERIFY(c.feed()->captions().isEmpty());
        QVERIFY(c.feed()->roundSummary().isEmpty());
        QCOMPARE(played.count(), 0);
        QVERIFY(c.status().startsWith("Took back"));

        c.redo();
        QCOMPARE(played.count(), 1);
        QVERIFY(c.canUndo());
        QVERIFY(!c.canRedo());
        QCOMPARE(shownCounts(c), after);
        QCOMPARE(c.toMove(), toMoveAfter);
        QCOMPARE(c.feed()->trace(), trace);
        QCOMPARE(c.feed()->boardBefore(), before);

        // A new move after an undo drops the redo history.
        c.undo();
        QVERIFY(c.play(5));
        QVERIFY(!c.canRedo());
    }

    void traceReplaysFromBoardBeforeToTheModel_data() {
        QTest::addColumn<QString>("id");
        for (const auto& game : cowrie::allGames())
            QTest::newRow(game.id.c_str()) << QString::fromStdString(game.id);
    }

    void traceReplaysFromBoardBeforeToTheModel() {
        QFETCH(QString, id);
        GameSession c;
        c.newGame(id);
        int turn = 0;
        while (!c.over() && turn < 2000) {
            const cowrie::MoveList legal = c.match()->legalMoves();
            QVERIFY(!legal.empty());
            QCOMPARE(shownLegalPlaces(c), legalPlaces(c.match()->rules(), c.match()->position()));
            const cowrie::Move move = legal[(turn * 7) % legal.size()];
            const sides::Side mover = c.toMove();
            const int board = c.board()->rowCount();
            QVERIFY(playThrough(c, move));
            const QVariantMap first = c.feed()->trace().first().toMap();
            QCOMPARE(first["type"].toString(), QString("lift"));
            if (mover != sides::BothSides) QCOMPARE(first["actor"].toInt(), int(mover));
            QCOMPARE(int(c.feed()->mover()), int(mover));
            QCOMPARE(c.feed()->boardBefore().size(), board);
            QCOMPARE(replay(c.feed()->trace(), c.feed()->boardBefore()), shownCounts(c));
            // The core's boards along the move end on the board shown.
            QCOMPARE(c.feed()->boards().size(), c.feed()->trace().size());
            QList<int> coreCounts;
            for (const QVariant& n : c.feed()->boards().last().toMap()["counts"].toList())
                coreCounts << n.toInt();
            QCOMPARE(coreCounts, shownCounts(c));
            ++turn;
        }
        QVERIFY(turn > 1);
    }

    void gameOverShowsTheResult() {
        GameSession c;
        c.newGame("kalah");
        cowrie::Match core(defaultRules("kalah"));
        QSignalSpy over(c.result(), &cowrie::ui::GameResult::changed);
        QSignalSpy toMove(&c, &GameSession::turnChanged);
        while (!c.over()) {
            const int hole = legalHoles(c).last();
            QVERIFY(c.play(hole));
            core.play(cowrie::Move::hole(hole));
        }
        QCOMPARE(over.count(), 1);
        QVERIFY(toMove.count() >= 1);
        QCOMPARE(c.toMove(), sides::NoSide);
        QVERIFY(legalHoles(c).isEmpty());
        const cowrie::Position& end = core.position();
        QCOMPARE(shownCounts(c), countsOf(end.board));
        const sides::Side winner = end.winner == cowrie::Winner::South   ? sides::South
                                   : end.winner == cowrie::Winner::North ? sides::North
                                                                         : sides::NoSide;
        QVERIFY(c.result()->over());
        QCOMPARE(c.result()->winner(), winner);
        const QString result = c.result()->text();
        QVERIFY(result.contains(winner == sides::NoSide ? "draw" : "wins"));
        QVERIFY(result.contains(QString::number(c.south()->store())));
        QCOMPARE(c.south()->store() + c.north()->store(), 48);
        QCOMPARE(c.result()->margin(), std::abs(c.south()->store() - c.north()->store()));
        QVERIFY(c.status().contains(result));
        QCOMPARE(c.feed()->trace().last().toMap()["type"].toString(), QString("gameEnd"));

        QSignalSpy refused(&c, &GameSession::refused);
        QVERIFY(!c.play(1));
        QVERIFY(refused[0][0].toString().contains("over"));

        c.undo();
        QCOMPARE(over.count(), 2);
        QVERIFY(!c.over());
        QVERIFY(!c.result()->over());
        QVERIFY(c.result()->text().isEmpty());
    }

    // Where play stands is one state (issue 14, one controller per concern),
    // and what the status says is a kind, not a prefix of its sentence.
    void stateAndStatusKindFollowPlay() {
        GameSession c;
        QCOMPARE(c.state(), GameSession::NoGame);
        QSignalSpy state(&c, &GameSession::stateChanged);
        QVERIFY(c.newGame("kalah"));
        QCOMPARE(c.state(), GameSession::PersonToMove);
        QCOMPARE(c.texts()->statusKind(), SessionTexts::Prompt);
        QVERIFY(!c.play(9));
        QCOMPARE(c.texts()->statusKind(), SessionTexts::Refusal);
        QCOMPARE(c.state(), GameSession::PersonToMove);
        QVERIFY(c.play(1));
        QCOMPARE(c.texts()->statusKind(), SessionTexts::MoveDone);
        QCOMPARE(c.state(), GameSession::PersonToMove);  // hot-seat: North is a person too
        QVERIFY(c.resign());
        QCOMPARE(c.state(), GameSession::Over);
        QCOMPARE(c.result()->resigned(), sides::North);
        QCOMPARE(c.result()->winner(), sides::South);
        QCOMPARE(c.result()->margin(), 0);
        c.undo();
        QCOMPARE(c.state(), GameSession::PersonToMove);
        QCOMPARE(c.result()->resigned(), sides::NoSide);
        c.replay()->start();
        QCOMPARE(c.state(), GameSession::Replaying);
        QVERIFY(c.replaying());
        QVERIFY(!c.humanToMove());
        c.replay()->end();
        QCOMPARE(c.state(), GameSession::PersonToMove);
        QCOMPARE(c.moveCount(), 1);
        QVERIFY(state.count() >= 5);
    }

    // The match's players are objects of one interface: a player of another
    // kind is one more class. The session asks the player of the side to
    // move once a position, plays its answer (given through its one signal)
    // once the board has shown the move before, and cancels the question
    // when the position changes under it.
    void aPlayerOfAnotherKindIsOneMoreClass() {
        GameSession c;
        QVERIFY(c.newGame("kalah"));
        ScriptedPlayer north;
        c.seatPlayer(Side::North, &north);
        QCOMPARE(c.north()->kind(), cowrie::ui::SideState::Computer);
        QCOMPARE(north.asked, 0);  // South moves first
        QVERIFY(c.play(1));        // South 1: the turn passes to North
        QCOMPARE(north.asked, 1);
        QVERIFY(north.question);
        QCOMPARE(north.question->side, sides::North);
        QCOMPARE(north.question->position, c.match()->position());
        QCOMPARE(c.state(), GameSession::ComputerToMove);
        QVERIFY(!c.humanToMove());
        QVERIFY(!c.play(2));  // the person at the board may not move for it

        // Its answer waits while the board shows the move before it.
        c.feed()->setPresenting(true);
        const cowrie::Move reply = c.match()->legalMoves()[0];
        QSignalSpy played(c.feed(), &BoardFeed::movePlayed);
        north.answer(reply);
        QTest::qWait(20);
        QCOMPARE(c.moveCount(), 1);
        c.feed()->setPresenting(false);
        QTRY_COMPARE(c.moveCount(), 2);
        QCOMPARE(played.count(), 1);
        QCOMPARE(c.match()->moves().back(), reply);
        QCOMPARE(c.feed()->mover(), sides::North);
        QCOMPARE(north.asked, 1);  // once for that position
        QCOMPARE(c.state(), GameSession::PersonToMove);

        // Its move taken back, it is asked again; a question it was thinking
        // about when the position changed is cancelled.
        const int cancelled = north.cancelled;
        c.undo();
        QCOMPARE(c.moveCount(), 1);
        QCOMPARE(north.asked, 2);
        QVERIFY(north.cancelled > cancelled);
        c.undo();  // South's move too: North's question is void
        QVERIFY(!north.question);
        QCOMPARE(c.state(), GameSession::PersonToMove);

        // An answer nobody asked for is not played.
        north.answer(c.match()->legalMoves()[0]);
        QTest::qWait(20);
        QCOMPARE(c.moveCount(), 0);
    }

    // The computer is a player like any other: against it, the person's
    // move is answered through the same signal.
    void theComputerAnswersThroughThePlayerInterface() {
        GameSession c;
        QVERIFY(c.start({{"game", "kalah"},
                         {"mode", int(cowrie::ui::modes::VersusComputer)},
                         {"computerSide", int(sides::North)},
                         {"level", 0}}));
        QList<cowrie::Move> answers;
        connect(c.computer(), &cowrie::ui::Player::moved, this,
                [&](cowrie::Move move) { answers << move; });
        QVERIFY(c.play(1));
        QTRY_COMPARE(answers.size(), 1);
        QTRY_COMPARE(c.moveCount(), 2);
        QCOMPARE(c.match()->moves().back(), answers.first());
    }

    // After every change the parts are refreshed once, before the session
    // says what changed: a binding that hears stateChanged finds the sides,
    // the result and the texts already anew.
    void thePartsAreFreshWhenTheSessionSpeaks() {
        GameSession c;
        QVERIFY(c.start({{"game", "kalah"}, {"southName", "Ana"}, {"northName", "Ben"}}));
        QVERIFY(c.play(1));
        bool checked = false;
        connect(&c, &GameSession::stateChanged, this, [&] {
            QCOMPARE(c.result()->over(), c.over());
            QCOMPARE(c.south()->toMove(), c.toMove() == sides::South);
            QCOMPARE(c.texts()->prompt(), c.prompt());
            checked = true;
        });
        QVERIFY(c.resign());
        QVERIFY(checked);
        QVERIFY(c.result()->over());
        QVERIFY(!c.north()->toMove());
    }

    // A redo adds its row to the move list; the list is read again only for
    // a new game.
    void redoAppendsToTheMoveList() {
        GameSession c;
        QVERIFY(c.newGame("kalah"));
        QVERIFY(c.play(1));
        QVERIFY(c.play(2));
        QSignalSpy reset(c.history(), &QAbstractItemModel::modelReset);
        QSignalSpy inserted(c.history(), &QAbstractItemModel::rowsInserted);
        c.undo();
        QCOMPARE(c.history()->count(), 1);
        c.redo();
        QCOMPARE(c.history()->count(), 2);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(c.history()->data(c.history()->index(1), MoveHistory::MoveRole).toString(),
                 QString("2"));
    }
};

QTEST_GUILESS_MAIN(TestGameSession)
#include "tst_gamesession.moc"
