import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// The moves of the game beside the board, newest at the bottom: the move
// number, who moved, the move as the game names it, what it took ("+4";
// "+" alone with hidden counts) and a mark when the mover goes again. The
// moves of one turn hang together (a move that goes on the mover's turn is
// indented under the one before); once a game has more than one round or
// phase, each starts under its heading. The move being shown (the last
// one, or the replay's) is highlighted; the list follows it and scrolls to
// every move. In the replay it is the timeline: a click shows that move.
Rectangle {
    id: panel

    required property MoveHistory history
    // The number of moves played up to the position shown (its row is
    // `current - 1`).
    property int current: history.count
    // Rows end here while a move is being animated, so that the outcome of
    // the move being shown is not told before the seeds get there.
    property int shownCount: history.count
    // A click on a move asks to show the position after it.
    property bool seekable: false
    signal moveClicked(int moves)

    radius: Theme.radius + 2
    color: Theme.surfaceSunken
    border.color: Theme.border

    Label {
        id: heading
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: 10 }
        text: qsTr("Moves")
        color: Theme.accentSoft
        font.pixelSize: Theme.fontBody
        font.bold: true
    }

    Label {
        anchors.centerIn: parent
        visible: panel.shownCount === 0
        text: qsTr("No moves yet")
        color: Theme.textFaint
        font.pixelSize: Theme.fontSmall
    }

    ListView {
        id: list
        objectName: "moveList"
        anchors { left: parent.left; right: parent.right; top: heading.bottom; bottom: parent.bottom
                  margins: 6; topMargin: 4 }
        clip: true
        model: panel.history
        currentIndex: panel.current - 1
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { policy: ScrollBar.AsNeeded }
        // Follows the move shown: a new move, the replay's step, and a move
        // listed only once its seeds have arrived (a round's or the game's
        // end waits for its summary).
        function follow() {
            Qt.callLater(() => {
                // The rows' new heights first (a row just shown had none).
                list.forceLayout();
                list.positionViewAtIndex(list.currentIndex, ListView.Contain);
            });
        }
        onCountChanged: follow()
        onCurrentIndexChanged: follow()
        Connections {
            target: panel
            function onShownCountChanged() { list.follow(); }
        }
        section.property: panel.history.grouped ? "section" : ""
        // The round being read stays named at the top of the list, on the
        // panel's own colour, so that no row shows through its heading.
        section.labelPositioning: ViewSection.InlineLabels | ViewSection.CurrentLabelAtStart
        section.delegate: Label {
            required property string section
            objectName: "timelineSection"
            width: ListView.view.width - 8
            topPadding: 6
            bottomPadding: 2
            leftPadding: 4
            z: 2
            background: Rectangle { color: panel.color }
            text: section
            color: Theme.accentSoft
            font.pixelSize: Theme.fontSmall
            font.bold: true
        }
        delegate: Rectangle {
            id: row
            required property int index
            required property int ply
            required property int mover  // a Side
            required property string moverName
            required property string move
            required property string captureText
            required property bool again
            required property bool roundEnd
            required property bool continues
            readonly property bool shown: index < panel.shownCount
            width: ListView.view.width - 8
            height: shown ? rowText.implicitHeight + 6 : 0
            visible: shown
            onHeightChanged: if (ListView.isCurrentItem) list.follow()
            radius: Theme.radiusSmall - 1
            color: ListView.isCurrentItem ? (Theme.highContrast ? Theme.controlDown : Theme.borderFaint)
                   : rowMouse.containsMouse && panel.seekable ? Theme.controlHover : "transparent"
            // A new turn begins with a thin rule above it.
            Rectangle {
                visible: row.index > 0 && !row.continues
                anchors { left: parent.left; right: parent.right; top: parent.top; leftMargin: 4; rightMargin: 4 }
                height: 1
                color: Theme.borderFaint
            }
            MouseArea {
                id: rowMouse
                anchors.fill: parent
                enabled: panel.seekable
                hoverEnabled: true
                cursorShape: panel.seekable ? Qt.PointingHandCursor : Qt.ArrowCursor
                onClicked: panel.moveClicked(row.index + 1)
            }
            RowLayout {
                id: rowText
                anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter
                          leftMargin: row.continues ? 14 : 4; rightMargin: 4 }
                spacing: 5
                Label {
                    text: row.ply + "."
                    color: Theme.textFaint
                    font.pixelSize: Theme.fontSmall
                    Layout.preferredWidth: Math.round(26 * Theme.textScale)
                    horizontalAlignment: Text.AlignRight
                }
                Label {
                    objectName: "moverName"
                    text: row.continues ? "↳ " + row.moverName : row.moverName
                    color: row.mover === Side.North ? Theme.north : row.mover === Side.South ? Theme.south : Theme.textBody
                    font.pixelSize: Theme.fontSmall
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                    Layout.minimumWidth: 20
                }
                Label {
                    text: row.move
                    color: Theme.text
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                }
                Label {
                    text: row.captureText
                    color: Theme.success
                    font.pixelSize: Theme.fontSmall
                    // Room only when there is a capture: the name needs it
                    // on a narrow panel.
                    Layout.preferredWidth: implicitWidth
                }
                Label {
                    text: row.again ? "↻" : row.roundEnd ? "■" : ""
                    color: Theme.accent
                    font.pixelSize: Theme.fontSmall
                    Layout.preferredWidth: 12
                    ToolTip.visible: hoverArea.containsMouse && text !== ""
                    ToolTip.text: row.again ? qsTr("Moves again") : qsTr("The round ends")
                    MouseArea { id: hoverArea; anchors.fill: parent; hoverEnabled: true; acceptedButtons: Qt.NoButton }
                }
            }
        }
    }
}
