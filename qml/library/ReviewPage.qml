import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// The engine's review of a finished game (ReviewSession): while the engine
// works, a progress bar and Cancel; then the value of the game over its
// moves (a graph: click a point to look at that position), the moves with
// their classes, each player's totals, and the board at the position looked
// at with the move played glowing and the engine's best move drawn as an
// arrow, its sowing previewed; and "Practise your mistakes": the people's
// mistakes and blunders as puzzles (practiseRequested, which Main.qml takes
// to the puzzle page). Keys: Left/Right (or Up/Down) a position back or on,
// Home/End, Esc goes back.
Page {
    id: page

    // The game, as a record (GameSession.recordText(), a library entry).
    required property string recordText
    readonly property alias review: review

    signal backRequested()
    // The puzzle file (text) of the mistakes and blunders to practise.
    signal practiseRequested(string puzzleFileText)

    title: review.gameName !== "" ? qsTr("Review of %1").arg(review.gameName) : qsTr("Review")
    background: PageBackground {}
    focus: true

    // A class's colour; the class is always written beside it too.
    readonly property var classColours: ({
        best: Theme.success,
        good: Theme.successDark,
        inaccuracy: Theme.accent,
        mistake: Theme.warning,
        blunder: Theme.danger,
        simultaneous: Theme.textMuted
    })
    // The board's height for its width, measured once the game is known (a
    // binding on preferredHeight loops through the art's layout).
    property real boardRatio: 0.4

    ReviewSession {
        id: review
        onGameChanged: Qt.callLater(() => { page.boardRatio = board.preferredHeight(1000) / 1000; })
    }
    Component.onCompleted: review.start(recordText)
    // Leaving mid-review stops the engine at once.
    Component.onDestruction: review.cancel()

    StackView.onActivated: forceActiveFocus()
    Keys.onPressed: (event) => {
        const done = review.state === ReviewSession.Done;
        switch (event.key) {
        case Qt.Key_Escape: page.backRequested(); break;
        case Qt.Key_Left:
        case Qt.Key_Up: if (done) review.select(review.selected - 1); break;
        case Qt.Key_Right:
        case Qt.Key_Down: if (done) review.select(review.selected + 1); break;
        case Qt.Key_Home: if (done) review.select(0); break;
        case Qt.Key_End: if (done) review.select(review.total); break;
        default: return;
        }
        event.accepted = true;
    }

    header: PageHeader {
        BarButton {
            objectName: "reviewBack"
            text: qsTr("‹ Back")
            onClicked: page.backRequested()
        }
        PageTitle {
            text: page.title
            Layout.fillWidth: true
        }
        Label {
            // A node budget, not a time: the same game reads the same each time.
            text: qsTr("Master, %1 positions a move")
                  .arg(Number(review.nodesPerPosition).toLocaleString(Qt.locale(), "f", 0))
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
            Layout.rightMargin: Theme.spacingSmall
        }
    }

    // While the engine works, when cancelled, or when the game is unreadable.
    ColumnLayout {
        objectName: "reviewProgressPanel"
        visible: review.state !== ReviewSession.Done
        anchors.centerIn: parent
        width: Math.min(parent.width - 48, 520)
        spacing: Theme.spacingLarge

        Label {
            text: review.state === ReviewSession.Running
                  ? qsTr("The engine is reviewing the game: move %1 of %2").arg(review.done).arg(review.total)
                  : review.state === ReviewSession.Cancelled ? qsTr("The review was cancelled.")
                  : review.error
            color: Theme.text
            font.pixelSize: Theme.fontTitle
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
            Layout.fillWidth: true
        }
        ProgressBar {
            id: progress
            objectName: "reviewProgress"
            visible: review.state === ReviewSession.Running
            from: 0
            to: Math.max(1, review.total)
            value: review.done
            Layout.fillWidth: true
            background: Rectangle {
                implicitHeight: 10
                radius: 5
                color: Theme.surfaceSunken
                border.color: Theme.border
            }
            contentItem: Item {
                implicitHeight: 10
                Rectangle {
                    width: progress.visualPosition * parent.width
                    height: parent.height
                    radius: 5
                    color: Theme.accent
                }
            }
        }
        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            spacing: Theme.spacingSmall
            ThemedButton {
                objectName: "reviewCancel"
                visible: review.state === ReviewSession.Running
                text: qsTr("Cancel")
                onClicked: review.cancel()
            }
            ThemedButton {
                objectName: "reviewAgain"
                visible: review.state === ReviewSession.Cancelled
                text: qsTr("Review again")
                highlighted: true
                onClicked: review.start(page.recordText)
            }
            ThemedButton {
                visible: review.state !== ReviewSession.Running
                text: qsTr("Back")
                onClicked: page.backRequested()
            }
        }
    }

    RowLayout {
        id: reviewView
        objectName: "reviewView"
        visible: review.state === ReviewSession.Done
        anchors.fill: parent
        anchors.margins: 12
        spacing: 12

        // The graph on top, the sentence and legend at the bottom at their
        // wrapped height, the board between: anchors, since a layout placed
        // wrapped text by its height at another width (over the next line).
        Item {
            id: leftColumn
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredWidth: 200

            ReviewGraph {
                id: graph
                objectName: "reviewGraph"
                values: review.values
                valueScale: review.valueScale
                kinds: review.kinds
                classColours: page.classColours
                selected: review.selected
                anchors { left: parent.left; right: parent.right; top: parent.top }
                height: Math.max(110, Math.min(220, page.height * 0.24))
                onPicked: (position) => review.select(position)
            }

            Item {
                id: boardArea
                anchors { left: parent.left; right: parent.right; top: graph.bottom
                          bottom: caption.top; topMargin: 8; bottomMargin: 8 }

                Board {
                    id: board
                    objectName: "reviewBoard"
                    feed: review.board.feed
                    interactive: false
                    muted: true
                    highlighted: review.playedPlace >= 0 ? [review.playedPlace] : []
                    pinnedPreview: review.bestPreview.valid ? review.bestPreview : null
                    width: Math.min(boardArea.width, boardArea.height / page.boardRatio)
                    height: width * page.boardRatio
                    anchors.centerIn: parent
                }
                // The best move: from its hole to where its last seed lands.
                LessonArrows {
                    anchors.fill: board
                    board: board
                    arrows: review.bestPreview.valid && review.bestPreview.lastPlace !== review.bestPlace
                            ? [{ from: review.bestPlace, to: review.bestPreview.lastPlace }] : []
                }
            }

            Column {
                id: caption
                anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
                spacing: 8
                Label {
                    objectName: "selectedText"
                    width: parent.width
                    text: review.selectedText
                    color: Theme.textBody
                    font.pixelSize: Theme.fontBody
                    wrapMode: Text.WordWrap
                }
                Label {
                    width: parent.width
                    text: qsTr("Glow: the move played. Arrow and shaded pits: the engine's best move and its sowing.")
                    color: Theme.textFaint
                    font.pixelSize: Theme.fontSmall
                    wrapMode: Text.WordWrap
                }
            }
        }

        ColumnLayout {
            Layout.preferredWidth: Math.max(380, Math.min(470, page.width * 0.34))
            Layout.maximumWidth: Layout.preferredWidth
            Layout.fillHeight: true
            spacing: 8

            ThemedButton {
                objectName: "practiseMistakes"
                visible: review.practiceCount > 0
                text: qsTr("Practise your mistakes (%1)").arg(review.practiceCount)
                highlighted: true
                Layout.fillWidth: true
                onClicked: page.practiseRequested(review.practicePuzzles())
            }
            ReviewTotals {
                totals: review.totals
                classColours: page.classColours
                Layout.fillWidth: true
            }
            ReviewMoveList {
                moves: review.moves
                classColours: page.classColours
                selected: review.selected
                Layout.fillWidth: true
                Layout.fillHeight: true
                onPicked: (position) => review.select(position)
            }
        }
    }
}
