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
        compare(session.lessons.length, 3);
        compare(session.lessons[0].done, false);

        // The list: open the first lesson.
        session.begin(0);
        compare(session.step.kind, LessonStep.Read);
        compare(findByName(page, "stepCounter").text, "Step 1 / 3");
        const board = findByName(page, "lessonBoard");
        verify(board);
        // The read step lights up South's store (place 4 on a 4-hole board).
        compare(session.step.highlighted, [4]);
        click(page, "nextButton");

        // A wrong move: hole 3 ends in North's row.
        compare(session.step.kind, LessonStep.Play);
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
        // The caption no longer tells the move taken back.
        compare(findByName(page, "captionBar").text, "");
        compare(session.feed.captions.length, 0);

        // The right move: hole 4's single seed ends in the store.
        clickPlace(board, 3);
        tryCompare(session, "phase", LessonSession.Reading, 10000);
        compare(session.feedbackTone, "right");
        compare(session.feedback, "Right: you move again.");
        compare(board.model.seedsAt(4), 1);
        // The move can be watched again, from the step's start; the verdict stays.
        verify(session.canWatch);
        compare(findByName(page, "watchButton").text, "↻ Watch again");
        click(page, "watchButton");
        compare(session.phase, LessonSession.Watching);
        // Played again from the step's start: hole 4's seed in its hole.
        compare(session.feed.boardBefore[3], 1);
        compare(session.feed.boardBefore[4], 0);
        tryCompare(session, "phase", LessonSession.Reading, 10000);
        compare(board.model.seedsAt(4), 1);
        compare(session.feedback, "Right: you move again.");
        click(page, "nextButton");

        // "Show me" plays the solution; the new step starts without a verdict.
        compare(session.step.index, 2);
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

    Component {
        id: realLessonsComponent
        LessonPage {
            width: 1280
            height: 800
            gameId: "kalah"
            gameName: "Kalah"
        }
    }

    // A step that shows a move waits for the learner: the board stays still
    // until Watch (or Enter), and the move can be watched again.
    function test_aWatchStepWaitsForTheLearner_andCanBeWatchedAgain() {
        const page = createTemporaryObject(realLessonsComponent, root);
        const session = page.session;
        const board = findByName(page, "lessonBoard");
        // Kalah's "When nothing is captured" opens with "Watch your hole 1".
        verify(session.begin(session.indexOf("kalah-no-capture")));
        compare(session.step.kind, LessonStep.Read);
        verify(session.step.watchable);
        verify(!session.step.watched);
        compare(session.phase, LessonSession.Reading);
        const before = board.model.seedsAt(0);
        verify(before > 0);
        wait(1500);  // time to read: nothing moves on its own
        verify(!board.animating);
        compare(session.phase, LessonSession.Reading);
        compare(board.model.seedsAt(0), before);
        const watchButton = findByName(page, "watchButton");
        compare(watchButton.text, "▶ Watch");
        verify(watchButton.checked, "Watch leads");
        verify(!findByName(page, "nextButton").checked);

        click(page, "watchButton");
        compare(session.phase, LessonSession.Watching);
        tryVerify(() => board.animating, 2000, "the move is animated");
        tryCompare(session, "phase", LessonSession.Reading, 10000);
        verify(session.step.watched);
        compare(board.model.seedsAt(0), 0);
        const after = [];
        for (let p = 0; p < 2 * board.model.holes + 2; ++p) after.push(board.model.seedsAt(p));
        compare(watchButton.text, "↻ Watch again");
        verify(findByName(page, "nextButton").checked, "Next leads once watched");

        // Enter goes on once watched; back on the step, Enter watches first.
        page.forceActiveFocus();
        keyClick(Qt.Key_Return);
        compare(session.step.index, 1);
        session.previous();
        compare(session.step.index, 0);
        verify(!session.step.watched);
        keyClick(Qt.Key_Return);
        compare(session.step.index, 0);
        compare(session.phase, LessonSession.Watching);
        tryCompare(session, "phase", LessonSession.Reading, 10000);

        // Watch again: the same move from the step's start, to the same end.
        click(page, "watchButton");
        compare(session.feed.boardBefore[0], before);  // from the step's start
        tryCompare(session, "phase", LessonSession.Reading, 10000);
        for (let p = 0; p < after.length; ++p)
            compare(board.model.seedsAt(p), after[p], "place " + p);
    }

    SignalSpy { id: playSpy; signalName: "playRequested" }
    SignalSpy { id: puzzlesSpy; signalName: "puzzlesRequested" }

    function test_aPredictionIsCheckedByTheCore() {
        const page = createTemporaryObject(pageComponent, root);
        const session = page.session;
        session.begin(1);
        verify(!session.lastLesson);
        compare(session.step.kind, LessonStep.Predict);
        const board = findByName(page, "lessonBoard");
        clickPlace(board, 2);  // South's hole 3: wrong, the seed falls in hole 2
        compare(session.feedbackTone, "wrong");
        verify(session.feedback.indexOf("South's hole 2") >= 0, session.feedback);
        tryCompare(session, "phase", LessonSession.Reading, 10000);
        compare(board.model.seedsAt(1), 1);
        click(page, "nextButton");
        verify(session.lessonDone);
        verify(!findByName(page, "puzzlesButton").visible, "only after the last lesson");
        compare(findByName(page, "nextButton").text, "Next lesson ▶");
    }

    // The strategy lessons follow the rules lessons under a heading of their
    // own; the learner's move is judged by the engine (any of its best moves
    // is right); the last lesson offers a game and the game's puzzles.
    function test_aStrategyLessonIsJudgedByTheEngine_andTheLastOffersPuzzles() {
        const page = createTemporaryObject(pageComponent, root);
        const session = page.session;
        compare(session.lessons.map(l => l.strategy), [false, false, true]);
        const list = findByName(page, "lessonList");
        tryVerify(() => findByName(list, "playingWellHeading") !== null, 2000);
        const heading = findByName(list, "playingWellHeading");
        compare(heading.text, "Playing well");
        verify(heading.visible);
        verify(findByName(list, "rulesHeading").visible, "the rules lessons are named too");

        session.begin(2);
        verify(session.lastLesson);
        const board = findByName(page, "lessonBoard");
        // Hole 3 gives up 5 seeds against hole 4 at the goal's depth.
        clickPlace(board, 2);
        tryCompare(session, "phase", LessonSession.Wrong, 10000);
        compare(session.feedback, "Hole 3 gives up 5 seeds.");
        click(page, "tryAgainButton");
        // Hole 1 is not listed: explained from its own trace.
        clickPlace(board, 0);
        tryCompare(session, "phase", LessonSession.Wrong, 10000);
        verify(session.feedback.indexOf("Not quite.") === 0, session.feedback);
        click(page, "tryAgainButton");
        clickPlace(board, 3);
        tryCompare(session, "phase", LessonSession.Reading, 10000);
        compare(session.feedbackTone, "right");
        compare(session.feedback, "Right: hole 4 first.");

        // The game's last lesson done: a real game against Novice, or puzzles.
        click(page, "nextButton");
        verify(session.lessonDone);
        verify(!findByName(page, "nextButton").visible);
        playSpy.target = page;
        playSpy.clear();
        puzzlesSpy.target = page;
        puzzlesSpy.clear();
        // Shown just now: its row places it (right of the spacer) a frame later.
        tryVerify(() => findByName(page, "puzzlesButton").x > 0, 2000);
        click(page, "puzzlesButton");
        compare(puzzlesSpy.count, 1);
        compare(puzzlesSpy.signalArguments[0][0], "kalah");
        compare(playSpy.count, 0);
        click(page, "playRealGameButton");
        compare(playSpy.count, 1);
        compare(playSpy.signalArguments[0][0], "kalah");
    }
}
}
