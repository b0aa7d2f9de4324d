import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// The text of a lesson step, the verdict on the learner's answer and the
// buttons that move through the lesson.
Rectangle {
    id: panel

    required property LessonSession session
    readonly property int phase: session.phase
    readonly property bool busy: phase === LessonSession.Watching || phase === LessonSession.Judging
    readonly property LessonStep step: session.step
    // The step shows moves the learner has not watched yet: Watch leads.
    readonly property bool toWatch: session.canWatch && !step.watched
    // Text grows a little with the panel (1024x640 to 1920x1080 windows).
    readonly property int textSize: Theme.scaled(Math.max(16, Math.min(21, height * 0.075)))

    signal playRequested()
    signal puzzlesRequested()

    radius: Theme.radius
    color: Theme.surface
    border.color: Theme.border

    function instruction() {
        switch (panel.phase) {
        case LessonSession.AwaitingMove: return qsTr("Your move: click one of your holes.");
        case LessonSession.AwaitingPlace: return qsTr("Click the hole or store where the last seed will fall.");
        case LessonSession.Watching: return qsTr("Watch the board…");
        case LessonSession.Judging: return qsTr("Sowing…");
        case LessonSession.Reading: return panel.toWatch ? qsTr("Read, then click Watch to see it on the board.") : "";
        default: return "";
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 14
        spacing: 8

        RowLayout {
            Layout.fillWidth: true
            Label {
                objectName: "stepCounter"
                text: qsTr("Step %1 / %2").arg(panel.step.index + 1).arg(panel.step.count)
                color: Theme.accentMuted
                font.pixelSize: Theme.fontSmall
            }
            Label {
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
                spacing: 8
                Label {
                    objectName: "stepText"
                    Layout.fillWidth: true
                    text: panel.step.text
                    wrapMode: Text.WordWrap
                    color: Theme.text
                    font.pixelSize: panel.textSize
                    lineHeight: 1.15
                }
                Label {
                    objectName: "feedbackText"
                    Layout.fillWidth: true
                    visible: text !== ""
                    text: panel.session.feedback
                    wrapMode: Text.WordWrap
                    font.pixelSize: panel.textSize - 1
                    color: panel.session.feedbackTone === "right" ? Theme.successSoft
                         : panel.session.feedbackTone === "wrong" ? Theme.dangerSoft : Theme.textBody
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            BarButton {
                objectName: "previousButton"
                text: qsTr("◀ Back")
                enabled: panel.step.index > 0 && !panel.busy
                onClicked: panel.session.previous()
            }
            Item { Layout.fillWidth: true }
            BarButton {
                objectName: "watchButton"
                text: panel.step.watched ? qsTr("↻ Watch again") : qsTr("▶ Watch")
                visible: panel.session.canWatch
                checked: panel.toWatch
                onClicked: panel.session.watch()
            }
            BarButton {
                objectName: "showMeButton"
                text: qsTr("Show me")
                visible: panel.session.canShowMe
                onClicked: panel.session.showMe()
            }
            BarButton {
                objectName: "tryAgainButton"
                text: qsTr("Try again")
                visible: panel.phase === LessonSession.Wrong
                checked: true
                onClicked: panel.session.tryAgain()
            }
            // After the game's last lesson: its puzzles, or a real game.
            BarButton {
                objectName: "puzzlesButton"
                text: qsTr("Puzzles")
                visible: panel.session.lessonDone && panel.session.lastLesson
                onClicked: panel.puzzlesRequested()
            }
            BarButton {
                objectName: "playRealGameButton"
                text: qsTr("Play a real game against Novice")
                visible: panel.session.lessonDone && panel.session.lastLesson
                checked: true
                onClicked: panel.playRequested()
            }
            BarButton {
                objectName: "nextButton"
                text: panel.session.lessonDone ? qsTr("Next lesson ▶")
                    : panel.step.index + 1 === panel.step.count ? qsTr("Finish ✓")
                    : qsTr("Next ▶")
                visible: !(panel.session.lessonDone && panel.session.lastLesson)
                enabled: panel.session.canGoOn
                checked: panel.session.canGoOn && !panel.toWatch
                onClicked: panel.session.next()
            }
        }
    }
}
