#include "app/ui/board/narration.h"

#include <QCoreApplication>

#include <optional>
#include <vector>

#include "app/ui/board/counttext.h"
#include "app/ui/board/hiddencounts.h"
#include "app/ui/shared/coretext.h"

namespace cowrie::ui {

namespace {

// The free functions' translation context; the Narrator's is the same.
struct NarrationText {
    Q_DECLARE_TR_FUNCTIONS(Narration)
};

// Walks a trace keeping the seeds of every place, so that each caption can
// name what a place held when the event happened. Why an event happened is
// always its Event::why (docs/trace.md): the board names places and counts,
// never a reason.
class Narrator {
    Q_DECLARE_TR_FUNCTIONS(Narration)

  public:
    Narrator(const Rules& rules, const Position& before, const Names& names)
        : rules_(rules),
          board_(before.board),
          beforeSweeps_(before.board),
          names_(names),
          hidden_(countsHidden(rules)) {
        if (isSingle(before.toMove)) {
            mover_ = sideOf(before.toMove);
            // The player the rules look at once the sowing stops.
            toMove_ = opponent(*mover_);
        }
    }

    QString caption(const Event& e) {
        QString text = describe(e);
        apply(e);
        return text;
    }

    // Plays `e` on without a caption.
    void skip(const Event& e) { apply(e); }

    // Why a round, phase or game ended (a RoundEnd or GameEnd), naming the
    // player the reason concerns; "" when the event gives none.
    QString endClause(const Event& e) const {
        const Board& b = beforeSweeps_;  // the holes as the end found them
        auto emptyRow = [&]() -> std::optional<Side> {
            const bool south = b.rowSeeds(Side::South) == 0, north = b.rowSeeds(Side::North) == 0;
            if (south != north) return south ? Side::South : Side::North;
            return std::nullopt;
        };
        const std::optional<Side> winner = e.winner == Winner::South   ? Side::South
                                           : e.winner == Winner::North ? Side::North
                                                                       : std::optional<Side>{};
        switch (e.why.reason) {
            case Reason::None:
                return endReasonWords(e.reason);
            case Reason::SideEmpty:
                if (const auto side = emptyRow())
                    //: Why a round or game ended. %1 is a player's name.
                    return tr("%1's holes are empty").arg(who(*side));
                break;
            case Reason::NoSeedsToMove: {
                std::optional<Side> side = toMove_;
                if (!side || b.rowSeeds(*side) != 0) side = emptyRow();
                //: Why a round or game ended. %1 is a player's name.
                if (side) return tr("%1 is to move and has no seeds to sow").arg(who(*side));
                //: Why a round or game ended.
                return tr("the player to move has no seeds to sow");
            }
            case Reason::AllEndless:
                if (toMove_)
                    //: Why a round or game ended (docs/rules/README.md#G2). %1 is a player's name.
                    return tr("%1 is to move and every possible move would sow forever")
                        .arg(who(*toMove_));
                break;
            case Reason::NoMoves:
                //: Why a phase ended (olinda keliya, O6): only privileged holes hold seeds.
                return tr("neither player can lift a seed");
            case Reason::RoundsWon:
                //: Why a game ended. %1 is the winner's name.
                if (winner) return tr("%1 has won the rounds needed").arg(who(*winner));
                break;
            case Reason::CannotFill:
                //: Why a game ended. %1 is a player's name.
                if (winner) return tr("%1 cannot fill a single hole").arg(who(opponent(*winner)));
                //: Why a game ended in a draw.
                return tr("neither player can fill a single hole");
            case Reason::NoSeeds:
                //: Why a game ended (olinda keliya). %1 is a player's name.
                if (winner)
                    return tr("%1 has no seeds left for a new phase").arg(who(opponent(*winner)));
                break;
            case Reason::MatchOver:
                //: Why a match of three-row ended (T4).
                return tr("every game of the match is played");
            case Reason::RoundEndsInARow:
                //: Why a game ended (P-D1, O-D2): rounds that ended before anyone moved.
                return tr("three rounds ended in a row without a move");
            default:
                break;
        }
        // Reasons whose words name nobody: the core's own (AllStored,
        // Repetition, EqualCounts, and the unnamed cases above).
        return endReasonWords(e.reason);
    }

  private:
    QString place(int p) const { return placeText(rules_, board_, p, names_); }
    const QString& who(Side s) const { return names_.of(s); }

