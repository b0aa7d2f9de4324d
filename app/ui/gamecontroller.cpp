#include "gamecontroller.h"

#include <cstdlib>

#include "agreements.h"
#include "computerplayer.h"
#include "narration.h"
#include "refusaltext.h"
#include "registry.h"
#include "roundsummary.h"
#include "savestore.h"
#include "tracetext.h"

using cowrie::Side;
using cowrie::Turn;
using cowrie::ui::PlayMode;
namespace ui = cowrie::ui;

namespace {

// The engine's level and time for a hint: a good move, quickly.
constexpr int kHintLevel = 3;
constexpr int kHintMs = 800;

}  // namespace

GameController::GameController(QObject* parent)
    : QObject(parent),
      board_(new BoardModel(this)),
      history_(new MoveHistory(this)),
      saves_(new SaveStore(this)),
      computer_(new ComputerPlayer(this)),
      hinter_(new ComputerPlayer(this)) {
    stepTimer_.setSingleShot(true);
    connect(&stepTimer_, &QTimer::timeout, this, &GameController::stepNow);
    connect(computer_, &ComputerPlayer::answered, this, &GameController::onComputerAnswer);
    connect(hinter_, &ComputerPlayer::answered, this, &GameController::onHintAnswer);
}

GameController::~GameController() = default;

// ---- reading the state ----

int GameController::holes() const {
    return match_ ? match_->position().board.holes : 0;
}

bool GameController::storeOnRight() const {
    return match_ ? match_->rules().geometryAt(match_->position()).storeOnRight : true;
}

ui::Names GameController::names() const {
    return {southName(), northName()};
}

bool GameController::isComputer(Turn turn) const {
    return cowrie::isSingle(turn) && setup_.isComputer(cowrie::sideOf(turn));
}

QString GameController::toMove() const {
    if (!match_ || over()) return {};
    return ui::turnText(match_->position().toMove);
}

bool GameController::over() const {
    return match_ && (match_->position().over() || (resigned_ >= 0 && !replaying_));
}

QString GameController::resigned() const {
    if (resigned_ < 0 || replaying_) return {};
    return ui::sideText(static_cast<Side>(resigned_));
}

QString GameController::winner() const {
    if (!match_) return {};
    if (resigned_ >= 0 && !replaying_)
        return ui::sideText(cowrie::opponent(static_cast<Side>(resigned_)));
    return ui::winnerText(match_->position().winner);
}

QString GameController::resultText() const {
    if (!match_) return {};
    if (resigned_ >= 0 && !replaying_) {
        const Side loser = static_cast<Side>(resigned_);
        return QStringLiteral("%1 resigns; %2 wins.")
            .arg(names().of(loser), names().of(cowrie::opponent(loser)));
    }
    return ui::resultSentence(match_->position(), names());
}

int GameController::margin() const {
    if (!match_ || !match_->position().over() || resigned_ >= 0) return 0;
    return std::abs(southStore() - northStore());
}

int GameController::southStore() const {
    if (!match_) return 0;
    const cowrie::Board& b = match_->position().board;
    return b.count(b.store(Side::South));
}

int GameController::northStore() const {
    if (!match_) return 0;
    const cowrie::Board& b = match_->position().board;
    return b.count(b.store(Side::North));
}

bool GameController::canUndo() const {
    return match_ && !replaying_ && setup_.mode != PlayMode::Demo &&
           (match_->canUndo() || resigned_ >= 0);
}

bool GameController::canRedo() const {
    return match_ && !replaying_ && setup_.mode != PlayMode::Demo && resigned_ < 0 &&
           match_->canRedo();
}

int GameController::moveCount() const {
    return match_ ? match_->moveCount() : 0;
}

bool GameController::needsDirection() const {
    if (!match_) return false;
    const cowrie::MoveList moves = match_->legalMoves();
    return !moves.empty() && moves[0].hasDirection();
}

int GameController::round() const {
    return match_ ? match_->position().round : 0;
}

