#pragma once
// One client-to-server message of net-contract.md, read and checked: its
// type, its required keys and their types. Unknown keys are ignored. What
// needs a room or the rules (a known game, valid options, a legal move) is
// checked later, by the server core.

#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "core/options.h"

namespace cowrie::net {

// The error codes of the contract.
enum class ErrorCode {
    BadMessage,
    TooLarge,
    UnknownGame,
    BadOption,
    NoSuchRoom,
    RoomFull,
    BadToken,
    NotYourTurn,
    IllegalMove,
    StalePly,
    RateLimited,
};
std::string_view errorCodeName(ErrorCode code);

struct MessageError {
    ErrorCode code = ErrorCode::BadMessage;
    std::string message;  // one line
};

enum class SeatChoice { South, North, Random };

struct CreateMessage {
    std::string game;
    RawOptions options;  // each value as option text
    SeatChoice seat = SeatChoice::South;
    std::string name;
};
struct JoinMessage {
    std::string room;  // normalized: upper case
    std::string name;
};
struct ResumeMessage {
    std::string room;  // normalized: upper case
    std::string token;
};
struct MoveMessage {
    std::string move;
    long long ply = 0;
};
struct ResignMessage {};
struct SayMessage {
    std::string phrase;
};
struct PingMessage {};

using ClientMessage = std::variant<CreateMessage, JoinMessage, ResumeMessage, MoveMessage,
                                   ResignMessage, SayMessage, PingMessage>;

// The message `text` holds, or why it is not one.
std::variant<ClientMessage, MessageError> readClientMessage(std::string_view text);

// The limits on a player's name: 1 to 32 characters (Unicode code points),
// no control characters.
inline constexpr std::size_t maxNameCharacters = 32;
std::optional<std::string> whyBadName(std::string_view name);

}  // namespace cowrie::net
