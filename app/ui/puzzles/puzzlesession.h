#pragma once
// PuzzleSession: one game's puzzles (docs/puzzle-format.md, core/puzzles/)
// played on the real board. The rules core reads the file, plays every move
// and names what it did; the line of the puzzle says which move is right; the
// engine answers a wrong move (on its own thread, at a hint's strength). The
// session sequences a puzzle: the solver's move judged, the line's answers
// shown, a wrong move shown with the engine's reply and taken back, the hint's
// two stages; it keeps the player's rating, streak and solved puzzles
// (PuzzleProgress) and feeds the board the QML Board draws (its BoardFeed).
// A practice set (a puzzle file given as text: the player's own mistakes)
// plays its puzzles in order and leaves the rating alone.

#include <QtQml/qqmlregistration.h>
#include <QDate>
#include <QObject>
#include <QString>
#include <QVariantList>

#include <functional>
#include <memory>
#include <optional>

#include "app/ui/board/boardfeed.h"
#include "app/ui/puzzles/puzzlecard.h"
#include "app/ui/puzzles/puzzleprogress.h"
#include "core/match.h"
#include "core/puzzles/puzzle.h"

namespace cowrie::ui {

class EngineWorker;

class PuzzleSession : public QObject {
    Q_OBJECT
    QML_ELEMENT

  public:
    enum class Phase {
        Idle,          // no puzzle open: the page shows the game's overview
        AwaitingMove,  // the solver's move is awaited
        Answering,     // a right move, then the line's answers, are shown
        Refuting,      // a wrong move, then the engine's reply, are shown
        Wrong,         // the wrong move is explained: take it back
        Solved,        // the line is played out
    };
    Q_ENUM(Phase)

  private:
    Q_PROPERTY(QString gameId READ gameId NOTIFY gameChanged)
    // The games that have puzzles: {gameId, count, rating, solved}.
    Q_PROPERTY(QVariantList games READ games NOTIFY gamesChanged)
    Q_PROPERTY(QString loadError READ loadError NOTIFY gameChanged)
    // Puzzles in the game's file (or the practice set).
    Q_PROPERTY(int puzzleCount READ puzzleCount NOTIFY gameChanged)
    // The id of today's puzzle of this game ("" when none).
    Q_PROPERTY(QString dailyId READ dailyId NOTIFY gameChanged)
    Q_PROPERTY(Phase phase READ phase NOTIFY phaseChanged)
    Q_PROPERTY(cowrie::ui::PuzzleCard* puzzle READ puzzle CONSTANT)
    Q_PROPERTY(cowrie::ui::PuzzleProgress* progress READ progress CONSTANT)
    Q_PROPERTY(cowrie::ui::BoardFeed* feed READ feed CONSTANT)
    // What the page says about the last move, and its tone: "right",
    // "wrong" or "" (plain). Made on reading, in the language in use.
    Q_PROPERTY(QString feedback READ feedback NOTIFY wordingChanged)
    Q_PROPERTY(QString feedbackTone READ feedbackTone NOTIFY phaseChanged)
    Q_PROPERTY(bool canHint READ canHint NOTIFY phaseChanged)
    Q_PROPERTY(bool canTakeBack READ canTakeBack NOTIFY phaseChanged)
    Q_PROPERTY(bool canShowAnswer READ canShowAnswer NOTIFY phaseChanged)
    // The solver's move must also choose a direction (R / L).
    Q_PROPERTY(bool needsDirection READ needsDirection NOTIFY phaseChanged)
    // A practice set is open: its puzzles in order, the rating untouched.
    Q_PROPERTY(bool practising READ practising NOTIFY gameChanged)
    // The practice puzzle shown, from 0 (-1 when none).
    Q_PROPERTY(int practiceIndex READ practiceIndex NOTIFY phaseChanged)
    // The engine is finding its reply to a wrong move.
    Q_PROPERTY(bool thinking READ thinking NOTIFY phaseChanged)

  public:
    using Words = std::function<QString()>;

    explicit PuzzleSession(QObject* parent = nullptr);
    ~PuzzleSession() override;

    // Opens the puzzles of `gameId` (the app's file, or `path`: tests) at
    // the overview. False, with loadError, when there are none or they
    // cannot be read.
    Q_INVOKABLE bool load(const QString& gameId, const QString& path = QString());
    // Opens a puzzle file given as text as a practice set, at its first
    // puzzle. False, with loadError, when it cannot be read.
    Q_INVOKABLE bool openPractice(const QString& puzzleFileText);
    // An unsolved puzzle near the player's rating (practice: the next one).
    Q_INVOKABLE bool nextPuzzle();
    // Today's puzzle of this game.
    Q_INVOKABLE bool openDaily();
    // The puzzle with this id (tests, and a link to one puzzle).
    Q_INVOKABLE bool openPuzzle(const QString& puzzleId);
    // Back to the overview.
    Q_INVOKABLE void close();