int GameController::southRoundWins() const {
    return match_ ? match_->position().roundWins[0] : 0;
}

int GameController::northRoundWins() const {
    return match_ ? match_->position().roundWins[1] : 0;
}

int GameController::southSeeds() const {
    return match_ ? match_->position().board.rowSeeds(Side::South) : 0;
}

int GameController::northSeeds() const {
    return match_ ? match_->position().board.rowSeeds(Side::North) : 0;
}

QString GameController::agreement() const {
    return match_ ? ui::agreementNote(match_->rules().gameId(), match_->rules().options())
                  : QString();
}

QString GameController::direction() const {
    return match_ ? ui::directionText(match_->position()) : QString();
}

QString GameController::choosing() const {
    if (!match_ || over() || replaying_ || match_->position().toMove != Turn::Both) return {};
    switch (setup_.mode) {
        case PlayMode::HotSeat:
            if (choice_[0] == 0) return QStringLiteral("south");
            if (choice_[1] == 0) return QStringLiteral("north");
            return {};
        case PlayMode::Computer: {
            const Side person = cowrie::opponent(setup_.computerSide);
            return choice_[cowrie::sideIndex(person)] == 0 ? ui::sideText(person) : QString();
        }
        case PlayMode::Demo:
            break;
    }
    return {};
}

bool GameController::humanToMove() const {
    if (!match_ || over() || replaying_) return false;
    const Turn turn = match_->position().toMove;
    if (turn == Turn::Both) return !choosing().isEmpty();
    return !isComputer(turn);
}

bool GameController::thinking() const {
    return computer_->busy();
}

bool GameController::hinting() const {
    return hinter_->busy();
}

Side GameController::personSide() const {
    if (setup_.mode == PlayMode::Computer) return cowrie::opponent(setup_.computerSide);
    const Turn turn = match_->position().toMove;
    if (cowrie::isSingle(turn)) return cowrie::sideOf(turn);
    return choosing() == QLatin1String("north") ? Side::North : Side::South;
}

QString GameController::prompt() const {
    if (!match_) return {};
    if (replaying_)
        return QStringLiteral("Replay: move %1 of %2.").arg(moveCount()).arg(replayTarget_);
    if (over()) return resultText();
    const ui::Names n = names();
    const Turn turn = match_->position().toMove;
    if (turn == Turn::Both) {
        switch (setup_.mode) {
            case PlayMode::HotSeat:
                if (choice_[0] == 0)
                    return QStringLiteral(
                               "Both choose a starting hole in secret: %1 first. %2, look away.")
                        .arg(n.south, n.north);
                return QStringLiteral("%1, choose your starting hole (%2's choice is hidden).")
                    .arg(n.north, n.south);
            case PlayMode::Computer:
                if (!choosing().isEmpty())
                    return QStringLiteral(
                        "Choose your starting hole; the computer chooses without seeing yours.");
                return QStringLiteral("Waiting for the computer's choice…");
            case PlayMode::Demo:
                return QStringLiteral("Both computers choose a starting hole…");
        }
    }
    const Side side = cowrie::sideOf(turn);
    if (setup_.isComputer(side)) return QStringLiteral("%1 is thinking…").arg(n.of(side));
    if (needsDirection())
        return QStringLiteral("%1 to move: choose a hole, then the direction to sow.")
            .arg(n.of(side));
    return QStringLiteral("%1 to move.").arg(n.of(side));
}

// ---- starting ----

bool GameController::start(const QVariantMap& map) {
    const ui::GameSetup setup = ui::GameSetup::fromVariant(map);
    std::string error;
    auto rules = cowrie::createRules(setup.gameId.toStdString(), setup.options, error);
    if (!rules) return refuse(QString::fromStdString(error));
    begin(std::make_unique<cowrie::Match>(std::move(rules)), setup);
    return true;
}

bool GameController::newGame(const QString& id) {
    return start({{"game", id}});
}

