#include "app/ui/narration.h"

#include <QCoreApplication>

#include <vector>

#include "app/ui/coretext.h"
#include "app/ui/counttext.h"
#include "app/ui/hiddencounts.h"

namespace cowrie::ui {

namespace {

// The free functions' translation context; the Narrator's is the same.
struct NarrationText {
    Q_DECLARE_TR_FUNCTIONS(Narration)
};

// Walks a trace keeping the seeds of every place, so that each caption can
// say what a place held when the event happened.
class Narrator {
    Q_DECLARE_TR_FUNCTIONS(Narration)

  public:
    Narrator(const Rules& rules, const Position& before, const Names& names)
        : rules_(rules), board_(before.board), names_(names), hidden_(countsHidden(rules)) {}

    QString caption(const Event& e) {
        QString text = describe(e);
        apply(e);
        return text;
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
                // The hole the last seed fell in, or (pallankuzhi, after a
                // capture or an eat) another hole the rules name.
                if (e.place == lastDrop_ && !capturedSinceDrop_ && hidden_)
                    return tr("Relay: the last seed fell in %2, which held seeds; %1 lifts them "
                              "all and sows on.")
                        .arg(who(e.actor), place(e.place));
                if (e.place == lastDrop_ && !capturedSinceDrop_)
                    return tr("Relay: the last seed fell in %2, which held seeds; %1 lifts all %n "
                              "and sows on.",
                              nullptr, e.count)
                        .arg(who(e.actor), place(e.place));
                if (hidden_)
                    return tr("%1 lifts the seeds of %2 and sows on.")
                        .arg(who(e.actor), place(e.place));
                return countText("Narration", "%1 lifts the %n seed of %2 and sows on.",
                                 QT_TRANSLATE_N_NOOP("Narration",
                                                     "%1 lifts the %n seeds of %2 and sows on."),
                                 e.count)
                    .arg(who(e.actor), place(e.place));
            case EventType::Drop:
                return {};
            case EventType::Skip:
                return describeSkip(e);
            case EventType::Capture:
                if (hidden_ && beyondAnEmptyHole(e.place))
                    return tr("The hole after the last seed is empty: %1 captures the seeds of "
                              "%2, beyond it.")
                        .arg(who(e.actor), place(e.place));
                if (hidden_)
                    return tr("%1 captures the seeds of %2.").arg(who(e.actor), place(e.place));
                if (beyondAnEmptyHole(e.place))
                    return countText(
                               "Narration",
                               "The hole after the last seed is empty: %1 captures the %n seed "
                               "of %2, beyond it.",
                               QT_TRANSLATE_N_NOOP("Narration",
                                                   "The hole after the last seed is empty: %1 "
                                                   "captures the %n seeds "
                                                   "of %2, beyond it."),
                               e.count)
                        .arg(who(e.actor), place(e.place));
                //: %1 is a player's name, %2 a place ("North's hole 3"); %n the seeds.
                return countText("Narration", "%1 captures %n seed from %2.",
                                 QT_TRANSLATE_N_NOOP("Narration", "%1 captures %n seeds from %2."),
                                 e.count)
                    .arg(who(e.actor), place(e.place));
            case EventType::Pasu:
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
                if (lastDrop_ >= 0 && board_.isStore(lastDrop_))
                    return tr("The last seed fell in %1's own store: %1 moves again.")
                        .arg(who(e.actor));
                return tr("%1 moves again.").arg(who(e.actor));
            case EventType::Pass:
                return tr("%1 has no seeds to sow and passes.").arg(who(e.actor));
            case EventType::TurnEnd:
                return describeTurnEnd(e);
            case EventType::RoundEnd: {
                const QString reason = coreText(reasonText(e.reason));
                // Three-row's race ends with no reason and no winner: the
                // sowing that ended in an empty hole ends it.
                if (rules_.roundsArePhases() && reason.isEmpty())
                    return tr(
                        "The race is over: a sowing ended in an empty hole. The players "
                        "now take turns.");
                if (rules_.roundsArePhases()) return tr("This game is over: %1.").arg(reason);
                if (reason.isEmpty()) return tr("The round is over.");
                return tr("The round is over: %1.").arg(reason);
            }
            case EventType::Sweep:
                if (swept_) return {};
                swept_ = true;
                return tr("The seeds left in the holes go to the stores of their owners.");
            case EventType::GameEnd:
                if (e.winner == Winner::Draw) return tr("The game is over: a draw.");
                return tr("The game is over: %1 wins.")
                    .arg(who(e.winner == Winner::South ? Side::South : Side::North));
            case EventType::Refill:
                if (refilled_) return {};
                refilled_ = true;
                return tr("A new round: both players fill their holes again from their stores.");
            case EventType::Burn:
                if (rules_.outOfPlayMarker() == Board::Blind)
                    //: Kana (Sinhala): a blind hole, out of play. %1 is a place.
                    return tr("%1 is blind (kana): out of play for this phase.")
                        .arg(place(e.place));
                return tr("%1 is burnt: out of play for this round.").arg(place(e.place));
            case EventType::Mark:
                if (e.count & Board::Puta)
                    //: Puta (Sinhala, olinda keliya): a privileged hole. %1 is a place.
                    return tr("%1 is a puta: it cannot be lifted or eaten this phase.")
                        .arg(place(e.place));
                //: Naga (Sinhala, olinda keliya): a privileged hole. %1 is a place.
                return tr("%1 is a naga: it cannot be lifted or eaten this phase.")
                    .arg(place(e.place));
        }
        return {};
    }

