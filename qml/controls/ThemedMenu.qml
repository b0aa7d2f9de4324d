import QtQuick
import QtQuick.Controls
import Cowrie

// A drop-down menu on a walnut panel with a brass edge.
Menu {
    id: menu

    padding: Theme.spacingTiny + 2
    background: Rectangle {
        implicitWidth: 300
        radius: Theme.radius
        color: Theme.popupSolid
        border.color: Theme.accentSoft
    }
}
