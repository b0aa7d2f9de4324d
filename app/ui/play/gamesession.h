#pragma once
// GameSession: one game for QML: hot-seat, against the computer, or the
// computer against itself. It turns the players' intents (start, play a hole,
// choose in secret, undo, redo, resign) into calls on a cowrie::Match and
// publishes the result as read-only properties. Every rule decision comes
// from the core. After each move the session publishes the move's trace and
// the board before it, so QML can animate the move by replaying the trace;
// while QML says it is presenting a move, the computer's next move waits. An
// unfinished game is saved after every change.
//
// Three helpers, each a QML-facing type of its own, share the session's one
// engine (EngineWorker, one thread, one table):
//   computer  the computer's side(s): asks for a move, holds it for the view;
//   hints     the engine's suggestion for the person to move;
//   replay    the game shown again from its start, move by move.
//
// Where play stands is one explicit `state`; sides, modes and the kind of
// the status sentence are enums (GameSession.North, GameSession.Refusal ...).

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QVariantList>
#include <QVariantMap>

#include <memory>
#include <optional>

#include "app/ui/board/boardfeed.h"
#include "app/ui/board/boardmodel.h"
#include "app/ui/play/computerplayer.h"
#include "app/ui/play/gamesetup.h"
#include "app/ui/play/hintadvisor.h"
#include "app/ui/play/movehistory.h"
#include "app/ui/play/playtext.h"
#include "app/ui/library/replaycontroller.h"
#include "app/ui/play/sidestate.h"
#include "core/match.h"

namespace cowrie::ui {

class SaveStore;
class GameLibrary;
class EngineWorker;

class GameSession : public QObject {
    Q_OBJECT
    QML_ELEMENT

  public:
    // A side of the board as QML sees it: who moves, who moved, who won.
    enum PlayerSide { NoSide, South, North, BothSides };
    Q_ENUM(PlayerSide)
    enum Mode { HotSeat, VersusComputer, Demo };
    Q_ENUM(Mode)
    // Where play stands. PersonToMove covers a secret choice too (`choosing`
    // says whose); ComputerToMove lasts from the question to the move shown;
    // RoundSummary: a round ended and its summary waits to be read.
    enum State { NoGame, PersonToMove, ComputerToMove, RoundSummary, Replaying, Over };
    Q_ENUM(State)
    // What the status sentence is: whose turn it is, what a move did, a
    // refused intent, or a problem the player must know of (a save failed).
    enum StatusKind { Prompt, MoveDone, Refusal, Problem };
    Q_ENUM(StatusKind)

  private:
    Q_PROPERTY(State state READ state NOTIFY stateChanged)
    Q_PROPERTY(QString gameId READ gameId NOTIFY gameChanged)
    Q_PROPERTY(QString gameName READ gameName NOTIFY wordingChanged)
    Q_PROPERTY(int holes READ holes NOTIFY gameChanged)
    Q_PROPERTY(bool storeOnRight READ storeOnRight NOTIFY gameChanged)
    // What the board shows: the places, the last move, the handshake with the view.
    Q_PROPERTY(cowrie::ui::BoardFeed* feed READ feed CONSTANT)
    // The moves played so far, one row each (the list beside the board).
    Q_PROPERTY(cowrie::ui::MoveHistory* history READ history CONSTANT)
    Q_PROPERTY(cowrie::ui::ComputerPlayer* computer READ computer CONSTANT)
    Q_PROPERTY(cowrie::ui::HintAdvisor* hints READ hints CONSTANT)
    Q_PROPERTY(cowrie::ui::ReplayController* replay READ replay CONSTANT)
    // The setup the game was started with (GameSetup::toVariant()).
    Q_PROPERTY(QVariantMap setup READ setup NOTIFY gameChanged)

    // Who plays, and each side as the bars beside the board show it (name,
    // person or computer, store, seeds, round wins, to move, chosen, thinking).
    Q_PROPERTY(Mode mode READ mode NOTIFY gameChanged)
    Q_PROPERTY(cowrie::ui::SideState* south READ south CONSTANT)
    Q_PROPERTY(cowrie::ui::SideState* north READ north CONSTANT)
    Q_PROPERTY(int level READ level NOTIFY gameChanged)

