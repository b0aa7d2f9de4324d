#pragma once
// The app's one vocabulary for a side of the board, as QML reads it
// (Side.South, Side.North): who moves, who moved, who won. BothSides is a
// simultaneous move; NoSide is nobody (a game over, a draw, nothing yet).

#include <QtQml/qqmlregistration.h>
#include <QObject>

#include "core/side.h"

namespace cowrie::ui::sides {
Q_NAMESPACE
QML_NAMED_ELEMENT(Side)

enum Side { NoSide, South, North, BothSides };
Q_ENUM_NS(Side)

inline Side of(cowrie::Side side) {
    return side == cowrie::Side::South ? South : North;
}

inline Side of(cowrie::Turn turn) {
    switch (turn) {
        case cowrie::Turn::South:
            return South;
        case cowrie::Turn::North:
            return North;
        case cowrie::Turn::Both:
            return BothSides;
        case cowrie::Turn::None:
            break;
    }
    return NoSide;
}

}  // namespace cowrie::ui::sides
