#pragma once
// ReviewWorker: the engine's review of a game (core/ai/review.h) off the GUI
// thread, in the shape of EngineWorker: the review runs on a thread of its
// own with an engine of its own; its progress and its result are posted back
// to the thread this object lives in, and only there are they checked
// against the review now wanted. A newer start(), or cancel(), makes every
// earlier post stale, and a stale post is never emitted. The GUI thread never
// waits for a search: cancel() stops the engine at once (one ticket for the
// whole review), so joining the review's thread takes milliseconds.

#include <QObject>

#include <atomic>
#include <memory>
#include <thread>
#include <vector>

#include "core/ai/limits.h"
#include "core/ai/review.h"
#include "core/match.h"

namespace cowrie::ai {
class Engine;
}

namespace cowrie::ui {

class ReviewWorker : public QObject {
    Q_OBJECT

  public:
    explicit ReviewWorker(QObject* parent = nullptr);
    ~ReviewWorker() override;  // cancels the review and joins its thread

    // Reviews every move of `match` (taken over), each position within
    // `limits`, and returns the review's id; a review running is dropped.
    quint64 start(cowrie::Match match, const cowrie::ai::SearchLimits& limits);
    // Drops the review running: neither progressed nor finished for it.
    void cancel();
    // The id of the review running, 0 when none.
    quint64 running() const { return running_; }

  signals:
    // `done` of the `total` moves of review `id` are reviewed.
    void progressed(quint64 id, int done, int total);
    // Review `id` is complete: one MoveReview a move of the game.
    void finished(quint64 id, const std::vector<cowrie::ai::MoveReview>& reviews);

  private:
    void stopThread();
    void deliverProgress(quint64 id, int done, int total);
    void deliverResult(quint64 id, const std::vector<cowrie::ai::MoveReview>& reviews);

    std::unique_ptr<cowrie::ai::Engine> engine_;
    std::thread thread_;
    // Set by cancel(): the review's progress callback then ends it, should
    // the review have taken the engine's ticket after the engine's cancel.
    std::atomic<bool> cancelled_{false};
    quint64 lastId_ = 0;
    quint64 running_ = 0;
};

}  // namespace cowrie::ui
