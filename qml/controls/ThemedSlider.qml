import QtQuick
import QtQuick.Controls
import Cowrie

// A slider: a sunken groove filled with brass up to a cream knob.
Slider {
    id: control

    background: Rectangle {
        x: control.leftPadding
        y: control.topPadding + control.availableHeight / 2 - height / 2
        implicitWidth: 200
        implicitHeight: 6
        width: control.availableWidth
        height: implicitHeight
        radius: height / 2
        color: Theme.field
        border.color: Theme.borderFaint
        Rectangle {
            width: control.visualPosition * parent.width
            height: parent.height
            radius: parent.radius
            color: control.enabled ? Theme.accent : Theme.controlDown
        }
    }

    handle: Rectangle {
        x: control.leftPadding + control.visualPosition * (control.availableWidth - width)
        y: control.topPadding + control.availableHeight / 2 - height / 2
        implicitWidth: 20
        implicitHeight: 20
        radius: width / 2
        color: control.pressed ? Theme.focus : Theme.text
        border.color: Theme.accentSoft
        border.width: 2
        FocusRing {
            shown: control.visualFocus
            targetRadius: parent.radius
        }
    }
}
