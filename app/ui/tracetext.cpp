#include "tracetext.h"

#include <QVariantMap>

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
        m.insert("actor", sideText(e.actor));
        m.insert("place", int(e.place));
        m.insert("to", int(e.to));
        m.insert("count", int(e.count));
        m.insert("hand", int(e.hand));
        m.insert("reason", QString::fromUtf8(reasonText(e.reason)));
        m.insert("winner", winnerText(e.winner));
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

QString resultText(const Position& position) {
    if (!position.over()) return {};
    const Board& b = position.board;
    const int south = b.count(b.store(Side::South));
    const int north = b.count(b.store(Side::North));
    QString text;
    switch (position.winner) {
        case Winner::South:
            text = QStringLiteral("South wins, %1 to %2").arg(south).arg(north);
            break;
        case Winner::North:
            text = QStringLiteral("North wins, %1 to %2").arg(north).arg(south);
            break;
        default:
            text = QStringLiteral("A draw, %1 to %2").arg(south).arg(north);
            break;
    }
    const auto reason = reasonText(position.endReason);
    if (!reason.empty()) text += QStringLiteral(": ") + QString::fromUtf8(reason);
    return text + QLatin1Char('.');
}

QString turnPrompt(const Position& position) {
    if (position.over()) return resultText(position);
    if (position.toMove == Turn::Both) return QStringLiteral("Both players choose a hole.");
    return playerName(sideOf(position.toMove)) + QStringLiteral(" to move.");
}

QString moverText(const Position& before) {
    return isSingle(before.toMove) ? sideText(sideOf(before.toMove)) : QStringLiteral("both");
}

QString moveSummary(const Position& before, Move move, const Trace& trace, const Position& after) {
    const bool single = isSingle(before.toMove);
    const Side mover = single ? sideOf(before.toMove) : Side::South;
    int relays = 0, captured = 0;
    bool extra = false;
    for (const Event& e : trace) {
        if (e.type == EventType::Relay) ++relays;
        if (e.type == EventType::Capture && (!single || e.actor == mover)) captured += e.count;
        if (e.type == EventType::ExtraMove) extra = true;
    }
    QString text = single ? playerName(mover) : QStringLiteral("Both players");
    text += QStringLiteral(" played ") + QString::fromStdString(move.toString());
    if (relays == 1) text += QStringLiteral(", relayed once");
    if (relays > 1) text += QStringLiteral(", relayed %1 times").arg(relays);
    if (captured > 0) text += QStringLiteral(", captured %1").arg(captured);
    text += QStringLiteral(". ");
    if (after.over()) return text + resultText(after);
    if (extra && single) return text + playerName(mover) + QStringLiteral(" moves again.");
    return text + turnPrompt(after);
}

}  // namespace cowrie::ui
