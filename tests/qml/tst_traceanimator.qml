import QtQuick
import QtTest
import Cowrie

// The TraceAnimator on hand-made traces and the boards the core gives along
// them (BoardFeed.boards; the core's own test of boardsAlongTrace checks
// those): holes are burnt, blinded and marked at the moment their event is
// replayed, not when the move ends, and the markers shown are the core's of
// that event (a new round without the old round's twigs and tokens).
Item {
    id: root

    TraceAnimator {
        id: animator
        stepMs: 30
    }

    SignalSpy {
        id: finishedSpy
        target: animator
        signalName: "finished"
    }

    TestCase {
        name: "TraceAnimator"
        when: windowShown

        // Board::Marker bits, as the core numbers them.
        readonly property int burntMark: 1
        readonly property int blindMark: 2

        // A 6-hole board (14 places): South's store is place 6, North's 13.
        function seeds() {
            const before = [];
            for (let p = 0; p < 14; ++p) before.push(0);
            before[6] = 3;
            return before;
        }

        // Place 2 burnt and place 9 a puta in the round that ends.
        function oldRoundMarks() {
            const marks = [];
            for (let p = 0; p < 14; ++p) marks.push(0);
            marks[2] = burntMark;
            marks[9] = 4;
            return marks;
        }

        function event(type, actor, place, to, count) {
            return { type: type, actor: actor, place: place, to: to, count: count, hand: 0 };
        }

        function roundEndTrace() {
            return [
                event("roundEnd", Side.South, -1, -1, 0),
                event("refill", Side.South, 0, 6, 1),
                event("burn", Side.South, 5, -1, 0),
                event("burn", Side.North, 12, -1, blindMark),
                event("mark", Side.North, 8, -1, 8),
            ];
        }

        // The boards after each event of roundEndTrace(), as the core gives
        // them: the refill starts the new round with no marks at all.
        function roundEndBoards() {
            const counts = seeds();
            const marks = oldRoundMarks();
            const boards = [];
            const push = () => boards.push({ counts: counts.slice(), markers: marks.slice(),
                                             hands: [0, 0], handPlaces: [-1, -1] });
            push();                                  // roundEnd
            counts[6] -= 1; counts[0] += 1;
            for (let p = 0; p < 14; ++p) marks[p] = 0;
            push();                                  // refill
            marks[5] = burntMark; push();            // burn
            marks[12] = blindMark; push();           // blind
            marks[8] = 8; push();                    // mark
            return boards;
        }

        function cleanup() {
            animator.finish();
        }

        function test_oldMarksStayUntilTheNewRoundIsLaidOut() {
            animator.start(roundEndTrace(), roundEndBoards(), seeds(), oldRoundMarks());
            verify(animator.running);
            // The round has ended but nothing is refilled yet: last round's marks stay.
            compare(animator.marks[2], burntMark);
            compare(animator.marks[9], 4);
            compare(animator.marks[5], 0);
        }

        function test_aHoleIsBurntWhenItsEventIsReplayed() {
            finishedSpy.clear();
            animator.start(roundEndTrace(), roundEndBoards(), seeds(), oldRoundMarks());
            tryVerify(() => animator.marks[5] === burntMark, 2000);
            // Still replaying: the blind hole and the token come after it.
            verify(animator.running);
            compare(animator.marks[12], 0);
            // The refill began the new round: the old twig and token are gone.
            compare(animator.marks[2], 0);
            compare(animator.marks[9], 0);
            compare(animator.counts[0], 1);
            tryCompare(finishedSpy, "count", 1, 2000);
            compare(animator.marks[12], blindMark);
            compare(animator.marks[8], 8);
        }

        function test_skippingToTheEndLaysEveryMark() {
            animator.start(roundEndTrace(), roundEndBoards(), seeds(), oldRoundMarks());
            animator.finish();
            compare(animator.marks[2], 0);
            compare(animator.marks[5], burntMark);
            compare(animator.marks[12], blindMark);
            compare(animator.marks[8], 8);
        }

        function test_withoutMarksTheModelKeepsThem() {
            animator.start(roundEndTrace(), roundEndBoards(), seeds());
            compare(animator.marks.length, 0);
            animator.finish();
            compare(animator.marks.length, 0);
        }

        function test_boardsThatDoNotMatchTheTraceShowNothing() {
            ignoreWarning("TraceAnimator: the boards do not match the trace; the move is not shown");
            animator.start(roundEndTrace(), roundEndBoards().slice(1), seeds(), oldRoundMarks());
            verify(!animator.running);
        }
    }
}