bool GameController::resume(const QString& gameId) {
    if (gameId.isEmpty()) saves_->check();
    auto saved = saves_->load(gameId);
    if (!saved) {
        return refuse(saves_->problem().isEmpty() ? QStringLiteral("there is no saved game")
                                                  : saves_->problem());
    }
    begin(std::make_unique<cowrie::Match>(std::move(saved->match)), saved->setup);
    return true;
}

void GameController::begin(std::unique_ptr<cowrie::Match> match, const ui::GameSetup& setup) {
    const Snapshot before = snapshot();
    computer_->newGame();
    hinter_->newGame();
    stepTimer_.stop();
    match_ = std::move(match);
    setup_ = setup;
    setup_.gameId = QString::fromStdString(std::string(match_->rules().gameId()));
    setup_.options = match_->rules().options().all();
    const cowrie::GameInfo* info = cowrie::findGame(match_->rules().gameId());
    gameName_ = info ? QString::fromStdString(info->name) : setup_.gameId;
    resigned_ = -1;
    if (replaying_) {
        replaying_ = false;
        setReplayPlaying(false);
        replayMoves_.clear();
        emit replayingChanged();
    }
    computerMove_ = {};
    computerAsked_ = false;
    choice_[0] = choice_[1] = 0;
    clearHint();
    clearLastMove();
    history_->rebuild(*match_, names());
    showBoard();
    emit gameChanged();
    emit playersChanged();
    publish(before);
    setStatus(prompt());
    afterChange();
}

// ---- playing ----

// A person may not move for the computer.
bool GameController::refuseComputerTurn() {
    if (!match_ || humanToMove() || over() || replaying_) return false;
    refuse(QStringLiteral("it is the computer's turn"));
    return true;
}

bool GameController::play(int hole) {
    if (refuseComputerTurn()) return false;
    if (hole < 1 || hole > cowrie::Board::kMaxHoles) return refuseHole(hole);
    if (match_ && match_->position().toMove == Turn::Both && !over()) {
        const QString who = choosing();
        if (who.isEmpty()) return refuse(QStringLiteral("it is not your turn to choose"));
        return choose(who == QLatin1String("north") ? Side::North : Side::South, hole);
    }
    return playMove(cowrie::Move::hole(hole));
}

bool GameController::playDirected(int hole, bool towardsRight) {
    if (refuseComputerTurn()) return false;
    if (hole < 1 || hole > cowrie::Board::kMaxHoles) return refuseHole(hole);
    const auto direction = towardsRight ? cowrie::Direction::Ccw : cowrie::Direction::Cw;
    return playMove(cowrie::Move::directed(hole, direction));
}

bool GameController::playPair(int southHole, int northHole) {
    if (setup_.mode != PlayMode::HotSeat)
        return refuse(QStringLiteral("against the computer, choose your own hole only"));
    if (southHole < 1 || southHole > cowrie::Board::kMaxHoles) return refuseHole(southHole);
    if (northHole < 1 || northHole > cowrie::Board::kMaxHoles) return refuseHole(northHole);
    return playMove(cowrie::Move::pair(southHole, northHole));
}

bool GameController::playPlace(int place) {
    if (!match_) return refuse(QStringLiteral("no game has been started"));
    const cowrie::Position& now = match_->position();
    const cowrie::Board& b = now.board;
    if (place < 0 || place >= b.places())
        return refuse(QStringLiteral("there is no place %1 on this board").arg(place));
    if (b.isStore(place)) return refuse(QStringLiteral("a store cannot be played"));
    if (refuseComputerTurn()) return false;
    const ui::Names n = names();
    if (now.toMove == Turn::Both && !over()) {
        const QString who = choosing();
        if (who.isEmpty()) return refuse(QStringLiteral("it is not your turn to choose"));
        const Side side = who == QLatin1String("north") ? Side::North : Side::South;
        if (b.owner(place) != side)
            return refuse(QStringLiteral("%1 chooses now, from their own row").arg(n.of(side)));
        return choose(side, b.holeNumber(place));
    }
    if (cowrie::isSingle(now.toMove) && b.owner(place) != cowrie::sideOf(now.toMove))
        return refuse(QStringLiteral("that hole is %1's; %2 is to move")
                          .arg(n.of(b.owner(place)), n.of(cowrie::sideOf(now.toMove))));
    return play(b.holeNumber(place));
}

