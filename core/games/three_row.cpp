#include "core/games/three_row.h"

#include "core/games/turns.h"
#include "core/rounds.h"
#include "core/sowing.h"

namespace cowrie {

namespace {

// The one circuit both players sow round: A..I then a..i.
Circuit circuitOf(const Board& board) {
    return twoRowCircuit(board, Side::South, Direction::Ccw, StoreRule::None);
}

// Phase 1: relay from an occupied hole; an empty hole ends the sowing.
struct PhaseOnePolicy : NoSkips {
    Landing land(Board& board, int place, Hand&, Trace*) const {
        return board.count(place) > 1 ? Landing::relay(place) : Landing::stop();
    }
};

// Phase 2: relay, or the column capture and the lone seed sown on (T3);
// docs/rules/three-row.md#relay, #turn-end.
struct PhaseTwoPolicy : NoSkips {
    Landing land(Board& board, int place, Hand& hand, Trace* trace) const {
        if (board.count(place) > 1)
            return Landing::relay(place, {Reason::LastInOccupiedHole, RuleId::Relay});
        if (board.owner(place) != hand.sower)
            return Landing::stop({Reason::LastInOpponentsEmptyHole, RuleId::TurnEnd});
        const int before = board.count(board.store(hand.sower));
        for (int p : ThreeRow::columnOf(board, place))
            if (board.owner(p) != hand.sower)
                capture(board, p, board.store(hand.sower), hand.sower, trace,
                        {Reason::LastInOwnEmptyHole, RuleId::T3});
        if (board.count(board.store(hand.sower)) == before)
            return Landing::stop({Reason::NothingToCapture, RuleId::T3});
        return Landing::relay(place, {Reason::AfterCapture, RuleId::T3});
    }
};

// How the race ended: who starts phase 2, and whether both sowings ended in
// an empty hole in the same tick (T-D1).
struct RaceEnd {
    Side starter;
    bool both;
};

// Phase 1 (T1, T2) for the pair `move`: ticks, South then North, until a tick
// in which a sowing ended in an empty hole; seeds still in a hand are then
// sown on without effect. Returns who starts phase 2, or nullopt when the
// sowings would cycle for ever (G1).
std::optional<RaceEnd> sowPhaseOne(Board& board, Move move, Trace* trace) {
    const Circuit circuit = circuitOf(board);
    const PhaseOnePolicy policy;
    std::array<Sower<PhaseOnePolicy>, 2> sowers{
        Sower<PhaseOnePolicy>(board, circuit, policy, trace),
        Sower<PhaseOnePolicy>(board, circuit, policy, trace)};
    std::array<Hand, 2> hands;
    hands[0].sower = Side::South;
    hands[1].sower = Side::North;
    sowers[0].lift(hands[0], board.hole(Side::South, move.southHole()), false);
    sowers[1].lift(hands[1], board.hole(Side::North, move.northHole()), false);
    EndlessGuard<SimultaneousState> guard;
    const std::array<bool, 2> active{true, true};
    guard.endless(simultaneousState(board, hands, active));
    std::array<bool, 2> ended{false, false};
    while (!ended[0] && !ended[1]) {
        bool lifted = false;  // in this tick (G1 counts ticks, not hands)
        for (int s = 0; s < 2; ++s) {
            sowers[s].dropOne(hands[s]);
            if (hands[s].seeds > 0) continue;
            const int last = circuit.place(hands[s].index);
            if (board.count(last) == 1) {
                ended[s] = true;
                continue;
            }
            sowers[s].lift(hands[s], last, true,
                           {Reason::LastInOccupiedHole, RuleId::Simultaneous});
            lifted = true;
        }
        // A tick that ends phase 1 ends the move, whatever its state.
        if (lifted && !ended[0] && !ended[1] &&
            guard.endless(simultaneousState(board, hands, active)))
            return std::nullopt;
    }
    for (int s = 0; s < 2; ++s)
        while (hands[s].seeds > 0) sowers[s].dropOne(hands[s]);
    return RaceEnd{ended[0] ? Side::South : Side::North, ended[0] && ended[1]};
}

// The games of the match played so far, kept in Position::extra.
int gamesPlayed(const Position& p) {
    return p.extra;
}

}  // namespace

std::array<int, 3> ThreeRow::columnOf(const Board& board, int place) {
    // South's A..F are columns 1..6, his G H I the middle of columns 6 5 4;
    // North's a..f are columns 6..1, his g h i the middle of columns 1 2 3.
    const int h = board.holeNumber(place);
    int column;
    if (board.owner(place) == Side::South)
        column = h <= 6 ? h : 13 - h;
    else
        column = h <= 6 ? 7 - h : h - 6;
    const int top = board.hole(Side::North, 7 - column);
    const int middle =
        column <= 3 ? board.hole(Side::North, column + 6) : board.hole(Side::South, 13 - column);
    const int bottom = board.hole(Side::South, column);
    return {top, middle, bottom};
}

std::vector<OptionSpec> ThreeRow::optionSchema() {
    using T = OptionSpec::Type;
    return {
        {"games",
         T::Int,
         1,
         9,
         {},
         "1",
         "Games in a match; later games start from the seeds each player won."},
        {"first",
         T::Choice,
         0,
         0,
         {"south", "north"},
         "south",
         "Accepted for every game; the simultaneous start makes it moot here.",
         {},
         /*inert=*/true},
    };
}

const GameInfo& ThreeRow::description() {
    static const GameInfo game{
        .id = "three-row",
        .name = "Three-row mancala",
        .localNames = "hiru ilarako mankala",
        .region = "Basque source",
        .source = "seeds/004",
        .description = "Three rows of six: a simultaneous race, then captures down the columns.",
        .options = optionSchema(),
        .make = &makeRules<ThreeRow>,
        .presentation = {.board = BoardStyle::ThreeRow},
        // Positions of the race once slow to list moves in (issue 13).
        .stressLines = {"S3+N1 4 7 2 4", "S3+N1 4 7 2 4 8", "S8+N7 7 9 1 4 5 9"},
    };
    return game;
}

ThreeRow::ThreeRow(OptionValues options)
    : Rules(description(), std::move(options)), games_(this->options().integer("games")) {}

Cell ThreeRow::cellOf(const Position& position, int place) const {
    const Board& b = position.board;
    if (b.isStore(place)) return {0, b.owner(place) == Side::South ? 7 : 0, 3};
    const auto column = columnOf(b, place);
    for (int row = 0; row < 3; ++row)
        if (column[row] == place) {
            // The column index is the same for the three places of a column.
            const int h = b.holeNumber(column[2]);
            return {row, h, 1};
        }
    return {};
}

std::optional<Move> ThreeRow::parseMove(std::string_view text) const {
    if (text.size() == 1 && text[0] >= 'A' && text[0] <= 'I') return Move::hole(text[0] - 'A' + 1);
    if (text.size() == 1 && text[0] >= 'a' && text[0] <= 'i') return Move::hole(text[0] - 'a' + 1);
    return Move::parse(text);
}

Position ThreeRow::initialPosition() const {
    Position p;
    p.board = Board::filled(kHoles, kSeeds);
    p.toMove = Turn::Both;
    return p;
}

void ThreeRow::legalMoves(const Position& position, MoveList& moves) const {
    moves.clear();
    const Board& board = position.board;
    if (position.toMove == Turn::Both) {
        for (int sh = 1; sh <= kHoles; ++sh)
            for (int nh = 1; nh <= kHoles; ++nh) {
                if (board.count(board.hole(Side::South, sh)) == 0 ||
                    board.count(board.hole(Side::North, nh)) == 0)
                    continue;
                Board copy = board;
                if (sowPhaseOne(copy, Move::pair(sh, nh), nullptr)) moves.push(Move::pair(sh, nh));
            }
        return;
    }
    if (!isSingle(position.toMove)) return;
    const Side side = sideOf(position.toMove);
    for (int h = 1; h <= kHoles; ++h) {
        if (board.count(board.hole(side, h)) == 0) continue;
        Board copy = board;
        const Circuit circuit = circuitOf(copy);
        const PhaseTwoPolicy policy;
        if (Sower(copy, circuit, policy, nullptr).run(side, copy.hole(side, h)).end !=
            SowResult::Endless)
            moves.push(Move::hole(h));
    }
}

void ThreeRow::apply(Position& position, Move move, Trace* trace) const {
    Board& board = position.board;
    if (move.isPair()) {
        const RaceEnd race = *sowPhaseOne(board, move, trace);  // legal: it ends
        // Phase 1 is over; nobody owns seeds yet, so it is won by nobody.
        recordEnd(trace, EventType::RoundEnd, EndReason::None, Winner::None,
                  {Reason::RaceOver, RuleId::T1});
        position.round = 2;
        return beginTurn(position, race.starter, trace,
                         {Reason::FirstInEmptyHole, race.both ? RuleId::T_D1 : RuleId::T1});
    }
    const Side mover = sideOf(position.toMove);
    const Circuit circuit = circuitOf(board);
    const PhaseTwoPolicy policy;
    const SowResult r =
        Sower(board, circuit, policy, trace).run(mover, board.hole(mover, move.holeNumber()));
    beginTurn(position, opponent(mover), trace, r.why);
}

void ThreeRow::beginTurn(Position& position, Side next, Trace* trace, Why why) const {
    if (position.board.rowSeeds(next) == 0)
        return endGame(position, opponent(next), EndReason::NoSeedsToMove, trace);
    MoveList moves;
    Position asked = position;
    asked.toMove = turnOf(next);
    legalMoves(asked, moves);
    if (moves.empty()) return endGame(position, opponent(next), EndReason::AllEndless, trace);
    endTurn(position, next, trace, why);
}

void ThreeRow::endGame(Position& position, Side taker, EndReason reason, Trace* trace) const {
    Board& board = position.board;
    // docs/rules/three-row.md#end: no seeds to sow; G2: only endless starts.
    const Why why = reason == EndReason::NoSeedsToMove ? Why{Reason::NoSeedsToMove, RuleId::End}
                                                       : Why{Reason::AllEndless, RuleId::G2};
    sweepBoardTo(board, taker, trace, why);
    scoreRound(position, reason, trace, why);  // each game counts as a round (T4)
    position.extra = static_cast<std::uint8_t>(gamesPlayed(position) + 1);
    const int south = board.count(board.store(Side::South));
    const int north = board.count(board.store(Side::North));
    const int poorer = std::min(south, north);
    if (gamesPlayed(position) >= games_ || poorer < kSeeds)
        return finishByStores(position, reason, trace,
                              games_ > 1 ? Why{Reason::MatchOver, RuleId::T4} : why);
    // T4: the next game of the match, from the seeds each player won.
    const int k = std::min(kHoles, poorer / kSeeds);
    for (Side side : {Side::South, Side::North})
        for (int h = 1; h <= k; ++h) fillHole(board, side, h, kSeeds, trace);
    const Side first = north > south ? Side::North : Side::South;
    beginTurn(position, first, trace, {Reason::MoreSeeds, RuleId::T4});
}

void ThreeRow::writeStateKeys(const Position& position, Json& state) const {
    state["gamesPlayed"] = gamesPlayed(position);
}

std::optional<std::string> ThreeRow::readStateKeys(const Json& state, Position& position) const {
    position.extra = 0;
    const Json* played = member(state, "gamesPlayed");
    if (!played) return std::nullopt;
    const double number = played->is_number() ? played->get<double>() : -1;
    if (number < 0 || number >= games_ || number != static_cast<int>(number))
        return "\"gamesPlayed\" must be a whole number from 0 to " + std::to_string(games_ - 1) +
               " (the option games is " + std::to_string(games_) + ")";
    position.extra = static_cast<std::uint8_t>(number);
    return std::nullopt;
}

std::optional<std::string> ThreeRow::whyInconsistent(const Position& position) const {
    // G8: round 1 is the simultaneous phase, round 2 the phase of turns.
    if (position.round != 1 && position.round != 2)
        return "\"round\" is the phase here: 1 (simultaneous) or 2 (turns)";
    if ((position.round == 1) != (position.toMove == Turn::Both))
        return position.round == 1 ? "in phase 1 both players move at once: \"toMove\" is \"both\""
                                   : "in phase 2 one player moves: \"toMove\" is \"south\" or "
                                     "\"north\"";
    if (position.round == 1 && gamesPlayed(position) > 0)
        return "a later game of a match has no simultaneous phase (round 2)";
    return std::nullopt;
}

}  // namespace cowrie
