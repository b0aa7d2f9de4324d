// `play` and `legal`: a position reached by a move list from the start.
//
// `play --trace` adds to the state object
//   "trace": [{"move": "3", "by": "south", "events": [<eventToJson>, ...]}, ...]
// one entry per move of --moves, in order; "by" is who was to move before it
// ("south", "north", or "both" for a simultaneous pair).

#include "app/cli/command_flags.h"
#include "app/cli/commands.h"
#include "app/cli/game_setup.h"
#include "app/cli/output.h"
#include "core/state_json.h"

namespace cowrie::cli {

namespace {

struct PlayFlags : PositionFlags {
    bool trace = false;
};

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

int runPlay(const PlayFlags& flags) {
    Match match = matchFromFlags(flags);
    Json state = stateToJson(match.rules(), match.position());
    if (flags.trace) state["trace"] = traceOfMoves(match);
    printJson(state);
    return 0;
}

int runLegal(const PositionFlags& flags) {
    const Match match = matchFromFlags(flags);
    Json moves = Json::array();
    for (Move move : match.legalMoves()) moves.push_back(match.rules().moveText(move));
    printJson(moves);
    return 0;
}

}  // namespace

CommandRun declarePlayCommand(CLI::App& command) {
    auto flags = std::make_shared<PlayFlags>();
    addPositionFlags(command, *flags);
    addSwitch(command, "--trace", flags->trace);
    return [flags] { return runPlay(*flags); };
}

CommandRun declareLegalCommand(CLI::App& command) {
    auto flags = std::make_shared<PositionFlags>();
    addPositionFlags(command, *flags);
    return [flags] { return runLegal(*flags); };
}

}  // namespace cowrie::cli
