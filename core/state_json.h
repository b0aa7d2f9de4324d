#pragma once
// The state object and trace events of cli-contract.md, as JSON.

#include <string>

#include "core/json.h"
#include "core/position.h"
#include "core/rules.h"
#include "core/trace.h"

namespace cowrie {

Json stateToJson(const Rules& rules, const Position& position);

// "south", "north", "both", or "" once the game is over.
std::string_view turnName(Turn turn);
// "south", "north", "draw", or "" while the game goes on.
std::string_view winnerName(Winner winner);

// A place for people: "south 3" for a hole, "north store" for a store.
std::string placeName(const Board& board, int place);
// The place named so ("south 3", "north store"); -1 when there is none.
int placeNamed(const Board& board, std::string_view name);

// One event as {"event": "drop", "by": "south", "place": "north 2", "hand": 3, ...};
// an event the rules decided adds "reason" (a word) and "rule" (an id).
Json eventToJson(const Board& board, const Event& event);

}  // namespace cowrie
