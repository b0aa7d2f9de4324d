import QtQuick
import QtQuick.Controls
import Cowrie

// One choice of several, as a roomy row: a brass dot in a ring and its
// text, on a panel that lights up when chosen.
RadioButton {
    id: control

    // Read by a screen reader as its words (Qt sets them only once an
    // assistive technology is running; this holds from the start).
    Accessible.name: text

    spacing: Theme.spacing
    padding: Theme.spacingSmall + 2
    leftPadding: Theme.spacing
    font.pixelSize: Theme.fontBody + 1

    background: Rectangle {
        implicitHeight: Theme.controlHeightLarge - 4
        radius: Theme.radius
        color: control.checked ? Theme.cardHover : control.hovered ? Theme.card : "transparent"
        border.color: control.checked ? Theme.accent : control.hovered ? Theme.borderStrong : Theme.borderFaint
        FocusRing {
            shown: control.visualFocus
            targetRadius: parent.radius
        }
    }

    indicator: Rectangle {
        implicitWidth: 22
        implicitHeight: 22
        x: control.leftPadding
        y: control.topPadding + (control.availableHeight - height) / 2
        radius: width / 2
        color: Theme.field
        border.color: control.checked ? Theme.accent : Theme.borderStrong
        border.width: 2
        Rectangle {
            anchors.centerIn: parent
            width: parent.width * 0.5
            height: width
            radius: width / 2
            color: Theme.accent
            visible: control.checked
        }
    }

    contentItem: Text {
        text: control.text
        font: control.font
        color: control.enabled ? (control.checked ? Theme.text : Theme.textBody) : Theme.textDisabled
        verticalAlignment: Text.AlignVCenter
        wrapMode: Text.WordWrap
        leftPadding: control.indicator.width + control.spacing
    }
}
