import QtQuick
import Cowrie

// Keeps the control that has the keyboard focus in sight in `flickable`:
// when Tab reaches a control the flickable has scrolled out of view (or
// only partly in it), it scrolls just enough to show it whole.
Item {
    id: keeper

    required property Flickable flickable
    // Room left around the control (its focus ring).
    property real margin: 6

    visible: false

    function reveal(item) {
        const view = keeper.flickable;
        if (!item || !view) return;
        let inside = item;
        while (inside && inside !== view.contentItem) inside = inside.parent;
        if (!inside) return;
        const r = item.mapToItem(view.contentItem, 0, 0, item.width, item.height);
        let y = view.contentY;
        if (r.y + r.height + margin > y + view.height) y = r.y + r.height + margin - view.height;
        if (r.y - margin < y) y = r.y - margin;  // a control taller than the view shows its top
        const top = view.originY;
        view.contentY = Math.max(top, Math.min(y, top + view.contentHeight - view.height));
    }

    Connections {
        target: keeper.Window.window
        function onActiveFocusItemChanged() {
            keeper.reveal(keeper.Window.window.activeFocusItem);
        }
    }
}
