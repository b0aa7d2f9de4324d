import QtQuick
import QtTest
import Cowrie

// The trace animator's hold at a round's end: the move stops just after its
// "roundEnd" (the round summary is shown then), the refill follows resume();
// skipping stops there too, finishing does not.
Item {
    id: root

    TraceAnimator {
        id: animator
    }

    SignalSpy {
        id: heldSpy
        target: animator
        signalName: "held"
    }

    TestCase {
        name: "TraceAnimatorHold"

        // Places: 0 South's hole, 1 South's store, 2 North's hole, 3 North's store.
        readonly property var before: [2, 0, 0, 0]
        readonly property var trace: [
            { type: "lift", actor: Side.South, place: 0, to: -1, count: 2, hand: 2 },
            { type: "drop", actor: Side.South, place: 1, to: -1, count: 0, hand: 1 },
            { type: "drop", actor: Side.South, place: 2, to: -1, count: 0, hand: 0 },
            { type: "roundEnd", actor: Side.South, place: -1, to: -1, count: 0, hand: 0 },
            { type: "refill", actor: Side.South, place: 0, to: 1, count: 1, hand: 0 },
        ]
        // The core's board after each event (BoardFeed.boards).
        function board(counts, southHand, place) {
            return { counts: counts, markers: [0, 0, 0, 0], hands: [southHand, 0],
                     handPlaces: [place, -1] };
        }
        readonly property var boards: [
            board([0, 0, 0, 0], 2, 0),
            board([0, 1, 0, 0], 1, 1),
            board([0, 1, 1, 0], 0, 2),
            board([0, 1, 1, 0], 0, 2),
            board([1, 0, 1, 0], 0, 2),
        ]

        function init() {
            animator.finish();
            heldSpy.clear();
        }

        function test_holdsAtTheRoundEndUntilResumed() {
            animator.holdAtRoundEnd = true;
            animator.stepMs = 5;
            animator.start(trace, boards, before);
            tryVerify(() => animator.holding);
            compare(heldSpy.count, 1);
            verify(animator.running);
            compare(animator.counts, [0, 1, 1, 0]);  // sown, not refilled
            wait(50);
            compare(animator.counts, [0, 1, 1, 0]);  // and it stays so
            animator.resume();
            verify(!animator.holding);
            tryVerify(() => !animator.running);
            compare(animator.lastCounts, [1, 0, 1, 0]);
            compare(heldSpy.count, 1);
        }

        function test_skipStopsAtTheRoundEnd() {
            animator.holdAtRoundEnd = true;
            animator.stepMs = 1000;
            animator.start(trace, boards, before);
            animator.skip();
            verify(animator.holding);
            compare(animator.counts, [0, 1, 1, 0]);
            animator.skip();  // held: nothing more
            verify(animator.holding);
            animator.finish();
            verify(!animator.holding);
            verify(!animator.running);
            compare(animator.lastCounts, [1, 0, 1, 0]);
        }

        function test_shownAtOnceItStillHolds() {
            animator.holdAtRoundEnd = true;
            animator.stepMs = 0;
            animator.start(trace, boards, before);
            verify(animator.holding);
            animator.resume();
            verify(!animator.running);
            compare(animator.lastCounts, [1, 0, 1, 0]);
        }

        function test_aDropLandsAtTheEndOfItsBeat() {
            animator.holdAtRoundEnd = false;
            animator.stepMs = 1000;
            animator.start(trace, boards, before);
            compare(animator.counts, [0, 0, 0, 0]);  // lifted: the hand holds 2
            compare(animator.southHand.seeds, 2);
        }

        function test_noHoldUnlessAsked() {
            animator.holdAtRoundEnd = false;
            animator.stepMs = 5;
            animator.start(trace, boards, before);
            tryVerify(() => !animator.running);
            compare(heldSpy.count, 0);
            compare(animator.lastCounts, [1, 0, 1, 0]);
        }
    }
}
