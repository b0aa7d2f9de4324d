// Puzzles (core/puzzles/, docs/puzzle-format.md): the file round trip, the
// generator's reproducibility, and the checker, which must pass a generated
// puzzle and fail one whose answer, uniqueness or margin is not true.

#include <QTest>

#include "core/puzzles/puzzle_check.h"
#include "core/puzzles/puzzle_line.h"
#include "core/puzzles/puzzle_maker.h"
#include "core/puzzles/puzzle_rating.h"
#include "core/registry.h"
#include "core/split_mix.h"
#include "core/state_json.h"

using namespace cowrie;
using namespace cowrie::puzzles;

namespace {

// Kalah on 4 holes of 3 seeds: the exact solver proves it at once, with no
// endgame database to build.
std::shared_ptr<const Rules> smallKalah() {
    std::string error;
    auto rules = createRules("kalah", {{"holes", "4"}, {"seeds", "3"}}, error);
    if (!rules) qFatal("%s", error.c_str());
    return rules;
}

MakeSettings smallSettings(std::uint64_t seed) {
    MakeSettings settings;
    settings.seed = seed;
    settings.count = 6;
    settings.maxGames = 40;
    return settings;
}

std::string problemsOf(const PuzzleFile& file, const Puzzle& puzzle) {
    Prover prover(proofSettingsOf(file));
    std::string all;
    for (const std::string& p : checkPuzzle(file, puzzle, prover)) all += p + "\n";
    return all;
}

// The same file after a round trip through its text.
PuzzleFile reread(const PuzzleFile& file) {
    std::string error;
    auto again = readPuzzleFile(writePuzzleFile(file), error);
    if (!again) qFatal("%s", error.c_str());
    return *again;
}

}  // namespace

class TestPuzzles : public QObject {
    Q_OBJECT

  private:
    PuzzleFile made_;

  private slots:
    void initTestCase() {
        made_ = makePuzzles(smallKalah(), smallSettings(7));
        QCOMPARE(made_.puzzles.size(), size_t(6));
    }

    void sameSeedSameFile() {
        QCOMPARE(writePuzzleFile(makePuzzles(smallKalah(), smallSettings(7))),
                 writePuzzleFile(made_));
        QVERIFY(writePuzzleFile(makePuzzles(smallKalah(), smallSettings(8))) !=
                writePuzzleFile(made_));
    }

    void roundTrip() {
        const std::string text = writePuzzleFile(made_);
        QCOMPARE(writePuzzleFile(reread(made_)), text);
        const PuzzleFile again = reread(made_);
        QCOMPARE(again.game, std::string("kalah"));
        QCOMPARE(again.puzzles.front().line, made_.puzzles.front().line);
        QCOMPARE(again.puzzles.front().proofs.front().values,
                 made_.puzzles.front().proofs.front().values);
    }

    void refusesBadFiles() {
        std::string error;
        QVERIFY(!readPuzzleFile("{", error));
        QVERIFY(!readPuzzleFile(R"({"format":"cowrie-lessons","version":1})", error));
        QVERIFY(!readPuzzleFile(
            R"({"format":"cowrie-puzzles","version":1,"game":"kalah","puzzles":[{"id":"a"}]})",
            error));
        QVERIFY(QString::fromStdString(error).contains("position"));
    }

    void generatedPuzzlesPass() {
        for (const Puzzle& puzzle : made_.puzzles) {
            QCOMPARE(problemsOf(made_, puzzle), std::string());
            QVERIFY(!puzzle.themes.empty());
            QVERIFY(puzzle.rating >= 800 && puzzle.rating <= 2200);
            QVERIFY(puzzle.proofs.front().exact);  // Kalah: the exact solver
            QVERIFY(puzzle.proofs.front().margin >= 2);
        }
    }

    void solverMovesFollowTheTurns() {
        for (const Puzzle& puzzle : made_.puzzles) {
            std::string error;
            const auto line = playLine(made_, puzzle, error);
            QVERIFY(line);
            for (size_t i = 0; i < puzzle.line.size(); ++i)
                QCOMPARE(isSolverMove(made_, puzzle, int(i)), line->steps[i].bySolver);
        }
    }

