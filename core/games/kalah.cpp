#include "core/games/kalah.h"

#include "core/games/turns.h"
#include "core/sowing.h"

namespace cowrie {

namespace {

// The last seed: own store -> extra move; own empty hole -> capture (see
// kalah.h). The rules are the sections of docs/rules/kalah.md: #store,
// #captures, #turn-end, #end.
struct KalahPolicy : NoSkips {
    bool emptyCapture;

    Landing land(Board& board, int place, Hand& hand, Trace* trace) const {
        const Side mover = hand.sower;
        if (place == board.store(mover))
            return Landing::extraMove({Reason::LastInStore, RuleId::Store});
        if (board.count(place) != 1)
            return Landing::stop({Reason::LastInOccupiedHole, RuleId::TurnEnd});
        if (board.owner(place) != mover)
            return Landing::stop({Reason::LastInOpponentsEmptyHole, RuleId::TurnEnd});
        const int facing = board.opposite(place);
        if (board.count(facing) == 0 && !emptyCapture)
            return Landing::stop({Reason::OppositeEmpty, RuleId::Captures});
        const Why why{Reason::LastInOwnEmptyHole, RuleId::Captures};
        capture(board, facing, board.store(mover), mover, trace, why);
        capture(board, place, board.store(mover), mover, trace, why);
        return Landing::stop({Reason::Captured, RuleId::TurnEnd});
    }
};

}  // namespace

std::vector<OptionSpec> Kalah::optionSchema() {
    using T = OptionSpec::Type;
    return {
        {"holes", T::Int, 1, 8, {}, "6", "Holes in each player's row."},
        {"seeds", T::Int, 1, 8, {}, "4", "Seeds in each hole at the start."},
        {"empty-capture",
         T::Bool,
         0,
         0,
         {},
         "false",
         "A last seed in your own empty hole is captured even when the opposite hole is empty."},
        {"first", T::Choice, 0, 0, {"south", "north"}, "south", "Who moves first."},
    };
}

const GameInfo& Kalah::description() {
    static const GameInfo game{
        .id = "kalah",
        .name = "Kalah",
        .localNames = "standard mancala",
        .region = "Reference game (worldwide)",
        .source = "seeds/001: comparison table, \"standard rules\"",
        .description =
            "The familiar mancala: capture across the board, extra moves from your store.",
        .options = optionSchema(),
        .make = &makeRules<Kalah>,
        .ai = {.storesAreFinal = true, .kalahFastPath = true},
    };
    return game;
}

Kalah::Kalah(OptionValues options)
    : Rules(description(), std::move(options)),
      holes_(this->options().integer("holes")),
      seeds_(this->options().integer("seeds")),
      emptyCapture_(this->options().boolean("empty-capture")) {
    const Board board = Board::filled(holes_, seeds_);
    for (Side s : {Side::South, Side::North})
        circuits_[sideIndex(s)] = twoRowCircuit(board, s, Direction::Ccw, StoreRule::OwnStore);
}

Position Kalah::initialPosition() const {
    Position p;
    p.board = Board::filled(holes_, seeds_);
    p.toMove = turnOf(firstPlayer());
    return p;
}

void Kalah::legalMoves(const Position& position, MoveList& moves) const {
    moves.clear();
    if (!isSingle(position.toMove)) return;
    addNonEmptyHoles(position.board, sideOf(position.toMove), moves);
}

void Kalah::apply(Position& position, Move move, Trace* trace) const {
    const Side mover = sideOf(position.toMove);
    const KalahPolicy policy{{}, emptyCapture_};
    Sower sower(position.board, circuits_[sideIndex(mover)], policy, trace);
    const SowResult result = sower.run(mover, position.board.hole(mover, move.holeNumber()));
    if (endIfSideEmpty(position, trace, RuleId::End)) return;
    if (result.end == SowResult::ExtraMove)
        noteExtraMove(mover, trace, result.why);
    else
        endTurn(position, opponent(mover), trace, result.why);
}

}  // namespace cowrie
