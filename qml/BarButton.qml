import QtQuick
import QtQuick.Controls

// A toolbar button in the board's colours that looks disabled when it is,
// with a light ring when it has the keyboard focus.
Button {
    id: button

    focusPolicy: Qt.NoFocus
    implicitHeight: 34
    leftPadding: 14
    rightPadding: 14

    contentItem: Text {
        text: button.text
        font.pixelSize: 14
        font.bold: button.checked
        color: !button.enabled ? "#6f5b4a" : button.checked ? "#2b1a0e" : "#fbeedb"
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
    }
    background: Rectangle {
        radius: 8
        color: button.checked ? "#f2c14e"
             : !button.enabled ? "#2a1f17"
             : button.down ? "#6b4f37" : button.hovered ? "#5a4331" : "#4a3626"
        // Keyboard focus is always visible.
        border.color: button.activeFocus ? "#fff3c4" : button.enabled ? "#6b4f37" : "#3a2c21"
        border.width: button.activeFocus ? 2 : 1
    }
}
