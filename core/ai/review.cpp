#include "core/ai/review.h"

#include <algorithm>

#include "core/ai/evaluation.h"

namespace cowrie::ai {

namespace {

Score forMover(Turn mover, Score forSouth) {
    return mover == Turn::North ? -forSouth : forSouth;
}

// What the engine makes of one position of the game: its value for South
// with best play, the best move, and the value for South of each move.
struct Judged {
    Score forSouth = 0;
    Move best;
    bool exact = false;
    std::vector<std::pair<Move, Score>> moveValues;  // for South

    // The value for South of playing `move` here (the position's own value
    // when the search did not value it: a forced or simultaneous move).
    Score after(Move move) const {
        for (const auto& [m, value] : moveValues)
            if (m == move) return value;
        return forSouth;
    }
};

Judged judge(const Rules& rules, const Position& position, const SearchLimits& limits,
             Engine& engine, std::uint64_t ticket) {
    if (position.over())
        return {finalScore(traitsOf(rules, position), position, Side::South), {}, true, {}};
    // A forced move is worth what it leads to. (The engine answers a forced
    // move at once, without valuing it.)
    MoveList moves;
    rules.legalMoves(position, moves);
    if (moves.size() == 1 && position.toMove != Turn::Both) {
        Position next = position;
        rules.apply(next, moves[0], nullptr);
        const Judged then = judge(rules, next, limits, engine, ticket);
        return {then.forSouth, moves[0], then.exact, {{moves[0], then.forSouth}}};
    }
    SearchLimits everyMove = limits;
    everyMove.valueEveryMove = true;
    const SearchResult result = engine.think(rules, position, everyMove, ticket);
    // The engine's values are for the player to move, South when both move.
    Judged judged{forMover(position.toMove, result.value), result.move, result.exact, {}};
    for (const auto& [move, value] : result.moveValues)
        judged.moveValues.emplace_back(move, forMover(position.toMove, value));
    return judged;
}

}  // namespace

MoveClass classify(bool isBest, Score seedsLost) {
    if (isBest || seedsLost <= 0) return MoveClass::Best;
    if (seedsLost <= 1) return MoveClass::Good;
    if (seedsLost <= 3) return MoveClass::Inaccuracy;
    if (seedsLost <= 6) return MoveClass::Mistake;
    return MoveClass::Blunder;
}

std::string_view className(MoveClass kind) {
    switch (kind) {
        case MoveClass::Best:
            return "best";
        case MoveClass::Good:
            return "good";
        case MoveClass::Inaccuracy:
            return "inaccuracy";
        case MoveClass::Mistake:
            return "mistake";
        case MoveClass::Blunder:
            return "blunder";
        case MoveClass::Simultaneous:
            return "simultaneous";
    }
    return "best";
}

SearchLimits reviewLimits(std::uint64_t nodes) {
    SearchLimits limits;
    limits.maxNodes = nodes;
    limits.valueEveryMove = true;
    return limits;
}

std::vector<MoveReview> reviewGame(const Match& match, const SearchLimits& limits, Engine& engine,
                                   const ReviewProgress& progress) {
    // Every search runs under the ticket of the review's start, so one
    // engine.cancel() (from any thread) ends the whole review at once, not
    // only the search running then.
    return reviewGame(match, limits, engine, engine.ticket(), progress);
}

std::vector<MoveReview> reviewGame(const Match& match, const SearchLimits& limits, Engine& engine,
                                   std::uint64_t ticket, const ReviewProgress& progress) {
    const std::vector<Move> moves = match.moves();
    const int total = static_cast<int>(moves.size());
    Position position = match.initialPosition();
    std::vector<MoveReview> reviews;
    // What earlier searches left in the table would change how far these
    // get: a review starts from an empty one, so it reads the same each time.
    engine.clearTable();
    for (int i = 0; i < total; ++i) {
        const Judged judged = judge(match.rules(), position, limits, engine, ticket);
        if (engine.ticket() != ticket) break;  // cancelled: that search was cut short
        MoveReview review;
        review.ply = i + 1;
        review.mover = position.toMove;
        review.played = moves[size_t(i)];
        review.best = judged.best;
        review.before = judged.forSouth;
        review.after = judged.after(review.played);
        review.exact = judged.exact;
        review.moveValues = judged.moveValues;
        if (review.mover == Turn::Both) {
            review.kind = MoveClass::Simultaneous;
        } else {
            // Both values come from the same search, so the best move's is
            // the highest for the mover.
            const bool isBest = review.played == review.best;
            review.seedsLost = isBest
                                   ? 0
                                   : std::max<Score>(0, forMover(review.mover, review.before) -
                                                            forMover(review.mover, review.after));
            review.kind = classify(isBest, review.seedsLost);
        }
        reviews.push_back(review);
        position = match.positionAfter(i + 1);
        if (progress && !progress(review.ply, total)) break;
    }
    return reviews;
}

}  // namespace cowrie::ai
