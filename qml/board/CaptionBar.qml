import QtQuick
import Cowrie

// One line of narration under the board: the caption of the event being
// animated (captions come from the rules core's trace, see narration.h).
Rectangle {
    id: bar

    property string text: ""
    // Shown, dimmed, while no event has been narrated yet.
    property string placeholder: qsTr("Each event of a move is named here as the seeds travel.")

    implicitHeight: 34
    radius: Theme.radius - 2
    color: Theme.surface
    border.color: Theme.border

    Text {
        objectName: "captionText"
        anchors.fill: parent
        anchors.leftMargin: 12
        anchors.rightMargin: 12
        text: bar.text !== "" ? bar.text : bar.placeholder
        color: bar.text !== "" ? Theme.text : Theme.textDisabled
        font.pixelSize: Theme.fontBody
        font.italic: true
        elide: Text.ElideRight
        verticalAlignment: Text.AlignVCenter
        horizontalAlignment: Text.AlignHCenter
    }
}
