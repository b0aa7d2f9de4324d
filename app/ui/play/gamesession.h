#pragma once
// GameSession: one game for QML: hot-seat, against the computer, the
// computer against itself, or online against a friend elsewhere. Each side
// is played by a Player (player.h): a person at this computer, whose moves
// are the board's clicks, the computer, or the friend over the network
// (online/networkplayer.h); the session asks the player of the side to move for its move,
// checks the answer against the match (cowrie::Match: every rule decision
// comes from the core) and plays it. After each move it publishes the
// move's trace and the board before it on its board feed, so QML can
// animate the move by replaying the trace; while the view presents a move,
// the computer's next move waits. An unfinished game is saved after every
// change.
//
// What QML reads is in small parts, each a QML-facing type of its own:
//   feed     what the board shows (boardfeed.h);
//   south, north  each side as the bars beside the board show it (sidestate.h);
//   result   how the game ended (gameresult.h);
//   texts    the sentences around the board (sessiontexts.h);
//   pace     the pauses, and the round summary waiting (sessionpace.h);
//   history  the moves played, one row each (movehistory.h);
//   hints    the engine's suggestion for the person to move;
//   replay   the game shown again from its start, on a feed of its own;
//   online   the connection of an online game (online/onlinegame.h): there
//            the server decides every move, the session plays what it says.
// After every change one refresh pass (publish()) brings the parts up to
// date, then the session announces what changed of its own properties.
//
// Where play stands is one explicit `state`; sides and modes are the app's
// enums (Side.North, Mode.VersusComputer; sides.h, modes.h).

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <QTimer>
#include <QVariantMap>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/ui/board/boardfeed.h"
#include "app/ui/board/boardmodel.h"
#include "app/ui/library/replaycontroller.h"
#include "app/ui/online/onlinegame.h"
#include "app/ui/play/computerplayer.h"
#include "app/ui/play/gameresult.h"
#include "app/ui/play/gamesetup.h"
#include "app/ui/play/hintadvisor.h"
#include "app/ui/play/modes.h"
#include "app/ui/play/movehistory.h"
#include "app/ui/play/personplayer.h"
#include "app/ui/play/playtext.h"
#include "app/ui/play/sessionpace.h"
#include "app/ui/play/sessiontexts.h"
#include "app/ui/play/sides.h"
#include "app/ui/play/sidestate.h"
#include "core/match.h"

namespace cowrie::ui {

class SaveStore;
class GameLibrary;
class EngineWorker;
class NetworkPlayer;

class GameSession : public QObject {
    Q_OBJECT
    QML_ELEMENT

  public:
    // Where play stands. PersonToMove covers a secret choice too (`choosing`
    // says whose); ComputerToMove lasts from the question to the move shown;
    // RoundSummary: a round ended and its summary waits to be read;
    // Replaying: the replay view is open (replay.active).
    enum State { NoGame, PersonToMove, ComputerToMove, RoundSummary, Replaying, Over };
    Q_ENUM(State)

  private:
    Q_PROPERTY(State state READ state NOTIFY stateChanged)
    Q_PROPERTY(QString gameId READ gameId NOTIFY gameChanged)
    // The setup the game was started with (GameSetup::toQml()).
    Q_PROPERTY(QVariantMap setup READ setup NOTIFY setupChanged)
    Q_PROPERTY(cowrie::ui::modes::Mode mode READ mode NOTIFY gameChanged)

    // The parts (see above).
    Q_PROPERTY(cowrie::ui::BoardFeed* feed READ feed CONSTANT)
    Q_PROPERTY(cowrie::ui::SideState* south READ south CONSTANT)
    Q_PROPERTY(cowrie::ui::SideState* north READ north CONSTANT)
    Q_PROPERTY(cowrie::ui::GameResult* result READ result CONSTANT)
    Q_PROPERTY(cowrie::ui::SessionTexts* texts READ texts CONSTANT)
    Q_PROPERTY(cowrie::ui::SessionPace* pace READ pace CONSTANT)
    Q_PROPERTY(cowrie::ui::MoveHistory* history READ history CONSTANT)
    Q_PROPERTY(cowrie::ui::HintAdvisor* hints READ hints CONSTANT)
    Q_PROPERTY(cowrie::ui::ReplayController* replay READ replay CONSTANT)
    Q_PROPERTY(cowrie::ui::OnlineGame* online READ online CONSTANT)

    // NoSide when the game is over; BothSides when both choose at once.
    Q_PROPERTY(cowrie::ui::sides::Side toMove READ toMove NOTIFY turnChanged)
    // Simultaneous choices: who must choose now (NoSide when nobody); who
    // has chosen is each side's `chosen`. The chosen holes stay hidden.
    Q_PROPERTY(cowrie::ui::sides::Side choosing READ choosing NOTIFY turnChanged)
    // The legal moves also choose a sowing direction (play them with playDirected).
    Q_PROPERTY(bool needsDirection READ needsDirection NOTIFY turnChanged)
    // state == PersonToMove: a person may act now.
    Q_PROPERTY(bool humanToMove READ humanToMove NOTIFY stateChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY undoChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY undoChanged)

