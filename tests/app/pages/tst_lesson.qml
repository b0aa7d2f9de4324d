import QtQuick
import QtTest
import Cowrie

// One lesson driven end to end on the real lesson page, with the mouse on
// the real board: a read step, a wrong move (animated, explained, taken
// back), a right move, "Show me", the end of the lesson, and the progress
// kept for the next session (a new LessonSession reads it back).
Item {
    id: root
    width: 1280
    height: 800

TestCase {
    id: test
    name: "Lesson"
    when: windowShown

    Component {
        id: pageComponent
        LessonPage {
            width: 1280
            height: 800
            gameId: "kalah"
            gameName: "Kalah"
            lessonFile: LESSON_FILE
        }
    }
    Component { id: sessionComponent; LessonSession {} }

    function findByName(item, name) {
        if (!item) return null;
        if (item.objectName === name) return item;
        const kids = item.children;
        if (kids) {
            for (let i = 0; i < kids.length; ++i) {
                const found = findByName(kids[i], name);
                if (found) return found;
            }
        }
        if (item.contentItem && item.contentItem !== item && item.contentItem.parent !== item)
            return findByName(item.contentItem, name);
        return null;
    }

    // Clicks board place `place` where a player would.
    function clickPlace(board, place) {
        const item = board.placeItem(place);
        verify(item, "place " + place + " is drawn");
        mouseClick(item, item.width / 2, item.height / 2);
    }

    function click(page, name) {
        const button = findByName(page, name);
        verify(button, name);
        verify(button.visible && button.enabled, name + " can be clicked");
        mouseClick(button);
    }

    function test_oneLessonEndToEnd() {
        const page = createTemporaryObject(pageComponent, root);
        const session = page.session;
        session.resetProgress();
        compare(session.lessons.length, 2);
        compare(session.lessons[0].done, false);

        // The list: open the first lesson.
        session.begin(0);
        compare(session.stepKind, "read");
        compare(findByName(page, "stepCounter").text, "Step 1 / 3");
        const board = findByName(page, "lessonBoard");
        verify(board);
        // The read step lights up South's store (place 4 on a 4-hole board).
        compare(session.highlighted, [4]);
        click(page, "nextButton");

        // A wrong move: hole 3 ends in North's row.
        compare(session.stepKind, "play");
        compare(session.phase, LessonSession.AwaitingMove);
        verify(findByName(page, "showMeButton").visible);
        clickPlace(board, 2);
        compare(session.phase, LessonSession.Judging);
        tryVerify(() => board.animating, 2000, "the wrong move is animated");
        tryCompare(session, "phase", LessonSession.Wrong, 10000);
        compare(session.feedbackTone, "wrong");
        verify(session.feedback.indexOf("your turn is over") >= 0, session.feedback);
        verify(findByName(page, "captionBar").text !== "", "the move was narrated");
        compare(board.model.seedsAt(2), 0);  // the wrong move is on the board...
        click(page, "tryAgainButton");
        compare(session.phase, LessonSession.AwaitingMove);
        compare(board.model.seedsAt(2), 3);  // ...until it is taken back

        // The right move: hole 4's single seed ends in the store.
        clickPlace(board, 3);
        tryCompare(session, "phase", LessonSession.Reading, 10000);
        compare(session.feedbackTone, "right");
        compare(session.feedback, "Right: you move again.");
        compare(board.model.seedsAt(4), 1);
        click(page, "nextButton");

        // "Show me" plays the solution; the new step starts without a verdict.
        compare(session.stepIndex, 2);
        compare(session.feedback, "");
        click(page, "showMeButton");
        tryCompare(session, "phase", LessonSession.Reading, 10000);
        verify(session.feedback.indexOf("That was the move") === 0, session.feedback);
        compare(board.model.seedsAt(1), 3);  // hole 1's seed fell in hole 2

        // The end of the lesson: marked done, and the next lesson offered.
        click(page, "nextButton");
        verify(session.lessonDone);
        compare(session.lessons[0].done, true);
        compare(findByName(page, "nextButton").text, "Next lesson ▶");

        // Progress is kept: a new session (the next launch) reads it back.
        const later = createTemporaryObject(sessionComponent, root);
        verify(later.load("kalah", LESSON_FILE));
        compare(later.lessons[0].done, true);
        compare(later.lessons[1].done, false);
    }

    SignalSpy { id: playSpy; signalName: "playRequested" }

    function test_aPredictionIsCheckedByTheCore_andTheLastLessonOffersAGame() {
        const page = createTemporaryObject(pageComponent, root);
        const session = page.session;
        session.begin(1);
        verify(session.lastLesson);
        compare(session.stepKind, "predict");
        const board = findByName(page, "lessonBoard");
        clickPlace(board, 2);  // South's hole 3: wrong, the seed falls in hole 2
        compare(session.feedbackTone, "wrong");
        verify(session.feedback.indexOf("South's hole 2") >= 0, session.feedback);
        tryCompare(session, "phase", LessonSession.Reading, 10000);
        compare(board.model.seedsAt(1), 1);
        // The game's last lesson done: a real game against Novice.
        click(page, "nextButton");
        verify(session.lessonDone);
        verify(!findByName(page, "nextButton").visible);
        playSpy.target = page;
        playSpy.clear();
        click(page, "playRealGameButton");
        compare(playSpy.count, 1);
        compare(playSpy.signalArguments[0][0], "kalah");
    }
}
}
