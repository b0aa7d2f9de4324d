#pragma once
// Where each place of a two-row board is drawn (rules/README.md, "Hole
// numbers"): South's row at the bottom with his hole 1 at the screen's left,
// North's row at the top with his hole 1 at the screen's right. Stores take
// the end columns, both rows high; which end is each player's comes from
// Geometry::storeOnRight, seen from the store owner's seat.

#include "board.h"

namespace cowrie::ui {

struct ScreenCell {
    static constexpr int kBothRows = -1;
    int row = 0;     // 0 top (North), 1 bottom (South), kBothRows for a store
    int column = 0;  // 0 .. holes+1; the stores sit at 0 and holes+1
};

ScreenCell screenCell(const Board& board, int place, bool storeOnRight);

}  // namespace cowrie::ui
