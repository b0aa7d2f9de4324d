#include "engineworker.h"

#include <algorithm>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "ai/engine.h"
#include "ai/levels.h"

namespace cowrie::ui {

EngineWorker::EngineWorker(QObject* parent)
    : QObject(parent), engine_(std::make_unique<cowrie::ai::Engine>()) {
    thread_.setObjectName(QStringLiteral("cowrie-engine"));
    runner_ = new QObject;
    runner_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, runner_, &QObject::deleteLater);
    thread_.start();
}

EngineWorker::~EngineWorker() {
    current_ = 0;
    engine_->stop();
    thread_.quit();
    thread_.wait();
    engine_.reset();
#if defined(__GLIBC__)
    // The engine's table and what its thread allocated go back to the system
    // now: glibc keeps a dead thread's arena, and after a few games the app
    // held twice its live memory (bench_app_session: 292 MB, 147 MB trimmed).
    malloc_trim(0);
#endif
}

void EngineWorker::think(std::shared_ptr<const cowrie::Rules> rules,
                         const cowrie::Position& position, int level, int timeMs,
                         quint64 requestId) {
    Q_ASSERT(rules != nullptr && requestId != 0);
    current_ = requestId;
    engine_->stop();  // the search now running (if any) returns at once
    const std::uint64_t ticket = engine_->ticket();
    const auto chosen = static_cast<cowrie::ai::Level>(std::clamp(level, 0, 4));
    const cowrie::ai::SearchLimits limits = cowrie::ai::levelLimits(
        chosen, std::max(timeMs, 0), requestId * 0x9e3779b97f4a7c15ULL, rules.get());
    QMetaObject::invokeMethod(
        runner_,
        [this, rules = std::move(rules), position, limits, ticket, requestId] {
            if (current_ != requestId) return;  // superseded before it began
            const auto result = engine_->think(*rules, position, limits, ticket);
            if (current_ != requestId || result.move.isNull()) return;
            emit moveFound(requestId, result.move.code(), result.value, result.depth, result.nodes);
        },
        Qt::QueuedConnection);
}

void EngineWorker::stop() {
    current_ = 0;
    engine_->stop();
}

void EngineWorker::forget() {
    stop();
    // On the worker thread, in order: after the stopped search, before the next.
    QMetaObject::invokeMethod(
        runner_, [this] { engine_->clearTable(); }, Qt::QueuedConnection);
}

}  // namespace cowrie::ui
