import QtQuick
import QtQuick.Controls

// How fast moves are animated: milliseconds a seed takes from pit to pit.
// It shows `stepMs` and says which speed was picked; the owner keeps it.
// Given a width, it wraps within it; its buttons keep their width when
// chosen, so a choice never moves them.
Flow {
    id: selector

    property int stepMs: 220

    signal picked(int ms)

    readonly property var speeds: [
        { label: qsTr("Slow"), ms: 520 },
        { label: qsTr("Normal"), ms: 220 },
        { label: qsTr("Fast"), ms: 80 },
        { label: qsTr("Instant"), ms: 0 },
    ]

    spacing: 4

    Repeater {
        model: selector.speeds
        delegate: ChoiceButton {
            required property var modelData
            text: modelData.label
            checked: selector.stepMs === modelData.ms
            onClicked: selector.picked(modelData.ms)
        }
    }
}
