// `play` and `legal`: a position reached by a move list from the start.
//
// `play --trace` adds to the state object
//   "trace": [{"move": "3", "by": "south", "events": [<eventToJson>, ...]}, ...]
// one entry per move of --moves, in order; "by" is who was to move before it
// ("south", "north", or "both" for a simultaneous pair).

#include "arguments.h"
#include "commands.h"
#include "game_setup.h"
#include "output.h"
#include "state_json.h"

namespace cowrie::cli {

namespace {

ArgumentSpec positionSpec(bool withTrace) {
    ArgumentSpec spec;
    spec.valueFlags = {"--game", "--moves", "--position"};
    spec.acceptsOptions = true;
    if (withTrace) spec.switches = {"--trace"};
    return spec;
}

// The trace of every move of `match`, replayed from the start: Match::redo
// gives each move's events again, so the moves are validated only once, by
// playMoveList.
Json traceOfMoves(Match& match) {
    const std::vector<Move> moves = match.moves();
    while (match.canUndo()) match.undo();
    Json entries = Json::array();
    for (Move move : moves) {
        const Position before = match.position();
        Json events = Json::array();
        for (const Event& event : match.redo()) events.push_back(eventToJson(before.board, event));
        entries.push_back(Json{{"move", match.rules().moveText(move)},
                               {"by", turnName(before.toMove)},
                               {"events", std::move(events)}});
    }
    return entries;
}

}  // namespace

int runPlayCommand(const Words& words) {
    const Arguments args = parseArguments("play", words, positionSpec(true));
    Match match = matchFromArguments(args);
    Json state = stateToJson(match.rules(), match.position());
    if (args.has("--trace")) state["trace"] = traceOfMoves(match);
    printJson(state);
    return 0;
}

int runLegalCommand(const Words& words) {
    const Arguments args = parseArguments("legal", words, positionSpec(false));
    const Match match = matchFromArguments(args);
    Json moves = Json::array();
    for (Move move : match.legalMoves()) moves.push_back(match.rules().moveText(move));
    printJson(moves);
    return 0;
}

}  // namespace cowrie::cli
