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
            required property string mover
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
            height: rowText.implicitHeight + 8
            radius: Theme.radiusSmall - 1
            color: ListView.isCurrentItem ? (Theme.highContrast ? Theme.controlDown : Theme.borderFaint) : rowMouse.containsMouse ? Theme.surface : "transparent"
            MouseArea {
                id: rowMouse
                anchors.fill: parent
                hoverEnabled: true
                onClicked: panel.picked(row.index)
            }
            RowLayout {
                id: rowText
                anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter
                          leftMargin: 2; rightMargin: 4 }
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
                    color: row.mover === "north" ? Theme.north : row.mover === "south" ? Theme.south : Theme.textBody
                    font.pixelSize: Theme.fontSmall
                    elide: Text.ElideRight
                    Layout.preferredWidth: Math.round(40 * Theme.textScale)
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
                    Layout.minimumWidth: 62
                }
                Label {
                    // The seeds given away; a won match thrown away is said
                    // in the sentence under the board.
                    text: row.seedsLost > 0 && row.seedsLost < 5000 ? "\u2212" + row.seedsLost : ""
                    color: Theme.textSoft
                    font.pixelSize: Theme.fontSmall
                    Layout.preferredWidth: 28
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
                    Layout.preferredWidth: 12
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
