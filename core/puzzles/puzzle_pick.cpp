#include "core/puzzles/puzzle_pick.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <unordered_set>

#include "core/split_mix.h"

namespace cowrie::puzzles {

namespace {

// How many of the puzzles nearest the rating the pick chooses among, and
// how far from it a puzzle may still be one of them when there are more.
constexpr std::size_t kNearestCount = 6;
constexpr double kNearWindow = 100.0;

// FNV-1a: a stable hash of the game's id, so each game has its own order of
// daily puzzles on every platform (std::hash promises no such thing).
std::uint64_t stableHash(std::string_view text) {
    std::uint64_t h = 0xcbf29ce484222325ULL;
    for (unsigned char c : text) {
        h ^= c;
        h *= 0x100000001b3ULL;
    }
    return h;
}

std::int64_t floorDiv(std::int64_t a, std::int64_t b) {
    return a / b - ((a % b != 0) && ((a < 0) != (b < 0)) ? 1 : 0);
}

// The file's indices ordered by id: the daily order does not depend on where
// a puzzle stands in the file.
std::vector<std::size_t> byId(const PuzzleFile& file) {
    std::vector<std::size_t> order(file.puzzles.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return file.puzzles[a].id < file.puzzles[b].id;
    });
    return order;
}

// The order of cycle `cycle` of the daily puzzles: every puzzle once, shuffled
// (Fisher-Yates) by the game and the cycle.
std::vector<std::size_t> cycleOrder(std::vector<std::size_t> order, std::uint64_t gameHash,
                                    std::int64_t cycle) {
    SplitMix64 random(gameHash ^ SplitMix64::mix(static_cast<std::uint64_t>(cycle)));
    for (std::size_t i = order.size(); i > 1; --i) std::swap(order[i - 1], order[random.below(i)]);
    return order;
}

}  // namespace

std::optional<std::size_t> pickPuzzle(const PuzzleFile& file, double rating,
                                      const std::vector<std::string>& solvedIds,
                                      std::uint64_t seed) {
    if (file.puzzles.empty()) return std::nullopt;
    const std::unordered_set<std::string> solved(solvedIds.begin(), solvedIds.end());
    std::vector<std::size_t> candidates;
    for (std::size_t i = 0; i < file.puzzles.size(); ++i)
        if (!solved.contains(file.puzzles[i].id)) candidates.push_back(i);
    if (candidates.empty()) {  // every puzzle solved: a repeat rather than nothing
        candidates.resize(file.puzzles.size());
        for (std::size_t i = 0; i < candidates.size(); ++i) candidates[i] = i;
    }
    const auto distance = [&](std::size_t i) {
        return std::abs(double(file.puzzles[i].rating) - rating);
    };
    std::stable_sort(candidates.begin(), candidates.end(), [&](std::size_t a, std::size_t b) {
        const double da = distance(a), db = distance(b);
        if (da != db) return da < db;
        return file.puzzles[a].id < file.puzzles[b].id;
    });
    // The few nearest, and any more as near as the window allows.
    std::size_t count = std::min(kNearestCount, candidates.size());
    while (count < candidates.size() && distance(candidates[count]) <= kNearWindow) ++count;
    SplitMix64 random(seed);
    return candidates[random.below(count)];
}

std::optional<std::size_t> dailyPuzzle(const PuzzleFile& file, int year, int month, int day) {
    using namespace std::chrono;
    const year_month_day date{std::chrono::year{year}, std::chrono::month{unsigned(month)},
                              std::chrono::day{unsigned(day)}};
    if (file.puzzles.empty() || month < 1 || day < 1 || !date.ok()) return std::nullopt;
    const std::int64_t dayNumber = sys_days(date).time_since_epoch().count();
    const std::vector<std::size_t> sorted = byId(file);
    const auto n = static_cast<std::int64_t>(sorted.size());
    if (n <= 2) return sorted[static_cast<std::size_t>(dayNumber - floorDiv(dayNumber, n) * n)];
    // Each cycle of n days shows every puzzle once, in an order of its own;
    // the first day of a cycle must not repeat the last day of the one before.
    const std::uint64_t gameHash = stableHash(file.game);
    const std::int64_t cycle = floorDiv(dayNumber, n);
    std::vector<std::size_t> order = cycleOrder(sorted, gameHash, cycle);
    if (order.front() == cycleOrder(sorted, gameHash, cycle - 1).back())
        std::swap(order[0], order[1]);
    return order[static_cast<std::size_t>(dayNumber - cycle * n)];
}

}  // namespace cowrie::puzzles
