#include "core/ai/search.h"

#include <algorithm>
#include <limits>
#include <utility>
#include <vector>

#include "core/ai/generic_board.h"
#include "core/ai/kalah_search.h"
#include "core/split_mix.h"

namespace cowrie::ai {

namespace {

using Search = Pvs<GenericBoard>;
using RootMove = Search::RootMove;

// The root noise of the weaker levels: a hash of the seed and the move.
int noiseFor(const SearchLimits& limits, Move move) {
    if (limits.noise <= 0) return 0;
    const std::uint64_t r = SplitMix64::mix(limits.noiseSeed ^ (std::uint64_t{move.code()} << 32));
    return static_cast<int>(r % static_cast<std::uint64_t>(2 * limits.noise + 1)) - limits.noise;
}

// A depth no line reaches in a solved position (the searches that set traps).
constexpr int kToTheEnd = kMaxPly - 3;

// A root where both players choose at once: iterative deepening of the matrix game.
SearchResult simultaneousRoot(Search& search, const Position& root, const SearchLimits& limits) {
    MoveList moves;
    search.board().rules().legalMoves(root, moves);
    if (moves.empty()) return {};
    SearchResult first;
    first.move = moves[0];
    return search.deepen(first, limits, /*oneMove=*/false, [&](int depth) {
        Move best;
        const Score value = search.board().simultaneous(search, root, depth, 0, &best);
        return std::pair{best, value};
    });
}

// How many of the opponent's replies to `child` (reached by `mover`'s move,
// worth `value` to him) hold him to that value; -1 when the opponent does not
// move next or the search ran out of time.
int repliesHolding(Search& search, const Position& child, Side mover, Score value) {
    if (child.over() || child.toMove != turnOf(opponent(mover))) return -1;
    const int count = search.board().expand(child, 0, search.frame(1));
    int holding = 0;
    for (int i = 0; i < count; ++i) {
        // Frame 1 stays intact: deeper plies use frames 2 and beyond.
        const auto& reply = search.frame(1)[i];
        const Score theirs = search.childValue(reply, kToTheEnd, -value - 1, -value, 2);
        if (search.clock().stopped()) return -1;
        if (theirs >= -value) ++holding;
    }
    return holding;
}

// In a solved position: among the root moves worth the best value, the one
// that leaves the opponent the fewest replies keeping that value.
Move trickiestBest(Search& search, const std::vector<RootMove>& rootMoves, Side mover) {
    // rootMoves is sorted; the first is exact, the others are upper bounds
    // (a null-window search failed low), so a tie shows as an equal score and
    // is confirmed by a search just around the best value. Solved positions
    // are small or in the table, and the deadline still holds: out of time,
    // the first best move stands.
    const Score best = rootMoves.front().score;
    Move chosen = rootMoves.front().child.move;
    int fewest = repliesHolding(search, rootMoves.front().child.position, mover, best);
    if (search.clock().stopped()) return chosen;
    if (fewest < 0) fewest = std::numeric_limits<int>::max();  // not measurable: any other
    for (std::size_t i = 1; i < rootMoves.size() && fewest > 1; ++i) {
        const auto& child = rootMoves[i].child;
        if (rootMoves[i].score != best) break;
        const Score value = search.childValue(child, kToTheEnd, best - 1, best + 1, 1);
        if (search.clock().stopped()) break;
        if (value < best) continue;
        const int holding = repliesHolding(search, child.position, mover, best);
        if (search.clock().stopped()) break;
        if (holding >= 0 && holding < fewest) fewest = holding, chosen = child.move;
    }
    return chosen;
}

SearchResult searchRoot(Search& search, const Position& root, const SearchLimits& limits) {
    if (root.over()) return {};
    if (root.toMove == Turn::Both) return simultaneousRoot(search, root, limits);
    const bool fullWindow = limits.noise > 0 || limits.valueEveryMove;
    SearchResult result = search.searchRoot(root, limits, fullWindow);
    const std::vector<RootMove>& rootMoves = search.rootMoves();
    if (limits.setTraps && result.exact && !fullWindow && !search.clock().stopped())
        result.move = trickiestBest(search, rootMoves, sideOf(root.toMove));

    if (limits.noise > 0 && result.depth > 0) {
        // Natural mistakes: choose by value plus noise; the value reported is the true one.
        const RootMove* chosen = &rootMoves.front();
        int bestNoisy = -kInfinity * 2;
        for (const RootMove& rm : rootMoves) {
            const int noisy = rm.score + noiseFor(limits, rm.child.move);
            if (noisy > bestNoisy) bestNoisy = noisy, chosen = &rm;
        }
        result.move = chosen->child.move;
        result.value = chosen->score;
        result.exact = result.exact && chosen == &rootMoves.front();
    }
    if (limits.valueEveryMove && result.depth > 0)
        for (const RootMove& rm : rootMoves)
            result.moveValues.emplace_back(rm.child.move, rm.score);
    return result;
}

}  // namespace

Searcher::Searcher(const Rules& rules, TranspositionTable& table, StopToken stop,
                   bool kalahFastPath)
    : rules_(rules), table_(table), stop_(stop), kalahFastPath_(kalahFastPath) {}

SearchResult Searcher::run(const Position& root, const SearchLimits& limits) {
    if (kalahFastPath_ && !root.over() && kalahFastPathApplies(rules_, root, limits))
        return searchKalah(rules_, table_.kalahTable(), stop_, root, limits);
    Search search(GenericBoard(rules_, table_, traitsOf(rules_, root)), stop_, limits);
    table_.newSearch();
    SearchResult result = searchRoot(search, root, limits);
    search.clock().stamp(result);
    return result;
}

}  // namespace cowrie::ai
