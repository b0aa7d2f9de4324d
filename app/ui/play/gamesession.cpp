#include "app/ui/play/gamesession.h"

#include "app/ui/shared/coretext.h"
#include "app/ui/settings/languages.h"

#include <cstdlib>

#include "app/ui/play/agreements.h"
#include "app/ui/play/computerplayer.h"
#include "app/ui/shared/engineworker.h"
#include "app/ui/library/gamelibrary.h"
#include "app/ui/play/hintadvisor.h"
#include "app/ui/board/narration.h"
#include "app/ui/library/recordsetup.h"
#include "app/ui/play/refusaltext.h"
#include "app/ui/library/replaycontroller.h"
#include "app/ui/play/roundsummary.h"
#include "app/ui/play/savestore.h"
#include "app/ui/board/tracetext.h"
#include "core/game_record.h"
#include "core/record.h"
#include "core/registry.h"

namespace cowrie::ui {

using cowrie::Side;
using cowrie::Turn;

namespace {

GameSession::PlayerSide playerSide(Side side) {
    return side == Side::South ? GameSession::South : GameSession::North;
}

GameSession::PlayerSide playerSide(Turn turn) {
    switch (turn) {
        case Turn::South:
            return GameSession::South;
        case Turn::North:
            return GameSession::North;
        case Turn::Both:
            return GameSession::BothSides;
        case Turn::None:
            break;
    }
    return GameSession::NoSide;
}

}  // namespace

GameSession::GameSession(QObject* parent)
    : QObject(parent),
      feed_(new BoardFeed(this)),
      sides_{new SideState(sides::South, this), new SideState(sides::North, this)},
      history_(new MoveHistory(this)),
      saves_(new SaveStore(this)),
      library_(saves_->library()),  // one store: the saves are in the library
      engine_(new ui::EngineWorker(this)),
      computer_(new ComputerPlayer(engine_, this)),
      hints_(new HintAdvisor(engine_, this)),
      replay_(new ReplayController(this)) {
    stepTimer_.setSingleShot(true);
    connect(&stepTimer_, &QTimer::timeout, this, &GameSession::stepNow);
    connect(computer_, &ComputerPlayer::answered, this, &GameSession::onComputerAnswer);
    connect(computer_, &ComputerPlayer::thinkingChanged, this, &GameSession::refreshSides);
    // The view has shown the move: the computer's next move may come.
    connect(feed_, &BoardFeed::presented, this, &GameSession::scheduleNext);
    connect(LanguageNotifier::instance(), &LanguageNotifier::changed, this,
            &GameSession::retranslate);
    // A hint that took the engine from the computer gives it back.
    connect(hints_, &HintAdvisor::changed, this, [this] {
        if (!hints_->busy()) scheduleNext();
    });
}

GameSession::~GameSession() = default;

// ---- reading the state ----

int GameSession::holes() const {
    return match_ ? match_->position().board.holes : 0;
}

bool GameSession::storeOnRight() const {
    return match_ ? match_->rules().geometryAt(match_->position()).storeOnRight : true;
}

void GameSession::refreshSides() {
    const PlayerSide moving = toMove();
    const PlayerSide choosingNow = choosing();
    for (const Side side : {Side::South, Side::North}) {
        const PlayerSide mine = side == Side::South ? South : North;
        const int i = cowrie::sideIndex(side);
        SideState::Values v;
        v.name = setup_.nameOf(side);
        v.kind = setup_.isComputer(side) ? SideState::Computer : SideState::Person;
        v.store = side == Side::South ? southStore() : northStore();
        v.seeds = side == Side::South ? southSeeds() : northSeeds();
        v.roundWins = side == Side::South ? southRoundWins() : northRoundWins();
        v.toMove = moving == mine || choosingNow == mine;
        v.chosen = moving == BothSides && choice_[i] > 0;
        v.thinking = v.kind == SideState::Computer && computer_->thinking() &&
                     (moving == mine || moving == BothSides);
        sides_[i]->set(v);
    }
}

ui::Names GameSession::names() const {
    return {southName(), northName()};
}

bool GameSession::isComputer(Turn turn) const {
    return cowrie::isSingle(turn) && setup_.isComputer(cowrie::sideOf(turn));
}

GameSession::PlayerSide GameSession::toMove() const {
    if (!match_ || over()) return NoSide;
    return playerSide(match_->position().toMove);
}

bool GameSession::over() const {
    return match_ && (match_->position().over() || (resigned_ >= 0 && !replaying_));
}

GameSession::PlayerSide GameSession::resigned() const {
    if (resigned_ < 0 || replaying_) return NoSide;
    return playerSide(static_cast<cowrie::Side>(resigned_));
}

GameSession::PlayerSide GameSession::winner() const {
    if (!match_) return NoSide;
    if (resigned_ >= 0 && !replaying_)
        return playerSide(cowrie::opponent(static_cast<cowrie::Side>(resigned_)));
    switch (match_->position().winner) {
        case cowrie::Winner::South:
            return South;
        case cowrie::Winner::North:
            return North;
        default:
            return NoSide;
    }
}

QString GameSession::resultText() const {
    if (!match_) return {};
    if (resigned_ >= 0 && !replaying_) {
        const Side loser = static_cast<cowrie::Side>(resigned_);
        return tr("%1 resigns; %2 wins.")
            .arg(names().of(loser), names().of(cowrie::opponent(loser)));
    }
    return ui::resultSentence(match_->position(), names());
}

int GameSession::margin() const {
    if (!match_ || !match_->position().over() || resigned_ >= 0) return 0;
    return std::abs(southStore() - northStore());
}

int GameSession::southStore() const {
    if (!match_) return 0;
    const cowrie::Board& b = match_->position().board;
    return b.count(b.store(Side::South));
}

int GameSession::northStore() const {
    if (!match_) return 0;
    const cowrie::Board& b = match_->position().board;
    return b.count(b.store(Side::North));
}

bool GameSession::canUndo() const {
    return match_ && !replaying_ && setup_.mode != PlayMode::Demo &&
           (match_->canUndo() || resigned_ >= 0);
}

bool GameSession::canRedo() const {
    return match_ && !replaying_ && setup_.mode != PlayMode::Demo && resigned_ < 0 &&
           match_->canRedo();
}

int GameSession::moveCount() const {
    return match_ ? match_->moveCount() : 0;
}

bool GameSession::needsDirection() const {
    if (!match_) return false;
    const cowrie::MoveList moves = match_->legalMoves();
    return !moves.empty() && moves[0].hasDirection();
}

int GameSession::round() const {
    return match_ ? match_->position().round : 0;
}

int GameSession::southRoundWins() const {
    return match_ ? match_->position().roundWins[0] : 0;
}

int GameSession::northRoundWins() const {
    return match_ ? match_->position().roundWins[1] : 0;
}

int GameSession::southSeeds() const {
    return match_ ? match_->position().board.rowSeeds(Side::South) : 0;
}

int GameSession::northSeeds() const {
    return match_ ? match_->position().board.rowSeeds(Side::North) : 0;
}

QString GameSession::agreement() const {
    return match_ ? ui::agreementNote(match_->rules().game(), match_->rules().options())
                  : QString();
}

QString GameSession::direction() const {
    return match_ ? ui::directionText(match_->position()) : QString();
}

// The side that chooses in secret now, or would: against the computer the
// person's; hot-seat South first, then North.
cowrie::Side GameSession::choosingSide() const {
    if (setup_.mode == PlayMode::Computer) return cowrie::opponent(setup_.computerSide);
    return choice_[0] == 0 ? Side::South : Side::North;
}

GameSession::PlayerSide GameSession::choosing() const {
    if (!match_ || over() || replaying_ || match_->position().toMove != Turn::Both) return NoSide;
    if (setup_.mode == PlayMode::Demo) return NoSide;
    const Side side = choosingSide();
    return choice_[cowrie::sideIndex(side)] == 0 ? playerSide(side) : NoSide;
}

bool GameSession::personMayAct() const {
    if (!match_ || over() || replaying_) return false;
    const Turn turn = match_->position().toMove;
    if (turn == Turn::Both) return choosing() != NoSide;
    return !isComputer(turn);
}

bool GameSession::computerToPlay() const {
    if (!match_ || over() || replaying_) return false;
    const Turn turn = match_->position().toMove;
    if (turn != Turn::Both) return isComputer(turn);
    for (Side s : {Side::South, Side::North})
        if (setup_.isComputer(s) && choice_[cowrie::sideIndex(s)] == 0) return true;
    return !computer_->ready().isNull();  // both chose: the pair waits for the view
}

GameSession::State GameSession::computeState() const {
    if (!match_) return NoGame;
    if (replaying_) return Replaying;
    if (over()) return Over;
    if (awaitingSummary_) return RoundSummary;
    if (personMayAct()) return PersonToMove;
    return ComputerToMove;
}

void GameSession::refreshState() {
    const State now = computeState();
    if (now == state_) return;
    state_ = now;
    refreshSides();
    emit stateChanged();
}

Side GameSession::personSide() const {
    if (setup_.mode == PlayMode::Computer) return cowrie::opponent(setup_.computerSide);
    const Turn turn = match_->position().toMove;
    if (cowrie::isSingle(turn)) return cowrie::sideOf(turn);
    return choosingSide();
}

QString GameSession::prompt() const {
    if (!match_) return {};
    if (replaying_) return tr("Replay: move %1 of %2.").arg(moveCount()).arg(replayLength_);
    if (over()) return resultText();
    const ui::Names n = names();
    const Turn turn = match_->position().toMove;
    if (turn == Turn::Both) {
        switch (setup_.mode) {
            case PlayMode::HotSeat:
                if (choice_[0] == 0)
                    return tr("Both choose a starting hole in secret: %1 first. %2, look away.")
                        .arg(n.south, n.north);
                return tr("%1, choose your starting hole (%2's choice is hidden).")
                    .arg(n.north, n.south);
            case PlayMode::Computer:
                if (choosing() != NoSide)
                    return tr(
                        "Choose your starting hole; the computer chooses without seeing yours.");
                return tr("Waiting for the computer's choice…");
            case PlayMode::Demo:
                return tr("Both computers choose a starting hole…");
        }
    }
    const Side side = cowrie::sideOf(turn);
    if (setup_.isComputer(side)) return tr("%1 is thinking…").arg(n.of(side));
    if (needsDirection())
        return tr("%1 to move: choose a hole, then the direction to sow.").arg(n.of(side));
    return tr("%1 to move.").arg(n.of(side));
}

// ---- starting ----

bool GameSession::start(const QVariantMap& map) {
    ui::GameSetup setup = ui::GameSetup::fromVariant(map);
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
    const Snapshot before = snapshot();
    computer_->reset();
    hints_->clear();
    engine_->forget();
    stepTimer_.stop();
    match_ = std::move(match);
    setup_ = setup;
    setup_.gameId = QString::fromStdString(std::string(match_->rules().gameId()));
    setup_.options = match_->rules().options().all();
    if (setup_.libraryId.isEmpty()) setup_.libraryId = GameLibrary::newId();
    gameName_ = coreText(match_->rules().game().name);
    resigned_ = resigned;
    archived_ = match_->position().over() || resigned >= 0;
    replaying_ = false;
    choice_[0] = choice_[1] = 0;
    clearLastMove();
    feed_->reset();
    feed_->setTurned(setup_.turned);
    feed_->setNames(names().of(Side::South), names().of(Side::North));
    history_->rebuild(*match_, names());
    showBoard();
    refreshSides();
    emit gameChanged();
    emit wordingChanged();
    emit playersChanged();
    publish(before);
    refreshState();
    setStatus(prompt(), Prompt);
    afterChange();
}

// ---- playing ----

// A person may not move for the computer.
bool GameSession::refuseComputerTurn() {
    if (!match_ || personMayAct() || over() || replaying_) return false;
    refuse(tr("it is the computer's turn"));
    return true;
}

bool GameSession::play(int hole) {
    if (refuseComputerTurn()) return false;
    if (hole < 1 || hole > cowrie::Board::kMaxHoles) return refuseHole(hole);
    if (match_ && match_->position().toMove == Turn::Both && !over()) {
        if (choosing() == NoSide) return refuse(tr("it is not your turn to choose"));
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
    if (setup_.mode != PlayMode::HotSeat)
        return refuse(tr("against the computer, choose your own hole only"));
    if (southHole < 1 || southHole > cowrie::Board::kMaxHoles) return refuseHole(southHole);
    if (northHole < 1 || northHole > cowrie::Board::kMaxHoles) return refuseHole(northHole);
    return playMove(cowrie::Move::pair(southHole, northHole));
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
        if (choosing() == NoSide) return refuse(tr("it is not your turn to choose"));
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

bool GameSession::choose(Side side, int hole) {
    if (hole < 1 || hole > holes()) return refuseHole(hole);
    bool possible = false;
    for (cowrie::Move m : match_->legalMoves())
        if (m.isPair() && (side == Side::South ? m.southHole() : m.northHole()) == hole)
            possible = true;
    if (!possible)
        return refuse(tr("%1's hole %2 cannot start a sowing").arg(names().of(side)).arg(hole));
    choice_[cowrie::sideIndex(side)] = hole;
    if (choice_[0] > 0 && choice_[1] > 0) {
        const cowrie::Move pair = cowrie::Move::pair(choice_[0], choice_[1]);
        clearChoices();
        if (!match_->legalMoves().contains(pair))
            return refuse(tr("these two holes cannot be played together"));
        return playMove(pair);
    }
    showBoard();
    refreshState();
    setStatus(prompt(), Prompt);
    refreshSides();
    emit progressChanged();
    return true;
}

void GameSession::clearChoices() {
    choice_[0] = choice_[1] = 0;
}

bool GameSession::playMove(cowrie::Move move) {
    if (!match_) return refuse(tr("no game has been started"));
    if (replaying_) return refuse(tr("the game is being replayed"));
    if (over()) return refuse(tr("the game is over"));
    if (match_->whyIllegal(move))  // in the players' names (issue 14, point 10)
        return refuse(ui::refusalText(match_->rules(), match_->position(), move, names()));

    const Snapshot before = snapshot();
    const cowrie::Position from = match_->position();
    const cowrie::Trace trace = match_->play(move);
    dropPending();
    showBoard();
    setLastMove(from, trace, true);
    history_->append(
        MoveHistory::describe(match_->rules(), from, move, trace, match_->position(), names()));
    publish(before);
    // The state follows in afterChange(), once the view has the move to show
    // (a round's end, which stops the animation, is set before: setLastMove).
    QString status = ui::moveSentence(match_->rules(), from, move, trace, names());
    if (over())
        status += QLatin1Char(' ') + resultText();
    else
        status += QLatin1Char(' ') + (turnReason_.isEmpty() ? prompt() : turnReason_);
    setStatus(status, MoveDone);
    emit movePlayed();
    feed_->announceMove();
    if (!feed_->roundSummary().isEmpty()) emit roundEnded(feed_->roundSummary());
    afterChange();
    return true;
}

void GameSession::undo() {
    if (!canUndo()) return;
    const Snapshot before = snapshot();
    dropPending();
    if (resigned_ >= 0) {
        const Side who = static_cast<cowrie::Side>(resigned_);
        resigned_ = -1;
        showBoard();
        publish(before);
        refreshState();
        setStatus(tr("%1 takes back the resignation. %2").arg(names().of(who), prompt()), Prompt);
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
    refreshState();
    const QString status =
        setup_.mode == PlayMode::Computer
            ? tr("Took back your last move. %1").arg(prompt())
            : tr("Took back move %1. %2")
                  .arg(ui::moveLabel(match_->rules(), match_->position(), undone), prompt());
    setStatus(status, Prompt);
    afterChange();
}

void GameSession::redo() {
    if (!canRedo()) return;
    const Snapshot before = snapshot();
    dropPending();
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

void GameSession::showRedoneMove(const Snapshot& before, const cowrie::Position& from,
                                 const cowrie::Trace& trace) {
    const cowrie::Move move = match_->moves().back();
    showBoard();
    setLastMove(from, trace);
    publish(before);
    setStatus(ui::moveSentence(match_->rules(), from, move, trace, names()), MoveDone);
    emit movePlayed();
    feed_->announceMove();
}

QString GameSession::recordText() const {
    return match_ ? QString::fromStdString(cowrie::writeRecord(*match_)) : QString();
}

bool GameSession::resign() {
    if (!match_) return refuse(tr("no game has been started"));
    if (over()) return refuse(tr("the game is over"));
    if (replaying_) return refuse(tr("the game is being replayed"));
    if (setup_.mode == PlayMode::Demo)
        return refuse(tr("the computers play on; go back to stop the demo"));
    const Snapshot before = snapshot();
    resigned_ = cowrie::sideIndex(personSide());
    setAwaitingSummary(false);
    dropPending();
    showBoard();
    publish(before);
    refreshState();
    setStatus(resultText(), MoveDone);
    afterChange();
    return true;
}

void GameSession::setTurned(bool turned) {
    if (turned == setup_.turned) return;
    setup_.turned = turned;
    feed_->setTurned(turned);
    refreshSides();
    emit playersChanged();
    save();
}

// ---- hint ----

void GameSession::hint() {
    if (!humanToMove()) {
        refuse(tr("a hint is for the person to move"));
        return;
    }
    hints_->ask(match_->sharedRules(), match_->position(), personSide());
}

void GameSession::dropPending() {
    computer_->reset();
    stepTimer_.stop();
    hints_->clear();
    clearChoices();
}

// ---- after every change ----

void GameSession::afterChange() {
    syncHistory();
    save();
    refreshState();
    refreshSides();
    emit progressChanged();
    scheduleNext();
}

void GameSession::syncHistory() {
    if (!match_ || replaying_) return;
    history_->follow(*match_, names());
}

void GameSession::save() {
    if (!match_ || replaying_) return;
    // Never lose a game silently: the player is told at every move. Every
    // game goes to the library, demos too (one write a move); the save store
    // marks there the unfinished game of each kind, to be resumed (a game
    // ended, or not yet begun, is no longer one).
    const bool resumable = setup_.mode != PlayMode::Demo && !archived_;
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

void GameSession::setPauseMs(int ms) {
    ms = std::max(0, ms);
    if (ms == pauseMs_) return;
    pauseMs_ = ms;
    emit pauseMsChanged();
}

void GameSession::setSummaryMs(int ms) {
    ms = std::max(0, ms);
    if (ms == summaryMs_) return;
    summaryMs_ = ms;
    emit summaryMsChanged();
}

// The computer thinks at once (even while the last move or a round summary
// is shown); its move waits for the view, the summary and the pause.
void GameSession::scheduleNext() {
    if (!match_ || replaying_) return;
    // A demo has nobody to read the summary: it goes on after a while.
    if (awaitingSummary_ && setup_.mode == PlayMode::Demo && !feed_->presenting() &&
        !stepTimer_.isActive())
        stepTimer_.start(summaryMs_);
    if (!computerToPlay()) return;
    if (!computer_->ready().isNull()) {
        if (!feed_->presenting() && !awaitingSummary_) stepTimer_.start(pauseMs_);
        return;
    }
    // The hints have the engine now; the computer asks when they are done.
    if (hints_->busy()) return;
    if (computer_->needsAsking()) {
        computer_->ask(match_->sharedRules(), match_->position(), setup_.level);
        refreshSides();
        emit progressChanged();
    }
}

void GameSession::stepNow() {
    if (!match_ || feed_->presenting() || replaying_) return;
    if (awaitingSummary_) {
        if (setup_.mode == PlayMode::Demo) dismissRoundSummary();
        return;
    }
    const cowrie::Move move = computer_->take();
    if (!move.isNull()) playMove(move);
}

void GameSession::onComputerAnswer(cowrie::Move move) {
    if (!match_ || over() || replaying_) return;
    if (match_->position().toMove == Turn::Both) {
        if (!move.isPair()) return;
        for (Side s : {Side::South, Side::North})
            if (setup_.isComputer(s) && choice_[cowrie::sideIndex(s)] == 0)
                choice_[cowrie::sideIndex(s)] =
                    s == Side::South ? move.southHole() : move.northHole();
        // Both have chosen: the pair is played when the view is ready.
        if (choice_[0] > 0 && choice_[1] > 0) {
            computer_->hold(cowrie::Move::pair(choice_[0], choice_[1]));
            refreshSides();
            emit progressChanged();
            scheduleNext();
            return;
        }
        showBoard();
        refreshState();
        setStatus(prompt(), Prompt);
        refreshSides();
        emit progressChanged();
        return;
    }
    if (move.isNull() || !match_->legalMoves().contains(move)) {
        setStatus(tr("The computer found no move."), Problem);
        refreshSides();
        emit progressChanged();
        return;
    }
    computer_->hold(move);
    refreshSides();
    emit progressChanged();
    scheduleNext();
}

// ---- publishing ----

GameSession::Snapshot GameSession::snapshot() const {
    return {toMove(),  over(),    southStore(), northStore(),
            canUndo(), canRedo(), moveCount(),  needsDirection()};
}

void GameSession::publish(const Snapshot& before) {
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
void GameSession::showBoard() {
    const cowrie::Position& now = match_->position();
    std::vector<int> legalPlaces;
    if (personMayAct()) {
        const GameSession::PlayerSide who = choosing();
        for (cowrie::Move m : match_->legalMoves()) {
            if (m.isPair()) {
                if (who == South) legalPlaces.push_back(now.board.hole(Side::South, m.southHole()));
                if (who == North) legalPlaces.push_back(now.board.hole(Side::North, m.northHole()));
            } else if (cowrie::isSingle(now.toMove)) {
                legalPlaces.push_back(now.board.hole(cowrie::sideOf(now.toMove), m.holeNumber()));
            }
        }
    }
    feed_->board()->show(match_->sharedRules(), now, legalPlaces);
}

void GameSession::setStatus(const QString& status, StatusKind kind) {
    if (status == status_ && kind == statusKind_) return;
    status_ = status;
    statusKind_ = kind;
    emit statusChanged();
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
    refreshState();
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

// ---- the replay's positions (ReplayController) ----

bool GameSession::enterReplay() {
    if (!match_ || replaying_ || match_->moveCount() == 0) return false;
    const Snapshot before = snapshot();
    dropPending();
    replayLength_ = match_->moveCount();
    while (match_->canUndo()) match_->undo();
    replaying_ = true;
    showBoard();
    clearLastMove();
    publish(before);
    refreshState();
    refreshSides();
    emit overChanged();
    setStatus(prompt(), Prompt);
    refreshSides();
    emit progressChanged();
    feed_->jump();
    return true;
}

void GameSession::showReplayMove(int move, bool animate) {
    if (!replaying_ || move == match_->moveCount()) return;
    const Snapshot before = snapshot();
    if (animate && move == match_->moveCount() + 1 && match_->canRedo()) {
        const cowrie::Position from = match_->position();
        const cowrie::Trace trace = match_->redo();
        showRedoneMove(before, from, trace);
        refreshSides();
        emit progressChanged();
        return;
    }
    // One move short, then that move again: its trace draws the last-move path.
    while (match_->moveCount() > std::max(0, move - 1)) match_->undo();
    while (match_->moveCount() < move - 1 && match_->canRedo()) match_->redo();
    // The status tells what the move shown did, as after a move played.
    QString status = prompt();
    StatusKind kind = Prompt;
    if (move > 0 && match_->canRedo()) {
        const cowrie::Position from = match_->position();
        const cowrie::Trace trace = match_->redo();
        setLastMove(from, trace);
        status = ui::moveSentence(match_->rules(), from, match_->moves().back(), trace, names());
        kind = MoveDone;
    } else {
        clearLastMove();
    }
    showBoard();
    publish(before);
    setStatus(status, kind);
    refreshSides();
    emit progressChanged();
    feed_->jump();
}

void GameSession::leaveReplay() {
    if (!replaying_) return;
    showReplayMove(replayLength_, false);
    const Snapshot before = snapshot();
    replaying_ = false;
    showBoard();
    publish(before);
    refreshState();
    refreshSides();
    emit overChanged();
    setStatus(over() ? resultText() : prompt(), over() ? MoveDone : Prompt);
    refreshSides();
    emit progressChanged();
    afterChange();
}

void GameSession::retranslate() {
    if (!match_) return;
    gameName_ = coreText(match_->rules().game().name);
    // The move list's rows ("Both", "Round 2", the default names) anew.
    history_->rebuild(*match_, names());
    // The default names ("South", "Computer") are words of the language.
    refreshSides();
    emit playersChanged();
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
    if (statusKind_ == Prompt && !over()) {
        setStatus(prompt(), Prompt);
    } else if (statusKind_ == MoveDone && lastFrom_ && !match_->moves().empty()) {
        QString status = ui::moveSentence(match_->rules(), *lastFrom_, match_->moves().back(),
                                          lastRawTrace_, names());
        if (!replaying_)
            status += QLatin1Char(' ') + (over()                  ? resultText()
                                          : turnReason_.isEmpty() ? prompt()
                                                                  : turnReason_);
        setStatus(status, MoveDone);
    } else if (over()) {
        setStatus(resultText(), MoveDone);
    }
    refreshSides();
    emit overChanged();
    emit progressChanged();
    // Last, so that what listens finds the captions and texts already anew.
    emit wordingChanged();
}

}  // namespace cowrie::ui
