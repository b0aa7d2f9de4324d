import QtQuick
import Cowrie

// Arrows a lesson step draws over the board, from one place to another:
// [{from: place, to: place}, ...].
Canvas {
    id: canvas

    required property Item board
    property var arrows: []

    onArrowsChanged: requestPaint()
    onWidthChanged: requestPaint()
    onHeightChanged: requestPaint()

    onPaint: {
        const ctx = getContext("2d");
        ctx.reset();
        const cell = board.cell;
        ctx.lineWidth = Math.max(3, cell * 0.07);
        ctx.strokeStyle = Theme.arrow;
        ctx.fillStyle = Theme.arrow;
        ctx.lineCap = "round";
        for (const a of arrows) {
            if (a.from < 0 || a.to < 0) continue;
            const p = board.centerOf(a.from), q = board.centerOf(a.to);
            const dx = q.x - p.x, dy = q.y - p.y;
            const len = Math.sqrt(dx * dx + dy * dy);
            if (len < 1) continue;
            const ux = dx / len, uy = dy / len;
            // Start and end at the rims of the pits, bowed away from the board's middle.
            const inset = Math.min(cell * 0.38, len * 0.2);
            const sx = p.x + ux * inset, sy = p.y + uy * inset;
            const ex = q.x - ux * inset, ey = q.y - uy * inset;
            const bow = Math.min(cell * 0.8, len * 0.25);
            const cx = (sx + ex) / 2 - uy * bow, cy = (sy + ey) / 2 + ux * bow;
            ctx.beginPath();
            ctx.moveTo(sx, sy);
            ctx.quadraticCurveTo(cx, cy, ex, ey);
            ctx.stroke();
            // The head, along the curve's last tangent.
            const tx = ex - cx, ty = ey - cy;
            const tl = Math.sqrt(tx * tx + ty * ty) || 1;
            const hx = tx / tl, hy = ty / tl, head = cell * 0.22;
            ctx.beginPath();
            ctx.moveTo(ex, ey);
            ctx.lineTo(ex - hx * head - hy * head * 0.6, ey - hy * head + hx * head * 0.6);
            ctx.lineTo(ex - hx * head + hy * head * 0.6, ey - hy * head - hx * head * 0.6);
            ctx.closePath();
            ctx.fill();
        }
    }
}
