#include "core/games/pallankuzhi.h"

#include "core/games/turns.h"
#include "core/rounds.h"
#include "core/sowing.h"

namespace cowrie {

namespace {

struct PallankuzhiPolicy {
    const Circuit& circuit;

    // P1: a lift never drops into its own hole.
    Why skips(const Board&, int place, const Hand& hand) const {
        return place == hand.liftPlace ? Why{Reason::LiftedHole, RuleId::P1} : Why{};
    }

    // Pasu (P5): exactly 4 goes to the hole's owner, whoever is sowing.
    void dropped(Board& board, int place, Hand&, Trace* trace) const {
        if (board.count(place) != 4) return;
        const Side owner = board.owner(place);
        capture(board, place, board.store(owner), owner, trace, {Reason::MadeFour, RuleId::P5},
                EventType::Pasu);
    }

    // docs/rules/pallankuzhi.md: #relay, #captures, #turn-end and P3.
    Landing land(Board& board, int last, Hand& hand, Trace* trace) const {
        const int i1 = circuit.next(circuit.indexOf[last]);
        if (board.count(circuit.place(i1)) > 0)
            return Landing::relay(circuit.place(i1), {Reason::NextHasSeeds, RuleId::Relay});
        const int i2 = circuit.next(i1);
        if (board.count(circuit.place(i2)) == 0)
            return Landing::stop({Reason::NextTwoEmpty, RuleId::TurnEnd});
        capture(board, circuit.place(i2), board.store(hand.sower), hand.sower, trace,
                {Reason::PastEmptyHole, RuleId::Captures});
        // P3: go on from the first hole with seeds, L+3 onwards, all the way round.
        int i = circuit.next(i2);
        for (int k = 0; k < circuit.length; ++k, i = circuit.next(i))
            if (board.count(circuit.place(i)) > 0)
                return Landing::relay(circuit.place(i), {Reason::AfterCapture, RuleId::P3});
        return Landing::stop({Reason::BoardEmpty, RuleId::P3});
    }
};

// Sows `hole` of `mover`; returns how the sowing ended.
SowResult sow(Board& board, Side mover, int hole, Trace* trace) {
    // Both players sow counter-clockwise round the same 14 (minus burnt) holes.
    const Circuit circuit = twoRowCircuit(board, mover, Direction::Ccw, StoreRule::None);
    const PallankuzhiPolicy policy{circuit};
    return Sower(board, circuit, policy, trace).run(mover, board.hole(mover, hole));
}

}  // namespace

std::vector<OptionSpec> Pallankuzhi::optionSchema() {
    using T = OptionSpec::Type;
    return {
        {"hidden-counts",
         T::Bool,
         0,
         0,
         {},
         "false",
         "The board shows the seeds but no numbers: judge a sowing by eye."},
        {"first",
         T::Choice,
         0,
         0,
         {"south", "north"},
         "south",
         "Who moves first in round 1; rounds then alternate."},
    };
}

const GameInfo& Pallankuzhi::description() {
    // Turns are long relays with captures: a horizon after the searcher's own
    // turn (an odd depth) credits it with a reply-free turn. Expert at depth 7
    // scored 37% against Skilled here, at depth 6 86% (docs/ai-strength.md).
    static const GameInfo game{
        .id = "pallankuzhi",
        .name = "Pallankuzhi",
        .localNames = "pallanguzhi, Tamil pallankuli",
        .region = "Tamil Nadu (South India) and Sri Lanka",
        .source = "seeds/000",
        .description =
            "Six cowries a hole: pasu fours, captures beyond an empty hole, burnt holes.",
        .options = optionSchema(),
        .make = &makeRules<Pallankuzhi>,
        .ai = {.seedsCarryOver = true, .levelDepth = {0, 0, 0, 6, 0}},
        .presentation = {.board = BoardStyle::Hinged},
    };
    return game;
}

Pallankuzhi::Pallankuzhi(OptionValues options) : Rules(description(), std::move(options)) {}

Side Pallankuzhi::starterOf(int round) const {
    return round % 2 == 1 ? firstPlayer() : opponent(firstPlayer());
}

Position Pallankuzhi::initialPosition() const {
    Position p;
    p.board = Board::filled(kHoles, kSeeds);
    p.toMove = turnOf(firstPlayer());
    return p;
}

void Pallankuzhi::finiteMoves(const Position& position, Side side, MoveList& moves) const {
    MoveList candidates;
    addNonEmptyHoles(position.board, side, candidates);
    for (Move m : candidates) {
        Board copy = position.board;
        if (sow(copy, side, m.holeNumber(), nullptr).end != SowResult::Endless) moves.push(m);
    }
}

void Pallankuzhi::legalMoves(const Position& position, MoveList& moves) const {
    moves.clear();
    if (isSingle(position.toMove)) finiteMoves(position, sideOf(position.toMove), moves);
}

void Pallankuzhi::apply(Position& position, Move move, Trace* trace) const {
    const Side mover = sideOf(position.toMove);
    const SowResult r = sow(position.board, mover, move.holeNumber(), trace);
    passTurnTo(position, opponent(mover), trace, r.why);
}

void Pallankuzhi::passTurnTo(Position& position, Side next, Trace* trace, Why why) const {
    // Round ends can follow each other without a move when a new round's
    // first player has only endless starts. Were that to happen round after
    // round the board would repeat for ever, so after three such ends in a row
    // the game ends by stores (docs/rules/pallankuzhi.md#P-D1).
    for (int roundEnds = 0;; ++roundEnds) {
        MoveList moves;
        if (position.board.rowSeeds(next) > 0) finiteMoves(position, next, moves);
        if (!moves.empty()) return endTurn(position, next, trace, why);
        if (roundEnds == 3) {
            const Why end{Reason::RoundEndsInARow, RuleId::P_D1};
            sweepHolesToOwners(position.board, trace, end);
            return finishByStores(position, EndReason::AllEndless, trace, end);
        }
        const EndReason reason =
            position.board.rowSeeds(next) == 0 ? EndReason::NoSeedsToMove : EndReason::AllEndless;
        const auto starter = endRound(position, reason, trace);
        if (!starter) return;
        next = *starter;
        why = {Reason::Alternates, RuleId::P6};
    }
}

std::optional<Side> Pallankuzhi::endRound(Position& position, EndReason reason,
                                          Trace* trace) const {
    Board& board = position.board;
    // docs/rules/pallankuzhi.md#rounds: no seeds to sow; G2: only endless starts.
    const Why why = reason == EndReason::NoSeedsToMove ? Why{Reason::NoSeedsToMove, RuleId::Rounds}
                                                       : Why{Reason::AllEndless, RuleId::G2};
    sweepHolesToOwners(board, trace, why);
    scoreRound(position, reason, trace, why);
    if (endIfCannotFill(position, kSeeds, trace, RuleId::End)) return std::nullopt;
    refillFromStores(board, kSeeds, /*storeOnRight=*/true, trace, RuleId::P2);
    ++position.round;
    return starterOf(position.round);
}

}  // namespace cowrie
