#pragma once
// EngineWorker: the Qt adapter of the AI engine. The search runs on a worker
// QThread owned by this object; the answer comes back by a queued signal, so
// the GUI thread never blocks and animations go on while the computer
// thinks. The engine works on a copy of the position, never the live game.
//
// A newer think() supersedes an older one: the older is stopped, and its
// answer is dropped when the worker sees the newer request before emitting;
// the check and the emit are not one step, so a superseded answer can still
// arrive (rarely: 16 of 936 in a stress test). Every answer carries its
// request id, and a receiver must ignore ids it no longer waits for (the
// ComputerPlayer does). stop() cancels in the same sense; destruction stops
// any search at once and joins the thread.

#include <QObject>
#include <QThread>

#include <atomic>
#include <memory>

#include "position.h"
#include "rules.h"

namespace cowrie::ai {
class Engine;
}

namespace cowrie::ui {

class EngineWorker : public QObject {
    Q_OBJECT

  public:
    explicit EngineWorker(QObject* parent = nullptr);
    ~EngineWorker() override;

    // Starts thinking about `position` (a copy is taken); a newer request
    // supersedes an older one. level: 0 Novice .. 4 Master. timeMs: 0 = the
    // level's default (Master 1 s).
    void think(std::shared_ptr<const cowrie::Rules> rules, const cowrie::Position& position,
               int level, int timeMs, quint64 requestId);
    // Cancels the current request: no moveFound for it.
    void stop();
    // Cancels, and forgets what earlier searches learnt (the engine's
    // table), as at the start of a new game: a level then plays each game
    // as it was measured, from its own searches in that game alone.
    void forget();

  signals:
    // The answer to request `requestId`: Move::fromCode(moveCode) is legal in
    // the position asked about (for a simultaneous choice, a pair holding
    // both sides' best responses). `value` is for the player to move, in
    // seeds (South when both move at once).
    void moveFound(quint64 requestId, quint16 moveCode, double value, int depth, quint64 nodes);

  private:
    std::unique_ptr<cowrie::ai::Engine> engine_;
    QThread thread_;
    QObject* runner_ = nullptr;        // lives in thread_; runs the searches
    std::atomic<quint64> current_{0};  // the request to answer, 0 for none
};

}  // namespace cowrie::ui
