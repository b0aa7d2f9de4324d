import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// Before a puzzle: the games that have puzzles (each with the player's
// rating and puzzles solved), and for the game chosen the player's record,
// today's puzzle and "Next puzzle".
Item {
    id: overview

    required property PuzzleSession session
    required property GameCatalog catalog

    signal gameChosen(string gameId)

    function nameOf(gameId) {
        const info = catalog.get(catalog.rowOf(gameId));
        return info && info.name ? info.name : gameId;
    }

    RowLayout {
        anchors.fill: parent
        spacing: Theme.spacingLarge

        // The games.
        ListView {
            id: gameList
            objectName: "puzzleGameList"
            Layout.fillHeight: true
            Layout.preferredWidth: Math.min(340, overview.width * 0.34)
            spacing: 6
            clip: true
            model: overview.session.games
            delegate: ItemDelegate {
                id: entry
                required property var modelData
                required property int index
                readonly property bool chosen: modelData.gameId === overview.session.gameId
                width: gameList.width
                focusPolicy: Qt.TabFocus
                Keys.onReturnPressed: clicked()
                Keys.onEnterPressed: clicked()
                onClicked: overview.gameChosen(modelData.gameId)
                background: Rectangle {
                    radius: Theme.radius
                    color: entry.chosen ? Theme.cardHover : entry.hovered ? Theme.cardHover : Theme.card
                    border.color: entry.activeFocus ? Theme.focus : entry.chosen ? Theme.accent : Theme.border
                    border.width: entry.chosen ? 2 : 1
                }
                contentItem: ColumnLayout {
                    spacing: 2
                    Label {
                        text: overview.nameOf(entry.modelData.gameId)
                        color: Theme.text
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                        Layout.fillWidth: true
                        elide: Text.ElideRight
                    }
                    Label {
                        text: qsTr("Rating %1 · %2 of %3 solved").arg(entry.modelData.rating)
                                  .arg(entry.modelData.solved).arg(entry.modelData.count)
                        color: Theme.textSoft
                        font.pixelSize: Theme.fontSmall
                        Layout.fillWidth: true
                        elide: Text.ElideRight
                    }
                }
            }
        }

        // The game chosen.
        Rectangle {
            Layout.fillWidth: true
            // As tall as its content, at most the page's (then it scrolls).
            Layout.alignment: Qt.AlignTop
            Layout.preferredHeight: Math.min(column.implicitHeight + 2 * details.anchors.margins,
                                             overview.height)
            radius: Theme.radiusLarge
            color: Theme.surface
            border.color: Theme.border

            // Scrolls when large text needs more than the window's height.
            Flickable {
                id: details
                anchors.fill: parent
                anchors.margins: Theme.spacingLarge + 8
                clip: true
                contentHeight: column.implicitHeight
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar { policy: ScrollBar.AsNeeded }

                ColumnLayout {
                    id: column
                    width: details.width
                    spacing: Theme.spacingLarge

                    Text {
                        text: overview.session.gameId === "" ? qsTr("Choose a game")
                              : qsTr("%1 puzzles").arg(overview.nameOf(overview.session.gameId))
                        color: Theme.textTitle
                        font.family: Theme.titleFamily
                        font.pixelSize: Theme.fontDisplay
                        font.bold: true
                        Layout.fillWidth: true
                        elide: Text.ElideRight
                    }
                    PuzzleStats {
                        session: overview.session
                        visible: overview.session.puzzleCount > 0
                    }
                    // The two ways into a puzzle, side by side or one above
                    // the other where there is no room.
                    Flow {
                        Layout.fillWidth: true
                        spacing: Theme.spacing
                        visible: overview.session.puzzleCount > 0
                        // In the Tab order, but a click leaves the keys with the
                        // page (Enter must not press a hidden button later).
                        ThemedButton {
                            objectName: "nextPuzzleButton"
                            focusPolicy: Qt.TabFocus
                            text: qsTr("Next puzzle ›")
                            highlighted: true
                            onClicked: overview.session.nextPuzzle()
                        }
                        ThemedButton {
                            objectName: "dailyButton"
                            focusPolicy: Qt.TabFocus
                            text: overview.session.progress.dailySolved ? qsTr("Today's puzzle ✓")
                                                                         : qsTr("Today's puzzle")
                            onClicked: overview.session.openDaily()
                        }
                    }
                    Text {
                        text: overview.session.loadError !== "" ? overview.session.loadError
                              : qsTr("Positions from real games where one move is clearly best, proven by the engine. Find it: a right move is answered as the line goes on, a wrong one is shown and taken back. Each solved puzzle raises your rating; a wrong move or a hint lowers it.")
                        color: Theme.textBody
                        font.pixelSize: Theme.fontBody
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                    Text {
                        objectName: "puzzleKeysText"
                        visible: overview.session.puzzleCount > 0
                        text: qsTr("Keys: N or Enter the next puzzle, D today's puzzle. In a puzzle: the hole's number plays it (or Left/Right and Enter), H a hint, Enter takes a wrong move back, Esc comes back here.")
                        color: Theme.textSoft
                        font.pixelSize: Theme.fontSmall
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                }
            }
        }
    }
}
