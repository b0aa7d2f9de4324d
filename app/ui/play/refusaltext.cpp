#include "app/ui/play/refusaltext.h"

#include <QCoreApplication>

#include "app/ui/board/narration.h"

namespace cowrie::ui {

namespace {

struct Refusal {
    Q_DECLARE_TR_FUNCTIONS(Refusal)
};

QString holeName(const Rules& rules, Side side, int number) {
    return QString::fromStdString(rules.holeName(side, number));
}

}  // namespace

QString refusalText(const Rules& rules, const Position& position, Move move, const Names& names) {
    if (rules.isLegal(position, move)) return {};
    if (position.over()) return Refusal::tr("the game is over");
    const Board& board = position.board;
    const int holes = board.holes;
    if (position.toMove == Turn::Both && !move.isPair())
        return Refusal::tr("both players choose a hole at once now");
    if (position.toMove != Turn::Both && move.isPair())
        return Refusal::tr("both players choose at once only at the start");
    if (move.isPair()) return Refusal::tr("one of the chosen holes is empty or out of play");
    if (move.holeNumber() < 1 || move.holeNumber() > holes)
        return Refusal::tr("hole %1 does not exist: the holes are %2 to %3")
            .arg(move.holeNumber())
            .arg(holeName(rules, Side::South, 1), holeName(rules, Side::South, holes));
    const Side mover = sideOf(position.toMove);
    const int place = board.hole(mover, move.holeNumber());
    const QString hole = placeText(rules, board, place, names);
    const auto markers = board.markers[size_t(place)];
    if (markers & Board::Burnt) return Refusal::tr("%1 is burnt: out of play this round").arg(hole);
    if (markers & Board::Blind) return Refusal::tr("%1 is blind: out of play this phase").arg(hole);
    if (board.count(place) == 0) return Refusal::tr("%1 is empty").arg(hole);
    if (markers & Board::Puta) return Refusal::tr("%1 is a puta and is never lifted").arg(hole);
    if (markers & Board::Naga) return Refusal::tr("%1 is a naga and is never lifted").arg(hole);
    // Whatever else the core refuses (a move that would sow forever, a lone
    // seed in Olinda keliya's last hole, a missing direction) it says best.
    return QString::fromStdString(*rules.whyIllegal(position, move));
}

}  // namespace cowrie::ui
