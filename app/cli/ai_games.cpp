#include "app/cli/ai_games.h"

#include <chrono>
#include <optional>

#include "app/cli/cli_error.h"
#include "app/cli/match_openings.h"
#include "core/ai/engine.h"
#include "core/ai/evaluation.h"
#include "core/match.h"
#include "core/split_mix.h"

namespace cowrie::cli {

namespace {

// Plays one game; `southPlayer` is the index of the player sitting South.
// Returns the winner. A game still going after maxMoves is adjudicated by
// the seeds each side owned when the round in progress began (after the
// last refill), a steadier measure than the counts in the middle of a
// sowing; by the seeds owned at the limit if the first round is still going.
Winner playOneGame(const std::shared_ptr<const Rules>& rules, const AiSeriesSettings& settings,
                   std::array<ai::Engine*, 2> engines, int southPlayer,
                   const std::vector<Move>& opening, std::uint64_t noiseSeed,
                   AiSeriesTotals& totals) {
    // Each game starts with empty tables: what a level knows comes from its
    // own searches in this game, not from positions solved in earlier games
    // (on a small board that would make every level a perfect player in time).
    for (ai::Engine* engine : engines) engine->clearTable();
    Match match(rules);
    int played = 0;
    std::optional<int> leadAtRoundStart;  // South's seeds owned minus North's
    while (!match.position().over()) {
        const Position& position = match.position();
        Move move;
        if (played < static_cast<int>(opening.size())) {
            move = opening[static_cast<std::size_t>(played)];
        } else if (position.toMove == Turn::Both) {
            // Each player picks his own half of the pair.
            const int northPlayer = 1 - southPlayer;
            Move southPick, northPick;
            for (int p : {southPlayer, northPlayer}) {
                const auto limits =
                    ai::levelLimits(settings.levels[p], settings.timeMs,
                                    noiseSeed + static_cast<std::uint64_t>(played), rules.get());
                const Move pick = engines[p]->think(*rules, position, limits).move;
                (p == southPlayer ? southPick : northPick) = pick;
            }
            move = Move::pair(southPick.southHole(), northPick.northHole());
            if (!rules->isLegal(position, move)) move = southPick;
        } else {
            const int player =
                sideOf(position.toMove) == Side::South ? southPlayer : 1 - southPlayer;
            const auto limits =
                ai::levelLimits(settings.levels[player], settings.timeMs,
                                noiseSeed + static_cast<std::uint64_t>(played), rules.get());
            move = engines[player]->think(*rules, position, limits).move;
        }
        if (move.isNull() || !rules->isLegal(position, move))
            failInternal("the engine chose an illegal move in '" + std::string(rules->gameId()) +
                         "' at " + position.board.toString());
        const int roundBefore = position.round;
        match.play(move);
        if (match.position().round != roundBefore)
            leadAtRoundStart = ai::seedsOwnedLead(match.position().board, Side::South);
        if (++played >= settings.maxMoves && !match.position().over()) {
            ++totals.adjudicated;
            break;
        }
    }
    totals.moves += static_cast<std::uint64_t>(played);
    const Position& end = match.position();
    totals.marginSum += ai::storeLead(end.board, Side::South);
    if (end.over()) return end.winner;
    const int lead = leadAtRoundStart.value_or(ai::seedsOwnedLead(end.board, Side::South));
    return lead > 0 ? Winner::South : lead < 0 ? Winner::North : Winner::Draw;
}

}  // namespace

AiSeriesTotals playAiSeries(std::shared_ptr<const Rules> rules, const AiSeriesSettings& settings) {
    const auto start = std::chrono::steady_clock::now();
    ai::Engine first(16), second(16), judge(4);
    const std::array<ai::Engine*, 2> engines{&first, &second};
    SplitMix64 seeds(settings.seed);
    AiSeriesTotals totals;
    std::vector<Move> opening;
    for (std::int64_t game = 0; game < settings.games; ++game) {
        const int southPlayer = settings.alternate && game % 2 == 1 ? 1 : 0;
        if (!settings.alternate || game % 2 == 0)
            opening = drawOpening(rules, settings.opening, seeds.next(), judge);
        const Winner winner =
            playOneGame(rules, settings, engines, southPlayer, opening, seeds.next(), totals);
        ++totals.games;
        if (winner == Winner::South || winner == Winner::North) {
            const int winnerPlayer = (winner == Winner::South) == (southPlayer == 0) ? 0 : 1;
            ++(winner == Winner::South ? totals.southWins : totals.northWins);
            ++totals.playerWins[winnerPlayer];
            ++totals.playerLosses[1 - winnerPlayer];
        } else {
            ++totals.draws;
        }
    }
    totals.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return totals;
}

}  // namespace cowrie::cli
