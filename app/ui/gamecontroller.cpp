#include "gamecontroller.h"

#include "registry.h"
#include "tracetext.h"

using cowrie::Side;
namespace ui = cowrie::ui;

GameController::GameController(QObject* parent) : QObject(parent), board_(new BoardModel(this)) {}

GameController::~GameController() = default;

int GameController::holes() const {
    return match_ ? match_->position().board.holes : 0;
}

bool GameController::storeOnRight() const {
    return match_ ? match_->rules().geometry().storeOnRight : true;
}

QString GameController::toMove() const {
    return match_ ? ui::turnText(match_->position().toMove) : QString();
}

bool GameController::over() const {
    return match_ && match_->position().over();
}

QString GameController::winner() const {
    return match_ ? ui::winnerText(match_->position().winner) : QString();
}

QString GameController::resultText() const {
    return match_ ? ui::resultText(match_->position()) : QString();
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
    return match_ && match_->canUndo();
}

bool GameController::canRedo() const {
    return match_ && match_->canRedo();
}

int GameController::moveCount() const {
    return match_ ? match_->moveCount() : 0;
}

bool GameController::newGame(const QString& id) {
    std::string error;
    auto rules = cowrie::createRules(id.toStdString(), {}, error);
    if (!rules) return refuse(QString::fromStdString(error));

    const Snapshot before = snapshot();
    const cowrie::GameInfo* info = cowrie::findGame(rules->gameId());
    match_ = std::make_unique<cowrie::Match>(std::move(rules));
    gameId_ = id;
    gameName_ = info ? QString::fromStdString(info->name) : id;
    showBoard();
    clearLastMove();
    emit gameChanged();
    publish(before);
    setStatus(ui::turnPrompt(match_->position()) +
              QStringLiteral(" Click a highlighted hole or press its number."));
    return true;
}

bool GameController::needsDirection() const {
    if (!match_) return false;
    const cowrie::MoveList moves = match_->legalMoves();
    return !moves.empty() && moves[0].hasDirection();
}

bool GameController::play(int hole) {
    if (hole < 1 || hole > cowrie::Board::kMaxHoles) return refuseHole(hole);
    return playMove(cowrie::Move::hole(hole));
}

bool GameController::playDirected(int hole, bool towardsRight) {
    if (hole < 1 || hole > cowrie::Board::kMaxHoles) return refuseHole(hole);
    const auto direction = towardsRight ? cowrie::Direction::Ccw : cowrie::Direction::Cw;
    return playMove(cowrie::Move::directed(hole, direction));
}

bool GameController::playPair(int southHole, int northHole) {
    if (southHole < 1 || southHole > cowrie::Board::kMaxHoles) return refuseHole(southHole);
    if (northHole < 1 || northHole > cowrie::Board::kMaxHoles) return refuseHole(northHole);
    return playMove(cowrie::Move::pair(southHole, northHole));
}

// Move's small encoding only holds holes 1..9, so other numbers stop here.
bool GameController::refuseHole(int hole) {
    return refuse(
        QStringLiteral("hole %1 does not exist (holes are 1..%2)").arg(hole).arg(holes()));
}

bool GameController::playMove(cowrie::Move move) {
    if (!match_) return refuse(QStringLiteral("no game has been started"));
    if (auto why = match_->whyIllegal(move)) return refuse(QString::fromStdString(*why));

    const Snapshot before = snapshot();
    const cowrie::Position from = match_->position();
    const cowrie::Trace trace = match_->play(move);
    showBoard();
    setLastMove(from, trace);
    publish(before);
    setStatus(ui::moveSummary(from, move, trace, match_->position()));
    emit movePlayed();
    return true;
}

bool GameController::playPlace(int place) {
    if (!match_) return refuse(QStringLiteral("no game has been started"));
    const cowrie::Position& now = match_->position();
    const cowrie::Board& b = now.board;
    if (place < 0 || place >= b.places())
        return refuse(QStringLiteral("there is no place %1 on this board").arg(place));
    if (b.isStore(place)) return refuse(QStringLiteral("a store cannot be played"));
    if (cowrie::isSingle(now.toMove) && b.owner(place) != cowrie::sideOf(now.toMove))
        return refuse(
            QStringLiteral("that hole is %1's; %2 is to move")
                .arg(ui::playerName(b.owner(place)), ui::playerName(cowrie::sideOf(now.toMove))));
    return play(b.holeNumber(place));
}

void GameController::undo() {
    if (!canUndo()) return;
    const Snapshot before = snapshot();
    const cowrie::Move undone = match_->moves().back();
    match_->undo();
    const cowrie::Position& now = match_->position();
    showBoard();
    clearLastMove();
    publish(before);
    QString who;
    if (cowrie::isSingle(now.toMove)) who = ui::playerName(cowrie::sideOf(now.toMove)) + "'s ";
    setStatus(QStringLiteral("Took back %1move %2. ")
                  .arg(who, QString::fromStdString(undone.toString())) +
              ui::turnPrompt(now));
}

void GameController::redo() {
    if (!canRedo()) return;
    const Snapshot before = snapshot();
    const cowrie::Position from = match_->position();
    const cowrie::Trace trace = match_->redo();
    const cowrie::Move move = match_->moves().back();
    showBoard();
    setLastMove(from, trace);
    publish(before);
    setStatus(ui::moveSummary(from, move, trace, match_->position()));
    emit movePlayed();
}

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

void GameController::showBoard() {
    const cowrie::Position& now = match_->position();
    std::vector<int> legalPlaces;
    for (cowrie::Move m : match_->legalMoves()) {
        if (m.isPair()) {
            legalPlaces.push_back(now.board.hole(Side::South, m.southHole()));
            legalPlaces.push_back(now.board.hole(Side::North, m.northHole()));
        } else if (cowrie::isSingle(now.toMove)) {
            legalPlaces.push_back(now.board.hole(cowrie::sideOf(now.toMove), m.holeNumber()));
        }
    }
    board_->show(now.board, storeOnRight(), legalPlaces);
}

void GameController::setStatus(const QString& status) {
    if (status == status_) return;
    status_ = status;
    emit statusChanged();
}

void GameController::setLastMove(const cowrie::Position& before, const cowrie::Trace& trace) {
    boardBefore_ = ui::countsOf(before.board);
    lastTrace_ = ui::traceToVariant(trace);
    lastMover_ = ui::moverText(before);
    emit lastMoveChanged();
}

void GameController::clearLastMove() {
    if (lastTrace_.isEmpty() && boardBefore_.isEmpty()) return;
    lastTrace_.clear();
    boardBefore_.clear();
    lastMover_.clear();
    emit lastMoveChanged();
}

bool GameController::refuse(const QString& reason) {
    QString sentence = reason;
    if (!sentence.isEmpty()) sentence[0] = sentence[0].toUpper();
    setStatus(QStringLiteral("Not allowed: ") + sentence + QLatin1Char('.'));
    emit refused(reason);
    return false;
}
