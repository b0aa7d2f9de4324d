#include "core/games/olinda_keliya.h"

#include <algorithm>

#include "core/games/turns.h"
#include "core/rounds.h"
#include "core/sowing.h"

namespace cowrie {

namespace {

constexpr int kHoles = OlindaKeliya::kHoles;

bool privileged(const Board& board, int place) {
    return (board.markers[place] & (Board::Puta | Board::Naga)) != 0;
}

// The hole a player fills i-th (0-based) from his first hole on (O1).
int fillOrder(Direction d, int i) {
    return d == Direction::Ccw ? i + 1 : kHoles - i;
}

// His last hole that is in play (O3).
int lastHole(const Board& board, Side side, Direction d) {
    for (int i = kHoles - 1; i >= 0; --i)
        if (board.inPlay(board.hole(side, fillOrder(d, i)))) return fillOrder(d, i);
    return fillOrder(d, kHoles - 1);
}

Direction directionOf(const Position& position) {
    return position.direction < 0 ? Direction::Ccw : static_cast<Direction>(position.direction);
}

void markHole(Board& board, Side side, int hole, Board::Marker marker, Trace* trace, Why why) {
    const int place = board.hole(side, hole);
    board.markers[place] |= marker;
    record(trace, marker == Board::Blind ? EventType::Burn : EventType::Mark, side, place, -1,
           marker, 0, why);
}

struct OlindaPolicy {
    const Circuit& circuit;
    std::optional<Side> shortPlayer;
    int shortPerHole;

    bool isShort(Side s) const { return shortPlayer && *shortPlayer == s; }

    // All but the last seed pass over 3s (the short player: over 1s and 2s,
    // O10); privileged holes are never passed over (O11).
    Why skips(const Board& board, int place, const Hand& hand) const {
        if (hand.seeds <= 1 || privileged(board, place)) return {};
        const int c = board.count(place);
        if (isShort(hand.sower))
            return c == 1 || c == 2 ? Why{Reason::ShortPlayerSkips, RuleId::O10} : Why{};
        return c == 3 ? Why{Reason::HoldsThree, RuleId::Skipping} : Why{};
    }
    void dropped(Board&, int, Hand&, Trace*) const {}

