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
        return passTurnTo(position, next, trace);
    }
    const Side mover = sideOf(position.toMove);
    const SowResult r =
        sowStoreRelay(board, mover, move.holeNumber(), Direction::Cw, policy_, trace);
    if (r.end == SowResult::ExtraMove && board.rowSeeds(mover) > 0)
        return noteExtraMove(mover, trace);
    passTurnTo(position, opponent(mover), trace);
}

void Congklak::passTurnTo(Position& position, Side next, Trace* trace) const {
    const Board& board = position.board;
    if (!rounds_) {
        if (board.rowSeeds(Side::South) == 0 || board.rowSeeds(Side::North) == 0) {
            sweepHolesToOwners(position.board, trace);
            return finishByStores(position, EndReason::SideEmpty, trace);
        }
        return endTurn(position, next, trace);
    }
    if (board.rowSeeds(next) > 0) return endTurn(position, next, trace);
    if (board.rowSeeds(opponent(next)) == 0) return endRound(position, EndReason::AllStored, trace);
    record(trace, EventType::Pass, next);
    endTurn(position, opponent(next), trace);
}

void Congklak::endRoundByRepetition(Position& position, Trace* trace) const {
    if (!rounds_) {
        sweepHolesToOwners(position.board, trace);
        return finishByStores(position, EndReason::Repetition, trace);
    }
    endRound(position, EndReason::Repetition, trace);
}

void Congklak::endRound(Position& position, EndReason reason, Trace* trace) const {
    Board& board = position.board;
    sweepHolesToOwners(board, trace);
    scoreRound(position, reason, trace);
    for (Side s : {Side::South, Side::North})
        if (position.roundWins[sideIndex(s)] >= roundsToWin_)  // C6: before any refill
            return finishBetweenRounds(position, winnerOf(s), EndReason::RoundsWon, trace);
    if (endIfCannotFill(position, holes_, trace)) return;
    const Side starter = poorerPlayer(board, Side::South);
    refillFromStores(board, holes_, /*storeOnRight=*/false, trace);
    ++position.round;
    endTurn(position, starter, trace);
}

}  // namespace cowrie
