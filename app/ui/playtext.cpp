#include "playtext.h"

#include <algorithm>

namespace cowrie::ui {

QString turnReason(const Position& before, const Trace& trace, const Position& after,
                   const Names& names) {
    auto has = [&](EventType type) {
        return std::any_of(trace.begin(), trace.end(),
                           [type](const Event& e) { return e.type == type; });
    };
    if (has(EventType::RoundEnd) && !after.over()) {
        const auto end = std::find_if(trace.begin(), trace.end(),
                                      [](const Event& e) { return e.type == EventType::RoundEnd; });
        QString text = QStringLiteral("Round %1 is over: %2.")
                           .arg(before.round)
                           .arg(QString::fromUtf8(reasonText(end->reason)));
        if (isSingle(after.toMove))
            text += QStringLiteral(" %1 starts round %2.")
                        .arg(names.of(sideOf(after.toMove)))
                        .arg(after.round);
        return text;
    }
    if (after.over()) return {};
    // The last pass of the move: who could not move.
    for (auto it = trace.rbegin(); it != trace.rend(); ++it) {
        if (it->type == EventType::Pass)
            return QStringLiteral("%1 cannot move and passes; %2 plays again.")
                .arg(names.of(it->actor), names.of(opponent(it->actor)));
        if (it->type == EventType::TurnEnd) break;
    }
    if (has(EventType::ExtraMove) && isSingle(before.toMove) && before.toMove == after.toMove) {
        const Side mover = sideOf(before.toMove);
        // Where the last seed fell before the extra move.
        for (auto it = trace.rbegin(); it != trace.rend(); ++it) {
            if (it->type != EventType::Drop) continue;
            if (it->place == before.board.store(mover))
                return QStringLiteral("%1 moves again: the last seed fell in the store.")
                    .arg(names.of(mover));
            break;
        }
        return QStringLiteral("%1 moves again.").arg(names.of(mover));
    }
    return {};
}

QString moveSentence(const Position& before, const QString& moveText, const Trace& trace,
                     const Names& names) {
    const bool single = isSingle(before.toMove);
    int relays = 0, captured = 0;
    for (const Event& e : trace) {
        if (e.type == EventType::Relay) ++relays;
        if (e.type == EventType::Capture && single && e.actor == sideOf(before.toMove))
            captured += e.count;
    }
    QString text = single ? names.of(sideOf(before.toMove)) + QStringLiteral(" played ")
                          : QStringLiteral("Both players chose: ");
    text += moveText;
    if (relays == 1) text += QStringLiteral(", relayed once");
    if (relays == 2) text += QStringLiteral(", relayed twice");
    if (relays > 2) text += QStringLiteral(", relayed %1 times").arg(relays);
    if (captured > 0) text += QStringLiteral(", captured %1").arg(captured);
    return text + QLatin1Char('.');
}

QString resultSentence(const Position& position, const Names& names) {
    if (!position.over()) return {};
    const Board& b = position.board;
    const int south = b.count(b.store(Side::South));
    const int north = b.count(b.store(Side::North));
    // An agreed draw (Olinda keliya's hari mutu) is named as the agreement.
    if (position.endReason == EndReason::EqualCounts)
        return QStringLiteral("Drawn by agreement: %1 each.").arg(south);
    QString text;
    switch (position.winner) {
        case Winner::South:
            text = QStringLiteral("%1 wins, %2 to %3").arg(names.south).arg(south).arg(north);
            break;
        case Winner::North:
            text = QStringLiteral("%1 wins, %2 to %3").arg(names.north).arg(north).arg(south);
            break;
        default:
            text = QStringLiteral("A draw, %1 to %2").arg(south).arg(north);
            break;
    }
    const auto reason = reasonText(position.endReason);
    if (!reason.empty()) text += QStringLiteral(": ") + QString::fromUtf8(reason);
    return text + QLatin1Char('.');
}

QString directionText(const Position& position) {
    if (position.direction < 0) return {};
    return static_cast<Direction>(position.direction) == Direction::Ccw
               ? QStringLiteral("Sowing towards the mover's right (counter-clockwise)")
               : QStringLiteral("Sowing towards the mover's left (clockwise)");
}

}  // namespace cowrie::ui
