#include "core/state_load.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "core/record.h"
#include "core/registry.h"
#include "core/state_json.h"

namespace cowrie {

namespace {

// Every failure is thrown as one sentence and caught in loadState.
struct StateError {
    std::string message;
};

[[noreturn]] void refuse(std::string message) {
    throw StateError{std::move(message)};
}

int wholeNumber(const Json& v, const std::string& what, int min, int max) {
    if (!v.is_number() || v.get<double>() != std::floor(v.get<double>()))
        refuse(what + " must be a whole number");
    const double d = v.get<double>();
    if (d < min)
        refuse(what + " must be at least " + std::to_string(min) + ", not " + numberText(d));
    if (d > max)
        refuse(what + " must be at most " + std::to_string(max) + ", not " + numberText(d));
    return static_cast<int>(d);
}

const Json& sideMember(const Json& pair, const std::string& key, Side side) {
    const Json* v = member(pair, sideName(side));
    if (!v) refuse("\"" + key + "\" needs \"" + std::string(sideName(side)) + "\"");
    return *v;
}

void requireSidePair(const Json& pair, const std::string& key) {
    if (!pair.is_object())
        refuse("\"" + key + "\" must be an object {\"south\": ..., \"north\": ...}");
    for (const auto& [name, value] : pair.items())
        if (!sideNamed(name)) refuse("\"" + key + "\" has an unknown key '" + name + "'");
}

// The rules: the state's game and options, or those of the command line.
std::shared_ptr<const Rules> rulesOf(const Json& state, std::string_view game,
                                     const RawOptions& options) {
    std::string id(game);
    if (const Json* g = member(state, "game")) {
        const auto* named = g->get_ptr<const std::string*>();
        if (!named) refuse("\"game\" must be a string");
        if (!id.empty() && id != *named)
            refuse("the state is a " + *named + " position, not " + id);
        id = *named;
    }
    if (id.empty()) refuse("the state names no game (give \"game\" or --game)");
    RawOptions fromState;
    if (const Json* o = member(state, "options")) {
        if (!o->is_object()) refuse("\"options\" must be an object");
        for (const auto& [key, value] : o->items()) {
            auto text = optionText(value);
            if (!text) refuse("option '" + key + "' has a value of the wrong type");
            fromState.emplace_back(key, *text);
        }
    }
    std::string error;
    auto stateRules = createRules(id, fromState, error);
    if (!stateRules) refuse(error);
    if (options.empty()) return stateRules;
    RawOptions merged = fromState;
    for (const auto& option : options) {
        std::erase_if(merged, [&](const auto& kv) { return kv.first == option.first; });
        merged.push_back(option);
    }
    auto rules = createRules(id, merged, error);
    if (!rules) refuse(error);
    for (const auto& [key, value] : fromState)
        if (rules->options().text(key) != stateRules->options().text(key))
            refuse("option '" + key + "' is " + stateRules->options().text(key) +
                   " in the state but " + rules->options().text(key) + " on the command line");
    return rules;
}

void readHoles(const Json& holes, Board& board) {
    requireSidePair(holes, "holes");
    for (Side side : {Side::South, Side::North}) {
        const Json& list = sideMember(holes, "holes", side);
        const std::string name = "holes." + std::string(sideName(side));
        if (!list.is_array()) refuse("\"" + name + "\" must be a list of counts");
        if (static_cast<int>(list.size()) != board.holes)
            refuse("\"" + name + "\" has " + std::to_string(list.size()) +
                   " holes; this game has " + std::to_string(board.holes) + " a side");
        for (int h = 1; h <= board.holes; ++h)
            board.seeds[board.hole(side, h)] = static_cast<std::uint8_t>(
                wholeNumber(list[h - 1], name + " hole " + std::to_string(h), 0, 255));
    }
}

void readStores(const Json& stores, Board& board) {
    requireSidePair(stores, "stores");
    for (Side side : {Side::South, Side::North})
        if (const Json* given = member(stores, sideName(side)))
            board.seeds[board.store(side)] = static_cast<std::uint8_t>(
                wholeNumber(*given, "stores." + std::string(sideName(side)), 0, 255));
}

int holeNumberIn(const std::string& what, const Json& v, int holes) {
    return wholeNumber(v, what, 1, holes);
}

void readBurnt(const Json& burnt, const Rules& rules, Board& board) {
    requireSidePair(burnt, "burnt");
    for (Side side : {Side::South, Side::North}) {
        const Json* given = member(burnt, sideName(side));
        if (!given) continue;  // a side without burnt holes may be left out
        const Json& list = *given;
        const std::string name = "burnt." + std::string(sideName(side));
        if (!list.is_array()) refuse("\"" + name + "\" must be a list of hole numbers");
        if (!list.empty() && !rules.hasOutOfPlayHoles())
            refuse("this game (with these options) has no burnt or blind holes");
        for (const Json& v : list) {
            const int place = board.hole(side, holeNumberIn(name + " entry", v, board.holes));
            if (board.count(place) > 0)
                refuse(std::string(sideName(side)) + " hole " +
                       std::to_string(board.holeNumber(place)) + " is out of play but holds seeds");
            board.markers[place] |= rules.outOfPlayMarker();
        }
    }
}

void readMarked(const Json& marked, const Rules& rules, Board& board) {
    requireSidePair(marked, "marked");
    for (Side side : {Side::South, Side::North}) {
        const Json* given = member(marked, sideName(side));
        if (!given) continue;
        const Json& marks = *given;
        const std::string name = "marked." + std::string(sideName(side));
        if (!marks.is_object())
            refuse("\"" + name + "\" must be an object such as {\"5\": \"puta\"}");
        if (!marks.empty() && !rules.hasPrivilegedHoles())
            refuse("this game has no puta or naga holes");
        for (const auto& [key, kind] : marks.items()) {
            int number = 0;
            for (char c : key)
                number = std::isdigit(static_cast<unsigned char>(c)) && number < 100
                             ? number * 10 + (c - '0')
                             : 1000;
            if (key.empty() || number < 1 || number > board.holes)
                refuse("\"" + name + "\" names hole '" + key + "', which does not exist");
            const int place = board.hole(side, number);
            if (kind != "puta" && kind != "naga")
                refuse("\"" + name + "\" marks hole " + key + " as something other than " +
                       "\"puta\" or \"naga\"");
            if (!board.inPlay(place)) refuse("a blind hole cannot be a puta or naga");
            board.markers[place] |= kind == "puta" ? Board::Puta : Board::Naga;
        }
    }
}

Turn readTurn(const Json& v) {
    if (v.is_null())
        refuse(
            "the game in this state is over (\"toMove\" is null): there is nothing "
            "to play from it");
    if (const auto* name = v.get_ptr<const std::string*>()) {
        if (auto side = sideNamed(*name)) return turnOf(*side);
        if (*name == "both") return Turn::Both;
    }
    refuse("\"toMove\" must be \"south\", \"north\" or \"both\"");
}

void readDirection(const Json& v, const Rules& rules, Position& position) {
    if (v.is_null()) return;
    if (!rules.choosesDirection())
        refuse("this game has no chosen direction (\"direction\" must be absent or null)");
    if (v != "R" && v != "L") refuse("\"direction\" must be \"R\", \"L\" or null");
    position.direction = static_cast<std::int8_t>(v == "R" ? Direction::Ccw : Direction::Cw);
}

LoadedState load(const Json& state, std::string_view game, const RawOptions& options) {
    if (!state.is_object()) refuse("a state must be a JSON object");
    LoadedState out;
    out.rules = rulesOf(state, game, options);
    const Rules& rules = *out.rules;
    const Position initial = rules.initialPosition();

    std::set<std::string> known = {"game",   "options",   "round",  "toMove",
                                   "over",   "holes",     "stores", "burnt",
                                   "marked", "roundWins", "result", "direction"};
    for (const std::string& key : rules.stateKeys()) known.insert(key);
    for (const auto& [key, value] : state.items())
        if (!known.count(key)) refuse("unknown key '" + key + "' in the state");

    Position& p = out.position;
    p.board = initial.board;
    p.board.seeds.fill(0);
    p.board.markers.fill(0);
    p.extra = initial.extra;
    const Json* holes = member(state, "holes");
    if (!holes) refuse("the state has no \"holes\"");
    readHoles(*holes, p.board);
    if (const Json* v = member(state, "stores")) readStores(*v, p.board);
    if (const Json* v = member(state, "burnt")) readBurnt(*v, rules, p.board);
    if (const Json* v = member(state, "marked")) readMarked(*v, rules, p.board);
    const int total = initial.board.totalSeeds();
    if (p.board.totalSeeds() > total)
        refuse("the state holds " + std::to_string(p.board.totalSeeds()) +
               " seeds; this game has only " + std::to_string(total));

    p.toMove = initial.toMove;
    if (const Json* v = member(state, "toMove")) p.toMove = readTurn(*v);
    p.round = initial.round;
    if (const Json* v = member(state, "round"))
        p.round = static_cast<std::uint16_t>(wholeNumber(*v, "\"round\"", 1, 65535));
    if (const Json* v = member(state, "roundWins")) {
        requireSidePair(*v, "roundWins");
        for (Side side : {Side::South, Side::North})
            p.roundWins[sideIndex(side)] = static_cast<std::uint16_t>(
                wholeNumber(sideMember(*v, "roundWins", side),
                            "roundWins." + std::string(sideName(side)), 0, 65535));
    }
    if (const Json* v = member(state, "direction")) readDirection(*v, rules, p);
    if (auto why = rules.readStateKeys(state, p)) refuse(*why);
    if (auto why = rules.whyInconsistent(p)) refuse(*why);

    MoveList moves;
    rules.legalMoves(p, moves);
    if (moves.empty())
        refuse(std::string("the player to move (") + std::string(turnName(p.toMove)) +
               ") has no legal move: the game would have passed or ended before this position");
    return out;
}

}  // namespace

std::optional<LoadedState> loadState(const Json& state, std::string_view game,
                                     const RawOptions& options, std::string& error) {
    try {
        return load(state, game, options);
    } catch (const StateError& e) {
        error = "bad state: " + e.message;
        return std::nullopt;
    }
}

std::optional<LoadedState> loadStateText(std::string_view text, std::string_view game,
                                         const RawOptions& options, std::string& error) {
    std::string parseError;
    auto doc = parseJson(text, parseError);
    if (!doc) {
        error = "bad state: the JSON is invalid (" + parseError + ")";
        return std::nullopt;
    }
    return loadState(*doc, game, options, error);
}

}  // namespace cowrie
