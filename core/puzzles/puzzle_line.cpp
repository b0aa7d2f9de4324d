#include "core/puzzles/puzzle_line.h"

#include <algorithm>

#include "core/match.h"

namespace cowrie::puzzles {

namespace {

// Thresholds of docs/puzzle-format.md.
constexpr int kBigCapture = 8;  // seeds taken by one capture
constexpr int kChain = 2;       // extra moves in a row by the solver

int storeOf(const Position& position, Side side) {
    return position.board.seeds[position.board.store(side)];
}

}  // namespace

std::optional<PlayedLine> playLine(std::shared_ptr<const Rules> rules, const Position& start,
                                   const std::vector<std::string>& moves, std::string& error) {
    if (start.over() || start.toMove == Turn::Both) {
        error = "the position has no single player to move";
        return std::nullopt;
    }
    PlayedLine line;
    line.rules = rules;
    line.solver = sideOf(start.toMove);
    line.start = start;
    Match match(rules, start);
    for (size_t i = 0; i < moves.size(); ++i) {
        const std::string where = "move " + std::to_string(i + 1) + " '" + moves[i] + "'";
        if (match.position().over()) {
            error = where + ": the game is already over";
            return std::nullopt;
        }
        const auto move = rules->parseMove(moves[i]);
        if (!move) {
            error = where + " is not a move";
            return std::nullopt;
        }
        if (auto why = match.whyIllegal(*move)) {
            error = where + " is illegal: " + *why;
            return std::nullopt;
        }
        LineStep step;
        step.move = *move;
        step.bySolver = match.position().toMove == turnOf(line.solver);
        step.before = match.position();
        step.trace = match.play(*move);
        line.steps.push_back(std::move(step));
    }
    line.end = match.position();
    return line;
}

std::optional<PlayedLine> playLine(const PuzzleFile& file, const Puzzle& puzzle,
                                   std::string& error) {
    auto start = puzzleStart(file, puzzle, error);
    if (!start) return std::nullopt;
    return playLine(start->rules, start->position, puzzle.line, error);
}

int lineGain(const PlayedLine& line) {
    const Side s = line.solver, o = opponent(line.solver);
    return (storeOf(line.end, s) - storeOf(line.start, s)) -
           (storeOf(line.end, o) - storeOf(line.start, o));
}

bool lineWins(const PlayedLine& line) {
    return line.end.over() && line.end.winner == winnerOf(line.solver);
}

int capturedBy(const Trace& trace, Side side, const Board& board) {
    int seeds = 0;
    for (const Event& e : trace)
        if (e.type == EventType::Capture && e.actor == side && e.to == board.store(side))
            seeds += e.count;
    return seeds;
}

const std::vector<std::string>& themeKeys() {
    static const std::vector<std::string> keys = {
        "extraMoveChain", "relayCapture", "bigCapture", "pasu",    "defence",
        "capture",        "burntHole",    "extraMove",  "endgame", "sweep",
    };
    return keys;
}

std::vector<std::string> lineThemes(const PlayedLine& line, bool defence) {
    std::vector<std::string> found;
    const auto add = [&](const char* key) {
        if (std::find(found.begin(), found.end(), key) == found.end()) found.emplace_back(key);
    };
    const Side solver = line.solver;
    int extraInRow = 0;
    for (const LineStep& step : line.steps) {
        const Board& board = step.before.board;
        bool relayed = false;
        for (const Event& e : step.trace) {
            switch (e.type) {
                case EventType::Relay:
                    relayed = relayed || e.actor == solver;
                    break;
                case EventType::Capture:
                    if (!step.bySolver || e.actor != solver || e.to != board.store(solver)) break;
                    add("capture");
                    if (e.count >= kBigCapture) add("bigCapture");
                    if (relayed) add("relayCapture");
                    break;
                case EventType::Pasu:
                    if (e.to == board.store(solver)) add("pasu");
                    break;
                case EventType::ExtraMove:
                    if (step.bySolver && e.actor == solver) add("extraMove");
                    break;
                case EventType::Burn:
                case EventType::Mark:
                    add("burntHole");
                    break;
                case EventType::RoundEnd:
                case EventType::GameEnd:
                    add("endgame");
                    break;
                case EventType::Sweep:
                    if (e.to == board.store(solver)) add("sweep");
                    break;
                default:
                    break;
            }
        }
        // Extra moves in a row: the solver's moves that each keep the turn.
        const bool again = std::any_of(step.trace.begin(), step.trace.end(), [&](const Event& e) {
            return e.type == EventType::ExtraMove && e.actor == solver;
        });
        extraInRow = step.bySolver && again ? extraInRow + 1 : 0;
        if (extraInRow >= kChain) add("extraMoveChain");
    }
    if (defence) add("defence");
    // Main theme first: the order of themeKeys().
    std::vector<std::string> themes;
    for (const std::string& key : themeKeys())
        if (std::find(found.begin(), found.end(), key) != found.end()) themes.push_back(key);
    return themes;
}

}  // namespace cowrie::puzzles
