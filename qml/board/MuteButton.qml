import QtQuick
import QtQuick.Shapes
import Cowrie

// A small speaker on the board's corner: click (or press M) to mute the
// board's sounds.
Item {
    id: button

    property bool muted: false
    property real size: 32

    signal toggled()

    width: size
    height: size

    // An icon only: its name says what pressing it does (M does the same).
    Accessible.role: Accessible.CheckBox
    Accessible.name: qsTr("Mute the sounds")
    Accessible.checkable: true
    Accessible.checked: muted
    Accessible.onPressAction: button.toggled()
    Accessible.onToggleAction: button.toggled()

    Rectangle {
        anchors.fill: parent
        radius: width / 2
        color: mouse.containsMouse ? Theme.boardButtonHover : Theme.boardButton
        border.color: Theme.accentSoft
    }
    Shape {
        anchors.fill: parent
        layer.enabled: true
        layer.samples: 4
        ShapePath {
            fillColor: Theme.text
            strokeColor: "transparent"
            startX: button.size * 0.22; startY: button.size * 0.4
            PathLine { x: button.size * 0.36; y: button.size * 0.4 }
            PathLine { x: button.size * 0.52; y: button.size * 0.24 }
            PathLine { x: button.size * 0.52; y: button.size * 0.76 }
            PathLine { x: button.size * 0.36; y: button.size * 0.6 }
            PathLine { x: button.size * 0.22; y: button.size * 0.6 }
        }
        ShapePath {
            strokeColor: button.muted ? Theme.mutedMark : Theme.text
            strokeWidth: Math.max(1.5, button.size * 0.06)
            fillColor: "transparent"
            capStyle: ShapePath.RoundCap
            startX: button.size * (button.muted ? 0.6 : 0.62)
            startY: button.size * (button.muted ? 0.38 : 0.36)
            PathQuad {
                x: button.size * (button.muted ? 0.8 : 0.62)
                y: button.size * (button.muted ? 0.62 : 0.64)
                controlX: button.size * (button.muted ? 0.7 : 0.76)
                controlY: button.size * 0.5
            }
        }
        ShapePath {
            strokeColor: button.muted ? Theme.mutedMark : Theme.text
            strokeWidth: Math.max(1.5, button.size * 0.06)
            fillColor: "transparent"
            capStyle: ShapePath.RoundCap
            startX: button.size * (button.muted ? 0.8 : 0.7)
            startY: button.size * (button.muted ? 0.38 : 0.26)
            PathQuad {
                x: button.size * (button.muted ? 0.6 : 0.7)
                y: button.size * (button.muted ? 0.62 : 0.74)
                controlX: button.size * (button.muted ? 0.7 : 0.9)
                controlY: button.size * 0.5
            }
        }
    }
    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        cursorShape: Qt.PointingHandCursor
        onClicked: button.toggled()
    }
}
