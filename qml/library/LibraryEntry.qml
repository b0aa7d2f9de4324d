import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// One game of the library as a row: the game and its players, the result,
// date and length, and what can be done with it (a finished game is
// replayed or reviewed, an unfinished one resumed; any can be exported or
// deleted). A file that cannot be read says why and can only be deleted.
Rectangle {
    id: entry

    required property int index
    required property string entryId
    required property string game
    required property string players
    required property string result
    required property string date
    required property string length
    required property bool finished
    required property bool readable
    // The review page comes from another part of the app; shown once it is there.
    property bool canReview: false

    signal replayRequested(string entryId)
    signal resumeRequested(string entryId)
    signal reviewRequested(string entryId)
    signal exportRequested(string entryId)
    signal deleteRequested(string entryId)
    // Tab reached one of the row's buttons (the list scrolls the row into view).
    signal focusEntered()

    implicitHeight: row.implicitHeight + 2 * Theme.spacing
    radius: Theme.radius
    color: hover.hovered ? Theme.cardHover : Theme.card
    border.color: Theme.borderFaint

    HoverHandler { id: hover }

    // The buttons beside the text, or under it when the row is too narrow
    // for both (a narrow window, large text).
    GridLayout {
        id: row
        anchors.fill: parent
        anchors.margins: Theme.spacing
        columnSpacing: Theme.spacing
        rowSpacing: Theme.spacingSmall
        columns: width < actions.implicitWidth + 16 * Theme.fontBody ? 1 : 2

        ColumnLayout {
            Layout.fillWidth: true
            spacing: 2
            Label {
                Layout.fillWidth: true
                text: entry.readable ? qsTr("%1 · %2").arg(entry.game).arg(entry.players) : entry.game
                color: Theme.text
                font.bold: true
                // Narrow windows wrap the line rather than cut who played.
                wrapMode: Text.WordWrap
            }
            Label {
                Layout.fillWidth: true
                text: entry.readable ? qsTr("%1 · %2 · %3").arg(entry.result).arg(entry.date).arg(entry.length)
                                     : entry.result
                color: !entry.readable ? Theme.danger : entry.finished ? Theme.textSoft : Theme.accentSoft
                font.pixelSize: Theme.fontSmall + 1
                wrapMode: Text.WordWrap
            }
        }
        RowLayout {
            id: actions
            spacing: Theme.spacing
            Layout.alignment: Qt.AlignRight | Qt.AlignVCenter
            RowButton {
                objectName: "replayButton"
                visible: entry.readable && entry.finished
                text: qsTr("Replay")
                highlighted: true
                onClicked: entry.replayRequested(entry.entryId)
            }
            RowButton {
                objectName: "resumeButton"
                visible: entry.readable && !entry.finished
                text: qsTr("Resume")
                highlighted: true
                onClicked: entry.resumeRequested(entry.entryId)
            }
            RowButton {
                objectName: "reviewButton"
                visible: entry.readable && entry.finished && entry.canReview
                text: qsTr("Review")
                onClicked: entry.reviewRequested(entry.entryId)
            }
            RowButton {
                objectName: "exportButton"
                visible: entry.readable
                text: qsTr("Export…")
                onClicked: entry.exportRequested(entry.entryId)
            }
            RowButton {
                objectName: "deleteButton"
                text: qsTr("Delete")
                onClicked: entry.deleteRequested(entry.entryId)
            }
        }
    }

    // A button of the row, which says when Tab reaches it.
    component RowButton: ThemedButton {
        onActiveFocusChanged: if (activeFocus) entry.focusEntered()
    }
}
