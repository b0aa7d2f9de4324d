import QtQuick
import QtQuick.Controls
import Cowrie

// One entry of a ThemedMenu: cream text, a brass tick when checked, lit
// under the mouse or the keyboard.
MenuItem {
    id: item

    // Read by a screen reader as its words (Qt sets them only once an
    // assistive technology is running; this holds from the start).
    Accessible.name: text

    implicitHeight: Theme.controlHeight
    leftPadding: Theme.spacing
    rightPadding: Theme.spacing
    spacing: Theme.spacingSmall
    font.pixelSize: Theme.fontBody

    indicator: Text {
        x: item.leftPadding
        anchors.verticalCenter: parent.verticalCenter
        visible: item.checkable
        text: item.checked ? "✓" : ""
        width: 16
        color: Theme.accent
        font.pixelSize: Theme.fontBody
        font.bold: true
    }
    contentItem: Text {
        leftPadding: item.checkable ? 16 + item.spacing : 0
        text: item.text
        font: item.font
        color: !item.enabled ? Theme.textDisabled : item.highlighted ? Theme.textOnAccent : Theme.text
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }
    background: Rectangle {
        implicitWidth: 220
        radius: Theme.radiusSmall
        color: item.highlighted && item.enabled ? Theme.accent : "transparent"
    }
}
