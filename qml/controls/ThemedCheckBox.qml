import QtQuick
import QtQuick.Controls
import Cowrie

// A yes/no choice: a walnut box that turns brass with a tick, its text beside.
CheckBox {
    id: control

    // Read by a screen reader as its words (Qt sets them only once an
    // assistive technology is running; this holds from the start).
    Accessible.name: text

    spacing: Theme.spacingSmall + 2
    font.pixelSize: Theme.fontBody

    indicator: Rectangle {
        id: box
        implicitWidth: Math.max(22, Math.round(Theme.fontBody * 1.45))
        implicitHeight: implicitWidth
        x: control.leftPadding
        y: control.topPadding + (control.availableHeight - height) / 2
        radius: Theme.radiusSmall - 1
        color: control.checked ? Theme.accent : control.hovered ? Theme.controlHover : Theme.field
        border.color: control.checked ? Theme.accentSoft : Theme.borderStrong
        border.width: 1.5
        Text {
            anchors.centerIn: parent
            visible: control.checked
            text: "✓"
            color: Theme.textOnAccent
            font.pixelSize: box.height * 0.72
            font.bold: true
        }
        FocusRing {
            shown: control.visualFocus
            targetRadius: box.radius
        }
    }

    contentItem: Text {
        text: control.text
        font: control.font
        color: control.enabled ? Theme.textBody : Theme.textDisabled
        verticalAlignment: Text.AlignVCenter
        wrapMode: Text.WordWrap
        leftPadding: control.indicator.width + control.spacing
    }
}