    // NoSide when the game is over; BothSides when both choose at once.
    Q_PROPERTY(PlayerSide toMove READ toMove NOTIFY toMoveChanged)
    Q_PROPERTY(bool over READ over NOTIFY overChanged)
    // NoSide for a draw (and before the end).
    Q_PROPERTY(PlayerSide winner READ winner NOTIFY overChanged)
    Q_PROPERTY(QString resultText READ resultText NOTIFY overChanged)
    // The winner's lead in seeds (0 for a draw or a resignation).
    Q_PROPERTY(int margin READ margin NOTIFY overChanged)
    // The player who resigned, NoSide if none.
    Q_PROPERTY(PlayerSide resigned READ resigned NOTIFY overChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY canUndoChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY canRedoChanged)
    Q_PROPERTY(int moveCount READ moveCount NOTIFY moveCountChanged)
    Q_PROPERTY(QString status READ status NOTIFY statusChanged)
    Q_PROPERTY(StatusKind statusKind READ statusKind NOTIFY statusChanged)
    // The legal moves also choose a sowing direction (play them with playDirected).
    Q_PROPERTY(bool needsDirection READ needsDirection NOTIFY legalMovesChanged)

    // The state of play around the board, refreshed after every change.
    Q_PROPERTY(int round READ round NOTIFY progressChanged)
    // What the players agreed when they created the game and holds in play
    // (Olinda keliya's agreed draw at 28 each), "" for nothing.
    Q_PROPERTY(QString agreement READ agreement NOTIFY wordingChanged)
    // The direction chosen for the whole game, in words ("" while unchosen).
    Q_PROPERTY(QString direction READ direction NOTIFY progressChanged)
    // Why the turn is where it is after the last move ("" for a plain change).
    Q_PROPERTY(QString turnReason READ turnReason NOTIFY progressChanged)
    // Whose turn it is and what to do, in a sentence with the players' names.
    Q_PROPERTY(QString prompt READ prompt NOTIFY progressChanged)
    // state == PersonToMove: a person may act now.
    Q_PROPERTY(bool humanToMove READ humanToMove NOTIFY stateChanged)
    // state == Replaying.
    Q_PROPERTY(bool replaying READ replaying NOTIFY stateChanged)

    // Simultaneous choices: who must choose now (NoSide when nobody); who
    // has chosen is each side's `chosen`. The chosen holes stay hidden.
    Q_PROPERTY(PlayerSide choosing READ choosing NOTIFY progressChanged)

    // state == RoundSummary: the view shows the summary before the refill,
    // and the computer's next move waits until dismissRoundSummary(). A demo
    // goes on by itself after summaryMs.
    Q_PROPERTY(bool awaitingSummary READ awaitingSummary NOTIFY stateChanged)
    Q_PROPERTY(int summaryMs READ summaryMs WRITE setSummaryMs NOTIFY summaryMsChanged)

    // A pause before each computer move and replay step, so they can be
    // followed even when moves are shown at once (0 in tests).
    Q_PROPERTY(int pauseMs READ pauseMs WRITE setPauseMs NOTIFY pauseMsChanged)

  public:
    explicit GameSession(QObject* parent = nullptr);
    ~GameSession() override;

    // Starts a game as `setup` says (GameSetup::toVariant()). Returns false
    // (and says why in `status`) for an unknown game or refused options.
    Q_INVOKABLE bool start(const QVariantMap& setup);
    // Starts a hot-seat game of registry game `id` with its default options.
    Q_INVOKABLE bool newGame(const QString& id);
    // Continues the saved unfinished game of `gameId` ("": the one saved
    // last). False when there is none or it cannot be read (the save
    // store's `problem` says why).
    Q_INVOKABLE bool resume(const QString& gameId = QString());
    // Opens a game record (record version 2, as the library keeps it): a
    // finished game shows its end (replay it with replay.start()), an
    // unfinished one goes on. `libraryId` names its library entry, which
    // then follows the game ("": a new entry). False, with the reason in
    // `status`, for a record that cannot be read.
    Q_INVOKABLE bool openRecord(const QString& text, const QString& libraryId = QString());
    // Plays hole `hole` (1..n) of the player to move (or, when both choose at
    // once, records it as the choosing player's secret choice). An illegal
    // move changes nothing: it returns false, emits refused() and says why in
    // `status`.
    Q_INVOKABLE bool play(int hole);
    // Plays the hole at board place `place` (what a click on a pit means).
    Q_INVOKABLE bool playPlace(int place);
    // Plays hole `hole` sowing towards the mover's right (true) or left.
    Q_INVOKABLE bool playDirected(int hole, bool towardsRight);
    // Both players' holes at once, when both choose together.
    Q_INVOKABLE bool playPair(int southHole, int northHole);
    // Takes back the last move; against the computer, back to the person's
    // last move. After a resignation, takes back the resignation.
    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();
    // Asks the engine for a suggestion for the person to move; it arrives in
    // hints.place / hints.text.
    Q_INVOKABLE void hint();
    // The person to move (against the computer: the person) gives up.
    Q_INVOKABLE bool resign();
    // The summary of the round the last move ended has been read: the
    // refill is shown and play goes on.
    Q_INVOKABLE void dismissRoundSummary();
    // Turns the board so that North's row is at the bottom (or back).
    Q_INVOKABLE void setTurned(bool turned);
    // The game up to the position shown as a record (core/record.h), for
    // the engine's review; "" without a game.
    Q_INVOKABLE QString recordText() const;

