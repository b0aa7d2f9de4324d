#include "net/core/server_messages.h"

namespace cowrie::net {

namespace {

// Names and parser messages may hold any UTF-8; a frame never fails to be
// written because of one (invalid bytes become U+FFFD).
std::string text(const Json& message) {
    return message.dump(-1, ' ', false, Json::error_handler_t::replace);
}

}  // namespace

std::string createdMessage(std::string_view room, std::string_view seat, std::string_view token,
                           const Json& state) {
    return text(Json{
        {"type", "created"}, {"room", room}, {"seat", seat}, {"token", token}, {"state", state}});
}

std::string joinedMessage(std::string_view seat, std::string_view token, const Json& state,
                          std::string_view opponent, bool present) {
    return text(Json{{"type", "joined"},
                     {"seat", seat},
                     {"token", token},
                     {"state", state},
                     {"opponent", opponent},
                     {"present", present}});
}

std::string opponentMessage(std::string_view name, bool present) {
    return text(Json{{"type", "opponent"}, {"name", name}, {"present", present}});
}

std::string resumedMessage(std::string_view seat, const Json& state,
                           const std::vector<std::string>& moves, std::string_view opponent,
                           const ResumedExtras& extras) {
    Json message{{"type", "resumed"}, {"seat", seat},         {"state", state},
                 {"moves", moves},    {"opponent", opponent}, {"present", extras.present}};
    if (extras.chosen) message["chosen"] = *extras.chosen;
    if (extras.opponentChosen) message["opponentChosen"] = *extras.opponentChosen;
    return text(message);
}

std::string movedMessage(std::string_view by, std::string_view move, int ply, Json events,
                         const Json& state) {
    return text(Json{{"type", "moved"},
                     {"by", by},
                     {"move", move},
                     {"ply", ply},
                     {"events", std::move(events)},
                     {"state", state}});
}

std::string chosenMessage(std::string_view by) {
    return text(Json{{"type", "chosen"}, {"by", by}});
}

std::string overMessage(const Json& state, std::string_view reason, std::string_view by) {
    Json message{{"type", "over"}, {"state", state}, {"reason", reason}};
    if (!by.empty()) message["by"] = by;
    return text(message);
}

std::string saidMessage(std::string_view by, std::string_view phrase) {
    return text(Json{{"type", "said"}, {"by", by}, {"phrase", phrase}});
}

std::string pongMessage() {
    return text(Json{{"type", "pong"}});
}

std::string errorMessage(ErrorCode code, std::string_view message) {
    std::string line(message);
    for (char& c : line)
        if (c == '\n' || c == '\r') c = ' ';
    return text(Json{{"type", "error"}, {"code", errorCodeName(code)}, {"message", line}});
}

}  // namespace cowrie::net
