import QtQuick
import QtQuick.Controls
import Cowrie

// An on/off switch: a walnut track that turns brass when on, a cream knob,
// its text beside it.
Switch {
    id: control

    // Read by a screen reader as its words (Qt sets them only once an
    // assistive technology is running; this holds from the start).
    Accessible.name: text

    spacing: Theme.spacingSmall + 2
    font.pixelSize: Theme.fontBody

    indicator: Rectangle {
        id: track
        implicitWidth: 46
        implicitHeight: 26
        x: control.leftPadding
        y: control.topPadding + (control.availableHeight - height) / 2
        radius: height / 2
        color: !control.enabled ? Theme.controlDisabled
             : control.checked ? Theme.accent : control.hovered ? Theme.controlHover : Theme.control
        border.color: control.checked ? Theme.accentSoft : Theme.borderStrong

        Rectangle {
            readonly property real inset: 3
            width: track.height - 2 * inset
            height: width
            radius: width / 2
            x: control.checked ? track.width - width - inset : inset
            y: inset
            // Dark on the brass track when on, cream on the walnut when off.
            color: !control.enabled ? Theme.textDisabled : control.checked ? Theme.popupSolid : Theme.text
            border.color: control.checked ? Theme.textOnAccent : Theme.borderFaint
            Behavior on x { NumberAnimation { duration: 120; easing.type: Easing.OutQuad } }
        }
        FocusRing {
            shown: control.visualFocus
            targetRadius: track.radius
        }
    }

    contentItem: Text {
        text: control.text
        font: control.font
        color: control.enabled ? Theme.textBody : Theme.textDisabled
        verticalAlignment: Text.AlignVCenter
        leftPadding: control.indicator.width + control.spacing
    }
}