    QString describe(const Event& e) {
        switch (e.type) {
            case EventType::Lift:
                if (hidden_)
                    return tr("%1 lifts the seeds of %2.").arg(who(e.actor), place(e.place));
                //: %1 is a player's name, %2 a place ("South's hole 3"); %n the seeds.
                return countText("Narration", "%1 lifts %n seed from %2.",
                                 QT_TRANSLATE_N_NOOP("Narration", "%1 lifts %n seeds from %2."),
                                 e.count)
                    .arg(who(e.actor), place(e.place));
            case EventType::Relay:
                return describeRelay(e);
            case EventType::Drop:
                return {};
            case EventType::Skip:
                return describeSkip(e);
            case EventType::Capture:
                return describeCapture(e);
            case EventType::Pasu:
                // P5: a seed made the hole four (the only reason of a pasu).
                if (hidden_)
                    //: Pasu (Tamil, pallankuzhi): a hole that reaches four seeds. %1 is a place, %2
                    //: a player's name.
                    return tr("Pasu! %1 reached four: its seeds go to %2's store.")
                        .arg(place(e.place), who(board_.owner(e.to)));
                //: Pasu (Tamil, pallankuzhi): a hole that reaches four seeds. %1 is a place, %2 a
                //: player's name.
                return tr("Pasu! %1 reached four: its %n seeds go to %2's store.", nullptr, e.count)
                    .arg(place(e.place), who(board_.owner(e.to)));
            case EventType::ExtraMove:
                if (e.why.reason == Reason::LastInStore)
                    return tr("The last seed fell in %1's own store: %1 moves again.")
                        .arg(who(e.actor));
                return tr("%1 moves again.").arg(who(e.actor));
            case EventType::Pass:
                if (e.why.reason == Reason::AllPrivileged)
                    //: Olinda keliya (O6). %1 is a player's name.
                    return tr("Every seed %1 has lies in a puta or naga, which cannot be lifted: "
                              "%1 passes.")
                        .arg(who(e.actor));
                return tr("%1 has no seeds to sow and passes.").arg(who(e.actor));
            case EventType::TurnEnd:
                return describeTurnEnd(e);
            case EventType::RoundEnd: {
                // Three-row's race ends won by nobody (T1).
                if (e.why.reason == Reason::RaceOver)
                    return tr(
                        "The race is over: a sowing ended in an empty hole. The players "
                        "now take turns.");
                const QString reason = endClause(e);
                if (rules_.roundsArePhases()) return tr("This game is over: %1.").arg(reason);
                if (reason.isEmpty()) return tr("The round is over.");
                return tr("The round is over: %1.").arg(reason);
            }
            case EventType::Sweep:
                if (swept_) return {};
                swept_ = true;
                return tr("The seeds left in the holes go to the stores of their owners.");
            case EventType::GameEnd: {
                const QString reason = endClause(e);
                if (e.winner == Winner::Draw)
                    //: %1 is why the game ended.
                    return reason.isEmpty() ? tr("The game is over: a draw.")
                                            : tr("The game is over: %1. A draw.").arg(reason);
                const QString winner = who(e.winner == Winner::South ? Side::South : Side::North);
                if (reason.isEmpty()) return tr("The game is over: %1 wins.").arg(winner);
                //: %1 is the winner's name, %2 why the game ended.
                return tr("The game is over: %2. %1 wins.").arg(winner, reason);
            }
            case EventType::Refill:
                if (refilled_) return {};
                refilled_ = true;
                return tr("A new round: both players fill their holes again from their stores.");
            case EventType::Burn:
                return describeBurn(e);
            case EventType::Mark:
                return describeMark(e);
        }
        return {};
    }