  public:
    explicit GameSession(QObject* parent = nullptr);
    ~GameSession() override;

    // Starts a game as `setup` says (GameSetup::toQml(), or its words).
    // Returns false (and says why in texts.status) for an unknown game or
    // refused options.
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
    // texts.status, for a record that cannot be read.
    Q_INVOKABLE bool openRecord(const QString& text, const QString& libraryId = QString());
    // Plays hole `hole` (1..n) of the person to move (or, when both choose at
    // once, records it as the choosing player's secret choice). An illegal
    // move changes nothing: it returns false, emits refused() and says why in
    // texts.status.
    Q_INVOKABLE bool play(int hole);
    // Plays the hole at board place `place` (what a click on a pit means).
    Q_INVOKABLE bool playPlace(int place);
    // Plays hole `hole` sowing towards the mover's right (true) or left.
    Q_INVOKABLE bool playDirected(int hole, bool towardsRight);
    // Both players' holes at once, when both choose together (hot-seat).
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
    QVariantMap setup() const { return setup_.toQml(); }
    modes::Mode mode() const { return setup_.mode; }
    BoardFeed* feed() const { return feed_; }
    SideState* south() const { return sides_[0]; }
    SideState* north() const { return sides_[1]; }
    GameResult* result() const { return result_; }
    SessionTexts* texts() const { return texts_; }
    SessionPace* pace() const { return pace_; }
    MoveHistory* history() const { return history_; }
    HintAdvisor* hints() const { return hints_; }
    ReplayController* replay() const { return replay_; }
    OnlineGame* online() const { return online_; }
    sides::Side toMove() const;
    sides::Side choosing() const;
    bool needsDirection() const;
    bool humanToMove() const { return state_ == PersonToMove; }
    bool canUndo() const;
    bool canRedo() const;

    // For C++ (the helpers and tests): what the parts show, read at the source.
    BoardModel* board() const { return feed_->board(); }
    bool over() const;
    bool replaying() const;
    bool awaitingSummary() const { return awaitingSummary_; }
    int moveCount() const;
    QString gameName() const { return texts_->gameName(); }
    QString status() const { return texts_->status(); }
    QString prompt() const;
    // The computer's player (it plays the computer's side or sides).
    ComputerPlayer* computer() const { return computer_; }
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
    // Seats `player` at `side` for the game begun, in place of the person or
    // the computer the setup named (a player of another kind: a test's
    // scripted player, later one over the network). Until the next game;
    // the session does not own it. Once per player object.
    void seatPlayer(cowrie::Side side, Player* player);

    // ---- online play, as the online game (onlinegame.h) tells it ----
    // (gamesession_online.cpp). The server decides every rule: the session
    // plays the moves it announces, and sends the person's.
    // Begins the online game `setup` (mode Online, its seat set) after the
    // moves the server has played ("3", "S3+N5"). False, with `error`, when
    // the game or a move is refused here.
    bool beginOnline(const cowrie::ui::GameSetup& setup, const std::vector<std::string>& moves,
                     QString& error);
    // The server played `move` for `by` ("south", "north", or "both": the
    // pair of a simultaneous start). The person's own move is played at
    // once; the friend's is the network player's answer.
    bool onlineMoved(const std::string& by, const std::string& move, QString& error);
    // The server refused the move the person sent: the person moves again.
    void onlineRefused(const QString& reason);
    // The friend has made a secret choice.
    void onlineOpponentChosen();
    // The seat was resumed: the server's moves (the game is rebuilt on them
    // when they differ from the match's) and, in a simultaneous start,
    // whether each has chosen.
    bool onlineResumed(const std::vector<std::string>& moves, std::optional<bool> chosen,
                       std::optional<bool> opponentChosen, QString& error);
    // The game ended on the server ("end", "resign" by `resigned`, "abandoned").
    void onlineOver(const std::string& reason, std::optional<cowrie::Side> resigned);
    void setOnlineOpponentName(const QString& name);
    // The seat changed (a hosted server on another port after a restart).
    void setOnlineSeat(const cowrie::ui::OnlineSeat& seat);
    // The player left the online game: nothing is waiting for the server.
    void onlineLeft();

  signals:
    void stateChanged();
    // Another game (or the same game again) has begun.
    void gameChanged();
    void setupChanged();
    void turnChanged();
    void undoChanged();
    // The last move ended a round; `summary` is feed's roundSummary.
    void roundEnded(const QVariantMap& summary);
    // A requested move was not played, and why.
    void refused(const QString& reason);
    // Another language: the texts and the feed's captions are said anew.
    void wordingChanged();

  private:
    using StatusKind = SessionTexts::StatusKind;

