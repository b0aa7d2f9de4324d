import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// The summary of a round (or phase) that just ended: who won it and why,
// what each player captured, what was swept from their holes to them, what
// they own now, the round wins, the holes out of play next round and who
// starts it. `summary` is GameSession.roundSummary. It is shown at the
// round's end, before the board is refilled for the next round.
Popup {
    id: dialog

    property var summary: ({})
    property string southName: "South"
    property string northName: "North"
    // > 0 in a demo: the game goes on by itself after this long.
    property int autoContinueMs: 0

    // Three cells a row: its label, South's figure, North's.
    readonly property var rows: summary.rows || []

    function num(value) {
        return value === undefined ? "" : String(value);
    }

    modal: true
    focus: true
    anchors.centerIn: Overlay.overlay
    padding: 28
    closePolicy: Popup.CloseOnEscape

    Overlay.modal: Rectangle { color: Theme.scrim }

    background: Rectangle {
        radius: Theme.radiusLarge + 2
        color: Theme.popup
        border.color: Theme.accent
        border.width: 2
    }

    contentItem: ColumnLayout {
        spacing: 14

        // The texts and figures come whole from the summary (roundsummary.h):
        // a round's end has its table; three-row's race has only the seeds
        // in each player's holes, and no winner.
        Label {
            objectName: "summaryTitle"
            text: dialog.summary.title || ""
            color: Theme.accent
            font.pixelSize: Theme.fontHuge
            font.bold: true
            Layout.alignment: Qt.AlignHCenter
        }
        Label {
            objectName: "summaryHeadline"
            visible: text !== ""
            text: dialog.summary.headline || ""
            color: Theme.text
            font.pixelSize: Theme.fontLarge
            wrapMode: Text.WordWrap
            Layout.maximumWidth: 560
            Layout.alignment: Qt.AlignHCenter
        }

        GridLayout {
            columns: 3
            columnSpacing: 36
            rowSpacing: 6
            Layout.alignment: Qt.AlignHCenter

            Item { width: 1; height: 1 }
            Head { text: dialog.southName }
            Head { text: dialog.northName }

            Repeater {
                model: dialog.rows.length * 3
                delegate: Cell {
                    required property int index
                    readonly property var row: dialog.rows[Math.floor(index / 3)]
                    readonly property int column: index % 3
                    text: column === 0 ? row.label : dialog.num(column === 1 ? row.south : row.north)
                    leading: column === 0
                    bold: row.bold === true
                }
            }
        }

        Label {
            objectName: "summaryNext"
            visible: text !== ""
            text: dialog.summary.next || ""
            color: Theme.textBody
            font.pixelSize: Theme.fontBody
            wrapMode: Text.WordWrap
            Layout.maximumWidth: 560
            Layout.alignment: Qt.AlignHCenter
        }

        Label {
            visible: dialog.autoContinueMs > 0
            text: qsTr("The demo goes on by itself in %1 seconds.").arg(Math.round(dialog.autoContinueMs / 1000))
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
            Layout.alignment: Qt.AlignHCenter
        }

        ThemedButton {
            id: goOn
            large: true
            highlighted: true
            objectName: "summaryClose"
            text: dialog.summary.gameOver ? qsTr("See the result") : qsTr("Refill and play on")
            Layout.alignment: Qt.AlignHCenter
            focus: true
            onClicked: dialog.close()
        }
    }

    onOpened: goOn.forceActiveFocus()

    component Head: Label {
        color: Theme.accent
        font.pixelSize: Theme.fontLarge
        font.bold: true
        horizontalAlignment: Text.AlignHCenter
        Layout.alignment: Qt.AlignHCenter
    }
    component Cell: Label {
        property bool leading: false
        property bool bold: false
        color: Theme.text
        font.pixelSize: Theme.fontBody
        font.bold: bold
        Layout.alignment: leading ? Qt.AlignLeft : Qt.AlignHCenter
    }
}