    void wrongAnswerFails() {
        PuzzleFile file = made_;
        Puzzle& puzzle = file.puzzles.front();
        // The second best move in place of the answer (the line stops there).
        puzzle.line = {puzzle.proofs.front().values[1].first};
        puzzle.proofs.resize(1);
        const std::string problems = problemsOf(file, puzzle);
        QVERIFY2(problems.find("is not the best move") != std::string::npos, problems.c_str());
    }

    void wrongMarginFails() {
        PuzzleFile file = made_;
        Puzzle& puzzle = file.puzzles.front();
        puzzle.proofs.front().margin += 1;
        std::string problems = problemsOf(file, puzzle);
        QVERIFY2(problems.find("the margin is") != std::string::npos, problems.c_str());
        // A file that asks for more margin than the puzzle has.
        file = made_;
        file.maker["margin"] = made_.puzzles.front().proofs.front().margin + 1;
        problems = problemsOf(file, file.puzzles.front());
        QVERIFY2(problems.find("less than the margin") != std::string::npos, problems.c_str());
    }

    void wrongValuesFail() {
        PuzzleFile file = made_;
        file.puzzles.front().proofs.front().values.back().second -= 1;
        const std::string problems = problemsOf(file, file.puzzles.front());
        QVERIFY2(problems.find("the values are") != std::string::npos, problems.c_str());
    }

    void secondMoveAsGoodFails() {
        // A position of the small game where the two best moves tie: a
        // puzzle claiming either as the unique best must fail.
        const auto rules = smallKalah();
        Prover prover(ProofSettings{});
        Position position = rules->initialPosition();
        std::optional<MoveValues> tie;
        SplitMix64 random(3);
        for (int ply = 0; ply < 200 && !tie; ++ply) {
            if (position.over()) position = rules->initialPosition();
            MoveList moves;
            rules->legalMoves(position, moves);
            auto values = prover.valueMoves(*rules, position);
            if (values && values->values.size() >= 2 && values->margin() == 0)
                tie = values;
            else
                rules->apply(position, moves[int(random.below(moves.size()))], nullptr);
        }
        QVERIFY(tie);
        PuzzleFile file;
        file.game = "kalah";
        file.maker = Json::object();
        Puzzle puzzle;
        puzzle.id = "kalah-tie";
        puzzle.position = stateToJson(*rules, position);
        puzzle.position.erase("over");
        puzzle.position.erase("result");
        puzzle.line = {rules->moveText(tie->values.front().first)};
        Proof proof = proofOf(*rules, *tie);
        proof.margin = 2;  // the claim
        puzzle.proofs = {proof};
        const std::string problems = problemsOf(file, puzzle);
        QVERIFY2(problems.find("less than the margin") != std::string::npos, problems.c_str());
    }

    void tamperedThemesAndGainFail() {
        PuzzleFile file = made_;
        Puzzle& puzzle = file.puzzles.front();
        puzzle.themes = {"pasu"};
        puzzle.gain += 50;
        puzzle.win = true;
        puzzle.rating += 1;
        const std::string problems = problemsOf(file, puzzle);
        for (const char* expected : {"the themes are", "the line gains", "rating is"})
            QVERIFY2(problems.find(expected) != std::string::npos, problems.c_str());
        if (!made_.puzzles.front().win)
            QVERIFY2(problems.find("does not win") != std::string::npos, problems.c_str());
    }

    void ratingsGrowWithDifficulty() {
        Difficulty easy;
        easy.greedy = true;
        easy.margin = 8;
        Difficulty hard = easy;
        hard.greedy = false;
        hard.solverMoves = 3;
        hard.relayLaps = 4;
        hard.margin = 2;
        QVERIFY(puzzleRating(easy) < puzzleRating(hard));
        QCOMPARE(puzzleRating(easy), 800);
        QVERIFY(puzzleRating(hard) <= 2200);
    }
};

QTEST_APPLESS_MAIN(TestPuzzles)
#include "tst_puzzles.moc"