    // The session's own values that NOTIFY signals guard, as last announced.
    struct Published {
        State state = NoGame;
        sides::Side toMove = sides::NoSide;
        sides::Side choosing = sides::NoSide;
        bool needsDirection = false;
        bool canUndo = false, canRedo = false;
        bool operator==(const Published&) const = default;
    };
    // The one refresh pass: the parts from the match and the session's
    // flags, then the signals of what changed since the last pass. Called
    // after every change, before it is announced further: QML's bindings
    // hear a signal before ordinary connections, and must find the parts anew.
    void publish();
    State computeState() const;
    // `resigned`: the sideIndex of a player who resigned (a recorded game), else -1.
    void begin(std::unique_ptr<cowrie::Match> match, const cowrie::ui::GameSetup& setup,
               int resigned = -1);
    // The side to move in `turn` is played by a person at the board.
    bool playedAtBoard(cowrie::Turn turn) const;
    // The person to move, by the match and the choices (not by state_).
    bool personMayAct() const;
    cowrie::Side choosingSide() const;
    // The players of each side (the same computer for both sides of a demo).
    Player* playerOf(cowrie::Side side) const { return players_[cowrie::sideIndex(side)]; }
    // The side(s) `player` plays: South, North or BothSides.
    sides::Side sideOf(const Player* player) const;
    // A person's move from the board: handed to the person player of
    // `side`, who answers with it (onAnswer).
    bool handToPerson(cowrie::Side side, cowrie::Move move);
    // Asks each player whose move the position waits for, once a position.
    void askPlayers();
    // A player's answer: played, held for the view, or (a simultaneous
    // start) kept as that side's secret choice until both have chosen.
    void onAnswer(Player* player, cowrie::Move move);
    void showBoard();
    void setStatus(const QString& status, StatusKind kind);
    // `announceRound`: a round the move ended waits for its summary to be read.
    void setLastMove(const cowrie::Position& before, const cowrie::Trace& trace,
                     bool announceRound = false);
    void setAwaitingSummary(bool awaiting);
    void clearLastMove();
    SideState::Values sideValues(cowrie::Side side) const;
    GameResult::Values resultValues() const;
    SessionTexts::Values textValues() const;
    // After a switch of language: every text kept is made again in it.
    void retranslate();
    bool refuse(const QString& reason);
    bool refuseHole(int hole);
    bool refuseComputerTurn();
    // A player's answer in an online game: the friend's (from the server)
    // is played after the view, the person's is sent to the server.
    void onlineAnswer(Player* player, cowrie::Move move);
    // A person's move: refused with the reason, or handed to the person.
    bool playMove(cowrie::Move move);
    // Plays `move` on the match and shows it: the board, the last move on
    // the feed (announced to the view), the move list, the status.
    void apply(cowrie::Move move);
    bool choose(cowrie::Side side, int hole);
    void clearChoices();
    // Nobody may act for the position left behind: the players' questions,
    // a move held for the view, the hint and the secret choices are dropped.
    void dropPending();
    // After any change of position: save, refresh the parts, and ask the
    // players for the next move.
    void afterChange();
    // Brings the move history to the match's moves (after undo, redo, resume).
    void syncHistory();
    void save();
    void scheduleNext();
    void stepNow();
    int holes() const;

    std::unique_ptr<cowrie::Match> match_;
    cowrie::ui::GameSetup setup_;
    BoardFeed* feed_;
    SideState* sides_[2];
    GameResult* result_;
    SessionTexts* texts_;
    SessionPace* pace_;
    MoveHistory* history_;
    SaveStore* saves_;
    GameLibrary* library_;
    cowrie::ui::EngineWorker* engine_;
    PersonPlayer* persons_[2];
    ComputerPlayer* computer_;
    Player* players_[2];
    HintAdvisor* hints_;
    ReplayController* replay_;
    NetworkPlayer* remote_;
    OnlineGame* online_;
    QTimer stepTimer_;
    State state_ = NoGame;
    Published published_;
    QString turnReason_;
    // The last move's start and trace, to word it again in another language.
    std::optional<cowrie::Position> lastFrom_;
    cowrie::Trace lastRawTrace_;
    bool asked_[2] = {false, false};  // each side's player asked about the position
    int choice_[2] = {0, 0};          // secret simultaneous choices, 0 = none yet
    // A move of a player not at the board, held until the view has shown
    // the one before (and the pause has passed).
    std::optional<cowrie::Move> held_;
    int resigned_ = -1;  // sideIndex of the player who resigned, -1 if none
    bool awaitingSummary_ = false;
    // The game was already over when it began (opened from the library): it
    // is no unfinished game, so the save of its kind is left alone.
    bool archived_ = false;
    // Online: the person's move is on its way to the server (or, in a
    // simultaneous start, the person has chosen); the friend has chosen.
    bool sending_ = false;
    bool remoteChosen_ = false;
};

}  // namespace cowrie::ui
