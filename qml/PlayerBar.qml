import QtQuick
import QtQuick.Layouts

// One player's strip beside the board: name, store count and whether it is
// his turn (or he is sowing right now).
Rectangle {
    id: bar

    property string side: "south"
    property string name: side === "north" ? qsTr("North") : qsTr("South")
    property int store: 0
    property bool toMove: false
    property bool sowing: false
    property bool winner: false

    implicitHeight: 46
    radius: 23
    color: toMove || sowing ? "#4e3a2a" : "#2f241b"
    border.color: toMove ? "#f2c14e" : "#5a4331"
    border.width: toMove ? 2 : 1

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: 20
        anchors.rightMargin: 20
        spacing: 14

        Rectangle {
            width: 14
            height: 14
            radius: 7
            color: bar.toMove ? "#f2c14e" : "#6b4f37"
        }
        Text {
            text: bar.name
            color: "#fbeedb"
            font.pixelSize: 20
            font.bold: true
        }
        Text {
            text: bar.winner ? qsTr("wins!")
                 : bar.sowing ? qsTr("is sowing…")
                 : bar.toMove ? qsTr("to move") : ""
            color: "#f2c14e"
            font.pixelSize: 16
        }
        Item { Layout.fillWidth: true }
        Text {
            text: qsTr("Store: %1").arg(bar.store)
            color: "#e8d6bd"
            font.pixelSize: 18
        }
    }
}