    QString describeRelay(const Event& e) const {
        switch (e.why.reason) {
            case Reason::LastInOccupiedHole:
                // The hole the last seed fell in held seeds (#relay).
                if (hidden_)
                    return tr("Relay: the last seed fell in %2, which held seeds; %1 lifts them "
                              "all and sows on.")
                        .arg(who(e.actor), place(e.place));
                return tr("Relay: the last seed fell in %2, which held seeds; %1 lifts all %n "
                          "and sows on.",
                          nullptr, e.count)
                    .arg(who(e.actor), place(e.place));
            case Reason::NextHasSeeds:
                // Pallankuzhi: the hole after the last seed (L+1) is lifted.
                if (hidden_)
                    return tr("The hole after the last seed holds seeds: %1 lifts the seeds of "
                              "%2 and sows on.")
                        .arg(who(e.actor), place(e.place));
                //: %1 is a player's name, %2 a place; %n the seeds.
                return countText(
                           "Narration",
                           "The hole after the last seed holds seeds: %1 lifts the %n seed of "
                           "%2 and sows on.",
                           QT_TRANSLATE_N_NOOP("Narration",
                                               "The hole after the last seed holds seeds: %1 "
                                               "lifts the %n seeds of %2 and sows on."),
                           e.count)
                    .arg(who(e.actor), place(e.place));
            case Reason::AfterCapture:
                // P3, O4, T3: play goes on after a capture.
                if (hidden_)
                    return tr("After the capture %1 lifts the seeds of %2 and sows on.")
                        .arg(who(e.actor), place(e.place));
                //: %1 is a player's name, %2 a place; %n the seeds.
                return countText("Narration",
                                 "After the capture %1 lifts the %n seed of %2 and sows on.",
                                 QT_TRANSLATE_N_NOOP(
                                     "Narration",
                                     "After the capture %1 lifts the %n seeds of %2 and sows on."),
                                 e.count)
                    .arg(who(e.actor), place(e.place));
            default:
                break;
        }
        if (hidden_)
            return tr("%1 lifts the seeds of %2 and sows on.").arg(who(e.actor), place(e.place));
        return countText(
                   "Narration", "%1 lifts the %n seed of %2 and sows on.",
                   QT_TRANSLATE_N_NOOP("Narration", "%1 lifts the %n seeds of %2 and sows on."),
                   e.count)
            .arg(who(e.actor), place(e.place));
    }

    QString describeSkip(const Event& e) const {
        const int held = board_.count(e.place);
        switch (e.why.reason) {
            case Reason::LiftedHole:  // P1
                return tr("The sowing skips %1, the hole it started from.").arg(place(e.place));
            case Reason::HoldsThree:  // olinda keliya, #skipping
                return tr("%1 holds three: passed over.").arg(place(e.place));
            case Reason::ShortPlayerSkips:  // O10
                //: Olinda keliya's short player (O10). %1 is a place, %2 a player's name.
                return tr("%1 holds %n: %2, the short player, passes over it.", nullptr, held)
                    .arg(place(e.place), who(e.actor));
            default:
                break;
        }
        if (hidden_) return tr("%1 is passed over.").arg(place(e.place));
        return tr("%1 is passed over (it holds %n).", nullptr, held).arg(place(e.place));
    }

    QString describeCapture(const Event& e) const {
        const QString taker = who(e.actor), from = place(e.place);
        switch (e.why.reason) {
            case Reason::PastEmptyHole:  // pallankuzhi, #captures
                if (hidden_)
                    return tr("The hole after the last seed is empty: %1 captures the seeds of "
                              "%2, beyond it.")
                        .arg(taker, from);
                return countText("Narration",
                                 "The hole after the last seed is empty: %1 captures the %n seed "
                                 "of %2, beyond it.",
                                 QT_TRANSLATE_N_NOOP("Narration",
                                                     "The hole after the last seed is empty: %1 "
                                                     "captures the %n seeds "
                                                     "of %2, beyond it."),
                                 e.count)
                    .arg(taker, from);
            case Reason::LastInOwnEmptyHole:  // #captures, C5, H1, T3
                // The capture's second event takes the capturing seed from
                // the taker's own hole: said as that, not as a second capture.
                if (board_.owner(e.place) == e.actor && e.count == 1)
                    //: After a capture: %1 is a player's name, %2 the player's own hole.
                    return tr("%1 also takes the last seed, from %2.").arg(taker, from);
                //: %1 is a player's name, %2 a place; %n the seeds.
                return countText("Narration",
                                 "The last seed fell in an empty hole of %1's own: %1 captures %n "
                                 "seed from %2.",
                                 QT_TRANSLATE_N_NOOP("Narration",
                                                     "The last seed fell in an empty hole of "
                                                     "%1's own: %1 captures %n seeds from %2."),
                                 e.count)
                    .arg(taker, from);
            case Reason::LastInOpponentsEmptyHole:  // Chonka's either-side (H1)
                //: %1 is a player's name, %2 a place; %n the seeds.
                return countText("Narration",
                                 "The last seed fell in an empty hole of the opponent's: %1 "
                                 "captures %n seed from %2.",
                                 QT_TRANSLATE_N_NOOP("Narration",
                                                     "The last seed fell in an empty hole of the "
                                                     "opponent's: %1 captures %n seeds from %2."),
                                 e.count)
                    .arg(taker, from);
            case Reason::BurntHole:  // C4
                //: Congklak's burnt-hole penalty. %1 is a place, %2 a player's name.
                return tr("%1 is burnt: the seed dropped in it goes to %2's store.")
                    .arg(from, who(board_.owner(e.to)));
            case Reason::MadeFour:  // olinda keliya, #captures
                //: Olinda keliya: the last seed makes a hole four. %1 is a player's name, %2 a
                //: place.
                return tr("The last seed made %2 four: %1 eats them.").arg(taker, from);
            case Reason::ShortPlayerEats:  // O10
                //: Olinda keliya's short player (O10). %1 is a player's name, %2 a place; %n the
                //: seeds.
                return tr("%1, the short player, eats the %n seeds of %2.", nullptr, e.count)
                    .arg(taker, from);
            case Reason::Surplus:  // O13
                //: Olinda keliya's balance at a new phase (O13). %1 is a player's name, %2 a
                //: place; %n the seeds.
                return countText("Narration",
                                 "To balance a partly filled hole, %n seed of %2 goes to %1's "
                                 "store.",
                                 QT_TRANSLATE_N_NOOP("Narration",
                                                     "To balance a partly filled hole, %n seeds "
                                                     "of %2 go to %1's store."),
                                 e.count)
                    .arg(taker, from);
            default:
                break;
        }
        if (hidden_) return tr("%1 captures the seeds of %2.").arg(taker, from);
        //: %1 is a player's name, %2 a place ("North's hole 3"); %n the seeds.
        return countText("Narration", "%1 captures %n seed from %2.",
                         QT_TRANSLATE_N_NOOP("Narration", "%1 captures %n seeds from %2."), e.count)
            .arg(taker, from);
    }

