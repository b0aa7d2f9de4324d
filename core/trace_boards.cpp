#include "core/trace_boards.h"

#include <cstdint>

namespace cowrie {

namespace {

void move(Board& board, int from, int to, int count) {
    board.seeds[from] = static_cast<std::uint8_t>(board.seeds[from] - count);
    board.seeds[to] = static_cast<std::uint8_t>(board.seeds[to] + count);
}

// A run of sweeps, or of refills, is shown as one step.
bool continuesRun(EventType type, const Event* next) {
    return next != nullptr && next->type == type &&
           (type == EventType::Sweep || type == EventType::Refill);
}

}  // namespace

std::vector<TraceBoard> boardsAlongTrace(const Board& before, const Trace& trace) {
    std::vector<TraceBoard> boards;
    boards.reserve(trace.size());
    TraceBoard now{before, {}, {-1, -1}};
    // After a round's end the refill, burn and mark events describe the new
    // round from scratch (trace.h): its first such event clears the marks.
    bool freshRound = false;
    auto startRound = [&] {
        if (!freshRound) return;
        freshRound = false;
        now.board.markers = {};
    };
    for (const Event& e : trace) {
        int& hand = now.hand[sideIndex(e.actor)];
        if (e.type == EventType::Lift || e.type == EventType::Relay || e.type == EventType::Drop ||
            e.type == EventType::Skip)
            now.handPlace[sideIndex(e.actor)] = e.place;
        switch (e.type) {
            case EventType::Lift:
            case EventType::Relay:
                now.board.seeds[e.place] =
                    static_cast<std::uint8_t>(now.board.seeds[e.place] - e.count);
                hand += e.count;
                break;
            case EventType::Drop:
                now.board.seeds[e.place] += 1;
                hand -= 1;
                break;
            case EventType::Capture:
            case EventType::Pasu:
            case EventType::Sweep:
                move(now.board, e.place, e.to, e.count);
                break;
            case EventType::Refill:
                startRound();
                move(now.board, e.to, e.place, 1);
                break;
            case EventType::Burn:
                // Olinda keliya's blind holes carry their marker as the count;
                // a burnt hole's count is 0.
                startRound();
                now.board.markers[e.place] |= e.count == Board::Blind ? Board::Blind : Board::Burnt;
                break;
            case EventType::Mark:
                startRound();
                now.board.markers[e.place] |= static_cast<std::uint8_t>(e.count);
                break;
            case EventType::RoundEnd:
                freshRound = true;
                break;
            case EventType::Skip:
            case EventType::ExtraMove:
            case EventType::Pass:
            case EventType::TurnEnd:
            case EventType::GameEnd:
                break;
        }
        boards.push_back(now);
    }
    return boards;
}

std::vector<int> traceSteps(const Trace& trace) {
    std::vector<int> ends;
    const int n = static_cast<int>(trace.size());
    for (int i = 0; i < n; ++i) {
        const EventType type = trace[i].type;
        const bool last = i == n - 1;
        const bool quiet = type == EventType::Drop || type == EventType::Skip;
        if (last || (!quiet && !continuesRun(type, &trace[i + 1]))) ends.push_back(i);
    }
    return ends;
}

}  // namespace cowrie
