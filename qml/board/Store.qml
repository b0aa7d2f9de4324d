import QtQuick

// A player's store: a long hollow at one end of the board.
Item {
    id: store

    property int count: 0
    property string owner: "south"
    property int salt: 0

    Rectangle {
        anchors.fill: parent
        anchors.margins: -2
        radius: width / 2
        color: "transparent"
        border.width: 2
        border.color: "#d9a066"
        opacity: 0.45
    }
    Rectangle {
        anchors.fill: parent
        radius: width / 2
        border.width: 2
        border.color: "#3b2110"
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#3d220f" }
            GradientStop { position: 0.5; color: "#603818" }
            GradientStop { position: 1.0; color: "#8d5a2e" }
        }
    }

    SeedPile {
        anchors.centerIn: parent
        width: parent.width * 0.78
        height: parent.height * 0.8
        count: store.count
        capacity: 70
        seedSize: Math.max(7, store.width * 0.17)
        salt: store.salt
    }

    Rectangle {
        id: badge
        anchors.horizontalCenter: parent.horizontalCenter
        // The count sits at the end of the store nearest its owner's seat.
        y: store.owner === "south" ? parent.height - height - 10 : 10
        width: Math.max(40, countText.implicitWidth + 16)
        height: 30
        radius: 15
        color: "#2b1a0e"
        border.color: "#e0b27a"
        border.width: 1
        Text {
            id: countText
            anchors.centerIn: parent
            text: store.count
            color: "#fff4e0"
            font.pixelSize: 18
            font.bold: true
        }
    }
}
