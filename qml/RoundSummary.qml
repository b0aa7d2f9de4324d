import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The summary of a round (or phase) that just ended: who won it and why,
// what each player captured, what was swept from the holes to him, what he
// owns now, the round wins, the holes out of play next round and who starts
// it. `summary` is GameController.roundSummary. It is shown at the round's
// end, before the board is refilled for the next round.
Popup {
    id: dialog

    property var summary: ({})
    property string southName: "South"
    property string northName: "North"
    // > 0 in a demo: the game goes on by itself after this long.
    property int autoContinueMs: 0

    readonly property var south: summary.south || {}
    readonly property var north: summary.north || {}

    function num(value) {
        return value === undefined ? "" : String(value);
    }

    function nameOf(side) {
        return side === "north" ? northName : southName;
    }

    modal: true
    focus: true
    anchors.centerIn: Overlay.overlay
    padding: 28
    closePolicy: Popup.CloseOnEscape

    background: Rectangle {
        radius: 18
        color: "#f22b1a0e"
        border.color: "#f2c14e"
        border.width: 2
    }

    contentItem: ColumnLayout {
        spacing: 14

        Label {
            text: qsTr("Round %1 is over").arg(dialog.summary.round || 1)
            color: "#f2c14e"
            font.pixelSize: 30
            font.bold: true
            Layout.alignment: Qt.AlignHCenter
        }
        Label {
            text: (dialog.summary.winner === "draw" ? qsTr("A drawn round")
                   : dialog.summary.winner ? qsTr("%1 wins the round").arg(dialog.nameOf(dialog.summary.winner))
                   : "") + (dialog.summary.reason ? qsTr(": %1.").arg(dialog.summary.reason) : ".")
            color: "#fbeedb"
            font.pixelSize: 17
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

            Cell { text: qsTr("Captured in the round"); leading: true }
            Cell { text: dialog.num(dialog.south.captured) }
            Cell { text: dialog.num(dialog.north.captured) }

            Cell { text: qsTr("Swept from own holes"); leading: true }
            Cell { text: dialog.num(dialog.south.swept) }
            Cell { text: dialog.num(dialog.north.swept) }

            Cell { text: qsTr("Seeds owned"); leading: true; bold: true }
            Cell { text: dialog.num(dialog.south.owned); bold: true }
            Cell { text: dialog.num(dialog.north.owned); bold: true }

            Cell { text: qsTr("Rounds won"); leading: true }
            Cell { text: dialog.num(dialog.south.roundWins) }
            Cell { text: dialog.num(dialog.north.roundWins) }

            Cell { text: qsTr("Holes out of play next round"); leading: true; visible: !dialog.summary.gameOver }
            Cell { text: dialog.num(dialog.south.outOfPlay); visible: !dialog.summary.gameOver }
            Cell { text: dialog.num(dialog.north.outOfPlay); visible: !dialog.summary.gameOver }
        }

        Label {
            visible: !dialog.summary.gameOver
            text: dialog.summary.nextToMove === "both"
                  ? qsTr("Next round: both refill their holes and choose together.")
                  : qsTr("Both players refill their holes from their stores; %1 starts the next round.")
                        .arg(dialog.nameOf(dialog.summary.nextToMove))
            color: "#e8d6bd"
            font.pixelSize: 15
            wrapMode: Text.WordWrap
            Layout.maximumWidth: 560
            Layout.alignment: Qt.AlignHCenter
        }

        Label {
            visible: dialog.autoContinueMs > 0
            text: qsTr("The demo goes on by itself in %1 seconds.").arg(Math.round(dialog.autoContinueMs / 1000))
            color: "#b89a76"
            font.pixelSize: 13
            Layout.alignment: Qt.AlignHCenter
        }

        Button {
            id: goOn
            objectName: "summaryClose"
            text: dialog.summary.gameOver ? qsTr("See the result") : qsTr("Refill and play on")
            Layout.alignment: Qt.AlignHCenter
            focus: true
            onClicked: dialog.close()
            Keys.onReturnPressed: dialog.close()
            Keys.onEnterPressed: dialog.close()
        }
    }

    onOpened: goOn.forceActiveFocus()

    component Head: Label {
        color: "#f2c14e"
        font.pixelSize: 17
        font.bold: true
        horizontalAlignment: Text.AlignHCenter
        Layout.alignment: Qt.AlignHCenter
    }
    component Cell: Label {
        property bool leading: false
        property bool bold: false
        color: "#fbeedb"
        font.pixelSize: 16
        font.bold: bold
        Layout.alignment: leading ? Qt.AlignLeft : Qt.AlignHCenter
    }
}
