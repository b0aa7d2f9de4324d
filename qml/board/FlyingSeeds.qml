import QtQuick

// A little heap of cowries flying from one place to another (a capture or a
// sweep), with the number they carry. It removes itself when it lands.
Item {
    id: flight

    property point from
    property point to
    property int count: 1
    property int durationMs: 400
    property real seedSize: 12

    width: seedSize * 2.2
    height: width
    x: from.x - width / 2
    y: from.y - height / 2
    z: 20

    Repeater {
        model: Math.min(flight.count, 5)
        delegate: Cowrie {
            required property int index
            size: flight.seedSize
            x: flight.width / 2 - width / 2 + Math.cos(index * 2.4) * flight.seedSize * 0.45
            y: flight.height / 2 - height / 2 + Math.sin(index * 2.4) * flight.seedSize * 0.45
            rotation: index * 67
        }
    }
    Rectangle {
        anchors.left: parent.right
        anchors.bottom: parent.top
        anchors.leftMargin: -6
        anchors.bottomMargin: -6
        width: label.implicitWidth + 10
        height: 20
        radius: 10
        color: "#ffd56a"
        Text {
            id: label
            anchors.centerIn: parent
            text: "+" + flight.count
            font.pixelSize: 12
            font.bold: true
            color: "#3b2110"
        }
    }

    ParallelAnimation {
        running: true
        NumberAnimation {
            target: flight; property: "x"
            to: flight.to.x - flight.width / 2
            duration: flight.durationMs; easing.type: Easing.InOutQuad
        }
        NumberAnimation {
            target: flight; property: "y"
            to: flight.to.y - flight.height / 2
            duration: flight.durationMs; easing.type: Easing.InOutQuad
        }
        onFinished: flight.destroy()
    }
}
