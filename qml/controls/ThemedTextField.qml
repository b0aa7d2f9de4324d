import QtQuick
import QtQuick.Controls
import Cowrie

// A line of text to type (a player's name), sunk into the panel; its edge
// turns brass while typing.
TextField {
    id: control

    // Named by what it asks for unless the page names it.
    Accessible.name: placeholderText

    implicitHeight: Theme.controlHeight
    leftPadding: Theme.spacing
    rightPadding: Theme.spacing
    font.pixelSize: Theme.fontBody
    color: Theme.text
    placeholderTextColor: Theme.textFaint
    selectionColor: Theme.accent
    selectedTextColor: Theme.textOnAccent
    verticalAlignment: TextInput.AlignVCenter

    background: Rectangle {
        implicitWidth: 200
        radius: Theme.radiusSmall + 2
        color: Theme.field
        border.color: control.activeFocus ? Theme.accent : control.hovered ? Theme.borderStrong : Theme.border
        border.width: control.activeFocus ? 2 : 1
    }
}
