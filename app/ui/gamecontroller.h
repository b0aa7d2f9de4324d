#pragma once
// GameController: one game for QML: hot-seat, against the computer, or the
// computer against itself. It turns the players' intents (start, play a hole,
// choose in secret, undo, redo, hint, resign, watch the replay) into calls on
// a cowrie::Match and publishes the result as read-only properties. Every
// rule decision comes from the core; the computer's moves come from the
// engine on its own thread, by queued signal. After each move the controller
// publishes the move's trace and the board before it, so QML can animate the
// move by replaying the trace; while QML says it is presenting a move, the
// computer's next move waits. An unfinished game is saved after every change.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QVariantList>
#include <QVariantMap>

#include <memory>

#include "boardmodel.h"
#include "gamesetup.h"
#include "match.h"
#include "movehistory.h"
#include "playtext.h"

class ComputerPlayer;
class SaveStore;

class GameController : public QObject {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QString gameId READ gameId NOTIFY gameChanged)
    Q_PROPERTY(QString gameName READ gameName NOTIFY gameChanged)
    Q_PROPERTY(int holes READ holes NOTIFY gameChanged)
    Q_PROPERTY(bool storeOnRight READ storeOnRight NOTIFY gameChanged)
    Q_PROPERTY(BoardModel* board READ board CONSTANT)
    // The moves played so far, one row each (the list beside the board).
    Q_PROPERTY(MoveHistory* history READ history CONSTANT)
    // The setup the game was started with (GameSetup::toVariant()).
    Q_PROPERTY(QVariantMap setup READ setup NOTIFY gameChanged)

    // Who plays: "hotseat", "computer" or "demo"; the names; which sides the
    // computer plays; whether North's row is drawn at the bottom.
    Q_PROPERTY(QString mode READ mode NOTIFY gameChanged)
    Q_PROPERTY(QString southName READ southName NOTIFY playersChanged)
    Q_PROPERTY(QString northName READ northName NOTIFY playersChanged)
    Q_PROPERTY(bool southIsComputer READ southIsComputer NOTIFY gameChanged)
    Q_PROPERTY(bool northIsComputer READ northIsComputer NOTIFY gameChanged)
    Q_PROPERTY(int level READ level NOTIFY gameChanged)
    Q_PROPERTY(bool turned READ turned NOTIFY playersChanged)

    Q_PROPERTY(QString toMove READ toMove NOTIFY toMoveChanged)
    Q_PROPERTY(bool over READ over NOTIFY overChanged)
    Q_PROPERTY(QString winner READ winner NOTIFY overChanged)
    Q_PROPERTY(QString resultText READ resultText NOTIFY overChanged)
    // The winner's lead in seeds (0 for a draw or a resignation).
    Q_PROPERTY(int margin READ margin NOTIFY overChanged)
    // "south"/"north" once that player resigned, else "".
    Q_PROPERTY(QString resigned READ resigned NOTIFY overChanged)
    Q_PROPERTY(int southStore READ southStore NOTIFY southStoreChanged)
    Q_PROPERTY(int northStore READ northStore NOTIFY northStoreChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY canUndoChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY canRedoChanged)
    Q_PROPERTY(int moveCount READ moveCount NOTIFY moveCountChanged)
    Q_PROPERTY(QString status READ status NOTIFY statusChanged)
    // The legal moves also choose a sowing direction (play them with playDirected).
    Q_PROPERTY(bool needsDirection READ needsDirection NOTIFY legalMovesChanged)

    // The state of play around the board, refreshed after every change.
    Q_PROPERTY(int round READ round NOTIFY progressChanged)
    Q_PROPERTY(int southRoundWins READ southRoundWins NOTIFY progressChanged)
    Q_PROPERTY(int northRoundWins READ northRoundWins NOTIFY progressChanged)
    Q_PROPERTY(int southSeeds READ southSeeds NOTIFY progressChanged)
    Q_PROPERTY(int northSeeds READ northSeeds NOTIFY progressChanged)
    // What the players agreed when they created the game and holds in play
    // (Olinda keliya's agreed draw at 28 each), "" for nothing.
    Q_PROPERTY(QString agreement READ agreement NOTIFY gameChanged)
    // The direction chosen for the whole game, in words ("" while unchosen).
    Q_PROPERTY(QString direction READ direction NOTIFY progressChanged)
    // Why the turn is where it is after the last move ("" for a plain change).
    Q_PROPERTY(QString turnReason READ turnReason NOTIFY progressChanged)
    // Whose turn it is and what to do, in a sentence with the players' names.
    Q_PROPERTY(QString prompt READ prompt NOTIFY progressChanged)
    // A person may act now (not the computer's turn, not a replay).
    Q_PROPERTY(bool humanToMove READ humanToMove NOTIFY progressChanged)
    // The computer is thinking about its move.
    Q_PROPERTY(bool thinking READ thinking NOTIFY progressChanged)

    // Simultaneous choices: who must choose now ("south"/"north", "" when
    // nobody), and who has chosen. The chosen holes themselves stay hidden.
    Q_PROPERTY(QString choosing READ choosing NOTIFY progressChanged)
    Q_PROPERTY(bool southChosen READ southChosen NOTIFY progressChanged)
    Q_PROPERTY(bool northChosen READ northChosen NOTIFY progressChanged)

    // The engine's suggestion for the player to move: the place to highlight
    // (-1 when none) and the move in words.
    Q_PROPERTY(int hintPlace READ hintPlace NOTIFY hintChanged)
    Q_PROPERTY(QString hintText READ hintText NOTIFY hintChanged)
    Q_PROPERTY(bool hinting READ hinting NOTIFY hintChanged)

    // The summary of the round the last move ended ({} when it ended none);
    // see roundsummary.h.
    Q_PROPERTY(QVariantMap roundSummary READ roundSummary NOTIFY lastMoveChanged)

    // The last move ended a round and its summary waits to be read: the view
    // shows it before the refill, and the computer's next move waits until
    // dismissRoundSummary(). A demo goes on by itself after summaryMs.
    Q_PROPERTY(bool awaitingSummary READ awaitingSummary NOTIFY awaitingSummaryChanged)
    Q_PROPERTY(int summaryMs READ summaryMs WRITE setSummaryMs NOTIFY summaryMsChanged)

    // The replay view (watchReplay()): the game from its start, played on
    // or paused, stepped or scrubbed to any move; moveCount is the move shown.
    Q_PROPERTY(bool replaying READ replaying NOTIFY replayingChanged)
    Q_PROPERTY(bool replayPlaying READ replayPlaying NOTIFY replayPlayingChanged)
    // How many moves the replayed game has, and each in words ("Ana: 3").
    Q_PROPERTY(int replayLength READ replayLength NOTIFY replayingChanged)
    Q_PROPERTY(QStringList replayMoves READ replayMoves NOTIFY replayingChanged)

    // The last move played (or redone): its events, the board before it and
    // who made it ("south", "north", "both").
    // Both are empty after newGame and undo.
    Q_PROPERTY(QVariantList lastTrace READ lastTrace NOTIFY lastMoveChanged)
    Q_PROPERTY(QVariantList boardBefore READ boardBefore NOTIFY lastMoveChanged)
    // The markers of every place before it (burnt, blind, puta, naga bits),
    // so a replay shows a twig fall when the trace burns a hole.
    Q_PROPERTY(QVariantList markersBefore READ markersBefore NOTIFY lastMoveChanged)
    Q_PROPERTY(QString lastMover READ lastMover NOTIFY lastMoveChanged)
    // One caption per event of lastTrace ("" where none): the narration
    // (narration.h) the play screen shows when "Narrate" is on.
    Q_PROPERTY(QStringList lastCaptions READ lastCaptions NOTIFY lastMoveChanged)

    // Set by the view while it shows a move; the computer's next move (and
    // the next step of a replay) waits until it is false.
    Q_PROPERTY(bool presenting READ presenting WRITE setPresenting NOTIFY presentingChanged)
    // A pause before each computer move and replay step, so they can be
    // followed even when moves are shown at once (0 in tests).
    Q_PROPERTY(int pauseMs READ pauseMs WRITE setPauseMs NOTIFY pauseMsChanged)

  public:
    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    // Starts a game as `setup` says (GameSetup::toVariant()). Returns false
    // (and says why in `status`) for an unknown game or refused options.
    Q_INVOKABLE bool start(const QVariantMap& setup);
    // Starts a hot-seat game of registry game `id` with its default options.
    Q_INVOKABLE bool newGame(const QString& id);
    // Continues the saved unfinished game of `gameId` ("": the one saved
    // last). False when there is none or it cannot be read (the save
    // store's `problem` says why).
    Q_INVOKABLE bool resume(const QString& gameId = QString());
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
    // Asks the engine for a suggestion; it arrives in hintPlace / hintText.
    Q_INVOKABLE void hint();
    // The person to move (against the computer: the person) gives up.
    Q_INVOKABLE bool resign();
    // The summary of the round the last move ended has been read: the
    // refill is shown and play goes on.
    Q_INVOKABLE void dismissRoundSummary();

    // Opens the replay view at the game's start and plays it move by move.
    Q_INVOKABLE void watchReplay();
    // In the replay view: play on from the move shown, or stop.
    Q_INVOKABLE void replayPlay();
    Q_INVOKABLE void replayPause();
    // One move on (animated: movePlayed) or back (shown at once: jumped).
    Q_INVOKABLE void replayStepForward();
    Q_INVOKABLE void replayStepBack();
    // Shows the position after `move` moves at once (jumped), paused.
    Q_INVOKABLE void replaySeek(int move);
    // Leaves the replay view at the game's last position.
    Q_INVOKABLE void endReplay();
    // Turns the board so that North's row is at the bottom (or back).
    Q_INVOKABLE void setTurned(bool turned);

    QString gameId() const { return setup_.gameId; }
    QString gameName() const { return gameName_; }
    int holes() const;
    bool storeOnRight() const;
    BoardModel* board() const { return board_; }
    MoveHistory* history() const { return history_; }
    QVariantMap setup() const { return setup_.toVariant(); }
    QString mode() const { return cowrie::ui::modeText(setup_.mode); }
    QString southName() const { return setup_.nameOf(cowrie::Side::South); }
    QString northName() const { return setup_.nameOf(cowrie::Side::North); }
    bool southIsComputer() const { return setup_.isComputer(cowrie::Side::South); }
    bool northIsComputer() const { return setup_.isComputer(cowrie::Side::North); }
    int level() const { return setup_.level; }
    bool turned() const { return setup_.turned; }
    QString toMove() const;
    bool over() const;
    QString winner() const;
    QString resultText() const;
    int margin() const;
    QString resigned() const;
    int southStore() const;
    int northStore() const;
    bool canUndo() const;
    bool canRedo() const;
    int moveCount() const;
    QString status() const { return status_; }
    bool needsDirection() const;
    int round() const;
    int southRoundWins() const;
    int northRoundWins() const;
    int southSeeds() const;
    int northSeeds() const;
    QString agreement() const;
    QString direction() const;
    QString turnReason() const { return turnReason_; }
    QStringList lastCaptions() const { return lastCaptions_; }
    QString prompt() const;
    bool humanToMove() const;
    bool thinking() const;
    QString choosing() const;
    bool southChosen() const { return choice_[0] > 0; }
    bool northChosen() const { return choice_[1] > 0; }
    int hintPlace() const { return hintPlace_; }
    QString hintText() const { return hintText_; }
    bool hinting() const;
    QVariantMap roundSummary() const { return roundSummary_; }
    bool awaitingSummary() const { return awaitingSummary_; }
    int summaryMs() const { return summaryMs_; }
    void setSummaryMs(int ms);
    bool replaying() const { return replaying_; }
    bool replayPlaying() const { return replayPlaying_; }
    int replayLength() const { return replaying_ ? replayTarget_ : 0; }
    QStringList replayMoves() const { return replayMoves_; }
    QVariantList lastTrace() const { return lastTrace_; }
    QVariantList boardBefore() const { return boardBefore_; }
    QVariantList markersBefore() const { return markersBefore_; }
    QString lastMover() const { return lastMover_; }
    bool presenting() const { return presenting_; }
    void setPresenting(bool presenting);
    int pauseMs() const { return pauseMs_; }
    void setPauseMs(int ms);

    // The match being played (for tests and future adapters); null before a game.
    const cowrie::Match* match() const { return match_.get(); }
    // Where the unfinished game is saved (tests point it at a temporary folder).
    SaveStore* saveStore() const { return saves_; }

  signals:
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
    void hintChanged();
    void awaitingSummaryChanged();
    void summaryMsChanged();
    void replayingChanged();
    void replayPlayingChanged();
    // The board changed to another position without a move to animate (a
    // replay stepped back or scrubbed): the view shows it at once.
    void jumped();
    void lastMoveChanged();
    void presentingChanged();
    void pauseMsChanged();
    // A move was played or redone: lastTrace and boardBefore describe it.
    void movePlayed();
    // The last move ended a round; `summary` is roundSummary.
    void roundEnded(const QVariantMap& summary);
    // A requested move was not played, and why.
    void refused(const QString& reason);

  private:
    // The values the NOTIFY signals guard, compared before and after a change.
    struct Snapshot {
        QString toMove;
        bool over = false;
        int southStore = 0, northStore = 0;
        bool canUndo = false, canRedo = false;
        int moveCount = 0;
        bool needsDirection = false;
        bool operator==(const Snapshot&) const = default;
    };
    Snapshot snapshot() const;
    void publish(const Snapshot& before);
    // Shows the move just redone (redo, a replay step): the board, its trace
    // from `from`, the status sentence; emits movePlayed.
    void showRedoneMove(const Snapshot& before, const cowrie::Position& from,
                        const cowrie::Trace& trace);
    void begin(std::unique_ptr<cowrie::Match> match, const cowrie::ui::GameSetup& setup);
    cowrie::ui::Names names() const;
    bool isComputer(cowrie::Turn turn) const;
    // Side the person acting now plays (hot-seat: the player to move or
    // choosing; against the computer: the person's side).
    cowrie::Side personSide() const;
    void showBoard();
    void setStatus(const QString& status);
    // `announceRound`: a round the move ended waits for its summary to be read.
    void setLastMove(const cowrie::Position& before, const cowrie::Trace& trace,
                     bool announceRound = false);
    void setAwaitingSummary(bool awaiting);
    // Replay: shows the position after `move` moves without animation.
    void jumpTo(int move);
    void setReplayPlaying(bool playing);
    // Replay: redoes the next move and announces it for animation.
    void replayNextMove();
    void leaveReplay();
    void clearLastMove();
    bool refuse(const QString& reason);
    bool refuseHole(int hole);
    bool refuseComputerTurn();
    bool playMove(cowrie::Move move);
    bool choose(cowrie::Side side, int hole);
    void clearChoices();
    void clearHint();
    // After any change of position: save, refresh the derived state, and let
    // the computer (or the replay) take its next step.
    void afterChange();
    // Brings the move history to the match's moves (after undo, redo, resume).
    void syncHistory();
    void save();
    void scheduleNext();
    void stepNow();
    void onComputerAnswer(cowrie::Move move);
    void onHintAnswer(cowrie::Move move);

    std::unique_ptr<cowrie::Match> match_;
    cowrie::ui::GameSetup setup_;
    BoardModel* board_;
    MoveHistory* history_;
    SaveStore* saves_;
    ComputerPlayer* computer_;
    ComputerPlayer* hinter_;
    QTimer stepTimer_;
    QString gameName_;
    QString status_;
    QString turnReason_;
    QStringList lastCaptions_;
    QVariantList lastTrace_;
    QVariantList boardBefore_;
    QVariantList markersBefore_;
    QString lastMover_;
    QVariantMap roundSummary_;
    int choice_[2] = {0, 0};     // secret simultaneous choices, 0 = none yet
    cowrie::Move computerMove_;  // the computer's answer, waiting to be played
    bool computerAsked_ = false;
    int hintPlace_ = -1;
    QString hintText_;
    int resigned_ = -1;  // sideIndex of the player who resigned, -1 if none
    bool awaitingSummary_ = false;
    int summaryMs_ = 6000;
    bool replaying_ = false;
    bool replayPlaying_ = false;
    int replayTarget_ = 0;
    QStringList replayMoves_;
    bool presenting_ = false;
    int pauseMs_ = 0;
};
