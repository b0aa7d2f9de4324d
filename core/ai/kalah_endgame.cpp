#include "core/ai/kalah_endgame.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <mutex>
#include <thread>
#include <tuple>

namespace cowrie::ai {

namespace {

constexpr std::int8_t kUnknown = -128;
constexpr char kMagic[8] = {'C', 'O', 'W', 'K', 'A', 'L', 'E', 'G'};
constexpr std::uint32_t kFormatVersion = 1;

struct FileHeader {
    char magic[8];
    std::uint32_t version;
    std::uint32_t holes;
    std::uint32_t emptyCapture;
    std::uint32_t maxSeeds;
    std::uint64_t count;
    std::uint64_t checksum;
};

// The distributions of `seeds` over `n` holes in index order: lexicographic,
// hole 0 first.
std::vector<KalahHalf> distributions(int n, int seeds) {
    std::vector<KalahHalf> all;
    KalahHalf h{};
    h[n - 1] = static_cast<std::uint8_t>(seeds);
    while (true) {
        all.push_back(h);
        int i = n - 2;
        int tail = h[n - 1];
        while (i >= 0 && tail == 0) {
            tail = h[i];
            h[i--] = 0;
        }
        if (i < 0) break;
        ++h[i];
        h[n - 1] = static_cast<std::uint8_t>(tail - 1);
    }
    return all;
}

// A move of one half, as far as the mover's holes alone decide it.
struct HalfMove {
    enum Kind : std::uint8_t {
        kNone,    // an empty hole
        kInside,  // the last seed in one of his holes: nothing stored, unless a capture
        kStore,   // the last seed in his store: a seed stored, and he moves again
        kAcross,  // past the store into the opponent's holes: a seed stored
        kOther,   // round the board, or the game ends: played out in full
    };
    Kind kind = kNone;
    std::uint8_t last = 0;   // kInside: the hole of the last seed; kAcross: the seeds sown across
    bool intoEmpty = false;  // kInside: that hole was empty (a capture where the rules take it)
    // kInside, kAcross: the mover's half after, as a column (columnOf);
    // kStore: its rowStart one level down.
    std::uint64_t part = 0;
    // kInside: the mover's half after a capture there, as a column.
    std::uint64_t captured = 0;
};

}  // namespace

KalahEndgame::KalahEndgame(int holes, bool emptyCapture, int maxSeeds)
    : n_(holes), emptyCapture_(emptyCapture), maxSeeds_(maxSeeds) {
    assert(holes >= 1 && holes <= kKalahMaxHoles);
    assert(maxSeeds >= 0 && maxSeeds <= kMaxSeeds);
    const int places = 2 * n_;
    chooseStride_ = maxSeeds_ + 1;
    choose_.assign((places + 1) * chooseStride_, 1);
    for (int r = 1; r <= places; ++r)
        for (int s = 1; s <= maxSeeds_; ++s)
            choose_[r * chooseStride_ + s] =
                choose_[(r - 1) * chooseStride_ + s] + choose_[r * chooseStride_ + s - 1];
    levelStart_.assign(maxSeeds_ + 2, 0);
    for (int s = 0; s <= maxSeeds_; ++s)
        levelStart_[s + 1] = levelStart_[s] + choose_[(places - 1) * chooseStride_ + s];
}

std::uint64_t KalahEndgame::positionCount(int holes, int maxSeeds) {
    // C(maxSeeds + 2*holes, 2*holes), computed exactly step by step.
    std::uint64_t count = 1;
    for (int i = 1; i <= 2 * holes; ++i) count = count * (maxSeeds + i) / i;
    return count;
}

std::uint64_t KalahEndgame::index(const KalahHoles& h, int seeds) const {
    // Positions of the same count that come first: for each hole, those with
    // fewer seeds there and the same seeds in the holes before it.
    std::uint64_t rank = levelStart_[seeds];
    int left = seeds;
    for (int i = 0, r = 2 * n_ - 1; r > 0; ++i, --r) {
        const std::uint64_t* row = choose_.data() + r * chooseStride_;
        rank += row[left] - row[left - h[i]];
        left -= h[i];
    }
    return rank;
}

std::uint64_t KalahEndgame::rowStart(const KalahHalf& mover, int seeds) const {
    // index() over the mover's holes alone.
    std::uint64_t rank = levelStart_[seeds];
    int left = seeds;
    for (int i = 0, r = 2 * n_ - 1; i < n_; ++i, --r) {
        const std::uint64_t* row = choose_.data() + r * chooseStride_;
        rank += row[left] - row[left - mover[i]];
        left -= mover[i];
    }
    return rank;
}

std::uint64_t KalahEndgame::columnOf(const KalahHalf& other) const {
    // index() over the opponent's holes alone.
    int left = 0;
    for (int i = 0; i < n_; ++i) left += other[i];
    std::uint64_t rank = 0;
    for (int i = 0, r = n_ - 1; r > 0; ++i, --r) {
        const std::uint64_t* row = choose_.data() + r * chooseStride_;
        rank += row[left] - row[left - other[i]];
        left -= other[i];
    }
    return rank;
}

// The halves of one seed count in one block of a level, with what the block
// needs to know of each, as the mover and as the opponent.
struct KalahEndgame::Rows {
    Rows(const KalahEndgame& database, int halfSeeds, int seeds);

