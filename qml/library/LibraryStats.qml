import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// The statistics of the library: for each game and level of the computer,
// the games played against it, won, lost and drawn, and the best winning
// margin (LibraryModel.statistics).
Rectangle {
    id: panel

    property var rows: []

    radius: Theme.radiusLarge
    color: Theme.surface
    border.color: Theme.borderFaint
    implicitHeight: column.implicitHeight + 2 * Theme.spacingLarge
    // As wide as its widest row, so that no column is cut; as tall as the
    // page lets it be, the rows scrolling beyond.
    implicitWidth: column.implicitWidth + 2 * Theme.spacingLarge

    Flickable {
        id: scroll
        objectName: "statsScroll"
        anchors.fill: parent
        anchors.margins: Theme.spacingLarge
        contentWidth: width
        contentHeight: column.implicitHeight
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        ScrollBar.vertical: ScrollBar {}

        ColumnLayout {
            id: column
            width: scroll.width
            spacing: Theme.spacingSmall

            Label {
                text: qsTr("Against the computer")
                color: Theme.accent
                font.family: Theme.titleFamily
                font.pixelSize: Theme.fontTitle
                font.bold: true
            }
            Label {
                Layout.fillWidth: true
                Layout.preferredWidth: 0  // wraps to the panel; never widens it
                visible: panel.rows.length === 0
                text: qsTr("No finished game against the computer yet.")
                color: Theme.textMuted
                wrapMode: Text.WordWrap
            }
            GridLayout {
                visible: panel.rows.length > 0
                Layout.fillWidth: true
                columns: 6
                columnSpacing: Theme.spacingSmall
                rowSpacing: 4
                Repeater {
                    model: [qsTr("Level"), qsTr("Played"), qsTr("Won"), qsTr("Lost"), qsTr("Drawn"), qsTr("Best")]
                    Label {
                        required property string modelData
                        required property int index
                        text: modelData
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontSmall
                        Layout.fillWidth: index === 0
                    }
                }
                Repeater {
                    // Six cells a row: the game and level, then the counts.
                    model: panel.rows.length * 6
                    Label {
                        required property int index
                        readonly property var stat: panel.rows[Math.floor(index / 6)]
                        readonly property int column: index % 6
                        objectName: column === 0 ? "statLevel" : ""
                        // The game above its level: both whole, never elided.
                        text: column === 0 ? qsTr("%1<br><b>%2</b>").arg(stat.game).arg(stat.levelName)
                              : column === 1 ? stat.played
                              : column === 2 ? stat.won
                              : column === 3 ? stat.lost
                              : column === 4 ? stat.drawn
                              : stat.won > 0 ? qsTr("+%1").arg(stat.bestMargin) : "–"
                        color: column === 0 ? Theme.textBody : Theme.text
                        font.pixelSize: Theme.fontSmall + 1
                        textFormat: column === 0 ? Text.StyledText : Text.PlainText
                        Layout.fillWidth: column === 0
                        Layout.minimumWidth: column === 0 ? implicitWidth : -1
                        horizontalAlignment: column === 0 ? Text.AlignLeft : Text.AlignRight
                    }
                }
            }
        }
    }
}
