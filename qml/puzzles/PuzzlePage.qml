import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// Puzzles: the games that have them and the player's record at each, and
// one puzzle at a time on the real board. The PuzzleSession judges moves
// through the rules core, plays the line's answers and the engine's reply to
// a wrong move; this page draws the board, the goal, the narration of every
// event, the verdict and the buttons.
Page {
    id: page

    // The game to open ("" : the first that has puzzles).
    property string gameId: ""
    // A practice set (a puzzle file as text) to play at once instead.
    property string practiceText: ""
    // Another puzzle file than the app's own (tests).
    property string puzzleFile: ""
    readonly property alias session: session
    readonly property alias board: board

    signal backRequested()
    signal rulesRequested(string gameId, string anchor)

    readonly property bool inPuzzle: session.phase !== PuzzleSession.Idle
    // Into a puzzle or back: the keys are the page's (a button pressed on the
    // way, now hidden, keeps none).
    onInPuzzleChanged: forceActiveFocus()
    readonly property string gameName: {
        const info = catalog.get(catalog.rowOf(session.gameId));
        return info && info.name ? info.name : session.gameId;
    }

    title: session.practising ? qsTr("Practise your mistakes") : qsTr("%1 puzzles").arg(gameName)
    background: PageBackground {}
    focus: true

    GameCatalog { id: catalog }
    PuzzleSession { id: session }

    function openGame(id) {
        session.load(id, page.puzzleFile);
        page.forceActiveFocus();
    }

    Component.onCompleted: {
        if (practiceText !== "") {
            session.openPractice(practiceText);
        } else {
            const games = session.games;
            openGame(gameId !== "" ? gameId : (games.length > 0 ? games[0].gameId : ""));
        }
    }
    StackView.onActivated: forceActiveFocus()

    // The board's height for its width, measured when the board changes
    // shape (a binding on preferredHeight loops through the art's layout).
    property real boardRatio: 0.4
    Connections {
        target: session.feed.board
        function onShapeChanged() {
            Qt.callLater(() => { page.boardRatio = board.preferredHeight(1000) / 1000; });
        }
    }

    function goBack() {
        if (inPuzzle && !session.practising) session.close();
        else page.backRequested();
    }

    // The keyboard's hole, as on the play page (-1: none).
    property int cursorPlace: -1
    Connections {
        target: session
        function onPhaseChanged() {
            if (session.phase !== PuzzleSession.AwaitingMove) page.cursorPlace = -1;
        }
    }
    readonly property int solverSide: session.puzzle.solver

    function moveCursor(step) {
        const places = [];
        for (let p = 0; p < board.model.rowCount(); ++p) {
            const item = board.placeItem(p);
            if (item && !item.isStore && item.side === page.solverSide && item.legal) places.push(p);
        }
        if (places.length === 0) return;
        places.sort((a, b) => board.centerOf(a).x - board.centerOf(b).x);
        const at = places.indexOf(cursorPlace);
        cursorPlace = at < 0 ? places[step > 0 ? 0 : places.length - 1]
                             : places[(at + step + places.length) % places.length];
    }

    // A click or a key on a hole: play it, or first ask the direction.
    function playPlace(place) {
        if (board.animating) board.animator.finish();
        const item = board.placeItem(place);
        if (item && !item.isStore && session.needsDirection && item.side === page.solverSide) {
            directionPicker.ask(place, item.holeNumber, item.side, page.contentItem);
            return;
        }
        session.choosePlace(place);
    }

    Keys.onPressed: (event) => {
        const plain = event.modifiers === Qt.NoModifier || event.modifiers === Qt.KeypadModifier;
        const hole = inPuzzle && (plain || event.modifiers === Qt.ShiftModifier)
                     ? session.feed.board.holeForKey(event.text) : 0;
        if (hole > 0 && session.phase === PuzzleSession.AwaitingMove) {
            for (let p = 0; p < board.model.rowCount(); ++p) {
                const item = board.placeItem(p);
                if (item && !item.isStore && item.side === page.solverSide && item.holeNumber === hole) {
                    page.playPlace(p);
                    break;
                }
            }
        } else if (event.key === Qt.Key_Space && board.animating) {
            board.animator.finish();
        } else if ((event.key === Qt.Key_Left || event.key === Qt.Key_Right) && inPuzzle) {
            page.moveCursor(event.key === Qt.Key_Right ? 1 : -1);
        } else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
            if (session.canTakeBack) session.takeBack();
            else if (cursorPlace >= 0 && session.phase === PuzzleSession.AwaitingMove) page.playPlace(cursorPlace);
            else if (session.phase === PuzzleSession.Solved || !inPuzzle) session.nextPuzzle();
        } else if ((event.key === Qt.Key_H && plain) || event.key === Qt.Key_Question) {
            session.hint();
        } else if (event.key === Qt.Key_N && plain) {
            session.nextPuzzle();
        } else if (event.key === Qt.Key_D && plain && !inPuzzle) {
            session.openDaily();
        } else if (event.key === Qt.Key_Escape) {
            page.goBack();
        } else if (event.key === Qt.Key_F1) {
            page.rulesRequested(session.gameId, "");
        } else {
            return;
        }
        event.accepted = true;
    }

    header: PageHeader {
        BarButton {
            objectName: "puzzleBackButton"
            text: page.inPuzzle && !session.practising ? qsTr("‹ Puzzles") : qsTr("‹ Back")
            onClicked: page.goBack()
        }
        PageTitle {
            Layout.fillWidth: true
            text: !page.inPuzzle ? qsTr("Puzzles")
                  : session.practising ? qsTr("Practise your mistakes — %1 of %2")
                                             .arg(session.practiceIndex + 1).arg(session.puzzleCount)
                  : session.puzzle.daily ? qsTr("%1 — today's puzzle").arg(page.gameName)
                  : qsTr("%1 — puzzle %2").arg(page.gameName).arg(session.puzzle.puzzleId.replace(/^.*-/, ""))
            horizontalAlignment: Text.AlignHCenter
        }
        Label {
            objectName: "headerRating"
            visible: page.inPuzzle
            text: session.practising ? qsTr("Practice: your rating does not change")
                  : qsTr("Rating %1 · %2 in a row")
                        .arg(session.progress.provisional ? qsTr("%1?").arg(session.progress.rating)
                                                          : session.progress.rating)
                        .arg(session.progress.streak)
            color: Theme.textSoft
            font.pixelSize: Theme.fontSmall
        }
        BarButton {
            objectName: "puzzleRulesButton"
            text: qsTr("Rules")
            onClicked: page.rulesRequested(session.gameId, "")
        }
    }

    PuzzleOverview {
        objectName: "puzzleOverview"
        visible: !page.inPuzzle
        // No wider than reads well on a large window.
        width: Math.min(parent.width - 2 * Theme.pageMargin, 1280)
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.top
        anchors.bottom: parent.bottom
        anchors.margins: Theme.pageMargin
        session: session
        catalog: catalog
        onGameChosen: (id) => page.openGame(id)
    }

    // One puzzle.
    ColumnLayout {
        id: puzzleView
        visible: page.inPuzzle
        anchors.fill: parent
        anchors.margins: 12
        spacing: 8

        // The goal, in one line.
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing
            Text {
                objectName: "goalText"
                text: session.puzzle.goal
                color: Theme.textTitle
                font.pixelSize: Theme.fontHeading
                font.bold: true
                Layout.fillWidth: true
                // One line where it fits; large text takes a second.
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                elide: Text.ElideRight
            }
            // The round (or phase) the puzzle is in, where the game has them.
            Text {
                objectName: "puzzleRound"
                visible: text !== ""
                text: session.feed.board.roundLine
                color: Theme.textSoft
                font.pixelSize: Theme.fontSmall
            }
            Text {
                objectName: "puzzleRating"
                visible: !session.practising
                text: qsTr("Puzzle rating %1").arg(session.puzzle.rating)
                color: Theme.textSoft
                font.pixelSize: Theme.fontSmall
            }
        }

        Item {
            id: boardArea
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: 150

            Board {
                id: board
                objectName: "puzzleBoard"
                feed: session.feed
                previewEnabled: false
                animator.stepMs: AppSettings.stepMs
                muted: !AppSettings.sound
                yourSide: page.solverSide
                width: boardArea.width
                height: Math.min(boardArea.height, boardArea.width * page.boardRatio)
                anchors.centerIn: parent
                onPlaceActivated: (place) => { page.cursorPlace = -1; page.playPlace(place); }
                animator.onEventShown: (index) => {
                    const c = session.feed.captions[index];
                    if (c) {
                        caption.text = c;
                        caption.eventIndex = index;
                    }
                }
                PlaceRing {
                    objectName: "hintRing"
                    board: board
                    place: board.animating ? -1 : session.puzzle.hintPlace
                    border.color: Theme.success
                    pulsing: true
                }
                PlaceRing {
                    objectName: "cursorRing"
                    board: board
                    place: board.animating || session.phase !== PuzzleSession.AwaitingMove ? -1 : page.cursorPlace
                    border.color: Theme.focus
                }
            }
        }

        CaptionBar {
            id: caption
            objectName: "captionBar"
            Layout.fillWidth: true
            property int eventIndex: -1
            Connections {
                target: session.feed
                function onMovePlayed() { caption.eventIndex = -1; }
                function onMoveChanged() { caption.eventIndex = -1; }
                // A move, or a switch of language: the event told anew. No
                // captions: the move was taken back, nothing to tell.
                function onCaptionsChanged() {
                    if (session.feed.captions.length === 0) {
                        caption.text = "";
                        caption.eventIndex = -1;
                        return;
                    }
                    const c = session.feed.captions[caption.eventIndex];
                    if (c) caption.text = c;
                }
            }
        }

        PuzzlePanel {
            objectName: "puzzlePanel"
            session: session
            Layout.fillWidth: true
            // Taller with larger text, so that a wrong move's story shows whole.
            Layout.preferredHeight: Math.max(130 * Theme.textScale,
                                             Math.min(200 * Theme.textScale, page.height * 0.24))
        }
    }

    DirectionPicker {
        id: directionPicker
        board: board
        onChosen: (hole, towardsRight) => session.playHole(hole, towardsRight ? "R" : "L")
        onClosed: page.forceActiveFocus()
    }
}