    int halfSeeds;
    const std::vector<KalahHalf>& halves;
    std::vector<HalfMove> moves;        // holes() a half, as the mover's
    std::vector<std::uint64_t> start;   // rowStart() of each half in this level
    std::vector<std::uint64_t> across;  // holes() + 1 a half: rowStart() one level
                                        // down of the half with a seed more in each
                                        // of its first k holes
    std::vector<std::uint64_t> robbed;  // holes() a half: rowStart() after its hole
                                        // f is captured, at the level then
};

KalahEndgame::Rows::Rows(const KalahEndgame& database, int halfSeeds, int seeds)
    : halfSeeds(halfSeeds), halves(database.halves_[halfSeeds]) {
    const int n = database.n_;
    moves.resize(halves.size() * n);
    start.resize(halves.size());
    across.assign(halves.size() * (n + 1), 0);
    robbed.resize(halves.size() * n);
    for (std::size_t i = 0; i < halves.size(); ++i) {
        const KalahHalf& half = halves[i];
        assert(database.columnOf(half) == i);
        start[i] = database.rowStart(half, seeds);
        if (halfSeeds == 0 || halfSeeds == seeds) continue;  // swept at once, no moves
        // As the opponent: seeds sown across from the mover's store (only
        // while a level below holds them).
        KalahHalf more = half;
        for (int k = 1; k <= n && halfSeeds + k <= seeds - 1; ++k) {
            ++more[k - 1];
            across[i * (n + 1) + k] = database.rowStart(more, seeds - 1);
        }
        // As the opponent: a hole captured (with one seed of the mover's).
        for (int f = 0; f < n; ++f) {
            KalahHalf left = half;
            left[f] = 0;
            robbed[i * n + f] = database.rowStart(left, seeds - 1 - half[f]);
        }
        // As the mover.
        for (int hole = 0; hole < n; ++hole) {
            const int sown = half[hole];
            HalfMove& move = moves[i * n + hole];
            if (sown == 0) continue;
            KalahHalf after = half;
            after[hole] = 0;
            const int toStore = n - hole;  // seeds that reach the store, the last in it
            if (sown < toStore) {
                for (int k = hole + 1; k <= hole + sown; ++k) ++after[k];
                move.kind = HalfMove::kInside;
                move.last = static_cast<std::uint8_t>(hole + sown);
                move.intoEmpty = half[hole + sown] == 0;
                move.part = database.columnOf(after);
                after[hole + sown] = 0;
                move.captured = database.columnOf(after);
                // A capture of his last seed ends the game: played out in full.
                if (move.intoEmpty && halfSeeds == 1) move.kind = HalfMove::kOther;
                continue;
            }
            const int kept = halfSeeds - sown + toStore - 1;  // seeds still in the mover's holes
            if (sown > toStore + n || kept == 0) {
                move.kind = HalfMove::kOther;  // round the board, or the game ends
                continue;
            }
            for (int k = hole + 1; k < n; ++k) ++after[k];
            if (sown == toStore) {
                move.kind = HalfMove::kStore;
                move.part = database.rowStart(after, seeds - 1);
            } else {
                move.kind = HalfMove::kAcross;
                move.last = static_cast<std::uint8_t>(sown - toStore);
                move.part = database.columnOf(after);
            }
        }
    }
}

inline int KalahEndgame::moveValue(const Rows& row, std::size_t i, int hole, const Rows& column,
                                   std::size_t j, int seeds) const {
    // A child has fewer seeds (a finished level) or the same (solved
    // earlier in this block, see buildBlock).
    const auto known = [this](std::uint64_t index) {
        const int value = values_[index];
        assert(value != kUnknown);
        return value;
    };
    const HalfMove& move = row.moves[i * n_ + hole];
    switch (move.kind) {
        case HalfMove::kNone:
            return -128;
        case HalfMove::kInside: {
            const int facing = column.halves[j][n_ - 1 - move.last];
            if (!move.intoEmpty || !(emptyCapture_ || facing > 0))
                return -known(column.start[j] + move.part);
            // A capture: the last seed and those facing it are stored; when
            // they were all the opponent had, the mover's are swept too.
            if (facing == column.halfSeeds) return facing + row.halfSeeds;
            return facing + 1 - known(column.robbed[j * n_ + n_ - 1 - move.last] + move.captured);
        }
        case HalfMove::kStore:
            return 1 + known(move.part + j);
        case HalfMove::kAcross:
            return 1 - known(column.across[j * (n_ + 1) + move.last] + move.part);
        case HalfMove::kOther:
            break;
    }
    return playOut(row.halves[i], hole, column.halves[j], seeds);
}

int KalahEndgame::playOut(const KalahHalf& mover, int hole, const KalahHalf& other,
                          int seeds) const {
    KalahHoles h{};
    for (int k = 0; k < n_; ++k) h[k] = mover[k], h[n_ + k] = other[k];
    const KalahStep step = sowKalah(h, n_, emptyCapture_, hole);
    if (step.ended) return step.gain;
    if (!step.extraMove) h = flippedKalah(h, n_);
    const int value = values_[index(h, seeds - step.gain)];
    assert(value != kUnknown);
    return step.gain + (step.extraMove ? value : -value);
}

void KalahEndgame::solveRow(const Rows& row, std::size_t i, const Rows& column, std::size_t j0,
                            std::size_t j1, int seeds) {
    // One move at a time for the whole row: the same kind of move all
    // along, and loads that do not wait for each other.
    std::array<int, kTile> best;
    best.fill(-128);
    for (int hole = 0; hole < n_; ++hole) {
        if (row.moves[i * n_ + hole].kind == HalfMove::kNone) continue;
        for (std::size_t j = j0; j < j1; ++j)
            best[j - j0] = std::max(best[j - j0], moveValue(row, i, hole, column, j, seeds));
    }
    for (std::size_t j = j0; j < j1; ++j)
        values_[row.start[i] + j] = static_cast<std::int8_t>(best[j - j0]);
}

void KalahEndgame::solveColumn(const Rows& row, std::size_t i0, std::size_t i1, const Rows& column,
                               std::size_t j, int seeds) {
    // One move at a time too, as in solveRow.
    std::array<int, kTile> best;
    best.fill(-128);
    for (int hole = 0; hole < n_; ++hole)
        for (std::size_t i = i0; i < i1; ++i)
            best[i - i0] = std::max(best[i - i0], moveValue(row, i, hole, column, j, seeds));
    for (std::size_t i = i0; i < i1; ++i)
        values_[row.start[i] + j] = static_cast<std::int8_t>(best[i - i0]);
}

void KalahEndgame::buildBlock(int seeds, int moverSeeds) {
    const int otherSeeds = seeds - moverSeeds;
    const bool mirrored = moverSeeds == otherSeeds;
    const Rows xs(*this, moverSeeds, seeds);
    const Rows ys(*this, otherSeeds, seeds);
    if (moverSeeds == 0) {
        // Never reached in play (the game ends first); the end rule's sweep.
        for (std::size_t j = 0; j < ys.halves.size(); ++j) {
            values_[xs.start[0] + j] = static_cast<std::int8_t>(-seeds);
            values_[ys.start[j]] = static_cast<std::int8_t>(seeds);
        }
        return;
    }
    // Cell (i, j) holds two positions: P, mover xs[i] against ys[j], and Q,
    // mover ys[j] against xs[i]. A move that stores nothing sows the
    // mover's seeds towards his store, which makes his half come earlier
    // in lexicographic order: P's child is a Q of the same column and an
    // earlier row, Q's a P of the same row and an earlier column. So rows
    // in order, each P first then Q, meet every child before its parent;
    // and so do tiles (a square of cells) taken the same way, which keep
    // the children of nearby cells together in the caches. In a mirrored
    // block Q(i, j) is P(j, i): the cells below the diagonal are done.
    const std::size_t rows = xs.halves.size(), columns = ys.halves.size();
    for (std::size_t i0 = 0; i0 < rows; i0 += kTile) {
        const std::size_t i1 = std::min(i0 + kTile, rows);
        for (std::size_t j0 = mirrored ? i0 : 0; j0 < columns; j0 += kTile) {
            const std::size_t j1 = std::min(j0 + kTile, columns);
            for (std::size_t i = i0; i < i1; ++i) {
                const std::size_t from = mirrored ? std::max(i, j0) : j0;
                if (from >= j1) continue;
                solveRow(xs, i, ys, from, j1, seeds);
                const std::size_t past = mirrored && from == i ? from + 1 : from;
                if (past < j1) solveColumn(ys, past, j1, xs, i, seeds);
            }
        }
    }
}

void KalahEndgame::build() {
    values_.resize(positionCount(n_, maxSeeds_));
    std::memset(values_.data(), kUnknown, values_.size());
    halves_.assign(maxSeeds_ + 1, {});
    for (int seeds = 0; seeds <= maxSeeds_; ++seeds) halves_[seeds] = distributions(n_, seeds);
    const int threads = static_cast<int>(std::clamp(std::thread::hardware_concurrency(), 1u, 8u));
    for (int seeds = 0; seeds <= maxSeeds_; ++seeds) {
        // The level's blocks, largest first, taken by the threads as they
        // come free; the levels below are complete (the threads joined).
        std::vector<int> blocks;
        for (int m = 0; 2 * m <= seeds; ++m) blocks.push_back(m);
        const auto size = [&](int m) { return halves_[m].size() * halves_[seeds - m].size(); };
        std::stable_sort(blocks.begin(), blocks.end(),
                         [&](int a, int b) { return size(a) > size(b); });
        std::atomic<std::size_t> next{0};
        const auto work = [&] {
            for (std::size_t k; (k = next.fetch_add(1)) < blocks.size();)
                buildBlock(seeds, blocks[k]);
        };
        std::vector<std::thread> workers;
        for (int t = 1; t < threads; ++t) workers.emplace_back(work);
        work();
        for (std::thread& worker : workers) worker.join();
    }
    halves_.clear();
    ready_ = true;
}

std::uint64_t KalahEndgame::checksum() const {
    std::uint64_t sum = 0x9e3779b97f4a7c15ULL ^ values_.size();
    std::size_t i = 0;
    for (; i + 8 <= values_.size(); i += 8) {
        std::uint64_t word;
        std::memcpy(&word, values_.data() + i, 8);
        sum = (sum ^ word) * 0x100000001b3ULL;
        sum ^= sum >> 29;
    }
    for (; i < values_.size(); ++i) sum = (sum ^ std::uint8_t(values_[i])) * 0x100000001b3ULL;
    return sum;
}

bool KalahEndgame::save(const std::string& path) const {
    if (!ready_) return false;
    FileHeader header{};
    std::memcpy(header.magic, kMagic, sizeof kMagic);
    header.version = kFormatVersion;
    header.holes = static_cast<std::uint32_t>(n_);
    header.emptyCapture = emptyCapture_ ? 1 : 0;
    header.maxSeeds = static_cast<std::uint32_t>(maxSeeds_);
    header.count = values_.size();
    header.checksum = checksum();
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(&header), sizeof header);
    out.write(reinterpret_cast<const char*>(values_.data()),
              static_cast<std::streamsize>(values_.size()));
    return static_cast<bool>(out.flush());
}

