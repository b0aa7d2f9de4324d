#include "core/ai/kalah_search.h"

#include <algorithm>
#include <array>
#include <vector>

#include "core/ai/evaluation.h"
#include "core/ai/pvs.h"
#include "core/ai/transposition.h"

namespace cowrie::ai {

KalahSearchTable::KalahSearchTable(std::size_t megabytes) {
    std::size_t count = 2;
    while (count * 2 * sizeof(Entry) <= megabytes * 1024 * 1024) count *= 2;
    entries_.resize(count);
    mask_ = count - 2;  // buckets of two entries
}

const KalahSearchTable::Entry* KalahSearchTable::probe(std::uint64_t low,
                                                       std::uint64_t high) const {
    const Entry* bucket = &entries_[slotOf(low, high)];
    for (int i = 0; i < 2; ++i)
        if (bucket[i].low == low && bucket[i].high == high) return &bucket[i];
    return nullptr;
}

void KalahSearchTable::store(std::uint64_t low, std::uint64_t high, int value, int depth, int bound,
                             int move) {
    Entry* bucket = &entries_[slotOf(low, high)];
    Entry* target = nullptr;
    for (int i = 0; i < 2; ++i)
        if (bucket[i].low == low && bucket[i].high == high) target = &bucket[i];
    if (target) {
        // Keep a deeper exact result of this position.
        if (depth < target->depth && target->bound == static_cast<int>(Bound::Exact)) return;
        if (move == 0) move = target->move;
    } else {
        // Replace an older entry first, then the shallower one.
        const auto keep = [&](const Entry& e) { return (e.age == age_ ? 256 : 0) + e.depth; };
        target = keep(bucket[0]) <= keep(bucket[1]) ? &bucket[0] : &bucket[1];
    }
    *target = Entry{low,
                    high,
                    static_cast<std::int16_t>(value),
                    static_cast<std::uint8_t>(depth),
                    static_cast<std::uint8_t>(bound),
                    static_cast<std::uint8_t>(move),
                    age_};
}

void KalahSearchTable::clear() {
    std::fill(entries_.data(), entries_.data() + entries_.size(), Entry{});
}

bool kalahFastPathApplies(const Rules& rules, const Position& position,
                          const SearchLimits& limits) {
    return rules.game().ai.kalahFastPath && isSingle(position.toMove) && limits.noise == 0 &&
           !limits.valueEveryMove && position.board.holes <= kKalahMaxHoles &&
           position.board.holes >= 1;
}

namespace {

// A node: the holes seen from the player to move, and the seeds in play.
struct KalahNode {
    KalahHoles holes;
    int left = 0;
};

// The board adapter of Pvs (pvs.h) for the fast path. A node's value is what
// the mover gains from now on.
class KalahBoard {
  public:
    using Node = KalahNode;
    struct Child {
        KalahNode node;  // seen from the player who moves next
        int gain = 0, hole = 0, order = 0;
        bool extra = false, ended = false;
    };
    struct Key {
        std::uint64_t low, high;
    };
    static constexpr int kMaxChildren = kKalahMaxHoles;
    static constexpr bool kBothMayMove = false;

    KalahBoard(int holes, bool emptyCapture, KalahSearchTable& table)
        : n_(holes), emptyCapture_(emptyCapture), table_(table) {}

    static const Node& node(const Child& child) { return child.node; }
    static Key key(const Node& node) {
        Key key;
        kalahKeyOf(node.holes, key.low, key.high);
        return key;
    }
    bool probe(const Node&, const Key& key, TableHit& hit) const {
        const auto* entry = table_.probe(key.low, key.high);
        if (entry == nullptr) return false;
        hit = {entry->value, entry->depth, static_cast<Bound>(entry->bound), entry->move};
        return true;
    }
    void store(const Node&, const Key& key, Score value, int depth, Bound bound,
               const Child* best) {
        table_.store(key.low, key.high, value, depth, static_cast<int>(bound),
                     best ? best->hole + 1 : 0);
    }
    static ScoreBounds bounds(const Node& node) { return {-node.left, node.left}; }
    // The children of `node`, best first; `tableMove` is a hole + 1 (0: none).
    int expand(const Node& node, int tableMove, Child* out) const {
        int count = 0;
        for (int hole = 0; hole < n_; ++hole) {
            if (node.holes[hole] == 0) continue;
            Child& c = out[count];
            c.node.holes = node.holes;
            const KalahStep step = sowKalah(c.node.holes, n_, emptyCapture_, hole);
            c.gain = step.gain;
            c.node.left = node.left - step.gain;
            c.hole = hole;
            c.extra = step.extraMove;
            c.ended = step.ended;
            if (!c.extra && !c.ended) c.node.holes = flippedKalah(c.node.holes, n_);
            if (!c.ended) {
                const Key k = key(c.node);
                table_.prefetch(k.low, k.high);
            }
            c.order = 10 * c.gain + (c.extra ? 1000 : 0) + (hole + 1 == tableMove ? 1'000'000 : 0);
            // Insertion, best first; equal orders keep the hole order.
            int j = count++;
            while (j > 0 && out[j - 1].order < c.order) --j;
            if (j != count - 1) {
                const Child moved = c;
                for (int k = count - 1; k > j; --k) out[k] = out[k - 1];
                out[j] = moved;
            }
        }
        return count;
    }
    static Score noMoveValue(const Node&) { return 0; }  // a Kalah node always has a move
    static bool ended(const Child& child, Score& value) {
        value = child.gain;
        return child.ended;
    }
    Score horizonValue(const Child& child) const {
        return child.gain + rowLead(child) / kRowSeedsPerStoreSeed;  // as ai::evaluate
    }
    static Score gain(const Child& child) { return child.gain; }
    static bool keepsTurn(const Child& child) { return child.extra; }
    static Move move(const Child& child) { return Move::hole(child.hole + 1); }

  private:
    // The mover's row seeds minus his opponent's, after `child`.
    int rowLead(const Child& child) const {
        // The child's holes are seen from the player who moves next: the
        // mover himself after an extra move, else his opponent.
        int first = 0, second = 0;
        for (int i = 0; i < n_; ++i)
            first += child.node.holes[i], second += child.node.holes[n_ + i];
        return child.extra ? first - second : second - first;
    }

    int n_;
    bool emptyCapture_;
    KalahSearchTable& table_;
};

}  // namespace

SearchResult searchKalah(const Rules& rules, KalahSearchTable& table, StopToken stop,
                         const Position& root, const SearchLimits& limits) {
    const Board& board = root.board;
    const int n = board.holes;
    if (n > kKalahMaxHoles) return {};
    const Side mover = sideOf(root.toMove);
    KalahNode node{};
    for (int i = 1; i <= n; ++i) {
        node.holes[i - 1] = board.seeds[board.hole(mover, i)];
        node.holes[n + i - 1] = board.seeds[board.hole(opponent(mover), i)];
        node.left += node.holes[i - 1] + node.holes[n + i - 1];
    }
    Pvs<KalahBoard> search(KalahBoard(n, rules.options().boolean("empty-capture"), table), stop,
                           limits);
    table.newSearch();
    SearchResult result = search.searchRoot(node, limits, /*fullWindow=*/false);
    if (result.depth > 0) result.value += storeLead(board, mover);  // the values are gains
    search.clock().stamp(result);
    return result;
}

}  // namespace cowrie::ai
