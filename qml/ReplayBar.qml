import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// The replay view's controls under the board: back to the start, one move
// back, play or pause, one move on, to the end, a slider over every move
// (dragging it shows each position at once), the move number and the list
// of moves (a click jumps there). Every position comes from the game session.
// Keys (on the play page): Space plays or pauses, Left/Right step, Home/End.
Rectangle {
    id: bar

    required property ReplayController replay

    signal closeRequested()

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
            Layout.fillWidth: true
            spacing: 6

            BarButton {
                objectName: "replayStart"
                text: qsTr("« Start")
                enabled: bar.replay.shown > 0
                onClicked: bar.replay.seek(0)
                ToolTip.visible: hovered
                ToolTip.text: qsTr("To the start (Home)")
            }
            BarButton {
                objectName: "replayBack"
                text: qsTr("‹ Back")
                enabled: bar.replay.shown > 0
                onClicked: bar.replay.stepBack()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("One move back (Left)")
            }
            BarButton {
                objectName: "replayPlayPause"
                text: bar.replay.playing ? qsTr("❚❚ Pause") : qsTr("▶ Play")
                Layout.preferredWidth: 96
                onClicked: bar.replay.playing ? bar.replay.pause()
                                                        : bar.replay.play()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Play or pause (Space)")
            }
            BarButton {
                objectName: "replayForward"
                text: qsTr("On ›")
                enabled: bar.replay.shown < bar.replay.length
                onClicked: bar.replay.stepForward()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("One move on (Right)")
            }
            BarButton {
                objectName: "replayEnd"
                text: qsTr("End »")
                enabled: bar.replay.shown < bar.replay.length
                onClicked: bar.replay.seek(bar.replay.length)
                ToolTip.visible: hovered
                ToolTip.text: qsTr("To the last move (End)")
            }

            ThemedSlider {
                id: slider
                objectName: "replaySlider"
                Layout.fillWidth: true
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
                text: qsTr("Move %1 of %2").arg(bar.replay.shown).arg(bar.replay.length)
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

        // The moves, numbered; the one just shown is lit.
        ListView {
            id: moveList
            objectName: "replayMoves"
            Layout.fillWidth: true
            Layout.preferredHeight: 30
            orientation: ListView.Horizontal
            spacing: 4
            clip: true
            model: bar.replay.moves
            currentIndex: bar.replay.shown - 1
            highlightFollowsCurrentItem: false
            onCurrentIndexChanged: positionViewAtIndex(Math.max(0, currentIndex), ListView.Contain)
            delegate: Rectangle {
                id: chip
                required property int index
                required property string modelData
                readonly property bool shown: index === bar.replay.shown - 1
                width: chipText.implicitWidth + 16
                height: 28
                radius: Theme.radiusSmall
                color: shown ? Theme.accent : chipMouse.containsMouse ? Theme.controlHover : Theme.borderFaint
                Text {
                    id: chipText
                    anchors.centerIn: parent
                    text: (chip.index + 1) + ". " + chip.modelData
                    color: chip.shown ? Theme.textOnAccent : index < bar.replay.shown ? Theme.text : Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                    font.bold: chip.shown
                }
                MouseArea {
                    id: chipMouse
                    anchors.fill: parent
                    hoverEnabled: true
                    cursorShape: Qt.PointingHandCursor
                    onClicked: bar.replay.seek(chip.index + 1)
                }
            }
        }
    }
}
