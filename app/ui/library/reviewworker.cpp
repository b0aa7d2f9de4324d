#include "app/ui/library/reviewworker.h"

#include <QMetaObject>

#include <utility>

#include "core/ai/engine.h"

namespace cowrie::ui {

ReviewWorker::ReviewWorker(QObject* parent)
    : QObject(parent), engine_(std::make_unique<cowrie::ai::Engine>()) {}

ReviewWorker::~ReviewWorker() {
    stopThread();
}

quint64 ReviewWorker::start(cowrie::Match match, const cowrie::ai::SearchLimits& limits) {
    stopThread();
    cancelled_ = false;
    const quint64 id = ++lastId_;
    running_ = id;
    // The thread owns its match; what it finds crosses to our thread, where
    // it is judged. The thread is joined before this object goes.
    thread_ = std::thread([this, id, limits, match = std::move(match)] {
        if (cancelled_) return;
        const auto progress = [this, id](int done, int total) {
            QMetaObject::invokeMethod(
                this, [this, id, done, total] { deliverProgress(id, done, total); },
                Qt::QueuedConnection);
            return !cancelled_;
        };
        std::vector<cowrie::ai::MoveReview> reviews =
            cowrie::ai::reviewGame(match, limits, *engine_, progress);
        if (cancelled_ || int(reviews.size()) != match.moveCount()) return;
        QMetaObject::invokeMethod(
            this, [this, id, reviews = std::move(reviews)] { deliverResult(id, reviews); },
            Qt::QueuedConnection);
    });
    return id;
}

void ReviewWorker::cancel() {
    running_ = 0;
    cancelled_ = true;
    engine_->cancel();
}

void ReviewWorker::stopThread() {
    cancel();
    if (thread_.joinable()) thread_.join();
}

void ReviewWorker::deliverProgress(quint64 id, int done, int total) {
    if (id != running_) return;  // stale
    emit progressed(id, done, total);
}

void ReviewWorker::deliverResult(quint64 id, const std::vector<cowrie::ai::MoveReview>& reviews) {
    if (id != running_) return;  // stale
    running_ = 0;
    emit finished(id, reviews);
}

}  // namespace cowrie::ui
