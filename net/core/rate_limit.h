#pragma once
// The limits of one connection: a token bucket against floods (a message
// over it is answered `rate-limited`), and a count of its errors (more than
// `errorsPerMinute` in a minute and the server closes it as misbehaving).

#include <cstddef>
#include <deque>

#include "net/core/server_core.h"

namespace cowrie::net {

class RateLimit {
  public:
    explicit RateLimit(const ConnectionLimits& limits, Millis now);

    // Takes one message from the bucket; false when it is empty.
    bool admit(Millis now);
    // Gives back what admit took: for a move the game accepted, which no
    // flood can repeat (the next one waits for the opponent).
    void refund();
    // Counts one error; true when the connection has now had more than
    // errorsPerMinute errors within a minute.
    bool errorExceedsLimit(Millis now);

  private:
    ConnectionLimits limits_;
    double tokens_;
    Millis refilled_;
    std::deque<Millis> errors_;  // times of the errors of the last minute
};

}  // namespace cowrie::net
