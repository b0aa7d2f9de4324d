import QtQuick
import Cowrie

// A phrase just said, shown in the speaker's bar for a few seconds: a pale
// speech bubble whose tail points back at the speaker's name. Empty, it is
// only the space between the bar's words, as before.
Item {
    id: bubble

    // How long a phrase stays.
    property int showMs: 4500
    readonly property alias text: words.text
    readonly property bool showing: box.opacity > 0

    function show(phrase) {
        words.text = phrase;
        box.opacity = 1;
        timer.restart();
    }

    implicitHeight: 30

    Timer {
        id: timer
        interval: bubble.showMs
        onTriggered: box.opacity = 0
    }

    Item {
        id: box
        objectName: "phraseBubble"
        opacity: 0
        visible: opacity > 0
        anchors.verticalCenter: parent.verticalCenter
        width: Math.min(bubble.width, words.implicitWidth + 2 * Theme.spacing + tail.width)
        height: Math.min(bubble.height, 30)
        Behavior on opacity { NumberAnimation { duration: 200 } }

        // The tail, pointing left at the speaker's name.
        Rectangle {
            id: tail
            width: 10
            height: 10
            rotation: 45
            x: 4
            anchors.verticalCenter: parent.verticalCenter
            color: Theme.textTitle
        }
        Rectangle {
            id: body
            x: tail.width - 2
            width: parent.width - x
            height: parent.height
            radius: height / 2
            color: Theme.textTitle
            Text {
                id: words
                objectName: "phraseText"
                anchors.fill: parent
                anchors.leftMargin: Theme.spacing
                anchors.rightMargin: Theme.spacing
                verticalAlignment: Text.AlignVCenter
                horizontalAlignment: Text.AlignHCenter
                color: Theme.textOnAccent
                font.pixelSize: Theme.fontBody
                font.bold: true
                elide: Text.ElideRight
            }
        }
    }
}
