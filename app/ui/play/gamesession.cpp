#include "app/ui/play/gamesession.h"

#include "app/ui/settings/languages.h"
#include "app/ui/shared/coretext.h"

#include <cstdlib>

#include "app/ui/board/narration.h"
#include "app/ui/board/tracetext.h"
#include "app/ui/library/gamelibrary.h"
#include "app/ui/library/recordsetup.h"
#include "app/ui/online/networkplayer.h"
#include "app/ui/play/agreements.h"
#include "app/ui/play/refusaltext.h"
#include "app/ui/play/roundsummary.h"
#include "app/ui/play/savestore.h"
#include "app/ui/shared/engineworker.h"
#include "core/game_record.h"
#include "core/record.h"
#include "core/registry.h"

namespace cowrie::ui {

using cowrie::Side;
using cowrie::Turn;
using enum SessionTexts::StatusKind;

GameSession::GameSession(QObject* parent)
    : QObject(parent),
      feed_(new BoardFeed(this)),
      sides_{new SideState(sides::South, this), new SideState(sides::North, this)},
      result_(new GameResult(this)),
      texts_(new SessionTexts(this)),
      pace_(new SessionPace(this)),
      history_(new MoveHistory(this)),
      saves_(new SaveStore(this)),
      library_(saves_->library()),  // one store: the saves are in the library
      engine_(new ui::EngineWorker(this)),
      persons_{new PersonPlayer(this), new PersonPlayer(this)},
      computer_(new ComputerPlayer(engine_, this)),
      players_{persons_[0], persons_[1]},
      hints_(new HintAdvisor(engine_, this)),
      replay_(new ReplayController(this)),
      remote_(new NetworkPlayer(this)),
      online_(new OnlineGame(this, this)) {
    stepTimer_.setSingleShot(true);
    connect(&stepTimer_, &QTimer::timeout, this, &GameSession::stepNow);
    // Every player answers the same way: one signal, whoever it is.
    for (Player* player : {static_cast<Player*>(persons_[0]), static_cast<Player*>(persons_[1]),
                           static_cast<Player*>(computer_), static_cast<Player*>(remote_)}) {
        connect(player, &Player::moved, this,
                [this, player](cowrie::Move move) { onAnswer(player, move); });
        connect(player, &Player::thinkingChanged, this, &GameSession::publish);
    }
    // The view has shown the move: the computer's next move may come.
    connect(feed_, &BoardFeed::presented, this, &GameSession::scheduleNext);
    // The replay opened (play waits) or closed (play goes on).
    connect(replay_, &ReplayController::activeChanged, this, [this] {
        dropPending();
        publish();
        scheduleNext();
    });
    connect(LanguageNotifier::instance(), &LanguageNotifier::changed, this,
            &GameSession::retranslate);
}

GameSession::~GameSession() = default;

// ---- reading the state ----

int GameSession::holes() const {
    return match_ ? match_->position().board.holes : 0;
}

ui::Names GameSession::names() const {
    return {setup_.nameOf(Side::South), setup_.nameOf(Side::North)};
}

bool GameSession::playedAtBoard(Turn turn) const {
    return cowrie::isSingle(turn) && playerOf(cowrie::sideOf(turn))->kind() == SideState::Person;
}

bool GameSession::replaying() const {
    return replay_->active();
}

sides::Side GameSession::toMove() const {
    if (!match_ || over()) return sides::NoSide;
    return sides::of(match_->position().toMove);
}

bool GameSession::over() const {
    return match_ && (match_->position().over() || resigned_ >= 0);
}

bool GameSession::canUndo() const {
    return match_ && !replaying() && setup_.mode != modes::Demo && setup_.mode != modes::Online &&
           (match_->canUndo() || resigned_ >= 0);
}

bool GameSession::canRedo() const {
    return match_ && !replaying() && setup_.mode != modes::Demo && setup_.mode != modes::Online &&
           resigned_ < 0 && match_->canRedo();
}

int GameSession::moveCount() const {
    return match_ ? match_->moveCount() : 0;
}

bool GameSession::needsDirection() const {
    if (!match_) return false;
    const cowrie::MoveList moves = match_->legalMoves();
    return !moves.empty() && moves[0].hasDirection();
}

// The side that chooses in secret now, or would: against the computer the
// person's (online: this app's side); hot-seat South first, then North.
cowrie::Side GameSession::choosingSide() const {
    if (setup_.mode == modes::VersusComputer) return cowrie::opponent(setup_.computerSide);
    if (setup_.mode == modes::Online) return setup_.online.side;
    return choice_[0] == 0 ? Side::South : Side::North;
}

sides::Side GameSession::choosing() const {
    if (!match_ || over() || replaying() || match_->position().toMove != Turn::Both)
        return sides::NoSide;
    if (setup_.mode == modes::Demo) return sides::NoSide;
    const Side side = choosingSide();
    return choice_[cowrie::sideIndex(side)] == 0 ? sides::of(side) : sides::NoSide;
}

bool GameSession::personMayAct() const {
    // Online, a move sent waits for the server's word, and nobody moves
    // before the friend has joined.
    if (!match_ || over() || replaying() || sending_) return false;
    if (setup_.mode == modes::Online && online_->opponentName().isEmpty()) return false;
    const Turn turn = match_->position().toMove;
    if (turn == Turn::Both) return choosing() != sides::NoSide;
    return playedAtBoard(turn);
}

GameSession::State GameSession::computeState() const {
    if (!match_) return NoGame;
    if (replaying()) return Replaying;
    if (over()) return Over;
    if (awaitingSummary_) return RoundSummary;
    if (personMayAct()) return PersonToMove;
    return ComputerToMove;
}

Side GameSession::personSide() const {
    if (setup_.mode == modes::VersusComputer) return cowrie::opponent(setup_.computerSide);
    if (setup_.mode == modes::Online) return setup_.online.side;
    const Turn turn = match_->position().toMove;
    if (cowrie::isSingle(turn)) return cowrie::sideOf(turn);
    return choosingSide();
}

sides::Side GameSession::sideOf(const Player* player) const {
    const bool south = players_[0] == player, north = players_[1] == player;
    return south && north ? sides::BothSides
           : south        ? sides::South
           : north        ? sides::North
                          : sides::NoSide;
}

QString GameSession::prompt() const {
    if (!match_) return {};
    if (over()) return resultValues().text;
    const ui::Names n = names();
    const Turn turn = match_->position().toMove;
    if (setup_.mode == modes::Online && online_->opponentName().isEmpty())
        return tr("Waiting for your friend to join…");
    if (turn == Turn::Both) {
        switch (setup_.mode) {
            case modes::HotSeat:
                if (choice_[0] == 0)
                    return tr("Both choose a starting hole in secret: %1 first. %2, look away.")
                        .arg(n.south, n.north);
                return tr("%1, choose your starting hole (%2's choice is hidden).")
                    .arg(n.north, n.south);
            case modes::VersusComputer:
                if (choosing() != sides::NoSide)
                    return tr(
                        "Choose your starting hole; the computer chooses without seeing yours.");
                return tr("Waiting for the computer's choice…");
            case modes::Demo:
                return tr("Both computers choose a starting hole…");
            case modes::Online: {
                const QString friendName = n.of(cowrie::opponent(setup_.online.side));
                if (choosing() != sides::NoSide)
                    return tr("Choose your starting hole; %1 chooses without seeing yours.")
                        .arg(friendName);
                return tr("Waiting for %1's choice…").arg(friendName);
            }
        }
    }
    if (sending_) return tr("Your move is on its way to the game server…");
    const Side side = cowrie::sideOf(turn);
    if (!playedAtBoard(turn)) return tr("%1 is thinking…").arg(n.of(side));
    if (needsDirection())
        return tr("%1 to move: choose a hole, then the direction to sow.").arg(n.of(side));
    return tr("%1 to move.").arg(n.of(side));
}

// ---- the parts ----

SideState::Values GameSession::sideValues(Side side) const {
    const int i = cowrie::sideIndex(side);
    const sides::Side mine = sides::of(side);
    const sides::Side moving = toMove();
    SideState::Values v;
    v.name = setup_.nameOf(side);
    v.kind = players_[i]->kind();
    if (match_) {
        const cowrie::Position& now = match_->position();
        v.store = now.board.count(now.board.store(side));
        v.seeds = now.board.rowSeeds(side);
        v.roundWins = now.roundWins[i];
    }
    v.toMove = moving == mine || choosing() == mine;
    v.chosen =
        moving == sides::BothSides && (choice_[i] > 0 || (remoteChosen_ && players_[i] == remote_));
    v.thinking = players_[i]->thinking() && (moving == mine || moving == sides::BothSides);
    return v;
}

GameResult::Values GameSession::resultValues() const {
    GameResult::Values v;
    if (!over()) return v;
    v.over = true;
    if (resigned_ >= 0) {
        const Side loser = static_cast<cowrie::Side>(resigned_);
        v.resigned = sides::of(loser);
        v.winner = sides::of(cowrie::opponent(loser));
        v.text =
            tr("%1 resigns; %2 wins.").arg(names().of(loser), names().of(cowrie::opponent(loser)));
        return v;
    }
    const cowrie::Position& end = match_->position();
    v.winner = end.winner == cowrie::Winner::South   ? sides::South
               : end.winner == cowrie::Winner::North ? sides::North
                                                     : sides::NoSide;
    v.text = ui::resultSentence(*match_, names());
    v.margin = std::abs(end.board.count(end.board.store(Side::South)) -
                        end.board.count(end.board.store(Side::North)));
    return v;
}

SessionTexts::Values GameSession::textValues() const {
    SessionTexts::Values v;
    if (!match_) return v;
    v.gameName = coreText(match_->rules().game().name);
    v.prompt = prompt();
    v.turnReason = turnReason_;
    v.agreement = ui::agreementNote(match_->rules().game(), match_->rules().options());
    v.direction = ui::directionText(match_->position());
    return v;
}

void GameSession::publish() {
    state_ = computeState();
    for (const Side side : {Side::South, Side::North})
        sides_[cowrie::sideIndex(side)]->set(sideValues(side));
    result_->set(resultValues());
    texts_->set(textValues());
    pace_->setAwaitingSummary(awaitingSummary_);
    const Published now{state_, toMove(), choosing(), needsDirection(), canUndo(), canRedo()};
    const Published before = std::exchange(published_, now);
    if (now.state != before.state) emit stateChanged();
    if (now.toMove != before.toMove || now.choosing != before.choosing ||
        now.needsDirection != before.needsDirection)
        emit turnChanged();
    if (now.canUndo != before.canUndo || now.canRedo != before.canRedo) emit undoChanged();
}

// ---- starting ----

bool GameSession::start(const QVariantMap& map) {
    ui::GameSetup setup = ui::GameSetup::fromVariant(map);
    if (setup.mode == modes::Online)
        return refuse(tr("an online game begins by hosting it or joining it"));
    setup.libraryId.clear();  // a new game, a new entry
    std::string error;
    auto match = setup.makeMatch(error);
    if (!match) return refuse(QString::fromStdString(error));
    begin(std::move(match), setup);
    return true;
}

bool GameSession::newGame(const QString& id) {
    return start({{"game", id}});
}

bool GameSession::resume(const QString& gameId) {
    if (gameId.isEmpty()) saves_->check();
    auto saved = saves_->load(gameId);
    if (!saved) {
        return refuse(saves_->problem().isEmpty() ? tr("there is no saved game")
                                                  : saves_->problem());
    }
    begin(std::make_unique<cowrie::Match>(std::move(saved->match)), saved->setup);
    // An online game resumes its seat on the server too.
    if (setup_.mode == modes::Online)
        online_->resumeSeat(setup_.online, names().of(cowrie::opponent(setup_.online.side)));
    return true;
}

bool GameSession::openRecord(const QString& text, const QString& libraryId) {
    std::string error;
    auto record = cowrie::readGameRecord(text.toStdString(), error);
    if (!record) return refuse(QString::fromStdString(error));
    ui::GameSetup setup = ui::setupFromRecord(*record);
    setup.libraryId = libraryId;
    const auto& result = record->meta.result;
    const int resigned = result && result->resigned ? cowrie::sideIndex(*result->resigned) : -1;
    begin(std::make_unique<cowrie::Match>(std::move(record->match)), setup, resigned);
    return true;
}

void GameSession::begin(std::unique_ptr<cowrie::Match> match, const ui::GameSetup& setup,
                        int resigned) {
    dropPending();
    engine_->forget();
    match_ = std::move(match);
    setup_ = setup;
    setup_.gameId = QString::fromStdString(std::string(match_->rules().gameId()));
    setup_.options = match_->rules().options().all();
    if (setup_.libraryId.isEmpty()) setup_.libraryId = GameLibrary::newId();
    // Who plays each side: the person at the board, or the computer (one
    // computer for both sides of a demo).
    for (const Side side : {Side::South, Side::North}) {
        const int i = cowrie::sideIndex(side);
        players_[i] = setup_.isComputer(side) ? static_cast<Player*>(computer_) : persons_[i];
    }
    // Online, the friend plays the other side, through the server.
    remote_->forget();
    clearChoices();
    sending_ = remoteChosen_ = false;
    if (setup_.mode == modes::Online)
        players_[cowrie::sideIndex(cowrie::opponent(setup_.online.side))] = remote_;
    else
        online_->release();
    computer_->setLevel(setup_.level);
    resigned_ = resigned;
    archived_ = match_->position().over() || resigned >= 0;
    clearLastMove();
    feed_->reset();
    feed_->setTurned(setup_.turned);
    feed_->setNames(names().of(Side::South), names().of(Side::North));
    history_->rebuild(*match_, names());
    showBoard();
    publish();
    emit gameChanged();
    emit setupChanged();
    setStatus(prompt(), Prompt);
    afterChange();
}

// ---- playing ----

// A person may not move for the computer.
bool GameSession::refuseComputerTurn() {
    if (!match_ || personMayAct() || over() || replaying()) return false;
    if (setup_.mode == modes::Online) {
        if (sending_) return !refuse(tr("your move is on its way to the game server"));
        if (online_->opponentName().isEmpty())
            return !refuse(tr("the game begins when your friend has joined"));
        return !refuse(tr("it is %1's turn").arg(names().of(cowrie::opponent(setup_.online.side))));
    }
    refuse(tr("it is the computer's turn"));
    return true;
}

bool GameSession::play(int hole) {
    if (refuseComputerTurn()) return false;
    if (hole < 1 || hole > cowrie::Board::kMaxHoles) return refuseHole(hole);
    if (match_ && match_->position().toMove == Turn::Both && !over()) {
        if (choosing() == sides::NoSide) return refuse(tr("it is not your turn to choose"));
        return choose(choosingSide(), hole);
    }
    return playMove(cowrie::Move::hole(hole));
}

bool GameSession::playDirected(int hole, bool towardsRight) {
    if (refuseComputerTurn()) return false;
    if (hole < 1 || hole > cowrie::Board::kMaxHoles) return refuseHole(hole);
    const auto direction = towardsRight ? cowrie::Direction::Ccw : cowrie::Direction::Cw;
    return playMove(cowrie::Move::directed(hole, direction));
}

bool GameSession::playPair(int southHole, int northHole) {
    if (setup_.mode != modes::HotSeat)
        return refuse(tr("against the computer, choose your own hole only"));
    if (southHole < 1 || southHole > cowrie::Board::kMaxHoles) return refuseHole(southHole);
    if (northHole < 1 || northHole > cowrie::Board::kMaxHoles) return refuseHole(northHole);
    const cowrie::Move pair = cowrie::Move::pair(southHole, northHole);
    if (!match_) return refuse(tr("no game has been started"));
    if (replaying()) return refuse(tr("the game is being replayed"));
    if (over()) return refuse(tr("the game is over"));
    if (match_->whyIllegal(pair))
        return refuse(ui::refusalText(match_->rules(), match_->position(), pair, names()));
    // Both players are at the board: each chooses his own hole.
    return handToPerson(Side::South, cowrie::Move::hole(southHole)) &&
           handToPerson(Side::North, cowrie::Move::hole(northHole));
}

bool GameSession::playPlace(int place) {
    if (!match_) return refuse(tr("no game has been started"));
    const cowrie::Position& now = match_->position();
    const cowrie::Board& b = now.board;
    if (place < 0 || place >= b.places())
        return refuse(tr("there is no place %1 on this board").arg(place));
    if (b.isStore(place)) return refuse(tr("a store cannot be played"));
    if (refuseComputerTurn()) return false;
    const ui::Names n = names();
    if (now.toMove == Turn::Both && !over()) {
        if (choosing() == sides::NoSide) return refuse(tr("it is not your turn to choose"));
        const Side side = choosingSide();
        if (b.owner(place) != side)
            return refuse(tr("%1 chooses now, from their own row").arg(n.of(side)));
        return choose(side, b.holeNumber(place));
    }
    if (cowrie::isSingle(now.toMove) && b.owner(place) != cowrie::sideOf(now.toMove))
        return refuse(tr("that hole is %1's; %2 is to move")
                          .arg(n.of(b.owner(place)), n.of(cowrie::sideOf(now.toMove))));
    return play(b.holeNumber(place));
}

// Move's small encoding only holds holes 1..9, so other numbers stop here.
bool GameSession::refuseHole(int hole) {
    return refuse(tr("hole %1 does not exist (holes are 1..%2)").arg(hole).arg(holes()));
}

// A person's secret choice: checked here, then answered by the person.
bool GameSession::choose(Side side, int hole) {
    if (hole < 1 || hole > holes()) return refuseHole(hole);
    bool possible = false;
    for (cowrie::Move m : match_->legalMoves())
        if (m.isPair() && (side == Side::South ? m.southHole() : m.northHole()) == hole)
            possible = true;
    if (!possible)
        return refuse(tr("%1's hole %2 cannot start a sowing").arg(names().of(side)).arg(hole));
    // The other side has chosen: the two holes must go together.
    const int other = choice_[1 - cowrie::sideIndex(side)];
    if (other > 0) {
        const cowrie::Move pair =
            side == Side::South ? cowrie::Move::pair(hole, other) : cowrie::Move::pair(other, hole);
        if (!match_->legalMoves().contains(pair)) {
            // Both choose again.
            dropPending();
            showBoard();
            afterChange();
            return refuse(tr("these two holes cannot be played together"));
        }
    }
    return handToPerson(side, cowrie::Move::hole(hole));
}

void GameSession::clearChoices() {
    choice_[0] = choice_[1] = 0;
}

// A person's move, checked against the rules here (the refusal says why in
// the players' names, issue 14, point 10), then answered by the person.
bool GameSession::playMove(cowrie::Move move) {
    if (!match_) return refuse(tr("no game has been started"));
    if (replaying()) return refuse(tr("the game is being replayed"));
    if (over()) return refuse(tr("the game is over"));
    if (match_->whyIllegal(move))
        return refuse(ui::refusalText(match_->rules(), match_->position(), move, names()));
    return handToPerson(personSide(), move);
}

bool GameSession::handToPerson(Side side, cowrie::Move move) {
    auto* person = qobject_cast<PersonPlayer*>(playerOf(side));
    if (!person || !person->offer(move)) return refuse(tr("it is not your turn"));
    // The person answered (onAnswer): played, or kept as a secret choice.
    return true;
}

// ---- the players ----

void GameSession::seatPlayer(Side side, Player* player) {
    dropPending();
    players_[cowrie::sideIndex(side)] = player;
    connect(player, &Player::moved, this,
            [this, player](cowrie::Move move) { onAnswer(player, move); });
    connect(player, &Player::thinkingChanged, this, &GameSession::publish);
    if (!match_) return;
    showBoard();
    publish();
    scheduleNext();
}

void GameSession::askPlayers() {
    if (!match_ || over() || replaying()) return;
    const cowrie::Position& now = match_->position();
    auto ask = [&](Player* player, sides::Side side) {
        player->ask({match_->sharedRules(), now, side});
    };
    if (cowrie::isSingle(now.toMove)) {
        const int i = cowrie::sideIndex(cowrie::sideOf(now.toMove));
        if (!asked_[i]) {
            asked_[i] = true;
            ask(players_[i], sides::of(now.toMove));
        }
        return;
    }
    if (now.toMove != Turn::Both) return;
    // One player choosing both holes (a demo's computer) is asked once.
    if (players_[0] == players_[1]) {
        if (!asked_[0] && choice_[0] == 0 && choice_[1] == 0) {
            asked_[0] = asked_[1] = true;
            ask(players_[0], sides::BothSides);
        }
        return;
    }
    for (const Side side : {Side::South, Side::North}) {
        const int i = cowrie::sideIndex(side);
        if (asked_[i] || choice_[i] > 0) continue;
        asked_[i] = true;
        ask(players_[i], sides::of(side));
    }
}

void GameSession::onAnswer(Player* player, cowrie::Move move) {
    if (!match_ || over() || replaying()) return;
    if (setup_.mode == modes::Online) return onlineAnswer(player, move);
    const bool atBoard = player->kind() == SideState::Person;
    const cowrie::Position& now = match_->position();
    const sides::Side plays = sideOf(player);
    if (now.toMove == Turn::Both) {
        // A choice (its side's hole), or both (a pair) from one player of both sides.
        if (move.isPair() && plays == sides::BothSides) {
            choice_[0] = move.southHole();
            choice_[1] = move.northHole();
        } else if (!move.isPair() && !move.isNull() && plays != sides::NoSide) {
            // Against itself the computer answers pairs only; a person his own side.
            const Side side = plays == sides::BothSides ? choosingSide()
                              : plays == sides::South   ? Side::South
                                                        : Side::North;
            choice_[cowrie::sideIndex(side)] = move.holeNumber();
        } else {
            return;
        }
        if (choice_[0] == 0 || choice_[1] == 0) {
            // One has chosen, in secret: the board offers the other's holes.
            showBoard();
            publish();
            setStatus(prompt(), Prompt);
            return;
        }
        move = cowrie::Move::pair(choice_[0], choice_[1]);
        clearChoices();
        if (!match_->legalMoves().contains(move)) {
            if (atBoard)
                refuse(tr("these two holes cannot be played together"));
            else
                setStatus(tr("The computer found no move."), Problem);
            dropPending();
            publish();
            scheduleNext();
            return;
        }
    } else {
        const int i = cowrie::sideIndex(cowrie::sideOf(now.toMove));
        if (players_[i] != player) return;  // not its turn
        if (move.isNull() || !match_->legalMoves().contains(move)) {
            if (atBoard)
                refuse(ui::refusalText(match_->rules(), now, move, names()));
            else
                setStatus(tr("The computer found no move."), Problem);
            return;
        }
    }
    // A move made at the board is played at once; any other waits for the view.
    if (atBoard) {
        apply(move);
        return;
    }
    held_ = move;
    publish();
    scheduleNext();
}

void GameSession::apply(cowrie::Move move) {
    const cowrie::Position from = match_->position();
    const cowrie::Trace trace = match_->play(move);
    dropPending();
    showBoard();
    setLastMove(from, trace, true);
    history_->append(
        MoveHistory::describe(match_->rules(), from, move, trace, match_->position(), names()));
    QString status = ui::moveSentence(match_->rules(), from, move, trace, names());
    if (over())
        status += QLatin1Char(' ') + resultValues().text;
    else
        status += QLatin1Char(' ') + (turnReason_.isEmpty() ? prompt() : turnReason_);
    setStatus(status, MoveDone);
    // The view hears of the move first; the state follows in afterChange()
    // (a round's end, which stops the animation, is set before: setLastMove).
    feed_->announceMove();
    if (!feed_->roundSummary().isEmpty()) emit roundEnded(feed_->roundSummary());
    afterChange();
    // Online: the board must be the server's (a difference is reported).
    if (setup_.mode == modes::Online) online_->checkPosition(*match_);
}

void GameSession::undo() {
    if (!canUndo()) return;
    dropPending();
    if (resigned_ >= 0) {
        const Side who = static_cast<cowrie::Side>(resigned_);
        resigned_ = -1;
        showBoard();
        setStatus(tr("%1 takes back the resignation. %2").arg(names().of(who), prompt()), Prompt);
        afterChange();
        return;
    }
    const cowrie::Move undone = match_->moves().back();
    match_->undo();
    // Against the computer, back to the person's own last move.
    while (setup_.mode == modes::VersusComputer && match_->canUndo() &&
           !playedAtBoard(match_->position().toMove))
        match_->undo();
    showBoard();
    // The move taken back is no longer the last move: its path and its
    // captions go with it.
    clearLastMove();
    const QString status =
        setup_.mode == modes::VersusComputer
            ? tr("Took back your last move. %1").arg(prompt())
            : tr("Took back move %1. %2")
                  .arg(ui::moveLabel(match_->rules(), match_->position(), undone), prompt());
    setStatus(status, Prompt);
    afterChange();
}

void GameSession::redo() {
    if (!canRedo()) return;
    dropPending();
    cowrie::Position from = match_->position();
    cowrie::Trace trace = match_->redo();
    // Against the computer, the computer's reply comes back with the move.
    while (setup_.mode == modes::VersusComputer && match_->canRedo() &&
           !playedAtBoard(match_->position().toMove)) {
        from = match_->position();
        trace = match_->redo();
    }
    showBoard();
    setLastMove(from, trace);
    setStatus(ui::moveSentence(match_->rules(), from, match_->moves().back(), trace, names()),
              MoveDone);
    feed_->announceMove();
    afterChange();
}

QString GameSession::recordText() const {
    return match_ ? QString::fromStdString(cowrie::writeRecord(*match_)) : QString();
}

bool GameSession::resign() {
    if (!match_) return refuse(tr("no game has been started"));
    if (over()) return refuse(tr("the game is over"));
    if (replaying()) return refuse(tr("the game is being replayed"));
    if (setup_.mode == modes::Demo)
        return refuse(tr("the computers play on; go back to stop the demo"));
    // Online, the server ends the game (onlineOver()).
    if (setup_.mode == modes::Online) {
        if (!online_->sendResign())
            return refuse(tr("the game server cannot be reached now; try again when connected"));
        return true;
    }
    resigned_ = cowrie::sideIndex(personSide());
    dropPending();
    setAwaitingSummary(false);
    showBoard();
    setStatus(resultValues().text, MoveDone);
    afterChange();
    return true;
}

void GameSession::setTurned(bool turned) {
    if (turned == setup_.turned) return;
    setup_.turned = turned;
    feed_->setTurned(turned);
    emit setupChanged();
    save();
}

// ---- hint ----

void GameSession::hint() {
    if (setup_.mode == modes::Online) {
        refuse(tr("there are no hints in a game against a friend online"));
        return;
    }
    if (!humanToMove()) {
        refuse(tr("a hint is for the person to move"));
        return;
    }
    hints_->ask(match_->sharedRules(), match_->position(), personSide());
}

void GameSession::dropPending() {
    players_[0]->cancel();
    if (players_[1] != players_[0]) players_[1]->cancel();
    asked_[0] = asked_[1] = false;
    held_.reset();
    stepTimer_.stop();
    hints_->clear();
    // Online, a choice sent stays made: the server holds it.
    if (setup_.mode != modes::Online) clearChoices();
}

// ---- after every change ----

void GameSession::afterChange() {
    syncHistory();
    save();
    publish();
    scheduleNext();
}

void GameSession::syncHistory() {
    if (!match_) return;
    history_->follow(*match_, names());
}

void GameSession::save() {
    if (!match_ || replaying()) return;
    // Never lose a game silently: the player is told at every move. Every
    // game goes to the library, demos too (one write a move); the save store
    // marks there the unfinished game of each kind, to be resumed (a game
    // ended, or not yet begun, is no longer one).
    const bool resumable = setup_.mode != modes::Demo && !archived_;
    const auto resigned =
        resigned_ >= 0 ? std::optional(static_cast<cowrie::Side>(resigned_)) : std::nullopt;
    if (saves_->save(setup_, *match_, resigned, resumable)) return;
    setStatus(
        resumable
            ? tr("This game cannot be saved: %1. It goes on, but will be lost when "
                 "you quit.")
                  .arg(saves_->lastWriteError())
            : tr("This game cannot be kept in the library: %1.").arg(saves_->lastWriteError()),
        Problem);
}

// Every player is asked at once (the computer thinks even while the last
// move or a round summary is shown); a move of a player not at the board
// waits for the view, the summary and the pause.
void GameSession::scheduleNext() {
    if (!match_ || replaying()) return;
    // A demo has nobody to read the summary: it goes on after a while.
    if (awaitingSummary_ && setup_.mode == modes::Demo && !feed_->presenting() &&
        !stepTimer_.isActive())
        stepTimer_.start(pace_->summaryMs());
    askPlayers();
    if (held_ && !feed_->presenting() && !awaitingSummary_) stepTimer_.start(pace_->pauseMs());
}

void GameSession::stepNow() {
    if (!match_ || feed_->presenting() || replaying()) return;
    if (awaitingSummary_) {
        if (setup_.mode == modes::Demo) dismissRoundSummary();
        return;
    }
    if (!held_) return;
    const cowrie::Move move = *held_;
    held_.reset();
    apply(move);
}

// ---- the board ----

// Highlights only what the person acting now may play.
void GameSession::showBoard() {
    const cowrie::Position& now = match_->position();
    std::vector<int> legalPlaces;
    if (personMayAct()) {
        const sides::Side who = choosing();
        for (cowrie::Move m : match_->legalMoves()) {
            if (m.isPair()) {
                if (who == sides::South)
                    legalPlaces.push_back(now.board.hole(Side::South, m.southHole()));
                if (who == sides::North)
                    legalPlaces.push_back(now.board.hole(Side::North, m.northHole()));
            } else if (cowrie::isSingle(now.toMove)) {
                legalPlaces.push_back(now.board.hole(cowrie::sideOf(now.toMove), m.holeNumber()));
            }
        }
    }
    feed_->board()->show(match_->sharedRules(), now, legalPlaces);
}

void GameSession::setStatus(const QString& status, StatusKind kind) {
    texts_->setStatus(status, kind);
}

void GameSession::setLastMove(const cowrie::Position& before, const cowrie::Trace& trace,
                              bool announceRound) {
    const cowrie::Position& after = match_->position();
    const QVariantMap summary = ui::roundSummary(match_->rules(), before, trace, after, names());
    turnReason_ = ui::turnReason(match_->rules(), before, trace, after, names());
    lastFrom_ = before;
    lastRawTrace_ = trace;
    feed_->setMove(before.board, trace, sides::of(before.toMove),
                   ui::narrate(match_->rules(), before, trace, names()), summary);
    // Set before the view hears of the move, so that it stops at the round's end.
    setAwaitingSummary(announceRound && !summary.isEmpty());
}

void GameSession::setAwaitingSummary(bool awaiting) {
    if (awaiting == awaitingSummary_) return;
    awaitingSummary_ = awaiting;
    publish();
}

void GameSession::dismissRoundSummary() {
    if (!awaitingSummary_) return;
    stepTimer_.stop();
    setAwaitingSummary(false);
    scheduleNext();
}

void GameSession::clearLastMove() {
    turnReason_.clear();
    setAwaitingSummary(false);
    lastFrom_.reset();
    lastRawTrace_.clear();
    feed_->clearMove();
}

bool GameSession::refuse(const QString& reason) {
    QString sentence = reason;
    if (!sentence.isEmpty()) sentence[0] = sentence[0].toUpper();
    if (!sentence.endsWith(QLatin1Char('.'))) sentence += QLatin1Char('.');
    setStatus(tr("Not allowed: %1").arg(sentence), Refusal);
    emit refused(reason);
    return false;
}

void GameSession::retranslate() {
    if (!match_) return;
    // The move list's rows ("Both", "Round 2", the default names) anew.
    history_->rebuild(*match_, names());
    // The default names ("South", "Computer") are words of the language.
    feed_->setNames(names().of(Side::South), names().of(Side::North));
    const cowrie::Position& now = match_->position();
    if (lastFrom_) {
        turnReason_ = ui::turnReason(match_->rules(), *lastFrom_, lastRawTrace_, now, names());
        feed_->setCaptions(
            ui::narrate(match_->rules(), *lastFrom_, lastRawTrace_, names()),
            ui::roundSummary(match_->rules(), *lastFrom_, lastRawTrace_, now, names()));
    }
    // The status again: the prompt, the result, or what the last move did
    // (a refusal or a problem stays as it was said).
    const StatusKind kind = texts_->statusKind();
    if (kind == Prompt && !over()) {
        setStatus(prompt(), Prompt);
    } else if (kind == MoveDone && lastFrom_ && !match_->moves().empty()) {
        QString status = ui::moveSentence(match_->rules(), *lastFrom_, match_->moves().back(),
                                          lastRawTrace_, names());
        status += QLatin1Char(' ') + (over()                  ? resultValues().text
                                      : turnReason_.isEmpty() ? prompt()
                                                              : turnReason_);
        setStatus(status, MoveDone);
    } else if (over()) {
        setStatus(resultValues().text, MoveDone);
    }
    publish();
    // Last, so that what listens finds the captions and texts already anew.
    emit wordingChanged();
}

}  // namespace cowrie::ui
