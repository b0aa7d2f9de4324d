import QtQuick
import Cowrie

// The narration under the board: the caption of the event being animated
// (captions come from the rules core's trace, see narration.h). One line
// mostly; a long caption (Tamil's and Sinhala's often are) wraps onto a
// second or third line and the bar grows with it, so that nothing is cut.
Rectangle {
    id: bar

    property string text: ""
    // Shown, dimmed, while no event has been narrated yet.
    property string placeholder: qsTr("Each event of a move is named here as the seeds travel.")

    implicitHeight: Math.max(34, captionText.implicitHeight + 10)
    radius: Theme.radius - 2
    color: Theme.surface
    border.color: Theme.border

    Text {
        id: captionText
        objectName: "captionText"
        anchors.fill: parent
        anchors.leftMargin: 12
        anchors.rightMargin: 12
        text: bar.text !== "" ? bar.text : bar.placeholder
        color: bar.text !== "" ? Theme.text : Theme.textDisabled
        font.pixelSize: Theme.fontBody
        font.italic: true
        wrapMode: Text.Wrap
        maximumLineCount: 3
        elide: Text.ElideRight
        verticalAlignment: Text.AlignVCenter
        horizontalAlignment: Text.AlignHCenter
    }
}
