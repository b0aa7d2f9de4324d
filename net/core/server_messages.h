#pragma once
// The server-to-client messages of net-contract.md, each as the text of one
// frame. The state and events come in already as JSON (core/state_json.h).

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/json.h"
#include "net/core/client_message.h"

namespace cowrie::net {

std::string createdMessage(std::string_view room, std::string_view seat, std::string_view token,
                           const Json& state);
std::string joinedMessage(std::string_view seat, std::string_view token, const Json& state,
                          std::string_view opponent, bool present);
std::string opponentMessage(std::string_view name, bool present);

// What `resumed` tells beside the contract's keys (docs/network.md).
struct ResumedExtras {
    bool present = false;  // the opponent is connected
    // During a simultaneous choice: whether this seat and the other have
    // chosen (nullopt otherwise; the keys are then left out).
    std::optional<bool> chosen;
    std::optional<bool> opponentChosen;
};
std::string resumedMessage(std::string_view seat, const Json& state,
                           const std::vector<std::string>& moves, std::string_view opponent,
                           const ResumedExtras& extras);

std::string movedMessage(std::string_view by, std::string_view move, int ply, Json events,
                         const Json& state);
std::string chosenMessage(std::string_view by);
// `by` names the player who resigned (empty: left out).
std::string overMessage(const Json& state, std::string_view reason, std::string_view by);
std::string saidMessage(std::string_view by, std::string_view phrase);
std::string pongMessage();
std::string errorMessage(ErrorCode code, std::string_view message);

}  // namespace cowrie::net