    // docs/rules/olinda-keliya.md: #captures, #relay, #turn-end, O4, O10, O11.
    Landing land(Board& board, int place, Hand& hand, Trace* trace) const {
        if (privileged(board, place)) return Landing::stop({Reason::LastInPrivileged, RuleId::O11});
        const bool shortEats = isShort(hand.sower);
        const int eatsAt = shortEats ? shortPerHole + 1 : 4;
        const int c = board.count(place);
        if (c == eatsAt) {
            capture(board, place, board.store(hand.sower), hand.sower, trace,
                    shortEats ? Why{Reason::ShortPlayerEats, RuleId::O10}
                              : Why{Reason::MadeFour, RuleId::Captures});
            const int next = circuit.place(circuit.next(circuit.indexOf[place]));
            if (board.count(next) == 0) return Landing::stop({Reason::NextEmpty, RuleId::O4});
            if (privileged(board, next)) return Landing::stop({Reason::NextPrivileged, RuleId::O4});
            return Landing::relay(next, {Reason::AfterCapture, RuleId::O4});
        }
        if (c > 1) return Landing::relay(place, {Reason::LastInOccupiedHole, RuleId::Relay});
        return Landing::stop({Reason::LastInEmptyHole, RuleId::TurnEnd});
    }
};

// Why a phase ends for `reason`: no seeds to sow (#rounds), only endless
// starts (G2), nobody can lift (O6), the third repetition (G7).
Why phaseEndWhy(EndReason reason) {
    switch (reason) {
        case EndReason::NoSeedsToMove:
            return {Reason::NoSeedsToMove, RuleId::Rounds};
        case EndReason::AllEndless:
            return {Reason::AllEndless, RuleId::G2};
        case EndReason::NoMoves:
            return {Reason::NoMoves, RuleId::O6};
        case EndReason::Repetition:
            return {Reason::Repetition, RuleId::G7};
        default:
            return {};
    }
}

SowResult sow(Board& board, const OlindaKeliya::Phase& phase, Side mover, int hole, Direction d,
              Trace* trace) {
    const Circuit circuit = twoRowCircuit(board, Side::South, d, StoreRule::None);
    const OlindaPolicy policy{circuit, phase.shortPlayer, phase.shortPerHole};
    return Sower(board, circuit, policy, trace).run(mover, board.hole(mover, hole));
}

}  // namespace

std::vector<OptionSpec> OlindaKeliya::optionSchema() {
    using T = OptionSpec::Type;
    return {
        {"short-arrangement",
         T::Choice,
         0,
         0,
         {"off", "2", "1"},
         "off",
         "A player starting a phase with fewer than 12 seeds arranges 2 (or 1) per hole and "
         "plays by the short player's rules."},
        {"equal-draw",
         T::Bool,
         0,
         0,
         {},
         "true",
         "With 28 seeds each (hari mutu) the players agree to a draw."},
        {"first",
         T::Choice,
         0,
         0,
         {"south", "north"},
         "south",
         "Who moves first (and chooses the direction)."},
    };
}

const GameInfo& OlindaKeliya::description() {
    static const GameInfo game{
        .id = "olinda-keliya",
        .name = "Olinda keliya",
        .localNames = "puhulmutu",
        .region = "Kandy, Sri Lanka",
        .source = "seeds/000 (after H. Parker, Ancient Ceylon, 1909)",
        .description =
            "Red olinda seeds: pass the threes, eat the fours, and play phase after phase.",
        .options = optionSchema(),
        .make = &makeRules<OlindaKeliya>,
        .ai = {.seedsCarryOver = true},
        .presentation = {.board = BoardStyle::Olinda,
                         .seeds = SeedKind::RedSeed,
                         .stores = StoreShape::Square},
        .agreements = {{.option = "equal-draw",
                        .label = "Agreed draw",
                        .explanation =
                            "If both end a phase with 28 seeds, agree to a draw (hari mutu). The "
                            "agreement is made now, before play; there is no draw offer during "
                            "the game. Off: play goes on with a new phase.",
                        .note = "Agreed: 28 seeds each at a phase's end is a draw (hari mutu)"}},
    };
    return game;
}

OlindaKeliya::OlindaKeliya(OptionValues options)
    : Rules(description(), std::move(options)),
      shortArrangement_(this->options().text("short-arrangement") == "off"
                            ? 0
                            : this->options().integer("short-arrangement")),
      equalDraw_(this->options().boolean("equal-draw")) {}

namespace {

// The phase in Position::extra's eight bits:
//   bits 0-1  the short player: 0 none, 1 South, 2 North
//   bits 2-3  the seeds the short player arranges per hole (0, 1 or 2)
//   bit  4    the phase's starter is North
constexpr int kShortPlayerMask = 0b11;
constexpr int kPerHoleShift = 2;
constexpr int kPerHoleMask = 0b11;
constexpr int kNorthStartsBit = 1 << 4;

}  // namespace

OlindaKeliya::Phase OlindaKeliya::phaseOf(const Position& position) {
    Phase p;
    const int shortPlayer = position.extra & kShortPlayerMask;
    if (shortPlayer != 0) p.shortPlayer = static_cast<Side>(shortPlayer - 1);
    p.shortPerHole = (position.extra >> kPerHoleShift) & kPerHoleMask;
    p.starter = (position.extra & kNorthStartsBit) != 0 ? Side::North : Side::South;
    return p;
}

void OlindaKeliya::setPhase(Position& position, const Phase& phase) {
    int bits = phase.shortPlayer ? sideIndex(*phase.shortPlayer) + 1 : 0;
    bits |= (phase.shortPerHole & kPerHoleMask) << kPerHoleShift;
    bits |= phase.starter == Side::North ? kNorthStartsBit : 0;
    position.extra = static_cast<std::uint8_t>(bits);
}

Geometry OlindaKeliya::geometryAt(const Position& position) const {
    Geometry g = geometry();
    g.storeOnRight = directionOf(position) == Direction::Ccw;
    return g;
}

Position OlindaKeliya::initialPosition() const {
    Position p;
    p.board = Board::filled(kHoles, kSeeds);
    p.toMove = turnOf(firstPlayer());
    setPhase(p, Phase{std::nullopt, 0, firstPlayer()});
    return p;
}

void OlindaKeliya::startMoves(const Position& position, Side side, MoveList& moves) const {
    const Board& board = position.board;
    const Phase phase = phaseOf(position);
    const bool chosen = position.direction >= 0;
    for (Direction d : {Direction::Ccw, Direction::Cw}) {
        if (chosen && d != directionOf(position)) continue;
        int liftable = 0;
        for (int h = 1; h <= kHoles; ++h) {
            const int place = board.hole(side, h);
            liftable += board.inPlay(place) && board.count(place) > 0 && !privileged(board, place);
        }
        const int last = lastHole(board, side, d);
        for (int h = 1; h <= kHoles; ++h) {
            const int place = board.hole(side, h);
            if (!board.inPlay(place) || board.count(place) == 0 || privileged(board, place))
                continue;
            if (h == last && board.count(place) == 1 && liftable > 1) continue;  // rule 5
            Board copy = board;
            if (sow(copy, phase, side, h, d, nullptr).end == SowResult::Endless) continue;
            moves.push(chosen ? Move::hole(h) : Move::directed(h, d));
        }
    }
}

void OlindaKeliya::legalMoves(const Position& position, MoveList& moves) const {
    moves.clear();
    if (isSingle(position.toMove)) startMoves(position, sideOf(position.toMove), moves);
}

void OlindaKeliya::apply(Position& position, Move move, Trace* trace) const {
    if (position.direction < 0) position.direction = static_cast<std::int8_t>(move.direction());
    const Side mover = sideOf(position.toMove);
    const SowResult r = sow(position.board, phaseOf(position), mover, move.holeNumber(),
                            directionOf(position), trace);
    beginTurn(position, opponent(mover), trace, r.why);
}

void OlindaKeliya::endRoundByRepetition(Position& position, Trace* trace) const {
    // G7: the phase ends as if the player to move had no seeds.
    if (auto starter = endPhase(position, EndReason::Repetition, trace))
        beginTurn(position, *starter, trace, starterWhy(position));
}

Why OlindaKeliya::starterWhy(const Position& position) {
    // O8: 28 each, no draw: the other player starts; else the blind player,
    // the one with fewer seeds (docs/rules/olinda-keliya.md#refill), or the
    // short player (O9).
    const Board& b = position.board;
    int south = 0, north = 0;
    for (int h = 1; h <= kHoles; ++h) {
        south += b.count(b.hole(Side::South, h));
        north += b.count(b.hole(Side::North, h));
    }
    south += b.count(b.store(Side::South));
    north += b.count(b.store(Side::North));
    if (south == north) return {Reason::Alternates, RuleId::O8};
    if (phaseOf(position).shortPlayer) return {Reason::FewerSeeds, RuleId::O9};
    return {Reason::FewerSeeds, RuleId::Refill};
}

void OlindaKeliya::beginTurn(Position& position, Side next, Trace* trace, Why why) const {
    // Phase ends can follow each other without a move (a new phase whose
    // starter has only endless starts); after three in a row the game ends by
    // what each owns, so that nothing repeats for ever (docs/rules/olinda-keliya.md#O-D2).
    for (int phaseEnds = 0;; ++phaseEnds) {
        std::optional<EndReason> reason;
        const Board& board = position.board;
        MoveList moves;
        if (board.rowSeeds(next) == 0) {
            reason = EndReason::NoSeedsToMove;
        } else {
            startMoves(position, next, moves);
            if (!moves.empty()) return endTurn(position, next, trace, why);
            bool canLift = false;
            for (int h = 1; h <= kHoles; ++h) {
                const int place = board.hole(next, h);
                canLift |= board.count(place) > 0 && !privileged(board, place);
            }
            if (canLift) {
                reason = EndReason::AllEndless;
            } else {
                // O6: all his seeds are privileged: he passes, if the other can play.
                MoveList theirs;
                startMoves(position, opponent(next), theirs);
                if (!theirs.empty()) {
                    record(trace, EventType::Pass, next, -1, -1, 0, 0,
                           {Reason::AllPrivileged, RuleId::O6});
                    return endTurn(position, opponent(next), trace,
                                   {Reason::OpponentPassed, RuleId::O6});
                }
                reason = EndReason::NoMoves;
            }
        }
        if (phaseEnds == 3) {
            const Why end{Reason::RoundEndsInARow, RuleId::O_D2};
            sweepHolesToOwners(position.board, trace, end);
            return finishByStores(position, *reason, trace, end);
        }
        const auto starter = endPhase(position, *reason, trace);
        if (!starter) return;
        next = *starter;
        why = starterWhy(position);
    }
}

std::optional<Side> OlindaKeliya::endPhase(Position& position, EndReason reason,
                                           Trace* trace) const {
    Board& board = position.board;
    const Why why = phaseEndWhy(reason);
    sweepHolesToOwners(board, trace, why);
    scoreRound(position, reason, trace, why);
    const int south = board.count(board.store(Side::South));
    const int north = board.count(board.store(Side::North));
    if (south == 0 || north == 0) {
        finishBetweenRounds(position, south == 0 ? Winner::North : Winner::South,
                            EndReason::NoSeeds, trace, {Reason::NoSeeds, RuleId::End});
        return std::nullopt;
    }
    if (south == north && equalDraw_) {
        finishBetweenRounds(position, Winner::Draw, EndReason::EqualCounts, trace,
                            {Reason::EqualCounts, RuleId::O8});
        return std::nullopt;
    }
    // A phase deals 28 seeds to the richer player's holes (or to both when
    // equal). Only a state loaded with fewer than the game's 56 seeds (the
    // lessons' small boards) can leave them short: such a board cannot be
    // dealt, so the game ends here by the stores, the seeds kept (fuzz_state
    // found 7 seeds growing to 263 at this point).
    if (std::max(south, north) < kHoles * kSeeds || (south == north && south < kHoles * kSeeds)) {
        finishBetweenRounds(position,
                            south > north   ? Winner::South
                            : north > south ? Winner::North
                                            : Winner::Draw,
                            EndReason::CannotFill, trace, {Reason::CannotFill, RuleId::G6});
        return std::nullopt;
    }
    const Side starter = arrangeNextPhase(position, trace);
    ++position.round;
    return starter;
}

Side OlindaKeliya::arrangeNextPhase(Position& position, Trace* trace) const {
    Board& board = position.board;
    const Direction d = directionOf(position);
    const Phase previous = phaseOf(position);
    for (int p = 0; p < board.places(); ++p) board.markers[p] = 0;
    const int south = board.count(board.store(Side::South));
    const int north = board.count(board.store(Side::North));

    auto fillFours = [&](Side side) {
        for (int i = 0; i < kHoles; ++i) fillHole(board, side, fillOrder(d, i), kSeeds, trace);
    };
    if (south == north) {  // O8, without the agreed draw
        fillFours(Side::South);
        fillFours(Side::North);
        const Side starter = opponent(previous.starter);
        setPhase(position, Phase{std::nullopt, 0, starter});
        return starter;
    }
    const Side poor = south < north ? Side::South : Side::North;
    const Side rich = opponent(poor);
    const int owned = board.count(board.store(poor));
    Phase phase{std::nullopt, 0, poor};  // the blind player starts

    if (shortArrangement_ > 0 && owned < 12) {
        // O9: up to 6 holes of a, the rest (at most 4) in his last hole.
        const int a = shortArrangement_;
        const int k = std::min(owned / a, kHoles - 1);
        for (int i = 0; i < k; ++i) fillHole(board, poor, fillOrder(d, i), a, trace);
        const int inLast = std::min(owned - k * a, 4);
        const Why blind{Reason::TooFewSeeds, RuleId::O9};
        for (int i = k; i < kHoles - 1; ++i)
            markHole(board, poor, fillOrder(d, i), Board::Blind, trace, blind);
        if (inLast > 0)
            fillHole(board, poor, fillOrder(d, kHoles - 1), inLast, trace);
        else
            markHole(board, poor, fillOrder(d, kHoles - 1), Board::Blind, trace, blind);
        fillFours(rich);
        phase.shortPlayer = poor;
        phase.shortPerHole = a;
        setPhase(position, phase);
        return poor;
    }

    const int full = owned / kSeeds, rest = owned % kSeeds;
    for (int i = 0; i < full; ++i) fillHole(board, poor, fillOrder(d, i), kSeeds, trace);
    if (rest > 0) fillHole(board, poor, fillOrder(d, full), rest, trace);
    for (int i = full + (rest > 0 ? 1 : 0); i < kHoles; ++i)
        markHole(board, poor, fillOrder(d, i), Board::Blind, trace,
                 {Reason::TooFewSeeds, RuleId::Refill});
    fillFours(rich);
    if (rest > 0) {
        // Puta (1), naga (2) or wala (3), balanced by the rich player's last
        // hole so that the two hold 4 together; the removed seeds go to his
        // store (O13).
        const int richLast = board.hole(rich, lastHole(board, rich, d));
        const int removed = rest;
        board.seeds[richLast] = static_cast<std::uint8_t>(board.seeds[richLast] - removed);
        board.seeds[board.store(rich)] =
            static_cast<std::uint8_t>(board.seeds[board.store(rich)] + removed);
        record(trace, EventType::Capture, rich, richLast, board.store(rich), removed, 0,
               {Reason::Surplus, RuleId::O13});
        auto privilege = [&](Side side, int hole, int seeds) {
            const Why why{Reason::PartlyFilled, RuleId::Privileged};
            if (seeds == 1) markHole(board, side, hole, Board::Puta, trace, why);
            if (seeds == 2) markHole(board, side, hole, Board::Naga, trace, why);
        };
        privilege(poor, fillOrder(d, full), rest);
        privilege(rich, board.holeNumber(richLast), kSeeds - rest);
    }
    setPhase(position, phase);
    return poor;
}

void OlindaKeliya::writeStateKeys(const Position& position, Json& state) const {
    const Phase phase = phaseOf(position);
    Json shortPlayer = nullptr;
    if (phase.shortPlayer) shortPlayer = sideName(*phase.shortPlayer);
    state["phase"] = Json{{"short", std::move(shortPlayer)},
                          {"perHole", phase.shortPerHole},
                          {"starter", sideName(phase.starter)}};
}

std::optional<std::string> OlindaKeliya::readStateKeys(const Json& state,
                                                       Position& position) const {
    const Json* phaseValue = member(state, "phase");
    Phase phase;
    phase.starter = sideOf(position.toMove == Turn::North ? Turn::North : Turn::South);
    if (phaseValue) {
        if (!phaseValue->is_object())
            return "\"phase\" must be an object {\"short\", \"perHole\", \"starter\"}";
        for (const auto& [key, value] : phaseValue->items()) {
            const auto side =
                value.is_string() ? sideNamed(value.get_ref<const std::string&>()) : std::nullopt;
            if (key == "short") {
                if (value.is_null()) continue;
                if (!side) return "\"phase.short\" must be \"south\", \"north\" or null";
                phase.shortPlayer = side;
            } else if (key == "perHole") {
                const double perHole = value.is_number() ? value.get<double>() : -1;
                if (perHole != 0 && perHole != 1 && perHole != 2)
                    return "\"phase.perHole\" must be 0, 1 or 2";
                phase.shortPerHole = static_cast<int>(perHole);
            } else if (key == "starter") {
                if (!side) return "\"phase.starter\" must be \"south\" or \"north\"";
                phase.starter = *side;
            } else {
                return "\"phase\" has an unknown key '" + key + "'";
            }
        }
    }
    if (phase.shortPlayer.has_value() != (phase.shortPerHole != 0))
        return "\"phase\": a short player needs \"perHole\" 1 or 2, and \"perHole\" needs a "
               "short player";
    if (phase.shortPlayer && phase.shortPerHole != shortArrangement_)
        return "\"phase.perHole\" must match the option short-arrangement";
    setPhase(position, phase);
    return std::nullopt;
}

}  // namespace cowrie
