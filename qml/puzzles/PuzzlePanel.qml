import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// Under the board: what the page says about the last move (right, wrong and
// why, the hint), the puzzle's themes once they may be shown, and the
// buttons: Hint, Take back, Show the answer, Next puzzle.
Rectangle {
    id: panel

    required property PuzzleSession session
    readonly property int phase: session.phase
    readonly property PuzzleCard puzzle: session.puzzle
    // Grows a little with the panel (1024x640 to 1920x1080), and with the
    // text scale once (the panel's own height already follows it).
    readonly property int textSize: Theme.scaled(Math.max(16, Math.min(20, height / Theme.textScale * 0.12)))
    // The practice set has a puzzle after this one.
    readonly property bool morePractice: session.practising
                                         && session.practiceIndex + 1 < session.puzzleCount

    radius: Theme.radius
    color: Theme.surface
    border.color: Theme.border

    function instruction() {
        switch (panel.phase) {
        case PuzzleSession.AwaitingMove:
            //: %1 the keys that play a hole ("1–6", three-row's "A–I").
            return qsTr("Your move: click a hole, or press its key (%1).").arg(panel.session.feed.board.holeKeys);
        case PuzzleSession.Answering: return qsTr("Watch the board…");
        case PuzzleSession.Refuting:
            return panel.session.thinking ? qsTr("The engine looks for the answer…") : qsTr("Watch the board…");
        case PuzzleSession.Wrong: return qsTr("Take the move back and try again.");
        case PuzzleSession.Solved:
            return panel.session.practising && !panel.morePractice ? qsTr("That was the last of the set.") : "";
        default: return "";
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 6

        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            Label {
                objectName: "themesText"
                visible: panel.puzzle.themes.length > 0
                text: qsTr("Themes: %1").arg(panel.puzzle.themes.join(", "))
                color: Theme.accentSoft
                font.pixelSize: Theme.fontSmall
                font.bold: true
            }
            Label {
                objectName: "instructionText"
                text: panel.instruction()
                color: Theme.accent
                font.pixelSize: Theme.fontSmall
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignRight
                elide: Text.ElideRight
            }
        }

        Flickable {
            id: textArea
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            contentHeight: texts.implicitHeight
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar { policy: ScrollBar.AsNeeded }
            ColumnLayout {
                id: texts
                width: textArea.width - 12
                spacing: 4
                Label {
                    objectName: "playedText"
                    visible: text !== ""
                    text: panel.puzzle.playedText
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    color: Theme.textBody
                    font.pixelSize: panel.textSize - 2
                }
                Label {
                    objectName: "feedbackText"
                    Layout.fillWidth: true
                    text: panel.session.feedback
                    wrapMode: Text.WordWrap
                    font.pixelSize: panel.textSize
                    lineHeight: 1.1
                    color: panel.session.feedbackTone === "right" ? Theme.successSoft
                         : panel.session.feedbackTone === "wrong" ? Theme.dangerSoft : Theme.text
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            BarButton {
                objectName: "hintButton"
                // H, or "?" where H names a hole (three-row).
                text: panel.puzzle.hintStage === 0 ? qsTr("Hint (%1)").arg(panel.session.feed.board.hintKey)
                                                   : qsTr("Show the hole (%1)").arg(panel.session.feed.board.hintKey)
                enabled: panel.session.canHint
                onClicked: panel.session.hint()
            }
            BarButton {
                objectName: "showAnswerButton"
                text: qsTr("Show the answer")
                enabled: panel.session.canShowAnswer
                onClicked: panel.session.showAnswer()
            }
            Item { Layout.fillWidth: true }
            BarButton {
                objectName: "takeBackButton"
                text: qsTr("Take back (Enter)")
                visible: panel.session.canTakeBack
                checked: true
                onClicked: panel.session.takeBack()
            }
            BarButton {
                objectName: "nextButton"
                text: panel.session.practising ? qsTr("Next in the set ›") : qsTr("Next puzzle (N) ›")
                visible: !panel.session.practising || panel.morePractice
                enabled: panel.phase !== PuzzleSession.Answering && panel.phase !== PuzzleSession.Refuting
                checked: panel.phase === PuzzleSession.Solved
                onClicked: panel.session.nextPuzzle()
            }
        }
    }
}