// Move's small encoding only holds holes 1..9, so other numbers stop here.
bool GameController::refuseHole(int hole) {
    return refuse(
        QStringLiteral("hole %1 does not exist (holes are 1..%2)").arg(hole).arg(holes()));
}

bool GameController::choose(Side side, int hole) {
    if (hole < 1 || hole > holes()) return refuseHole(hole);
    bool possible = false;
    for (cowrie::Move m : match_->legalMoves())
        if (m.isPair() && (side == Side::South ? m.southHole() : m.northHole()) == hole)
            possible = true;
    if (!possible)
        return refuse(
            QStringLiteral("%1's hole %2 cannot start a sowing").arg(names().of(side)).arg(hole));
    choice_[cowrie::sideIndex(side)] = hole;
    if (choice_[0] > 0 && choice_[1] > 0) {
        const cowrie::Move pair = cowrie::Move::pair(choice_[0], choice_[1]);
        clearChoices();
        if (!match_->legalMoves().contains(pair))
            return refuse(QStringLiteral("these two holes cannot be played together"));
        return playMove(pair);
    }
    showBoard();
    setStatus(prompt());
    emit progressChanged();
    return true;
}

void GameController::clearChoices() {
    choice_[0] = choice_[1] = 0;
}

bool GameController::playMove(cowrie::Move move) {
    if (!match_) return refuse(QStringLiteral("no game has been started"));
    if (replaying_) return refuse(QStringLiteral("the game is being replayed"));
    if (over()) return refuse(QStringLiteral("the game is over"));
    if (match_->whyIllegal(move))  // in the players' names (issue 14, point 10)
        return refuse(ui::refusalText(match_->rules(), match_->position(), move, names()));

    const Snapshot before = snapshot();
    const cowrie::Position from = match_->position();
    const cowrie::Trace trace = match_->play(move);
    clearChoices();
    clearHint();
    computer_->cancel();
    computerMove_ = {};
    computerAsked_ = false;
    showBoard();
    setLastMove(from, trace, true);
    history_->append(
        MoveHistory::describe(match_->rules(), from, move, trace, match_->position(), names()));
    publish(before);
    QString status = ui::moveSentence(match_->rules(), from, move, trace, names());
    if (over())
        status += QLatin1Char(' ') + resultText();
    else
        status += QLatin1Char(' ') + (turnReason_.isEmpty() ? prompt() : turnReason_);
    setStatus(status);
    emit movePlayed();
    if (!roundSummary_.isEmpty()) emit roundEnded(roundSummary_);
    afterChange();
    return true;
}

void GameController::undo() {
    if (!canUndo()) return;
    const Snapshot before = snapshot();
    computer_->cancel();
    computerMove_ = {};
    computerAsked_ = false;
    clearChoices();
    clearHint();
    if (resigned_ >= 0) {
        const Side who = static_cast<Side>(resigned_);
        resigned_ = -1;
        showBoard();
        publish(before);
        setStatus(QStringLiteral("%1 takes back the resignation. ").arg(names().of(who)) +
                  prompt());
        afterChange();
        return;
    }
    const cowrie::Move undone = match_->moves().back();
    match_->undo();
    // Against the computer, back to the person's own last move.
    while (setup_.mode == PlayMode::Computer && match_->canUndo() &&
           isComputer(match_->position().toMove))
        match_->undo();
    showBoard();
    clearLastMove();
    publish(before);
    QString what =
        QStringLiteral("move ") + ui::moveLabel(match_->rules(), match_->position(), undone);
    if (setup_.mode == PlayMode::Computer) what = QStringLiteral("your last move");
    setStatus(QStringLiteral("Took back %1. ").arg(what) + prompt());
    afterChange();
}

