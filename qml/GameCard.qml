import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// One game on the home screen: its names, region, one line about it and a
// tiny picture of its board.
Rectangle {
    id: card

    required property string gameId
    required property string name
    required property string localNames
    required property string region
    required property string description
    required property int holes
    required property bool storeOnRight

    signal chosen(string gameId)

    radius: 16
    color: mouse.containsMouse ? "#4e3a2a" : "#3f2f22"
    border.color: mouse.containsMouse ? "#f2c14e" : "#6b4f37"
    border.width: 2

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 20
        spacing: 6

        // The board in miniature: two rows of holes and the stores.
        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: 70
            radius: 30
            gradient: Gradient {
                GradientStop { position: 0.0; color: "#c88a4f" }
                GradientStop { position: 1.0; color: "#8a5228" }
            }
            Row {
                anchors.centerIn: parent
                spacing: 6
                Rectangle { width: 20; height: 52; radius: 10; color: "#4a2a12" }
                Grid {
                    rows: 2
                    columns: card.holes
                    spacing: 6
                    anchors.verticalCenter: parent.verticalCenter
                    Repeater {
                        model: 2 * card.holes
                        delegate: Rectangle { width: 20; height: 20; radius: 10; color: "#5a3417" }
                    }
                }
                Rectangle { width: 20; height: 52; radius: 10; color: "#4a2a12" }
            }
        }

        Text {
            text: card.name
            color: "#fbeedb"
            font.pixelSize: 26
            font.bold: true
            Layout.topMargin: 6
        }
        Text {
            text: card.region + (card.localNames ? " · " + card.localNames : "")
            color: "#e0b27a"
            font.pixelSize: 14
            font.italic: true
            elide: Text.ElideRight
            Layout.fillWidth: true
        }
        Text {
            text: card.description
            color: "#e8d6bd"
            font.pixelSize: 15
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
            Layout.fillHeight: true
        }
        Text {
            text: qsTr("Play  ›")
            color: "#f2c14e"
            font.pixelSize: 16
            font.bold: true
            Layout.alignment: Qt.AlignRight
        }
    }

    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        cursorShape: Qt.PointingHandCursor
        onClicked: card.chosen(card.gameId)
    }
}
