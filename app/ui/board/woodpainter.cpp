#include "app/ui/board/woodpainter.h"

#include <QLinearGradient>
#include <QPainter>
#include <QRadialGradient>
#include <QtMath>

namespace cowrie::ui {

namespace {

// A fixed pseudo-random value in [0, 1) for (i, k): the grain is the same at
// every repaint and every size.
qreal noise(int i, int k) {
    const qreal v = std::sin(i * 12.9898 + k * 78.233) * 43758.5453;
    return v - std::floor(v);
}

QColor withAlpha(QColor c, qreal alpha) {
    c.setAlphaF(float(alpha));
    return c;
}

// A groove cut along `path`: a dark cut with a lit edge just below it.
void carve(QPainter& p, const QPainterPath& path, qreal cell, const Wood& wood) {
    const qreal w = std::max(1.0, cell * 0.028);
    p.save();
    p.setBrush(Qt::NoBrush);
    p.translate(0, w * 0.8);
    p.setPen(QPen(withAlpha(wood.light.lighter(120), 0.45), w, Qt::SolidLine, Qt::RoundCap));
    p.drawPath(path);
    p.translate(0, -w * 0.8);
    p.setPen(QPen(withAlpha(wood.dark.darker(160), 0.7), w, Qt::SolidLine, Qt::RoundCap));
    p.drawPath(path);
    p.restore();
}

QPainterPath boatHull(const QRectF& r, qreal e, bool curled) {
    const qreal L = r.left(), R = r.right(), T = r.top(), B = r.bottom();
    const qreal H = r.height(), cy = r.center().y();
    QPainterPath path;
    if (!curled) {
        // A long hull whose prows rise to a point at both ends.
        const qreal tipY = cy - 0.3 * H;
        path.moveTo(L, tipY);
        path.cubicTo(L + 0.35 * e, T + 0.12 * H, L + 0.7 * e, T + 0.04 * H, L + 1.3 * e,
                     T + 0.04 * H);
        path.lineTo(R - 1.3 * e, T + 0.04 * H);
        path.cubicTo(R - 0.7 * e, T + 0.04 * H, R - 0.35 * e, T + 0.12 * H, R, tipY);
        path.cubicTo(R - 0.25 * e, cy + 0.25 * H, R - 0.8 * e, B, R - 1.5 * e, B);
        path.lineTo(L + 1.5 * e, B);
        path.cubicTo(L + 0.8 * e, B, L + 0.25 * e, cy + 0.25 * H, L, tipY);
        path.closeSubpath();
        return path;
    }
    // The hull sweeps up at each end into a scroll (a curled prow).
    const qreal headR = 0.24 * H;
    path.moveTo(L + 0.9 * e, T + 0.08 * H);
    path.lineTo(R - 0.9 * e, T + 0.08 * H);
    path.cubicTo(R - 0.5 * e, T + 0.08 * H, R - 0.3 * e, T + 0.2 * H, R - headR * 0.6,
                 cy - 0.05 * H);
    path.cubicTo(R - 0.1 * e, cy + 0.2 * H, R - 0.6 * e, B, R - 1.3 * e, B);
    path.lineTo(L + 1.3 * e, B);
    path.cubicTo(L + 0.6 * e, B, L + 0.1 * e, cy + 0.2 * H, L + headR * 0.6, cy - 0.05 * H);
    path.cubicTo(L + 0.3 * e, T + 0.2 * H, L + 0.5 * e, T + 0.08 * H, L + 0.9 * e, T + 0.08 * H);
    path.closeSubpath();
    QPainterPath heads;
    heads.addEllipse(QPointF(L + headR * 1.05, T + headR * 1.05), headR, headR);
    heads.addEllipse(QPointF(R - headR * 1.05, T + headR * 1.05), headR, headR);
    return path.united(heads);
}

QPainterPath chamfered(const QRectF& r, qreal c) {
    QPainterPath path;
    path.moveTo(r.left() + c, r.top());
    path.lineTo(r.right() - c, r.top());
    path.lineTo(r.right(), r.top() + c);
    path.lineTo(r.right(), r.bottom() - c);
    path.lineTo(r.right() - c, r.bottom());
    path.lineTo(r.left() + c, r.bottom());
    path.lineTo(r.left(), r.bottom() - c);
    path.lineTo(r.left(), r.top() + c);
    path.closeSubpath();
    return path;
}

QPainterPath hollowPath(const QRectF& r, Hollow kind) {
    QPainterPath path;
    switch (kind) {
        case Hollow::Round:
            path.addEllipse(r);
            break;
        case Hollow::Long:
            path.addRoundedRect(r, r.width() / 2, r.width() / 2);
            break;
        case Hollow::Square:
            path.addRoundedRect(r, r.width() * 0.16, r.width() * 0.16);
            break;
    }
    return path;
}

void spiral(QPainterPath& path, QPointF c, qreal radius, qreal turns, bool mirrored) {
    const int steps = 60;
    for (int i = 0; i <= steps; ++i) {
        const qreal t = qreal(i) / steps;
        const qreal a = (mirrored ? -1 : 1) * t * turns * 2 * M_PI + M_PI;
        const qreal rr = radius * (1 - 0.85 * t);
        const QPointF pt(c.x() + std::cos(a) * rr, c.y() + std::sin(a) * rr);
        if (i == 0)
            path.moveTo(pt);
        else
            path.lineTo(pt);
    }
}

}  // namespace

Wood woodOf(BoardStyle style) {
    switch (style) {
        case BoardStyle::Boat:
            return {"#dc9d5e", "#b7733a", "#74401c", "#4e2810", true};
        case BoardStyle::Curled:
            return {"#c9714a", "#9a4a2b", "#5a2212", "#3c150a", false};
        case BoardStyle::Hinged:
            return {"#a0603a", "#744026", "#3e1d0e", "#26100a", false};
        case BoardStyle::Olinda:
            return {"#e8b466", "#c88a3c", "#8a551f", "#5f3612", true};
        case BoardStyle::ThreeRow:
            return {"#a97a52", "#7d5434", "#48301b", "#2e1c0f", false};
        case BoardStyle::Plain:
            break;
    }
    return {"#e6c28c", "#c79c64", "#8d663a", "#6a4824", true};
}

Wood highContrastWood() {
    Wood wood{"#2a2a2a", "#1e1e1e", "#121212", "#000000", false};
    wood.flat = true;
    wood.rim = QColor("#ffe14d");  // Theme.qml's high-contrast accent
    return wood;
}

QPainterPath hullPath(BoardStyle style, const QRectF& r, qreal cell) {
    QPainterPath path;
    if (style == BoardStyle::Boat) return boatHull(r, cell, false);
    if (style == BoardStyle::Curled) return boatHull(r, cell, true);
    if (style == BoardStyle::Olinda) return chamfered(r, cell * 0.35);
    if (style == BoardStyle::ThreeRow) {
        path.addRoundedRect(r, r.height() * 0.22, r.height() * 0.22);
        return path;
    }
    if (style == BoardStyle::Hinged) {
        // Two planks with rounded ends: cut a little waist at each end block.
        path.addRoundedRect(r, cell * 0.3, cell * 0.3);
        return path;
    }
    path.addRoundedRect(r, cell * 0.5, cell * 0.5);
    return path;
}

namespace {

// The high-contrast board: a flat body with a white edge that stands out
// from the black table.
void paintFlatBody(QPainter& p, const QPainterPath& hull, const Wood& wood, qreal cell) {
    p.save();
    p.setBrush(wood.base);
    p.setPen(QPen(Qt::white, std::max(2.0, cell * 0.04)));
    p.drawPath(hull);
    p.restore();
}

// A high-contrast hollow: black, ringed with the bright rim.
void paintFlatHollow(QPainter& p, const QPainterPath& inside, qreal size, const Wood& wood) {
    p.save();
    p.setBrush(Qt::black);
    p.setPen(QPen(wood.rim, std::max(2.0, size * 0.06)));
    p.drawPath(inside);
    p.restore();
}

}  // namespace

void paintWood(QPainter& p, const QPainterPath& hull, const Wood& wood, qreal cell) {
    if (wood.flat) return paintFlatBody(p, hull, wood, cell);
    const QRectF r = hull.boundingRect();
    p.save();
    p.setPen(Qt::NoPen);
    // The board's shadow on the table: layers fading as they fall away,
    // the last one kShadowRight and kShadowBelow from the hull.
    constexpr int kLayers = 6;
    for (int i = kLayers; i >= 1; --i) {
        p.save();
        p.translate(cell * kShadowRight * i / kLayers, cell * kShadowBelow * i / kLayers);
        p.setBrush(QColor(0, 0, 0, 14 + 4 * (kLayers - i)));
        p.drawPath(hull);
        p.restore();
    }

    QLinearGradient body(r.topLeft(), r.bottomLeft());
    body.setColorAt(0.0, wood.light);
    body.setColorAt(0.45, wood.base);
    body.setColorAt(1.0, wood.dark);
    p.setBrush(body);
    p.drawPath(hull);

    p.setClipPath(hull);
    // Broad figure: soft lighter and darker bands along the board.
    for (int i = 0; i < 7; ++i) {
        const qreal y = r.top() + r.height() * noise(i, 11);
        const qreal h = r.height() * (0.05 + 0.1 * noise(i, 12));
        QLinearGradient band(0, y - h, 0, y + h);
        const QColor c = i % 2 ? wood.light : wood.dark;
        band.setColorAt(0, withAlpha(c, 0));
        band.setColorAt(0.5, withAlpha(c, 0.22));
        band.setColorAt(1, withAlpha(c, 0));
        p.fillRect(QRectF(r.left(), y - h, r.width(), 2 * h), band);
    }
    // Grain lines, wavy, bending around a few knots.
    const QPointF knots[] = {
        {r.left() + r.width() * 0.23, r.top() + r.height() * 0.3},
        {r.left() + r.width() * 0.71, r.top() + r.height() * 0.68},
        {r.left() + r.width() * 0.52, r.top() + r.height() * 0.12},
    };
    const qreal spacing = std::max(3.0, cell * 0.045);
    const int lines = int(r.height() / spacing) + 2;
    const qreal step = std::max(4.0, cell * 0.12);
    for (int i = 0; i < lines; ++i) {
        const qreal y0 = r.top() + (i + noise(i, 1) * 0.6) * spacing;
        const qreal amp = cell * (0.01 + 0.02 * noise(i, 2));
        const qreal phase = noise(i, 3) * 6.28;
        QPainterPath line;
        for (qreal x = r.left() - step; x <= r.right() + step; x += step) {
            qreal y = y0 + amp * std::sin(x / (cell * 1.7) + phase) +
                      amp * 0.6 * std::sin(x / (cell * 0.43) + 2 * phase);
            for (const QPointF& k : knots) {
                const qreal dx = (x - k.x()) / (cell * 0.9), dy = (y0 - k.y()) / (cell * 0.35);
                y += (y0 < k.y() ? -1 : 1) * cell * 0.12 * std::exp(-(dx * dx + dy * dy));
            }
            if (x < r.left())
                line.moveTo(x, y);
            else
                line.lineTo(x, y);
        }
        const qreal alpha = 0.08 + 0.22 * noise(i, 4);
        const qreal width = std::max(0.6, cell * (0.006 + 0.014 * noise(i, 5)));
        p.setPen(
            QPen(withAlpha(i % 3 ? wood.grain : wood.light, i % 3 ? alpha : alpha * 0.6), width));
        p.setBrush(Qt::NoBrush);
        p.drawPath(line);
    }
    // The knots themselves: a few tight rings.
    for (const QPointF& k : knots) {
        for (int ring = 0; ring < 4; ++ring) {
            const qreal rx = cell * (0.1 + 0.07 * ring), ry = rx * 0.35;
            p.setPen(QPen(withAlpha(wood.grain, 0.35 - ring * 0.06), std::max(0.8, cell * 0.012)));
            p.drawEllipse(k, rx, ry);
        }
    }
    // A soft sheen along the top, like oiled wood.
    QLinearGradient sheen(r.topLeft(), QPointF(r.left(), r.top() + r.height() * 0.45));
    sheen.setColorAt(0, QColor(255, 240, 210, 60));
    sheen.setColorAt(1, QColor(255, 240, 210, 0));
    p.fillRect(r, sheen);

    // The bevelled lip: lit along the top edge, shaded along the bottom.
    QLinearGradient lip(r.topLeft(), r.bottomLeft());
    lip.setColorAt(0, withAlpha(wood.light.lighter(125), 0.9));
    lip.setColorAt(0.5, withAlpha(wood.base, 0.3));
    lip.setColorAt(1, withAlpha(wood.dark.darker(150), 0.9));
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QBrush(lip), cell * 0.16));
    p.drawPath(hull);
    p.setPen(QPen(withAlpha(wood.light.lighter(140), 0.5), std::max(1.0, cell * 0.015)));
    p.drawPath(QTransform::fromTranslate(0, cell * 0.075).map(hull));
    p.setClipping(false);
    p.setPen(QPen(wood.dark.darker(200), std::max(1.0, cell * 0.02)));
    p.drawPath(hull);
    p.restore();
}