void GameController::redo() {
    if (!canRedo()) return;
    const Snapshot before = snapshot();
    computer_->cancel();
    computerMove_ = {};
    computerAsked_ = false;
    clearChoices();
    clearHint();
    cowrie::Position from = match_->position();
    cowrie::Trace trace = match_->redo();
    // Against the computer, the computer's reply comes back with the move.
    while (setup_.mode == PlayMode::Computer && match_->canRedo() &&
           isComputer(match_->position().toMove)) {
        from = match_->position();
        trace = match_->redo();
    }
    showRedoneMove(before, from, trace);
    afterChange();
}

void GameController::showRedoneMove(const Snapshot& before, const cowrie::Position& from,
                                    const cowrie::Trace& trace) {
    const cowrie::Move move = match_->moves().back();
    showBoard();
    setLastMove(from, trace);
    publish(before);
    setStatus(ui::moveSentence(match_->rules(), from, move, trace, names()));
    emit movePlayed();
}

bool GameController::resign() {
    if (!match_) return refuse(QStringLiteral("no game has been started"));
    if (over()) return refuse(QStringLiteral("the game is over"));
    if (replaying_) return refuse(QStringLiteral("the game is being replayed"));
    if (setup_.mode == PlayMode::Demo)
        return refuse(QStringLiteral("the computers play on; go back to stop the demo"));
    const Snapshot before = snapshot();
    resigned_ = cowrie::sideIndex(personSide());
    setAwaitingSummary(false);
    computer_->cancel();
    computerMove_ = {};
    clearChoices();
    clearHint();
    showBoard();
    publish(before);
    setStatus(resultText());
    afterChange();
    return true;
}

void GameController::setTurned(bool turned) {
    if (turned == setup_.turned) return;
    setup_.turned = turned;
    emit playersChanged();
    save();
}

// ---- hint ----

void GameController::hint() {
    if (!humanToMove()) {
        refuse(QStringLiteral("a hint is for the person to move"));
        return;
    }
    clearHint();
    hinter_->ask(match_->sharedRules(), match_->position(), kHintLevel, kHintMs);
    emit hintChanged();
}

void GameController::onHintAnswer(cowrie::Move move) {
    if (!match_ || move.isNull() || !humanToMove()) return;
    const cowrie::Position& now = match_->position();
    Side side = Side::South;
    int hole = move.holeNumber();
    if (move.isPair()) {
        side = choosing() == QLatin1String("north") ? Side::North : Side::South;
        hole = side == Side::South ? move.southHole() : move.northHole();
    } else if (cowrie::isSingle(now.toMove)) {
        side = cowrie::sideOf(now.toMove);
    }
    hintPlace_ = now.board.hole(side, hole);
    hintText_ = QStringLiteral("Try hole %1").arg(ui::holeLabel(match_->rules(), side, hole));
    if (move.hasDirection())
        hintText_ += move.direction() == cowrie::Direction::Ccw
                         ? QStringLiteral(", sowing towards your right")
                         : QStringLiteral(", sowing towards your left");
    hintText_ += QLatin1Char('.');
    emit hintChanged();
}

void GameController::clearHint() {
    hinter_->cancel();
    if (hintPlace_ < 0 && hintText_.isEmpty()) return;
    hintPlace_ = -1;
    hintText_.clear();
    emit hintChanged();
}

// ---- after every change ----

void GameController::afterChange() {
    syncHistory();
    save();
    emit progressChanged();
    scheduleNext();
}

void GameController::syncHistory() {
    if (!match_ || replaying_) return;
    if (history_->count() > match_->moveCount())
        history_->truncate(match_->moveCount());
    else if (history_->count() < match_->moveCount())
        history_->rebuild(*match_, names());
}

