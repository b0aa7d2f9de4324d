#include "net/core/room.h"

#include <ctime>

#include "core/game_record.h"
#include "core/record.h"
#include "core/registry.h"
#include "core/state_json.h"
#include "net/core/random_codes.h"

namespace cowrie::net {

std::string recordDate(Millis time) {
    const std::time_t seconds = static_cast<std::time_t>(time / 1000);
    std::tm parts{};
    if (!gmtime_r(&seconds, &parts)) return "";
    char text[32];
    if (std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &parts) == 0) return "";
    return text;
}

Room::Room(std::string code, std::shared_ptr<const Rules> rules, Millis now)
    : code_(std::move(code)), match_(std::move(rules)), touched_(now), started_(recordDate(now)) {}

std::optional<Side> Room::seatOfToken(std::string_view token) const {
    for (Side side : {Side::South, Side::North})
        if (seat(side).taken() && seat(side).token == token) return side;
    return std::nullopt;
}

std::optional<Side> Room::seatOfConnection(ConnectionId connection) const {
    for (Side side : {Side::South, Side::North})
        if (seat(side).connection == connection) return side;
    return std::nullopt;
}

Json Room::state() const {
    return stateToJson(match_.rules(), match_.position());
}

std::vector<std::string> Room::moveTexts() const {
    std::vector<std::string> texts;
    for (Move move : match_.moves()) texts.push_back(match_.rules().moveText(move));
    return texts;
}

namespace {

MessageError refuse(ErrorCode code, std::string message) {
    return {code, std::move(message)};
}

}  // namespace

MoveOutcome Room::move(Side side, std::string_view text, long long ply, Millis now) {
    if (over()) return refuse(ErrorCode::IllegalMove, "the game is over");
    if (!seat(opponent(side)).taken())
        return refuse(ErrorCode::NotYourTurn, "the game starts when an opponent joins");
    if (ply != match_.moveCount())
        return refuse(ErrorCode::StalePly, "ply " + std::to_string(ply) +
                                               " is not the number of moves played (" +
                                               std::to_string(match_.moveCount()) + ")");
    const auto move = match_.rules().parseMove(text);
    const Turn toMove = match_.position().toMove;
    if (toMove == Turn::Both) {
        if (hasChosen(side))
            return refuse(ErrorCode::NotYourTurn, "you have chosen; the other player is choosing");
        if (!move || move->isPair() || move->hasDirection())
            return refuse(ErrorCode::IllegalMove,
                          "in a simultaneous choice each player sends one of his own holes");
        return choose(side, *move, now);
    }
    if (toMove != turnOf(side))
        return refuse(ErrorCode::NotYourTurn, "it is the other player's move");
    if (!move)
        return refuse(ErrorCode::IllegalMove,
                      "\"" + std::string(text) + "\" is not a move in this game's notation");
    if (auto why = match_.whyIllegal(*move)) return refuse(ErrorCode::IllegalMove, *why);
    return play(*move, std::string(sideName(side)), now);
}

MoveOutcome Room::choose(Side side, Move hole, Millis now) {
    const int number = hole.holeNumber();
    // The hole must begin some legal pair: what it pairs with stays unknown.
    bool startsAPair = false;
    for (Move pair : match_.legalMoves()) {
        const int own = side == Side::South ? pair.southHole() : pair.northHole();
        if (pair.isPair() && own == number) startsAPair = true;
    }
    if (!startsAPair)
        return refuse(ErrorCode::IllegalMove,
                      "hole " + match_.rules().holeName(side, number) + " cannot be chosen now");
    const auto& other = held_[sideIndex(opponent(side))];
    if (!other) {
        held_[sideIndex(side)] = hole;
        touched_ = now;
        return HeldChoice{side};
    }
    const Move pair = side == Side::South ? Move::pair(number, other->holeNumber())
                                          : Move::pair(other->holeNumber(), number);
    // Rare (a pair that would sow forever): the later chooser picks again;
    // the message names neither hole of the other player.
    if (match_.whyIllegal(pair))
        return refuse(ErrorCode::IllegalMove,
                      "that hole cannot be played together with the other player's choice; "
                      "choose another");
    return play(pair, "both", now);
}

PlayedMove Room::play(Move move, std::string by, Millis now) {
    const Board before = match_.position().board;
    Json events = Json::array();
    for (const Event& event : match_.play(move)) events.push_back(eventToJson(before, event));
    held_ = {};
    touched_ = now;
    PlayedMove played{std::move(by), match_.rules().moveText(move), match_.moveCount(),
                      std::move(events), false};
    if (match_.position().over()) {
        overReason_ = "end";
        ended_ = recordDate(now);
        played.ended = true;
    }
    return played;
}

std::optional<MessageError> Room::whyNoResign(Side side) const {
    if (over()) return refuse(ErrorCode::IllegalMove, "the game is over");
    if (!seat(opponent(side)).taken())
        return refuse(ErrorCode::NotYourTurn, "the game starts when an opponent joins");
    return std::nullopt;
}

void Room::resign(Side side, Millis now) {
    overReason_ = "resign";
    resignedBy_ = side;
    held_ = {};
    touched_ = now;
    ended_ = recordDate(now);
}

