#include "core/games/congklak.h"

#include "core/games/turns.h"
#include "core/rounds.h"

namespace cowrie {

std::vector<OptionSpec> Congklak::optionSchema() {
    using T = OptionSpec::Type;
    return {
        {"preset",
         T::Choice,
         0,
         0,
         {"classic", "rounds"},
         "classic",
         "Classic 2x5, one round; or Rounds: simultaneous start, burnt holes, first to K rounds."},
        {"holes",
         T::Int,
         5,
         9,
         {},
         "5",
         "Holes in each row, and seeds in each hole (default 5 in Classic, 7 in Rounds)."},
        {"rounds",
         T::Int,
         1,
         5,
         {},
         "2",
         "Round wins needed to win the game (Rounds preset).",
         {{"preset", "rounds"}}},
        {"lone-seed",
         T::Bool,
         0,
         0,
         {},
         "false",
         "A last seed in your own empty hole is taken even when nothing lies opposite."},
        {"burnt-penalty",
         T::Bool,
         0,
         0,
         {},
         "false",
         "Burnt holes stay on the circuit; a seed falling into one goes to the opponent.",
         {{"preset", "rounds"}}},  // holes burn only between rounds
        {"first",
         T::Choice,
         0,
         0,
         {"south", "north"},
         "south",
         "Who moves first (Classic; Rounds starts with both at once).",
         {{"preset", "classic"}}},
    };
}

const GameInfo& Congklak::description() {
    static const GameInfo game{
        .id = "congklak",
        .name = "Congklak",
        .localNames = "dakon, sungka",
        .region = "Indonesia",
        .source = "seeds/000 (2x5), seeds/003 (2x5..2x9, rounds)",
        .description =
            "Relay sowing on a boat of five to nine holes a side; play one round or to K.",
        .options = optionSchema(),
        .presets = {{"classic", "Classic 2x5", {{"preset", "classic"}}},
                    {"rounds", "Rounds 2xN", {{"preset", "rounds"}}}},
        .make = &makeRules<Congklak>,
        .completeOptions = &Congklak::completeOptions,
        .presentation = {.board = BoardStyle::Curled},
    };
    return game;
}

void Congklak::completeOptions(RawOptions& options) {
    bool rounds = false, holesGiven = false;
    for (const auto& [key, value] : options) {
        if (key == "preset") rounds = value == "rounds";
        if (key == "holes") holesGiven = true;
    }
    if (rounds && !holesGiven) options.emplace_back("holes", "7");
}

Congklak::Congklak(OptionValues options)
    : Rules(description(), std::move(options)),
      holes_(this->options().integer("holes")),
      rounds_(this->options().text("preset") == "rounds"),
      roundsToWin_(this->options().integer("rounds")) {
    policy_.loneSeed = this->options().boolean("lone-seed");
    policy_.burntPenalty = this->options().boolean("burnt-penalty");
}

std::optional<std::string> Congklak::whyInconsistent(const Position& position) const {
    if (!rounds_) return Rules::whyInconsistent(position);
    return whyInconsistentRounds(position, /*simultaneousStart=*/true);
}

Position Congklak::initialPosition() const {
    Position p;
    p.board = Board::filled(holes_, holes_);
    p.toMove = rounds_ ? Turn::Both : turnOf(firstPlayer());
    return p;
}

void Congklak::legalMoves(const Position& position, MoveList& moves) const {
    // Congklak cannot sow forever: every lap passes the mover's store, which
    // only grows. No move needs the endless filter.
    moves.clear();
    if (position.toMove == Turn::Both)
        addSimultaneousPairs(position.board, moves);
    else if (isSingle(position.toMove))
        addNonEmptyHoles(position.board, sideOf(position.toMove), moves);
}

void Congklak::apply(Position& position, Move move, Trace* trace) const {
    Board& board = position.board;
    if (move.isPair()) {
        const Side next = playSimultaneousStart(board, move, Direction::Cw, policy_, trace);
        return passTurnTo(position, next, trace, {Reason::LongerSowing, RuleId::C3});
    }
    const Side mover = sideOf(position.toMove);
    const SowResult r =
        sowStoreRelay(board, mover, move.holeNumber(), Direction::Cw, policy_, trace);
    if (r.end == SowResult::ExtraMove && board.rowSeeds(mover) > 0)
        return noteExtraMove(mover, trace, {Reason::LastInStore, RuleId::CL_D1});
    // C8: another move with nothing to sow ends the turn.
    const Why why = r.end == SowResult::ExtraMove ? Why{Reason::RowEmpty, RuleId::C8} : r.why;
    passTurnTo(position, opponent(mover), trace, why);
}

void Congklak::passTurnTo(Position& position, Side next, Trace* trace, Why why) const {
    const Board& board = position.board;
    if (!rounds_) {
        if (board.rowSeeds(Side::South) == 0 || board.rowSeeds(Side::North) == 0) {
            const Why end{Reason::SideEmpty, RuleId::End};
            sweepHolesToOwners(position.board, trace, end);
            return finishByStores(position, EndReason::SideEmpty, trace, end);
        }
        return endTurn(position, next, trace, why);
    }
    if (board.rowSeeds(next) > 0) return endTurn(position, next, trace, why);
    if (board.rowSeeds(opponent(next)) == 0) return endRound(position, EndReason::AllStored, trace);
    // G3 (docs/rules/congklak.md#turn-end): a player with an empty row passes.
    record(trace, EventType::Pass, next, -1, -1, 0, 0, {Reason::RowEmpty, RuleId::G3});
    endTurn(position, opponent(next), trace, {Reason::OpponentPassed, RuleId::G3});
}

void Congklak::endRoundByRepetition(Position& position, Trace* trace) const {
    if (!rounds_) {
        const Why end{Reason::Repetition, RuleId::G7};
        sweepHolesToOwners(position.board, trace, end);
        return finishByStores(position, EndReason::Repetition, trace, end);
    }
    endRound(position, EndReason::Repetition, trace);
}

void Congklak::endRound(Position& position, EndReason reason, Trace* trace) const {
    Board& board = position.board;
    const Why why = reason == EndReason::Repetition ? Why{Reason::Repetition, RuleId::G7}
                                                    : Why{Reason::AllStored, RuleId::Rounds};
    sweepHolesToOwners(board, trace, why);
    scoreRound(position, reason, trace, why);
    for (Side s : {Side::South, Side::North})
        if (position.roundWins[sideIndex(s)] >= roundsToWin_)  // C6: before any refill
            return finishBetweenRounds(position, winnerOf(s), EndReason::RoundsWon, trace,
                                       {Reason::RoundsWon, RuleId::C6});
    if (endIfCannotFill(position, holes_, trace, RuleId::Rounds)) return;
    const bool equal =
        board.count(board.store(Side::South)) == board.count(board.store(Side::North));
    const Side starter = poorerPlayer(board, Side::South);  // #rounds, C2
    refillFromStores(board, holes_, /*storeOnRight=*/false, trace, RuleId::Refill);
    ++position.round;
    endTurn(position, starter, trace, {Reason::FewerSeeds, equal ? RuleId::C2 : RuleId::Rounds});
}

}  // namespace cowrie
