#pragma once
// The puzzle generator (`mancala-cli puzzle make`): plays engine games at
// several levels from a seed, proves positions along them, keeps those with
// a unique best move (and lines of several such moves), and balances themes
// and difficulties. The same seed and settings give the same file.

#include <cstdint>
#include <functional>
#include <memory>

#include "core/puzzles/puzzle.h"
#include "core/puzzles/puzzle_proof.h"

namespace cowrie::puzzles {

struct MakeSettings {
    ProofSettings proof;
    std::uint64_t seed = 1;
    int count = 150;
    int maxGames = 400;  // engine games at most
    // Positions with more seeds in the holes are not tried (0: any); the
    // exact Kalah solver is quick on mid-game boards only.
    int maxSeedsInHoles = 0;
    // Nodes per move of the engine games (a cap that keeps them reproducible).
    std::uint64_t playNodes = 200'000;
    // How often a position of a game is tried, in percent.
    int samplePercent = 35;
    // Called after every game: puzzles found so far, games played,
    // positions proven.
    std::function<void(int found, int games, int proofs)> progress;
};

// `rules` with its options as the file's positions carry them.
PuzzleFile makePuzzles(std::shared_ptr<const Rules> rules, const MakeSettings& settings);

// The proof settings a file was made with (its "maker"), defaults elsewhere.
ProofSettings proofSettingsOf(const PuzzleFile& file);
// The maker object of a file made with `settings`.
Json makerJson(const MakeSettings& settings, int gamesPlayed);

}  // namespace cowrie::puzzles
