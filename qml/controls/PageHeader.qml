import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// A page's title bar: its items in a row (a back button, the title, the
// page's tools), on the darkest walnut with a thin edge below.
ToolBar {
    id: bar

    default property alias content: row.data

    spacing: Theme.spacingSmall
    implicitHeight: Theme.toolbarHeight
    background: Rectangle {
        color: Theme.toolbar
        Rectangle {
            anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
            height: 1
            color: Theme.toolbarEdge
        }
    }

    RowLayout {
        id: row
        anchors.fill: parent
        anchors.leftMargin: Theme.spacing
        anchors.rightMargin: Theme.spacing
        spacing: bar.spacing
    }
}
