#include "evaluation.h"

#include <algorithm>
#include <cassert>

namespace cowrie::ai {

GameTraits traitsOf(const Rules& rules, const Position& position) {
    GameTraits traits;
    traits.storesAreFinal = rules.gameId() == "kalah";
    traits.totalSeeds = position.board.totalSeeds();
    return traits;
}

Score evaluate(const Position& position, Side pov) {
    const int rounds =
        position.roundWins[sideIndex(pov)] - position.roundWins[sideIndex(opponent(pov))];
    return storeLead(position.board, pov) + kRoundScore * rounds;
}

Score finalScore(const GameTraits& traits, const Position& position, Side pov) {
    assert(position.over());
    const int lead = storeLead(position.board, pov);
    if (traits.storesAreFinal) return lead;
    const int margin = std::clamp(lead, -kWinScore / 4, kWinScore / 4);
    switch (position.winner) {
        case Winner::South:
            return pov == Side::South ? kWinScore + margin : -kWinScore + margin;
        case Winner::North:
            return pov == Side::North ? kWinScore + margin : -kWinScore + margin;
        case Winner::Draw:
        case Winner::None:
            break;
    }
    return 0;
}

ScoreBounds finalBounds(const GameTraits& traits, const Position& position, Side pov) {
    if (!traits.storesAreFinal) return {-kInfinity, kInfinity};
    const Board& board = position.board;
    const int mine = board.seeds[board.store(pov)];
    const int theirs = board.seeds[board.store(opponent(pov))];
    const int inPlay = traits.totalSeeds - mine - theirs;
    return {mine - theirs - inPlay, mine - theirs + inPlay};
}

}  // namespace cowrie::ai