void Room::abandon(Millis now) {
    overReason_ = "abandoned";
    held_ = {};
    ended_ = recordDate(now);
}

Room::Snapshot Room::snapshot() const {
    Snapshot s;
    for (int i = 0; i < 2; ++i) {
        s.names[i] = seats_[i].name;
        s.tokens[i] = seats_[i].token;
    }
    s.held = held_;
    s.moveCount = match_.moveCount();
    s.overReason = overReason_;
    s.resignedBy = resignedBy_;
    s.touched = touched_;
    s.ended = ended_;
    return s;
}

void Room::restore(const Snapshot& s) {
    for (int i = 0; i < 2; ++i) {
        seats_[i].name = s.names[i];
        seats_[i].token = s.tokens[i];
    }
    held_ = s.held;
    while (match_.moveCount() > s.moveCount) match_.undo();
    overReason_ = s.overReason;
    resignedBy_ = s.resignedBy;
    touched_ = s.touched;
    ended_ = s.ended;
}

StoredRoom Room::stored() const {
    StoredRoom room;
    room.code = code_;
    room.game = std::string(match_.rules().gameId());
    room.options = optionsToJson(match_.rules()).dump();
    room.south = {seats_[0].name, seats_[0].token};
    room.north = {seats_[1].name, seats_[1].token};
    room.moves = moveTexts();
    room.over = overReason_;
    room.resignedBy = resignedBy_ ? std::string(sideName(*resignedBy_)) : "";
    room.touched = touched_;

    // The game record, as the app's library keeps one: a finished online
    // game is an ordinary record with both names.
    RecordMeta meta;
    meta.players = std::array<RecordPlayer, 2>{RecordPlayer{seats_[0].name, false, -1},
                                               RecordPlayer{seats_[1].name, false, -1}};
    meta.started = started_;
    meta.ended = ended_;
    meta.result = recordResult(match_, resignedBy_);
    room.record = writeGameRecord(GameRecord{match_, meta});
    return room;
}

namespace {

bool readSeat(const StoredSeat& stored, Seat& seat, std::string& error) {
    if (stored.token.empty()) return true;  // a free seat
    if (!isToken(stored.token)) {
        error = "a seat's token is not a token";
        return false;
    }
    if (auto why = whyBadName(stored.name)) {
        error = *why;
        return false;
    }
    seat.name = stored.name;
    seat.token = stored.token;
    return true;
}

// The dates the room's record gives (none when it gives none).
RecordMeta recordDates(const std::string& record) {
    std::string error;
    RecordMeta meta;
    const auto json = parseJson(record, error);
    if (!json || !readRecordMeta(*json, meta, error)) return {};
    return meta;
}

}  // namespace

std::unique_ptr<Room> Room::fromStored(const StoredRoom& stored, std::string& error) {
    const auto code = normalizedRoomCode(stored.code);
    if (!code || *code != stored.code) {
        error = "\"" + stored.code + "\" is not a room code";
        return nullptr;
    }
    std::string parseError;
    const auto options = parseJson(stored.options, parseError);
    if (!options || !options->is_object()) {
        error = "the options are not a JSON object";
        return nullptr;
    }
    RawOptions raw;
    for (const auto& [key, value] : options->items()) {
        auto text = optionText(value);
        if (!text) {
            error = "option \"" + key + "\" has a value of the wrong type";
            return nullptr;
        }
        raw.emplace_back(key, *text);
    }
    auto rules = createRules(stored.game, raw, error);
    if (!rules) return nullptr;

    auto room = std::make_unique<Room>(stored.code, std::move(rules), stored.touched);
    const RecordMeta dates = recordDates(stored.record);
    room->started_ = dates.started;
    room->ended_ = dates.ended;
    if (!readSeat(stored.south, room->seats_[0], error) ||
        !readSeat(stored.north, room->seats_[1], error))
        return nullptr;
    if (!room->seats_[0].taken() && !room->seats_[1].taken()) {
        error = "neither seat is taken";
        return nullptr;
    }
    int index = 0;
    for (const std::string& text : stored.moves) {
        ++index;
        const auto move = room->match_.rules().parseMove(text);
        if (!move) {
            error = "move " + std::to_string(index) + " '" + text + "' is not a move";
            return nullptr;
        }
        if (auto why = room->match_.whyIllegal(*move)) {
            error = "move " + std::to_string(index) + " '" + text + "' is illegal: " + *why;
            return nullptr;
        }
        room->match_.play(*move);
    }
    const bool ended = room->match_.position().over();
    if (stored.over == "resign") {
        const auto side = sideNamed(stored.resignedBy);
        if (!side || ended) {
            error = "a resignation that the moves or the seat contradict";
            return nullptr;
        }
        room->resignedBy_ = side;
    } else if (stored.over == "end" || stored.over == "abandoned" || stored.over.empty()) {
        if ((stored.over == "end") != ended && stored.over != "abandoned") {
            error = "\"over\" disagrees with the moves";
            return nullptr;
        }
    } else {
        error = "\"over\" is \"" + stored.over + "\"";
        return nullptr;
    }
    room->overReason_ = stored.over;
    return room;
}

}  // namespace cowrie::net
