#include "net/core/client_message.h"

#include <array>

#include "core/json.h"
#include "core/record.h"
#include "net/core/random_codes.h"

namespace cowrie::net {

std::string_view errorCodeName(ErrorCode code) {
    switch (code) {
        case ErrorCode::BadMessage:
            return "bad-message";
        case ErrorCode::TooLarge:
            return "too-large";
        case ErrorCode::UnknownGame:
            return "unknown-game";
        case ErrorCode::BadOption:
            return "bad-option";
        case ErrorCode::NoSuchRoom:
            return "no-such-room";
        case ErrorCode::RoomFull:
            return "room-full";
        case ErrorCode::BadToken:
            return "bad-token";
        case ErrorCode::NotYourTurn:
            return "not-your-turn";
        case ErrorCode::IllegalMove:
            return "illegal-move";
        case ErrorCode::StalePly:
            return "stale-ply";
        case ErrorCode::RateLimited:
            return "rate-limited";
    }
    return "bad-message";
}

namespace {

constexpr std::array<std::string_view, 5> phrases = {"hello", "good-move", "good-game", "thanks",
                                                     "oops"};

MessageError bad(std::string message) {
    return {ErrorCode::BadMessage, std::move(message)};
}

// The string member `key`; sets `error` when it is missing or not a string.
std::optional<std::string> stringKey(const Json& message, std::string_view key,
                                     std::optional<MessageError>& error) {
    const Json* value = member(message, key);
    if (!value) {
        error = bad("missing key \"" + std::string(key) + "\"");
        return std::nullopt;
    }
    if (!value->is_string()) {
        error = bad("\"" + std::string(key) + "\" must be a string");
        return std::nullopt;
    }
    return value->get<std::string>();
}

std::optional<std::string> nameKey(const Json& message, std::optional<MessageError>& error) {
    auto name = stringKey(message, "name", error);
    if (!name) return std::nullopt;
    if (auto why = whyBadName(*name)) {
        error = bad(*why);
        return std::nullopt;
    }
    return name;
}

std::optional<std::string> roomKey(const Json& message, std::optional<MessageError>& error) {
    auto text = stringKey(message, "room", error);
    if (!text) return std::nullopt;
    auto code = normalizedRoomCode(*text);
    // A code that cannot exist names no room.
    if (!code) error = MessageError{ErrorCode::NoSuchRoom, "no room has that code"};
    return code;
}

std::variant<ClientMessage, MessageError> readCreate(const Json& message) {
    std::optional<MessageError> error;
    CreateMessage create;
    auto game = stringKey(message, "game", error);
    if (!game) return *error;
    create.game = *game;
    if (const Json* options = member(message, "options")) {
        if (!options->is_object())
            return MessageError{ErrorCode::BadOption, "\"options\" must be an object"};
        for (const auto& [key, value] : options->items()) {
            auto text = optionText(value);
            if (!text)
                return MessageError{
                    ErrorCode::BadOption,
                    "option \"" + key + "\" must be a string, boolean or whole number"};
            create.options.emplace_back(key, *text);
        }
    }
    auto seat = stringKey(message, "seat", error);
    if (!seat) return *error;
    if (*seat == "south")
        create.seat = SeatChoice::South;
    else if (*seat == "north")
        create.seat = SeatChoice::North;
    else if (*seat == "random")
        create.seat = SeatChoice::Random;
    else
        return bad("\"seat\" must be \"south\", \"north\" or \"random\"");
    auto name = nameKey(message, error);
    if (!name) return *error;
    create.name = *name;
    return create;
}

std::variant<ClientMessage, MessageError> readJoin(const Json& message) {
    std::optional<MessageError> error;
    auto room = roomKey(message, error);
    if (!room) return *error;
    auto name = nameKey(message, error);
    if (!name) return *error;
    return JoinMessage{*room, *name};
}

std::variant<ClientMessage, MessageError> readResume(const Json& message) {
    std::optional<MessageError> error;
    auto room = roomKey(message, error);
    if (!room) return *error;
    auto token = stringKey(message, "token", error);
    if (!token) return *error;
    return ResumeMessage{*room, *token};
}

std::variant<ClientMessage, MessageError> readMove(const Json& message) {
    std::optional<MessageError> error;
    auto move = stringKey(message, "move", error);
    if (!move) return *error;
    const Json* ply = member(message, "ply");
    if (!ply) return bad("missing key \"ply\"");
    if (!ply->is_number_integer()) return bad("\"ply\" must be a whole number");
    if (ply->is_number_unsigned() && ply->get<unsigned long long>() > 1'000'000'000ULL)
        return MessageError{ErrorCode::StalePly, "\"ply\" is not the number of moves played"};
    return MoveMessage{*move, ply->get<long long>()};
}

std::variant<ClientMessage, MessageError> readSay(const Json& message) {
    std::optional<MessageError> error;
    auto phrase = stringKey(message, "phrase", error);
    if (!phrase) return *error;
    for (std::string_view known : phrases)
        if (*phrase == known) return SayMessage{*phrase};
    return bad("\"phrase\" must be one of hello, good-move, good-game, thanks, oops");
}

}  // namespace

std::optional<std::string> whyBadName(std::string_view name) {
    std::size_t characters = 0;
    for (unsigned char c : name) {
        if ((c & 0xC0) != 0x80) ++characters;  // not a UTF-8 continuation byte
        if (c < 0x20 || c == 0x7f) return "\"name\" must not hold control characters";
    }
    if (characters < 1 || characters > maxNameCharacters)
        return "\"name\" must be 1 to 32 characters";
    return std::nullopt;
}

std::variant<ClientMessage, MessageError> readClientMessage(std::string_view text) {
    std::string parseError;
    const auto message = parseJson(text, parseError);
    if (!message) return bad("the frame is not JSON: " + parseError);
    if (!message->is_object()) return bad("a message must be a JSON object");
    std::optional<MessageError> error;
    const auto type = stringKey(*message, "type", error);
    if (!type) return *error;
    if (*type == "create") return readCreate(*message);
    if (*type == "join") return readJoin(*message);
    if (*type == "resume") return readResume(*message);
    if (*type == "move") return readMove(*message);
    if (*type == "resign") return ResignMessage{};
    if (*type == "say") return readSay(*message);
    if (*type == "ping") return PingMessage{};
    return bad("unknown message type \"" + *type + "\"");
}

}  // namespace cowrie::net
