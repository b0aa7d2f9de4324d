#pragma once
// StopToken: the cancellation a search polls. It stops once *epoch differs
// from ticket (the Engine bumps its epoch on stop()).

#include <atomic>
#include <cstdint>

namespace cowrie::ai {

struct StopToken {
    const std::atomic<std::uint64_t>* epoch = nullptr;
    std::uint64_t ticket = 0;
    bool requested() const {
        return epoch != nullptr && epoch->load(std::memory_order_relaxed) != ticket;
    }
};

}  // namespace cowrie::ai
