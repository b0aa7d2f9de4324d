import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// The play screen: the board, both players, whose turn it is and why, and
// the game's tools (undo, redo, hint, resign, turn the board, speed).
// Keys: 1-9 play that hole (or choose it in secret); Left/Right move the
// cursor over the holes you may play and Enter plays it; U / R undo, redo;
// H hint; Space skips the animation; S (against the computer) skips to your
// turn, listing the moves skipped; N starts a new game (asking first). The
// moves played are listed beside the board. A first move that also chooses the
// direction opens two arrows beside the pit (Left/Right, Enter).
// Online (game.online): the connection's badge in the bar, the five phrases
// under the board, the invite over it while a hosted game waits, no undo,
// redo, hint or new game.
Page {
    id: page

    // How to start: a setup for GameSession.start(), or the saved game.
    property var setup: ({})  // no game named: the registry's first
    property bool resume: false
    // The game whose save to resume ("": the one saved last).
    property string resumeId: ""
    // Kept for callers that only name a game (a hot-seat game, default options).
    property string gameId: ""
    // A recorded game from the library (GameSession.openRecord) and its
    // entry: a finished one is replayed, an unfinished one goes on.
    property string recordText: ""
    property string recordId: ""

    title: game.texts.gameName
    property alias controller: game
    property alias board: board
    // The popups of a first move and of secret choices (tests drive them).
    property alias directionPicker: directionPicker
    property alias handOver: handOver
    property int stepMs: AppSettings.stepMs
    property int computerStepMs: AppSettings.computerStepMs
    // The move being shown is the computer's, against a person: it goes at
    // the computer's own pace.
    readonly property bool computerMoveShown: game.mode === Mode.VersusComputer && !game.replay.active
        && ((game.feed.mover === Side.South && game.south.computer)
            || (game.feed.mover === Side.North && game.north.computer))
    readonly property int moveStepMs: skippingToTurn ? 0
        : game.mode === Mode.Demo && !game.replay.active ? demoPace.shownStepMs
        : computerMoveShown && computerStepMs >= 0 ? computerStepMs : stepMs
    // The header's round waits until the move that ends a round is shown.
    ShownRoundLine {
        id: shownRoundLine
        line: board.model.roundLine
        showingRoundEnd: board.animating && game.feed.trace.some(e => e.type === "roundEnd")
    }
    // A demo goes at the computer's pace, its long moves shortened.
    MovePace {
        id: demoPace
        trace: game.feed.trace
        stepMs: page.computerStepMs >= 0 ? page.computerStepMs : page.stepMs
    }

    // "Skip to your turn" (S): the computer's moves are shown at once until
    // the person is to move; then the status lists what was skipped.
    property bool skippingToTurn: false
    property int skipFrom: 0
    property string skippedText: ""
    function skipToYourTurn() {
        if (game.mode !== Mode.VersusComputer || game.replay.active || game.result.over) return;
        if (game.humanToMove && !board.animating) return;
        // The move being shown is skipped too.
        skipFrom = board.animating ? Math.max(0, game.history.count - 1) : game.history.count;
        skippingToTurn = true;
        skipAnimation();
    }
    function endSkipping() {
        if (!skippingToTurn) return;
        skippingToTurn = false;
        const skipped = game.history.count - skipFrom;
        skippedText = skipped <= 0 ? ""
            : skipped === 1 ? qsTr("Skipped 1 move: %1.").arg(game.history.summaryFrom(skipFrom))
            : qsTr("Skipped %1 moves: %2.").arg(skipped).arg(game.history.summaryFrom(skipFrom));
    }
    readonly property bool personsTurn: game.humanToMove && !board.animating
    onPersonsTurnChanged: if (personsTurn) endSkipping()

    // A move is being shown (not held at its round's end for the summary).
    // (A replay's still frame inside a move is not a move being shown.)
    readonly property bool showingMove: board.animating && !board.animator.holding
                                        && !game.replay.frame.shown

    // Option `hidden-counts`: no number of seeds in the players' bars until
    // the round ends (held for its summary) or the game is over.
    readonly property bool countsHidden: board.model.hiddenCounts && !board.animator.holding
                                         && !(game.result.over && !board.animating)

    // The place under the keyboard's cursor (-1: none yet). The pit under
    // it takes the keyboard's focus, so that a screen reader reads it
    // ("your hole 3, 7 seeds"); the keys it does not take come to the page.
    property int cursorPlace: -1
    onCursorPlaceChanged: {
        const item = cursorPlace >= 0 ? board.placeItem(cursorPlace) : null;
        if (item && page.activeFocus) item.forceActiveFocus();
        else if (!item && page.pitHasFocus()) page.forceActiveFocus();
    }
    function pitHasFocus() {
        for (let p = 0; p < board.model.rowCount(); ++p) {
            const item = board.placeItem(p);
            if (item && item.activeFocus) return true;
        }
        return false;
    }

    // Whose places the board calls "your" for a screen reader: against the
    // computer the person's; between two people at one screen the player
    // to move (or choosing in secret) now; in a demo nobody's.
    readonly property int listenerSide: game.mode === Mode.VersusComputer
        ? (game.south.computer ? Side.North : Side.South)
        : game.mode === Mode.HotSeat && !game.result.over
          ? (game.toMove === Side.BothSides ? game.choosing : game.toMove) : Side.NoSide

    // The last move told for assistive technology: its number, what it did
    // (the status the controller wrote for it) and the result when it ended
    // the game. Set when the move has been shown, not while it is sown.
    property string moveStory: ""
    property string pendingStory: ""
    function tellMove() {
        if (pendingStory === "" || (board.animating && !board.animator.holding)) return;
        moveStory = pendingStory;
        pendingStory = "";
    }
    Connections {
        target: board
        function onAnimatingChanged() { page.tellMove(); }
    }
    Connections {
        target: board.animator
        function onHeld() { page.tellMove(); }
    }

    signal backRequested()
    signal settingsRequested()
    // The rules of the game, at the section explaining the last move.
    signal rulesRequested(string gameId, string anchor)

    function openRules() {
        page.rulesRequested(game.gameId, rulesBook.anchorForEvents(board.feed.trace));
    }

    // A game with a friend online (OnlineGame): this page's session hosts
    // it or joins it, as the setup page said.
    readonly property bool onlinePlay: !!game.online && game.online.active
    // Asked to host or join: its panel shows, also when the session refused
    // at once (an invite it cannot read) and no game is online.
    property string onlineAsked: ""
    function startOnline(setup) {
        const o = setup.online;
        page.onlineAsked = o.role === "join" ? "join" : "host";
        if (o.role === "join") game.online.join(o.invite, o.roomCode, o.name);
        else game.online.host(setup, o.name);
    }
    onBackRequested: if (onlinePlay) game.online.leave()

    function startGame() {
        if (page.setup && page.setup.online) {
            page.startOnline(page.setup);
            return;
        }
        if (page.recordText !== "" && game.openRecord(page.recordText, page.recordId)) {
            if (game.result.over) game.replay.start();
            return;
        }
        if (page.resume && game.resume(page.resumeId)) return;
        if (page.gameId !== "" && !page.resume) game.newGame(page.gameId);
        else game.start(page.setup);
    }

    // The seeds shown in `side`'s holes (a Side; while a move is shown, or
    // held at its round's end, the board is behind the controller).
    function shownRowSeeds(side) {
        let sum = 0;
        for (let p = 0; p < board.model.rowCount(); ++p) {
            const item = board.placeItem(p);
            if (item && !item.isStore && item.side === side) sum += board.shownCount(p);
        }
        return sum;
    }

    function placeOfHole(side, hole) {
        for (let p = 0; p < board.model.rowCount(); ++p) {
            const item = board.placeItem(p);
            if (item && item.side === side && item.holeNumber === hole && !item.isStore) return p;
        }
        return -1;
    }

    // The side whose holes the person at the keyboard may play now
    // (Side.NoSide: none).
    function actingSide() {
        if (!game.humanToMove) return Side.NoSide;
        return game.toMove === Side.BothSides ? game.choosing : game.toMove;
    }

    // Shows the move being animated at once; false while a round summary
    // must be read first (the move stops at the round's end for it).
    function skipAnimation() {
        board.animator.skip();
        return !game.pace.awaitingSummary;
    }

    function playHole(hole) {
        if (!skipAnimation()) return;
        const side = actingSide();
        const place = side !== Side.NoSide ? placeOfHole(side, hole) : -1;
        if (game.needsDirection && place >= 0) playPlace(place);
        else game.play(hole);
    }

    // A click on a pit: play it, or first ask the direction. The controller
    // decides whether the move is legal (and keeps secret choices secret).
    function playPlace(place) {
        if (!skipAnimation()) return;
        const item = board.placeItem(place);
        if (item && !item.isStore && game.needsDirection && game.humanToMove
                && item.side === game.toMove) {
            directionPicker.ask(place, item.holeNumber, item.side, page.contentItem);
        } else {
            game.playPlace(place);
        }
    }

    // Moves the cursor to the next hole the person may play, in screen order.
    function moveCursor(step) {
        const side = actingSide();
        if (side === Side.NoSide) return;
        const places = [];
        for (let p = 0; p < board.model.rowCount(); ++p) {
            const item = board.placeItem(p);
            if (item && !item.isStore && item.side === side && item.legal) places.push(p);
        }
        if (places.length === 0) return;
        places.sort((a, b) => board.centerOf(a).x - board.centerOf(b).x);
        const at = places.indexOf(cursorPlace);
        cursorPlace = at < 0 ? places[step > 0 ? 0 : places.length - 1]
                             : places[(at + step + places.length) % places.length];
    }

    function playAgain() {
        // Online: the host hosts anew (a new invite); a guest goes back.
        if (page.onlinePlay) {
            if (game.online.role === "host" && page.setup && page.setup.online) page.startOnline(page.setup);
            else page.backRequested();
            return;
        }
        game.start(game.setup);
        page.forceActiveFocus();
    }

    // A game in progress is not dropped unasked.
    readonly property bool gameInProgress: game.history.count > 0 && !game.result.over
                                           && !game.replay.active && game.mode !== Mode.Demo
    function askNewGame() {
        if (onlinePlay) return;
        if (gameInProgress) newGameDialog.open();
        else playAgain();
    }

    // Hot-seat secret choices: hand the keyboard over with the board covered.
    readonly property int choosingNow: game.choosing
    onChoosingNowChanged: {
        if (game.mode === Mode.HotSeat && choosingNow === Side.North && game.south.chosen)
            handOver.open();
    }

    focus: true
    Component.onCompleted: {
        startGame();
        forceActiveFocus();
    }
    // Back on top of the stack: the keys come here, unless a dialog has them.
    StackView.onActivated: if (!roundSummary.visible && !handOver.visible) forceActiveFocus()

    // The replay view's keys: Space pauses (a move mid-sowing too) or plays,
    // Left/Right step inside the moves, Shift+Left/Right by whole moves,
    // Home/End jump, Escape closes it.
    function replayKey(key, modifiers) {
        const byMove = (modifiers & Qt.ShiftModifier) !== 0;
        switch (key) {
        case Qt.Key_Space: game.replay.togglePause(); return true;
        case Qt.Key_Left:
            if (byMove) { board.animator.finish(); game.replay.stepBack(); }
            else game.replay.stepEventBack();
            return true;
        case Qt.Key_Right:
            if (byMove) { board.animator.finish(); game.replay.stepForward(); }
            else game.replay.stepEventForward();
            return true;
        case Qt.Key_Home: game.replay.seek(0); return true;
        case Qt.Key_End: game.replay.seek(game.replay.length); return true;
        case Qt.Key_Escape: board.animator.finish(); game.replay.end(); return true;
        }
        return false;
    }

    Keys.onPressed: (event) => {
        const plain = event.modifiers === Qt.NoModifier || event.modifiers === Qt.KeypadModifier;
        if (game.replay.active && page.replayKey(event.key, event.modifiers)) {
            event.accepted = true;
            return;
        }
        // The keys that name a hole play it (1-9, three-row's letters A-I).
        const hole = plain || event.modifiers === Qt.ShiftModifier ? game.feed.board.holeForKey(event.text) : 0;
        if (hole > 0) {
            page.playHole(hole);
        } else if (event.key === Qt.Key_Space) {
            page.skipAnimation();
        } else if (event.key === Qt.Key_Left || event.key === Qt.Key_Right) {
            // Seen from the bottom seat, Left goes left on screen.
            page.moveCursor(event.key === Qt.Key_Right ? 1 : -1);
        } else if (event.key === Qt.Key_S && plain) {
            page.skipToYourTurn();
        } else if ((event.key === Qt.Key_Return || event.key === Qt.Key_Enter) && cursorPlace >= 0) {
            page.playPlace(cursorPlace);
        } else if (event.key === Qt.Key_U && plain) {
            game.undo();
        } else if (event.key === Qt.Key_R && plain) {
            game.redo();
        } else if ((event.key === Qt.Key_H && plain) || event.key === Qt.Key_Question) {
            game.hint();
        } else if (event.key === Qt.Key_N && plain) {
            page.askNewGame();
        } else if (event.key === Qt.Key_Escape) {
            page.backRequested();
        } else if (event.key === Qt.Key_F1) {
            page.openRules();
        } else {
            return;
        }
        event.accepted = true;
    }

    Shortcut { sequences: [StandardKey.Undo]; onActivated: game.undo() }
    Shortcut { sequences: [StandardKey.Redo]; onActivated: game.redo() }

    RulesBook {
        id: rulesBook
        gameId: game.gameId
    }

    GameSession {
        id: game
        pace.pauseMs: page.skippingToTurn ? 0
                      : game.mode === Mode.Demo || game.replay.active ? 650
                      : game.mode === Mode.VersusComputer ? 250 : 0
        onRefused: board.animator.finish()
        onGameChanged: {
            page.cursorPlace = -1;
            page.moveStory = "";
            page.pendingStory = "";
            page.skippingToTurn = false;
            page.skippedText = "";
        }
        // The summary was read (or a demo went on, or the move was undone).
        property bool summaryWaiting: pace.awaitingSummary
        onSummaryWaitingChanged: {
            if (summaryWaiting) return;
            roundSummary.close();
            board.animator.resume();
        }
        // The replay's keys (and the result's, after it) come to the page.
        property bool inReplay: replay.active
        onInReplayChanged: page.forceActiveFocus()
    }
    Connections {
        target: game.result
        function onChanged() { if (game.result.over) page.endSkipping(); }
    }
    // A move to show, the game's or the replay's: told once it has been shown.
    Connections {
        target: board.feed
        function onMovePlayed() {
            page.pendingStory = game.replay.active
                ? qsTr("Move %1: %2").arg(game.replay.shown).arg(game.replay.moveText)
                : qsTr("Move %1: %2").arg(game.history.count).arg(game.texts.status);
            // The board starts showing the move when it hears of it too.
            Qt.callLater(page.tellMove);
            if (game.replay.active) return;
            // The person moved: what was skipped before is old news.
            if (!page.computerMoveShown) page.skippedText = "";
            if (page.skippingToTurn) Qt.callLater(page.skipAnimation);
            const side = page.actingSide();
            if (page.cursorPlace >= 0 && board.placeItem(page.cursorPlace)
                    && board.placeItem(page.cursorPlace).side !== side)
                page.cursorPlace = -1;
        }
    }
    // A replay jumped to another move: shown at once (the board finishes its
    // animation), without the banner of the move it left.
    Connections {
        target: board.feed
        function onJumped() { banner.clear(); }
    }
    // Enter plays the hole the hint suggests.
    Connections {
        target: game.hints
        function onChanged() { if (game.hints.place >= 0) page.cursorPlace = game.hints.place; }
    }

    // The replay: a move held mid-sowing stands still; a stop inside a move
    // shows the board of that step (from the rules core), and the caption
    // follows the event being animated.
    Binding {
        target: board.animator
        property: "paused"
        value: game.replay.held
    }
    Connections {
        target: game.replay.frame
        function onMoved() {
            const f = game.replay.frame;
            if (f.shown)
                board.animator.showStill(f.counts, f.markers, f.southHandPlace, f.southHandSeeds,
                                         f.northHandPlace, f.northHandSeeds);
            else
                board.animator.finish();
        }
    }
    Connections {
        target: board.animator
        enabled: game.replay.active
        function onEventShown(index) { game.replay.noteAnimatedEvent(index); }
    }

    // The move that ended a round stops at the round's end: the summary
    // comes first, the refill is shown once it is read.
    Binding {
        target: board.animator
        property: "holdAtRoundEnd"
        value: game.pace.awaitingSummary
    }
    Connections {
        target: board.animator
        function onHeld() {
            if (game.pace.awaitingSummary) roundSummary.open();
            else board.animator.resume();
        }
        // Shown to its end some other way: the summary still comes.
        function onFinished() {
            if (game.pace.awaitingSummary && !roundSummary.visible) roundSummary.open();
        }
    }

    DirectionPicker {
        id: directionPicker
        objectName: "directionPicker"
        board: board
        onChosen: (hole, towardsRight) => game.playDirected(hole, towardsRight)
        onClosed: page.forceActiveFocus()
    }

    RoundSummary {
        id: roundSummary
        objectName: "roundSummary"
        summary: game.pace.awaitingSummary ? game.feed.roundSummary : ({})
        southName: game.south.name
        northName: game.north.name
        // A demo has nobody to press the button: it says it goes on by itself.
        autoContinueMs: game.mode === Mode.Demo ? game.pace.summaryMs : 0
        // The session hears first that the summary was read: without
        // animation resume() finishes the move at once, and onFinished above
        // would find the summary still awaited and open it again, under the
        // focus that page.forceActiveFocus() then hands back to the pit.
        onClosed: {
            game.dismissRoundSummary();
            board.animator.resume();
            page.forceActiveFocus();
        }
    }

    // Passing the keyboard from South to North while both choose in secret.
    Popup {
        id: handOver
        objectName: "handOver"
        modal: true
        focus: true
        anchors.centerIn: Overlay.overlay
        padding: 30
        closePolicy: Popup.NoAutoClose
        Overlay.modal: Rectangle { color: Theme.scrimOpaque }
        background: Rectangle { radius: Theme.radiusLarge + 2; color: Theme.popupSolid; border.color: Theme.accent; border.width: 2 }
        onOpened: handOverButton.forceActiveFocus()
        onClosed: page.forceActiveFocus()
        contentItem: ColumnLayout {
            spacing: 16
            Label {
                text: qsTr("%1 has chosen.").arg(game.south.name)
                color: Theme.accent
                font.pixelSize: Theme.fontHuge
                font.bold: true
                Layout.alignment: Qt.AlignHCenter
            }
            Label {
                text: qsTr("Pass the keyboard to %1. %2, look away: %1 now chooses without seeing your hole.")
                          .arg(game.north.name).arg(game.south.name)
                color: Theme.text
                font.pixelSize: Theme.fontBody
                wrapMode: Text.WordWrap
                Layout.maximumWidth: 520
            }
            ThemedButton {
                id: handOverButton
                large: true
                highlighted: true
                objectName: "handOverButton"
                text: qsTr("I am %1: show the board").arg(game.north.name)
                Layout.alignment: Qt.AlignHCenter
                onClicked: handOver.close()
            }
        }
    }

    ThemedDialog {
        id: newGameDialog
        objectName: "newGameDialog"
        title: qsTr("Start a new game?")
        standardButtons: Dialog.Yes | Dialog.No
        onAccepted: page.playAgain()
        onClosed: page.forceActiveFocus()
        ColumnLayout {
            anchors.fill: parent
            DialogText {
                text: game.history.count === 1 ? qsTr("This game (1 move played) will be discarded.")
                                               : qsTr("This game (%1 moves played) will be discarded.").arg(game.history.count)
            }
        }
    }

    ThemedDialog {
        id: resignDialog
        title: qsTr("Resign this game?")
        standardButtons: Dialog.Yes | Dialog.No
        onAccepted: game.resign()
        onClosed: page.forceActiveFocus()
        ColumnLayout {
            anchors.fill: parent
            DialogText {
                text: qsTr("%1 gives up and the other player wins. Undo takes it back.")
                          .arg(game.mode === Mode.VersusComputer
                               ? (game.south.computer ? game.north.name : game.south.name)
                               : (game.choosing === Side.North || game.toMove === Side.North
                                  ? game.north.name : game.south.name))
            }
        }
    }

    background: PageBackground {}

    header: PageHeader {
        spacing: 6
        BarButton {
            text: qsTr("‹ Games")
            onClicked: page.backRequested()
        }
        PageTitle {
            text: game.texts.gameName
            // The longest name fits at 1024 wide; a longer one is elided.
            Layout.preferredWidth: Math.min(implicitWidth, page.width >= 1280 ? 420 : 200)
        }
        BarButton {
            objectName: "rulesButton"
            text: "?"
            Accessible.name: qsTr("Rules")
            implicitWidth: implicitHeight
            leftPadding: 0
            rightPadding: 0
            onClicked: page.openRules()
            ToolTip.visible: hovered
            ToolTip.text: qsTr("The rules of %1, at what just happened (F1)").arg(game.texts.gameName)
        }
        Item { Layout.fillWidth: true }
        // The online parts exist only in an online game.
        Loader {
            active: page.onlinePlay
            visible: active
            sourceComponent: ConnectionBadge {
                objectName: "connectionBadge"
                online: game.online
                maxWidth: page.width >= 1280 ? 420 : 300
            }
        }
        // In view: what a player reaches for during a game. The rest is
        // under the menu button, so that nothing is cut at 1024x640.
        BarButton {
            objectName: "newGameButton"
            visible: !page.onlinePlay
            text: qsTr("New game")
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Start this game again (N)")
            onClicked: page.askNewGame()
        }
        BarButton {
            objectName: "undoButton"
            visible: !page.onlinePlay
            text: qsTr("Undo")
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Take back the last move (U)")
            enabled: game.canUndo
            onClicked: game.undo()
        }
        BarButton {
            objectName: "redoButton"
            visible: !page.onlinePlay
            text: qsTr("Redo")
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Play the undone move again (R)")
            enabled: game.canRedo
            onClicked: game.redo()
        }
        BarButton {
            objectName: "hintButton"
            visible: !page.onlinePlay
            text: game.hints.busy ? qsTr("Thinking…") : qsTr("Hint")
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Ask the computer for a good hole (H)")
            enabled: game.humanToMove && !game.hints.busy
            onClicked: game.hint()
        }
        SpeedMenuButton {
            objectName: "speedButton"
            stepMs: page.stepMs
            computerStepMs: page.computerStepMs
            showComputer: game.mode === Mode.VersusComputer || game.mode === Mode.Demo
            onPicked: (ms) => { AppSettings.stepMs = ms; page.stepMs = Qt.binding(() => AppSettings.stepMs); }
            onComputerPicked: (ms) => { AppSettings.computerStepMs = ms; }
        }
        BarButton {
            id: moreButton
            objectName: "moreButton"
            text: "☰"
            Accessible.name: qsTr("More")
            implicitWidth: implicitHeight
            leftPadding: 0
            rightPadding: 0
            onClicked: moreMenu.open()
            ToolTip.visible: hovered && !moreMenu.visible
            ToolTip.text: qsTr("More: resign, turn the board, skip, settings")

            ThemedMenu {
                id: moreMenu
                objectName: "moreMenu"
                y: moreButton.height
                x: moreButton.width - width
                ThemedMenuItem {
                    text: qsTr("Skip the animation (Space)")
                    enabled: board.animating
                    onTriggered: page.skipAnimation()
                }
                ThemedMenuItem {
                    objectName: "skipToTurnItem"
                    text: qsTr("Skip to your turn (S)")
                    enabled: game.mode === Mode.VersusComputer && !game.result.over
                             && !game.replay.active && !page.personsTurn
                    onTriggered: page.skipToYourTurn()
                }
                ThemedMenuItem {
                    text: game.feed.turned ? qsTr("Turn the board back (South below)")
                                      : qsTr("Turn the board (North below)")
                    enabled: !page.onlinePlay
                    onTriggered: game.setTurned(!game.feed.turned)
                }
                ThemedMenuItem {
                    text: qsTr("Resign…")
                    enabled: !game.result.over && game.mode !== Mode.Demo && !game.replay.active
                    onTriggered: resignDialog.open()
                }
                ThemedMenuSeparator {}
                ThemedMenuItem {
                    text: qsTr("Rules of %1 (F1)").arg(game.texts.gameName)
                    onTriggered: page.openRules()
                }
                ThemedMenuItem {
                    text: qsTr("Settings")
                    onTriggered: page.settingsRequested()
                }
            }
        }
    }

    // Anchored, not laid out in a row with the move list: the board's
    // height follows its width, which a row layout settles only later.
    ColumnLayout {
        anchors { left: parent.left; top: parent.top; bottom: parent.bottom
                  right: moveListPanel.left; margins: 20; rightMargin: 14 }
        spacing: 10

        // Round, round wins, the chosen direction and what the players agreed
        // at creation (Olinda keliya's draw at 28 each), when the game has them.
        Label {
            objectName: "infoLine"
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: [shownRoundLine.text, game.texts.direction, game.texts.agreement].filter(s => s !== "").join("   ·   ")
            // Empty, it keeps its line: the board does not move when it fills.
            opacity: text !== "" ? 1 : 0
            color: Theme.accentSoft
            font.pixelSize: Theme.fontBody
            // One line always: on a narrow window the type shrinks to fit,
            // and only below a readable size is the end cut.
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: Theme.fontSmall
            elide: Text.ElideRight
            HoverHandler { id: infoHover }
            ToolTip.visible: infoHover.hovered && truncated
            ToolTip.text: text
        }

        PlayerBar {
            id: topBar
            objectName: "topBar"
            Layout.fillWidth: true
            // North's side, or South's when the board is turned.
            readonly property SideState seat: game.feed.turned ? game.south : game.north
            side: seat.side
            name: seat.name
            computer: seat.computer
            remote: seat.kind === SideState.Remote
            away: remote && page.onlinePlay && !game.online.opponentPresent
            // The replay's position is the board's, not the game's.
            store: board.animating || game.replay.active ? board.shownCount(storePlace) : seat.store
            readonly property int storePlace: game.feed.turned ? board.holes : board.holes * 2 + 1
            seeds: board.animating || game.replay.active ? page.shownRowSeeds(side) : seat.seeds
            roundWins: seat.roundWins
            showRoundWins: game.feed.board.showsRoundWins
            hideCounts: page.countsHidden
            toMove: (game.replay.active ? game.replay.toMove === side || game.replay.toMove === Side.BothSides
                                        : seat.toMove) && !board.animating
            sowing: page.showingMove && (board.feed.mover === side || board.feed.mover === Side.BothSides)
            // Only the player to move thinks (a demo has two computers).
            thinking: seat.thinking && !board.animating
            chosen: seat.chosen
            winner: game.result.over && !board.animating && !game.replay.active
                    && game.result.winner === side
        }

        Board {
            id: board
            // The replay has a board feed of its own.
            feed: game.replay.active ? game.replay.feed : game.feed
            // The computer's next move waits while a move is shown, and
            // while the players change seats behind the cover.
            holdFeed: handOver.visible
            yourSide: page.listenerSide
            animator.stepMs: page.moveStepMs
            muted: !AppSettings.sound
            showCounts: AppSettings.showCounts && !board.model.hiddenCounts
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredHeight: board.preferredHeight(width)
            Layout.maximumHeight: board.preferredHeight(width)
            Layout.alignment: Qt.AlignVCenter
            onPlaceActivated: (place) => { page.cursorPlace = -1; page.playPlace(place); }

            Banner {
                id: banner
                // Over the middle of the player's bar above the board, just
                // clear of the wood: it hides no seed count of the board
                // (its middle band is the counts'), nor the bar's own,
                // which lie at its ends.
                anchors.horizontalCenter: parent.horizontalCenter
                y: -height - 6
                maxWidth: board.width * 0.46
                z: 40
            }
            Connections {
                target: board.animator
                function onAnnounced(kind, text) { banner.show(text, kind); }
            }
            PlaceRing {
                objectName: "hintRing"
                board: board
                place: board.animating ? -1 : game.hints.place
                border.color: Theme.success
                pulsing: true
            }
            // The pit whose direction is being chosen.
            PlaceRing {
                objectName: "choosingRing"
                board: board
                place: directionPicker.visible ? directionPicker.place : -1
                border.color: Theme.accent
            }
            PlaceRing {
                objectName: "cursorRing"
                board: board
                place: board.animating || !game.humanToMove ? -1 : page.cursorPlace
                border.color: Theme.focus
            }
        }

        // The narration of the move being shown (a switch keeps it on). A
        // replay tells each step and event in its own bar: one caption, never
        // two telling different events after a step or a scrub.
        RowLayout {
            objectName: "narrationRow"
            Layout.fillWidth: true
            visible: !game.replay.active
            spacing: 10
            ThemedSwitch {
                id: narrateSwitch
                objectName: "narrateSwitch"
                text: qsTr("Narrate")
                checked: AppSettings.narrate
                onToggled: AppSettings.narrate = checked
                focusPolicy: Qt.TabFocus
            }
            CaptionBar {
                id: playCaption
                objectName: "playCaption"
                Layout.fillWidth: true
                visible: narrateSwitch.checked && !previewLegend.visible
                // The event of the last move the caption tells (-1: none).
                property int eventIndex: -1
                Connections {
                    target: board.animator
                    function onEventShown(index) {
                        const c = board.feed.captions[index];
                        if (c) {
                            playCaption.text = c;
                            playCaption.eventIndex = index;
                        }
                    }
                }
                function clear() {
                    playCaption.text = "";
                    playCaption.eventIndex = -1;
                }
                Connections {
                    target: board.feed
                    // Said before the new move's first event is shown.
                    function onMovePlayed() { playCaption.eventIndex = -1; }
                    // The move told was taken back (Undo), or the board
                    // jumped to another position (a replay's scrub): the
                    // caption goes with it.
                    function onMoveChanged() { if (board.feed.trace.length === 0) playCaption.clear(); }
                    function onJumped() { playCaption.clear(); }
                }
                Connections {
                    target: game
                    function onGameChanged() { playCaption.clear(); }
                    // A switch of language: the same event, in the new words.
                    function onWordingChanged() {
                        const c = board.feed.captions[playCaption.eventIndex];
                        if (c) playCaption.text = c;
                    }
                }
            }
            Item { Layout.fillWidth: true; visible: !narrateSwitch.checked && !previewLegend.visible }
            // The hovered hole's preview in words, in the caption's place
            // while the pointer is on the hole (its own height: the board
            // does not move).
            PreviewLegend {
                id: previewLegend
                objectName: "previewLegend"
                preview: board.preview
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredHeight: 1
            }
            // For assistive technology: the whole last move in a sentence or
            // a few, set once the move has been shown (its name changes once
            // per move, so a screen reader hears NameChanged once per move).
            Item {
                objectName: "moveNarration"
                Layout.fillHeight: true
                Layout.preferredWidth: 1
                Accessible.role: Accessible.StaticText
                Accessible.name: page.moveStory
            }
        }

        PlayerBar {
            id: bottomBar
            objectName: "bottomBar"
            Layout.fillWidth: true
            // South's side, or North's when the board is turned.
            readonly property SideState seat: game.feed.turned ? game.north : game.south
            side: seat.side
            name: seat.name
            computer: seat.computer
            remote: seat.kind === SideState.Remote
            away: remote && page.onlinePlay && !game.online.opponentPresent
            readonly property int storePlace: game.feed.turned ? board.holes * 2 + 1 : board.holes
            // The replay's position is the board's, not the game's.
            store: board.animating || game.replay.active ? board.shownCount(storePlace) : seat.store
            seeds: board.animating || game.replay.active ? page.shownRowSeeds(side) : seat.seeds
            roundWins: seat.roundWins
            showRoundWins: game.feed.board.showsRoundWins
            hideCounts: page.countsHidden
            toMove: (game.replay.active ? game.replay.toMove === side || game.replay.toMove === Side.BothSides
                                        : seat.toMove) && !board.animating
            sowing: page.showingMove && (board.feed.mover === side || board.feed.mover === Side.BothSides)
            // Only the player to move thinks (a demo has two computers).
            thinking: seat.thinking && !board.animating
            chosen: seat.chosen
            winner: game.result.over && !board.animating && !game.replay.active
                    && game.result.winner === side
        }

        // Whose turn and why, then what the last move did.
        Label {
            objectName: "prompt"
            Layout.fillWidth: true
            // A narrow replay bar takes a third row: its room comes from here
            // (the bar's "Close replay" says what is on screen).
            visible: !(game.replay.active && replayBar.narrow)
            text: game.replay.active ? qsTr("Replay of the game")
                  : page.skippingToTurn ? qsTr("Skipping to your turn…")
                  : page.showingMove && page.computerMoveShown
                    ? qsTr("Space: skip this move · S: skip to your turn")
                  : page.showingMove ? qsTr("Press Space to skip the animation.")
                  : board.animator.holding ? qsTr("The round is over.")
                  : game.result.over ? "" : game.texts.prompt
            color: Theme.text
            font.pixelSize: Theme.fontLarge
            font.bold: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            // The texts under the board keep their room whatever they say
            // (two lines each), so that the board never moves between moves.
            maximumLineCount: 2
            elide: Text.ElideRight
            Layout.preferredHeight: Math.ceil(promptMetrics.lineSpacing * 2)
            FontMetrics { id: promptMetrics; font.pixelSize: Theme.fontLarge; font.bold: true }
        }
        Label {
            objectName: "status"
            Layout.fillWidth: true
            // A replay says what happens in its own bar: the room goes to the board.
            visible: !game.replay.active
            // While a move is shown its outcome stays hidden.
            text: board.animating ? "" : game.hints.text !== "" ? game.hints.text
                  : page.skippedText !== "" ? page.skippedText + " " + game.texts.prompt
                  // Not twice the same sentence (the prompt says it above).
                  : game.texts.status === game.texts.prompt ? "" : game.texts.status
            color: game.hints.text !== "" ? Theme.success
                   : game.texts.statusKind === SessionTexts.Refusal
                     || game.texts.statusKind === SessionTexts.Problem
                     ? Theme.warning : Theme.textBody
            font.pixelSize: Theme.fontBody
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            maximumLineCount: 2
            elide: Text.ElideRight
            Layout.preferredHeight: Math.ceil(statusMetrics.lineSpacing * 2)
            FontMetrics { id: statusMetrics; font.pixelSize: Theme.fontBody }
        }
        Label {
            Layout.fillWidth: true
            visible: !game.replay.active && !page.onlinePlay
            opacity: game.humanToMove && !board.animating ? 1 : 0
            text: (game.mode === Mode.VersusComputer
                   ? qsTr("Keys: %1 or ←/→ and Enter to play · U undo · R redo · %2 hint · Space skip · S skip to your turn · N new game · M mute · F1 rules")
                   : qsTr("Keys: %1 or ←/→ and Enter to play · U undo · R redo · %2 hint · Space skip · N new game · M mute · F1 rules"))
                      .arg(game.feed.board.holeKeys).arg(game.feed.board.hintKey)
            // One line at every width: smaller rather than cut.
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 9
            color: Theme.textFaint
            font.pixelSize: Theme.fontTiny
            horizontalAlignment: Text.AlignHCenter
        }
        // Online: the five phrases, in the keys' line.
        Loader {
            active: page.onlinePlay && !game.replay.active
            visible: active
            Layout.fillWidth: true
            sourceComponent: PhraseBar {
                objectName: "phraseBar"
                online: game.online
            }
        }
        ReplayBar {
            id: replayBar
            objectName: "replayBar"
            visible: game.replay.active
            replay: game.replay
            stepMs: page.stepMs
            Layout.fillWidth: true
            onSpeedPicked: (ms) => { AppSettings.stepMs = ms; page.stepMs = Qt.binding(() => AppSettings.stepMs); }
            onPlayStarted: page.forceActiveFocus()
            onCloseRequested: {
                board.animator.finish();
                game.replay.end();
                page.forceActiveFocus();
            }
        }
    }

    MoveListPanel {
        id: moveListPanel
        objectName: "moveListPanel"
        history: game.history
        anchors { right: parent.right; top: parent.top; bottom: parent.bottom; margins: 20 }
        width: Math.round((page.width >= 1600 ? 250 : page.width >= 1200 ? 210 : 180) * (1 + (Theme.textScale - 1) * 0.6))
        // Stopped inside a move, the replay lights that move.
        current: (game.replay.active ? game.replay.shown : game.history.count)
                 + (game.replay.frame.shown ? 1 : 0)
        // In the replay the list is its timeline: a click shows that move.
        seekable: game.replay.active
        onMoveClicked: (moves) => game.replay.seek(moves)
        // The move being animated is listed once its seeds have arrived.
        shownCount: board.animating && !game.replay.active ? Math.max(0, game.history.count - 1)
                    : game.history.count
    }

    // A phrase said, by either player: in the speaker's bar for a while.
    Connections {
        target: game.online || null
        function onPhraseSaid(mine, phrase, text) {
            const mySide = game.online.mySide;
            const side = mine ? mySide : mySide === Side.South ? Side.North : Side.South;
            (topBar.side === side ? topBar : bottomBar).sayPhrase(text);
        }
    }

    // Hosting: the invite over the board until the friend has joined.
    Loader {
        active: page.onlineAsked === "host" && game.online.opponentName === ""
                && game.online.phase !== "playing" && game.online.phase !== "over"
        // In the middle of the board's column, beside the move list.
        x: Math.round((moveListPanel.x - width) / 2)
        y: Math.round((parent.height - height) / 2)
        z: 45
        // Gone (the friend joined, the game began): the keys go back to the page.
        onActiveChanged: if (!active) page.forceActiveFocus()
        sourceComponent: InvitePanel {
            objectName: "invitePanel"
            online: game.online
            maxWidth: moveListPanel.x - 40
            onStopRequested: page.backRequested()
        }
    }
    // Joining: "Joining…", or why it could not, until the game is joined.
    Loader {
        active: page.onlineAsked === "join" && game.online.opponentName === ""
                && game.online.phase !== "playing" && game.online.phase !== "over"
        x: Math.round((moveListPanel.x - width) / 2)
        y: Math.round((parent.height - height) / 2)
        z: 45
        // Gone (the friend joined, the game began): the keys go back to the page.
        onActiveChanged: if (!active) page.forceActiveFocus()
        sourceComponent: JoinPanel {
            objectName: "joinPanel"
            online: game.online
            invite: page.setup && page.setup.online ? page.setup.online.invite : ""
            roomCode: page.setup && page.setup.online ? page.setup.online.roomCode : ""
            name: page.setup && page.setup.online ? page.setup.online.name : ""
            maxWidth: moveListPanel.x - 40
            onBackRequested: page.backRequested()
        }
    }

    GameOverPanel {
        id: result
        objectName: "gameOver"
        controller: game
        visible: game.result.over && !board.animating && !game.replay.active
                 && !game.pace.awaitingSummary
        anchors.centerIn: parent
        z: 50
        onPlayAgain: page.playAgain()
        onOtherGames: page.backRequested()
    }
}
