// GameSession's online play (gamesession.h, "online play"): the server
// decides every rule; the session sends the person's moves and plays the
// moves the server announces, the friend's as the network player's answers,
// so that the board shows them like any other.

#include "app/ui/online/networkplayer.h"
#include "app/ui/play/gamesession.h"
#include "app/ui/play/refusaltext.h"
#include "core/state_json.h"

namespace cowrie::ui {

using cowrie::Side;
using cowrie::Turn;
using enum SessionTexts::StatusKind;

namespace {

std::string sideWord(Side side) {
    return side == Side::South ? "south" : "north";
}

}  // namespace

bool GameSession::beginOnline(const GameSetup& setup, const std::vector<std::string>& moves,
                              QString& error) {
    std::string why;
    auto match = setup.makeMatch(why);
    if (!match) {
        error = QString::fromStdString(why);
        return false;
    }
    for (const std::string& text : moves) {
        const auto move = match->rules().parseMove(text);
        if (!move || match->whyIllegal(*move)) {
            error = tr("The server's move %1 cannot be played on this board.")
                        .arg(QString::fromStdString(text));
            return false;
        }
        match->play(*move);
    }
    begin(std::move(match), setup);
    return true;
}

void GameSession::onlineAnswer(Player* player, cowrie::Move move) {
    const cowrie::Position& now = match_->position();
    if (player == remote_) {
        // The server played it already: shown after the move before it.
        if (!match_->legalMoves().contains(move)) {
            setStatus(tr("The server's move cannot be played on this board."), Problem);
            return;
        }
        clearChoices();
        sending_ = remoteChosen_ = false;
        held_ = move;
        publish();
        scheduleNext();
        return;
    }
    // The person's move goes to the server, and is played when it comes back.
    if (sending_) return;
    const Side mine = setup_.online.side;
    std::string text;
    if (now.toMove == Turn::Both) {
        if (move.isPair() || move.isNull()) return;
        text = match_->rules().moveText(cowrie::Move::hole(move.holeNumber()));
    } else {
        if (!cowrie::isSingle(now.toMove) || cowrie::sideOf(now.toMove) != mine) return;
        if (move.isNull() || !match_->legalMoves().contains(move)) {
            refuse(ui::refusalText(match_->rules(), now, move, names()));
            return;
        }
        text = match_->rules().moveText(move);
    }
    if (!online_->sendMove(text, match_->moveCount())) {
        refuse(tr("the game server cannot be reached now; your move was not sent"));
        return;
    }
    sending_ = true;
    if (now.toMove == Turn::Both) choice_[cowrie::sideIndex(mine)] = move.holeNumber();
    showBoard();
    publish();
    setStatus(prompt(), Prompt);
}

bool GameSession::onlineMoved(const std::string& by, const std::string& move, QString& error) {
    if (!match_ || setup_.mode != modes::Online) return true;
    const auto played = match_->rules().parseMove(move);
    if (!played) {
        error = tr("The server's move %1 cannot be read.").arg(QString::fromStdString(move));
        return false;
    }
    if (by == sideWord(setup_.online.side)) {
        // The person's own move, confirmed: played at once, as at the board.
        sending_ = false;
        clearChoices();
        if (held_ || !match_->legalMoves().contains(*played)) {
            error = tr("The server's move %1 cannot be played on this board.")
                        .arg(QString::fromStdString(move));
            return false;
        }
        apply(*played);
        return true;
    }
    // The friend's move, or the pair both chose: the friend's player answers with it.
    remote_->deliver(*played);
    return true;
}

void GameSession::onlineRefused(const QString& reason) {
    if (!match_ || !sending_) return;
    sending_ = false;
    choice_[cowrie::sideIndex(setup_.online.side)] = 0;
    showBoard();
    publish();
    setStatus(tr("The game server refused the move: %1").arg(reason), Refusal);
}

void GameSession::onlineOpponentChosen() {
    if (!match_ || match_->position().toMove != Turn::Both) return;
    remoteChosen_ = true;
    publish();
}

bool GameSession::onlineResumed(const std::vector<std::string>& moves, std::optional<bool> chosen,
                                std::optional<bool> opponentChosen, QString& error) {
    if (!match_ || setup_.mode != modes::Online) return true;
    // The moves played here, and a move of the friend's waiting to be shown.
    std::vector<std::string> here;
    for (cowrie::Move move : match_->moves()) here.push_back(match_->rules().moveText(move));
    if (held_) here.push_back(match_->rules().moveText(*held_));
    if (here != moves || remote_->hasWaiting()) {
        // Moves made while away (or lost on the way): the game is rebuilt on the server's.
        const int mine = choice_[cowrie::sideIndex(setup_.online.side)];
        const GameSetup setup = setup_;
        if (!beginOnline(setup, moves, error)) return false;
        choice_[cowrie::sideIndex(setup_.online.side)] = mine;
    }
    sending_ = false;
    const int i = cowrie::sideIndex(setup_.online.side);
    if (match_->position().toMove == Turn::Both && !over()) {
        // The server holds the choices: a choice it forgot (a restart) is made again.
        remoteChosen_ = opponentChosen.value_or(false);
        if (chosen.value_or(false)) {
            sending_ = true;
            if (choice_[i] == 0) choice_[i] = 1;  // made before the app's restart; its hole unknown
        } else {
            choice_[i] = 0;
        }
    } else {
        clearChoices();
        remoteChosen_ = false;
    }
    showBoard();
    publish();
    scheduleNext();
    if (!over()) setStatus(prompt(), Prompt);
    return true;
}

void GameSession::onlineOver(const std::string& reason, std::optional<Side> resigned) {
    if (!match_ || setup_.mode != modes::Online) return;
    sending_ = false;
    if (reason == "resign" && resigned && resigned_ < 0) {
        resigned_ = cowrie::sideIndex(*resigned);
        dropPending();
        clearChoices();
        setAwaitingSummary(false);
        showBoard();
        setStatus(resultValues().text, MoveDone);
        afterChange();
        return;
    }
    publish();
}

void GameSession::setOnlineOpponentName(const QString& name) {
    if (!match_ || setup_.mode != modes::Online) return;
    const Side other = cowrie::opponent(setup_.online.side);
    QString& kept = other == Side::South ? setup_.southName : setup_.northName;
    if (kept != name) {
        kept = name;
        feed_->setNames(names().of(Side::South), names().of(Side::North));
        history_->rebuild(*match_, names());
        emit setupChanged();
        save();
    }
    // The friend has joined: the person may move.
    showBoard();
    publish();
    if (texts_->statusKind() == Prompt) setStatus(prompt(), Prompt);
}

void GameSession::setOnlineSeat(const OnlineSeat& seat) {
    if (!match_ || setup_.mode != modes::Online || setup_.online == seat) return;
    setup_.online = seat;
    save();
}

void GameSession::onlineLeft() {
    sending_ = remoteChosen_ = false;
    if (!match_) return;
    showBoard();
    publish();
}

}  // namespace cowrie::ui
