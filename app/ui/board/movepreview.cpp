#include "app/ui/board/movepreview.h"

#include <QCoreApplication>
#include <QStringList>
#include <QVariantList>

#include "app/ui/board/hiddencounts.h"

namespace cowrie::ui {

namespace {

struct PreviewText {
    Q_DECLARE_TR_FUNCTIONS(MovePreview)
};

}  // namespace

QString previewText(bool landsInStore, int captured, bool extraMove, bool countsHidden,
                    bool landsOnCapture) {
    QStringList parts;
    parts << (landsInStore
                  //: The hover preview's legend, under the board.
                  ? PreviewText::tr("If you sow here: the dots show where the seeds fall; the "
                                    "last one lands in your store.")
                  : landsOnCapture
                        //: The hover preview's legend, under the board: the hole the last seed
                        //: lands in is captured (ringed in green, said next), so it has no ring
                        //: of its own.
                        ? PreviewText::tr("If you sow here: the dots show where the seeds fall.")
                        //: The hover preview's legend, under the board: the hole the last seed
                        //: lands in is ringed in light blue.
                        : PreviewText::tr(
                              "If you sow here: the dots show where the seeds fall, the "
                              "blue ring where the last one lands."));
    if (captured > 0)
        parts << (countsHidden
                      //: The hover preview's legend: the holes captured are ringed in green.
                      ? PreviewText::tr("You capture the seeds of the green rings.")
                      //: The hover preview's legend: %n seeds captured, shown as "+%n" on the
                      //: store.
                      : PreviewText::tr("+%n captured into your store (green rings).", nullptr,
                                        captured));
    //: The hover preview's legend.
    if (extraMove) parts << PreviewText::tr("You move again.");
    return parts.join(QLatin1Char(' '));
}

QVariantMap previewMove(const Rules& rules, const Position& position, const MoveList& legal,
                        int place, std::optional<Direction> direction) {
    QVariantMap result{{"valid", false}};
    const Board& board = position.board;
    if (!isSingle(position.toMove) || place < 0 || place >= board.places() ||
        board.isStore(place) || board.owner(place) != sideOf(position.toMove))
        return result;

    const int hole = board.holeNumber(place);
    for (Move move : legal) {
        if (move.isPair() || move.holeNumber() != hole) continue;
        if (direction && (!move.hasDirection() || move.direction() != *direction)) continue;
        Position copy = position;
        Trace trace;
        rules.apply(copy, move, &trace);

        QVariantList path, capturedFrom;
        int lastPlace = -1, captured = 0;
        bool extraMove = false;
        const Side mover = sideOf(position.toMove);
        for (const Event& e : trace) {
            if (e.actor != mover) continue;
            switch (e.type) {
                case EventType::Drop:
                    path << int(e.place);
                    lastPlace = e.place;
                    break;
                case EventType::Capture:
                case EventType::Pasu:
                    // A pasu may fill the opponent's store: only the mover's gains count.
                    if (e.to != board.store(mover)) break;
                    captured += e.count;
                    capturedFrom << int(e.place);
                    break;
                case EventType::ExtraMove:
                    extraMove = true;
                    break;
                default:
                    break;
            }
        }
        result = {{"valid", true},
                  {"lastPlace", lastPlace},
                  {"path", path},
                  {"store", board.store(mover)},
                  {"captured", captured},
                  {"capturedFrom", capturedFrom},
                  {"extraMove", extraMove},
                  {"text", previewText(lastPlace == board.store(mover), captured, extraMove,
                                       countsHidden(rules), capturedFrom.contains(lastPlace))}};
        break;
    }
    return result;
}

}  // namespace cowrie::ui
