import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// The message of a dialog: body text, wrapped to the dialog's width (laid
// out in a ColumnLayout, so that the dialog's height follows it).
Label {
    Layout.fillWidth: true
    wrapMode: Text.WordWrap
    color: Theme.textBody
    font.pixelSize: Theme.fontLarge
    lineHeight: 1.15
}
