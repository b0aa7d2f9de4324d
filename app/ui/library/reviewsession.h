#pragma once
// ReviewSession: the engine's review of a finished game for the review page.
// It reads the game from its record text, has an EngineWorker review every
// move on the engine's thread (each position searched within the same node
// budget, core/ai/review.h's reviewLimits, or solved where the search
// reaches the end: the same game reads the same each time), publishes the
// progress, and
// when done: the moves with their classes (ReviewMoves), the value of every
// position for South (the graph), each player's totals, and a position to
// look at: the board there with the move played and the engine's best move,
// whose sowing is previewed; and the player's mistakes and blunders as
// puzzles to practise (core/puzzles/from_review.h).

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>

#include <memory>
#include <optional>
#include <vector>

#include "app/ui/board/boardsnapshot.h"
#include "app/ui/library/reviewmoves.h"
#include "core/ai/review.h"
#include "core/match.h"
#include "core/puzzles/puzzle.h"

namespace cowrie::ui {

class EngineWorker;

class ReviewSession : public QObject {
    Q_OBJECT
    QML_ELEMENT

  public:
    // Idle before start(); Running while the engine reviews; Done with the
    // review shown; Cancelled by cancel(); Failed when the record was
    // unreadable (`error` says why).
    enum State { Idle, Running, Done, Cancelled, Failed };
    Q_ENUM(State)

  private:
    Q_PROPERTY(State state READ state NOTIFY stateChanged)
    Q_PROPERTY(QString error READ error NOTIFY stateChanged)
    Q_PROPERTY(QString gameId READ gameId NOTIFY gameChanged)
    Q_PROPERTY(QString gameName READ gameName NOTIFY gameChanged)
    // Progress: `done` of the game's `total` moves are reviewed.
    Q_PROPERTY(int done READ done NOTIFY progressChanged)
    Q_PROPERTY(int total READ total NOTIFY gameChanged)
    // The positions the engine visits at most for each position of the game.
    Q_PROPERTY(double nodesPerPosition READ nodesPerPosition CONSTANT)

    Q_PROPERTY(cowrie::ui::ReviewMoves* moves READ moves CONSTANT)
    // The value for South of each position, from the start (0) to the end
    // (total): before each move with best play, and the final result.
    Q_PROPERTY(QVariantList values READ values NOTIFY reviewChanged)
    // The largest value worth drawing to scale (at least 4 seeds): a won
    // game of rounds (10000 and more) is drawn at the edge.
    Q_PROPERTY(int valueScale READ valueScale NOTIFY reviewChanged)
    // The class of the move played from each position ("best" ..
    // "blunder", "simultaneous"; "" for the end), to mark the graph's points.
    Q_PROPERTY(QStringList kinds READ kinds NOTIFY reviewChanged)
    // South's and North's totals: [{side, name, best, good, inaccuracy,
    // mistake, blunder, seedsLost}, {...}].
    Q_PROPERTY(QVariantList totals READ totals NOTIFY reviewChanged)

    // The position looked at: after `selected` moves (0 .. total), -1 none.
    Q_PROPERTY(int selected READ selected NOTIFY selectedChanged)
    // The board of the position looked at.
    Q_PROPERTY(cowrie::ui::BoardSnapshot* board READ board CONSTANT)
    // The move played there (its hole's place) and the engine's best move's
    // place and sowing (BoardModel::previewOf's map), -1 / invalid when none.
    Q_PROPERTY(int playedPlace READ playedPlace NOTIFY selectedChanged)
    Q_PROPERTY(int bestPlace READ bestPlace NOTIFY selectedChanged)
    Q_PROPERTY(QVariantMap bestPreview READ bestPreview NOTIFY selectedChanged)
    // The position looked at in words: the move played there, its class, the
    // best move, and whether the values are exact or a search's estimate.
    Q_PROPERTY(QString selectedText READ selectedText NOTIFY selectedChanged)
    // How many mistakes and blunders there are to practise: the moves of the
    // people who played (against the computer the person's side, between two
    // people both sides; none in a computer's demo). 0 until Done.
    Q_PROPERTY(int practiceCount READ practiceCount NOTIFY reviewChanged)

  public:
    explicit ReviewSession(QObject* parent = nullptr);
    ~ReviewSession() override;

    // Reviews the game of record text `recordText` (core/record.h); false,
    // with state Failed and `error` set, when it cannot be read.
    Q_INVOKABLE bool start(const QString& recordText);
    // Stops the review running: state Cancelled, nothing reviewed is kept.
    Q_INVOKABLE void cancel();
    // Looks at the position after `position` moves (clamped to the game).
    Q_INVOKABLE void select(int position);
    // Those mistakes and blunders as a puzzle file (docs/puzzle-format.md),
    // for the puzzle page to play in order; "" when there are none.
    Q_INVOKABLE QString practicePuzzles() const;

    State state() const { return state_; }
    QString error() const { return error_; }
    QString gameId() const;
    QString gameName() const;
    int done() const { return done_; }
    int total() const { return match_ ? match_->moveCount() : 0; }
    double nodesPerPosition() const;
    ReviewMoves* moves() const { return moves_; }
    QVariantList values() const { return values_; }
    int valueScale() const { return valueScale_; }
    QStringList kinds() const { return kinds_; }
    QVariantList totals() const { return totals_; }
    int selected() const { return selected_; }
    BoardSnapshot* board() const { return board_; }
    int playedPlace() const { return playedPlace_; }
    int bestPlace() const { return bestPlace_; }
    QVariantMap bestPreview() const { return bestPreview_; }
    QString selectedText() const { return selectedText_; }
    int practiceCount() const { return practiceCount_; }

    // The review itself (the C++ tests compare it with core's reviewGame).
    const std::vector<cowrie::ai::MoveReview>& reviews() const { return reviews_; }

  signals:
    void stateChanged();
    void gameChanged();
    void progressChanged();
    void reviewChanged();
    void selectedChanged();

  private:
    void setState(State state);
    void onProgressed(quint64 id, int done, int total);
    void onFinished(quint64 id, const std::vector<cowrie::ai::MoveReview>& reviews);
    void clearReview();
    QString describe(int position) const;
    cowrie::puzzles::PuzzleFile practice() const;

    EngineWorker* worker_;
    ReviewMoves* moves_;
    BoardSnapshot* board_;
    std::optional<cowrie::Match> match_;
    // The sides whose moves are practised (the record's people).
    std::vector<cowrie::Side> people_;
    std::vector<cowrie::ai::MoveReview> reviews_;
    quint64 reviewId_ = 0;
    State state_ = Idle;
    QString error_;
    int done_ = 0;
    QVariantList values_;
    int valueScale_ = 4;
    QStringList kinds_;
    QVariantList totals_;
    int selected_ = -1;
    int playedPlace_ = -1;
    int bestPlace_ = -1;
    QVariantMap bestPreview_;
    QString selectedText_;
    int practiceCount_ = 0;
};

}  // namespace cowrie::ui
