#include "core/trace.h"

namespace cowrie {

std::string_view reasonText(EndReason reason) {
    switch (reason) {
        case EndReason::None:
            return "";
        case EndReason::SideEmpty:
            return "a side has no seeds left in its holes";
        case EndReason::AllEndless:
            return "every possible move would sow forever";
        case EndReason::Repetition:
            return "the same position occurred a third time";
        case EndReason::NoMoves:
            return "the player to move has no legal move";
        case EndReason::AllStored:
            return "every seed is in a store";
        case EndReason::NoSeedsToMove:
            return "the player to move has no seeds in his holes";
        case EndReason::RoundsWon:
            return "a player won the rounds needed";
        case EndReason::CannotFill:
            return "a player could not fill a single hole";
        case EndReason::EqualCounts:
            return "equal seeds on both sides, a draw by agreement";
        case EndReason::NoSeeds:
            return "a player has no seeds to start a new phase";
    }
    return "";
}

void record(Trace* trace, EventType type, Side actor, int place, int to, int count, int hand,
            Why why) {
    if (!trace) return;
    Event e;
    e.type = type;
    e.actor = actor;
    e.place = static_cast<std::int8_t>(place);
    e.to = static_cast<std::int8_t>(to);
    e.count = static_cast<std::int16_t>(count);
    e.hand = static_cast<std::int16_t>(hand);
    e.why = why;
    trace->push_back(e);
}

void recordEnd(Trace* trace, EventType type, EndReason reason, Winner winner, Why why) {
    if (!trace) return;
    Event e;
    e.type = type;
    e.reason = reason;
    e.winner = winner;
    e.why = why;
    trace->push_back(e);
}

std::string_view eventName(EventType type) {
    switch (type) {
        case EventType::Lift:
            return "lift";
        case EventType::Relay:
            return "relay";
        case EventType::Drop:
            return "drop";
        case EventType::Skip:
            return "skip";
        case EventType::Capture:
            return "capture";
        case EventType::ExtraMove:
            return "extraMove";
        case EventType::Pass:
            return "pass";
        case EventType::TurnEnd:
            return "turnEnd";
        case EventType::RoundEnd:
            return "roundEnd";
        case EventType::Sweep:
            return "sweep";
        case EventType::GameEnd:
            return "gameEnd";
        case EventType::Pasu:
            return "pasu";
        case EventType::Refill:
            return "refill";
        case EventType::Burn:
            return "burn";
        case EventType::Mark:
            return "mark";
    }
    return "?";
}

}  // namespace cowrie
