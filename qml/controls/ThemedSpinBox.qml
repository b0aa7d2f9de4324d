import QtQuick
import QtQuick.Controls
import Cowrie

// A number with − and + on either side, typed or stepped (arrow keys too).
SpinBox {
    id: control

    implicitHeight: Theme.controlHeight
    font.pixelSize: Theme.fontBody + 1
    font.bold: true

    contentItem: TextInput {
        z: 2
        text: control.displayText
        font: control.font
        color: control.enabled ? Theme.text : Theme.textDisabled
        selectionColor: Theme.accent
        selectedTextColor: Theme.textOnAccent
        horizontalAlignment: Qt.AlignHCenter
        verticalAlignment: Qt.AlignVCenter
        readOnly: !control.editable
        validator: control.validator
        inputMethodHints: Qt.ImhFormattedNumbersOnly
    }

    up.indicator: Step {
        x: control.mirrored ? 0 : control.width - width
        pressed: control.up.pressed
        hovered: control.up.hovered
        enabledStep: control.value < control.to
        label: "+"
    }
    down.indicator: Step {
        x: control.mirrored ? control.width - width : 0
        pressed: control.down.pressed
        hovered: control.down.hovered
        enabledStep: control.value > control.from
        label: "−"
    }

    background: Rectangle {
        implicitWidth: 128
        radius: Theme.radiusSmall + 2
        color: Theme.field
        border.color: control.activeFocus ? Theme.accent : Theme.borderStrong
        FocusRing {
            shown: control.visualFocus
            targetRadius: parent.radius
        }
    }

    component Step: Rectangle {
        property bool pressed: false
        property bool hovered: false
        property bool enabledStep: true
        property string label: ""
        implicitWidth: control.implicitHeight
        height: control.height
        radius: Theme.radiusSmall + 2
        color: !enabledStep ? Theme.controlDisabled
             : pressed ? Theme.controlDown : hovered ? Theme.controlHover : Theme.control
        border.color: Theme.borderStrong
        Text {
            anchors.centerIn: parent
            text: parent.label
            color: parent.enabledStep ? Theme.text : Theme.textDisabled
            font.pixelSize: Theme.fontLarge + 2
            font.bold: true
        }
    }
}