void GameController::save() {
    if (!match_ || replaying_ || setup_.mode == PlayMode::Demo) return;
    // A game ended, or not yet begun (a new game, or one taken back to its
    // start), holds nothing to resume.
    if (over() || match_->moveCount() == 0)
        saves_->discard(setup_.gameId);
    else if (!saves_->save(setup_, *match_))
        // Never lose a game silently: the player is told at every move.
        setStatus(tr("This game cannot be saved: %1. It goes on, but will be lost when you quit.")
                      .arg(saves_->lastWriteError()));
}

void GameController::setPresenting(bool presenting) {
    if (presenting == presenting_) return;
    presenting_ = presenting;
    emit presentingChanged();
    if (!presenting_) scheduleNext();
}

void GameController::setPauseMs(int ms) {
    ms = std::max(0, ms);
    if (ms == pauseMs_) return;
    pauseMs_ = ms;
    emit pauseMsChanged();
}

void GameController::setSummaryMs(int ms) {
    ms = std::max(0, ms);
    if (ms == summaryMs_) return;
    summaryMs_ = ms;
    emit summaryMsChanged();
}

// The computer thinks at once (even while the last move or a round summary
// is shown); its move, and the next step of a replay, wait for the view, the
// summary and the pause.
void GameController::scheduleNext() {
    if (!match_) return;
    if (replaying_) {
        if (replayPlaying_ && !presenting_) stepTimer_.start(pauseMs_);
        return;
    }
    // A demo has nobody to read the summary: it goes on after a while.
    if (awaitingSummary_ && setup_.mode == PlayMode::Demo && !presenting_ && !stepTimer_.isActive())
        stepTimer_.start(summaryMs_);
    if (over()) return;
    if (!computerMove_.isNull()) {
        if (!presenting_ && !awaitingSummary_) stepTimer_.start(pauseMs_);
        return;
    }
    const Turn turn = match_->position().toMove;
    bool computerChooses = false;
    if (turn == Turn::Both) {
        for (Side s : {Side::South, Side::North})
            if (setup_.isComputer(s) && choice_[cowrie::sideIndex(s)] == 0) computerChooses = true;
    } else {
        computerChooses = isComputer(turn);
    }
    if (!computerChooses) return;
    if (!computerAsked_) {
        computerAsked_ = true;
        computer_->ask(match_->sharedRules(), match_->position(), setup_.level);
        emit progressChanged();
    }
}

void GameController::stepNow() {
    if (!match_ || presenting_) return;
    if (replaying_) {
        if (!replayPlaying_) return;
        replayNextMove();
        if (match_->moveCount() >= replayTarget_ || !match_->canRedo())
            setReplayPlaying(false);
        else
            scheduleNext();
        return;
    }
    if (awaitingSummary_) {
        if (setup_.mode == PlayMode::Demo) dismissRoundSummary();
        return;
    }
    if (computerMove_.isNull()) return;
    const cowrie::Move move = computerMove_;
    computerMove_ = {};
    playMove(move);
}

void GameController::onComputerAnswer(cowrie::Move move) {
    if (!match_ || over() || replaying_) return;
    if (move.isNull() || !match_->legalMoves().contains(move)) {
        if (match_->position().toMove != Turn::Both || !move.isPair()) {
            setStatus(QStringLiteral("The computer found no move."));
            emit progressChanged();
            return;
        }
    }
    if (match_->position().toMove == Turn::Both) {
        if (!move.isPair()) return;
        for (Side s : {Side::South, Side::North})
            if (setup_.isComputer(s) && choice_[cowrie::sideIndex(s)] == 0)
                choice_[cowrie::sideIndex(s)] =
                    s == Side::South ? move.southHole() : move.northHole();
        // Both have chosen: the pair is played when the view is ready.
        if (choice_[0] > 0 && choice_[1] > 0) {
            computerMove_ = cowrie::Move::pair(choice_[0], choice_[1]);
            emit progressChanged();
            scheduleNext();
            return;
        }
        showBoard();
        setStatus(prompt());
        emit progressChanged();
        return;
    }
    computerMove_ = move;
    emit progressChanged();
    scheduleNext();
}

