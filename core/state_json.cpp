#include "core/state_json.h"

#include "core/record.h"

namespace cowrie {

namespace {

Json sidePair(Json south, Json north) {
    return Json{{"south", std::move(south)}, {"north", std::move(north)}};
}

}  // namespace

std::string_view winnerName(Winner w) {
    switch (w) {
        case Winner::South:
            return "south";
        case Winner::North:
            return "north";
        case Winner::Draw:
            return "draw";
        case Winner::None:
            return "";
    }
    return "";
}

std::string_view turnName(Turn t) {
    switch (t) {
        case Turn::South:
            return "south";
        case Turn::North:
            return "north";
        case Turn::Both:
            return "both";
        case Turn::None:
            return "";
    }
    return "";
}

std::string placeName(const Board& board, int place) {
    const std::string side(sideName(board.owner(place)));
    if (board.isStore(place)) return side + " store";
    return side + " " + std::to_string(board.holeNumber(place));
}

int placeNamed(const Board& board, std::string_view name) {
    const auto space = name.find(' ');
    if (space == std::string_view::npos) return -1;
    const auto side = sideNamed(name.substr(0, space));
    const std::string_view rest = name.substr(space + 1);
    if (!side) return -1;
    if (rest == "store") return board.store(*side);
    if (rest.empty() || rest.size() > 1 || rest[0] < '1' || rest[0] > '9') return -1;
    const int number = rest[0] - '0';
    return number <= board.holes ? board.hole(*side, number) : -1;
}

Json stateToJson(const Rules& rules, const Position& position) {
    const Board& b = position.board;
    Json holes = Json::object(), burnt = Json::object(), marked = Json::object();
    for (Side s : {Side::South, Side::North}) {
        Json counts = Json::array(), out = Json::array(), marks = Json::object();
        for (int h = 1; h <= b.holes; ++h) {
            const int place = b.hole(s, h);
            counts.push_back(b.count(place));
            if (!b.inPlay(place)) out.push_back(h);
            if (b.markers[place] & Board::Puta) marks[std::to_string(h)] = "puta";
            if (b.markers[place] & Board::Naga) marks[std::to_string(h)] = "naga";
        }
        const std::string side(sideName(s));
        holes[side] = std::move(counts);
        burnt[side] = std::move(out);
        marked[side] = std::move(marks);
    }
    Json result = nullptr;
    if (position.over())
        result = Json{{"winner", winnerName(position.winner)},
                      {"reason", reasonText(position.endReason)}};
    Json state{
        {"game", rules.gameId()},
        {"options", optionsToJson(rules)},
        {"round", static_cast<int>(position.round)},
        {"toMove", position.over() ? Json(nullptr) : Json(turnName(position.toMove))},
        {"over", position.over()},
        {"holes", std::move(holes)},
        {"stores", sidePair(b.count(b.store(Side::South)), b.count(b.store(Side::North)))},
        {"burnt", std::move(burnt)},
        {"marked", std::move(marked)},
        {"roundWins", sidePair(position.roundWins[0], position.roundWins[1])},
        {"result", std::move(result)},
    };
    // cli-contract.md: the direction a game fixes by its first move (null
    // before the choice), then the keys a game's positions need besides.
    if (rules.choosesDirection()) {
        Json direction = nullptr;
        if (position.direction >= 0)
            direction = static_cast<Direction>(position.direction) == Direction::Ccw ? "R" : "L";
        state["direction"] = std::move(direction);
    }
    rules.writeStateKeys(position, state);
    return state;
}

Json eventToJson(const Board& board, const Event& e) {
    // A TurnEnd names the player who moves next; every other event its actor.
    Json out{{"event", eventName(e.type)},
             {e.type == EventType::TurnEnd ? "next" : "by", sideName(e.actor)}};
    if (e.place >= 0) out["place"] = placeName(board, e.place);
    if (e.to >= 0) out["to"] = placeName(board, e.to);
    switch (e.type) {
        case EventType::Lift:
        case EventType::Relay:
        case EventType::Capture:
        case EventType::Sweep:
        case EventType::Pasu:
        case EventType::Refill:
            out["count"] = e.count;
            break;
        default:
            break;
    }
    if (e.type == EventType::Lift || e.type == EventType::Relay || e.type == EventType::Drop ||
        e.type == EventType::Skip)
        out["hand"] = e.hand;
    // cli-contract.md: why the rules did it (a word) and the rule that
    // decided it (an anchor of docs/rules/<game>.md or docs/rules/README.md).
    if (e.why) {
        out["reason"] = reasonWord(e.why.reason);
        out["rule"] = ruleIdText(e.why.rule);
    }
    if (e.type == EventType::GameEnd || (e.type == EventType::RoundEnd && e.winner != Winner::None))
        out["winner"] = winnerName(e.winner);
    return out;
}

}  // namespace cowrie
