import QtQuick
import QtQuick.Controls
import Cowrie

// A thin line between groups of a ThemedMenu.
MenuSeparator {
    topPadding: Theme.spacingTiny
    bottomPadding: Theme.spacingTiny
    contentItem: Rectangle {
        implicitWidth: 200
        implicitHeight: 1
        color: Theme.border
    }
}
