import QtQuick
import QtQuick.Controls
import Cowrie

// A dialog in the board's colours: a walnut panel with a brass edge over a
// dimmed window, its title in the book face, room around the text, and its
// standard buttons drawn as the app's buttons (the accepting one in brass).
// It is centred in the window and never wider than `preferredWidth`.
Dialog {
    id: dialog

    property int preferredWidth: 560

    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(preferredWidth, parent ? parent.width - 2 * Theme.spacingHuge : preferredWidth)
    modal: true
    focus: true
    padding: Theme.spacingLarge + 8
    topPadding: Theme.spacingLarge
    bottomPadding: Theme.spacingLarge

    Overlay.modal: Rectangle { color: Theme.scrim }

    // A modal dialog keeps the keys: its first button takes them when it
    // opens, and takes them back when the page under it claims them (the
    // launch's "Continue your game?" opens before the home page takes the
    // focus). Other popups (a menu, a list) may have them.
    function takeKeys() {
        if (!visible) return;
        const first = footer && footer.visible && footer.count > 0 ? footer.itemAt(0) : null;
        if (first) first.forceActiveFocus();
        else contentItem.forceActiveFocus();
    }
    function inPopup(item) {
        for (let i = item; i; i = i.parent)
            if (i === Overlay.overlay) return true;
        return false;
    }
    onOpened: Qt.callLater(takeKeys)
    Connections {
        target: dialog.modal && dialog.visible && dialog.parent ? dialog.parent.Window.window : null
        function onActiveFocusItemChanged() {
            const w = dialog.parent.Window.window;
            if (w.activeFocusItem && !dialog.inPopup(w.activeFocusItem)) Qt.callLater(dialog.takeKeys);
        }
    }

    background: Rectangle {
        radius: Theme.radiusLarge + 2
        color: Theme.popupSolid
        border.color: Theme.accent
        border.width: 2
    }

    header: Label {
        text: dialog.title
        visible: text !== ""
        color: Theme.accent
        font.family: Theme.titleFamily
        font.pixelSize: Theme.fontHeading + 2
        font.bold: true
        wrapMode: Text.WordWrap
        leftPadding: dialog.leftPadding
        rightPadding: dialog.rightPadding
        topPadding: Theme.spacingLarge + 6
    }

    footer: DialogButtonBox {
        visible: count > 0
        alignment: Qt.AlignRight
        spacing: Theme.spacingSmall + 2
        leftPadding: dialog.leftPadding
        rightPadding: dialog.rightPadding
        topPadding: 0
        bottomPadding: Theme.spacingLarge + 4
        background: Item {}
        delegate: ThemedButton {
            highlighted: DialogButtonBox.buttonRole === DialogButtonBox.AcceptRole
                         || DialogButtonBox.buttonRole === DialogButtonBox.YesRole
        }
    }
}
