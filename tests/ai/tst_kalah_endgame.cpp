// The Kalah endgame database: every index used once, its values equal to a
// plain search (the solver without the database), to the generic search
// searching the core's own Kalah rules and, byte for byte, to a plain
// recursive build; and its cache file checked.

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <random>
#include <set>

#include "core/ai/kalah_endgame.h"
#include "core/ai/kalah_solver.h"
#include "core/ai/search.h"
#include "core/registry.h"

using cowrie::Board;
using cowrie::Side;
using cowrie::ai::KalahEndgame;
using cowrie::ai::KalahHoles;

namespace {

// A random position of `holes` a side with exactly `seeds` seeds in the
// holes, at least one on each side (as in play: the game ends otherwise).
KalahHoles randomHoles(std::mt19937& random, int holes, int seeds) {
    while (true) {
        KalahHoles h{};
        std::uniform_int_distribution<int> place(0, 2 * holes - 1);
        for (int s = 0; s < seeds; ++s) ++h[place(random)];
        int mine = 0;
        for (int i = 0; i < holes; ++i) mine += h[i];
        if (mine > 0 && mine < seeds) return h;
    }
}

// The same position as a Board with empty stores, South to move.
Board boardOf(const KalahHoles& h, int holes) {
    Board board = Board::filled(holes, 0);
    for (int i = 1; i <= holes; ++i) {
        board.seeds[board.hole(Side::South, i)] = h[i - 1];
        board.seeds[board.hole(Side::North, i)] = h[holes + i - 1];
    }
    return board;
}

// Every position of `seeds` seeds over the 2*holes holes (odometer order).
template <class Visit>
void forEachPosition(int holes, int seeds, Visit visit) {
    const int places = 2 * holes;
    KalahHoles h{};
    h[places - 1] = static_cast<std::uint8_t>(seeds);
    while (true) {
        visit(h);
        int i = places - 2;
        int tail = h[places - 1];
        while (i >= 0 && tail == 0) {
            tail = h[i];
            h[i--] = 0;
        }
        if (i < 0) return;
        ++h[i];
        h[places - 1] = static_cast<std::uint8_t>(tail - 1);
    }
}

// The database the plain way (as it was built before it went block by
// block): every position by recursion over its moves, each value kept once
// found. Numbered by the database's own index().
std::vector<int> valuesByRecursion(const KalahEndgame& numbering) {
    const int n = numbering.holes();
    constexpr int kUnknown = 1000;
    std::vector<int> values(KalahEndgame::positionCount(n, numbering.maxSeeds()), kUnknown);
    const auto solve = [&](const auto& self, const KalahHoles& h, int seeds) -> int {
        int& value = values[numbering.index(h, seeds)];
        if (value != kUnknown) return value;
        int mine = 0;
        for (int i = 0; i < n; ++i) mine += h[i];
        if (mine == 0 || mine == seeds) return value = 2 * mine - seeds;
        int best = -1000;
        for (int hole = 0; hole < n; ++hole) {
            if (h[hole] == 0) continue;
            KalahHoles child = h;
            const auto step = cowrie::ai::sowKalah(child, n, numbering.emptyCapture(), hole);
            if (step.ended)
                best = std::max(best, step.gain);
            else if (step.extraMove)
                best = std::max(best, step.gain + self(self, child, seeds - step.gain));
            else
                best = std::max(best, step.gain - self(self, cowrie::ai::flippedKalah(child, n),
                                                       seeds - step.gain));
        }
        return value = best;
    };
    for (int seeds = 0; seeds <= numbering.maxSeeds(); ++seeds)
        forEachPosition(n, seeds, [&](const KalahHoles& h) { solve(solve, h, seeds); });
    return values;
}

}  // namespace

class TestKalahEndgame : public QObject {
    Q_OBJECT

  private slots:
    void indexIsOneToOne() {
        const int holes = 2, maxSeeds = 9;
        KalahEndgame database(holes, true, maxSeeds);
        std::set<std::uint64_t> seen;
        for (int a = 0; a <= maxSeeds; ++a)
            for (int b = 0; a + b <= maxSeeds; ++b)
                for (int c = 0; a + b + c <= maxSeeds; ++c)
                    for (int d = 0; a + b + c + d <= maxSeeds; ++d) {
                        KalahHoles h{};
                        h[0] = a, h[1] = b, h[2] = c, h[3] = d;
                        const std::uint64_t index = database.index(h, a + b + c + d);
                        QVERIFY(index < KalahEndgame::positionCount(holes, maxSeeds));
                        QVERIFY(seen.insert(index).second);
                    }
        QCOMPARE(seen.size(), KalahEndgame::positionCount(holes, maxSeeds));
    }

    void agreesWithPlainSearch_data() {
        QTest::addColumn<int>("holes");
        QTest::addColumn<bool>("emptyCapture");
        QTest::addColumn<int>("maxSeeds");
        QTest::addRow("3 holes, empty capture") << 3 << true << 14;
        QTest::addRow("3 holes") << 3 << false << 14;
        QTest::addRow("4 holes, empty capture") << 4 << true << 12;
        QTest::addRow("6 holes, empty capture") << 6 << true << 9;
        QTest::addRow("6 holes") << 6 << false << 9;
    }
    void agreesWithPlainSearch() {
        QFETCH(int, holes);
        QFETCH(bool, emptyCapture);
        QFETCH(int, maxSeeds);
        KalahEndgame database(holes, emptyCapture, maxSeeds);
        database.build();
        QVERIFY(database.ready());
        std::mt19937 random(holes * 100 + maxSeeds);
        cowrie::ai::KalahSolver plain(holes, emptyCapture, 16);
        for (int trial = 0; trial < 300; ++trial) {
            const int seeds = 2 + trial % (maxSeeds - 1);
            const KalahHoles h = randomHoles(random, holes, seeds);
            const Board board = boardOf(h, holes);
            QCOMPARE(database.value(h, seeds), plain.solve(board, Side::South).value);
        }
    }

