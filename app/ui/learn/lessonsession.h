#pragma once
// LessonSession: one game's lessons (docs/lesson-format.md) played step by
// step on a board. The rules core reads the lesson, judges the learner's
// move against the step's goals and says where a move's last seed lands; the
// session only sequences the steps, feeds the board the QML Board draws
// (its BoardFeed, as a game's) and remembers finished lessons (QSettings,
// "lessons/<id>"). A play step whose goal is the engine's best move has the
// engine value the step's moves on a thread of its own while the learner
// thinks; the verdict waits for that search (a few milliseconds at most
// after the move's animation).

#include <QtQml/qqmlregistration.h>
#include <QFutureWatcher>
#include <QObject>
#include <QStringList>
#include <QVariantList>

#include <deque>
#include <functional>
#include <memory>
#include <optional>

#include "app/ui/board/boardfeed.h"
#include "app/ui/board/boardmodel.h"
#include "app/ui/learn/lessonstep.h"
#include "core/lesson.h"

namespace cowrie::ui {

class LessonSession : public QObject {
    Q_OBJECT
    QML_ELEMENT

  public:
    // Where the learner is within a step.
    enum class Phase {
        Idle,           // no lesson open
        Reading,        // a read step, or a step done: Next goes on
        Watching,       // moves are being shown (a read step's `show`, replies)
        AwaitingMove,   // a play step waits for the learner's move
        AwaitingPlace,  // a predict step waits for a click on a place
        Judging,        // the learner's move is animated before the verdict
        Wrong,          // a wrong move was explained: Try again
    };
    Q_ENUM(Phase)

  private:
    Q_PROPERTY(QString gameId READ gameId NOTIFY gameChanged)
    Q_PROPERTY(QVariantList lessons READ lessons NOTIFY progressChanged)
    Q_PROPERTY(QString loadError READ loadError NOTIFY gameChanged)
    Q_PROPERTY(int lessonIndex READ lessonIndex NOTIFY stepChanged)
    Q_PROPERTY(QString lessonTitle READ lessonTitle NOTIFY wordingChanged)
    Q_PROPERTY(bool lastLesson READ lastLesson NOTIFY stepChanged)
    // The step the learner is on: its place in the lesson, kind, text,
    // highlights and arrows.
    Q_PROPERTY(cowrie::ui::LessonStep* step READ step CONSTANT)
    Q_PROPERTY(Phase phase READ phase NOTIFY phaseChanged)
    // What the lesson says about the learner's last answer, and its tone:
    // "right", "wrong" or "" (plain information). Made on reading, in the
    // language in use.
    Q_PROPERTY(QString feedback READ feedback NOTIFY wordingChanged)
    Q_PROPERTY(QString feedbackTone READ feedbackTone NOTIFY phaseChanged)
    Q_PROPERTY(bool canShowMe READ canShowMe NOTIFY phaseChanged)
    // The step's moves can be shown (again) on the board: watch().
    Q_PROPERTY(bool canWatch READ canWatch NOTIFY phaseChanged)
    Q_PROPERTY(bool canGoOn READ canGoOn NOTIFY phaseChanged)
    Q_PROPERTY(bool lessonDone READ lessonDone NOTIFY phaseChanged)
    // The learner's move must also choose a direction (R / L).
    Q_PROPERTY(bool needsDirection READ needsDirection NOTIFY phaseChanged)

    // What the board shows: the lesson's position and the move being shown.
    Q_PROPERTY(cowrie::ui::BoardFeed* feed READ feed CONSTANT)
    Q_PROPERTY(int holes READ holes NOTIFY gameChanged)

  public:
    // Feedback, made anew on every reading so that it follows a switch of
    // language; it holds copies of what it tells, never the session.
    using Words = std::function<QString()>;

    explicit LessonSession(QObject* parent = nullptr);
    ~LessonSession() override;

    // Loads the lessons of `gameId` from the app's resources (or `path` when
    // given: tests). False, with loadError, when the file is missing or bad.
    Q_INVOKABLE bool load(const QString& gameId, const QString& path = QString());
    // Opens lesson `index` at its first step.
    Q_INVOKABLE bool begin(int index);
    // The index of the lesson with this id, or of the first lesson that
    // teaches docs/rules section `section`; -1 when none.
    Q_INVOKABLE int indexOf(const QString& idOrSection) const;

