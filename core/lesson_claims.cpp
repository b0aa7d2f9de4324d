#include "core/lesson_claims.h"

#include <deque>

#include "core/ai/search.h"
#include "core/ai/transposition.h"

namespace cowrie::lessons {

namespace {

// One size for every claim's table: a depth-limited search may read a deeper
// result from its table, so the size is part of what makes values agree.
constexpr std::size_t kTableMegabytes = 4;

struct CachedValues {
    std::string game;
    std::vector<std::pair<std::string, std::string>> options;
    Position position;
    int depth = 0;
    MoveValues values;
};

std::mutex cacheMutex;
std::deque<CachedValues> cache;  // the newest first
constexpr std::size_t kCacheSize = 8;

std::optional<MoveValues> cached(const Rules& rules, const Position& position, int depth) {
    std::lock_guard lock(cacheMutex);
    for (const CachedValues& c : cache)
        if (c.depth == depth && c.position == position && c.game == rules.gameId() &&
            c.options == rules.options().all())
            return c.values;
    return std::nullopt;
}

void remember(const Rules& rules, const Position& position, int depth, const MoveValues& values) {
    std::lock_guard lock(cacheMutex);
    cache.push_front({std::string(rules.gameId()), rules.options().all(), position, depth, values});
    if (cache.size() > kCacheSize) cache.pop_back();
}

MoveValues search(const Rules& rules, const Position& position, int depth) {
    ai::TranspositionTable table(kTableMegabytes);
    ai::Searcher searcher(rules, table, ai::StopToken{});
    ai::SearchLimits limits;
    limits.maxDepth = depth;
    limits.valueEveryMove = true;
    const ai::SearchResult result = searcher.run(position, limits);
    MoveValues values = ai::moveValuesOf(result);
    if (values.values.empty() && !result.move.isNull())
        values.values.emplace_back(result.move, result.value);  // a forced move
    return values;
}

}  // namespace

std::optional<MoveValues> valueMoves(const Rules& rules, const Position& position, int depth,
                                     std::string& error) {
    if (position.over()) {
        error = "the game is over: no move to value";
        return std::nullopt;
    }
    if (position.toMove == Turn::Both) {
        error = "both players move at once: the engine values one player's moves";
        return std::nullopt;
    }
    if (depth < 1 || depth > kMaxClaimDepth) {
        error = "the depth must be 1 to " + std::to_string(kMaxClaimDepth);
        return std::nullopt;
    }
    if (auto known = cached(rules, position, depth)) return known;
    MoveValues values = search(rules, position, depth);
    remember(rules, position, depth, values);
    return values;
}

std::optional<std::string> claimFails(const Rules& rules, const Position& position,
                                      const Claim& claim) {
    auto move = rules.parseMove(claim.move);
    if (!move) return "'" + claim.move + "' is not a move";
    if (auto why = rules.whyIllegal(position, *move))
        return "move '" + claim.move + "' is illegal: " + *why;
    if (!claim.best) return lossFails(rules, position, *move, claim.seeds, claim.depth);
    std::string error;
    const auto values = valueMoves(rules, position, claim.depth, error);
    if (!values) return error;
    if (values->isBest(*move)) return std::nullopt;
    return "move " + claim.move + " is not among the best at depth " + std::to_string(claim.depth) +
           ": it is worth " + std::to_string(values->valueOf(*move).value_or(0)) + ", the best " +
           rules.moveText(values->values.front().first) + " " + std::to_string(values->best());
}

std::optional<std::string> lossFails(const Rules& rules, const Position& position, Move move,
                                     int seeds, int depth) {
    std::string error;
    const auto values = valueMoves(rules, position, depth, error);
    if (!values) return error;
    const auto lost = values->seedsLost(move);
    if (!lost) return "the engine did not value move " + rules.moveText(move);
    if (*lost >= seeds) return std::nullopt;
    return "move " + rules.moveText(move) + " loses " + std::to_string(*lost) + " against " +
           rules.moveText(values->values.front().first) + " at depth " + std::to_string(depth) +
           ", not " + std::to_string(seeds) + " or more";
}

}  // namespace cowrie::lessons
