#include "app/ui/shared/engineworker.h"

#include <QMetaObject>

#include <algorithm>
#include <utility>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "core/ai/engine.h"
#include "core/ai/levels.h"

namespace cowrie::ui {

namespace {

// glibc raises its mmap threshold to the size of the largest mapped block
// freed (and its trim threshold to twice that): once the first engine's
// 32 MB table went, every later table came from the heap and up to 64 MB of
// freed memory stayed with the app. A fixed threshold keeps large blocks
// mapped, so they go back to the system when freed.
void keepLargeBlocksMapped() {
#if defined(__GLIBC__)
    static const bool once = [] { return mallopt(M_MMAP_THRESHOLD, 1 << 20) == 1; }();
    (void)once;
#endif
}

}  // namespace

EngineWorker::EngineWorker(QObject* parent) : QObject(parent) {
    keepLargeBlocksMapped();
    engine_ = std::make_unique<cowrie::ai::Engine>();
}

EngineWorker::~EngineWorker() {
    waiting_ = 0;
    engine_.reset();  // the search returns within milliseconds; its thread is joined
}

quint64 EngineWorker::think(std::shared_ptr<const cowrie::Rules> rules,
                            const cowrie::Position& position, int level, int timeMs,
                            Purpose purpose) {
    Q_ASSERT(rules != nullptr);
    const auto table = purpose == Purpose::Play && advised_ ? cowrie::ai::Engine::Table::ClearFirst
                                                            : cowrie::ai::Engine::Table::Keep;
    advised_ = purpose == Purpose::Advise;
    const quint64 id = ++lastId_;
    setWaiting(id, purpose);
    const auto chosen = static_cast<cowrie::ai::Level>(std::clamp(level, 0, 4));
    const cowrie::ai::SearchLimits limits = cowrie::ai::levelLimits(
        chosen, std::max(timeMs, 0), id * 0x9e3779b97f4a7c15ULL, rules.get());
    // Called on the engine's thread; the answer crosses to ours, where it is
    // judged. The engine's thread is joined before this object goes, and a
    // call posted to a destroyed object is dropped with it.
    engine_->go(
        std::move(rules), position, limits,
        [this, id](const cowrie::ai::SearchResult& result) {
            QMetaObject::invokeMethod(
                this, [this, id, result] { deliver(id, result); }, Qt::QueuedConnection);
        },
        table);
    return id;
}

quint64 EngineWorker::review(cowrie::Match match, const cowrie::ai::SearchLimits& limits) {
    const quint64 id = ++lastId_;
    setWaiting(id, Purpose::Review);
    advised_ = true;  // a game played next starts from an empty table
    auto game = std::make_shared<const cowrie::Match>(std::move(match));
    // Run on the engine's thread, in a search's place; what it finds crosses
    // to ours, where it is judged (as think()'s answer is).
    engine_->post([this, id, game, limits](cowrie::ai::Engine& engine, std::uint64_t ticket) {
        const auto progress = [this, id](int done, int total) {
            QMetaObject::invokeMethod(
                this, [this, id, done, total] { deliverProgress(id, done, total); },
                Qt::QueuedConnection);
            return true;  // a stop() ends the review through the engine's ticket
        };
        std::vector<cowrie::ai::MoveReview> reviews =
            cowrie::ai::reviewGame(*game, limits, engine, ticket, progress);
        if (int(reviews.size()) != game->moveCount()) return;  // stopped short
        QMetaObject::invokeMethod(
            this, [this, id, reviews = std::move(reviews)] { deliverReview(id, reviews); },
            Qt::QueuedConnection);
    });
    return id;
}

void EngineWorker::deliverProgress(quint64 id, int done, int total) {
    if (id != waiting_) return;  // stale
    emit reviewProgressed(id, done, total);
}

void EngineWorker::deliverReview(quint64 id, const std::vector<cowrie::ai::MoveReview>& reviews) {
    if (id != waiting_) return;  // stale
    waiting_ = 0;
    emit reviewFinished(id, reviews);
    if (waiting_ == 0) emit waitingChanged();
}

void EngineWorker::deliver(quint64 id, const cowrie::ai::SearchResult& result) {
    if (id != waiting_ || result.move.isNull()) return;  // stale, or nothing found
    waiting_ = 0;
    // The answer first: its receiver then sees the engine free in one step.
    emit moveFound(id, result.move.code(), result.value, result.depth, result.nodes);
    // A receiver that asked again at once has announced its new question.
    if (waiting_ == 0) emit waitingChanged();
}

void EngineWorker::stop() {
    engine_->cancel();
    setWaiting(0);
}

void EngineWorker::forget() {
    stop();
    engine_->clearTableLater();
    advised_ = false;
}

void EngineWorker::setWaiting(quint64 id, Purpose purpose) {
    if (waiting_ == id) return;
    waiting_ = id;
    purpose_ = purpose;
    emit waitingChanged();
}

}  // namespace cowrie::ui