    // The learner clicks board place `place`: a move in a play step, an
    // answer in a predict step. `direction` is "R" or "L" where needed.
    Q_INVOKABLE bool choosePlace(int place, const QString& direction = QString());
    // Plays the step's solution, narrated.
    Q_INVOKABLE void showMe();
    // Takes a wrong move back.
    Q_INVOKABLE void tryAgain();
    // Shows the step's moves from the step's start: those a read step shows
    // (on the learner's word, not at once), or again those played in it.
    Q_INVOKABLE void watch();
    // The next step (or, after the last, marks the lesson done).
    Q_INVOKABLE void next();
    // Back to the start of the previous step.
    Q_INVOKABLE void previous();
    // Forgets every finished lesson of this game.
    Q_INVOKABLE void resetProgress();

    QString gameId() const { return gameId_; }
    QVariantList lessons() const;
    QString loadError() const { return loadError_; }
    int lessonIndex() const { return lessonIndex_; }
    QString lessonTitle() const;
    bool lastLesson() const;
    LessonStep* step() const { return step_; }
    Phase phase() const { return phase_; }
    QString feedback() const { return feedback_ ? feedback_() : QString(); }
    QString feedbackTone() const { return feedbackTone_; }
    bool canShowMe() const;
    bool canWatch() const;
    bool canGoOn() const { return phase_ == Phase::Reading; }
    bool lessonDone() const { return lessonDone_; }
    bool needsDirection() const;

    int holes() const;
    BoardFeed* feed() const { return feed_; }
    BoardModel* board() const { return feed_->board(); }

  signals:
    void gameChanged();
    void progressChanged();
    void stepChanged();
    void phaseChanged();
    // The texts made from the lesson (title, step, feedback, who moves):
    // a new step, answer or move, or a switch of language.
    void wordingChanged();
    // The last lesson of the game is done and the learner asks for a game.
    void lessonCompleted(const QString& lessonId);

  private:
    const cowrie::lessons::Lesson* lesson() const;
    const cowrie::lessons::Step* currentStep() const;
    void enterStep(int index);
    // Tells the step part what the step is now.
    void refreshStep();
    // The moves the step shows (a read step's `show`).
    std::vector<cowrie::Move> shownMoves() const;
    // A null `feedback` or `tone` keeps the one shown.
    void setPhase(Phase phase, Words feedback = {}, const QString& tone = QString());
    // Shows the match's position with no animation.
    void showStill();
    // Plays `move` on the match and asks the board to animate it.
    cowrie::lessons::MoveResult animate(cowrie::Move move);
    // Plays the next queued move, or settles in `after` when none is left.
    void playQueued();
    // Starts valuing the moves of the step's position for its engineBest
    // goals (core/lesson_claims.h keeps the answer for the verdict).
    void startEngineSearch();
    void judge();
    bool solved(const cowrie::lessons::MoveResult& result) const;
    Words wrongWords(const cowrie::lessons::MoveResult& result, cowrie::Move move) const;
    void markDone();

    // The board's showing of the last move has ended (the feed's handshake).
    void animationFinished();

    BoardFeed* feed_;
    LessonStep* step_;
    QString gameId_;
    QString loadError_;
    std::optional<cowrie::lessons::LessonFile> file_;
    std::shared_ptr<const cowrie::Rules> rules_;
    std::unique_ptr<cowrie::Match> match_;
    // The match at the start of every step so far (previous, try again).
    std::vector<cowrie::Match> stepStarts_;
    int lessonIndex_ = -1;
    int stepIndex_ = 0;
    Phase phase_ = Phase::Idle;
    Words feedback_;
    QString feedbackTone_;
    bool lessonDone_ = false;
    bool stepSolved_ = false;
    // Moves waiting to be animated (shown moves, replies), and the phase to
    // settle in after them.
    std::deque<cowrie::Move> queue_;
    Phase afterQueue_ = Phase::Reading;
    // The moves played in this step since its start, to watch again.
    std::vector<cowrie::Move> stepMoves_;
    std::optional<cowrie::lessons::MoveResult> pending_;  // the learner's move being animated
    cowrie::Move pendingMove_;
    bool pendingIsShowMe_ = false;

    // The move the captions tell, to tell it again in another language.
    std::optional<cowrie::lessons::MoveResult> told_;
    // The engine's valuing of the step's moves (engineBest goals), on a
    // thread of the pool; a verdict that needs it waits for its end without
    // holding the GUI thread (judgeWhenSearched_).
    QFutureWatcher<void>* engineSearch_;
    bool judgeWhenSearched_ = false;
};

}  // namespace cowrie::ui
