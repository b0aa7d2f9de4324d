#include "core/puzzles/from_review.h"

#include <algorithm>
#include <string>

#include "core/state_json.h"

namespace cowrie::puzzles {

namespace {

using ai::MoveClass;
using ai::MoveReview;
using ai::Score;

// A capture this large at once is a "bigCapture" (docs/puzzle-format.md).
constexpr int kBigCapture = 8;
// The rating falls by this much for each seed lost beyond a mistake's least.
constexpr int kRatingPerSeed = 25;
constexpr int kLeastMistake = 4;

// The theme keys of one move's trace for the player who made it, main
// first (the keys of docs/puzzle-format.md).
std::vector<std::string> themesOf(const Trace& trace, Side mover) {
    bool capture = false, bigCapture = false, relayCapture = false, extraMove = false;
    bool pasu = false, burnt = false, sweep = false, end = false;
    bool relayed = false;  // a relay lift came before, in this sowing
    for (const Event& e : trace) {
        switch (e.type) {
            case EventType::Relay:
                relayed = relayed || e.actor == mover;
                break;
            case EventType::Capture:
                if (e.actor != mover) break;
                capture = true;
                bigCapture = bigCapture || e.count >= kBigCapture;
                relayCapture = relayCapture || relayed;
                break;
            case EventType::ExtraMove:
                extraMove = extraMove || e.actor == mover;
                break;
            case EventType::Pasu:
                pasu = pasu || e.actor == mover;
                break;
            case EventType::Burn:
                burnt = true;
                break;
            case EventType::Sweep:
                sweep = true;
                break;
            case EventType::RoundEnd:
            case EventType::GameEnd:
                end = true;
                break;
            default:
                break;
        }
    }
    std::vector<std::string> themes;
    const auto add = [&](bool present, const char* key) {
        if (present) themes.emplace_back(key);
    };
    add(relayCapture, "relayCapture");
    add(bigCapture, "bigCapture");
    add(capture && !relayCapture && !bigCapture, "capture");
    add(extraMove, "extraMove");
    add(pasu, "pasu");
    add(burnt, "burntHole");
    add(sweep, "sweep");
    add(end, "endgame");
    return themes;
}

Score forMover(Side mover, Score forSouth) {
    return mover == Side::North ? -forSouth : forSouth;
}

// The seeds in the mover's store less the opponent's.
int storeLead(const Board& board, Side mover) {
    return board.count(board.store(mover)) - board.count(board.store(opponent(mover)));
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

    Position after = before;
    Trace trace;
    rules.apply(after, review.best, &trace);
    puzzle.gain = std::max(0, storeLead(after.board, mover) - storeLead(before.board, mover));
    puzzle.win = after.over() && after.winner == winnerOf(mover);
    puzzle.themes = themesOf(trace, mover);
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
