import QtQuick
import Cowrie

// Replays one move from the core's trace and the boards the core computed
// along it (BoardFeed.boards: the board after each event), starting from the
// board before the move. It computes no board: it shows the core's, one
// event per beat, and changes only what is shown (counts, the hand, flying
// seeds, messages); the game has already moved on, and once the replay ends
// the shown counts are the model's again. A seed that moves to a place (a
// drop, a capture, a refill) lands there at the end of its beat.
Item {
    id: animator

    // Milliseconds a seed takes from one pit to the next; 0 shows moves at once.
    property int stepMs: 220
    // Running: a move is being shown, or a still frame (showStill) stands.
    readonly property bool running: d.trace.length > 0 || d.still
    // Holds the move where it is (a replay paused mid-sowing); false goes on.
    property bool paused: false
    onPausedChanged: {
        if (paused) timer.stop();
        else if (d.trace.length > 0 && !d.holding && !timer.running) d.advance();
    }

    // What the board shows while running: the seeds of every place, and the
    // markers of every place (Board::Marker bits; empty when not given).
    property var counts: []
    property var marks: []
    // Each player's hand carrying lifted seeds (both move in a simultaneous sowing).
    readonly property QtObject southHand: QtObject {
        property int place: -1
        property int seeds: 0
        property bool shown: false
        property bool relaying: false
    }
    readonly property QtObject northHand: QtObject {
        property int place: -1
        property int seeds: 0
        property bool shown: false
        property bool relaying: false
    }
    readonly property bool handVisible: southHand.shown || northHand.shown
    // The counts at the end of the last replay (tests compare them to the model).
    property var lastCounts: []
    // Stop just after the round's end ("roundEnd") until resume(): the view
    // shows the round summary before the refill. Still running while held.
    property bool holdAtRoundEnd: false
    readonly property bool holding: d.holding

    // Seeds move from place `from` to place `to` without the hand (capture, sweep).
    signal seedsFlew(int from, int to, int count, int durationMs)
    // A seed fell into `place` (one beat of a sowing).
    signal dropped(int place)
    // The hand passed over `place` without dropping (a 3-seed or burnt hole).
    signal skipped(int place)
    // Seeds were taken into a store (a capture or a pasu).
    signal captured(int from, int to, int count)
    // A sentence for players at a turning point of the move.
    signal announced(string kind, string text)
    // Option `hidden-counts`: the banners name no number of seeds.
    property bool countsHidden: false
    // The players' names for the banners (the bars show the same names).
    property string southName: qsTr("South")
    property string northName: qsTr("North")
    signal finished()
    // Event `index` of the trace starts being shown (narration follows it).
    signal eventShown(int index)
    // The replay stopped at the round's end (holdAtRoundEnd).
    signal held()

    // Replays `trace` through `boards` (one per event, as BoardFeed gives
    // them) from the seeds `before` and the markers `marksBefore`.
    function start(trace, boards, before, marksBefore) {
        if (running) finish();
        d.still = false;
        if (!trace || trace.length === 0 || !before || before.length === 0) return;
        if (!boards || boards.length !== trace.length) {
            console.warn("TraceAnimator: the boards do not match the trace; the move is not shown");
            return;
        }
        d.trace = trace;
        d.boards = boards;
        d.before = before;
        d.captures = {};
        d.index = -1;
        d.heldAt = -1;
        d.pending = null;
        counts = before.slice();
        marks = marksBefore && marksBefore.length === before.length ? marksBefore.slice() : [];
        d.hideHands();
        if (stepMs <= 0) {
            skip();
            return;
        }
        d.advance();
    }

    // Shows the move at once, up to the round's end when it holds there.
    function skip() {
        if (!running || d.holding) return;
        const end = holdAtRoundEnd ? d.roundEndFrom(d.index) : -1;
        if (end < 0) {
            finish();
            return;
        }
        timer.stop();
        d.quiet = true;
        d.commit();
        for (let i = d.index + 1; i <= end; ++i) {
            d.begin(i);
            d.commit();
        }
        d.quiet = false;
        d.index = end;
        d.hideHands();
        d.hold();
    }

    // Goes on after the round's end (the refill).
    function resume() {
        if (!d.holding) return;
        d.holding = false;
        if (stepMs <= 0) finish();
        else d.advance();
    }

    // Shows one board as it is inside a move (a replay stopped at a step):
    // the seeds and markers of every place and each hand's seeds over its
    // place, until finish() or the next start().
    function showStill(stillCounts, stillMarks, southPlace, southSeeds, northPlace, northSeeds) {
        if (d.trace.length > 0) finish();
        counts = stillCounts.slice();
        marks = stillMarks && stillMarks.length === stillCounts.length ? stillMarks.slice() : [];
        d.showHand(southHand, southPlace, southSeeds);
        d.showHand(northHand, northPlace, northSeeds);
        d.still = true;
    }

    // Jumps to the end of the move (skip animation).
    function finish() {
        if (d.still && d.trace.length === 0) {
            d.still = false;
            d.hideHands();
            return;
        }
        if (!running) return;
        timer.stop();
        d.holding = false;
        d.quiet = true;
        d.commit();
        for (let i = d.index + 1; i < d.trace.length; ++i) {
            d.begin(i);
            d.commit();
        }
        d.quiet = false;
        lastCounts = counts;
        d.hideHands();
        d.trace = [];
        d.boards = [];
        d.index = -1;
        finished();
    }

    function handOf(side) {
        return side === Side.North ? northHand : southHand;
    }

    function playerName(side) {
        return side === Side.North ? animator.northName : animator.southName;
    }

    QtObject {
        id: d
        // Seeds captured so far in the move being shown, per side.
        property var captures: ({})

        property var trace: []
        property var boards: []
        property var before: []
        property int index: -1
        property var pending: null  // {index, place, actor, drop}: applied when the beat ends
        property bool quiet: false  // true while skipping: counts only, no show
        property bool holding: false
        property int heldAt: -1     // the roundEnd already held at in this trace
        property bool still: false  // a still frame is shown (showStill)

        function showHand(hand, place, seeds) {
            hand.place = place;
            hand.seeds = seeds;
            hand.relaying = false;
            hand.shown = seeds > 0 && place >= 0;
        }

        // The index of the first "roundEnd" at or after `from` not yet held at, or -1.
        function roundEndFrom(from) {
            for (let i = Math.max(0, from); i < trace.length; ++i)
                if (trace[i].type === "roundEnd" && i !== heldAt) return i;
            return -1;
        }

        function hold() {
            heldAt = index;
            holding = true;
            animator.held();
        }

        function countsBefore(i) {
            return i > 0 ? boards[i - 1].counts : before;
        }

        // The core's board after event `i`, except that `landing` (a place
        // seeds are on their way to) still shows its count from before.
        function show(i, landing) {
            const next = boards[i].counts.slice();
            if (landing >= 0) next[landing] = countsBefore(i)[landing];
            animator.counts = next;
            if (animator.marks.length > 0) animator.marks = boards[i].markers.slice();
        }

        function seedsInHand(i, side) {
            return boards[i].hands[side === Side.North ? 1 : 0];
        }

        function commit() {
            if (!pending) return;
            const i = pending.index;
            animator.counts = boards[i].counts.slice();
            if (pending.drop) {
                if (!quiet) animator.dropped(pending.place);
                animator.handOf(pending.actor).seeds = seedsInHand(i, pending.actor);
            }
            pending = null;
        }

        // Both hands away and empty (the move's end, or a skip).
        function hideHands() {
            animator.southHand.shown = false;
            animator.northHand.shown = false;
            animator.southHand.seeds = 0;
            animator.northHand.seeds = 0;
        }

        // Starts event `i`; returns its length in beats.
        function begin(i) {
            const e = trace[i];
            const hand = animator.handOf(e.actor);
            switch (e.type) {
            case "lift":
            case "relay":
                show(i, -1);
                hand.place = e.place;
                hand.seeds = seedsInHand(i, e.actor);
                hand.shown = !quiet;
                hand.relaying = e.type === "relay";
                return 1.6;
            case "drop":
                show(i, e.place);
                hand.place = e.place;
                pending = { index: i, place: e.place, actor: e.actor, drop: true };
                return 1;
            case "skip":
                show(i, -1);
                hand.place = e.place;
                if (!quiet) animator.skipped(e.place);
                return 1;
            case "capture":
            case "sweep":
            case "pasu":
                show(i, e.to);
                pending = { index: i };
                if (!quiet) {
                    hand.shown = false;
                    animator.seedsFlew(e.place, e.to, e.count, 2 * animator.stepMs);
                    if (e.type !== "sweep") animator.captured(e.place, e.to, e.count);
                    // The banner counts what the move took so far, as the
                    // status line counts the whole move afterwards.
                    if (e.type === "capture") {
                        captures[e.actor] = (captures[e.actor] || 0) + e.count;
                        animator.announced("capture", animator.countsHidden
                                           ? qsTr("%1 captures").arg(animator.playerName(e.actor))
                                           : qsTr("%1 captures %2")
                                             .arg(animator.playerName(e.actor)).arg(captures[e.actor]));
                    }
                }
                return e.type === "capture" ? 2.5 : 1.5;
            case "refill":
                show(i, e.place);
                pending = { index: i };
                if (!quiet) animator.seedsFlew(e.to, e.place, 1, animator.stepMs);
                return 1;
            case "burn":
            case "mark":
                // A twig falls across the hole (burnt or blind), or a puta or
                // naga token is laid: the core's markers say which.
                show(i, -1);
                return 1.5;
            case "extraMove":
                show(i, -1);
                if (!quiet)
                    animator.announced("extraMove", qsTr("%1 moves again")
                                       .arg(animator.playerName(e.actor)));
                return 3;
            case "turnEnd":
                show(i, -1);
                if (!quiet)
                    animator.announced("turnEnd", qsTr("%1's turn")
                                       .arg(animator.playerName(e.actor)));
                return 3;
            case "pass":
                show(i, -1);
                if (!quiet)
                    animator.announced("pass", qsTr("%1 cannot move")
                                       .arg(animator.playerName(e.actor)));
                return 3;
            case "roundEnd":
                show(i, -1);
                if (!quiet) animator.announced("roundEnd", qsTr("The round is over"));
                return 3;
            case "gameEnd":
                show(i, -1);
                if (!quiet)
                    animator.announced("gameEnd", e.winner === Side.NoSide
                                       ? qsTr("A draw")
                                       : qsTr("%1 wins").arg(animator.playerName(e.winner)));
                return 3;
            }
            show(i, -1);
            return 1;
        }

        function advance() {
            commit();
            if (animator.holdAtRoundEnd && index >= 0 && index !== heldAt
                    && trace[index].type === "roundEnd") {
                hold();
                return;
            }
            index += 1;
            if (index >= trace.length) {
                animator.finish();
                return;
            }
            animator.eventShown(index);
            const beats = begin(index);
            timer.interval = Math.max(1, Math.round(beats * animator.stepMs));
            if (!animator.paused) timer.restart();
        }
    }

    Timer {
        id: timer
        repeat: false
        onTriggered: d.advance()
    }
}
