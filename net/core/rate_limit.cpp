#include "net/core/rate_limit.h"

#include <algorithm>

namespace cowrie::net {

RateLimit::RateLimit(const ConnectionLimits& limits, Millis now)
    : limits_(limits), tokens_(limits.burst), refilled_(now) {}

bool RateLimit::admit(Millis now) {
    // A clock that goes back (a test, a changed system time) refills nothing.
    if (now > refilled_) {
        tokens_ = std::min(limits_.burst, tokens_ + static_cast<double>(now - refilled_) *
                                                        limits_.perSecond / 1000.0);
        refilled_ = now;
    }
    if (tokens_ < 1) return false;
    tokens_ -= 1;
    return true;
}

void RateLimit::refund() {
    tokens_ = std::min(limits_.burst, tokens_ + 1);
}

bool RateLimit::errorExceedsLimit(Millis now) {
    constexpr Millis minute = 60'000;
    while (!errors_.empty() && errors_.front() <= now - minute) errors_.pop_front();
    errors_.push_back(now);
    return errors_.size() > limits_.errorsPerMinute;
}

}  // namespace cowrie::net