bool KalahEndgame::load(const std::string& path) {
    ready_ = false;
    std::ifstream in(path, std::ios::binary);
    FileHeader header{};
    if (!in.read(reinterpret_cast<char*>(&header), sizeof header)) return false;
    const std::uint64_t count = positionCount(n_, maxSeeds_);
    if (std::memcmp(header.magic, kMagic, sizeof kMagic) != 0 || header.version != kFormatVersion ||
        header.holes != std::uint32_t(n_) || header.emptyCapture != (emptyCapture_ ? 1u : 0u) ||
        header.maxSeeds != std::uint32_t(maxSeeds_) || header.count != count)
        return false;
    values_.resize(count);
    if (!in.read(reinterpret_cast<char*>(values_.data()), static_cast<std::streamsize>(count)) ||
        in.peek() != std::ifstream::traits_type::eof() || checksum() != header.checksum) {
        values_.resize(0);
        return false;
    }
    ready_ = true;
    return true;
}

int defaultKalahEndgameSeeds(int holes, int seedsInPlay) {
    // Up to Kalah(6,3) plain search takes a fraction of a second, less than
    // building the database the first time (two seconds on two cores).
    if (holes < 6 || seedsInPlay <= 36) return 0;
    return seedsInPlay > 48 ? 24 : 20;
}

