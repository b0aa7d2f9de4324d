#include "app/ui/play/roundsummary.h"

#include <QCoreApplication>

#include <algorithm>
#include <vector>

#include "app/ui/board/narration.h"
#include "app/ui/board/tracetext.h"

namespace cowrie::ui {

namespace {

struct RoundText {
    Q_DECLARE_TR_FUNCTIONS(RoundSummary)
};

// The seeds of every place while a trace is replayed event by event.
struct Counts {
    std::vector<int> seeds;

    explicit Counts(const Board& board) {
        for (int p = 0; p < board.places(); ++p) seeds.push_back(board.count(p));
    }
    void apply(const Event& e) {
        switch (e.type) {
            case EventType::Lift:
            case EventType::Relay:
                seeds[size_t(e.place)] -= e.count;
                break;
            case EventType::Drop:
                seeds[size_t(e.place)] += 1;
                break;
            case EventType::Capture:
            case EventType::Sweep:
            case EventType::Pasu:
                seeds[size_t(e.place)] -= e.count;
                seeds[size_t(e.to)] += e.count;
                break;
            case EventType::Refill:
                seeds[size_t(e.to)] -= 1;
                seeds[size_t(e.place)] += 1;
                break;
            default:
                break;
        }
    }
};

int outOfPlay(const Board& board, Side side) {
    int n = 0;
    for (int h = 1; h <= board.holes; ++h)
        if (!board.inPlay(board.hole(side, h))) ++n;
    return n;
}

QVariantMap row(const QString& label, const QVariant& south, const QVariant& north,
                bool bold = false) {
    return {{"label", label}, {"south", south}, {"north", north}, {"bold", bold}};
}

}  // namespace

QVariantMap roundSummary(const Rules& rules, const Position& before, const Trace& trace,
                         const Position& after, const Names& names) {
    const auto end = std::find_if(trace.begin(), trace.end(),
                                  [](const Event& e) { return e.type == EventType::RoundEnd; });
    if (end == trace.end()) return {};

    const Board& b = before.board;
    Counts counts(b);
    for (auto it = trace.begin(); it != end; ++it) counts.apply(*it);
    const int capturedSouth = counts.seeds[size_t(b.store(Side::South))];
    const int capturedNorth = counts.seeds[size_t(b.store(Side::North))];
    // The sweeps that follow the round's end, up to the first refill.
    auto it = end + 1;
    for (; it != trace.end() && it->type != EventType::Refill; ++it) counts.apply(*it);
    const int ownedSouth = counts.seeds[size_t(b.store(Side::South))];
    const int ownedNorth = counts.seeds[size_t(b.store(Side::North))];

    auto side = [&](Side s, int captured, int owned) {
        return QVariantMap{
            {"captured", captured},
            {"swept", owned - captured},
            {"owned", owned},
            {"roundWins", int(after.roundWins[size_t(sideIndex(s))])},
            {"outOfPlay", after.over() ? 0 : outOfPlay(after.board, s)},
            {"inHoles", after.board.rowSeeds(s)},
        };
    };
    const bool phases = rules.roundsArePhases();
    // Three-row's race: both sowed at once until one sowing ended in an empty
    // hole; nothing was captured, nobody won, the seeds stay where they lie.
    const bool raceEnd = end->why.reason == Reason::RaceOver;
    const QString winner = winnerText(end->winner);
    // Why the round ended, from the event (Event::why), naming the player it
    // concerns: "South is to move and has no seeds to sow".
    const QString reason =
        endReasonText(rules, before, trace, static_cast<std::size_t>(end - trace.begin()), names);
    const QString next = isSingle(after.toMove) ? names.of(sideOf(after.toMove)) : QString();

    QString title, headline, nextText;
    QVariantList rows;
    if (raceEnd) {
        title = RoundText::tr("The race is over");
        headline = RoundText::tr("A sowing ended in an empty hole: the players now take turns.");
        rows << row(RoundText::tr("Seeds in their holes"), after.board.rowSeeds(Side::South),
                    after.board.rowSeeds(Side::North), true);
        nextText = RoundText::tr("No refill: the seeds stay where they lie. %1 has the first turn.")
                       .arg(next);
    } else {
        title = phases ? RoundText::tr("This game is over")
                       : RoundText::tr("Round %1 is over").arg(before.round);
        const QString who = names.of(winner == QLatin1String("north") ? Side::North : Side::South);
        // Whole sentences: a game or a round, won or drawn, with or without
        // the reason (%2 or %1 when there is no winner).
        if (winner == QLatin1String("draw"))
            headline = reason.isEmpty() ? (phases ? RoundText::tr("A drawn game.")
                                                  : RoundText::tr("A drawn round."))
                                        : (phases ? RoundText::tr("A drawn game: %1.")
                                                  : RoundText::tr("A drawn round: %1."))
                                              .arg(reason);
        else if (!winner.isEmpty())
            //: %1 is the winner's name, %2 (where present) why the game or round ended.
            headline = reason.isEmpty() ? (phases ? RoundText::tr("%1 wins the game.")
                                                  : RoundText::tr("%1 wins the round."))
                                              .arg(who)
                                        : (phases ? RoundText::tr("%1 wins the game: %2.")
                                                  : RoundText::tr("%1 wins the round: %2."))
                                              .arg(who, reason);
        else if (!reason.isEmpty())
            headline = reason.at(0).toUpper() + reason.mid(1) + QLatin1Char('.');
        rows << row(phases ? RoundText::tr("Captured in the game")
                           : RoundText::tr("Captured in the round"),
                    capturedSouth, capturedNorth)
             << row(RoundText::tr("Swept from own holes"), ownedSouth - capturedSouth,
                    ownedNorth - capturedNorth)
             << row(RoundText::tr("Seeds owned"), ownedSouth, ownedNorth, true)
             << row(phases ? RoundText::tr("Games won") : RoundText::tr("Rounds won"),
                    int(after.roundWins[0]), int(after.roundWins[1]));
        if (!after.over() && rules.hasOutOfPlayHoles())
            rows << row(RoundText::tr("Holes out of play next round"),
                        outOfPlay(after.board, Side::South), outOfPlay(after.board, Side::North));
        if (!after.over()) {
            if (after.toMove == Turn::Both)
                nextText =
                    RoundText::tr("Next round: both refill their holes and choose together.");
            else if (phases)
                nextText = RoundText::tr(
                               "Both players fill their holes from their stores; %1 starts the "
                               "next game.")
                               .arg(next);
            else
                nextText = RoundText::tr(
                               "Both players refill their holes from their stores; %1 starts the "
                               "next round.")
                               .arg(next);
        }
    }
    return {
        {"round", int(before.round)},
        {"winner", winner},
        {"reason", reason},
        {"gameOver", after.over()},
        {"south", side(Side::South, capturedSouth, ownedSouth)},
        {"north", side(Side::North, capturedNorth, ownedNorth)},
        {"nextToMove", turnText(after.toMove)},
        {"title", title},
        {"headline", headline},
        {"rows", rows},
        {"next", nextText},
    };
}

}  // namespace cowrie::ui
