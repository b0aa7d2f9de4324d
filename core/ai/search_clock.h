#pragma once
// SearchClock: the one clock and stop check of a search. It counts nodes and,
// every kPollInterval nodes, asks whether the search must stop: at once when
// cancelled (the StopToken), and once the first iteration is complete
// (allowStop()) at the node limit or the deadline of the SearchLimits.

#include <chrono>
#include <cstdint>

#include "core/ai/limits.h"
#include "core/ai/stop_token.h"

namespace cowrie::ai {

class SearchClock {
    using Clock = std::chrono::steady_clock;

  public:
    SearchClock(StopToken stop, const SearchLimits& limits)
        : stop_(stop), nodeLimit_(limits.maxNodes), timeMs_(limits.timeMs) {}

    // Counts a node; true once the search must stop.
    bool countNode() {
        ++nodes_;
        if (stopped_) return true;
        if ((nodes_ & (kPollInterval - 1)) != 0) return false;
        if (stop_.requested()) {
            stopped_ = true;
        } else if (allowStop_) {
            if (nodeLimit_ != 0 && nodes_ >= nodeLimit_) stopped_ = true;
            if (hasDeadline() && Clock::now() >= start_ + std::chrono::milliseconds(timeMs_))
                stopped_ = true;
        }
        return stopped_;
    }
    bool stopped() const { return stopped_; }
    // The first iteration is complete: the limits may stop the search.
    void allowStop() { allowStop_ = true; }
    bool hasDeadline() const { return timeMs_ > 0; }
    // More than half the time spent: no new iteration is begun.
    bool pastHalfTime() const { return hasDeadline() && millisecondsSpent() > 0.5 * timeMs_; }
    // The nodes and time of the search, into `result`.
    void stamp(SearchResult& result) const {
        result.nodes = nodes_;
        result.seconds = millisecondsSpent() / 1000;
    }

  private:
    static constexpr std::uint64_t kPollInterval = 1024;

    double millisecondsSpent() const {
        return std::chrono::duration<double, std::milli>(Clock::now() - start_).count();
    }

    StopToken stop_;
    Clock::time_point start_ = Clock::now();
    std::uint64_t nodes_ = 0;
    std::uint64_t nodeLimit_;
    int timeMs_;
    bool stopped_ = false;
    bool allowStop_ = false;
};

}  // namespace cowrie::ai
