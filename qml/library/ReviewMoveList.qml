import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// The moves of a reviewed game, one row each: number, mover, the move, its
// class as a coloured dot and the word (never the colour alone), the seeds
// it gave away, the engine's best move where it differs, and "=" for a value
// solved to the end or "≈" for a search's estimate. A click picks the
// position the move was played in.
Rectangle {
    id: panel

    required property ReviewMoves moves
    required property var classColours
    // The position looked at (its move is row `selected`).
    property int selected: -1

    signal picked(int position)

    // The widest a move's row has asked for on one line; narrower than that,
    // every row takes two lines, so that the rows stay alike.
    property real widestRow: 0
    onMovesChanged: widestRow = 0
    readonly property bool twoLines: widestRow > list.width - 8

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

    ListView {
        id: list
        objectName: "reviewMoveList"
        anchors { left: parent.left; right: parent.right; top: heading.bottom; bottom: parent.bottom
                  margins: 6; topMargin: 4 }
        clip: true
        model: panel.moves
        currentIndex: panel.selected
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { policy: ScrollBar.AsNeeded }
        onCurrentIndexChanged: positionViewAtIndex(currentIndex, ListView.Contain)
        delegate: Rectangle {
            id: row
            required property int index
            required property int ply
            required property int mover  // a Side
            required property string moverName
            required property string move
            required property string best
            required property bool isBest
            required property int seedsLost
            required property string kind
            required property string kindName
            required property bool exact
            objectName: "reviewMove"
            width: ListView.view.width - 8
            height: head.implicitHeight + (twoLines ? tail.implicitHeight + 2 : 0) + 8
            radius: Theme.radiusSmall - 1
            color: ListView.isCurrentItem ? (Theme.highContrast ? Theme.controlDown : Theme.borderFaint) : rowMouse.containsMouse ? Theme.surface : "transparent"
            MouseArea {
                id: rowMouse
                anchors.fill: parent
                hoverEnabled: true
                onClicked: panel.picked(row.index)
            }
            // The move and its class on the left; the seeds given away, the
            // best move and "=" or "≈" on the right of the same line when it
            // is wide enough, else on a second line (large text, long words).
            readonly property bool twoLines: panel.twoLines
            readonly property real oneLineWidth: head.implicitWidth + tail.implicitWidth + 14
            // Told after the change: the answer may re-lay this row out.
            function reportWidth() { if (panel) panel.widestRow = Math.max(panel.widestRow, oneLineWidth); }
            onOneLineWidthChanged: Qt.callLater(reportWidth)
            Component.onCompleted: Qt.callLater(reportWidth)
            RowLayout {
                id: head
                anchors { left: parent.left; top: parent.top; leftMargin: 2; topMargin: 4 }
                width: parent.width - 6 - (row.twoLines ? 0 : tail.implicitWidth + 4)
                spacing: 4
                Label {
                    text: row.ply + "."
                    color: Theme.textFaint
                    font.pixelSize: Theme.fontSmall
                    Layout.preferredWidth: Math.round(22 * Theme.textScale)
                    horizontalAlignment: Text.AlignRight
                }
                Label {
                    text: row.moverName
                    color: row.mover === Side.North ? Theme.north : row.mover === Side.South ? Theme.south : Theme.textBody
                    font.pixelSize: Theme.fontSmall
                    elide: Text.ElideRight
                    Layout.preferredWidth: Math.min(implicitWidth, Math.round(90 * Theme.textScale))
                }
                Label {
                    text: row.move
                    color: Theme.text
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                    Layout.preferredWidth: Math.max(22, implicitWidth)
                }
                Rectangle {
                    width: 9
                    height: 9
                    radius: 4.5
                    color: panel.classColours[row.kind] || Theme.textSoft
                }
                Label {
                    objectName: "kindName"
                    text: row.kindName
                    color: panel.classColours[row.kind] || Theme.textSoft
                    font.pixelSize: Theme.fontSmall
                    elide: Text.ElideRight
                    Layout.fillWidth: true
                    Layout.minimumWidth: Math.min(implicitWidth, 62)
                }
            }
            RowLayout {
                id: tail
                anchors { right: parent.right; rightMargin: 4 }
                y: row.twoLines ? head.y + head.height + 2 : head.y
                spacing: 4
                Label {
                    // The seeds given away; a won match thrown away is said
                    // in the sentence under the board.
                    text: row.seedsLost > 0 && row.seedsLost < 5000 ? "\u2212" + row.seedsLost : ""
                    color: Theme.textSoft
                    font.pixelSize: Theme.fontSmall
                    Layout.preferredWidth: Math.max(28, implicitWidth)
                    horizontalAlignment: Text.AlignRight
                }
                Label {
                    text: row.isBest || row.best === "" ? "" : qsTr("best %1").arg(row.best)
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                    Layout.preferredWidth: Math.max(44, implicitWidth)
                }
                Label {
                    text: row.exact ? "=" : "\u2248"
                    color: row.exact ? Theme.success : Theme.textFaint
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                    Layout.preferredWidth: Math.round(12 * Theme.textScale)
                    horizontalAlignment: Text.AlignHCenter
                    ToolTip.visible: exactHover.containsMouse
                    ToolTip.delay: 300
                    ToolTip.text: row.exact ? qsTr("Exact: solved to the end of the game")
                                            : qsTr("Estimated by a search of fixed length")
                    MouseArea {
                        id: exactHover
                        anchors.fill: parent
                        hoverEnabled: true
                        onClicked: panel.picked(row.index)
                    }
                }
            }
        }
    }
}
