#include "core/ai/transposition.h"

#include <cassert>
#include <cstring>

#include "core/ai/kalah_search.h"

namespace cowrie::ai {

namespace {

std::uint64_t mix(std::uint64_t h, std::uint64_t word) {
    h = (h ^ word) * 0x9e3779b97f4a7c15ULL;
    return h ^ (h >> 29);
}

std::uint64_t loadWord(const std::uint8_t* bytes, std::size_t count) {
    std::uint64_t word = 0;
    std::memcpy(&word, bytes, count);
    return word;
}

}  // namespace

TranspositionTable::TranspositionTable(std::size_t megabytes) : megabytes_(megabytes) {
    std::size_t count = 1;
    const std::size_t wanted = megabytes * 1024 * 1024 / sizeof(TableEntry);
    while (count * 2 <= wanted) count *= 2;
    entries_.resize(count);
    mask_ = count - 1;
}

TranspositionTable::~TranspositionTable() = default;

KalahSearchTable& TranspositionTable::kalahTable() {
    if (!kalah_) kalah_ = std::make_unique<KalahSearchTable>(megabytes_);
    return *kalah_;
}

std::uint64_t TranspositionTable::keyOf(const Position& position) {
    const Board& b = position.board;
    static_assert(Board::kMaxPlaces == 20);
    std::uint64_t h = b.holes;
    h = mix(h, loadWord(b.seeds.data(), 8));
    h = mix(h, loadWord(b.seeds.data() + 8, 8));
    h = mix(h, loadWord(b.seeds.data() + 16, 4));
    h = mix(h, loadWord(b.markers.data(), 8));
    h = mix(h, loadWord(b.markers.data() + 8, 8));
    h = mix(h, loadWord(b.markers.data() + 16, 4));
    const std::uint64_t state =
        static_cast<std::uint64_t>(static_cast<std::uint8_t>(position.toMove)) |
        static_cast<std::uint64_t>(position.round) << 8 |
        static_cast<std::uint64_t>(position.roundWins[0]) << 24 |
        static_cast<std::uint64_t>(position.roundWins[1]) << 40 |
        static_cast<std::uint64_t>(static_cast<std::uint8_t>(position.direction)) << 56;
    return mix(h, state);
}

const TableEntry* TranspositionTable::probe(const Position& position, std::uint64_t key) const {
    const TableEntry& entry = entries_[key & mask_];
    if (entry.bound == Bound::None || !(entry.position == position)) return nullptr;
    return &entry;
}

void TranspositionTable::store(const Position& position, std::uint64_t key, Score score, int depth,
                               Bound bound, std::uint16_t move) {
    assert(score > -kInfinity && score < kInfinity);
    TableEntry& entry = entries_[key & mask_];
    const bool same = entry.bound != Bound::None && entry.position == position;
    if (entry.bound != Bound::None && entry.age == age_ && depth < entry.depth && !same) return;
    if (same && depth < entry.depth && entry.bound == Bound::Exact) return;
    if (same && move == 0) move = entry.move;
    entry.position = position;
    entry.score = static_cast<std::int16_t>(score);
    entry.depth = static_cast<std::uint8_t>(depth);
    entry.bound = bound;
    entry.move = move;
    entry.age = age_;
}

void TranspositionTable::clear() {
    std::fill(entries_.begin(), entries_.end(), TableEntry{});
    if (kalah_) kalah_->clear();
}

}  // namespace cowrie::ai
