#include "core/ai/move_values.h"

#include <algorithm>

namespace cowrie::ai {

std::optional<Score> MoveValues::valueOf(Move move) const {
    for (const auto& [m, value] : values)
        if (m == move) return value;
    return std::nullopt;
}

bool MoveValues::isBest(Move move) const {
    const auto value = valueOf(move);
    return value && *value == best();
}

std::optional<Score> MoveValues::seedsLost(Move move) const {
    const auto value = valueOf(move);
    if (!value) return std::nullopt;
    return best() - *value;
}

void MoveValues::sortBestFirst() {
    std::stable_sort(values.begin(), values.end(),
                     [](const auto& a, const auto& b) { return a.second > b.second; });
}

MoveValues moveValuesOf(const SearchResult& result) {
    MoveValues found;
    found.values = result.moveValues;
    found.exact = result.exact;
    found.seconds = result.seconds;
    found.sortBestFirst();
    return found;
}

}  // namespace cowrie::ai
