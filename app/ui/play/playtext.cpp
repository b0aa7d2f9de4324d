#include "app/ui/play/playtext.h"

#include <QCoreApplication>

#include <algorithm>

#include "app/ui/board/counttext.h"
#include "app/ui/board/hiddencounts.h"
#include "app/ui/board/holelabels.h"
#include "app/ui/board/narration.h"

namespace cowrie::ui {

namespace {

struct PlayText {
    Q_DECLARE_TR_FUNCTIONS(PlayText)
};

}  // namespace

QString turnReason(const Rules& rules, const Position& before, const Trace& trace,
                   const Position& after, const Names& names) {
    // Every why below is the event's own (Event::why, docs/trace.md).
    const auto end = std::find_if(trace.begin(), trace.end(),
                                  [](const Event& e) { return e.type == EventType::RoundEnd; });
    if (end != trace.end() && !after.over()) {
        const QString reason = endReasonText(rules, before, trace,
                                             static_cast<std::size_t>(end - trace.begin()), names);
        if (rules.roundsArePhases() && isSingle(after.toMove)) {
            const QString first = names.of(sideOf(after.toMove));
            // The race (both sowing at once) gives way to turns; nobody wins it (T1).
            if (end->why.reason == Reason::RaceOver)
                return PlayText::tr(
                           "The race is over: a sowing ended in an empty hole. %1 has the "
                           "first turn.")
                    .arg(first);
            // A game of a match is over; the next one starts with turns.
            //: %1 is why the game ended, %2 a player's name.
            return PlayText::tr("This game is over: %1. %2 starts the next game.")
                .arg(reason, first);
        }
        if (isSingle(after.toMove))
            //: %1 is the round's number, %2 why it ended, %3 a player's name, %4 the
            //: next round's number.
            return PlayText::tr("Round %1 is over: %2. %3 starts round %4.")
                .arg(before.round)
                .arg(reason, names.of(sideOf(after.toMove)))
                .arg(after.round);
        //: %1 is the round's number, %2 why it ended.
        return PlayText::tr("Round %1 is over: %2.").arg(before.round).arg(reason);
    }
    if (after.over()) return {};
    // The last turn's end or pass of the move says why the turn is where it is.
    for (auto it = trace.rbegin(); it != trace.rend(); ++it) {
        const Event& e = *it;
        if (e.type == EventType::Pass) {
            const QString passer = names.of(e.actor), other = names.of(opponent(e.actor));
            switch (e.why.reason) {
                case Reason::RowEmpty:  // G3
                    //: %1 and %2 are players' names.
                    return PlayText::tr("%1 has no seeds to sow and passes; %2 plays again.")
                        .arg(passer, other);
                case Reason::AllPrivileged:  // O6
                    //: Olinda keliya (O6). %1 and %2 are players' names.
                    return PlayText::tr(
                               "Every seed %1 has lies in a puta or naga: %1 passes; %2 plays "
                               "again.")
                        .arg(passer, other);
                default:
                    return PlayText::tr("%1 cannot move and passes; %2 plays again.")
                        .arg(passer, other);
            }
        }
        if (e.type == EventType::ExtraMove) {
            if (e.why.reason == Reason::LastInStore)
                return PlayText::tr("%1 moves again: the last seed fell in the store.")
                    .arg(names.of(e.actor));
            return PlayText::tr("%1 moves again.").arg(names.of(e.actor));
        }
        if (e.type == EventType::TurnEnd) {
            // The simultaneous start (C3): the longer sowing moves first.
            if (e.why.reason == Reason::LongerSowing)
                //: %1 is the player to move, %2 South's name.
                return PlayText::tr("%1 moves first: the longer sowing moves first (%2 on a tie).")
                    .arg(names.of(e.actor), names.south);
            break;
        }
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
    const QString label = moveLabel(rules, before, move);
    const bool hidden = countsHidden(rules);
    // Whole sentences, one for each thing the move did, so that translators
    // can order their parts; %1 is the mover, %2 the hole (or pair) played.
    if (!single) {
        if (relays == 0) return PlayText::tr("Both players chose: %1.").arg(label);
        return countText(
                   "PlayText", "Both players chose: %1, relayed once.",
                   QT_TRANSLATE_N_NOOP("PlayText", "Both players chose: %1, relayed %n times."),
                   relays)
            .arg(label);
    }
    const QString mover = names.of(sideOf(before.toMove));
    if (relays == 0) {
        if (captured == 0) return PlayText::tr("%1 played %2.").arg(mover, label);
        if (hidden) return PlayText::tr("%1 played %2, captured seeds.").arg(mover, label);
        //: %3 is the number of seeds captured.
        return PlayText::tr("%1 played %2, captured %3.").arg(mover, label).arg(captured);
    }
    if (captured == 0)
        return countText("PlayText", "%1 played %2, relayed once.",
                         QT_TRANSLATE_N_NOOP("PlayText", "%1 played %2, relayed %n times."), relays)
            .arg(mover, label);
    if (hidden)
        return countText("PlayText", "%1 played %2, relayed once, captured seeds.",
                         QT_TRANSLATE_N_NOOP("PlayText",
                                             "%1 played %2, relayed %n times, captured seeds."),
                         relays)
            .arg(mover, label);
    //: %3 is the number of seeds captured.
    return countText(
               "PlayText", "%1 played %2, relayed once, captured %3.",
               QT_TRANSLATE_N_NOOP("PlayText", "%1 played %2, relayed %n times, captured %3."),
               relays)
        .arg(mover, label)
        .arg(captured);
}

QString roundLine(const Rules& rules, const Position& position) {
    const int south = position.roundWins[size_t(sideIndex(Side::South))];
    const int north = position.roundWins[size_t(sideIndex(Side::North))];
    if (rules.roundsArePhases()) {
        const bool race = position.toMove == Turn::Both;
        // Each game of a match is scored as a round (a single game has none
        // to count until it is over, and then its result says it all).
        if (south + north > 0 && !position.over())
            //: %1 is the phase's number, %2 and %3 the games won by South and North.
            return (race ? PlayText::tr("Phase %1: the race, both sow at once · games won "
                                        "%2 – %3")
                         : PlayText::tr("Phase %1: turns · games won %2 – %3"))
                .arg(position.round)
                .arg(south)
                .arg(north);
        return (race ? PlayText::tr("Phase %1: the race, both sow at once")
                     : PlayText::tr("Phase %1: turns"))
            .arg(position.round);
    }
    if (position.round <= 1 && south + north == 0) return {};
    //: %1 is the round's number, %2 and %3 the rounds won by South and North.
    return PlayText::tr("Round %1 · rounds won %2 – %3").arg(position.round).arg(south).arg(north);
}

bool showsRoundWins(const Rules& rules, const Position& position) {
    if (rules.roundsArePhases()) return false;
    return position.round > 1 || position.roundWins[size_t(sideIndex(Side::South))] +
                                         position.roundWins[size_t(sideIndex(Side::North))] >
                                     0;
}

namespace {

// The sentence with `reason` (why the game ended) as given.
QString resultWithReason(const Position& position, const Names& names, const QString& reason) {
    if (!position.over()) return {};
    const Board& b = position.board;
    const int south = b.count(b.store(Side::South));
    const int north = b.count(b.store(Side::North));
    // An agreed draw (Olinda keliya's hari mutu) is named as the agreement.
    if (position.endReason == EndReason::EqualCounts)
        return PlayText::tr("Drawn by agreement: %1 each.").arg(south);
    if (position.winner == Winner::South || position.winner == Winner::North) {
        const bool southWon = position.winner == Winner::South;
        const QString winner = southWon ? names.south : names.north;
        const int mine = southWon ? south : north, theirs = southWon ? north : south;
        if (reason.isEmpty())
            //: %1 is the winner, %2 the winner's seeds, %3 the loser's.
            return PlayText::tr("%1 wins, %2 to %3.").arg(winner).arg(mine).arg(theirs);
        //: %1 is the winner, %2 the winner's seeds, %3 the loser's, %4 why the game ended.
        return PlayText::tr("%1 wins, %2 to %3: %4.").arg(winner).arg(mine).arg(theirs).arg(reason);
    }
    if (reason.isEmpty()) return PlayText::tr("A draw, %1 to %2.").arg(south).arg(north);
    //: %1 and %2 are the seeds of South and North, %3 why the game ended.
    return PlayText::tr("A draw, %1 to %2: %3.").arg(south).arg(north).arg(reason);
}

// Why the game ended at the GameEnd of `trace` (played from `before`),
// naming the player it concerns. A round's end that gives the same reason
// just before it names that player while the rows are still as the end
// found them (the game's end comes after the sweeps).
QString gameEndReason(const Rules& rules, const Position& before, const Trace& trace,
                      const Names& names) {
    const auto end = std::find_if(trace.begin(), trace.end(),
                                  [](const Event& e) { return e.type == EventType::GameEnd; });
    if (end == trace.end()) return {};
    auto at = end;
    for (auto it = trace.begin(); it != end; ++it)
        if (it->type == EventType::RoundEnd && it->why.reason == end->why.reason) at = it;
    return endReasonText(rules, before, trace, static_cast<std::size_t>(at - trace.begin()), names);
}

}  // namespace

QString resultSentence(const Position& position, const Names& names) {
    return resultWithReason(position, names, endReasonWords(position.endReason));
}

QString resultSentence(const Match& match, const Names& names) {
    const Position& position = match.position();
    const int played = match.moveCount();
    if (!position.over() || played == 0) return resultSentence(position, names);
    // The move that ended the game, played again for its trace.
    const Position before = match.positionAfter(played - 1);
    Position after = before;
    Trace trace;
    match.rules().apply(after, match.moves()[size_t(played - 1)], &trace);
    QString reason = gameEndReason(match.rules(), before, trace, names);
    if (reason.isEmpty()) reason = endReasonWords(position.endReason);
    return resultWithReason(position, names, reason);
}

QString directionText(const Position& position) {
    if (position.direction < 0) return {};
    return static_cast<Direction>(position.direction) == Direction::Ccw
               ? PlayText::tr("Sowing towards the mover's right")
               : PlayText::tr("Sowing towards the mover's left");
}

}  // namespace cowrie::ui