void paintHollow(QPainter& p, const QRectF& r, Hollow kind, const Wood& wood) {
    const QPainterPath inside = hollowPath(r, kind);
    if (wood.flat) return paintFlatHollow(p, inside, std::min(r.width(), r.height()), wood);
    const qreal rim = std::min(r.width(), r.height()) * 0.07;
    p.save();
    p.setPen(Qt::NoPen);

    // The carved lip: dark where the cut faces away from the light, lit below.
    QLinearGradient lip(r.topLeft(), r.bottomLeft());
    lip.setColorAt(0, withAlpha(wood.dark.darker(170), 0.75));
    lip.setColorAt(0.55, withAlpha(wood.dark, 0.25));
    lip.setColorAt(1, withAlpha(wood.light.lighter(135), 0.85));
    p.setBrush(lip);
    p.drawPath(hollowPath(r.adjusted(-rim, -rim, rim, rim), kind));

    // The hollow: deep in the middle, the lower wall catching the light.
    const QPointF c = r.center();
    const qreal radius = std::max(r.width(), r.height()) * 0.62;
    QRadialGradient depth(QPointF(c.x(), c.y() + r.height() * 0.12), radius,
                          QPointF(c.x(), c.y() + r.height() * 0.2));
    depth.setColorAt(0, wood.base.darker(165));
    depth.setColorAt(0.55, wood.dark.darker(190));
    depth.setColorAt(1, wood.dark.darker(330));
    p.setBrush(depth);
    p.drawPath(inside);

    p.setClipPath(inside);
    // The shadow the upper wall throws into the hollow.
    const QPainterPath crescent =
        inside.subtracted(QTransform::fromTranslate(0, r.height() * 0.16).map(inside));
    p.setBrush(QColor(0, 0, 0, 90));
    p.drawPath(crescent);
    // Light on the lower wall.
    const qreal lift = std::min(r.height() * 0.08, r.width() * 0.08);
    const QPainterPath lit = inside.subtracted(QTransform::fromTranslate(0, -lift).map(inside));
    p.setBrush(withAlpha(wood.light, 0.35));
    p.drawPath(lit);
    p.restore();
}

