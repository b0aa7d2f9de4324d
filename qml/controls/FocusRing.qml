import QtQuick
import Cowrie

// The keyboard's ring, drawn just outside its parent's shape (a control's
// background or indicator) while `shown`: the control has the focus.
Rectangle {
    property bool shown: false
    property real gap: 3
    property real targetRadius: Theme.radius

    anchors.fill: parent
    anchors.margins: -gap
    radius: targetRadius + gap
    color: "transparent"
    border.color: Theme.focus
    border.width: Theme.focusWidth
    visible: shown
}
