#pragma once
// SearchClock: the one clock and stop check of a search. It counts nodes and,
// every kPollInterval nodes, asks whether the search must stop: at once when
// cancelled (the StopToken), and once the first iteration is complete
// (allowStop()) at the node limit or the deadline of the SearchLimits.

#include <chrono>
#include <cstdint>

#include "limits.h"
#include "stop_token.h"

namespace cowrie::ai {

class SearchClock {
  public:
    using Clock = std::chrono::steady_clock;

    SearchClock(StopToken stop, const SearchLimits& limits)
        : stop_(stop),
          start_(Clock::now()),
          deadline_(start_ + std::chrono::milliseconds(limits.timeMs)),
          nodeLimit_(limits.maxNodes),
          hasDeadline_(limits.timeMs > 0) {}

    // Counts a node; true once the search must stop.
    bool countNode() {
        ++nodes_;
        return poll();
    }
    bool stopped() const { return stopped_; }
    // The first iteration is complete: the limits may stop the search.
    void allowStop() { allowStop_ = true; }

    bool hasDeadline() const { return hasDeadline_; }
    // More than half of `limits.timeMs` spent: no new iteration is begun.
    bool pastHalfTime(const SearchLimits& limits) const {
        return hasDeadline_ &&
               std::chrono::duration<double, std::milli>(Clock::now() - start_).count() >
                   0.5 * limits.timeMs;
    }
    std::uint64_t nodes() const { return nodes_; }
    double seconds() const { return std::chrono::duration<double>(Clock::now() - start_).count(); }

  private:
    static constexpr std::uint64_t kPollInterval = 1024;

    bool poll() {
        if (stopped_) return true;
        if ((nodes_ & (kPollInterval - 1)) != 0) return false;
        if (stop_.requested()) {
            stopped_ = true;
        } else if (allowStop_) {
            if (nodeLimit_ != 0 && nodes_ >= nodeLimit_) stopped_ = true;
            if (hasDeadline_ && Clock::now() >= deadline_) stopped_ = true;
        }
        return stopped_;
    }

    StopToken stop_;
    Clock::time_point start_, deadline_;
    std::uint64_t nodes_ = 0;
    std::uint64_t nodeLimit_;
    bool hasDeadline_;
    bool stopped_ = false;
    bool allowStop_ = false;
};

}  // namespace cowrie::ai