void paintOrnaments(QPainter& p, BoardStyle style, const QRectF& r, qreal cell, const QRectF& grid,
                    qreal rowPitch, int rows, const Wood& wood) {
    if (wood.flat) return;  // the high-contrast board is plain
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const qreal gap = rowPitch - cell;
    if (style == BoardStyle::Boat) {
        // A groove round the holes, and carved leaves on each prow.
        QPainterPath groove;
        groove.addRoundedRect(grid.adjusted(-cell * 0.08, -cell * 0.12, cell * 0.08, cell * 0.12),
                              cell * 0.5, cell * 0.5);
        carve(p, groove, cell, wood);
        for (int side = 0; side < 2; ++side) {
            const qreal dir = side == 0 ? 1 : -1;
            const qreal x0 = side == 0 ? r.left() + cell * 0.25 : r.right() - cell * 0.25;
            const qreal y0 = r.center().y() - r.height() * 0.12;
            for (int k = 0; k < 3; ++k) {
                QPainterPath leaf;
                const qreal len = cell * (0.55 - 0.1 * k);
                const qreal dy = (k - 1) * cell * 0.16;
                leaf.moveTo(x0 + dir * cell * 0.05, y0 + dy * 0.3);
                leaf.quadTo(x0 + dir * len * 0.5, y0 + dy - cell * 0.12, x0 + dir * len, y0 + dy);
                leaf.quadTo(x0 + dir * len * 0.5, y0 + dy + cell * 0.12, x0 + dir * cell * 0.05,
                            y0 + dy * 0.3);
                carve(p, leaf, cell, wood);
            }
        }
    } else if (style == BoardStyle::Curled) {
        const qreal headR = 0.24 * r.height();
        for (int side = 0; side < 2; ++side) {
            const QPointF c(side == 0 ? r.left() + headR * 1.05 : r.right() - headR * 1.05,
                            r.top() + headR * 1.05);
            QPainterPath s;
            spiral(s, c, headR * 0.78, 2.2, side == 1);
            carve(p, s, cell, wood);
        }
        QPainterPath groove;
        groove.moveTo(grid.left() + cell * 0.3, grid.bottom() + cell * 0.14);
        groove.lineTo(grid.right() - cell * 0.3, grid.bottom() + cell * 0.14);
        groove.moveTo(grid.left() + cell * 0.3, grid.top() - cell * 0.1);
        groove.lineTo(grid.right() - cell * 0.3, grid.top() - cell * 0.1);
        carve(p, groove, cell, wood);
    } else if (style == BoardStyle::Hinged) {
        // The two planks meet between the rows; brass hinges hold them.
        const qreal seamY = grid.top() + cell + gap / 2;
        const qreal x0 = grid.left() + cell * 1.02, x1 = grid.right() - cell * 1.02;
        p.setPen(QPen(QColor(20, 8, 2, 200), std::max(1.5, cell * 0.035)));
        p.drawLine(QPointF(x0, seamY), QPointF(x1, seamY));
        p.setPen(QPen(withAlpha(wood.light, 0.5), std::max(1.0, cell * 0.015)));
        p.drawLine(QPointF(x0, seamY + cell * 0.03), QPointF(x1, seamY + cell * 0.03));
        for (qreal x : {x0 - cell * 0.02, x1 + cell * 0.02}) {
            QPainterPath end;
            end.moveTo(x, grid.top() - cell * 0.05);
            end.lineTo(x, grid.bottom() + cell * 0.05);
            carve(p, end, cell, wood);
        }
        const int columns = int(std::round(grid.width() / cell)) - 2;
        for (int k : {2, columns - 2}) {
            const QRectF plate(grid.left() + (k + 1) * cell - cell * 0.3, seamY - cell * 0.14,
                               cell * 0.6, cell * 0.28);
            QLinearGradient brass(plate.topLeft(), plate.bottomLeft());
            brass.setColorAt(0, QColor("#f3d77a"));
            brass.setColorAt(0.5, QColor("#c99a35"));
            brass.setColorAt(1, QColor("#7d5a17"));
            p.setPen(QPen(QColor("#5a3d0c"), std::max(1.0, cell * 0.012)));
            p.setBrush(brass);
            p.drawRoundedRect(plate, cell * 0.04, cell * 0.04);
            p.drawLine(QPointF(plate.left(), seamY), QPointF(plate.right(), seamY));
            for (qreal fx : {0.2, 0.8})
                for (qreal fy : {0.27, 0.73}) {
                    p.setBrush(QColor("#6b4a10"));
                    p.drawEllipse(QPointF(plate.left() + plate.width() * fx,
                                          plate.top() + plate.height() * fy),
                                  cell * 0.025, cell * 0.025);
                }
        }
    } else if (style == BoardStyle::Olinda) {
        // A carved border, and lozenge inlays down the middle between the rows.
        QPainterPath border = chamfered(
            r.adjusted(cell * 0.14, cell * 0.14, -cell * 0.14, -cell * 0.14), cell * 0.25);
        carve(p, border, cell, wood);
        const qreal midY = grid.top() + cell + gap / 2;
        const int columns = int(std::round(grid.width() / cell)) - 2;
        for (int c = 1; c <= columns; ++c) {
            const qreal x = grid.left() + (c + 0.5) * cell;
            const qreal s = std::min(gap * 0.42, cell * 0.16);
            QPainterPath lozenge;
            lozenge.moveTo(x, midY - s);
            lozenge.lineTo(x + s * 1.4, midY);
            lozenge.lineTo(x, midY + s);
            lozenge.lineTo(x - s * 1.4, midY);
            lozenge.closeSubpath();
            p.setPen(Qt::NoPen);
            p.setBrush(withAlpha(wood.dark.darker(140), 0.8));
            p.drawPath(lozenge);
            p.setBrush(withAlpha(wood.light.lighter(130), 0.9));
            p.drawPath(QTransform::fromTranslate(x, midY)
                           .scale(0.55, 0.55)
                           .translate(-x, -midY)
                           .map(lozenge));
        }
    } else if (style == BoardStyle::ThreeRow) {
        QPainterPath border;
        border.addRoundedRect(r.adjusted(cell * 0.16, cell * 0.16, -cell * 0.16, -cell * 0.16),
                              r.height() * 0.18, r.height() * 0.18);
        carve(p, border, cell, wood);
        QPainterPath lines;
        for (int row = 1; row < rows; ++row) {
            const qreal y = grid.top() + row * rowPitch - gap / 2;
            lines.moveTo(grid.left() + cell * 1.08, y);
            lines.lineTo(grid.right() - cell * 1.08, y);
        }
        carve(p, lines, cell, wood);
    } else {
        QPainterPath groove;
        groove.addRoundedRect(r.adjusted(cell * 0.14, cell * 0.14, -cell * 0.14, -cell * 0.14),
                              cell * 0.38, cell * 0.38);
        carve(p, groove, cell, wood);
    }
    p.restore();
}

}  // namespace cowrie::ui