    State state() const { return state_; }
    QString gameId() const { return setup_.gameId; }
    QString gameName() const { return gameName_; }
    int holes() const;
    bool storeOnRight() const;
    BoardFeed* feed() const { return feed_; }
    BoardModel* board() const { return feed_->board(); }
    MoveHistory* history() const { return history_; }
    ComputerPlayer* computer() const { return computer_; }
    HintAdvisor* hints() const { return hints_; }
    ReplayController* replay() const { return replay_; }
    QVariantMap setup() const { return setup_.toVariant(); }
    Mode mode() const { return static_cast<Mode>(setup_.mode); }
    SideState* south() const { return sides_[0]; }
    SideState* north() const { return sides_[1]; }
    QString southName() const { return setup_.nameOf(cowrie::Side::South); }
    QString northName() const { return setup_.nameOf(cowrie::Side::North); }
    bool southIsComputer() const { return setup_.isComputer(cowrie::Side::South); }
    bool northIsComputer() const { return setup_.isComputer(cowrie::Side::North); }
    int level() const { return setup_.level; }
    PlayerSide toMove() const;
    bool over() const;
    PlayerSide winner() const;
    QString resultText() const;
    int margin() const;
    PlayerSide resigned() const;
    int southStore() const;
    int northStore() const;
    bool canUndo() const;
    bool canRedo() const;
    int moveCount() const;
    QString status() const { return status_; }
    StatusKind statusKind() const { return statusKind_; }
    bool needsDirection() const;
    int round() const;
    int southRoundWins() const;
    int northRoundWins() const;
    int southSeeds() const;
    int northSeeds() const;
    QString agreement() const;
    QString direction() const;
    QString turnReason() const { return turnReason_; }
    QString prompt() const;
    bool humanToMove() const { return state_ == PersonToMove; }
    bool replaying() const { return replaying_; }
    PlayerSide choosing() const;
    bool southChosen() const { return choice_[0] > 0; }
    bool northChosen() const { return choice_[1] > 0; }
    bool awaitingSummary() const { return awaitingSummary_; }
    int summaryMs() const { return summaryMs_; }
    void setSummaryMs(int ms);
    int pauseMs() const { return pauseMs_; }
    void setPauseMs(int ms);

    // The match being played (for tests and the helpers); null before a game.
    const cowrie::Match* match() const { return match_.get(); }
    // Where the unfinished game is saved (tests point it at a temporary folder).
    SaveStore* saveStore() const { return saves_; }
    // Where every game is recorded (tests point it at a temporary folder).
    GameLibrary* library() const { return library_; }
    // The players' names, for sentences.
    cowrie::ui::Names names() const;
    // The side the person acting now plays (hot-seat: the player to move or
    // choosing; against the computer: the person's side).
    cowrie::Side personSide() const;

    // For the replay (ReplayController): the game goes back to its start
    // and the session shows what the replay asks; false when there is no
    // move to replay.
    bool enterReplay();
    // Shows the position after `move` moves: animated when it is the move
    // after the one shown (movePlayed), else at once (jumped).
    void showReplayMove(int move, bool animate);
    // Back to the game's last position and to play.
    void leaveReplay();

