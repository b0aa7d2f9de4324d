// The boards along a move's trace and the replay's walk through them
// (core/trace_boards.h, core/replay_walk.h), over seeded random games of
// every game of the registry and each of its presets: the board after a
// move's last event is the position after the move, seeds (counting the
// hands) are conserved at every event, steps end where docs/replay.md says,
// and walking step by step forward, back and at random shows the same exact
// board at every stop.

#include <QTest>

#include <algorithm>
#include <map>
#include <random>
#include <utility>

#include "core/replay_walk.h"
#include "core/trace_boards.h"
#include "tests/core/support.h"

using namespace cowrie;

namespace {

// A random game of `rules`, cut after `maxPlies` moves (a cut game is still a
// game to replay).
Match randomGame(std::shared_ptr<const Rules> rules, std::uint64_t seed, int maxPlies) {
    std::mt19937_64 rng(seed);
    Match m(std::move(rules));
    for (int ply = 0; ply < maxPlies && !m.position().over(); ++ply) {
        const MoveList moves = m.legalMoves();
        if (moves.empty()) break;
        m.play(moves[static_cast<int>(rng() % static_cast<std::uint64_t>(moves.size()))]);
    }
    return m;
}

bool isQuiet(EventType type) {
    return type == EventType::Drop || type == EventType::Skip;
}

using Stop = std::pair<int, int>;  // (moves shown, step)

}  // namespace

class ReplayWalkTest : public QObject {
    Q_OBJECT

  private slots:
    void boardsAlongTraces_data() { addEveryGame(); }
    void walk_data() { addEveryGame(); }

    // Each move's trace, from the position before it.
    void boardsAlongTraces() {
        QFETCH(QString, game);
        QFETCH(QStringList, options);
        auto rules = test::rules(game.toStdString(), rawOptions(options));
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            Match m = randomGame(rules, seed, 400);
            const std::vector<Move> moves = m.moves();
            Match walk(rules);
            for (size_t k = 0; k < moves.size(); ++k) {
                const Position before = walk.position();
                const Trace trace = walk.play(moves[k]);
                const std::vector<TraceBoard> boards = boardsAlongTrace(before.board, trace);
                QCOMPARE(boards.size(), trace.size());
                const int total = before.board.totalSeeds();
                for (size_t i = 0; i < boards.size(); ++i) {
                    if (boards[i].totalSeeds() != total || boards[i].hand[0] < 0 ||
                        boards[i].hand[1] < 0)
                        QFAIL(qPrintable(QStringLiteral("seed %1, move %2, event %3: %4 seeds")
                                             .arg(seed)
                                             .arg(k + 1)
                                             .arg(i)
                                             .arg(boards[i].totalSeeds())));
                }
                if (boards.empty()) continue;
                QCOMPARE(boards.back().board, walk.position().board);
                QCOMPARE(boards.back().hand, (std::array<int, 2>{0, 0}));

                const std::vector<int> steps = traceSteps(trace);
                QVERIFY(!steps.empty());
                QCOMPARE(steps.back(), static_cast<int>(trace.size()) - 1);
                for (size_t s = 0; s < steps.size(); ++s) {
                    if (s > 0) QVERIFY(steps[s] > steps[s - 1]);
                    if (s + 1 < steps.size())
                        QVERIFY(!isQuiet(trace[static_cast<size_t>(steps[s])].type));
                }
                // Every lift and capture ends a step of its own.
                for (size_t i = 0; i < trace.size(); ++i) {
                    const EventType type = trace[i].type;
                    if (type == EventType::Lift || type == EventType::Relay ||
                        type == EventType::Capture || type == EventType::Pasu)
                        QVERIFY(std::find(steps.begin(), steps.end(), static_cast<int>(i)) !=
                                steps.end());
                }
            }
        }
    }

    // The walk, forward to the end, back to the start, and at random.
    void walk() {
        QFETCH(QString, game);
        QFETCH(QStringList, options);
        auto rules = test::rules(game.toStdString(), rawOptions(options));
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            const Match m = randomGame(rules, seed, 80);
            ReplayWalk walk(m);
            QCOMPARE(walk.length(), m.moveCount());
            std::map<Stop, TraceBoard> seen;
            std::vector<Stop> order;
            const Stop start{0, -1};
            seen[start] = walk.board();
            order.push_back(start);
            QCOMPARE(walk.board().board, m.initialPosition().board);
            while (walk.stepForward()) {
                const Stop here{walk.shown(), walk.step()};
                QVERIFY2(!seen.count(here), "a stop reached twice going forward");
                seen[here] = walk.board();
                order.push_back(here);
                // Resting after a move: the match's position after it.
                if (!walk.inMove())
                    QCOMPARE(walk.board().board, m.positionAfter(walk.shown()).board);
            }
            QCOMPARE(walk.shown(), m.moveCount());
            QVERIFY(!walk.inMove());
            // Back to the start, through the same stops in reverse.
            for (size_t i = order.size() - 1; i > 0; --i) {
                QVERIFY(walk.stepBack());
                const Stop here{walk.shown(), walk.step()};
                QCOMPARE(here, order[i - 1]);
                QCOMPARE(walk.board(), seen[here]);
            }
            QVERIFY(!walk.stepBack());
            // At random: every stop shows the board it showed before.
            std::mt19937_64 rng(seed);
            for (int i = 0; i < 400; ++i) {
                if (rng() % 7 == 0)
                    walk.seek(
                        static_cast<int>(rng() % static_cast<std::uint64_t>(m.moveCount() + 1)));
                else if (rng() % 2)
                    walk.stepForward();
                else
                    walk.stepBack();
                const Stop here{walk.shown(), walk.step()};
                QVERIFY(seen.count(here));
                QCOMPARE(walk.board(), seen[here]);
            }
            // Entering a move at an event stops at the step holding it.
            for (int move = 1; move <= m.moveCount(); move += 7) {
                walk.enterMove(move, 0);
                const Stop here{walk.shown(), walk.step()};
                QVERIFY(seen.count(here));
                QCOMPARE(walk.board(), seen[here]);
            }
        }
    }

  private:
    // Every game of the registry with its default options and each preset.
    static void addEveryGame() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QStringList>("options");
        for (const GameInfo& game : allGames()) {
            const QString id = QString::fromStdString(game.id);
            QTest::newRow(qPrintable(id)) << id << QStringList{};
            for (const Preset& preset : game.presets) {
                QStringList options;
                for (const auto& [key, value] : preset.options)
                    options << QString::fromStdString(key + "=" + value);
                QTest::newRow(qPrintable(id + " " + QString::fromStdString(preset.id)))
                    << id << options;
            }
        }
    }

    static RawOptions rawOptions(const QStringList& list) {
        RawOptions raw;
        for (const QString& option : list) {
            const qsizetype eq = option.indexOf('=');
            raw.emplace_back(option.left(eq).toStdString(), option.mid(eq + 1).toStdString());
        }
        return raw;
    }
};

QTEST_APPLESS_MAIN(ReplayWalkTest)
#include "tst_replay_walk.moc"
