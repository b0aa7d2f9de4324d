#include "core/ai/kalah_endgame.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
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

int KalahEndgame::solveFrom(const KalahHoles& h, int seeds) {
    // Entries of the level being built may be written by another thread at
    // the same time (each computes the same value): atomic byte accesses.
    const std::uint64_t at = index(h, seeds);
    std::atomic_ref<std::int8_t> slot(values_[at]);
    if (const std::int8_t known = slot.load(std::memory_order_relaxed); known != kUnknown)
        return known;
    int mine = 0;
    for (int i = 0; i < n_; ++i) mine += h[i];
    int best;
    if (mine == 0 || mine == seeds) {
        // Never reached in play (the game ends first); the end rule's sweep.
        best = 2 * mine - seeds;
    } else {
        // Every move first, fetching the children's values from memory in
        // parallel; then their values. Fewer seeds: a finished level. The
        // same count: solved here first (no position repeats).
        struct Child {
            KalahHoles holes;  // seen from the player who moves next
            std::uint64_t index;
            int gain, sign;
        };
        std::array<Child, kKalahMaxHoles> children;
        int count = 0;
        best = -128;
        for (int hole = 0; hole < n_; ++hole) {
            if (h[hole] == 0) continue;
            Child& c = children[count];
            c.holes = h;
            const KalahStep step = sowKalah(c.holes, n_, emptyCapture_, hole);
            c.gain = step.gain;
            if (step.ended) {
                best = std::max(best, c.gain);
                continue;
            }
            c.sign = step.extraMove ? 1 : -1;
            if (!step.extraMove) c.holes = flippedKalah(c.holes, n_);
            c.index = index(c.holes, seeds - c.gain);
            prefetch(c.index);
            ++count;
        }
        for (int i = 0; i < count; ++i) {
            const Child& c = children[i];
            const int value = c.gain > 0 ? values_[c.index] : solveFrom(c.holes, seeds);
            best = std::max(best, c.gain + c.sign * value);
        }
    }
    slot.store(static_cast<std::int8_t>(best), std::memory_order_relaxed);
    return best;
}

void KalahEndgame::build() {
    values_.resize(positionCount(n_, maxSeeds_));
    std::memset(values_.data(), kUnknown, values_.size());
    const int threads = static_cast<int>(std::clamp(std::thread::hardware_concurrency(), 1u, 8u));
    for (int seeds = 0; seeds <= maxSeeds_; ++seeds) {
        // The level's positions in blocks dealt round the threads; the
        // levels below are complete (the threads joined).
        std::vector<std::thread> workers;
        for (int t = 1; t < threads; ++t)
            workers.emplace_back([this, seeds, t, threads] { buildLevel(seeds, t, threads); });
        buildLevel(seeds, 0, threads);
        for (std::thread& worker : workers) worker.join();
    }
    ready_ = true;
}

void KalahEndgame::buildLevel(int seeds, int part, int parts) {
    constexpr std::uint64_t kBlock = 4096;
    const int places = 2 * n_;
    // Every distribution of `seeds` over the places, in index order.
    KalahHoles h{};
    h[places - 1] = static_cast<std::uint8_t>(seeds);
    for (std::uint64_t number = 0;; ++number) {
        if ((number / kBlock) % static_cast<std::uint64_t>(parts) ==
            static_cast<std::uint64_t>(part))
            solveFrom(h, seeds);
        // Next in lexicographic order: raise the last hole (before the
        // final one) with seeds after it; those seeds, less one, go to
        // the final hole.
        int i = places - 2;
        int tail = h[places - 1];
        while (i >= 0 && tail == 0) {
            tail = h[i];
            h[i--] = 0;
        }
        if (i < 0) break;
        ++h[i];
        h[places - 1] = static_cast<std::uint8_t>(tail - 1);
    }
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
    // Up to Kalah(6,3) plain search takes seconds, less than building the
    // database the first time (about a minute).
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
        std::error_code error;
        std::filesystem::create_directories(folder, error);
        const std::string partial = path + ".part" + std::to_string(std::rand());
        if (database->save(partial))
            std::filesystem::rename(partial, path, error);
        else
            std::filesystem::remove(partial, error);
    }
    open[key] = database;
    return database;
}

}  // namespace cowrie::ai
