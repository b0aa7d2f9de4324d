import QtQuick
import QtQml
import QtQuick.Controls
import Cowrie

// The animation speeds in one toolbar button: it names the speed of the
// person's moves and opens the choices, for the person's moves and, in a
// game against the computer, for the computer's (which may go faster, so
// that a long chain of its moves is not watched at the person's pace). Like
// SpeedSelector (the settings page's row), it shows the speeds it is given
// and says which was picked; the owner keeps them.
BarButton {
    id: button

    property int stepMs: 220
    // -1: the computer's moves go at the person's speed.
    property int computerStepMs: -1
    property bool showComputer: false

    signal picked(int ms)
    signal computerPicked(int ms)

    readonly property var speeds: [
        { label: qsTr("Slow"), ms: 520 },
        { label: qsTr("Normal"), ms: 220 },
        { label: qsTr("Fast"), ms: 80 },
        { label: qsTr("Instant"), ms: 0 },
    ]
    readonly property var computerSpeeds: [
        { label: qsTr("As fast as yours"), ms: -1 },
        { label: qsTr("Fast"), ms: 80 },
        { label: qsTr("Instant"), ms: 0 },
    ]
    function labelOf(list, ms) {
        for (const speed of list)
            if (speed.ms === ms) return speed.label;
        return qsTr("Custom");
    }
    readonly property string current: labelOf(speeds, stepMs)

    text: qsTr("Speed: %1 ▾").arg(current)
    onClicked: menu.open()
    ToolTip.visible: hovered && !menu.visible
    ToolTip.text: qsTr("How fast the seeds travel")

    ThemedMenu {
        id: menu
        objectName: "speedMenu"
        y: button.height
        // The person's speeds are inserted first, above the computer's section.
        Instantiator {
            model: button.speeds
            delegate: ThemedMenuItem {
                required property var modelData
                text: modelData.label
                checkable: true
                checked: button.stepMs === modelData.ms
                onTriggered: button.picked(modelData.ms)
            }
            onObjectAdded: (index, item) => menu.insertItem(index, item)
            onObjectRemoved: (index, item) => menu.removeItem(item)
        }
        ThemedMenuSeparator { visible: button.showComputer; height: visible ? implicitHeight : 0 }
        ThemedMenuItem {
            text: qsTr("The computer's moves:")
            enabled: false
            visible: button.showComputer
            height: visible ? implicitHeight : 0
        }
        Instantiator {
            model: button.showComputer ? button.computerSpeeds : []
            delegate: ThemedMenuItem {
                required property var modelData
                objectName: "computerSpeed" + modelData.ms
                text: "   " + modelData.label
                checkable: true
                checked: button.computerStepMs === modelData.ms
                onTriggered: button.computerPicked(modelData.ms)
            }
            onObjectAdded: (index, item) => menu.addItem(item)
            onObjectRemoved: (index, item) => menu.removeItem(item)
        }
    }
}
