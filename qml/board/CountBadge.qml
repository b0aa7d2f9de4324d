import QtQuick

// The number of seeds in a place, on a small dark chip.
Rectangle {
    id: badge

    property int count: 0
    property real size: 22

    width: Math.max(size, countText.implicitWidth + size * 0.5)
    height: size
    radius: height / 2
    color: count > 0 ? "#e62b1a0e" : "#b35a3a22"
    border.color: "#e0b27a"
    border.width: Math.max(1, size * 0.05)

    Text {
        id: countText
        objectName: "countText"
        anchors.centerIn: parent
        text: badge.count
        color: "#fbeedb"
        font.pixelSize: Math.max(9, badge.size * 0.6)
        font.bold: true
    }
}
