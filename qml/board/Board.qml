import QtQuick
import Cowrie

// The board of a GameController: the carved wooden board of its game
// (BoardArt), a BoardPlace over every hollow, the sowers' hands and flying
// seeds. Moves are shown by replaying the controller's trace with a
// TraceAnimator; the board never decides anything.
Item {
    id: board

    required property GameController controller
    property alias animator: animator
    readonly property bool animating: animator.running
    readonly property int holes: controller.holes
    // The size of one screen cell (one pit and its margin).
    readonly property real cell: woodArt.cell
    readonly property BoardModel model: controller.board

    // Places to ring as chosen (a pending simultaneous choice).
    property var marked: []
    // Sound on or off (the corner button and the M key toggle it).
    property bool muted: false
    // Seed counts on the pits; off in hidden-counts games.
    property bool showCounts: !model.hiddenCounts
    // Preview the hovered legal pit's move.
    property bool previewEnabled: true
    // Seen from North's seat (the controller's `turned`, when it has one).
    readonly property bool turned: controller.turned === true
    readonly property string seedKind: model.gameId.startsWith("olinda") ? "olinda" : "cowrie"

    // The place under the mouse, and what playing it would do.
    property int hoverPlace: -1
    readonly property var preview: previewEnabled && hoverPlace >= 0 && !animating
                                   ? model.previewOf(hoverPlace) : ({ valid: false })
    // The last move's path: place -> 1 (a seed fell there) or 2 (it started there).
    readonly property var lastPath: pathOf(controller.lastTrace)

    signal placeActivated(int place)

    // The height the board needs when it is `w` wide.
    function preferredHeight(w) {
        return w / woodArt.aspect;
    }

    // The centre of `place` in the board's coordinates.
    function centerOf(place) {
        const item = places.itemAt(place);
        if (!item) return Qt.point(width / 2, height / 2);
        return Qt.point(item.x + item.width / 2, item.y + item.height / 2);
    }

    // The delegate (a BoardPlace) drawing `place`.
    function placeItem(place) {
        return places.itemAt(place);
    }

    // The seeds shown at `place` now (replayed while animating).
    function shownCount(place) {
        if (animating && place < animator.counts.length) return animator.counts[place];
        return model.seedsAt(place);
    }

    function pathOf(trace) {
        const path = {};
        if (!trace) return path;
        for (const e of trace) {
            if (e.type === "drop" && path[e.place] === undefined) path[e.place] = 1;
            else if (e.type === "lift") path[e.place] = 2;
        }
        return path;
    }

    function previewRole(place) {
        const p = board.preview;
        if (!p.valid) return "";
        if (p.capturedFrom.indexOf(place) >= 0) return "capture";
        if (p.lastPlace === place) return "land";
        if (p.path.indexOf(place) >= 0) return "path";
        return "";
    }

    Connections {
        target: board.controller
        function onMovePlayed() {
            board.hoverPlace = -1;
            animator.start(board.controller.lastTrace, board.controller.boardBefore,
                           board.controller.markersBefore);
        }
        function onGameChanged() { animator.finish(); }
        function onLastMoveChanged() {
            if (board.controller.lastTrace.length === 0) animator.finish();
        }
    }

    TraceAnimator {
        id: animator
        onSeedsFlew: (from, to, count, durationMs) => {
            flightComponent.createObject(board, {
                from: board.centerOf(from), to: board.centerOf(to),
                count: count, durationMs: durationMs, seedSize: board.cell * 0.2,
                seedKind: board.seedKind
            });
        }
        onDropped: sounds.drop()
        onCaptured: sounds.capture()
        onSkipped: (place) => {
            const item = places.itemAt(place);
            if (item) item.flashSkip();
        }
    }

    SoundPlayer {
        id: sounds
        muted: board.muted
    }

    Component {
        id: flightComponent
        FlyingSeeds {}
    }

    BoardArt {
        id: woodArt
        objectName: "art"
        anchors.fill: parent
        model: board.model
    }

    Repeater {
        id: places
        model: board.model
        delegate: BoardPlace {
            art: woodArt
            rows: board.model.rows
            columns: board.model.columns
            turned: board.turned
            shownSeeds: board.animating && animator.counts.length > place
                        ? animator.counts[place] : seeds
            shownMarks: board.animating && animator.marks.length > place
                        ? animator.marks[place] : -1
            showLegal: legal && !board.animating
            showCount: board.showCounts
            seedKind: board.seedKind
            marked: board.marked.indexOf(place) >= 0
            path: !board.animating && board.lastPath[place] !== undefined ? board.lastPath[place] : 0
            preview: board.previewRole(place)
            previewGain: board.preview.valid && isStore && side === board.controller.toMove
                         ? board.preview.captured : 0
            onActivated: (p) => board.placeActivated(p)
            onHovered: (p, inside) => {
                if (inside) board.hoverPlace = p;
                else if (board.hoverPlace === p) board.hoverPlace = -1;
            }
        }
    }

    component BoardHand: Hand {
        id: boardHand
        required property QtObject tracked
        size: board.cell * 1.05
        visible: tracked.shown
        seeds: tracked.seeds
        relaying: tracked.relaying
        seedKind: board.seedKind
        z: 30
        readonly property point target: board.centerOf(tracked.place)
        x: target.x - palmX
        y: target.y - palmY
        Behavior on x {
            enabled: boardHand.visible
            NumberAnimation { duration: animator.stepMs * 0.7; easing.type: Easing.InOutQuad }
        }
        Behavior on y {
            enabled: boardHand.visible
            NumberAnimation { duration: animator.stepMs * 0.7; easing.type: Easing.InOutQuad }
        }
    }

    // Each hand reaches in from its owner's seat (swapped on a turned board).
    BoardHand { actor: "south"; fromTop: board.turned; tracked: animator.southHand }
    BoardHand { actor: "north"; fromTop: !board.turned; tracked: animator.northHand }

    MuteButton {
        objectName: "muteButton"
        size: Math.max(26, board.cell * 0.34)
        // Just beyond the right-hand store, clear of its count.
        x: Math.min(board.width - width, woodArt.originX + (board.model.columns + 2) * woodArt.cell)
        y: woodArt.originY
        z: 35
        muted: board.muted
        onToggled: board.muted = !board.muted
    }
    Shortcut {
        sequence: "M"
        onActivated: board.muted = !board.muted
    }
}
