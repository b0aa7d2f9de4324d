// The puzzles' ratings and picking (core/puzzles/glicko2.h, puzzle_pick.h):
// the Glicko-2 update against the worked example of Glickman's paper, a puzzle
// solved raising the rating and one failed lowering it; the pick choosing an
// unsolved puzzle near the rating, not always the same one; the daily puzzle
// the same for a date and different on consecutive days.

#include <QTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "core/puzzles/glicko2.h"
#include "core/puzzles/puzzle_pick.h"

using namespace cowrie::puzzles;

namespace {

// `count` puzzles of `game`, rated from `low` up in steps of `step`.
PuzzleFile ratedFile(const std::string& game, int count, int low = 800, int step = 30) {
    PuzzleFile file;
    file.game = game;
    for (int i = 0; i < count; ++i) {
        Puzzle p;
        p.id = game + "-" + std::to_string(i + 1);
        p.rating = low + step * i;
        file.puzzles.push_back(p);
    }
    return file;
}

const Puzzle& at(const PuzzleFile& file, std::optional<std::size_t> index) {
    if (!index || *index >= file.puzzles.size()) qFatal("no puzzle picked");
    return file.puzzles[*index];
}

}  // namespace

class TestPuzzleRating : public QObject {
    Q_OBJECT

  private slots:
    // Glickman, "Example of the Glicko-2 system": a player of 1500, RD 200,
    // volatility 0.06 beats a 1400 (RD 30), loses to a 1550 (RD 100) and to
    // a 1700 (RD 300): 1464.06, RD 151.52, volatility 0.05999.
    void paperExample() {
        const Glicko2Rating player{1500, 200, 0.06};
        const Glicko2Rating after =
            glicko2Update(player, {{1400, 30, 1.0}, {1550, 100, 0.0}, {1700, 300, 0.0}});
        QVERIFY2(std::abs(after.rating - 1464.06) < 0.01, std::to_string(after.rating).c_str());
        QVERIFY2(std::abs(after.deviation - 151.52) < 0.01,
                 std::to_string(after.deviation).c_str());
        // The paper prints five decimals, cut off (0.059996 here).
        QVERIFY2(std::abs(after.volatility - 0.05999) < 0.00001,
                 std::to_string(after.volatility).c_str());
    }

    // A period with no games: only the deviation grows, to sqrt(phi^2 + sigma^2).
    void periodWithoutGames() {
        const Glicko2Rating player{1620, 200, 0.06};
        const Glicko2Rating after = glicko2Update(player, {});
        QCOMPARE(after.rating, 1620.0);
        QCOMPARE(after.volatility, 0.06);
        const double phi = 200 / 173.7178;
        QVERIFY(std::abs(after.deviation - std::sqrt(phi * phi + 0.0036) * 173.7178) < 1e-9);
        QVERIFY(after.deviation > 200);
    }

    // A puzzle solved raises the rating, one failed lowers it; either way the
    // rating grows more certain; a harder puzzle solved raises it more.
    void puzzleAttempts() {
        const Glicko2Rating newcomer;  // 1500, 350, 0.06
        const Glicko2Rating solved = ratePuzzleAttempt(newcomer, 1500, true);
        const Glicko2Rating failed = ratePuzzleAttempt(newcomer, 1500, false);
        QVERIFY(solved.rating > newcomer.rating);
        QVERIFY(failed.rating < newcomer.rating);
        QVERIFY(solved.deviation < newcomer.deviation);
        QVERIFY(failed.deviation < newcomer.deviation);
        // Against an equal opponent the update is symmetric.
        QVERIFY(std::abs((solved.rating - 1500) - (1500 - failed.rating)) < 1e-6);
        const Glicko2Rating harder = ratePuzzleAttempt(newcomer, 1900, true);
        QVERIFY(harder.rating > solved.rating);
        // A failure against a much easier puzzle costs more than against a hard one.
        QVERIFY(ratePuzzleAttempt(newcomer, 1100, false).rating <
                ratePuzzleAttempt(newcomer, 1900, false).rating);
    }

    // Solving every puzzle of 1800 again and again brings the rating up
    // towards them and the deviation down; it does not run away past them.
    void ratingSettles() {
        Glicko2Rating player;
        for (int i = 0; i < 40; ++i) player = ratePuzzleAttempt(player, 1800, i % 2 == 0);
        QVERIFY2(std::abs(player.rating - 1800) < 120, std::to_string(player.rating).c_str());
        QVERIFY(player.deviation < 120);
    }

