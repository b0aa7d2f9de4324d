import QtQuick
import Cowrie

// The hover preview in words, while a hole is previewed: what the dots, the
// ring and the "+n" on the store mean ("If you sow here: … +4 captured into
// your store (green rings)."). The page gives it its place and size (the
// play page: the Narrate bar's, under the board); its words wrap to two
// lines and grow smaller rather than leave it.
Rectangle {
    id: legend

    // A preview as BoardModel.previewOf gives it; its `text` is shown.
    property var preview: ({ valid: false })

    visible: preview.valid === true && (preview.text || "") !== ""
    implicitHeight: 34
    radius: Theme.radius - 2
    color: Theme.chip
    border.color: Theme.accentSoft

    Text {
        id: label
        objectName: "previewLegendText"
        anchors.fill: parent
        anchors.leftMargin: 12
        anchors.rightMargin: 12
        anchors.topMargin: 2
        anchors.bottomMargin: 2
        text: legend.preview.text || ""
        wrapMode: Text.Wrap
        fontSizeMode: Text.Fit
        minimumPixelSize: 9
        font.pixelSize: Theme.fontSmall
        verticalAlignment: Text.AlignVCenter
        horizontalAlignment: Text.AlignHCenter
        color: Theme.text
    }
}
