#pragma once
// Rules: the interface every game implements. A Rules object is immutable
// once made (its options are fixed), so one instance serves the GUI, the CLI,
// the AI and the tests at once.

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game_info.h"
#include "core/json.h"
#include "core/move.h"
#include "core/options.h"
#include "core/position.h"
#include "core/trace.h"

namespace cowrie {

// How the board is drawn: metadata beside the board, never in it.
struct Geometry {
    int rows = 2;
    int columns = 6;
    // Each player's store sits at the end of his row on his right (true) or
    // on his left (false).
    bool storeOnRight = true;
};

// Where a place is drawn: a grid of `rows` rows and columns 1..columns for
// holes, with a store column at each end (0 and columns+1) spanning all rows.
struct Cell {
    int row = 0;      // 0 = top, North's side of the board
    int column = 0;   // 0 and columns+1 are the store columns
    int rowSpan = 1;  // a store spans every row

    bool operator==(const Cell&) const = default;
};

class Rules {
  public:
    // `game` outlives every Rules made of it (each game's is static).
    Rules(const GameInfo& game, OptionValues options)
        : game_(&game), options_(std::move(options)) {}
    virtual ~Rules() = default;

    // What the game is (game_info.h): its id, names, traits and look.
    const GameInfo& game() const { return *game_; }
    std::string_view gameId() const { return game_->id; }
    virtual Geometry geometry() const = 0;
    // The geometry in a given position (Chonka's stores follow the chosen
    // direction); by default the same as geometry().
    virtual Geometry geometryAt(const Position& /*position*/) const { return geometry(); }
    virtual Position initialPosition() const = 0;

    // Every legal move of the player(s) to move; empty once the game is over.
    // Never contains a move whose sowing is endless.
    virtual void legalMoves(const Position& position, MoveList& moves) const = 0;

    // Plays a legal move, appending its events to `trace` when not null.
    // Precondition: isLegal(position, move).
    virtual void apply(Position& position, Move move, Trace* trace) const = 0;

    // Games with the third-repetition rule (G7) say so; Match counts the
    // positions and calls endRoundByRepetition on the third occurrence.
    virtual bool usesRepetitionRule() const { return false; }
    virtual void endRoundByRepetition(Position& /*position*/, Trace* /*trace*/) const {}

    // The cell `place` is drawn in. The default is the two-row board of
    // docs/rules/README.md#numbering: North's row on top with his hole 1 at the right,
    // South's below with his hole 1 at the left, each store at the end of
    // its owner's row on his right or left (geometryAt). Games with another
    // board (three rows) override.
    virtual Cell cellOf(const Position& position, int place) const;

    // The name players give hole `number` of `side`: its number, or the
    // source's letters (three-row: A..I, a..i).
    virtual std::string holeName(Side /*side*/, int number) const { return std::to_string(number); }

    // What the round number counts (G8): rounds that a player wins (false),
    // or the phases of one game that nobody wins (three-row: 1 the race, 2
    // the turns; each game of its match is scored as a round instead).
    virtual bool roundsArePhases() const { return false; }

    // Notation (docs/rules/README.md#notation); games with other names override.
    virtual std::string moveText(Move move) const { return move.toString(); }
    virtual std::optional<Move> parseMove(std::string_view text) const { return Move::parse(text); }

    // The checked entry point for user input: nullopt when legal, otherwise a
    // sentence saying why not.
    virtual std::optional<std::string> whyIllegal(const Position& position, Move move) const;

    // Starting from a given state (state_load.h). What a game's positions may
    // hold beyond holes, stores and who moves:
    // - holes out of play, and which marker they carry (burnt, or blind);
    virtual bool hasOutOfPlayHoles() const { return false; }
    virtual Board::Marker outOfPlayMarker() const { return Board::Burnt; }
    // - privileged (puta / naga) holes;
    virtual bool hasPrivilegedHoles() const { return false; }
    // - a direction chosen by the first move for the whole game;
    virtual bool choosesDirection() const { return false; }
    // - state keys of its own (cli-contract.md allows them): written after
    //   the common keys, and read back; `readStateKeys` returns why a value
    //   is wrong, or nullopt. `stateKeys` lists the keys it reads.
    virtual std::vector<std::string> stateKeys() const { return {}; }
    virtual void writeStateKeys(const Position& /*position*/, Json& /*state*/) const {}
    virtual std::optional<std::string> readStateKeys(const Json& /*state*/,
                                                     Position& /*position*/) const {
        return std::nullopt;
    }
    // Why a position made from a state cannot occur in this game (who moves,
    // the round, round wins); nullopt when it can. By default: a single-round
    // game with one player to move.
    virtual std::optional<std::string> whyInconsistent(const Position& position) const;

    bool isLegal(const Position& position, Move move) const;
    const OptionValues& options() const { return options_; }
    // The player who moves first, from the shared option `first` (G4).
    Side firstPlayer() const;

  private:
    const GameInfo* game_;
    OptionValues options_;
};

// GameInfo::make for game class `Game`: its rules with resolved options.
template <class Game>
std::unique_ptr<Rules> makeRules(OptionValues options) {
    return std::make_unique<Game>(std::move(options));
}

// whyInconsistent for a game of rounds: both players move at once only in
// round 1 and only where the game starts that way.
std::optional<std::string> whyInconsistentRounds(const Position& position, bool simultaneousStart);

}  // namespace cowrie
