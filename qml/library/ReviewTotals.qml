import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// Each player's moves of each class and the seeds given away in all, side
// by side: a class per row (dot and word), South's and North's counts.
Rectangle {
    id: panel

    // ReviewSession.totals: [{side, name, best, good, …, seedsLost}, …].
    required property var totals
    required property var classColours

    readonly property var classes: [
        { id: "best", name: qsTr("Best") },
        { id: "good", name: qsTr("Good") },
        { id: "inaccuracy", name: qsTr("Inaccuracies") },
        { id: "mistake", name: qsTr("Mistakes") },
        { id: "blunder", name: qsTr("Blunders") }
    ]

    implicitHeight: grid.implicitHeight + 20
    // The counts' columns: as wide as the widest player's name, or three
    // digits, at the text size chosen.
    readonly property real countWidth: Math.max(Math.round(36 * Theme.textScale),
        ...panel.totals.map(t => Math.ceil(headMetrics.advanceWidth(t.name)) + 2))
    FontMetrics {
        id: headMetrics
        font.pixelSize: Theme.fontSmall
        font.bold: true
    }
    radius: Theme.radius + 2
    color: Theme.surfaceSunken
    border.color: Theme.border

    // A row a class: its dot and word, then South's and North's counts.
    ColumnLayout {
        id: grid
        objectName: "reviewTotals"
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: 10 }
        spacing: 2

        RowLayout {
            spacing: 10
            Label {
                text: qsTr("Moves by class")
                color: Theme.accentSoft
                font.pixelSize: Theme.fontBody
                font.bold: true
                Layout.fillWidth: true
                Layout.preferredWidth: 0  // wraps rather than pushing the counts out
                wrapMode: Text.WordWrap
            }
            Repeater {
                model: panel.totals
                Label {
                    required property var modelData
                    text: modelData.name
                    color: modelData.side === Side.North ? Theme.north : Theme.south
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                    horizontalAlignment: Text.AlignRight
                    Layout.preferredWidth: panel.countWidth
                }
            }
        }

        Repeater {
            model: panel.classes
            delegate: RowLayout {
                id: classRow
                required property var modelData
                spacing: 10
                Layout.fillWidth: true
                Rectangle {
                    width: 9
                    height: 9
                    radius: 4.5
                    color: panel.classColours[classRow.modelData.id]
                }
                Label {
                    text: classRow.modelData.name
                    color: panel.classColours[classRow.modelData.id]
                    font.pixelSize: Theme.fontSmall
                    Layout.fillWidth: true
                    Layout.preferredWidth: 0  // wraps rather than pushing the counts out
                    wrapMode: Text.WordWrap
                }
                Repeater {
                    model: panel.totals
                    Label {
                        required property var modelData
                        objectName: "total_" + (modelData.side === Side.North ? "north" : "south") + "_"
                                    + classRow.modelData.id
                        text: modelData[classRow.modelData.id]
                        color: Theme.text
                        font.pixelSize: Theme.fontSmall
                        horizontalAlignment: Text.AlignRight
                        Layout.preferredWidth: panel.countWidth
                    }
                }
            }
        }

        RowLayout {
            spacing: 10
            Label {
                text: qsTr("Seeds given away")
                color: Theme.textBody
                font.pixelSize: Theme.fontSmall
                Layout.fillWidth: true
                Layout.preferredWidth: 0  // wraps rather than pushing the counts out
                wrapMode: Text.WordWrap
            }
            Repeater {
                model: panel.totals
                Label {
                    required property var modelData
                    objectName: "total_" + (modelData.side === Side.North ? "north" : "south") + "_seedsLost"
                    text: modelData.seedsLost
                    color: Theme.text
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                    horizontalAlignment: Text.AlignRight
                    Layout.preferredWidth: panel.countWidth
                }
            }
        }
    }
}
