#pragma once
// Proving a puzzle position: the value of every legal move for the player to
// move, by the engine, exact wherever the game allows it
// (docs/puzzle-format.md, "Proofs"):
// - standard Kalah: the exact solver (with the cached endgame database);
// - any other game: a search with no depth limit under a node budget, taken
//   when it met no horizon;
// - otherwise a search to a fixed depth, from an empty table, so that the
//   same position always gets the same values.
// One Prover is reused for many positions (its engine and solver keep their
// memory); it is not thread-safe.

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <tuple>
#include <utility>
#include <vector>

#include "core/ai/engine.h"
#include "core/ai/move_values.h"
#include "core/puzzles/puzzle.h"
#include "core/rules.h"

namespace cowrie::ai {
class KalahSolver;
}

namespace cowrie::puzzles {

// How a file's puzzles are proven; `puzzle make` takes them as flags and
// writes them into the file's "maker", where `puzzle check` reads them.
struct ProofSettings {
    int depth = 10;                        // the fixed depth, in plies
    std::uint64_t exactNodes = 400'000;    // the budget of the search with no depth limit
    std::uint64_t depthNodes = 4'000'000;  // a fixed-depth search beyond this fails
    int margin = 2;                        // a unique best leads the second by this much
};

using ai::MoveValues;

class Prover {
  public:
    explicit Prover(ProofSettings settings);
    ~Prover();
    Prover(const Prover&) = delete;
    Prover& operator=(const Prover&) = delete;

    const ProofSettings& settings() const { return settings_; }
    // The fixed depth of the next proofs (0: the settings' own); the checker
    // searches a proof again at the depth it states.
    void setDepth(int depth) { depthOverride_ = depth; }
    // Positions valued so far (for the generator's progress).
    int count() const { return count_; }

    // The values of `position` (one player to move, not over); nullopt when
    // the fixed-depth search could not finish within its node budget.
    std::optional<MoveValues> valueMoves(const Rules& rules, const Position& position);

  private:
    std::optional<MoveValues> solveKalah(const Rules& rules, const Position& position);
    std::optional<MoveValues> search(const Rules& rules, const Position& position);

    ProofSettings settings_;
    ai::Engine engine_;
    // The exact solvers made so far, by holes, empty capture and the
    // endgame database's seeds (one per kind of Kalah board).
    std::map<std::tuple<int, bool, int>, std::unique_ptr<ai::KalahSolver>> kalahSolvers_;
    int depthOverride_ = 0;
    int count_ = 0;
};

// Whether the exact Kalah solver proves positions of `rules`.
bool usesKalahSolver(const Rules& rules);

// The proof as the file keeps it (moves in the game's notation).
Proof proofOf(const Rules& rules, const MoveValues& values);

}  // namespace cowrie::puzzles
