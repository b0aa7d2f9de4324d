import QtQuick
import Cowrie

// A little heap of seeds flying from one place to another (a capture, a pasu,
// a sweep or a refill) along an arc, with the number they carry. It removes
// itself when it lands.
Item {
    id: flight

    property point from
    property point to
    property int count: 1
    property int durationMs: 400
    property real seedSize: 12
    property string seedKind: "cowrie"
    // Off with hidden counts: the seeds fly, their number is not shown.
    property bool showCount: true
    // 0..1 along the flight; the heap rises in the middle of its arc.
    property real progress: 0

    width: seedSize * 2.4
    height: width
    x: from.x + (to.x - from.x) * progress - width / 2
    y: from.y + (to.y - from.y) * progress - height / 2
       - Math.sin(progress * Math.PI) * seedSize * 2.5
    scale: 1 + Math.sin(progress * Math.PI) * 0.25
    z: 20

    Repeater {
        model: Math.min(flight.count, 6)
        delegate: Seed {
            required property int index
            kind: flight.seedKind
            teeth: index % 2 === 1
            size: flight.seedSize
            x: flight.width / 2 - width / 2 + Math.cos(index * 2.4) * flight.seedSize * 0.45 * (index > 0)
            y: flight.height / 2 - height / 2 + Math.sin(index * 2.4) * flight.seedSize * 0.45 * (index > 0)
            rotation: index * 67
        }
    }
    Rectangle {
        visible: flight.count > 1 && flight.showCount
        anchors.left: parent.right
        anchors.bottom: parent.top
        anchors.leftMargin: -width * 0.4
        anchors.bottomMargin: -height * 0.4
        width: label.implicitWidth + height * 0.6
        height: Math.max(18, flight.seedSize * 1.3)
        radius: height / 2
        color: Theme.legalGlow
        border.color: Theme.woodDeep
        Text {
            // Drawn for the eye; the place's accessible name says it.
            Accessible.ignored: true
            id: label
            anchors.centerIn: parent
            text: "+" + flight.count
            font.pixelSize: parent.height * 0.62
            font.bold: true
            color: Theme.woodDeep
        }
    }

    NumberAnimation on progress {
        from: 0; to: 1
        duration: flight.durationMs
        easing.type: Easing.InOutQuad
        onFinished: flight.destroy()
    }
}