// ---- publishing ----

GameController::Snapshot GameController::snapshot() const {
    return {toMove(),  over(),    southStore(), northStore(),
            canUndo(), canRedo(), moveCount(),  needsDirection()};
}

void GameController::publish(const Snapshot& before) {
    const Snapshot now = snapshot();
    if (now.toMove != before.toMove) emit toMoveChanged();
    if (now.over != before.over) emit overChanged();
    if (now.southStore != before.southStore) emit southStoreChanged();
    if (now.northStore != before.northStore) emit northStoreChanged();
    if (now.canUndo != before.canUndo) emit canUndoChanged();
    if (now.canRedo != before.canRedo) emit canRedoChanged();
    if (now.moveCount != before.moveCount) emit moveCountChanged();
    if (now.needsDirection != before.needsDirection) emit legalMovesChanged();
}

// Highlights only what the person acting now may play.
void GameController::showBoard() {
    const cowrie::Position& now = match_->position();
    std::vector<int> legalPlaces;
    if (humanToMove()) {
        const QString who = choosing();
        for (cowrie::Move m : match_->legalMoves()) {
            if (m.isPair()) {
                if (who == QLatin1String("south"))
                    legalPlaces.push_back(now.board.hole(Side::South, m.southHole()));
                if (who == QLatin1String("north"))
                    legalPlaces.push_back(now.board.hole(Side::North, m.northHole()));
            } else if (cowrie::isSingle(now.toMove)) {
                legalPlaces.push_back(now.board.hole(cowrie::sideOf(now.toMove), m.holeNumber()));
            }
        }
    }
    board_->show(now.board, storeOnRight(), legalPlaces);
}

void GameController::setStatus(const QString& status) {
    if (status == status_) return;
    status_ = status;
    emit statusChanged();
}

void GameController::setLastMove(const cowrie::Position& before, const cowrie::Trace& trace,
                                 bool announceRound) {
    const cowrie::Position& after = match_->position();
    boardBefore_ = ui::countsOf(before.board);
    markersBefore_ = ui::markersOf(before.board);
    lastTrace_ = ui::traceToVariant(trace);
    lastMover_ = ui::moverText(before);
    roundSummary_ = ui::roundSummary(match_->rules(), before, trace, after, names());
    turnReason_ = ui::turnReason(match_->rules(), before, trace, after, names());
    lastCaptions_ = ui::narrate(match_->rules(), before, trace, names());
    // Set before the view hears of the move, so that it stops at the round's end.
    setAwaitingSummary(announceRound && !roundSummary_.isEmpty());
    emit lastMoveChanged();
}

void GameController::setAwaitingSummary(bool awaiting) {
    if (awaiting == awaitingSummary_) return;
    awaitingSummary_ = awaiting;
    emit awaitingSummaryChanged();
}

void GameController::dismissRoundSummary() {
    if (!awaitingSummary_) return;
    stepTimer_.stop();
    setAwaitingSummary(false);
    scheduleNext();
}

void GameController::clearLastMove() {
    turnReason_.clear();
    setAwaitingSummary(false);
    if (lastTrace_.isEmpty() && boardBefore_.isEmpty() && roundSummary_.isEmpty()) return;
    lastTrace_.clear();
    boardBefore_.clear();
    markersBefore_.clear();
    lastCaptions_.clear();
    lastMover_.clear();
    roundSummary_.clear();
    emit lastMoveChanged();
}

bool GameController::refuse(const QString& reason) {
    QString sentence = reason;
    if (!sentence.isEmpty()) sentence[0] = sentence[0].toUpper();
    if (!sentence.endsWith(QLatin1Char('.'))) sentence += QLatin1Char('.');
    setStatus(QStringLiteral("Not allowed: ") + sentence);
    emit refused(reason);
    return false;
}
