import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// The replay view's controls under the board. The first row goes by moves:
// back to the start, one move back, play or pause, one move on, to the end,
// a slider over every move (dragging it shows each position at once) and
// the move number. The second goes inside a move, step by step (each lap of
// a relay, each capture, pasu, burnt hole, refill: docs/replay.md), with the
// caption of the step shown or of the event being animated; then the speed
// and "Play from here", which asks the player their side (PlayFromHereDialog)
// and starts a new game from the position shown. A narrow bar puts these two
// on a third row.
// Every position and board comes from the game session and the rules core.
// Keys (on the play page): Space pauses (holding a move mid-sowing) or plays,
// Left/Right one step, Shift+Left/Right one move, Home/End.
Rectangle {
    id: bar

    required property ReplayController replay
    // The seeds' speed (ms a pit), kept by the owner.
    property int stepMs: 220

    signal closeRequested()
    signal speedPicked(int ms)
    // A new game from the position shown has started.
    signal playStarted()

    readonly property ReplayFrame frame: replay.frame
    // Too narrow for the two rows to hold every control at their ease.
    readonly property bool narrow: width < 900

    implicitHeight: column.implicitHeight + 20
    radius: Theme.radius + 4
    color: Theme.surface
    border.color: Theme.borderStrong

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: 10
        spacing: 8

        RowLayout {
            id: moveRow
            Layout.fillWidth: true
            spacing: 6

            BarButton {
                objectName: "replayStart"
                text: bar.narrow ? "«" : qsTr("« Start")
                Accessible.name: qsTr("« Start")
                enabled: bar.replay.shown > 0 || bar.frame.shown
                onClicked: bar.replay.seek(0)
                ToolTip.visible: hovered
                ToolTip.text: qsTr("To the start (Home)")
            }
            BarButton {
                objectName: "replayBack"
                text: bar.narrow ? "‹" : qsTr("‹ Move")
                Accessible.name: qsTr("‹ Move")
                enabled: bar.replay.shown > 0 || bar.frame.shown
                onClicked: bar.replay.stepBack()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("One move back (Shift+Left)")
            }
            BarButton {
                id: playPause
                objectName: "replayPlayPause"
                readonly property string words: bar.replay.playing ? qsTr("❚❚ Pause") : qsTr("▶ Play")
                text: bar.narrow ? (bar.replay.playing ? "❚❚" : "▶") : words
                Accessible.name: words
                // As wide as its wider word, so it neither jumps nor elides.
                TextMetrics { id: widerWord; font: playPause.font; text: bar.narrow ? "❚❚" : qsTr("❚❚ Pause") }
                Layout.preferredWidth: Math.ceil(widerWord.advanceWidth) + playPause.leftPadding
                                       + playPause.rightPadding + 4
                onClicked: bar.replay.togglePause()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Play or pause, even in the middle of a move (Space)")
            }
            BarButton {
                objectName: "replayForward"
                text: bar.narrow ? "›" : qsTr("Move ›")
                Accessible.name: qsTr("Move ›")
                enabled: bar.replay.shown < bar.replay.length
                onClicked: bar.replay.stepForward()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("One move on (Shift+Right)")
            }
            BarButton {
                objectName: "replayEnd"
                text: bar.narrow ? "»" : qsTr("End »")
                Accessible.name: qsTr("End »")
                enabled: bar.replay.shown < bar.replay.length
                onClicked: bar.replay.seek(bar.replay.length)
                ToolTip.visible: hovered
                ToolTip.text: qsTr("To the last move (End)")
            }

            ThemedSlider {
                id: slider
                objectName: "replaySlider"
                Accessible.name: qsTr("Move of the replay")
                Layout.fillWidth: true
                Layout.minimumWidth: 60
                from: 0
                to: Math.max(1, bar.replay.length)
                stepSize: 1
                snapMode: Slider.SnapAlways
                focusPolicy: Qt.NoFocus
                // Each position is shown at once while the handle moves.
                onMoved: bar.replay.seek(Math.round(value))
            }
            // Follows the move shown, except under the player's hand (a
            // plain binding would break at the first drag).
            Binding {
                target: slider
                property: "value"
                value: bar.replay.shown
                when: !slider.pressed
            }

            Label {
                objectName: "replayMoveNumber"
                // Inside a move, that move (the step is named beside the caption).
                text: qsTr("Move %1 of %2").arg(bar.replay.shown + (bar.frame.shown ? 1 : 0))
                                           .arg(bar.replay.length)
                color: Theme.text
                font.pixelSize: Theme.fontBody
                font.bold: true
                Layout.minimumWidth: 110
            }
            BarButton {
                objectName: "replayClose"
                text: qsTr("Close replay")
                onClicked: bar.closeRequested()
            }
        }

        RowLayout {
            id: stepRow
            Layout.fillWidth: true
            spacing: 6

            BarButton {
                objectName: "replayStepBack"
                text: qsTr("‹ Step")
                enabled: bar.replay.shown > 0 || bar.frame.shown
                onClicked: bar.replay.stepEventBack()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("One step back inside the move: a lap, a capture (Left)")
            }
            // What the step shown does; the step's number inside its move.
            Rectangle {
                Layout.fillWidth: true
                Layout.preferredHeight: Math.ceil(captionMetrics.lineSpacing * 2) + 8
                radius: Theme.radius - 2
                color: Theme.surfaceSunken
                border.color: Theme.border
                RowLayout {
                    anchors.fill: parent
                    anchors.leftMargin: 10
                    anchors.rightMargin: 10
                    spacing: 8
                    Label {
                        objectName: "replayStepNumber"
                        visible: bar.frame.shown
                        text: qsTr("Step %1 of %2").arg(bar.frame.step).arg(bar.frame.steps)
                        color: Theme.accentSoft
                        font.pixelSize: Theme.fontSmall
                        font.bold: true
                    }
                    Label {
                        id: captionLabel
                        objectName: "replayCaption"
                        Layout.fillWidth: true
                        text: bar.frame.caption !== "" ? bar.frame.caption
                              : qsTr("Step through a move to see each lap, capture and refill named here.")
                        color: bar.frame.caption !== "" ? Theme.text : Theme.textDisabled
                        font.pixelSize: Theme.fontBody
                        font.italic: true
                        wrapMode: Text.WordWrap
                        maximumLineCount: 2
                        elide: Text.ElideRight
                        verticalAlignment: Text.AlignVCenter
                        HoverHandler { id: captionHover }
                        ToolTip.visible: captionHover.hovered && truncated
                        ToolTip.text: text
                    }
                }
                FontMetrics { id: captionMetrics; font.pixelSize: Theme.fontBody }
            }
            BarButton {
                objectName: "replayStepForward"
                text: qsTr("Step ›")
                enabled: bar.replay.shown < bar.replay.length
                onClicked: bar.replay.stepEventForward()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("One step on inside the move: a lap, a capture (Right)")
            }
            SpeedMenuButton {
                objectName: "replaySpeed"
                parent: bar.narrow ? actionRow : stepRow
                stepMs: bar.stepMs
                onPicked: (ms) => bar.speedPicked(ms)
            }
            BarButton {
                id: playHere
                objectName: "replayPlayHere"
                parent: bar.narrow ? actionRow : stepRow
                text: qsTr("Play from here…")
                onClicked: {
                    playHereDialog.toMove = bar.replay.toMove;
                    playHereDialog.open();
                }
                ToolTip.visible: hovered
                ToolTip.text: qsTr("A new game from the position shown: you choose your side")
            }
        }
        // Under a narrow bar (the play page at 1024x640 beside the move
        // list) the moves' buttons show their signs only (their words in the
        // tooltip and to screen readers), and the speed and "Play from here"
        // get a row of their own instead of squeezing the caption.
        RowLayout {
            id: actionRow
            visible: bar.narrow
            Layout.fillWidth: true
            Layout.alignment: Qt.AlignRight
            spacing: 6
            Item { Layout.fillWidth: true }
        }
    }

    PlayFromHereDialog {
        id: playHereDialog
        onChosen: (person, level) => {
            if (bar.replay.playFromHere(person, level)) bar.playStarted();
        }
    }
}
