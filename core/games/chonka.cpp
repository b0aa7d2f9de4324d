#include "core/games/chonka.h"

#include "core/games/turns.h"
#include "core/sowing.h"

namespace cowrie {

std::vector<OptionSpec> Chonka::optionSchema() {
    using T = OptionSpec::Type;
    return {
        {"either-side",
         T::Bool,
         0,
         0,
         {},
         "false",
         "A last seed in an empty hole on either side captures it and the hole opposite."},
        {"first", T::Choice, 0, 0, {"south", "north"}, "south", "Who moves first."},
    };
}

const GameInfo& Chonka::description() {
    static const GameInfo game{
        .id = "chonka",
        .name = "Chonka",
        .localNames = "chonku, Colombo's pallankuli",
        .region = "Colombo, Sri Lanka",
        .source = "seeds/000",
        .description =
            "The first move picks the direction for the whole game; the store ends a turn.",
        .options = optionSchema(),
        .make = &makeRules<Chonka>,
        .presentation = {.board = BoardStyle::Hinged},
    };
    return game;
}

Chonka::Chonka(OptionValues options) : Rules(description(), std::move(options)) {
    policy_.loneSeed = true;  // H1
    policy_.loneSeedRule = RuleId::H1;
    policy_.eitherSide = this->options().boolean("either-side");
}

Geometry Chonka::geometryAt(const Position& position) const {
    Geometry g = geometry();
    g.storeOnRight = position.direction != static_cast<std::int8_t>(Direction::Cw);
    return g;
}

Position Chonka::initialPosition() const {
    Position p;
    p.board = Board::filled(kHoles, kSeeds);
    p.toMove = turnOf(firstPlayer());
    return p;
}

void Chonka::legalMoves(const Position& position, MoveList& moves) const {
    moves.clear();
    if (!isSingle(position.toMove)) return;
    if (position.direction >= 0)
        return addNonEmptyHoles(position.board, sideOf(position.toMove), moves);
    MoveList holes;
    addNonEmptyHoles(position.board, sideOf(position.toMove), holes);
    for (Move m : holes) {
        moves.push(Move::directed(m.holeNumber(), Direction::Ccw));
        moves.push(Move::directed(m.holeNumber(), Direction::Cw));
    }
}

void Chonka::apply(Position& position, Move move, Trace* trace) const {
    if (position.direction < 0) position.direction = static_cast<std::int8_t>(move.direction());
    const auto direction = static_cast<Direction>(position.direction);
    const Side mover = sideOf(position.toMove);
    // Chonka cannot sow forever: every lap passes the mover's store.
    const SowResult r =
        sowStoreRelay(position.board, mover, move.holeNumber(), direction, policy_, trace);
    // Every move ends the turn, a last seed in the store included
    // (docs/rules/chonka.md#store).
    if (endIfSideEmpty(position, trace, RuleId::H_D2)) return;
    const Why why = r.end == SowResult::ExtraMove ? Why{Reason::LastInStore, RuleId::Store} : r.why;
    endTurn(position, opponent(mover), trace, why);
}

}  // namespace cowrie
