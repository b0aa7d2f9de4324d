import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// The end of a game: who won, by how much and why, and what next: play
// again, watch the replay, have the engine review the game, take back the
// last move, or choose another game.
Rectangle {
    id: panel

    required property var controller

    signal playAgain()
    signal otherGames()

    // The engine's review of this game, on a page of its own (Main.qml).
    function openReview() {
        const w = panel.Window.window;
        if (w && typeof w.openReview === "function") w.openReview(controller.recordText());
    }

    function nameOf(side) {
        return side === Side.North ? controller.north.name : controller.south.name;
    }

    width: column.implicitWidth + 64
    height: column.implicitHeight + 44
    radius: Theme.radiusLarge + 2
    color: Theme.popup
    border.color: Theme.accent
    border.width: 2

    // Enter plays again; the buttons take the focus with Tab. Hidden (say,
    // for the replay), the panel gives the keys back to the page.
    onVisibleChanged: {
        if (visible) again.forceActiveFocus();
        else again.focus = false;
    }

    ColumnLayout {
        id: column
        anchors.centerIn: parent
        spacing: 12

        Label {
            text: panel.controller.result.winner === Side.NoSide ? qsTr("A draw")
                  : qsTr("%1 wins").arg(panel.nameOf(panel.controller.result.winner))
            color: Theme.accent
            font.pixelSize: Theme.fontHuge
            font.bold: true
            Layout.alignment: Qt.AlignHCenter
        }
        Label {
            visible: panel.controller.result.margin > 0
            objectName: "marginText"
            // English has no numerus translation yet: singular and plural
            // are two sentences, as in narration.cpp.
            text: panel.controller.result.margin === 1 ? qsTr("by %n seed", "", 1)
                                                       : qsTr("by %n seeds", "", panel.controller.result.margin)
            color: Theme.text
            font.pixelSize: Theme.fontTitle
            Layout.alignment: Qt.AlignHCenter
        }
        Label {
            text: panel.controller.result.text
            color: Theme.textBody
            font.pixelSize: Theme.fontBody
            wrapMode: Text.WordWrap
            Layout.maximumWidth: 560
            horizontalAlignment: Text.AlignHCenter
            Layout.alignment: Qt.AlignHCenter
        }
        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            spacing: 8
            BarButton {
                id: again
                text: qsTr("Play again")
                highlighted: true
                focusPolicy: Qt.StrongFocus
                onClicked: panel.playAgain()
            }
            BarButton {
                objectName: "watchReplay"
                text: qsTr("Watch the replay")
                focusPolicy: Qt.StrongFocus
                enabled: panel.controller.history.count > 0
                onClicked: panel.controller.replay.start()
            }
            BarButton {
                objectName: "reviewGame"
                text: qsTr("Review this game")
                focusPolicy: Qt.StrongFocus
                enabled: panel.controller.history.count > 0
                onClicked: panel.openReview()
            }
            BarButton {
                text: panel.controller.result.resigned !== Side.NoSide ? qsTr("Take back the resignation") : qsTr("Undo last move")
                focusPolicy: Qt.StrongFocus
                visible: panel.controller.canUndo
                onClicked: panel.controller.undo()
            }
            BarButton {
                text: qsTr("Other games")
                focusPolicy: Qt.StrongFocus
                onClicked: panel.otherGames()
            }
        }
    }
}
