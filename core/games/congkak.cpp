#include "core/games/congkak.h"

#include "core/games/store_relay.h"
#include "core/games/turns.h"
#include "core/rounds.h"
#include "core/sowing.h"

namespace cowrie {

namespace {

const StoreRelayPolicy kPolicy{};  // the lone seed is always taken

bool aSideIsEmpty(const Board& b) {
    return b.rowSeeds(Side::South) == 0 || b.rowSeeds(Side::North) == 0;
}

}  // namespace

std::vector<OptionSpec> Congkak::optionSchema() {
    using T = OptionSpec::Type;
    return {
        {"traditional",
         T::Bool,
         0,
         0,
         {},
         "false",
         "Both players make the first move at once, and the game is played over rounds with "
         "burnt holes."},
        {"first",
         T::Choice,
         0,
         0,
         {"south", "north"},
         "south",
         "Who moves first (no effect with the simultaneous start).",
         {{"traditional", "false"}}},
    };
}

const GameInfo& Congkak::description() {
    static const GameInfo game{
        .id = "congkak",
        .name = "Congkak",
        .localNames = "chongkak",
        .region = "Malaysia",
        .source = "seeds/001",
        .description = "Seven holes of seven cowries; relay sowing round and round the boat.",
        .options = optionSchema(),
        .presets = {{"single", "Single round", {}},
                    {"traditional",
                     "Traditional: simultaneous start, rounds",
                     {{"traditional", "true"}}}},
        .make = &makeRules<Congkak>,
        .presentation = {.board = BoardStyle::Boat},
    };
    return game;
}

Congkak::Congkak(OptionValues options)
    : Rules(description(), std::move(options)),
      traditional_(this->options().boolean("traditional")) {}

std::optional<std::string> Congkak::whyInconsistent(const Position& position) const {
    if (!traditional_) return Rules::whyInconsistent(position);
    return whyInconsistentRounds(position, /*simultaneousStart=*/true);
}

Position Congkak::initialPosition() const {
    Position p;
    p.board = Board::filled(kHoles, kSeeds);
    p.toMove = traditional_ ? Turn::Both : turnOf(firstPlayer());
    return p;
}

void Congkak::legalMoves(const Position& position, MoveList& moves) const {
    moves.clear();
    if (position.toMove == Turn::Both)
        addSimultaneousPairs(position.board, moves);
    else if (isSingle(position.toMove))
        addNonEmptyHoles(position.board, sideOf(position.toMove), moves);
}

void Congkak::apply(Position& position, Move move, Trace* trace) const {
    Board& board = position.board;
    if (move.isPair()) {
        const Side next = playSimultaneousStart(board, move, Direction::Cw, kPolicy, trace);
        if (aSideIsEmpty(board)) return endRound(position, trace);
        return endTurn(position, next, trace, {Reason::LongerSowing, RuleId::C3});
    }
    const Side mover = sideOf(position.toMove);
    // Congkak cannot sow forever: every lap passes the mover's store, which
    // only grows, so a lift state never repeats.
    const SowResult result =
        sowStoreRelay(board, mover, move.holeNumber(), Direction::Cw, kPolicy, trace);
    if (aSideIsEmpty(board)) return endRound(position, trace);  // C7: after every move
    if (result.end == SowResult::ExtraMove)
        noteExtraMove(mover, trace, {Reason::LastInStore, RuleId::Store});
    else
        endTurn(position, opponent(mover), trace, result.why);
}

void Congkak::endRound(Position& position, Trace* trace) const {
    Board& board = position.board;
    // C7: a row is empty after a move; C1: so ends each traditional round.
    const Why why{Reason::SideEmpty, traditional_ ? RuleId::C1 : RuleId::End};
    sweepHolesToOwners(board, trace, why);
    if (!traditional_) return finishByStores(position, EndReason::SideEmpty, trace, why);
    scoreRound(position, EndReason::SideEmpty, trace, why);
    if (endIfCannotFill(position, kSeeds, trace, RuleId::C1)) return;
    const bool equal =
        board.count(board.store(Side::South)) == board.count(board.store(Side::North));
    const Side starter = poorerPlayer(board, Side::South);  // CK-D1, C2
    refillFromStores(board, kSeeds, /*storeOnRight=*/false, trace, RuleId::Refill);
    ++position.round;
    endTurn(position, starter, trace, {Reason::FewerSeeds, equal ? RuleId::C2 : RuleId::CK_D1});
}

}  // namespace cowrie
