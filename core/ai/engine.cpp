#include "core/ai/engine.h"

#include <utility>

#include "core/ai/search.h"

namespace cowrie::ai {

Engine::Engine(std::size_t tableMegabytes) : tableMegabytes_(tableMegabytes) {}

Engine::~Engine() {
    {
        std::lock_guard lock(queueMutex_);
        quit_ = true;
        queued_.reset();
        epoch_.fetch_add(1);
    }
    queueChanged_.notify_all();
    if (thread_.joinable()) thread_.join();
}

SearchResult Engine::think(const Rules& rules, const Position& position,
                           const SearchLimits& limits) {
    return think(rules, position, limits, ticket());
}

SearchResult Engine::think(const Rules& rules, const Position& position, const SearchLimits& limits,
                           std::uint64_t ticket) {
    std::lock_guard lock(searchMutex_);
    if (!table_) table_ = std::make_unique<TranspositionTable>(tableMegabytes_);
    Searcher searcher(rules, *table_, StopToken{&epoch_, ticket});
    return searcher.run(position, limits);
}

void Engine::go(std::shared_ptr<const Rules> rules, const Position& position,
                const SearchLimits& limits, Callback done, Table table) {
    queue(Job{std::move(rules), position, limits, std::move(done), {}, 0}, table);
}

void Engine::post(Task task, Table table) {
    queue(Job{nullptr, Position{}, SearchLimits{}, {}, std::move(task), 0}, table);
}

void Engine::queue(Job job, Table table) {
    {
        std::lock_guard lock(queueMutex_);
        // The ticket is taken after the bump: the running search stops, this
        // one runs until the next cancel().
        job.ticket = epoch_.fetch_add(1) + 1;
        queued_ = std::move(job);
        if (table == Table::ClearFirst) clearQueued_ = true;
        if (!thread_.joinable()) thread_ = std::thread([this] { serve(); });
    }
    queueChanged_.notify_all();
}

void Engine::cancel() {
    std::lock_guard lock(queueMutex_);
    queued_.reset();
    epoch_.fetch_add(1);
}

void Engine::clearTableLater() {
    {
        std::lock_guard lock(queueMutex_);
        clearQueued_ = true;
        if (!thread_.joinable()) thread_ = std::thread([this] { serve(); });
    }
    queueChanged_.notify_all();
}

void Engine::stop() {
    std::unique_lock lock(queueMutex_);
    queued_.reset();
    epoch_.fetch_add(1);
    waitIdle(lock);
}

void Engine::wait() {
    std::unique_lock lock(queueMutex_);
    waitIdle(lock);
}

void Engine::waitIdle(std::unique_lock<std::mutex>& lock) {
    // A callback that stops its own engine must not wait for itself.
    if (std::this_thread::get_id() == thread_.get_id()) return;
    queueChanged_.wait(lock, [this] { return !busy_ && !queued_ && !clearQueued_; });
}

void Engine::clearTable() {
    std::lock_guard lock(searchMutex_);
    if (table_) table_->clear();
}

void Engine::serve() {
    std::unique_lock lock(queueMutex_);
    for (;;) {
        queueChanged_.wait(lock, [this] { return quit_ || queued_ || clearQueued_; });
        if (quit_) return;
        busy_ = true;
        const bool clear = std::exchange(clearQueued_, false);
        std::optional<Job> job = std::exchange(queued_, std::nullopt);
        lock.unlock();
        if (clear) clearTable();
        if (job && job->task) {
            job->task(*this, job->ticket);
        } else if (job) {
            const SearchResult result = think(*job->rules, job->position, job->limits, job->ticket);
            if (job->done) job->done(result);
        }
        job.reset();  // the rules and the callback go on this thread, unlocked
        lock.lock();
        busy_ = false;
        queueChanged_.notify_all();
    }
}

}  // namespace cowrie::ai
