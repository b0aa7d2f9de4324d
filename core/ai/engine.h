#pragma once
// Engine: the one front of the AI (Stockfish's engine/thread split). It owns
// the transposition table and searches a copy of the position it is given,
// never the live game.
//
// - think(): a blocking search on the caller's thread (the CLI, tests, and
//   the Qt worker thread use it).
// - go(): the same search on the engine's own thread; the answer comes
//   through the callback, called on that thread.
// - stop(): from any thread; the running search returns within a few
//   milliseconds with the best move of its last finished iteration. A search
//   started with a ticket taken before stop() is stopped too, even if it had
//   not begun yet.
//
// One search at a time per Engine.

#include <functional>
#include <memory>
#include <mutex>
#include <thread>

#include "../rules.h"
#include "limits.h"
#include "transposition.h"

namespace cowrie::ai {

class Engine {
  public:
    using Callback = std::function<void(const SearchResult&)>;

    explicit Engine(std::size_t tableMegabytes = 32);
    ~Engine();  // stops any search and joins its thread
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    // The current stop epoch: a search given this ticket runs until the next stop().
    std::uint64_t ticket() const { return epoch_.load(); }

    SearchResult think(const Rules& rules, const Position& position, const SearchLimits& limits);
    SearchResult think(const Rules& rules, const Position& position, const SearchLimits& limits,
                       std::uint64_t ticket);

    // Non-blocking: stops any earlier search, then searches on the engine's
    // thread and calls `done` with the result there.
    void go(std::shared_ptr<const Rules> rules, const Position& position,
            const SearchLimits& limits, Callback done);
    // Stops the running search and waits for go()'s thread to finish
    // (its callback has then been called).
    void stop();
    // Waits for go()'s search to finish by its limits.
    void wait();

    void clearTable();

  private:
    void joinThread();

    std::atomic<std::uint64_t> epoch_{1};
    std::mutex searchMutex_;  // one search at a time uses the table
    TranspositionTable table_;
    std::thread thread_;
    std::mutex threadMutex_;
};

}  // namespace cowrie::ai
