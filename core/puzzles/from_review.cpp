#include "core/puzzles/from_review.h"

#include <algorithm>
#include <string>

#include "core/puzzles/puzzle_line.h"
#include "core/state_json.h"

namespace cowrie::puzzles {

namespace {

using ai::MoveClass;
using ai::MoveReview;
using ai::Score;

// The rating falls by this much for each seed lost beyond a mistake's least.
constexpr int kRatingPerSeed = 25;
constexpr int kLeastMistake = 4;

Score forMover(Side mover, Score forSouth) {
    return mover == Side::North ? -forSouth : forSouth;
}

int ratingFor(Score lost) {
    const int beyond = std::max(0, std::min(lost, Score(100)) - kLeastMistake);
    return std::max(kReviewRatingLeast, kReviewRatingMost - kRatingPerSeed * beyond);
}

Puzzle puzzleOf(const Match& match, const MoveReview& review, const std::string& id) {
    const Rules& rules = match.rules();
    const Position& before = match.positionAfter(review.ply - 1);
    const Side mover = sideOf(review.mover);
    Puzzle puzzle;
    puzzle.id = id;
    puzzle.position = stateToJson(rules, before);
    puzzle.line = {rules.moveText(review.best)};
    puzzle.played = rules.moveText(review.played);
    puzzle.lost = review.seedsLost;
    puzzle.rating = ratingFor(review.seedsLost);

    // The review's values for the mover, best first; the moves as good as
    // the best are right answers too.
    Proof proof;
    proof.exact = review.exact;
    proof.value = forMover(mover, review.before);
    for (const auto& [move, value] : review.moveValues)
        proof.values.emplace_back(rules.moveText(move), forMover(mover, value));
    std::stable_sort(proof.values.begin(), proof.values.end(),
                     [](const auto& a, const auto& b) { return a.second > b.second; });
    for (const auto& [move, value] : proof.values)
        if (value >= proof.value && move != puzzle.line.front()) puzzle.alsoRight.push_back(move);
    proof.margin = proof.values.size() < 2 ? 0 : proof.values[0].second - proof.values[1].second;
    puzzle.proofs = {proof};

    // The goal and the themes: the answer played through the rules core.
    // (`defence` needs the engine's answer to the second best: not judged.)
    std::string error;
    if (const auto line = playLine(match.sharedRules(), before, puzzle.line, error)) {
        puzzle.gain = std::max(0, lineGain(*line));
        puzzle.win = lineWins(*line);
        puzzle.themes = lineThemes(*line, false);
    }
    return puzzle;
}

}  // namespace

bool isPractisable(const MoveReview& review) {
    return isSingle(review.mover) &&
           (review.kind == MoveClass::Mistake || review.kind == MoveClass::Blunder);
}

PuzzleFile puzzlesFromReview(const Match& match, const std::vector<MoveReview>& reviews,
                             const std::vector<Side>& players, std::string_view idPrefix) {
    PuzzleFile file;
    file.game = std::string(match.rules().gameId());
    file.maker = Json{{"source", "review"}};
    const std::string prefix = idPrefix.empty() ? file.game + "-review-" : std::string(idPrefix);
    for (const MoveReview& review : reviews) {
        if (!isPractisable(review) || review.best.isNull() || review.ply < 1 ||
            review.ply > match.moveCount())
            continue;
        if (std::find(players.begin(), players.end(), sideOf(review.mover)) == players.end())
            continue;
        file.puzzles.push_back(puzzleOf(match, review, prefix + std::to_string(review.ply)));
    }
    return file;
}

PuzzleFile puzzlesFromReview(const Match& match, const std::vector<MoveReview>& reviews,
                             Side player, std::string_view idPrefix) {
    return puzzlesFromReview(match, reviews, std::vector<Side>{player}, idPrefix);
}

}  // namespace cowrie::puzzles
