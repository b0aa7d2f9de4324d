// Property tests over many seeded random games of every game and preset:
// seeds are conserved after every move, play is deterministic, records round
// trip, undo restores exactly, and every game ends.
//
// Each configuration has a quick count of games for every test run; the full
// suite sets COWRIE_PROPERTY_GAMES=10000 to play that many of every one.
// (Random Pallankuzhi games last about 4000 rounds, so its quick count is
// small.)

#include <QTest>

#include <cstdlib>
#include <random>

#include "core/match.h"
#include "core/record.h"
#include "tests/core/support.h"

using namespace cowrie;

namespace {

int gamesPerConfiguration(int quick) {
    if (const char* env = std::getenv("COWRIE_PROPERTY_GAMES")) return std::max(1, std::atoi(env));
    return quick;
}

// A move drawn uniformly from the legal ones with a seeded generator.
Move randomMove(const MoveList& moves, std::mt19937_64& rng) {
    return moves[static_cast<int>(rng() % static_cast<std::uint64_t>(moves.size()))];
}

// Plays one random game, checking invariants after every move; returns it.
Match playChecked(std::shared_ptr<const Rules> rules, std::uint64_t seed, bool& ok) {
    std::mt19937_64 rng(seed);
    Match m(rules);
    const int total = m.position().board.totalSeeds();
    // A game of these rules adds at least one seed to a store every few
    // moves; this bound only guards the test itself against a hang.
    for (int ply = 0; !m.position().over(); ++ply) {
        const MoveList moves = m.legalMoves();
        if (moves.empty() || ply > 10000000) {
            ok = false;
            qWarning("seed %llu: no legal move in a live position at ply %d",
                     static_cast<unsigned long long>(seed), ply);
            return m;
        }
        const Position before = m.position();
        const Move move = randomMove(moves, rng);
        m.play(move);
        if (m.position().board.totalSeeds() != total) {
            ok = false;
            qWarning("seed %llu: seeds not conserved at ply %d",
                     static_cast<unsigned long long>(seed), ply);
            return m;
        }
        // Undo restores exactly, redo gives the same position back.
        const Position after = m.position();
        m.undo();
        if (!(m.position() == before)) ok = false;
        m.redo();
        if (!(m.position() == after)) ok = false;
    }
    return m;
}

}  // namespace

class PropertiesTest : public QObject {
    Q_OBJECT

  private slots:
    void randomGames_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<int>("quick");
        QTest::newRow("kalah") << "kalah" << QStringList{} << 2000;
        QTest::newRow("kalah 3x3 empty-capture")
            << "kalah" << QStringList{"holes=3", "seeds=3", "empty-capture=true"} << 2000;
        QTest::newRow("kalah 8x8 north first")
            << "kalah" << QStringList{"holes=8", "seeds=8", "first=north"} << 2000;
        QTest::newRow("kalah 1x1") << "kalah" << QStringList{"holes=1", "seeds=1"} << 2000;
        QTest::newRow("congkak") << "congkak" << QStringList{} << 2000;
        QTest::newRow("congkak north first") << "congkak" << QStringList{"first=north"} << 2000;
        QTest::newRow("congkak traditional") << "congkak" << QStringList{"traditional=true"} << 100;
        QTest::newRow("congklak classic") << "congklak" << QStringList{} << 2000;
        QTest::newRow("congklak classic lone-seed")
            << "congklak" << QStringList{"lone-seed=true", "first=north"} << 2000;
        QTest::newRow("congklak rounds") << "congklak" << QStringList{"preset=rounds"} << 1000;
        QTest::newRow("congklak rounds 2x5 K=1")
            << "congklak" << QStringList{"preset=rounds", "holes=5", "rounds=1"} << 1000;
        QTest::newRow("congklak rounds 2x9 K=5 lone-seed")
            << "congklak" << QStringList{"preset=rounds", "holes=9", "rounds=5", "lone-seed=on"}
            << 1000;
        QTest::newRow("congklak rounds burnt-penalty")
            << "congklak" << QStringList{"preset=rounds", "burnt-penalty=true", "rounds=3"} << 1000;
        QTest::newRow("chonka") << "chonka" << QStringList{} << 2000;
        QTest::newRow("chonka either-side") << "chonka" << QStringList{"either-side=true"} << 2000;
        QTest::newRow("olinda-keliya") << "olinda-keliya" << QStringList{} << 400;
        QTest::newRow("olinda-keliya L first north no draw")
            << "olinda-keliya" << QStringList{"equal-draw=false", "first=north"} << 100;
        QTest::newRow("olinda-keliya short 2")
            << "olinda-keliya" << QStringList{"short-arrangement=2", "equal-draw=off"} << 100;
        QTest::newRow("olinda-keliya short 1")
            << "olinda-keliya" << QStringList{"short-arrangement=1", "equal-draw=off"} << 100;
        QTest::newRow("three-row") << "three-row" << QStringList{} << 2000;
        QTest::newRow("three-row match of 5") << "three-row" << QStringList{"games=5"} << 1000;
        QTest::newRow("pallankuzhi") << "pallankuzhi" << QStringList{} << 20;
        QTest::newRow("pallankuzhi north first")
            << "pallankuzhi" << QStringList{"first=north", "hidden-counts=true"} << 20;
    }

    void randomGames() {
        QFETCH(QString, game);
        QFETCH(QStringList, options);
        QFETCH(int, quick);
        // CTest runs one game per process (COWRIE_PROPERTY_GAME) so that the
        // games run in parallel.
        const QString only = qEnvironmentVariable("COWRIE_PROPERTY_GAME");
        if (!only.isEmpty() && only != game) QSKIP("another game's run");
        RawOptions raw;
        for (const QString& o : options) {
            auto kv = splitOption(o.toStdString());
            QVERIFY(kv.has_value());
            raw.push_back(*kv);
        }
        auto rules = test::rules(game.toStdString(), raw);
        const int games = gamesPerConfiguration(quick);
        int wins[3] = {0, 0, 0};
        for (int g = 0; g < games; ++g) {
            bool ok = true;
            const std::uint64_t seed = 1000003ull * static_cast<std::uint64_t>(g) + 17;
            Match m = playChecked(rules, seed, ok);
            QVERIFY2(ok, qPrintable(QString("invariant broken in game %1").arg(g)));
            QVERIFY(m.position().over());
            QVERIFY(m.position().winner != Winner::None);
            // At the end every seed is in a store.
            const Board& b = m.position().board;
            QCOMPARE(b.count(b.store(Side::South)) + b.count(b.store(Side::North)), b.totalSeeds());
            ++wins[m.position().winner == Winner::South   ? 0
                   : m.position().winner == Winner::North ? 1
                                                          : 2];

            // Determinism: the same seed gives the same game.
            if (g % 10 == 0) {
                bool again = true;
                Match twin = playChecked(rules, seed, again);
                QCOMPARE(twin.position(), m.position());
                QCOMPARE(twin.moves(), m.moves());
            }
            // The record replays to the same final position.
            std::string error;
            auto replayed = readRecord(writeRecord(m), error);
            QVERIFY2(replayed.has_value(), error.c_str());
            QCOMPARE(replayed->position(), m.position());
        }
        // Random play is not one-sided: both sides win some (Kalah(1,1) is
        // always a draw).
        if (games >= 100 && !options.contains("holes=1")) QVERIFY(wins[0] > 0 && wins[1] > 0);
        if (options.contains("holes=1")) QCOMPARE(wins[2], games);
    }
};

QTEST_APPLESS_MAIN(PropertiesTest)
#include "tst_properties.moc"
