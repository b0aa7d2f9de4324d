#include "core/puzzles/puzzle_check.h"

#include <algorithm>
#include <set>

#include "core/puzzles/puzzle_judge.h"
#include "core/puzzles/puzzle_line.h"

namespace cowrie::puzzles {

namespace {

std::string valuesText(const std::vector<std::pair<std::string, int>>& values) {
    std::string text;
    for (const auto& [move, value] : values)
        text += (text.empty() ? "" : ", ") + move + ": " + std::to_string(value);
    return "[" + text + "]";
}

std::string listText(const std::vector<std::string>& items) {
    std::string text;
    for (const std::string& item : items) text += (text.empty() ? "" : ", ") + item;
    return "[" + text + "]";
}

// The proof of one solver move, proven again; empty when it agrees.
std::vector<std::string> checkProof(const Rules& rules, const LineStep& step, const Proof& proof,
                                    const Proof& again, int minMargin, bool bestNeedNotBeUnique,
                                    const std::string& where) {
    std::vector<std::string> problems;
    const std::string move = rules.moveText(step.move);
    if (again.exact != proof.exact)
        problems.push_back(where + ": the proof says " +
                           (proof.exact ? "exact" : "depth " + std::to_string(proof.depth)) +
                           ", proven again it is " +
                           (again.exact ? "exact" : "depth " + std::to_string(again.depth)));
    auto sortedValues = [](std::vector<std::pair<std::string, int>> v) {
        std::sort(v.begin(), v.end());
        return v;
    };
    if (sortedValues(again.values) != sortedValues(proof.values))
        problems.push_back(where + ": the values are " + valuesText(again.values) +
                           ", the proof says " + valuesText(proof.values));
    if (again.value != proof.value)
        problems.push_back(where + ": the best value is " + std::to_string(again.value) +
                           ", the proof says " + std::to_string(proof.value));
    if (again.margin != proof.margin)
        problems.push_back(where + ": the margin is " + std::to_string(again.margin) +
                           ", the proof says " + std::to_string(proof.margin));
    const auto played = std::find_if(again.values.begin(), again.values.end(),
                                     [&](const auto& v) { return v.first == move; });
    if (played == again.values.end() || played->second != again.value) {
        problems.push_back(where + ": " + move + " is not the best move (" +
                           valuesText(again.values) + ")");
    } else if (!bestNeedNotBeUnique) {
        if (again.values.size() < 2)
            problems.push_back(where + ": " + move + " is the only legal move");
        else if (again.margin < std::max(minMargin, 1))
            problems.push_back(where + ": " + move + " leads the second best by " +
                               std::to_string(again.margin) + ", less than the margin " +
                               std::to_string(std::max(minMargin, 1)));
    }
    return problems;
}

}  // namespace

std::vector<std::string> checkPuzzle(const PuzzleFile& file, const Puzzle& puzzle, Prover& prover) {
    std::vector<std::string> problems;
    const auto fail = [&](std::string what) {
        problems.push_back("puzzle " + puzzle.id + ": " + std::move(what));
        return problems;
    };
    std::string error;
    const auto line = playLine(file, puzzle, error);
    if (!line) return fail(error);
    const Rules& rules = *line->rules;
    const int solverMoves = static_cast<int>(std::count_if(
        line->steps.begin(), line->steps.end(), [](const LineStep& s) { return s.bySolver; }));
    if (line->steps.back().bySolver == false) return fail("the line ends with the opponent's move");
    if (solverMoves != static_cast<int>(puzzle.proofs.size()))
        return fail("the line has " + std::to_string(solverMoves) + " solver moves and " +
                    std::to_string(puzzle.proofs.size()) + " proofs");

    const int minMargin = prover.settings().margin;
    std::optional<MoveValues> first;
    size_t proofIndex = 0;
    for (size_t i = 0; i < line->steps.size(); ++i) {
        const LineStep& step = line->steps[i];
        const std::string where = "move " + std::to_string(i + 1);
        if (step.before.toMove == Turn::Both) return fail(where + ": both players move at once");
        const Proof& claimed = step.bySolver ? puzzle.proofs[proofIndex++] : Proof{};
        // A fixed-depth proof is searched again at its own depth.
        prover.setDepth(step.bySolver && !claimed.exact ? claimed.depth : 0);
        const auto values = prover.valueMoves(rules, step.before);
        if (!values) return fail(where + ": the engine could not prove the position again");
        if (i == 0) first = values;
        if (step.bySolver) {
            const bool anyBest = i == 0 && !puzzle.alsoRight.empty();
            for (std::string& p : checkProof(rules, step, claimed, proofOf(rules, *values),
                                             minMargin, anyBest, where))
                problems.push_back("puzzle " + puzzle.id + ": " + p);
        } else {
            const auto answer = std::find_if(values->values.begin(), values->values.end(),
                                             [&](const auto& v) { return v.first == step.move; });
            if (answer == values->values.end() || answer->second != values->best())
                fail(where + ": the answer " + rules.moveText(step.move) +
                     " is not the opponent's best");
        }
    }
    prover.setDepth(0);
    for (const std::string& also : puzzle.alsoRight) {
        const auto move = rules.parseMove(also);
        const auto it = std::find_if(first->values.begin(), first->values.end(),
                                     [&](const auto& v) { return move && v.first == *move; });
        if (it == first->values.end() || it->second != first->best())
            fail("alsoRight " + also + " is not as good as the answer");
    }
    const int gain = lineGain(*line);
    if (gain < puzzle.gain)
        fail("the line gains " + std::to_string(gain) + ", the goal says " +
             std::to_string(puzzle.gain));
    if (puzzle.win && !lineWins(*line)) fail("the line does not win the game");
    if (puzzle.played.empty()) {  // a generated puzzle: themes and rating as made
        const auto themes = judgedThemes(prover, *line, *first);
        if (themes != puzzle.themes)
            fail("the themes are " + listText(themes) + ", the puzzle says " +
                 listText(puzzle.themes));
        const int rating = judgedRating(*line, puzzle.proofs);
        if (rating != puzzle.rating)
            fail("the rating is " + std::to_string(rating) + ", the puzzle says " +
                 std::to_string(puzzle.rating));
    }
    return problems;
}

std::vector<std::string> checkPuzzleFileShape(const PuzzleFile& file) {
    std::vector<std::string> problems;
    std::set<std::string> ids;
    for (const Puzzle& p : file.puzzles) {
        if (!ids.insert(p.id).second)
            problems.push_back("puzzle " + p.id + ": the id is not unique");
        for (const std::string& theme : p.themes)
            if (std::find(themeKeys().begin(), themeKeys().end(), theme) == themeKeys().end())
                problems.push_back("puzzle " + p.id + ": unknown theme '" + theme + "'");
    }
    return problems;
}

}  // namespace cowrie::puzzles