    // The solver clicks board place `place`; `direction` is "R" or "L" where
    // the move chooses one.
    Q_INVOKABLE bool choosePlace(int place, const QString& direction = QString());
    // The same by hole number (1..holes) of the solver, as the keys say.
    Q_INVOKABLE bool playHole(int hole, const QString& direction = QString());
    // First the theme, then the hole. A hint counts as a failure.
    Q_INVOKABLE void hint();
    // Takes a wrong move (and the engine's reply) back.
    Q_INVOKABLE void takeBack();
    // Plays the rest of the line, narrated. Counts as a failure.
    Q_INVOKABLE void showAnswer();

    // The id of the daily puzzle on `date` ("" when none).
    Q_INVOKABLE QString dailyIdOn(QDate date) const;
    // The day that counts as today (tests).
    void setToday(QDate today);

    QString gameId() const { return gameId_; }
    QVariantList games() const;
    QString loadError() const { return loadError_; }
    int puzzleCount() const;
    QString dailyId() const { return dailyIdOn(progress_->today()); }
    Phase phase() const { return phase_; }
    PuzzleCard* puzzle() const { return card_; }
    PuzzleProgress* progress() const { return progress_; }
    BoardFeed* feed() const { return feed_; }
    QString feedback() const { return feedback_ ? feedback_() : QString(); }
    QString feedbackTone() const { return feedbackTone_; }
    bool canHint() const;
    bool canTakeBack() const { return phase_ == Phase::Wrong; }
    bool canShowAnswer() const;
    bool needsDirection() const;
    bool practising() const { return practising_; }
    int practiceIndex() const { return practising_ ? puzzleIndex_ : -1; }
    bool thinking() const { return question_ != 0; }
    // The position on the board now (tests).
    const cowrie::Position* position() const { return match_ ? &match_->position() : nullptr; }

  signals:
    void gameChanged();
    void gamesChanged();
    void phaseChanged();
    // The texts made from the puzzle (goal, feedback): a new move or
    // puzzle, or a switch of language.
    void wordingChanged();
    // The line was played out: `clean` without a wrong move, hint or answer.
    void solved(bool clean);

  private:
    bool setFile(const QString& text, const QString& gameId);
    bool open(int index, bool daily);
    // The page can show puzzle `index`: its position reads, one player to move.
    bool playable(int index) const;
    void setPhase(Phase phase, Words feedback = {}, const QString& tone = QString());
    // Shows the position at rest, the solver's holes playable; the last
    // move is forgotten unless `keepMove` (the line goes on after it).
    void showStill(bool keepMove = false);
    // Plays `move` and asks the board to show it.
    void animate(cowrie::Move move);
    // After a right move: the line's answers, then the solver again or done.
    void continueLine();
    void finish();
    // A failure, once a puzzle, counts against the rating.
    void fail();
    void afterWrongMove();
    void onReply(quint64 id, quint16 code);
    void explainWrong();
    // The proof of the solver's move about to be played.
    const cowrie::puzzles::Proof* currentProof() const;
    // The theme a hint names now (PuzzleCard::setHintTheme).
    std::string themeFromHere() const;
    int lostBy(cowrie::Move move) const;
    std::optional<cowrie::Move> lineMove(int index) const;
    void animationFinished();

    enum class Refute { WrongMove, Thinking, Reply };

    BoardFeed* feed_;
    PuzzleCard* card_;
    PuzzleProgress* progress_;
    EngineWorker* engine_;
    QString gameId_;
    QString loadError_;
    std::optional<cowrie::puzzles::PuzzleFile> file_;
    bool practising_ = false;
    int puzzleIndex_ = -1;
    std::shared_ptr<const cowrie::Rules> rules_;
    std::unique_ptr<cowrie::Match> match_;
    cowrie::Turn solver_ = cowrie::Turn::South;
    int lineIndex_ = 0;   // the next move of the line
    int solverMove_ = 0;  // the solver's moves of the line played
    bool recorded_ = false;
    bool showingAnswer_ = false;
    bool endedByAlsoRight_ = false;
    Phase phase_ = Phase::Idle;
    Words feedback_;
    QString feedbackTone_;
    // A wrong move: the match before it, the move, and what it and the
    // engine's reply did (the position before each and its trace).
    Refute refute_ = Refute::WrongMove;
    std::optional<cowrie::Match> beforeWrong_;
    cowrie::Move wrongMove_;
    std::optional<std::pair<cowrie::Position, cowrie::Trace>> wrongPlay_;
    std::optional<std::pair<cowrie::Position, cowrie::Trace>> replyPlay_;
    quint64 question_ = 0;
    // The move the captions tell, to tell it again in another language.
    std::optional<std::pair<cowrie::Position, cowrie::Trace>> told_;
};

}  // namespace cowrie::ui
