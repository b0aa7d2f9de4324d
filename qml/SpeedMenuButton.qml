import QtQuick
import QtQml
import QtQuick.Controls

// The animation speed in one toolbar button: it names the speed and opens
// the four choices. Like SpeedSelector (the settings page's row), it shows
// `stepMs` and says which speed was picked; the owner keeps it.
BarButton {
    id: button

    property int stepMs: 220

    signal picked(int ms)

    readonly property var speeds: [
        { label: qsTr("Slow"), ms: 520 },
        { label: qsTr("Normal"), ms: 220 },
        { label: qsTr("Fast"), ms: 80 },
        { label: qsTr("Instant"), ms: 0 },
    ]
    readonly property string current: {
        for (const speed of speeds)
            if (speed.ms === stepMs) return speed.label;
        return qsTr("Custom");
    }

    text: qsTr("Speed: %1 ▾").arg(current)
    onClicked: menu.open()
    ToolTip.visible: hovered && !menu.visible
    ToolTip.text: qsTr("How fast the seeds travel")

    Menu {
        id: menu
        objectName: "speedMenu"
        y: button.height
        Instantiator {
            model: button.speeds
            delegate: MenuItem {
                required property var modelData
                text: modelData.label
                checkable: true
                checked: button.stepMs === modelData.ms
                onTriggered: button.picked(modelData.ms)
            }
            onObjectAdded: (index, item) => menu.insertItem(index, item)
            onObjectRemoved: (index, item) => menu.removeItem(item)
        }
    }
}
