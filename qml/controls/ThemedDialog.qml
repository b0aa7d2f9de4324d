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
