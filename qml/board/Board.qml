import QtQuick
import Cowrie

// One board on screen: the carved wooden board of its game (BoardArt), a
// BoardPlace over every hollow, the sowers' hands and flying seeds. It shows
// its feed (a game's, a lesson's, a rules example's): a move is shown by
// stepping through the boards the rules core computed along its trace
// (TraceAnimator); the board never decides anything.
Item {
    id: board

    required property BoardFeed feed
    property alias animator: animator
    readonly property bool animating: animator.running
    readonly property int holes: model.holes
    // The size of one screen cell (one pit and its margin).
    readonly property real cell: woodArt.cell
    readonly property BoardModel model: feed.board
    // The page keeps the feed waiting although no move is animated (a cover
    // over the board while the players change seats).
    property bool holdFeed: false
    // The handshake: while the board shows a move (not held at a round's
    // end), the feed's owner waits.
    Binding {
        target: board.feed
        property: "presenting"
        value: (board.animating && !animator.holding) || board.holdFeed
    }
    // Another feed on this board (the play page's replay opens or closes):
    // the move being shown stops, and the feed left waits no more.
    property BoardFeed feedShown: null
    onFeedChanged: {
        if (feedShown && feedShown !== feed) feedShown.presenting = false;
        feedShown = feed;
        animator.finish();
    }

    // Places to ring as chosen (a pending simultaneous choice).
    property var marked: []
    // Places to light up with a warm glow (an example, a lesson step): place
    // numbers, or names as the rules and lessons write them: "south 3",
    // "north 1", "south store" (three-row also by letter: "south C").
    property var highlighted: []
    // Hover previews, clicks and the mute button; off for a board that is
    // only looked at.
    property bool interactive: true
    // Sound on or off: the app's sound setting unless a page fixes it. The
    // corner button and the M key change the setting itself, so that the
    // choice holds in every game, however started, and after a restart.
    property bool muted: !AppSettings.sound
    function toggleMute() { AppSettings.sound = board.muted; }
    // Seed counts on the pits; off in hidden-counts games.
    property bool showCounts: !model.hiddenCounts
    // Preview the hovered legal pit's move.
    property bool previewEnabled: true
    // Seen from North's seat.
    readonly property bool turned: feed.turned
    readonly property string seedKind: model.seedKind

    // The side whose places a screen reader calls "your" (Side.South,
    // Side.North, or Side.NoSide for none: every place is named by its
    // owner). The play page sets it: the person's side against the
    // computer, the player to move when two people share the screen
    // (docs/accessibility.md).
    property int yourSide: Side.NoSide
    readonly property string southName: feed.southName !== "" ? feed.southName : qsTr("South")
    readonly property string northName: feed.northName !== "" ? feed.northName : qsTr("North")

    // The place under the mouse, and what playing it would do.
    property int hoverPlace: -1
    // A preview set by the page (the direction picker's chosen way), shown
    // instead of the hovered pit's.
    property var pinnedPreview: null
    readonly property var preview: pinnedPreview ? pinnedPreview
                                   : previewEnabled && interactive && hoverPlace >= 0 && !animating
                                   ? model.previewOf(hoverPlace) : ({ valid: false })
    // The last move's path: place -> 1 (a seed fell there) or 2 (it started there).
    readonly property var lastPath: pathOf(feed.trace)
    // `highlighted` as place numbers (re-read when the board changes shape).
    readonly property var highlightedPlaces: {
        model.holes; model.gameId; model.rows;
        return highlighted ? highlighted.map(placeOfName).filter(p => p >= 0) : [];
    }

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

    // The place named `name` ("south 3", "north store", "south C"), or a
    // place number as it is; -1 when there is none.
    function placeOfName(name) {
        if (typeof name === "number") return name < model.rowCount() ? name : -1;
        const parts = String(name).trim().split(/\s+/);
        if (parts.length !== 2) return -1;
        const side = ({ south: Side.South, north: Side.North })[parts[0].toLowerCase()];
        if (side === undefined) return -1;
        const which = parts[1];
        for (let p = 0; p < model.rowCount(); ++p) {
            const at = model.index(p, 0);
            if (model.data(at, BoardModel.SideRole) !== side) continue;
            const store = model.data(at, BoardModel.IsStoreRole);
            if (which.toLowerCase() === "store") {
                if (store) return p;
            } else if (!store && (String(model.data(at, BoardModel.HoleNumberRole)) === which
                                  || model.data(at, BoardModel.LabelRole) === which)) {
                return p;
            }
        }
        return -1;
    }

    function pathOf(trace) {
        const path = {};
        if (!trace) return path;
        for (const e of trace) {
            // A refill lays a new round's board: the move's path is not on it.
            if (e.type === "refill") return {};
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
        target: board.feed
        function onMovePlayed() {
            board.hoverPlace = -1;
            animator.start(board.feed.trace, board.feed.boards, board.feed.boardBefore,
                           board.feed.markersBefore);
        }
        function onGameChanged() { animator.finish(); }
        function onJumped() { animator.finish(); }
        function onMoveChanged() {
            if (board.feed.trace.length === 0) animator.finish();
        }
    }

    TraceAnimator {
        id: animator
        countsHidden: board.model.hiddenCounts
        southName: board.southName
        northName: board.northName
        onSeedsFlew: (from, to, count, durationMs) => {
            flightComponent.createObject(board, {
                from: board.centerOf(from), to: board.centerOf(to),
                count: count, durationMs: durationMs, seedSize: board.cell * 0.2,
                seedKind: board.seedKind, showCount: !board.model.hiddenCounts
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
        highContrast: Theme.highContrast
    }

    Repeater {
        id: places
        model: board.model
        delegate: BoardPlace {
            id: boardPlace
            art: woodArt
            enabled: board.interactive
            rows: board.model.rows
            columns: board.model.columns
            turned: board.turned
            shownSeeds: board.animating && animator.counts.length > place
                        ? animator.counts[place] : seeds
            shownMarks: board.animating && animator.marks.length > place
                        ? animator.marks[place] : -1
            showLegal: legal && !board.animating
            showCount: board.showCounts
            ownerName: side === board.yourSide ? "" : side === Side.South ? board.southName : board.northName
            countsSecret: board.model.hiddenCounts
            seedKind: board.seedKind
            marked: board.marked.indexOf(place) >= 0
            path: !board.animating && board.lastPath[place] !== undefined ? board.lastPath[place] : 0
            preview: board.previewRole(place)
            previewGain: board.preview.valid && place === board.preview.store
                         ? board.preview.captured : 0
            previewExtra: board.preview.valid && board.preview.extraMove === true
            onActivated: (p) => board.placeActivated(p)
            onHovered: (p, inside) => {
                if (inside) board.hoverPlace = p;
                else if (board.hoverPlace === p) board.hoverPlace = -1;
            }

            // A highlighted place glows: a warm ring with a soft halo.
            Item {
                id: glow
                objectName: "highlightRing"
                readonly property real grow: boardPlace.isStore ? boardPlace.cell * 0.14
                                                                : boardPlace.cell * 0.18
                visible: board.highlightedPlaces.indexOf(boardPlace.place) >= 0
                anchors.centerIn: parent
                width: parent.width + grow
                height: parent.height + grow
                // Under the pit's count and number, around the pit.
                z: -1
                Repeater {
                    model: 3
                    Rectangle {
                        required property int index
                        readonly property real spread: index * Math.max(2, boardPlace.cell * 0.035)
                        anchors.centerIn: parent
                        width: glow.width + spread * 2
                        height: glow.height + spread * 2
                        radius: boardPlace.isStore && boardPlace.art.squareStores
                                ? width * 0.22 : Math.min(width, height) / 2
                        color: "transparent"
                        border.width: index === 0 ? Math.max(2.5, boardPlace.cell * 0.05)
                                                  : Math.max(2, boardPlace.cell * 0.035)
                        border.color: index === 0 ? Theme.highlightRing : Theme.highlightHalo
                        opacity: [1.0, 0.45, 0.2][index]
                    }
                }
                SequentialAnimation on opacity {
                    running: glow.visible && board.interactive
                    loops: Animation.Infinite
                    NumberAnimation { from: 1; to: 0.55; duration: 900; easing.type: Easing.InOutSine }
                    NumberAnimation { from: 0.55; to: 1; duration: 900; easing.type: Easing.InOutSine }
                }
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
        showCount: !board.model.hiddenCounts
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
    BoardHand { actor: Side.South; fromTop: board.turned; tracked: animator.southHand }
    BoardHand { actor: Side.North; fromTop: !board.turned; tracked: animator.northHand }

    MuteButton {
        objectName: "muteButton"
        visible: board.interactive
        size: Math.max(26, board.cell * 0.34)
        // In the board's top right-hand corner: beyond the right-hand store
        // (at least 0.3 cells of wood lie past its rim on every board) and
        // above its top, so that it covers no place and no count.
        x: board.width - width
        y: 0
        z: 35
        muted: board.muted
        onToggled: board.toggleMute()
    }
    Shortcut {
        sequence: "M"
        enabled: board.interactive
        onActivated: board.toggleMute()
    }
}
