#pragma once
// Engine: the one front of the AI (Stockfish's engine/thread split). It owns
// the transposition table and searches a copy of the position it is given,
// never the live game.
//
// - think(): a blocking search on the caller's thread (the CLI, tests).
// - go(): the same search on the engine's own long-lived thread; the answer
//   comes through the callback, called on that thread. go() never waits for
//   an earlier search: it stops it and queues the new one behind it.
// - post(): a task of many searches (the review of a game) on that same
//   thread, in the queue as a search is: the task searches with think() and
//   the ticket it is given, and ends once ticket() differs from it.
// - cancel(): from any thread, without waiting: the running search returns
//   within a few milliseconds and a search queued but not begun is dropped
//   (its callback is never called).
// - stop(): cancel(), then wait until the engine's thread is idle.
//
// One search at a time per Engine; the table is only touched by the search
// running (or by a clear the caller asked for, in order with the searches).

#include <atomic>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

#include "core/ai/limits.h"
#include "core/ai/transposition.h"
#include "core/rules.h"

namespace cowrie::ai {

class Engine {
  public:
    using Callback = std::function<void(const SearchResult&)>;
    // Run on the engine's thread with the engine and the task's ticket.
    using Task = std::function<void(Engine&, std::uint64_t ticket)>;

    explicit Engine(std::size_t tableMegabytes = 32);
    ~Engine();  // cancels any search and joins the engine's thread
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    // The current stop epoch: a search given this ticket runs until the next
    // cancel() or stop().
    std::uint64_t ticket() const { return epoch_.load(); }

    SearchResult think(const Rules& rules, const Position& position, const SearchLimits& limits);
    SearchResult think(const Rules& rules, const Position& position, const SearchLimits& limits,
                       std::uint64_t ticket);

    // Whether go() forgets what earlier searches learnt before it searches.
    enum class Table { Keep, ClearFirst };

    // Non-blocking: stops any earlier search, then searches on the engine's
    // thread and calls `done` with the result there.
    void go(std::shared_ptr<const Rules> rules, const Position& position,
            const SearchLimits& limits, Callback done, Table table = Table::Keep);
    // Non-blocking: stops any earlier search or task, then runs `task` on the
    // engine's thread (after clearing the table with Table::ClearFirst).
    void post(Task task, Table table = Table::Keep);
    // Non-blocking: ends the running search soon and drops the one queued.
    void cancel();
    // Non-blocking: the table is cleared on the engine's thread before its
    // next search.
    void clearTableLater();
    // cancel(), then waits for the engine's thread to be idle (the running
    // search's callback has then returned).
    void stop();
    // Waits for go()'s search to finish by its limits.
    void wait();

    // Blocking: waits for any search using the table, then clears it.
    void clearTable();

  private:
    struct Job {
        std::shared_ptr<const Rules> rules;
        Position position;
        SearchLimits limits;
        Callback done;
        Task task;  // set instead of a search: run in the search's place
        std::uint64_t ticket = 0;
    };

    void serve();  // the engine's thread
    void waitIdle(std::unique_lock<std::mutex>& lock);
    void queue(Job job, Table table);

    std::atomic<std::uint64_t> epoch_{1};
    std::mutex searchMutex_;  // one search at a time uses the table
    // Made by the first search, on the thread that searches: filling 32 MB
    // takes tens of milliseconds, which the GUI thread must not spend.
    std::size_t tableMegabytes_;
    std::unique_ptr<TranspositionTable> table_;

    // The engine's thread and its queue (one job at most: a newer go()
    // replaces a job not yet begun).
    std::mutex queueMutex_;
    std::condition_variable queueChanged_;
    std::optional<Job> queued_;
    bool clearQueued_ = false;
    bool busy_ = false;
    bool quit_ = false;
    std::thread thread_;  // started by the first go()
};

}  // namespace cowrie::ai
