#pragma once
// EngineWorker: the one layer between the GUI thread and the AI engine. The
// search runs on the engine's own thread (Engine::go); its answer is posted
// back to the thread this object lives in, and only there is it checked
// against the question now waiting: a newer think(), or stop(), makes every
// earlier answer stale, and a stale answer is never emitted. So a receiver
// needs no bookkeeping of its own, and the GUI thread never waits for a
// search: stopping one, or clearing the table, happens on the engine's thread.
//
// One EngineWorker serves a whole game session (the computer's moves and the
// person's hints take turns on it): one engine, one table. The review of a
// game (core/ai/review.h: a search a position) runs the same way, on the
// engine's thread, as one question whose progress is posted back too.

#include <QObject>

#include <memory>
#include <vector>

#include "core/ai/limits.h"
#include "core/ai/review.h"
#include "core/match.h"
#include "core/position.h"
#include "core/rules.h"

namespace cowrie::ai {
class Engine;
}  // namespace cowrie::ai

namespace cowrie::ui {

class EngineWorker : public QObject {
    Q_OBJECT

  public:
    explicit EngineWorker(QObject* parent = nullptr);
    ~EngineWorker() override;

    // Why a question is asked. Advice never makes the computer stronger: a
    // question to play after one to advise starts from an empty table, so a
    // level plays as it was measured whether or not hints were asked.
    // Review: the review of a whole game (review()).
    enum class Purpose { Play, Advise, Review };

    // Starts thinking about `position` (a copy is taken) and returns the
    // question's id; any earlier question is dropped. level: 0 Novice ..
    // 4 Master. timeMs: 0 = the level's default (Master 1 s).
    quint64 think(std::shared_ptr<const cowrie::Rules> rules, const cowrie::Position& position,
                  int level, int timeMs, Purpose purpose = Purpose::Play);
    // Reviews every move of `match` on the engine's thread, each position
    // within `limits` (cowrie::ai::reviewLimits(): the same every time), and
    // returns the question's id; any earlier question is dropped. Progress
    // comes as reviewProgressed, the review as reviewFinished; stop() ends
    // the review at once.
    quint64 review(cowrie::Match match, const cowrie::ai::SearchLimits& limits);
    // Drops the question waiting: no moveFound (or review) for it.
    void stop();
    // Drops the question, and forgets what earlier searches learnt (the
    // engine's table), as at the start of a new game: a level then plays each
    // game as it was measured, from its own searches in that game alone.
    void forget();
    // The id of the question waiting for its answer, 0 when none.
    quint64 waiting() const { return waiting_; }
    // A question asked for `purpose` is waiting. The computer's thinking and
    // the hints' search are this, read for their own purpose.
    bool waitingFor(Purpose purpose) const { return waiting_ != 0 && purpose_ == purpose; }

  signals:
    // The answer to question `requestId`, the one waiting: Move::fromCode(
    // moveCode) is legal in the position asked about (for a simultaneous
    // choice, a pair holding both sides' best responses). `value` is for the
    // player to move, in seeds (South when both move at once).
    void moveFound(quint64 requestId, quint16 moveCode, double value, int depth, quint64 nodes);
    // `done` of the `total` moves of review `requestId`, the one waiting,
    // are reviewed.
    void reviewProgressed(quint64 requestId, int done, int total);
    // Review `requestId`, the one waiting, is complete: a MoveReview a move.
    void reviewFinished(quint64 requestId, const std::vector<cowrie::ai::MoveReview>& reviews);
    // waiting() changed: a question was asked, answered or dropped. Emitted
    // after the change, so a receiver reads the new state.
    void waitingChanged();

  private:
    void deliver(quint64 id, const cowrie::ai::SearchResult& result);
    void deliverProgress(quint64 id, int done, int total);
    void deliverReview(quint64 id, const std::vector<cowrie::ai::MoveReview>& reviews);
    void setWaiting(quint64 id, Purpose purpose = Purpose::Play);

    std::unique_ptr<cowrie::ai::Engine> engine_;
    quint64 lastId_ = 0;
    quint64 waiting_ = 0;
    Purpose purpose_ = Purpose::Play;  // what the question waiting was asked for
    bool advised_ = false;  // the table holds an advising (or reviewing) search's entries
};

}  // namespace cowrie::ui
