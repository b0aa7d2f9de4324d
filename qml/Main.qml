import QtQuick
import QtQuick.Controls
import Cowrie

// The app window: the variant picker, a game's setup, the play screen and
// the settings, on one stack. On launch an unfinished game is offered again
// (or, if its file is unreadable, the player is told it was set aside).
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
    palette.placeholderText: "#9a8068"
    palette.disabled.button: "#33261b"
    palette.disabled.buttonText: "#7a6654"

    readonly property Item currentPage: stack.currentItem
    property alias saves: saves

    // Opens the setup of registry game `gameId` (presets, options, players).
    function chooseGame(gameId) {
        const row = homePage.catalog.rowOf(gameId);
        const info = homePage.catalog.get(row);
        stack.push(newGameComponent, {
            gameId: gameId, gameName: info.name || gameId,
            localNames: info.localNames || "", region: info.region || ""
        });
    }

    // Starts a game as `setup` says (GameController.start()).
    function play(setup) {
        AppSettings.lastSetup = setup;
        stack.pop(null);
        stack.push(playPageComponent, { setup: setup });
    }

    // Starts a hot-seat game of `gameId` with its default options at once.
    function startGame(gameId) {
        stack.pop(null);
        stack.push(playPageComponent, { gameId: gameId });
    }

    function resumeGame() {
        stack.pop(null);
        stack.push(playPageComponent, { resume: true });
    }

    function openSettings() {
        stack.push(settingsComponent);
    }

    function goHome() {
        stack.pop(null);
        saves.check();
    }

    Component.onCompleted: {
        const g = AppSettings.windowGeometry;
        if (g.width >= minimumWidth && g.height >= minimumHeight) {
            x = g.x; y = g.y; width = g.width; height = g.height;
        }
        saves.check();
        if (saves.available) resumeDialog.open();
        else if (saves.problem !== "") problemDialog.open();
    }
    onClosing: AppSettings.windowGeometry = Qt.rect(x, y, width, height)

    SaveStore { id: saves }

    StackView {
        id: stack
        anchors.fill: parent
        initialItem: HomePage {
            id: homePage
            resumeSummary: saves.available ? saves.summary : ""
            onGameChosen: (gameId) => window.chooseGame(gameId)
            onResumeRequested: window.resumeGame()
            onSettingsRequested: window.openSettings()
        }
    }

    Component {
        id: newGameComponent
        NewGamePage {
            onStartRequested: (setup) => window.play(setup)
            onBackRequested: stack.pop()
        }
    }

    Component {
        id: playPageComponent
        PlayPage {
            onBackRequested: window.goHome()
            onSettingsRequested: window.openSettings()
        }
    }

    Component {
        id: settingsComponent
        SettingsPage {
            onBackRequested: stack.pop()
        }
    }

    Dialog {
        id: resumeDialog
        objectName: "resumeDialog"
        title: qsTr("Continue your game?")
        modal: true
        anchors.centerIn: Overlay.overlay
        standardButtons: Dialog.Yes | Dialog.Discard
        onAccepted: window.resumeGame()
        onDiscarded: {
            saves.discard();
            close();
        }
        Label { text: saves.summary }
    }

    Dialog {
        id: problemDialog
        objectName: "problemDialog"
        title: qsTr("The saved game was set aside")
        modal: true
        anchors.centerIn: Overlay.overlay
        standardButtons: Dialog.Ok
        Label {
            text: saves.problem
            wrapMode: Text.WordWrap
            width: Math.min(600, window.width - 100)
        }
    }
}
