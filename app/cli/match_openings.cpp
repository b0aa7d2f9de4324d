#include "app/cli/match_openings.h"

#include <cstdlib>
#include <limits>

#include "core/match.h"
#include "core/split_mix.h"

namespace cowrie::cli {

namespace {

// `count` uniformly random moves; the game may end sooner.
std::vector<Move> randomMoves(int count, SplitMix64& random, Match& match) {
    std::vector<Move> moves;
    while (static_cast<int>(moves.size()) < count && !match.position().over()) {
        const MoveList legal = match.legalMoves();
        const Move move = legal[static_cast<int>(random.below(legal.size()))];
        match.play(move);
        moves.push_back(move);
    }
    return moves;
}

// How far from level the position is, in seeds, by the judge's search (a
// won or lost game counts as very far).
int imbalance(const Rules& rules, const Position& position, const OpeningSettings& settings,
              ai::Engine& judge) {
    if (position.over()) return std::numeric_limits<int>::max();
    ai::SearchLimits limits;
    if (settings.judgeNodes > 0)
        limits.maxNodes = settings.judgeNodes;
    else
        limits.maxDepth = OpeningSettings::kBalanceDepth;
    judge.clearTable();  // the verdict must not depend on earlier searches
    return std::abs(judge.think(rules, position, limits).value);
}

}  // namespace

std::vector<Move> drawOpening(const std::shared_ptr<const Rules>& rules,
                              const OpeningSettings& settings, std::uint64_t seed,
                              ai::Engine& judge) {
    SplitMix64 random(seed);
    std::vector<Move> best;
    int bestImbalance = std::numeric_limits<int>::max();
    for (int draw = 0; draw < settings.maxDraws; ++draw) {
        Match match(rules);
        std::vector<Move> moves = randomMoves(settings.moves, random, match);
        if (settings.balance < 0) return moves;
        const int off = imbalance(*rules, match.position(), settings, judge);
        if (draw == 0 || off < bestImbalance) best = std::move(moves), bestImbalance = off;
        if (bestImbalance <= settings.balance) break;
    }
    return best;
}

}  // namespace cowrie::cli