    // The next hole in play after `p` in the board's counter-clockwise order
    // (stores are not holes; pallankuzhi's P4 counts only holes in play).
    int nextHole(int p) const {
        for (int i = 0; i < board_.places(); ++i) {
            p = (p + 1) % board_.places();
            if (!board_.isStore(p) && board_.inPlay(p)) return p;
        }
        return p;
    }

    QString describeTurnEnd(const Event& e) const {
        const QString next = who(e.actor);
        const bool landed = lastDrop_ >= 0;
        const QString last = landed ? place(lastDrop_) : QString();
        switch (e.why.reason) {
            case Reason::Captured:
                return tr("After the capture the turn passes to %1.").arg(next);
            case Reason::LastInStore:  // Chonka: the store ends the turn
                if (!landed) break;
                //: Chonka: a sowing ending in the store ends the turn. %1 is a place, %2 a
                //: player's name.
                return tr("The last seed fell in %1, and a store ends the turn: the turn passes "
                          "to %2.")
                    .arg(last, next);
            case Reason::LastInPrivileged:  // O11
                if (!landed) break;
                return tr("The last seed fell in %1, a privileged hole: the turn passes to %2.")
                    .arg(last, next);
            case Reason::LastInEmptyHole:
                if (!landed) break;
                return tr("The last seed fell in %1, an empty hole: the turn passes to %2.")
                    .arg(last, next);
            case Reason::LastInOccupiedHole:  // Kalah: no relay
                if (!landed) break;
                return tr("The last seed fell in %1, which held seeds: the turn passes to %2.")
                    .arg(last, next);
            case Reason::LastInOpponentsEmptyHole:
                if (!landed) break;
                return tr("The last seed fell in %1, an empty hole of the opponent's: the turn "
                          "passes to %2.")
                    .arg(last, next);
            case Reason::OppositeEmpty:  // #captures, C5
                if (!landed) break;
                return tr("The last seed fell in %1, an empty hole with nothing opposite to "
                          "capture: the turn passes to %2.")
                    .arg(last, next);
            case Reason::LastInBurntHole:  // C4
                if (!landed) break;
                return tr("The last seed fell in %1, a burnt hole: the turn passes to %2.")
                    .arg(last, next);
            case Reason::NextTwoEmpty: {  // pallankuzhi, #turn-end
                if (!landed) break;
                const int first = nextHole(lastDrop_), second = nextHole(first);
                //: Pallankuzhi's turn end: %1, %2 and %3 are places, %4 a player's name.
                return tr("The last seed fell in %1, and the next two holes, %2 and %3, are "
                          "empty: the turn passes to %4.")
                    .arg(last, place(first), place(second), next);
            }
            case Reason::BoardEmpty:  // P3
                return tr("After the capture no hole holds seeds to go on from: the turn passes "
                          "to %1.")
                    .arg(next);
            case Reason::NextEmpty:  // O4
                return tr("The hole after the eaten one is empty: the turn passes to %1.")
                    .arg(next);
            case Reason::NextPrivileged:  // O4
                return tr("The hole after the eaten one is a puta or naga: the turn passes to "
                          "%1.")
                    .arg(next);
            case Reason::NothingToCapture:  // T3
                if (!landed) break;
                return tr("The last seed fell in %1, an empty hole, but the opponent's column is "
                          "empty: the turn passes to %2.")
                    .arg(last, next);
            case Reason::RowEmpty:  // C8
                if (!mover_) break;
                //: Congklak (C8): another move earned with an empty row. %1 and %2 are
                //: players' names.
                return tr("%1 has no seeds left to sow: the turn passes to %2.")
                    .arg(who(*mover_), next);
            case Reason::OpponentPassed:  // G3, O6
                //: %1 and %2 are players' names.
                return tr("%1 passed: %2 moves again.").arg(who(opponent(e.actor)), next);
            case Reason::LongerSowing:  // C3
                //: The simultaneous start (C3). %1 is the player to move, %2 South's name.
                return tr("Both sowings are over: the longer one moves first (%2's on a tie), so "
                          "the turn passes to %1.")
                    .arg(next, who(Side::South));
            case Reason::FirstInEmptyHole:  // T1, T-D1
                if (e.why.rule == RuleId::T_D1)
                    return tr("Both sowings ended in an empty hole at once: %1 has the first "
                              "turn.")
                        .arg(next);
                return tr("%1 landed in an empty hole first: %1 has the first turn.").arg(next);
            case Reason::FewerSeeds:  // a new round's starter; C2 on equal seeds
                if (e.why.rule == RuleId::C2)
                    //: %1 is a player's name.
                    return tr("Both own as many seeds: %1 starts.").arg(next);
                return tr("%1 owns fewer seeds: %1 starts.").arg(next);
            case Reason::MoreSeeds:  // T4
                //: %1 is the player to move, %2 South's name.
                return tr("The player owning more seeds starts the next game (%2 on a tie): %1 "
                          "to move.")
                    .arg(next, who(Side::South));
            case Reason::Alternates:  // P6, O8
                return tr("The first player alternates: %1 starts.").arg(next);
            default:
                break;
        }
        if (!landed) return tr("%1 to move.").arg(next);
        //: %1 is a place ("South's hole 3"), %2 a player's name.
        return tr("The sowing stops at %1: the turn passes to %2.").arg(last, next);
    }

