#pragma once
// The painting of a carved wooden board: hull outlines for each traditional
// form, wood with grain and bevel, and carved hollows. Pure QPainter work,
// deterministic (the grain is the same at every repaint), scaled by `cell`.

#include <QColor>
#include <QPainterPath>
#include <QRectF>

#include "core/registry.h"

class QPainter;

namespace cowrie::ui {

struct Wood {
    QColor light, base, dark, grain;
    bool pale = false;  // light enough that dark text reads on it
    // The high-contrast board: one flat dark tone, no grain, sheen or
    // carving; white edges; black pits with a bright rim (`rim`).
    bool flat = false;
    QColor rim{};
};

Wood woodOf(BoardStyle style);
// The high-contrast board's palette, the same for every form.
Wood highContrastWood();

// The outline of the board body in `rect` (the whole art), for `style`.
QPainterPath hullPath(BoardStyle style, const QRectF& rect, qreal cell);

// The shadow the board throws on the table reaches this far beyond the
// hull, in cells: to the right and below (light falls from the top left).
// The art leaves this room so that the shadow is never cut.
inline constexpr qreal kShadowRight = 0.08;
inline constexpr qreal kShadowBelow = 0.22;

// Fills `hull` with wood: a soft shadow under it (within kShadowRight and
// kShadowBelow), grain clipped to it, a bevelled lip along its edge.
void paintWood(QPainter& p, const QPainterPath& hull, const Wood& wood, qreal cell);

// A hollow carved into the board: round (a pit), a stadium or a rounded square
// (stores). Light falls from the top, so the upper inner wall is in shadow.
enum class Hollow { Round, Long, Square };
void paintHollow(QPainter& p, const QRectF& rect, Hollow kind, const Wood& wood);

// The ornaments of each form: curled ends, brass hinges, inlays, grooves.
void paintOrnaments(QPainter& p, BoardStyle style, const QRectF& rect, qreal cell,
                    const QRectF& grid, qreal rowPitch, int rows, const Wood& wood);

}  // namespace cowrie::ui
