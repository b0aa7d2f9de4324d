import QtQuick

// A ring drawn over one place of a Board: the keyboard's cursor or the
// engine's hint. It follows the board's own layout (turned or not).
Rectangle {
    id: ring

    required property Item board
    property int place: -1
    property bool pulsing: false

    readonly property point centre: place >= 0 ? board.centerOf(place) : Qt.point(0, 0)

    visible: place >= 0
    width: board.cell * 0.98
    height: width
    radius: width / 2
    x: centre.x - width / 2
    y: centre.y - height / 2
    color: "transparent"
    border.width: Math.max(3, board.cell * 0.06)
    z: 35

    SequentialAnimation on opacity {
        running: ring.pulsing && ring.visible
        loops: Animation.Infinite
        NumberAnimation { from: 1; to: 0.35; duration: 600 }
        NumberAnimation { from: 0.35; to: 1; duration: 600 }
    }
}
