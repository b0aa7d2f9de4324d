import QtQuick
import Cowrie

// The hover preview in words, just under the board while a hole is
// previewed: what the dots, the rings and the "+n" on the store mean
// ("If you sow here: … +4 captured into your store (green rings).").
Rectangle {
    id: legend

    // A preview as BoardModel.previewOf gives it; its `text` is shown.
    property var preview: ({ valid: false })
    property real maxWidth: 600

    visible: preview.valid === true && (preview.text || "") !== ""
    width: Math.min(maxWidth, label.implicitWidth + 28)
    height: label.implicitHeight + 10
    radius: Math.min(height / 2, 14)
    color: Theme.chip
    border.color: Theme.accentSoft

    Text {
        id: label
        objectName: "previewLegendText"
        anchors.centerIn: parent
        width: Math.min(implicitWidth, legend.maxWidth - 28)
        text: legend.preview.text || ""
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignHCenter
        color: Theme.text
        font.pixelSize: Theme.fontSmall
    }
}
