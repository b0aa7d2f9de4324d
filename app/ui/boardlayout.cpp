#include "boardlayout.h"

namespace cowrie::ui {

ScreenCell screenCell(const Board& board, int place, bool storeOnRight) {
    const int n = board.holes;
    const Side owner = board.owner(place);
    if (board.isStore(place)) {
        // South faces the screen, so his right is the screen's right; North
        // sits opposite, so his right is the screen's left.
        const bool atScreenRight = (owner == Side::South) == storeOnRight;
        return {ScreenCell::kBothRows, atScreenRight ? n + 1 : 0};
    }
    const int number = board.holeNumber(place);
    if (owner == Side::South) return {1, number};
    return {0, n + 1 - number};
}

}  // namespace cowrie::ui
