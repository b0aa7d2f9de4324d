import QtQuick
import QtQuick.Controls
import Cowrie

// Mends Qt 6.4's own file dialog (Qt Quick Dialogs' FileDialog, used where
// the system offers none) where it failed a player, each time `dialog` opens:
// - a name typed in "File name" counted only once Enter was pressed: a click
//   on the accept button after typing did nothing (no file, no message, the
//   dialog still open). Here the name counts as it is typed.
// - its folder path was drawn in the app's pale text on a white bar: the bar
//   takes the app's surface.
// - its filter box was narrower than the filter's text, which was cut: the
//   box asks for its widest text, and the dialog widens to hold it.
// The dialog's own items are found by the objectNames Qt gives them.
Item {
    id: mends

    // The FileDialog to mend.
    required property var dialog

    visible: false

    // The name fields already mended (the dialog keeps its panel between openings).
    property var mendedFields: []

    // The items under `root` for which `wanted` holds, parents first.
    function itemsUnder(root, wanted) {
        let found = [];
        if (!root) return found;
        if (wanted(root)) found.push(root);
        for (let i = 0; i < root.children.length; ++i)
            found = found.concat(itemsUnder(root.children[i], wanted));
        return found;
    }

    // The dialog's own panel in the window's overlay: the one whose title
    // is the dialog's and is shown.
    function dialogPanel() {
        const overlay = mends.Overlay.overlay;
        const titles = itemsUnder(overlay, (item) => item.objectName === "dialogTitleBarLabel"
                                                   && item.text === mends.dialog.title && item.visible);
        if (titles.length === 0) return null;
        let panel = titles[0];
        while (panel.parent && panel.parent !== overlay) panel = panel.parent;
        return panel;
    }

    function mend() {
        const panel = dialogPanel();
        if (!panel) return;
        for (const field of itemsUnder(panel, (item) => item.objectName === "fileNameTextField")) {
            if (mends.mendedFields.includes(field)) continue;
            // The dialog takes the name when the field says its editing is
            // finished; it says so at each keystroke.
            field.textEdited.connect(() => field.editingFinished());
            mends.mendedFields.push(field);
        }
        const title = itemsUnder(panel, (item) => item.objectName === "dialogTitleBarLabel")[0];
        const bar = title && title.parent.children.length > 1 ? title.parent.children[1] : null;
        if (bar && bar.background) {
            bar.background.color = Theme.surface;
            bar.background.border.color = Theme.borderStrong;
        }
        for (const box of itemsUnder(panel, (item) => "implicitContentWidthPolicy" in item))
            box.implicitContentWidthPolicy = ComboBox.WidestText;
    }

    Connections {
        target: mends.dialog
        // Qt makes the dialog's panel as it opens: mended once it is shown.
        function onVisibleChanged() {
            if (mends.dialog.visible) Qt.callLater(mends.mend);
        }
    }
}