std::string kalahCacheFolder() {
    if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg)
        return std::string(xdg) + "/cowrie";
    if (const char* home = std::getenv("HOME"); home && *home)
        return std::string(home) + "/.cache/cowrie";
    return ".cowrie-cache";
}

namespace {

// The cache files being written, each on a thread of its own: the solver
// starts at once (writing 226 MB takes half a second) while the other core
// writes. The process waits for them as it ends (this static's destructor),
// so a file is always written whole before it is renamed into place.
class CacheWrites {
  public:
    ~CacheWrites() { finish(); }
    void start(std::function<void()> write) {
        std::lock_guard lock(mutex_);
        running_.emplace_back(std::move(write));
    }
    void finish() {
        std::vector<std::thread> running;
        {
            std::lock_guard lock(mutex_);
            running.swap(running_);
        }
        for (std::thread& thread : running) thread.join();
    }

  private:
    std::mutex mutex_;
    std::vector<std::thread> running_;
};

CacheWrites& cacheWrites() {
    static CacheWrites writes;
    return writes;
}

}  // namespace

void finishKalahCacheWrites() {
    cacheWrites().finish();
}

std::shared_ptr<const KalahEndgame> cachedKalahEndgame(int holes, bool emptyCapture, int maxSeeds,
                                                       bool* built) {
    // One database per parameters per process: the solver and the engine share it.
    static std::mutex mutex;
    static std::map<std::tuple<int, bool, int>, std::weak_ptr<const KalahEndgame>> open;
    std::lock_guard lock(mutex);
    if (built) *built = false;
    const auto key = std::make_tuple(holes, emptyCapture, maxSeeds);
    if (auto existing = open[key].lock()) return existing;

    auto database = std::make_shared<KalahEndgame>(holes, emptyCapture, maxSeeds);
    const std::string folder = kalahCacheFolder();
    const std::string path = folder + "/kalah-endgame-h" + std::to_string(holes) +
                             (emptyCapture ? "-ec" : "") + "-s" + std::to_string(maxSeeds) + ".bin";
    if (!database->load(path)) {
        database->build();
        if (built) *built = true;
        const std::string partial = path + ".part" + std::to_string(std::rand());
        cacheWrites().start([database, folder, partial, path] {
            std::error_code error;
            std::filesystem::create_directories(folder, error);
            if (database->save(partial))
                std::filesystem::rename(partial, path, error);
            else
                std::filesystem::remove(partial, error);
        });
    }
    open[key] = database;
    return database;
}

}  // namespace cowrie::ai
