#include "app/ui/board/tracetext.h"

#include <QVariantMap>

#include "app/ui/play/sides.h"

namespace cowrie::ui {

QString sideText(Side side) {
    return side == Side::South ? QStringLiteral("south") : QStringLiteral("north");
}

QString playerName(Side side) {
    return side == Side::South ? QStringLiteral("South") : QStringLiteral("North");
}

QString turnText(Turn turn) {
    switch (turn) {
        case Turn::South:
            return QStringLiteral("south");
        case Turn::North:
            return QStringLiteral("north");
        case Turn::Both:
            return QStringLiteral("both");
        case Turn::None:
            break;
    }
    return {};
}

QString winnerText(Winner winner) {
    switch (winner) {
        case Winner::South:
            return QStringLiteral("south");
        case Winner::North:
            return QStringLiteral("north");
        case Winner::Draw:
            return QStringLiteral("draw");
        case Winner::None:
            break;
    }
    return {};
}

QVariantList traceToVariant(const Trace& trace) {
    QVariantList list;
    list.reserve(static_cast<qsizetype>(trace.size()));
    for (const Event& e : trace) {
        QVariantMap m;
        m.insert("type", QString::fromUtf8(eventName(e.type)));
        m.insert("actor", int(sides::of(e.actor)));
        m.insert("place", int(e.place));
        m.insert("to", int(e.to));
        m.insert("count", int(e.count));
        m.insert("hand", int(e.hand));
        m.insert("reason", QString::fromUtf8(reasonText(e.reason)));
        m.insert("winner", int(e.winner == Winner::South   ? sides::South
                               : e.winner == Winner::North ? sides::North
                                                           : sides::NoSide));
        // Why the rules did it (docs/trace.md): the reason's word and the rule's
        // anchor in docs/rules/<game>.md (or README.md for the G ids); "" when
        // no rule decided the event (lifts, drops, refills).
        m.insert("why", QString::fromUtf8(reasonWord(e.why.reason)));
        m.insert("rule", QString::fromUtf8(ruleIdText(e.why.rule)));
        list.append(m);
    }
    return list;
}

QVariantList countsOf(const Board& board) {
    QVariantList counts;
    counts.reserve(board.places());
    for (int p = 0; p < board.places(); ++p) counts.append(board.count(p));
    return counts;
}

QVariantList markersOf(const Board& board) {
    QVariantList markers;
    markers.reserve(board.places());
    for (int p = 0; p < board.places(); ++p) markers.append(int(board.markers[p]));
    return markers;
}

}  // namespace cowrie::ui
