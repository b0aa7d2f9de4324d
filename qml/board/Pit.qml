import QtQuick

// A round pit carved into the board, holding `count` cowries. A legal pit
// glows; clicking it asks to play it (the controller decides).
Item {
    id: pit

    property int count: 0
    property bool legal: false
    property bool inPlay: true
    property bool marked: false
    property int salt: 0
    property bool hovered: mouse.containsMouse

    signal clicked()

    Rectangle {
        id: glow
        objectName: "glow"
        anchors.centerIn: parent
        width: parent.width + 10
        height: width
        radius: width / 2
        color: "transparent"
        border.width: 4
        border.color: "#ffd56a"
        visible: pit.legal
        opacity: pit.hovered ? 1.0 : 0.75
        SequentialAnimation on opacity {
            running: pit.legal && !pit.hovered
            loops: Animation.Infinite
            NumberAnimation { from: 0.85; to: 0.35; duration: 900; easing.type: Easing.InOutSine }
            NumberAnimation { from: 0.35; to: 0.85; duration: 900; easing.type: Easing.InOutSine }
        }
    }

    Rectangle {
        anchors.centerIn: parent
        width: parent.width + 16
        height: width
        radius: width / 2
        color: "transparent"
        border.width: 5
        border.color: "#7fd4ff"
        visible: pit.marked
    }

    // The hollow: darker at the top, where the rim shades it.
    Rectangle {
        id: hollow
        anchors.fill: parent
        radius: width / 2
        border.width: 2
        border.color: "#3b2110"
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#3d220f" }
            GradientStop { position: 0.6; color: "#6a3f1e" }
            GradientStop { position: 1.0; color: "#8d5a2e" }
        }
    }
    // The lit lower rim.
    Rectangle {
        anchors.fill: parent
        anchors.margins: -2
        radius: width / 2
        color: "transparent"
        border.width: 2
        border.color: "#d9a066"
        opacity: 0.45
        z: -1
    }

    SeedPile {
        objectName: "seeds"
        anchors.centerIn: parent
        width: parent.width * 0.8
        height: width
        count: pit.count
        capacity: 26
        seedSize: Math.max(7, pit.width * 0.17)
        salt: pit.salt
    }

    // An out-of-play (burnt) hole: shaded, with a twig laid across it.
    Rectangle {
        objectName: "burnt"
        visible: !pit.inPlay
        anchors.fill: parent
        radius: width / 2
        color: "#99000000"
        Rectangle {
            anchors.centerIn: parent
            width: parent.width * 0.9
            height: Math.max(3, parent.height * 0.07)
            radius: height / 2
            rotation: -35
            color: "#6b4a2b"
            border.color: "#3b2110"
        }
    }

    Rectangle {
        id: badge
        width: Math.max(22, countText.implicitWidth + 10)
        height: 22
        radius: 11
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.rightMargin: -4
        anchors.bottomMargin: -4
        color: pit.count > 0 ? "#2b1a0e" : "#5a3a22"
        border.color: "#e0b27a"
        border.width: 1
        Text {
            id: countText
            objectName: "countText"
            anchors.centerIn: parent
            text: pit.count
            color: "#fbeedb"
            font.pixelSize: 13
            font.bold: true
        }
    }

    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        cursorShape: pit.legal ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: pit.clicked()
    }
}
