import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// The play screen of one hot-seat game: the board, both players, the moves'
// messages, undo/redo and the animation speed. Keys: 1-9 play that hole of
// the player to move, Space skips the animation, Ctrl+Z / Ctrl+Y undo, redo.
Page {
    id: page

    property string gameId: "kalah"
    title: game.gameName
    property alias controller: game
    property alias board: board
    property alias stepMs: speed.stepMs

    signal backRequested()

    // The holes chosen so far when both players choose at once (0: none yet).
    property int southChoice: 0
    property int northChoice: 0

    function placeOfHole(side, hole) {
        for (let p = 0; p < game.board.rowCount(); ++p) {
            const item = board.placeItem(p);
            if (item && item.side === side && item.holeNumber === hole && !item.isStore) return p;
        }
        return -1;
    }

    function playHole(hole) {
        board.animator.finish();
        const place = placeOfHole(game.toMove, hole);
        if ((game.toMove === "both" || game.needsDirection) && place >= 0)
            playPlace(place);
        else
            game.play(hole);
    }

    // A click on a pit: play it, or first ask the direction, or collect both
    // players' choices. The controller decides whether the move is legal.
    function playPlace(place) {
        board.animator.finish();
        const item = board.placeItem(place);
        if (!item || item.isStore) {
            game.playPlace(place);
        } else if (game.toMove === "both") {
            if (item.side === "south") southChoice = item.holeNumber;
            else northChoice = item.holeNumber;
            if (southChoice > 0 && northChoice > 0) {
                const s = southChoice, n = northChoice;
                southChoice = 0;
                northChoice = 0;
                game.playPair(s, n);
            }
        } else if (game.needsDirection && item.side === game.toMove) {
            directionPicker.ask(place, item.holeNumber, item.side);
        } else {
            game.playPlace(place);
        }
    }

    focus: true
    Component.onCompleted: {
        game.newGame(gameId);
        forceActiveFocus();
    }
    StackView.onActivated: forceActiveFocus()

    Keys.onPressed: (event) => {
        if (event.key >= Qt.Key_1 && event.key <= Qt.Key_9 && event.modifiers === Qt.NoModifier) {
            page.playHole(event.key - Qt.Key_0);
            event.accepted = true;
        } else if (event.key === Qt.Key_Space) {
            board.animator.finish();
            event.accepted = true;
        }
    }

    Shortcut { sequences: [StandardKey.Undo]; onActivated: game.undo() }
    Shortcut { sequences: [StandardKey.Redo]; onActivated: game.redo() }

    GameController {
        id: game
        onRefused: board.animator.finish()
        onGameChanged: {
            page.southChoice = 0;
            page.northChoice = 0;
        }
    }

    // Asks which way to sow when the game lets the mover choose.
    Popup {
        id: directionPicker
        property int hole: 0
        property string side: "south"

        function ask(place, hole, side) {
            this.hole = hole;
            this.side = side;
            const c = board.centerOf(place);
            const p = board.mapToItem(page.contentItem, c.x, c.y);
            x = p.x - width / 2;
            y = p.y + (side === "south" ? -height - board.cell * 0.5 : board.cell * 0.5);
            open();
        }
        // South faces the screen, so his right is the screen's right; North's is its left.
        function sow(screenRight) {
            close();
            game.playDirected(hole, side === "south" ? screenRight : !screenRight);
        }

        padding: 8
        modal: true
        background: Rectangle { radius: 10; color: "#2b1a0e"; border.color: "#f2c14e" }
        contentItem: Row {
            spacing: 8
            BarButton { text: qsTr("‹ Sow left"); onClicked: directionPicker.sow(false) }
            BarButton { text: qsTr("Sow right ›"); onClicked: directionPicker.sow(true) }
        }
    }

    background: Rectangle {
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#3a2a1e" }
            GradientStop { position: 1.0; color: "#1e1611" }
        }
    }

    header: ToolBar {
        implicitHeight: 50
        background: Rectangle { color: "#1c140f" }
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 8
            anchors.rightMargin: 8
            spacing: 6
            BarButton {
                text: qsTr("‹ Games")
                focusPolicy: Qt.NoFocus
                onClicked: page.backRequested()
            }
            Label {
                text: game.gameName
                color: "#fbeedb"
                font.pixelSize: 20
                font.bold: true
                Layout.leftMargin: 10
            }
            Item { Layout.fillWidth: true }
            BarButton {
                text: qsTr("New game")
                focusPolicy: Qt.NoFocus
                onClicked: game.newGame(page.gameId)
            }
            BarButton {
                text: qsTr("Undo")
                enabled: game.canUndo
                focusPolicy: Qt.NoFocus
                onClicked: game.undo()
            }
            BarButton {
                text: qsTr("Redo")
                enabled: game.canRedo
                focusPolicy: Qt.NoFocus
                onClicked: game.redo()
            }
            Label {
                text: qsTr("Speed")
                color: "#d9c3a2"
                Layout.leftMargin: 12
            }
            SpeedSelector { id: speed }
            BarButton {
                text: qsTr("Skip")
                enabled: board.animating
                focusPolicy: Qt.NoFocus
                onClicked: board.animator.finish()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Show the end of the move at once (Space)")
            }
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 24
        spacing: 12

        Item { Layout.fillHeight: true; Layout.preferredHeight: 0 }

        PlayerBar {
            Layout.fillWidth: true
            side: "north"
            store: board.animating ? board.shownCount(game.holes * 2 + 1) : game.northStore
            toMove: game.toMove === "north" && !board.animating
            sowing: board.animating && game.lastMover === "north"
            winner: game.over && !board.animating && game.winner === "north"
        }

        Board {
            id: board
            controller: game
            animator.stepMs: speed.stepMs
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredHeight: board.preferredHeight(width)
            Layout.maximumHeight: board.preferredHeight(width)
            Layout.alignment: Qt.AlignVCenter
            onPlaceActivated: (place) => page.playPlace(place)
            marked: [page.southChoice > 0 ? page.placeOfHole("south", page.southChoice) : -1,
                     page.northChoice > 0 ? page.placeOfHole("north", page.northChoice) : -1]
            Banner {
                id: banner
                anchors.centerIn: parent
                z: 40
            }
            Connections {
                target: board.animator
                function onAnnounced(kind, text) { banner.show(text, kind); }
            }
        }

        PlayerBar {
            Layout.fillWidth: true
            side: "south"
            store: board.animating ? board.shownCount(game.holes) : game.southStore
            toMove: game.toMove === "south" && !board.animating
            sowing: board.animating && game.lastMover === "south"
            winner: game.over && !board.animating && game.winner === "south"
        }

        Label {
            Layout.fillWidth: true
            // While a move is shown its outcome stays hidden.
            text: board.animating ? qsTr("Press Space to skip the animation.") : game.status
            color: !board.animating && game.status.startsWith("Not allowed") ? "#ffb38a" : "#e8d6bd"
            font.pixelSize: 16
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
        }

        Item { Layout.fillHeight: true; Layout.preferredHeight: 0 }
    }

    // The result, once the last move has been shown.
    Rectangle {
        id: result
        visible: game.over && !board.animating
        anchors.centerIn: parent
        width: resultColumn.implicitWidth + 60
        height: resultColumn.implicitHeight + 40
        radius: 18
        color: "#f02b1a0e"
        border.color: "#f2c14e"
        border.width: 2
        z: 50
        ColumnLayout {
            id: resultColumn
            anchors.centerIn: parent
            spacing: 12
            Label {
                text: game.winner === "draw" ? qsTr("A draw")
                      : game.winner === "north" ? qsTr("North wins") : qsTr("South wins")
                color: "#f2c14e"
                font.pixelSize: 34
                font.bold: true
                Layout.alignment: Qt.AlignHCenter
            }
            Label {
                text: game.resultText
                color: "#fbeedb"
                font.pixelSize: 16
                Layout.alignment: Qt.AlignHCenter
            }
            RowLayout {
                Layout.alignment: Qt.AlignHCenter
                spacing: 10
                Button {
                    text: qsTr("Play again")
                    focusPolicy: Qt.NoFocus
                    onClicked: game.newGame(page.gameId)
                }
                Button {
                    text: qsTr("Undo last move")
                    focusPolicy: Qt.NoFocus
                    onClicked: game.undo()
                }
                Button {
                    text: qsTr("Other games")
                    focusPolicy: Qt.NoFocus
                    onClicked: page.backRequested()
                }
            }
        }
    }
}
