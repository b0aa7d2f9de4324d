#include "tests/eighth/pebbles.h"

#include "core/games/turns.h"
#include "core/registry.h"
#include "core/sowing.h"

namespace cowrie::test {

namespace {

// Where the last seed fell (see pebbles.h).
struct PebblesPolicy : NoSkips {
    Landing land(Board& board, int place, Hand& hand, Trace* trace) const {
        const Side mover = hand.sower;
        if (place == board.store(mover))
            return Landing::extraMove({Reason::LastInStore, RuleId::Store});
        if (board.count(place) != 1)
            return Landing::stop({Reason::LastInOccupiedHole, RuleId::TurnEnd});
        if (board.owner(place) != mover)
            return Landing::stop({Reason::LastInOpponentsEmptyHole, RuleId::TurnEnd});
        const int facing = board.opposite(place);
        if (board.count(facing) == 0)
            return Landing::stop({Reason::OppositeEmpty, RuleId::Captures});
        capture(board, facing, board.store(mover), mover, trace,
                {Reason::LastInOwnEmptyHole, RuleId::Captures});
        return Landing::stop({Reason::Captured, RuleId::TurnEnd});
    }
};

}  // namespace

const GameInfo& Pebbles::description() {
    using T = OptionSpec::Type;
    static const GameInfo game{
        .id = "pebbles",
        .name = "Pebbles",
        .localNames = "the test game",
        .region = "Tests only",
        .source = "tests/eighth/pebbles.h",
        .description = "Three holes a side: sow to your store, take what lies opposite.",
        .options = {{"seeds", T::Int, 1, 4, {}, "2", "Seeds in each hole at the start."},
                    {"first", T::Choice, 0, 0, {"south", "north"}, "south", "Who moves first."}},
        .make = &makeRules<Pebbles>,
        .ai = {.storesAreFinal = true},
    };
    return game;
}

Pebbles::Pebbles(OptionValues options)
    : Rules(description(), std::move(options)), seeds_(this->options().integer("seeds")) {
    const Board board = Board::filled(kHoles, seeds_);
    for (Side s : {Side::South, Side::North})
        circuits_[sideIndex(s)] = twoRowCircuit(board, s, Direction::Ccw, StoreRule::OwnStore);
}

Position Pebbles::initialPosition() const {
    Position p;
    p.board = Board::filled(kHoles, seeds_);
    p.toMove = turnOf(firstPlayer());
    return p;
}

void Pebbles::legalMoves(const Position& position, MoveList& moves) const {
    moves.clear();
    if (!isSingle(position.toMove)) return;
    addNonEmptyHoles(position.board, sideOf(position.toMove), moves);
}

void Pebbles::apply(Position& position, Move move, Trace* trace) const {
    const Side mover = sideOf(position.toMove);
    Sower sower(position.board, circuits_[sideIndex(mover)], PebblesPolicy{}, trace);
    const SowResult result = sower.run(mover, position.board.hole(mover, move.holeNumber()));
    if (endIfSideEmpty(position, trace, RuleId::End)) return;
    if (result.end == SowResult::ExtraMove)
        noteExtraMove(mover, trace, result.why);
    else
        endTurn(position, opponent(mover), trace, result.why);
}

// The registration, as any game from outside core/games/ would make it:
// every executable that links this file knows Pebbles before main() runs.
[[maybe_unused]] const bool kRegistered = registerGame(Pebbles::description());

}  // namespace cowrie::test
