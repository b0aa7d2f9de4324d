#include "engine.h"

#include "search.h"

namespace cowrie::ai {

Engine::Engine(std::size_t tableMegabytes) : table_(tableMegabytes) {}

Engine::~Engine() {
    stop();
}

SearchResult Engine::think(const Rules& rules, const Position& position,
                           const SearchLimits& limits) {
    return think(rules, position, limits, ticket());
}

SearchResult Engine::think(const Rules& rules, const Position& position, const SearchLimits& limits,
                           std::uint64_t ticket) {
    std::lock_guard lock(searchMutex_);
    Searcher searcher(rules, table_, StopToken{&epoch_, ticket});
    return searcher.run(position, limits);
}

void Engine::go(std::shared_ptr<const Rules> rules, const Position& position,
                const SearchLimits& limits, Callback done) {
    stop();
    std::lock_guard lock(threadMutex_);
    const std::uint64_t ticket = this->ticket();
    thread_ = std::thread(
        [this, rules = std::move(rules), position, limits, done = std::move(done), ticket] {
            const SearchResult result = think(*rules, position, limits, ticket);
            if (done) done(result);
        });
}

void Engine::stop() {
    epoch_.fetch_add(1);
    joinThread();
}

void Engine::wait() {
    joinThread();
}

void Engine::joinThread() {
    std::lock_guard lock(threadMutex_);
    if (thread_.joinable() && thread_.get_id() != std::this_thread::get_id()) thread_.join();
}

void Engine::clearTable() {
    std::lock_guard lock(searchMutex_);
    table_.clear();
}

}  // namespace cowrie::ai
