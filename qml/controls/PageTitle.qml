import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// The title in a PageHeader, in the book face.
Label {
    color: Theme.textTitle
    font.family: Theme.titleFamily
    font.pixelSize: Theme.fontTitle + 2
    font.bold: true
    elide: Text.ElideRight
    Layout.leftMargin: Theme.spacingSmall
}
