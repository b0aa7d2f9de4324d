#include "roundsummary.h"

#include <algorithm>
#include <vector>

#include "tracetext.h"

namespace cowrie::ui {

namespace {

// The seeds of every place while a trace is replayed event by event.
struct Counts {
    std::vector<int> seeds;

    explicit Counts(const Board& board) {
        for (int p = 0; p < board.places(); ++p) seeds.push_back(board.count(p));
    }
    void apply(const Event& e) {
        switch (e.type) {
            case EventType::Lift:
            case EventType::Relay:
                seeds[size_t(e.place)] -= e.count;
                break;
            case EventType::Drop:
                seeds[size_t(e.place)] += 1;
                break;
            case EventType::Capture:
            case EventType::Sweep:
            case EventType::Pasu:
                seeds[size_t(e.place)] -= e.count;
                seeds[size_t(e.to)] += e.count;
                break;
            case EventType::Refill:
                seeds[size_t(e.to)] -= 1;
                seeds[size_t(e.place)] += 1;
                break;
            default:
                break;
        }
    }
};

int outOfPlay(const Board& board, Side side) {
    int n = 0;
    for (int h = 1; h <= board.holes; ++h)
        if (!board.inPlay(board.hole(side, h))) ++n;
    return n;
}

}  // namespace

QVariantMap roundSummary(const Position& before, const Trace& trace, const Position& after) {
    const auto end = std::find_if(trace.begin(), trace.end(),
                                  [](const Event& e) { return e.type == EventType::RoundEnd; });
    if (end == trace.end()) return {};

    const Board& b = before.board;
    Counts counts(b);
    for (auto it = trace.begin(); it != end; ++it) counts.apply(*it);
    const int capturedSouth = counts.seeds[size_t(b.store(Side::South))];
    const int capturedNorth = counts.seeds[size_t(b.store(Side::North))];
    // The sweeps that follow the round's end, up to the first refill.
    auto it = end + 1;
    for (; it != trace.end() && it->type != EventType::Refill; ++it) counts.apply(*it);
    const int ownedSouth = counts.seeds[size_t(b.store(Side::South))];
    const int ownedNorth = counts.seeds[size_t(b.store(Side::North))];

    auto side = [&](Side s, int captured, int owned) {
        return QVariantMap{
            {"captured", captured},
            {"swept", owned - captured},
            {"owned", owned},
            {"roundWins", int(after.roundWins[size_t(sideIndex(s))])},
            {"outOfPlay", after.over() ? 0 : outOfPlay(after.board, s)},
        };
    };
    return {
        {"round", int(before.round)},
        {"winner", winnerText(end->winner)},
        {"reason", QString::fromUtf8(reasonText(end->reason))},
        {"gameOver", after.over()},
        {"south", side(Side::South, capturedSouth, ownedSouth)},
        {"north", side(Side::North, capturedNorth, ownedNorth)},
        {"nextToMove", turnText(after.toMove)},
    };
}

}  // namespace cowrie::ui
