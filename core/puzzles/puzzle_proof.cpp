#include "core/puzzles/puzzle_proof.h"

#include "core/ai/kalah_endgame.h"
#include "core/ai/kalah_solver.h"

namespace cowrie::puzzles {

namespace {

// The solver's table: mid-game puzzle positions need far less than a solve
// from the start.
constexpr std::size_t kSolverTableMegabytes = 64;

}  // namespace

bool usesKalahSolver(const Rules& rules) {
    return rules.game().ai.kalahFastPath &&
           rules.initialPosition().board.holes <= ai::KalahSolver::kMaxHoles;
}

Prover::Prover(ProofSettings settings) : settings_(settings) {}

Prover::~Prover() = default;

std::optional<MoveValues> Prover::valueMoves(const Rules& rules, const Position& position) {
    if (position.over() || position.toMove == Turn::Both) return std::nullopt;
    ++count_;
    if (usesKalahSolver(rules)) return solveKalah(rules, position);
    return search(rules, position);
}

std::optional<MoveValues> Prover::solveKalah(const Rules& rules, const Position& position) {
    const Board& board = position.board;
    const bool emptyCapture = rules.options().boolean("empty-capture");
    // The database the whole game's seeds call for, as `mancala-cli solve`
    // takes it: without it a mid-game board of 30-odd seeds can take
    // seconds where it takes milliseconds with it (exact values do not
    // depend on it).
    const int endgameSeeds = ai::defaultKalahEndgameSeeds(board.holes, board.totalSeeds());
    auto& kalah = kalahSolvers_[{board.holes, emptyCapture, endgameSeeds}];
    if (!kalah) {
        std::shared_ptr<const ai::KalahEndgame> endgame;
        if (endgameSeeds > 0)
            endgame = ai::cachedKalahEndgame(board.holes, emptyCapture, endgameSeeds);
        kalah = std::make_unique<ai::KalahSolver>(board.holes, emptyCapture, kSolverTableMegabytes,
                                                  endgame);
    }
    const Side solver = sideOf(position.toMove);
    MoveList moves;
    rules.legalMoves(position, moves);
    MoveValues result;
    result.exact = true;
    for (Move move : moves) {
        Position next = position;
        rules.apply(next, move, nullptr);
        int value = 0;
        if (next.over()) {
            const Board& b = next.board;
            value = b.seeds[b.store(solver)] - b.seeds[b.store(opponent(solver))];
        } else {
            const Side mover = sideOf(next.toMove);
            const ai::KalahSolution solution = kalah->solve(next.board, mover);
            if (!solution.complete) return std::nullopt;
            value = mover == solver ? solution.value : -solution.value;
        }
        result.values.emplace_back(move, value);
    }
    result.sortBestFirst();
    return result;
}

std::optional<MoveValues> Prover::search(const Rules& rules, const Position& position) {
    // Every search starts from an empty table: what earlier searches left
    // there would change the values of a fixed-depth search.
    ai::SearchLimits limits;
    limits.valueEveryMove = true;
    limits.maxNodes = settings_.exactNodes;
    engine_.clearTable();
    ai::SearchResult found = engine_.think(rules, position, limits);
    MoveValues result;
    if (found.exact) {
        result.exact = true;
    } else {
        limits.maxNodes = settings_.depthNodes;
        const int depth = depthOverride_ > 0 ? depthOverride_ : settings_.depth;
        limits.maxDepth = depth;
        engine_.clearTable();
        found = engine_.think(rules, position, limits);
        if (!found.exact && found.depth < depth) return std::nullopt;
        // A fixed-depth search that happens to meet no horizon is exact too.
        result.exact = found.exact;
        result.depth = found.exact ? 0 : depth;
    }
    result.values = ai::moveValuesOf(found).values;
    if (result.values.empty()) return std::nullopt;
    return result;
}

Proof proofOf(const Rules& rules, const MoveValues& values) {
    Proof proof;
    proof.exact = values.exact;
    proof.depth = values.exact ? 0 : values.depth;
    proof.value = values.best();
    proof.margin = values.margin();
    for (const auto& [move, value] : values.values)
        proof.values.emplace_back(rules.moveText(move), value);
    return proof;
}

}  // namespace cowrie::puzzles
