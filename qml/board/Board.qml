import QtQuick
import Cowrie

// The two-row board of a GameController: a wooden slab, a pit per hole, a
// store at each end, the sower's hand and flying seeds. Moves are shown by
// replaying the controller's trace with a TraceAnimator.
Item {
    id: board

    required property GameController controller
    property alias animator: animator
    readonly property bool animating: animator.running
    readonly property int holes: controller.holes
    // The size of one screen cell (one pit and its margin).
    readonly property real cell: Math.max(30, Math.min(width / (holes + 2.6), height / 2.7))

    // Places to ring as chosen (a pending simultaneous choice).
    property var marked: []

    signal placeActivated(int place)

    // The height the board needs when it is `w` wide.
    function preferredHeight(w) {
        return w / (holes + 2.6) * 2.7;
    }

    // The centre of `place` in the board's coordinates.
    function centerOf(place) {
        const item = places.itemAt(place);
        if (!item) return Qt.point(width / 2, height / 2);
        return Qt.point(slab.x + grid.x + item.x + item.width / 2,
                        slab.y + grid.y + item.y + item.height / 2);
    }

    // The delegate (a BoardPlace) drawing `place`.
    function placeItem(place) {
        return places.itemAt(place);
    }

    // The seeds shown at `place` now (replayed while animating).
    function shownCount(place) {
        if (animating && place < animator.counts.length) return animator.counts[place];
        return controller.board.seedsAt(place);
    }

    Connections {
        target: board.controller
        function onMovePlayed() {
            animator.start(board.controller.lastTrace, board.controller.boardBefore);
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
                count: count, durationMs: durationMs, seedSize: board.cell * 0.15
            });
        }
    }

    Component {
        id: flightComponent
        FlyingSeeds {}
    }

    // The wooden slab.
    Rectangle {
        id: slab
        width: (board.holes + 2) * board.cell + board.cell * 0.4
        height: 2 * board.cell + board.cell * 0.5
        anchors.centerIn: parent
        radius: board.cell * 0.55
        border.color: "#4a2a12"
        border.width: 3
        gradient: Gradient {
            orientation: Gradient.Vertical
            GradientStop { position: 0.0; color: "#c88a4f" }
            GradientStop { position: 0.45; color: "#b0713a" }
            GradientStop { position: 1.0; color: "#8a5228" }
        }

        // Grain: a few long faint streaks along the board.
        Repeater {
            model: 9
            delegate: Rectangle {
                required property int index
                x: slab.radius * 0.6 + (index % 3) * slab.width * 0.04
                width: slab.width - 2 * x
                y: slab.height * (0.08 + index * 0.105)
                height: 1 + (index % 2)
                radius: 1
                color: index % 2 ? "#5a3417" : "#e0a870"
                opacity: 0.22
            }
        }
        // The groove between the two rows.
        Rectangle {
            x: board.cell * 1.2
            width: slab.width - 2 * x
            y: slab.height / 2 - 1
            height: 2
            color: "#5a3417"
            opacity: 0.35
        }

        Item {
            id: grid
            x: board.cell * 0.2
            y: board.cell * 0.25
            width: (board.holes + 2) * board.cell
            height: 2 * board.cell

            Repeater {
                id: places
                model: board.controller.board
                delegate: BoardPlace {
                    cell: board.cell
                    shownSeeds: board.animating && animator.counts.length > place
                                ? animator.counts[place] : seeds
                    showLegal: legal && !board.animating
                    marked: board.marked.indexOf(place) >= 0
                    onActivated: (p) => board.placeActivated(p)
                }
            }
        }
    }

    component BoardHand: Hand {
        id: boardHand
        required property QtObject tracked
        size: board.cell * 0.85
        visible: tracked.shown
        seeds: tracked.seeds
        relaying: tracked.relaying
        z: 30
        readonly property point target: board.centerOf(tracked.place)
        x: target.x - width / 2
        // Held a little towards its owner's seat, so the pit's count stays readable.
        y: target.y - height / 2 + (actor === "north" ? -board.cell * 0.25 : board.cell * 0.25)
        Behavior on x {
            enabled: boardHand.visible
            NumberAnimation { duration: animator.stepMs * 0.7; easing.type: Easing.InOutQuad }
        }
        Behavior on y {
            enabled: boardHand.visible
            NumberAnimation { duration: animator.stepMs * 0.7; easing.type: Easing.InOutQuad }
        }
    }

    BoardHand { actor: "south"; tracked: animator.southHand }
    BoardHand { actor: "north"; tracked: animator.northHand }
}