    // The next hole in play after `p` in the board's counter-clockwise order
    // (stores are not holes).
    int nextHole(int p) const {
        for (int i = 0; i < board_.places(); ++i) {
            p = (p + 1) % board_.places();
            if (!board_.isStore(p) && board_.inPlay(p)) return p;
        }
        return p;
    }

    // Pallankuzhi's capture: the last seed fell in L, L+1 is empty and the
    // seeds of L+2 are taken.
    bool beyondAnEmptyHole(int captured) const {
        if (lastDrop_ < 0 || capturedSinceDrop_) return false;
        const int next = nextHole(lastDrop_);
        return board_.count(next) == 0 && nextHole(next) == captured;
    }

    QString describeSkip(const Event& e) const {
        const int held = board_.count(e.place);
        if (e.place == origin_)
            return tr("The sowing skips %1, the hole it started from.").arg(place(e.place));
        if (held == 3) return tr("%1 holds three: passed over.").arg(place(e.place));
        if (hidden_) return tr("%1 is passed over.").arg(place(e.place));
        return tr("%1 is passed over (it holds %n).", nullptr, held).arg(place(e.place));
    }

    QString describeTurnEnd(const Event& e) const {
        const Side next = e.actor;
        if (lastDrop_ < 0) return tr("%1 to move.").arg(who(next));
        if (capturedSinceDrop_)
            return tr("After the capture the turn passes to %1.").arg(who(next));
        if (board_.isStore(lastDrop_))
            return tr("The last seed fell in the store: the turn passes to %1.").arg(who(next));
        const std::uint8_t marks = board_.markers[lastDrop_];
        if (marks & (Board::Puta | Board::Naga))
            return tr("The last seed fell in %1, a privileged hole: the turn passes to %2.")
                .arg(place(lastDrop_), who(next));
        if (board_.count(lastDrop_) == 1)
            return tr("The last seed fell in %1, an empty hole: the turn passes to %2.")
                .arg(place(lastDrop_), who(next));
        //: %1 is a place ("South's hole 3"), %2 a player's name.
        return tr("The sowing stops at %1: the turn passes to %2.")
            .arg(place(lastDrop_), who(next));
    }

    void apply(const Event& e) {
        switch (e.type) {
            case EventType::Lift:
            case EventType::Relay:
                board_.seeds[e.place] = static_cast<std::uint8_t>(board_.seeds[e.place] - e.count);
                origin_ = e.place;
                break;
            case EventType::Drop:
                board_.seeds[e.place] += 1;
                lastDrop_ = e.place;
                capturedSinceDrop_ = false;
                break;
            case EventType::Capture:
            case EventType::Pasu:
            case EventType::Sweep:
                board_.seeds[e.place] = static_cast<std::uint8_t>(board_.seeds[e.place] - e.count);
                board_.seeds[e.to] = static_cast<std::uint8_t>(board_.seeds[e.to] + e.count);
                if (e.type == EventType::Capture) capturedSinceDrop_ = true;
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
            case EventType::RoundEnd:
                lastDrop_ = -1;
                break;
            default:
                break;
        }
    }

    const Rules& rules_;
    Board board_;
    const Names& names_;
    int origin_ = -1;
    int lastDrop_ = -1;
    bool capturedSinceDrop_ = false;
    bool swept_ = false;
    bool refilled_ = false;
    // Option `hidden-counts`: the captions name no number of seeds.
    const bool hidden_;
};

}  // namespace

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
