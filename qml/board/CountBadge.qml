import QtQuick
import Cowrie

// The number of seeds in a place, on a small dark chip.
Rectangle {
    id: badge

    property int count: 0
    property real size: 22

    width: Math.max(size, countText.implicitWidth + size * 0.5)
    height: size
    radius: height / 2
    color: count > 0 ? Theme.chip : Theme.chipEmpty
    border.color: Theme.accentSoft
    border.width: Math.max(1, size * 0.05)

    Text {
        // Drawn for the eye; the place's accessible name says it.
        Accessible.ignored: true
        id: countText
        objectName: "countText"
        anchors.centerIn: parent
        text: badge.count
        color: Theme.text
        font.pixelSize: Math.max(9, badge.size * 0.6)
        font.bold: true
    }
}