    QString describeBurn(const Event& e) const {
        const bool blind = rules_.outOfPlayMarker() == Board::Blind;
        if (e.why.reason == Reason::TooFewSeeds) {
            if (blind)
                //: Kana (Sinhala): a blind hole. %1 is a place, %2 a player's name.
                return tr("%2 has too few seeds to fill %1: it is blind (kana) for this phase.")
                    .arg(place(e.place), who(e.actor));
            //: %1 is a place, %2 a player's name.
            return tr("%2 has too few seeds to fill %1: it is burnt for this round.")
                .arg(place(e.place), who(e.actor));
        }
        if (blind)
            //: Kana (Sinhala): a blind hole, out of play. %1 is a place.
            return tr("%1 is blind (kana): out of play for this phase.").arg(place(e.place));
        return tr("%1 is burnt: out of play for this round.").arg(place(e.place));
    }

    QString describeMark(const Event& e) const {
        const bool puta = e.count & Board::Puta;
        if (e.why.reason == Reason::PartlyFilled) {
            if (puta)
                //: Puta (Sinhala, olinda keliya): a privileged hole. %1 is a place.
                return tr("%1 is only partly filled, so it is a puta: it cannot be lifted or "
                          "eaten this phase.")
                    .arg(place(e.place));
            //: Naga (Sinhala, olinda keliya): a privileged hole. %1 is a place.
            return tr("%1 is only partly filled, so it is a naga: it cannot be lifted or eaten "
                      "this phase.")
                .arg(place(e.place));
        }
        if (puta)
            //: Puta (Sinhala, olinda keliya): a privileged hole. %1 is a place.
            return tr("%1 is a puta: it cannot be lifted or eaten this phase.").arg(place(e.place));
        //: Naga (Sinhala, olinda keliya): a privileged hole. %1 is a place.
        return tr("%1 is a naga: it cannot be lifted or eaten this phase.").arg(place(e.place));
    }

