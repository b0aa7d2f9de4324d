import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Cowrie

// The library: every game played, newest first, filtered by game and by
// opponent, with the statistics against the computer beside them. A
// finished game is replayed (or reviewed), an unfinished one resumed; any
// game can be exported to a file or deleted (after asking), and a record
// file imported. What goes wrong (a file that cannot be read or written) is
// said in words under the list.
Page {
    id: page

    title: qsTr("Library")

    property alias library: library
    property alias list: list

    signal backRequested()
    // Open the recorded game `text` (entry `entryId`) on the play page.
    signal openRequested(string text, string entryId)
    signal reviewRequested(string text)

    // Whether the app has a review page (Main.qml sets it).
    property bool canReview: false

    Keys.onEscapePressed: page.backRequested()
    Component.onCompleted: list.forceActiveFocus()
    // Back from a game: what it changed shows.
    StackView.onActivated: library.reload()

    background: PageBackground {}

    LibraryModel { id: library }

    header: PageHeader {
        BarButton { text: qsTr("‹ Back"); onClicked: page.backRequested() }
        PageTitle { text: qsTr("Library") }
        Item { Layout.fillWidth: true }
        BarButton {
            objectName: "importButton"
            text: qsTr("Import…")
            onClicked: importDialog.open()
        }
    }

    function open(entryId) {
        const text = library.recordText(entryId);
        if (text !== "") page.openRequested(text, entryId);
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.pageMargin
        spacing: Theme.spacingLarge

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.spacing

            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.spacing
                ComboBox {
                    id: gameFilter
                    objectName: "gameFilter"
                    Layout.preferredWidth: 220
                    textRole: "name"
                    valueRole: "gameId"
                    model: [{ gameId: "", name: qsTr("All games") }].concat(library.games)
                    onActivated: library.gameFilter = currentValue
                }
                ComboBox {
                    id: opponentFilter
                    objectName: "opponentFilter"
                    Layout.preferredWidth: 240
                    model: [qsTr("All opponents")].concat(library.opponents)
                    onActivated: (row) => library.opponentFilter = row === 0 ? "" : currentText
                }
                Label {
                    Layout.fillWidth: true
                    text: library.count === 1 ? qsTr("1 game") : qsTr("%n games", "", library.count)
                    color: Theme.textMuted
                    horizontalAlignment: Text.AlignRight
                    elide: Text.ElideLeft
                }
            }

            ListView {
                id: list
                objectName: "libraryList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                spacing: Theme.spacingSmall
                model: library
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar {}
                delegate: LibraryEntry {
                    width: ListView.view.width - 12
                    canReview: page.canReview
                    onFocusEntered: list.positionViewAtIndex(index, ListView.Contain)
                    onReplayRequested: (id) => page.open(id)
                    onResumeRequested: (id) => page.open(id)
                    onReviewRequested: (id) => {
                        const text = library.recordText(id);
                        if (text !== "") page.reviewRequested(text);
                    }
                    onExportRequested: (id) => {
                        exportDialog.entryId = id;
                        exportDialog.open();
                    }
                    onDeleteRequested: (id) => {
                        deleteDialog.entryId = id;
                        deleteDialog.open();
                    }
                }
                Label {
                    anchors.centerIn: parent
                    width: parent.width - 2 * Theme.spacingHuge
                    visible: list.count === 0
                    text: library.total === 0
                          ? qsTr("No games yet. Every game you play is kept here, finished or not.")
                          : qsTr("No game matches these filters.")
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontLarge
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                }
            }

            Label {
                objectName: "libraryMessage"
                Layout.fillWidth: true
                visible: library.message !== ""
                text: library.message
                color: library.messageIsError ? Theme.danger : Theme.successSoft
                wrapMode: Text.WordWrap
            }
        }

        LibraryStats {
            objectName: "libraryStats"
            Layout.preferredWidth: Math.max(implicitWidth, (page.width >= 1400 ? 420 : page.width >= 1200 ? 360 : 320) * Theme.textScale)
            Layout.alignment: Qt.AlignTop
            Layout.fillHeight: true
            Layout.maximumHeight: implicitHeight
            rows: library.statistics
        }
    }

    ThemedDialog {
        id: deleteDialog
        objectName: "deleteDialog"
        property string entryId: ""
        title: qsTr("Delete this game?")
        standardButtons: Dialog.Yes | Dialog.No
        onAccepted: library.remove(entryId)
        ColumnLayout {
            anchors.fill: parent
            DialogText { text: qsTr("The game is removed from the library for good.") }
        }
    }

    FileDialog {
        id: exportDialog
        objectName: "exportDialog"
        property string entryId: ""
        title: qsTr("Export the game")
        fileMode: FileDialog.SaveFile
        // Qt 6.4's own dialog says "Open" whatever its mode.
        acceptLabel: qsTr("Export")
        defaultSuffix: "json"
        nameFilters: [qsTr("Cowrie game records (*.json)")]
        onAccepted: library.exportTo(entryId, selectedFile)
    }
    FileDialogMends { dialog: exportDialog }

    FileDialog {
        id: importDialog
        title: qsTr("Import a game")
        fileMode: FileDialog.OpenFile
        acceptLabel: qsTr("Import")
        nameFilters: [qsTr("Cowrie game records (*.json)"), qsTr("All files (*)")]
        onAccepted: library.importFrom(selectedFile)
    }
    FileDialogMends { dialog: importDialog }
}