  signals:
    void stateChanged();
    void gameChanged();
    void playersChanged();
    void toMoveChanged();
    void overChanged();
    void southStoreChanged();
    void northStoreChanged();
    void canUndoChanged();
    void canRedoChanged();
    void moveCountChanged();
    void statusChanged();
    void legalMovesChanged();
    void progressChanged();
    void summaryMsChanged();
    // The game's name and agreement note: a new game or a new language.
    void wordingChanged();
    void pauseMsChanged();
    // A move was played or redone: feed's last move describes it.
    void movePlayed();
    // The last move ended a round; `summary` is feed's roundSummary.
    void roundEnded(const QVariantMap& summary);
    // A requested move was not played, and why.
    void refused(const QString& reason);

  private:
    // The values the NOTIFY signals guard, compared before and after a change.
    struct Snapshot {
        PlayerSide toMove = NoSide;
        bool over = false;
        int southStore = 0, northStore = 0;
        bool canUndo = false, canRedo = false;
        int moveCount = 0;
        bool needsDirection = false;
        bool operator==(const Snapshot&) const = default;
    };
    Snapshot snapshot() const;
    void publish(const Snapshot& before);
    // Works the state out again from the match and the session's flags.
    void refreshState();
    State computeState() const;
    // Shows the move just redone (redo, a replay step): the board, its trace
    // from `from`, the status sentence; emits movePlayed.
    void showRedoneMove(const Snapshot& before, const cowrie::Position& from,
                        const cowrie::Trace& trace);
    // `resigned`: the sideIndex of a player who resigned (a recorded game), else -1.
    void begin(std::unique_ptr<cowrie::Match> match, const cowrie::ui::GameSetup& setup,
               int resigned = -1);
    bool isComputer(cowrie::Turn turn) const;
    // The person to move, by the match and the choices (not by state_).
    bool personMayAct() const;
    cowrie::Side choosingSide() const;
    // The computer has a side to play in the position now.
    bool computerToPlay() const;
    void showBoard();
    void setStatus(const QString& status, StatusKind kind);
    // `announceRound`: a round the move ended waits for its summary to be read.
    void setLastMove(const cowrie::Position& before, const cowrie::Trace& trace,
                     bool announceRound = false);
    void setAwaitingSummary(bool awaiting);
    void clearLastMove();
    // Each side's state from the match and the session. Called before the
    // session announces a change, not connected to it: QML's bindings hear a
    // signal before ordinary connections, and must find the sides anew.
    void refreshSides();
    // After a switch of language: every text kept is made again in it.
    void retranslate();
    bool refuse(const QString& reason);
    bool refuseHole(int hole);
    bool refuseComputerTurn();
    bool playMove(cowrie::Move move);
    bool choose(cowrie::Side side, int hole);
    void clearChoices();
    // Nobody may act for the position left behind: the computer's question,
    // its move waiting, the hint and the secret choices are dropped.
    void dropPending();
    // After any change of position: save, refresh the derived state, and let
    // the computer take its next step.
    void afterChange();
    // Brings the move history to the match's moves (after undo, redo, resume).
    void syncHistory();
    void save();
    void scheduleNext();
    void stepNow();
    void onComputerAnswer(cowrie::Move move);

    std::unique_ptr<cowrie::Match> match_;
    cowrie::ui::GameSetup setup_;
    BoardFeed* feed_;
    SideState* sides_[2];
    MoveHistory* history_;
    SaveStore* saves_;
    GameLibrary* library_;
    cowrie::ui::EngineWorker* engine_;
    ComputerPlayer* computer_;
    HintAdvisor* hints_;
    ReplayController* replay_;
    QTimer stepTimer_;
    State state_ = NoGame;
    QString gameName_;
    QString status_;
    StatusKind statusKind_ = Prompt;
    QString turnReason_;
    // The last move's start and trace, to word it again in another language.
    std::optional<cowrie::Position> lastFrom_;
    cowrie::Trace lastRawTrace_;
    int choice_[2] = {0, 0};  // secret simultaneous choices, 0 = none yet
    int resigned_ = -1;       // sideIndex of the player who resigned, -1 if none
    bool awaitingSummary_ = false;
    int summaryMs_ = 6000;
    bool replaying_ = false;
    // The game was already over when it began (opened from the library): it
    // is no unfinished game, so the save of its kind is left alone.
    bool archived_ = false;
    int replayLength_ = 0;  // the moves the replay shows, while replaying_
    int pauseMs_ = 0;
};

}  // namespace cowrie::ui