    void apply(const Event& e) {
        switch (e.type) {
            case EventType::Lift:
            case EventType::Relay:
                board_.seeds[e.place] = static_cast<std::uint8_t>(board_.seeds[e.place] - e.count);
                break;
            case EventType::Drop:
                board_.seeds[e.place] += 1;
                lastDrop_ = e.place;
                break;
            case EventType::Capture:
            case EventType::Pasu:
            case EventType::Sweep:
                board_.seeds[e.place] = static_cast<std::uint8_t>(board_.seeds[e.place] - e.count);
                board_.seeds[e.to] = static_cast<std::uint8_t>(board_.seeds[e.to] + e.count);
                break;
            case EventType::Refill:
                board_.seeds[e.to] -= 1;
                board_.seeds[e.place] += 1;
                break;
            case EventType::Burn:
                board_.markers[e.place] |= rules_.outOfPlayMarker();
                break;
            case EventType::Mark:
                board_.markers[e.place] |= static_cast<std::uint8_t>(e.count);
                break;
            case EventType::ExtraMove:
            case EventType::TurnEnd:
                toMove_ = e.actor;
                break;
            case EventType::Pass:
                toMove_ = opponent(e.actor);
                break;
            case EventType::RoundEnd:
                lastDrop_ = -1;
                // Who moves in the new round is told by its TurnEnd.
                toMove_.reset();
                mover_.reset();
                break;
            default:
                break;
        }
        if (e.type != EventType::Sweep) beforeSweeps_ = board_;
    }

    const Rules& rules_;
    Board board_;
    // The board before the sweeps that end a round: the rows as the end found them.
    Board beforeSweeps_;
    const Names& names_;
    // Who sowed, and who the rules look at next ("the player to move"), while known.
    std::optional<Side> mover_;
    std::optional<Side> toMove_;
    int lastDrop_ = -1;
    bool swept_ = false;
    bool refilled_ = false;
    // Option `hidden-counts`: the captions name no number of seeds.
    const bool hidden_;
};

}  // namespace

QString endReasonWords(EndReason reason) {
    // The core's words name the player "his"; these name nobody.
    if (reason == EndReason::NoSeedsToMove)
        //: Why a round or game ended.
        return NarrationText::tr("the player to move has no seeds to sow");
    return coreText(reasonText(reason));
}

QString placeText(const Rules& rules, const Board& board, int place, const Names& names) {
    const Side owner = board.owner(place);
    //: A place on the board: %1 is a player's name.
    if (board.isStore(place)) return NarrationText::tr("%1's store").arg(names.of(owner));
    //: A place on the board: %1 is a player's name, %2 the hole's number or letter.
    return NarrationText::tr("%1's hole %2")
        .arg(names.of(owner),
             QString::fromStdString(rules.holeName(owner, board.holeNumber(place))));
}

QStringList narrate(const Rules& rules, const Position& before, const Trace& trace,
                    const Names& names) {
    Narrator narrator(rules, before, names);
    QStringList captions;
    captions.reserve(static_cast<int>(trace.size()));
    for (const Event& e : trace) captions.append(narrator.caption(e));
    return captions;
}

QString endReasonText(const Rules& rules, const Position& before, const Trace& trace,
                      std::size_t index, const Names& names) {
    if (index >= trace.size()) return {};
    Narrator narrator(rules, before, names);
    for (std::size_t i = 0; i < index; ++i) narrator.skip(trace[i]);
    return narrator.endClause(trace[index]);
}

QString explainMove(const Rules& rules, const Position& before, const Trace& trace,
                    const Names& names) {
    const QStringList captions = narrate(rules, before, trace, names);
    QStringList story;
    int relays = 0;
    for (size_t i = 0; i < trace.size(); ++i) {
        const EventType type = trace[i].type;
        if (type == EventType::Relay) {
            ++relays;
            continue;
        }
        if (captions[static_cast<int>(i)].isEmpty() || type == EventType::Skip ||
            type == EventType::Sweep || type == EventType::Refill)
            continue;
        if (relays > 0) {
            story.append(countText("Narration", "The sowing relays once.",
                                   QT_TRANSLATE_N_NOOP("Narration", "The sowing relays %n times."),
                                   relays));
            relays = 0;
        }
        story.append(captions[static_cast<int>(i)]);
    }
    if (relays > 0)
        story.append(countText("Narration", "The sowing relays once.",
                               QT_TRANSLATE_N_NOOP("Narration", "The sowing relays %n times."),
                               relays));
    return story.join(QLatin1Char(' '));
}

}  // namespace cowrie::ui
