import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// The app window: the variant picker, a game's setup, the play screen and
// the settings, on one stack. On launch an unfinished game is offered again
// (or, if its file is unreadable, the player is told it was set aside).
ApplicationWindow {
    id: window

    width: 1280
    height: 800
    minimumWidth: Math.min(800, Screen.desktopAvailableWidth || 800)
    minimumHeight: Math.min(560, Screen.desktopAvailableHeight || 560)
    visible: true
    title: stack.currentItem && stack.currentItem.title
           ? qsTr("Cowrie — %1").arg(stack.currentItem.title) : qsTr("Cowrie")
    color: Theme.background
    font.pixelSize: Theme.fontBody

    // The Basic style's colours for what is not themed (tooltips, scroll bars).
    palette.window: Theme.background
    palette.windowText: Theme.text
    palette.base: Theme.surface
    palette.text: Theme.text
    palette.button: Theme.control
    palette.buttonText: Theme.text
    palette.brightText: Theme.textOnAccent
    palette.highlight: Theme.accent
    palette.highlightedText: Theme.textOnAccent
    palette.mid: Theme.borderStrong
    palette.dark: Theme.accent
    palette.light: Theme.controlHover
    palette.toolTipBase: Theme.popupSolid
    palette.toolTipText: Theme.text
    palette.placeholderText: Theme.textFaint
    palette.disabled.button: Theme.controlDisabled
    palette.disabled.buttonText: Theme.textDisabled

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

    // Puts a page right above the home page, in place of whatever is there.
    // One replace, not pop(null) then push: a page popped and at once covered
    // by a push stayed in the scene, visible and full-sized, behind the new one.
    function openAboveHome(component, properties) {
        if (stack.depth > 1)
            stack.replace(stack.get(1), component, properties);
        else
            stack.push(component, properties);
    }

    // Starts a game as `setup` says (GameSession.start()). A game of the
    // same kind left unfinished is not dropped unasked: the player chooses
    // to resume it or to start anew.
    function play(setup) {
        if (askBeforeReplacing(setup.game, () => window.play(setup))) return;
        AppSettings.lastSetup = setup;
        openAboveHome(playPageComponent, { setup: setup });
    }

    // Starts a hot-seat game of `gameId` with its default options at once.
    function startGame(gameId) {
        if (askBeforeReplacing(gameId, () => window.startGame(gameId))) return;
        openAboveHome(playPageComponent, { gameId: gameId });
    }

    // Resumes the unfinished game of `gameId` ("": the one saved last).
    function resumeGame(gameId) {
        openAboveHome(playPageComponent, { resume: true, resumeId: gameId || "" });
    }

    // True when a saved game of `gameId` would be replaced: the dialog asks,
    // and `startAnyway` runs if the player chooses to start anew.
    function askBeforeReplacing(gameId, startAnyway) {
        if (replaceDialog.confirmed || saves.unfinished[gameId] === undefined) {
            replaceDialog.confirmed = false;
            return false;
        }
        replaceDialog.gameId = gameId;
        replaceDialog.startAnyway = startAnyway;
        replaceDialog.open();
        return true;
    }

    // The lessons of `gameId`, at the lesson with id (or teaching the rules
    // section) `at` when given, else the list.
    function openLesson(gameId, at) {
        const info = homePage.catalog.get(homePage.catalog.rowOf(gameId));
        stack.push(lessonComponent, { gameId: gameId, gameName: info.name || gameId, openAt: at || "" });
    }

    // "Play a real game against Novice" after a game's last lesson.
    function playNovice(gameId) {
        window.play({ game: gameId, options: {}, mode: Mode.VersusComputer, computerSide: Side.North,
                      level: 0, southName: "", northName: "", turned: false });
    }

    // The rules of `gameId` ("README": the conventions shared by all games),
    // opened at the section or decision `anchor` when given.
    function openRules(gameId, anchor) {
        stack.push(rulesComponent, { gameId: gameId, anchor: anchor || "" });
    }

    // The puzzles of `gameId` ("": the first game that has them).
    function openPuzzles(gameId) {
        stack.push(puzzleComponent, { gameId: gameId || "" });
    }

    // A practice set: a puzzle file given as text (the player's mistakes).
    function openPractice(puzzleFileText) {
        stack.push(puzzleComponent, { practiceText: puzzleFileText });
    }

    function openSettings() {
        stack.push(settingsComponent);
    }

    // The engine's review of the game of record text `recordText`.
    function openReview(recordText) {
        stack.push(reviewComponent, { recordText: recordText });
    }

    // The games played (LibraryPage).
    function openLibrary() {
        stack.push(libraryComponent);
    }

    // Plays on, or replays, the recorded game `text` of library entry `entryId`.
    function openRecord(text, entryId) {
        openAboveHome(playPageComponent, { recordText: text, recordId: entryId });
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
        // Never larger than the screen (1280x800 does not fit a 1024x640 one);
        // a window moved off it comes back.
        const screenWidth = Screen.desktopAvailableWidth, screenHeight = Screen.desktopAvailableHeight;
        if (screenWidth > 0 && screenHeight > 0) {
            width = Math.max(Math.min(width, screenWidth), Math.min(minimumWidth, screenWidth));
            height = Math.max(Math.min(height, screenHeight), Math.min(minimumHeight, screenHeight));
            x = Math.max(0, Math.min(x, screenWidth - width));
            y = Math.max(0, Math.min(y, screenHeight - height));
        }
        saves.check();
        if (saves.available) resumeDialog.open();
        else if (saves.problem !== "") problemDialog.open();
        else if (!AppSettings.welcomed) welcomeDialog.open();
    }
    onClosing: AppSettings.windowGeometry = Qt.rect(x, y, width, height)

    // The Language setting switches at once: every page is worded again.
    // (app/main.cpp installs the saved language before the window loads.)
    Connections {
        target: AppSettings
        function onLanguageChanged() { Languages.use(AppSettings.language) }
    }

    SaveStore { id: saves }

    // Back home from a page (a game, a lesson): once the page is gone, what
    // it held goes back to the system (Housekeeping).
    Timer {
        id: housekeeping
        interval: 1000
        onTriggered: {
            gc();
            Housekeeping.releaseFreedMemory();
        }
    }

    StackView {
        id: stack
        anchors.fill: parent
        onDepthChanged: if (depth === 1) housekeeping.restart()
        initialItem: HomePage {
            id: homePage
            resumeSummary: saves.available ? saves.summary : ""
            onGameChosen: (gameId) => window.chooseGame(gameId)
            onLearnRequested: (gameId) => window.openLesson(gameId, "")
            onRulesRequested: (gameId) => window.openRules(gameId, "")
            unfinished: saves.unfinished
            onResumeRequested: (gameId) => window.resumeGame(gameId || saves.latestGame)
            onSettingsRequested: window.openSettings()
            onLibraryRequested: window.openLibrary()
            onPuzzlesRequested: (gameId) => window.openPuzzles(gameId)
        }
    }

    Component {
        id: newGameComponent
        NewGamePage {
            onStartRequested: (setup) => window.play(setup)
            onBackRequested: stack.pop()
            onRulesRequested: (gameId) => window.openRules(gameId, "")
            onLessonsRequested: (gameId) => window.openLesson(gameId, "")
        }
    }

    Component {
        id: playPageComponent
        PlayPage {
            onBackRequested: window.goHome()
            onSettingsRequested: window.openSettings()
            onRulesRequested: (gameId, anchor) => window.openRules(gameId, anchor)
        }
    }

    Component {
        id: lessonComponent
        LessonPage {
            // "‹ Home" goes home, also when the lesson was opened from the
            // Rules page's "Show me" (a pop went back to the Rules).
            onBackRequested: window.goHome()
            onPlayRequested: (gameId) => window.playNovice(gameId)
            onRulesRequested: (gameId, anchor) => window.openRules(gameId, anchor)
            onPuzzlesRequested: (gameId) => window.openPuzzles(gameId)
        }
    }

    Component {
        id: puzzleComponent
        PuzzlePage {
            onBackRequested: stack.pop()
            onRulesRequested: (gameId, anchor) => window.openRules(gameId, anchor)
        }
    }

    Component {
        id: rulesComponent
        RulesPage {
            onBackRequested: stack.pop()
        }
    }

    Component {
        id: libraryComponent
        LibraryPage {
            canReview: window.openReview !== undefined
            onBackRequested: stack.pop()
            onOpenRequested: (text, entryId) => window.openRecord(text, entryId)
            onReviewRequested: (text) => { if (window.openReview) window.openReview(text); }
        }
    }

    Component {
        id: settingsComponent
        SettingsPage {
            onBackRequested: stack.pop()
        }
    }

    Component {
        id: reviewComponent
        ReviewPage {
            onBackRequested: stack.pop()
            onPractiseRequested: (puzzleFileText) => window.openPractice(puzzleFileText)
        }
    }

    // The first launch suggests learning a game.
    ThemedDialog {
        id: welcomeDialog
        objectName: "welcomeDialog"
        title: qsTr("Welcome to Cowrie")
        onClosed: AppSettings.welcomed = true
        ColumnLayout {
            anchors.fill: parent
            spacing: Theme.spacingLarge
            DialogText {
                text: qsTr("New to mancala? Each game has short lessons on the real board: ten minutes and you are ready to play the computer. The first game, Kalah, is the best-known mancala and a good start.")
            }
            RowLayout {
                Layout.alignment: Qt.AlignRight
                spacing: Theme.spacingSmall + 2
                ThemedButton {
                    text: qsTr("Not now")
                    onClicked: welcomeDialog.close()
                }
                ThemedButton {
                    objectName: "welcomeLearnButton"
                    text: qsTr("Learn %1").arg(homePage.catalog.get(0).name)
                    highlighted: true
                    onClicked: {
                        welcomeDialog.close();
                        window.openLesson(homePage.catalog.gameIdAt(0), "");
                    }
                }
            }
        }
    }

    ThemedDialog {
        id: resumeDialog
        objectName: "resumeDialog"
        title: qsTr("Continue your game?")
        standardButtons: Dialog.Yes | Dialog.Discard
        onAccepted: window.resumeGame(saves.latestGame)
        onDiscarded: {
            saves.discard(saves.latestGame);
            close();
        }
        ColumnLayout {
            anchors.fill: parent
            DialogText { text: saves.summary }
        }
    }

    // Starting a game whose kind has an unfinished game saved.
    ThemedDialog {
        id: replaceDialog
        objectName: "replaceDialog"
        property string gameId: ""
        property var startAnyway: null
        // Set while startAnyway runs, so that it is not asked again.
        property bool confirmed: false
        title: qsTr("You have an unfinished game")
        preferredWidth: 620
        ColumnLayout {
            anchors.fill: parent
            spacing: Theme.spacingLarge
            DialogText {
                text: qsTr("%1. Starting a new game of the same kind discards it.")
                          .arg(saves.unfinished[replaceDialog.gameId] || "")
            }
            // Wraps onto two rows in a narrow window.
            Flow {
                Layout.fillWidth: true
                layoutDirection: Qt.RightToLeft
                spacing: Theme.spacingSmall + 2
                ThemedButton {
                    objectName: "replaceResumeButton"
                    text: qsTr("Resume it")
                    highlighted: true
                    onClicked: {
                        replaceDialog.close();
                        window.resumeGame(replaceDialog.gameId);
                    }
                }
                ThemedButton {
                    objectName: "replaceStartButton"
                    text: qsTr("Discard it and start")
                    onClicked: {
                        replaceDialog.close();
                        saves.discard(replaceDialog.gameId);
                        replaceDialog.confirmed = true;
                        replaceDialog.startAnyway();
                    }
                }
                ThemedButton {
                    objectName: "replaceCancelButton"
                    text: qsTr("Cancel")
                    onClicked: replaceDialog.close()
                }
            }
        }
    }

    ThemedDialog {
        id: problemDialog
        objectName: "problemDialog"
        title: qsTr("The saved game was set aside")
        preferredWidth: 640
        standardButtons: Dialog.Ok
        ColumnLayout {
            anchors.fill: parent
            DialogText { text: saves.problem }
        }
    }
}
