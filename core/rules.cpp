#include "core/rules.h"

namespace cowrie {

Cell Rules::cellOf(const Position& position, int place) const {
    const Board& b = position.board;
    const Geometry g = geometryAt(position);
    const int n = b.holes;
    if (b.isStore(place)) {
        // South's right is the screen's right; North's right is the screen's left.
        const bool screenRight = (b.owner(place) == Side::South) == g.storeOnRight;
        return {0, screenRight ? n + 1 : 0, g.rows};
    }
    if (b.owner(place) == Side::South) return {g.rows - 1, b.holeNumber(place), 1};
    return {0, n + 1 - b.holeNumber(place), 1};
}

std::optional<std::string> Rules::whyInconsistent(const Position& position) const {
    if (position.toMove == Turn::Both) return "both players never move at once in this game";
    if (position.round != 1) return "this game has a single round: \"round\" must be 1";
    if (position.roundWins[0] != 0 || position.roundWins[1] != 0)
        return "this game has a single round: \"roundWins\" must be 0";
    return std::nullopt;
}

std::optional<std::string> whyInconsistentRounds(const Position& position, bool simultaneousStart) {
    if (position.toMove == Turn::Both && !simultaneousStart)
        return "both players never move at once in this game";
    if (position.toMove == Turn::Both && position.round != 1)
        return "both players move at once only at the start of round 1";
    return std::nullopt;
}

bool Rules::isLegal(const Position& position, Move move) const {
    MoveList moves;
    legalMoves(position, moves);
    return moves.contains(move);
}

Side Rules::firstPlayer() const {
    return options_.text("first") == "north" ? Side::North : Side::South;
}

std::optional<std::string> Rules::whyIllegal(const Position& position, Move move) const {
    if (isLegal(position, move)) return std::nullopt;
    if (position.over()) return "the game is over";
    const int holes = position.board.holes;
    if (position.toMove == Turn::Both && !move.isPair())
        return "both players choose at once here; write the move as S<hole>+N<hole>";
    if (position.toMove != Turn::Both && move.isPair())
        return "a simultaneous pair is only played when both players choose at once";
    if (move.isPair()) {
        if (move.southHole() > holes || move.northHole() > holes)
            return "there are only " + std::to_string(holes) + " holes a side";
        return "one of the chosen holes is empty or out of play";
    }
    if (move.holeNumber() < 1 || move.holeNumber() > holes)
        return "hole " + std::to_string(move.holeNumber()) + " does not exist (holes are 1.." +
               std::to_string(holes) + ")";
    const Side mover = sideOf(position.toMove);
    const int place = position.board.hole(mover, move.holeNumber());
    if (!position.board.inPlay(place))
        return "hole " + std::to_string(move.holeNumber()) + " is out of play";
    if (position.board.count(place) == 0)
        return "hole " + std::to_string(move.holeNumber()) + " of " + std::string(sideName(mover)) +
               " is empty";
    MoveList moves;
    legalMoves(position, moves);
    if (!moves.empty() && moves[0].hasDirection() && !move.hasDirection())
        return "this move must also choose a direction (R or L)";
    if (!moves.empty() && !moves[0].hasDirection() && move.hasDirection())
        return "the direction is already fixed; write the hole number only";
    return "that move would sow forever or is not allowed here";
}

}  // namespace cowrie
