#include "core/ai/evaluation.h"

#include <algorithm>
#include <cassert>

namespace cowrie::ai {

GameTraits traitsOf(const Rules& rules, const Position& position) {
    GameTraits traits;
    traits.storesAreFinal = rules.game().ai.storesAreFinal;
    traits.totalSeeds = position.board.totalSeeds();
    traits.seedsCarryOver = rules.game().ai.seedsCarryOver;
    return traits;
}

int seedsOwnedLead(const Board& board, Side pov) {
    const int south = board.seeds[board.store(Side::South)] + board.rowSeeds(Side::South);
    const int north = board.seeds[board.store(Side::North)] + board.rowSeeds(Side::North);
    return pov == Side::South ? south - north : north - south;
}

Score evaluate(const Position& position, Side pov) {
    // Round wins are not counted: only congklak's Rounds preset is won by
    // them, and even there a bonus per round won (200 seeds) lost matches to
    // the same search without it (Master beat Expert 27-13 without, 16-24
    // with, in 40 games; 29-11 against 13-27 in traditional congkak): the
    // seeds a player owns decide the next round's holes and so its result.
    const int rowLead = position.board.rowSeeds(pov) - position.board.rowSeeds(opponent(pov));
    return storeLead(position.board, pov) + rowLead / kRowSeedsPerStoreSeed;
}

Score evaluate(const GameTraits& traits, const Position& position, Side pov) {
    // Half weight on the row would make every round's end (stores poured
    // into the rows) look like a loss of half the seeds won.
    if (traits.seedsCarryOver) return seedsOwnedLead(position.board, pov);
    return evaluate(position, pov);
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