    // build() goes block by block, tile by tile, on every core; a plain
    // recursion over the same positions must give every byte the same.
    void equalsRecursiveBuildByteForByte_data() {
        QTest::addColumn<int>("holes");
        QTest::addColumn<bool>("emptyCapture");
        QTest::addColumn<int>("maxSeeds");
        QTest::addRow("1 hole") << 1 << true << 9;
        QTest::addRow("2 holes") << 2 << false << 12;
        QTest::addRow("3 holes, empty capture") << 3 << true << 14;
        QTest::addRow("4 holes, empty capture") << 4 << true << 12;
        QTest::addRow("4 holes") << 4 << false << 12;
        QTest::addRow("6 holes, empty capture") << 6 << true << 9;
        QTest::addRow("6 holes") << 6 << false << 9;
    }
    void equalsRecursiveBuildByteForByte() {
        QFETCH(int, holes);
        QFETCH(bool, emptyCapture);
        QFETCH(int, maxSeeds);
        KalahEndgame database(holes, emptyCapture, maxSeeds);
        database.build();
        const std::vector<int> expected = valuesByRecursion(database);
        QCOMPARE(expected.size(), KalahEndgame::positionCount(holes, maxSeeds));
        std::uint64_t differing = 0, first = 0;
        for (std::uint64_t i = 0; i < expected.size(); ++i)
            if (database.valueAt(i) != expected[i] && differing++ == 0) first = i;
        QVERIFY2(
            differing == 0,
            qPrintable(
                QStringLiteral("%1 positions differ, the first at %2").arg(differing).arg(first)));
    }

    void agreesWithEngineOnCoreRules() {
        const int holes = 4, maxSeeds = 8;
        KalahEndgame database(holes, true, maxSeeds);
        database.build();
        std::string error;
        auto rules = cowrie::createRules(
            "kalah", {{"holes", std::to_string(holes)}, {"empty-capture", "true"}}, error);
        QVERIFY2(rules, error.c_str());
        cowrie::ai::TranspositionTable table(16);
        std::mt19937 random(7);
        for (int trial = 0; trial < 40; ++trial) {
            const int seeds = 2 + trial % (maxSeeds - 1);
            const KalahHoles h = randomHoles(random, holes, seeds);
            cowrie::Position position = rules->initialPosition();
            position.board = boardOf(h, holes);
            // The generic search over the core's rules (not the Kalah fast path).
            cowrie::ai::Searcher generic(*rules, table, {}, /*kalahFastPath=*/false);
            const auto result = generic.run(position, {});
            QVERIFY(result.exact);
            QCOMPARE(database.value(h, seeds), result.value);
        }
    }

    void solverWithDatabaseAgreesWithout() {
        auto database = std::make_shared<KalahEndgame>(4, true, 10);
        database->build();
        for (int seeds = 1; seeds <= 4; ++seeds)
            QCOMPARE(cowrie::ai::solveKalahStart(4, seeds, true, 16, database).value,
                     cowrie::ai::solveKalahStart(4, seeds, true, 16).value);
    }

    void cacheFileIsCheckedWhenRead() {
        QTemporaryDir folder;
        const std::string path = folder.filePath("endgame.bin").toStdString();
        KalahEndgame built(3, true, 10);
        built.build();
        QVERIFY(built.save(path));

        KalahEndgame loaded(3, true, 10);
        QVERIFY(loaded.load(path));
        std::mt19937 random(3);
        for (int trial = 0; trial < 100; ++trial) {
            const int seeds = 2 + trial % 9;
            const KalahHoles h = randomHoles(random, 3, seeds);
            QCOMPARE(loaded.value(h, seeds), built.value(h, seeds));
        }

        KalahEndgame otherRules(3, false, 10);
        QVERIFY(!otherRules.load(path));
        KalahEndgame otherSize(3, true, 9);
        QVERIFY(!otherSize.load(path));

        // One byte changed in the values: the checksum refuses it.
        {
            std::FILE* file = std::fopen(path.c_str(), "r+b");
            QVERIFY(file);
            std::fseek(file, -5, SEEK_END);
            const int byte = std::fgetc(file);
            std::fseek(file, -5, SEEK_END);
            std::fputc(byte ^ 1, file);
            std::fclose(file);
        }
        KalahEndgame corrupt(3, true, 10);
        QVERIFY(!corrupt.load(path));
        QVERIFY(!corrupt.ready());
    }

    void cachedDatabaseIsBuiltOnceThenRead() {
        QTemporaryDir folder;
        qputenv("XDG_CACHE_HOME", folder.path().toUtf8());
        bool built = false;
        {
            auto first = cowrie::ai::cachedKalahEndgame(3, true, 8, &built);
            QVERIFY(built);
            QVERIFY(first->ready());
        }
        // Written on a thread of its own: whole, under its name, once done.
        cowrie::ai::finishKalahCacheWrites();
        const QDir cache(folder.filePath("cowrie"));
        QCOMPARE(cache.entryList(QDir::Files), QStringList{"kalah-endgame-h3-ec-s8.bin"});
        // No one holds the first any more: the second is read from the file.
        auto second = cowrie::ai::cachedKalahEndgame(3, true, 8, &built);
        QVERIFY(!built);
        QVERIFY(second->ready());
    }
};

QTEST_GUILESS_MAIN(TestKalahEndgame)
#include "tst_kalah_endgame.moc"
