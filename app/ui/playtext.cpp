#include "app/ui/playtext.h"

#include <algorithm>

#include "app/ui/hiddencounts.h"
#include "app/ui/holelabels.h"

namespace cowrie::ui {

QString turnReason(const Rules& rules, const Position& before, const Trace& trace,
                   const Position& after, const Names& names) {
    auto has = [&](EventType type) {
        return std::any_of(trace.begin(), trace.end(),
                           [type](const Event& e) { return e.type == type; });
    };
    if (has(EventType::RoundEnd) && !after.over()) {
        const auto end = std::find_if(trace.begin(), trace.end(),
                                      [](const Event& e) { return e.type == EventType::RoundEnd; });
        if (rules.roundsArePhases() && isSingle(after.toMove)) {
            const QString first = names.of(sideOf(after.toMove));
            // The race (both sowing at once) gives way to turns; nobody wins it.
            if (before.toMove == Turn::Both)
                return QStringLiteral(
                           "The race is over: a sowing ended in an empty hole. %1 has the "
                           "first turn.")
                    .arg(first);
            // A game of a match is over; the next one starts with turns.
            return QStringLiteral("This game is over: %1. %2 starts the next game.")
                .arg(QString::fromUtf8(reasonText(end->reason)), first);
        }
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

QString moveSentence(const Rules& rules, const Position& before, Move move, const Trace& trace,
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
    text += moveLabel(rules, before, move);
    if (relays == 1) text += QStringLiteral(", relayed once");
    if (relays == 2) text += QStringLiteral(", relayed twice");
    if (relays > 2) text += QStringLiteral(", relayed %1 times").arg(relays);
    if (captured > 0)
        text += countsHidden(rules) ? QStringLiteral(", captured seeds")
                                    : QStringLiteral(", captured %1").arg(captured);
    return text + QLatin1Char('.');
}

QString roundLine(const Rules& rules, const Position& position) {
    const int south = position.roundWins[size_t(sideIndex(Side::South))];
    const int north = position.roundWins[size_t(sideIndex(Side::North))];
    if (rules.roundsArePhases()) {
        QString text = position.toMove == Turn::Both
                           ? QStringLiteral("Phase %1: the race, both sow at once")
                           : QStringLiteral("Phase %1: turns");
        text = text.arg(position.round);
        // Each game of a match is scored as a round (a single game has none
        // to count until it is over, and then its result says it all).
        if (south + north > 0 && !position.over())
            text += QStringLiteral(" \u00b7 games won %1 \u2013 %2").arg(south).arg(north);
        return text;
    }
    if (position.round <= 1 && south + north == 0) return {};
    return QStringLiteral("Round %1 \u00b7 rounds won %2 \u2013 %3")
        .arg(position.round)
        .arg(south)
        .arg(north);
}

bool showsRoundWins(const Rules& rules, const Position& position) {
    if (rules.roundsArePhases()) return false;
    return position.round > 1 || position.roundWins[size_t(sideIndex(Side::South))] +
                                         position.roundWins[size_t(sideIndex(Side::North))] >
                                     0;
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
               ? QStringLiteral("Sowing towards the mover's right")
               : QStringLiteral("Sowing towards the mover's left");
}

}  // namespace cowrie::ui
