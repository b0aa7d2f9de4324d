import QtQuick

// The sower's hand, cupped over the board, carrying `seeds` cowries. Its
// palm's centre is the point it hovers over.
Item {
    id: hand

    property int seeds: 0
    property string actor: "south"
    property bool relaying: false
    property real size: 60

    width: size
    height: size * 1.1

    readonly property color skin: actor === "north" ? "#a8693f" : "#c98e5e"
    readonly property color skinDark: actor === "north" ? "#7a4526" : "#9a6238"

    // A soft shadow on the board below the hand.
    Rectangle {
        width: hand.size * 0.8
        height: hand.size * 0.5
        radius: height / 2
        x: (hand.width - width) / 2 + 6
        y: hand.height * 0.55
        color: "#55000000"
    }

    // Fingers, pointing away from the owner's seat.
    Repeater {
        model: 4
        delegate: Rectangle {
            required property int index
            width: hand.size * 0.17
            height: hand.size * (index === 1 || index === 2 ? 0.46 : 0.4)
            radius: width / 2
            x: hand.width * 0.16 + index * hand.size * 0.175
            y: hand.actor === "north" ? hand.height * 0.58 : hand.height * 0.02 + (index === 0 || index === 3 ? hand.size * 0.05 : 0)
            color: hand.skin
            border.color: hand.skinDark
            border.width: 1
        }
    }
    // Thumb.
    Rectangle {
        width: hand.size * 0.18
        height: hand.size * 0.42
        radius: width / 2
        x: hand.width * 0.02
        y: hand.height * 0.38
        rotation: hand.actor === "north" ? 40 : -40
        color: hand.skin
        border.color: hand.skinDark
        border.width: 1
    }
    // Palm.
    Rectangle {
        id: palm
        width: hand.size * 0.78
        height: hand.size * 0.62
        radius: width * 0.35
        x: (hand.width - width) / 2 + hand.size * 0.04
        y: (hand.height - height) / 2
        color: hand.skin
        border.color: hand.skinDark
        border.width: 1.5

        Repeater {
            model: Math.min(hand.seeds, 6)
            delegate: Cowrie {
                required property int index
                size: hand.size * 0.2
                x: palm.width / 2 - width / 2 + Math.cos(index * 2.1) * palm.width * 0.2
                y: palm.height / 2 - height / 2 + Math.sin(index * 2.1) * palm.height * 0.2
                rotation: index * 53
            }
        }
    }

    Rectangle {
        anchors.horizontalCenter: palm.right
        anchors.verticalCenter: palm.bottom
        width: Math.max(24, seedText.implicitWidth + 10)
        height: 24
        radius: 12
        color: hand.relaying ? "#ffd56a" : "#fbeedb"
        border.color: "#3b2110"
        Text {
            id: seedText
            anchors.centerIn: parent
            text: hand.seeds
            font.pixelSize: 13
            font.bold: true
            color: "#3b2110"
        }
    }
    Text {
        visible: hand.relaying
        anchors.horizontalCenter: palm.horizontalCenter
        anchors.bottom: palm.top
        anchors.bottomMargin: hand.size * 0.45
        text: qsTr("relay")
        color: "#ffd56a"
        font.pixelSize: 13
        font.bold: true
        style: Text.Outline
        styleColor: "#3b2110"
    }
}