    void pickNearTheRating() {
        const PuzzleFile file = ratedFile("kalah", 50);  // 800 .. 2270
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            const Puzzle& p = at(file, pickPuzzle(file, 1500, {}, seed));
            QVERIFY2(std::abs(p.rating - 1500) <= 100, p.id.c_str());
        }
        // At the edge of the file: the nearest there are.
        for (std::uint64_t seed = 1; seed <= 20; ++seed)
            QVERIFY(at(file, pickPuzzle(file, 3000, {}, seed)).rating >= 2100);
    }

    // Not always the same puzzle, but the same for the same seed.
    void pickSpreads() {
        const PuzzleFile file = ratedFile("kalah", 50);
        std::set<std::string> seen;
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            seen.insert(at(file, pickPuzzle(file, 1500, {}, seed)).id);
            QCOMPARE(pickPuzzle(file, 1500, {}, seed), pickPuzzle(file, 1500, {}, seed));
        }
        QVERIFY2(seen.size() >= 4, std::to_string(seen.size()).c_str());
    }

    void pickSkipsSolved() {
        const PuzzleFile file = ratedFile("kalah", 50);
        std::vector<std::string> solved;
        for (const Puzzle& p : file.puzzles)
            if (std::abs(p.rating - 1500) <= 200) solved.push_back(p.id);
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            const Puzzle& p = at(file, pickPuzzle(file, 1500, solved, seed));
            QVERIFY(std::find(solved.begin(), solved.end(), p.id) == solved.end());
            QVERIFY2(std::abs(p.rating - 1500) <= 320, p.id.c_str());  // the nearest left
        }
        // Everything solved: a repeat, not nothing; an empty file: nothing.
        std::vector<std::string> all;
        for (const Puzzle& p : file.puzzles) all.push_back(p.id);
        QVERIFY(pickPuzzle(file, 1500, all, 3).has_value());
        QVERIFY(!pickPuzzle(PuzzleFile{}, 1500, {}, 3).has_value());
    }

    // The same puzzle for a date whatever the order of the file.
    void dailyIsTheSameForADate() {
        const PuzzleFile file = ratedFile("congkak", 150);
        PuzzleFile reversed = file;
        std::reverse(reversed.puzzles.begin(), reversed.puzzles.end());
        for (int day = 1; day <= 28; ++day) {
            const Puzzle& a = at(file, dailyPuzzle(file, 2026, 12, day));
            QCOMPARE(at(file, dailyPuzzle(file, 2026, 12, day)).id, a.id);
            QCOMPARE(at(reversed, dailyPuzzle(reversed, 2026, 12, day)).id, a.id);
        }
    }

    // Never the same on two consecutive days (across months, years and the
    // cycles of the order), and every puzzle comes round in turn.
    void dailyChangesEveryDay() {
        for (int size : {2, 3, 7, 150}) {
            const PuzzleFile file = ratedFile("kalah", size);
            std::map<std::string, int> shown;
            std::string yesterday;
            int days = 0;
            for (int year = 2025; year <= 2027; ++year)
                for (int month = 1; month <= 12; ++month)
                    for (int day = 1; day <= 31; ++day) {
                        const auto index = dailyPuzzle(file, year, month, day);
                        if (!index) continue;  // 30 February and the like
                        const std::string id = file.puzzles[*index].id;
                        QVERIFY2(id != yesterday,
                                 (std::to_string(size) + " puzzles, " + std::to_string(year) + "-" +
                                  std::to_string(month) + "-" + std::to_string(day))
                                     .c_str());
                        yesterday = id;
                        ++shown[id];
                        ++days;
                    }
            QCOMPARE(days, 365 * 3 + 0);  // 2025-2027 has no leap day
            // Each cycle of `size` days shows each puzzle once. The three
            // years hold whole cycles and a part of one at either end, so
            // each puzzle came round as often as the whole cycles, give or
            // take the parts.
            const int fullCycles = days / size;
            QCOMPARE(int(shown.size()), size);
            for (const auto& [id, times] : shown)
                QVERIFY2(times >= fullCycles - 1 && times <= fullCycles + 2, id.c_str());
        }
    }

    // Each game has its own order of daily puzzles.
    void dailyDiffersByGame() {
        const PuzzleFile kalah = ratedFile("kalah", 150);
        PuzzleFile chonka = kalah;
        chonka.game = "chonka";
        int same = 0;
        for (int day = 1; day <= 31; ++day)
            same += *dailyPuzzle(kalah, 2026, 1, day) == *dailyPuzzle(chonka, 2026, 1, day);
        QVERIFY2(same < 5, std::to_string(same).c_str());
    }

    void dailyRefusesInvalidDates() {
        const PuzzleFile file = ratedFile("kalah", 10);
        QVERIFY(!dailyPuzzle(file, 2025, 2, 29).has_value());
        QVERIFY(dailyPuzzle(file, 2024, 2, 29).has_value());
        QVERIFY(!dailyPuzzle(file, 2026, 13, 1).has_value());
        QVERIFY(!dailyPuzzle(file, 2026, 0, 1).has_value());
        QVERIFY(!dailyPuzzle(file, 2026, 4, 31).has_value());
        QVERIFY(!dailyPuzzle(PuzzleFile{}, 2026, 4, 1).has_value());
    }
};

QTEST_APPLESS_MAIN(TestPuzzleRating)
#include "tst_puzzle_rating.moc"
