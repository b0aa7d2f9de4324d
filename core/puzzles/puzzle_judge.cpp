#include "core/puzzles/puzzle_judge.h"

#include <algorithm>

#include "core/puzzles/puzzle_rating.h"

namespace cowrie::puzzles {

namespace {

// Seeds the opponent's best reply captures after `move`; 0 when the move
// keeps the turn or ends the game. nullopt when the reply cannot be proven.
std::optional<int> replyCaptures(Prover& prover, const Rules& rules, const Position& start,
                                 Move move) {
    Position next = start;
    rules.apply(next, move, nullptr);
    if (next.over() || next.toMove != turnOf(opponent(sideOf(start.toMove)))) return 0;
    const auto values = prover.valueMoves(rules, next);
    if (!values) return std::nullopt;
    Trace trace;
    Position after = next;
    rules.apply(after, values->values.front().first, &trace);
    return capturedBy(trace, sideOf(next.toMove), next.board);
}

// What one move gains at once: the mover's store minus the opponent's change.
int immediateGain(const Rules& rules, const Position& position, Move move) {
    const Side mover = sideOf(position.toMove);
    Position next = position;
    rules.apply(next, move, nullptr);
    const Board& a = position.board;
    const Board& b = next.board;
    return (b.seeds[b.store(mover)] - a.seeds[a.store(mover)]) -
           (b.seeds[b.store(opponent(mover))] - a.seeds[a.store(opponent(mover))]);
}

int seedsInHoles(const Board& board) {
    return board.totalSeeds() - board.seeds[board.store(Side::South)] -
           board.seeds[board.store(Side::North)];
}

}  // namespace

bool defends(Prover& prover, const Rules& rules, const Position& start, const MoveValues& values) {
    if (values.values.size() < 2) return false;
    const auto best = replyCaptures(prover, rules, start, values.values[0].first);
    const auto second = replyCaptures(prover, rules, start, values.values[1].first);
    return best && second && *second >= *best + 2;
}

std::vector<std::string> judgedThemes(Prover& prover, const PlayedLine& line,
                                      const MoveValues& first) {
    return lineThemes(line, defends(prover, *line.rules, line.start, first));
}

int judgedRating(const PlayedLine& line, const std::vector<Proof>& proofs) {
    const Rules& rules = *line.rules;
    Difficulty d;
    d.solverMoves = static_cast<int>(proofs.size());
    for (const LineStep& step : line.steps)
        if (step.bySolver)
            d.relayLaps += static_cast<int>(
                std::count_if(step.trace.begin(), step.trace.end(),
                              [](const Event& e) { return e.type == EventType::Relay; }));
    const Proof& proof = proofs.front();
    d.lookahead = proof.exact ? seedsInHoles(line.start.board) : proof.depth;
    d.margin = proof.margin;
    d.legalMoves = static_cast<int>(proof.values.size());
    // Greedy: no other move gains more at once than the answer.
    const Move answer = line.steps.front().move;
    const int answerGain = immediateGain(rules, line.start, answer);
    MoveList moves;
    rules.legalMoves(line.start, moves);
    d.greedy = std::none_of(moves.begin(), moves.end(), [&](Move m) {
        return immediateGain(rules, line.start, m) > answerGain;
    });
    return puzzleRating(d);
}

}  // namespace cowrie::puzzles
