import QtQuick

// Replays one move from the core's trace, starting from the board before the
// move. It changes only what is shown (counts, the hand, flying seeds,
// messages): the game has already moved on in the controller, and once the
// replay ends the shown counts are the model's again. Every event takes one
// beat; a drop's seed lands (and its count goes up) at the end of its beat.
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

    // Board::Marker bits, as the core numbers them.
    readonly property int burntMark: 1
    readonly property int blindMark: 2

    // Replays `trace` from the seeds `before` (and the markers `marksBefore`,
    // optional: without them the board keeps showing the model's markers).
    function start(trace, before, marksBefore) {
        if (running) finish();
        d.still = false;
        if (!trace || trace.length === 0 || !before || before.length === 0) return;
        d.trace = trace;
        d.captures = { south: 0, north: 0 };
        d.index = -1;
        d.heldAt = -1;
        d.pending = null;
        d.freshRound = false;
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
            d.begin(d.trace[i]);
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
            d.begin(d.trace[i]);
            d.commit();
        }
        d.quiet = false;
        lastCounts = counts;
        d.hideHands();
        d.trace = [];
        d.index = -1;
        finished();
    }

    function handOf(side) {
        return side === "north" ? northHand : southHand;
    }

    function playerName(side) {
        return side === "north" ? animator.northName : animator.southName;
    }

    QtObject {
        id: d
        // Seeds captured so far in the move being shown, per side.
        property var captures: ({ south: 0, north: 0 })

        property var trace: []
        property int index: -1
        property var pending: null  // {place, delta, actor, hand}: applied when the beat ends
        property bool quiet: false  // true while skipping: counts only, no show
        // A round ended: its burnt, blind and privileged holes are gone; the
        // refill, burn and mark events that follow describe the new round.
        property bool freshRound: false
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

        function add(place, delta) {
            const next = animator.counts.slice();
            next[place] += delta;
            animator.counts = next;
        }

        function setMark(place, bits) {
            if (animator.marks.length === 0) return;
            const next = animator.marks.slice();
            next[place] |= bits;
            animator.marks = next;
        }

        function startNewRound() {
            if (!freshRound) return;
            freshRound = false;
            if (animator.marks.length > 0) animator.marks = animator.marks.map(() => 0);
        }

        function commit() {
            if (!pending) return;
            add(pending.place, pending.delta);
            if (pending.drop && !quiet) animator.dropped(pending.place);
            if (pending.hand !== undefined) animator.handOf(pending.actor).seeds = pending.hand;
            pending = null;
        }

        // Both hands away and empty (the move's end, or a skip).
        function hideHands() {
            animator.southHand.shown = false;
            animator.northHand.shown = false;
            animator.southHand.seeds = 0;
            animator.northHand.seeds = 0;
        }

        // Starts event `e`; returns its length in beats.
        function begin(e) {
            const hand = animator.handOf(e.actor);
            switch (e.type) {
            case "lift":
            case "relay":
                add(e.place, -e.count);
                hand.place = e.place;
                hand.seeds = e.hand;
                hand.shown = !quiet;
                hand.relaying = e.type === "relay";
                return 1.6;
            case "drop":
                hand.place = e.place;
                pending = { place: e.place, delta: 1, actor: e.actor, hand: e.hand, drop: true };
                return 1;
            case "skip":
                hand.place = e.place;
                if (!quiet) animator.skipped(e.place);
                return 1;
            case "capture":
            case "sweep":
            case "pasu":
                add(e.place, -e.count);
                pending = { place: e.to, delta: e.count };
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
                startNewRound();
                add(e.to, -1);
                pending = { place: e.place, delta: 1 };
                if (!quiet) animator.seedsFlew(e.to, e.place, 1, animator.stepMs);
                return 1;
            case "burn":
                // A twig falls across the hole: burnt (count 0) or blind.
                startNewRound();
                setMark(e.place, e.count === animator.blindMark ? animator.blindMark
                                                                : animator.burntMark);
                return 1.5;
            case "mark":
                // A puta or naga token: `count` is the marker.
                startNewRound();
                setMark(e.place, e.count);
                return 1.5;
            case "extraMove":
                if (!quiet)
                    animator.announced("extraMove", qsTr("%1 moves again")
                                       .arg(animator.playerName(e.actor)));
                return 3;
            case "turnEnd":
                if (!quiet)
                    animator.announced("turnEnd", qsTr("%1's turn")
                                       .arg(animator.playerName(e.actor)));
                return 3;
            case "pass":
                if (!quiet)
                    animator.announced("pass", qsTr("%1 cannot move")
                                       .arg(animator.playerName(e.actor)));
                return 3;
            case "roundEnd":
                freshRound = true;
                if (!quiet) animator.announced("roundEnd", qsTr("The round is over"));
                return 3;
            case "gameEnd":
                if (!quiet)
                    animator.announced("gameEnd", e.winner === "draw"
                                       ? qsTr("A draw")
                                       : qsTr("%1 wins").arg(animator.playerName(e.winner)));
                return 3;
            }
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
            const beats = begin(trace[index]);
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
