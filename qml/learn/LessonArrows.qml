import QtQuick
import Cowrie

// Arrows a lesson step draws over the board, from one place to another:
// [{from: place, to: place}, ...]. The places' count badges stay readable:
// an arrow ends clear of them and is cut out where it crosses one.
Canvas {
    id: canvas

    required property Item board
    property var arrows: []

    onArrowsChanged: requestPaint()
    onWidthChanged: requestPaint()
    onHeightChanged: requestPaint()

    // The count badges of the board's places, as rectangles on this canvas
    // (a little larger, so that a ring of wood shows round them).
    function badgeRects() {
        const rects = [];
        const margin = Math.max(2, board.cell * 0.03);
        function collect(item) {
            if (!item) return;
            if (item.objectName === "countText" && item.parent && item.parent.visible) {
                const b = item.parent;
                const r = b.mapToItem(canvas, 0, 0, b.width, b.height);
                rects.push(Qt.rect(r.x - margin, r.y - margin, r.width + 2 * margin, r.height + 2 * margin));
                return;
            }
            for (let i = 0; i < item.children.length; ++i) collect(item.children[i]);
        }
        for (let place = 0; board.placeItem(place); ++place) collect(board.placeItem(place));
        return rects;
    }

    function inside(rects, x, y) {
        return rects.some(r => x >= r.x && x <= r.x + r.width && y >= r.y && y <= r.y + r.height);
    }

    // The point `inset` from the centre `c` towards (ux, uy), moved back
    // towards the centre while it lies on a badge.
    function clearOfBadges(rects, c, ux, uy, inset) {
        for (const f of [1, 0.6, 0.3, 0]) {
            const x = c.x + ux * inset * f, y = c.y + uy * inset * f;
            if (!inside(rects, x, y)) return Qt.point(x, y);
        }
        return Qt.point(c.x, c.y);
    }

    onPaint: {
        const ctx = getContext("2d");
        ctx.reset();
        const cell = board.cell;
        const badges = arrows.length > 0 ? badgeRects() : [];
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
            // Bowed away from the board's middle; enough, between neighbouring
            // pits, to pass beside their count badges rather than over them.
            const bow = Math.max(Math.min(cell * 0.8, len * 0.25), cell * 0.5);
            const cx = (p.x + q.x) / 2 - uy * bow, cy = (p.y + q.y) / 2 + ux * bow;
            // Start and end at the rims of the pits, leaving towards the bow.
            const inset = Math.min(cell * 0.38, len * 0.2);
            const toward = (c) => {
                const l = Math.sqrt((cx - c.x) * (cx - c.x) + (cy - c.y) * (cy - c.y)) || 1;
                return [(cx - c.x) / l, (cy - c.y) / l];
            };
            const [sux, suy] = toward(p), [eux, euy] = toward(q);
            const s = clearOfBadges(badges, p, sux, suy, inset);
            const e = clearOfBadges(badges, q, eux, euy, inset);
            const sx = s.x, sy = s.y, ex = e.x, ey = e.y;
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
        // Where an arrow crosses a count badge, the badge shows.
        ctx.globalCompositeOperation = "destination-out";
        ctx.fillStyle = "black";
        for (const r of badges) ctx.fillRect(r.x, r.y, r.width, r.height);
        ctx.globalCompositeOperation = "source-over";
    }
}
