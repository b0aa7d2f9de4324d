import QtQuick
import QtQuick.Controls
import Cowrie

// The app window: the home screen, and a play screen pushed over it.
ApplicationWindow {
    id: window

    width: 1280
    height: 800
    minimumWidth: 800
    minimumHeight: 560
    visible: true
    title: stack.currentItem && stack.currentItem.title
           ? qsTr("Cowrie — %1").arg(stack.currentItem.title) : qsTr("Cowrie")
    color: "#241b15"

    // Warm dark colours for the Basic style's controls.
    palette.window: "#241b15"
    palette.windowText: "#fbeedb"
    palette.base: "#2f241b"
    palette.text: "#fbeedb"
    palette.button: "#4a3626"
    palette.buttonText: "#fbeedb"
    palette.brightText: "#2b1a0e"
    palette.highlight: "#f2c14e"
    palette.highlightedText: "#2b1a0e"
    palette.mid: "#6b4f37"
    palette.dark: "#f2c14e"
    palette.light: "#5e4531"
    palette.toolTipBase: "#2b1a0e"
    palette.toolTipText: "#fbeedb"
    palette.disabled.button: "#33261b"
    palette.disabled.buttonText: "#7a6654"

    readonly property Item currentPage: stack.currentItem

    // Opens a hot-seat game of registry game `gameId` with default options.
    function startGame(gameId) {
        stack.push(playPageComponent, { gameId: gameId });
    }

    function goHome() {
        stack.pop(null);
    }

    StackView {
        id: stack
        anchors.fill: parent
        initialItem: HomePage {
            onGameChosen: (gameId) => window.startGame(gameId)
        }
    }

    Component {
        id: playPageComponent
        PlayPage {
            onBackRequested: window.goHome()
        }
    }
}
