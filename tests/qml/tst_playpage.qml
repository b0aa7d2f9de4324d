import QtQuick
import QtTest
import Cowrie

// The play screen driven with the mouse as a player would: the first move
// of a direction-choosing game (a click on a pit, then an arrow) and the
// hot-seat hand-over of a simultaneous start (South chooses in secret, the
// board is covered, North takes over and chooses, the pair is played); the
// replay on its own board feed; the caption of a move taken back.
Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: pageComponent
        PlayPage {
            width: root.width
            height: root.height
        }
    }

    TestCase {
        name: "PlayPage"
        when: windowShown

        function openPage(setup) {
            const page = createTemporaryObject(pageComponent, root, { setup: setup });
            verify(page);
            tryCompare(page.controller, "gameId", setup.game);
            page.stepMs = 0;  // moves are shown at once
            waitForRendering(page);
            return page;
        }

        // The legal pits of `side` (a Side), from left to right on the screen.
        function legalPits(page, side) {
            const pits = [];
            for (let p = 0; p < page.board.model.rowCount(); ++p) {
                const item = page.board.placeItem(p);
                if (item && !item.isStore && item.side === side && item.legal) pits.push(p);
            }
            pits.sort((a, b) => page.board.centerOf(a).x - page.board.centerOf(b).x);
            return pits;
        }

        function firstEvent(trace, type, actor) {
            for (const e of trace)
                if (e.type === type && (actor === undefined || e.actor === actor)) return e;
            return null;
        }

        function test_directionArrows_data() {
            return [
                { tag: "chonka", game: "chonka", towardsScreenRight: true },
                { tag: "chonka to the left", game: "chonka", towardsScreenRight: false },
                { tag: "olinda-keliya", game: "olinda-keliya", towardsScreenRight: true },
            ];
        }

        function test_directionArrows(data) {
            const page = openPage({ game: data.game, mode: Mode.HotSeat });
            const game = page.controller;
            verify(game.needsDirection);
            compare(game.texts.direction, "");
            // A pit in the middle of South's row, so both ways lead to a pit.
            const pits = legalPits(page, Side.South);
            verify(pits.length >= 3);
            const place = pits[Math.floor(pits.length / 2)];

            mouseClick(page.board.placeItem(place));
            tryVerify(() => page.directionPicker.opened);
            compare(game.history.count, 0);  // the pit alone plays nothing

            const arrow = findChild(page.directionPicker.contentItem,
                                    data.towardsScreenRight ? "sowRight" : "sowLeft");
            verify(arrow);
            mouseClick(arrow);
            tryVerify(() => !page.directionPicker.visible);

            compare(game.history.count, 1);
            // South sits at the bottom: his right is the screen's right.
            verify(game.texts.direction.indexOf(data.towardsScreenRight ? "right" : "left") >= 0,
                   game.texts.direction);
            verify(!game.needsDirection);
            const lift = firstEvent(game.feed.trace, "lift");
            const drop = firstEvent(game.feed.trace, "drop");
            compare(lift.place, place);
            const liftX = page.board.centerOf(lift.place).x;
            const dropX = page.board.centerOf(drop.place).x;
            if (data.towardsScreenRight) verify(dropX > liftX, dropX + " > " + liftX);
            else verify(dropX < liftX, dropX + " < " + liftX);
        }

        function test_escapeTakesThePitBack() {
            const page = openPage({ game: "chonka", mode: Mode.HotSeat });
            const pits = legalPits(page, Side.South);
            mouseClick(page.board.placeItem(pits[1]));
            tryVerify(() => page.directionPicker.opened);
            keyClick(Qt.Key_Escape);
            tryVerify(() => !page.directionPicker.visible);
            compare(page.controller.history.count, 0);
            verify(page.controller.needsDirection);
        }

        // The replay view: a click on the slider jumps (no animation), one
        // move on is animated, the move list and number follow. The board
        // shows the replay's own feed; the game stays where it was.
        function test_replayBarScrubs() {
            const page = openPage({ game: "kalah", mode: Mode.HotSeat });
            const game = page.controller;
            for (let i = 0; i < 8; ++i) verify(game.playPlace(legalPits(page, game.toMove)[0]));
            compare(game.history.count, 8);
            page.stepMs = 220;
            game.replay.start();
            const bar = findChild(page, "replayBar");
            verify(bar);
            tryVerify(() => bar.visible);
            compare(page.board.feed, game.replay.feed);
            compare(game.replay.shown, 0);
            compare(game.history.count, 8);
            // One caption in a replay: the bar's, not the narration's too.
            verify(!findChild(page, "narrationRow").visible);
            mouseClick(findChild(bar, "replayPlayPause"));  // pause
            verify(!game.replay.playing);
            page.board.animator.finish();

            const slider = findChild(bar, "replaySlider");
            tryVerify(() => slider.width > 100);  // laid out
            mouseClick(slider, slider.leftPadding + slider.availableWidth * 0.5, slider.height / 2);
            compare(game.replay.shown, 4);
            verify(!page.board.animating);
            compare(findChild(bar, "replayMoveNumber").text, "Move 4 of 8");
            // The timeline lights the move shown.
            compare(findChild(page, "moveListPanel").current, 4);

            mouseClick(findChild(bar, "replayForward"));
            compare(game.replay.shown, 5);
            verify(page.board.animating);
            compare(slider.value, 5);

            mouseClick(findChild(bar, "replayBack"));
            compare(game.replay.shown, 4);
            verify(!page.board.animating);

            mouseClick(findChild(bar, "replayClose"));
            verify(!game.replay.active);
            verify(findChild(page, "narrationRow").visible);
            compare(page.board.feed, game.feed);
            compare(game.history.count, 8);
            verify(!game.feed.presenting);
        }

        // After Undo the caption no longer tells the move taken back.
        function test_undoTakesTheCaptionBack() {
            const page = openPage({ game: "kalah", mode: Mode.HotSeat });
            const game = page.controller;
            const caption = findChild(page, "playCaption");
            verify(caption);
            page.stepMs = 5;
            verify(game.play(1));
            tryVerify(() => !page.board.animating);
            verify(caption.text !== "", "the move is told");
            game.undo();
            compare(caption.text, "");
            verify(game.canRedo);
        }

        function test_hotSeatHandOver_data() {
            return [
                { tag: "congkak traditional", game: "congkak", options: { traditional: "true" } },
                { tag: "congklak rounds", game: "congklak", options: { preset: "rounds", holes: "5" } },
                { tag: "three-row", game: "three-row", options: {} },
            ];
        }

        function test_hotSeatHandOver(data) {
            const page = openPage({ game: data.game, options: data.options, mode: Mode.HotSeat,
                                    southName: "Ana", northName: "Ben" });
            const game = page.controller;
            compare(game.toMove, Side.BothSides);
            compare(game.choosing, Side.South);
            verify(!page.handOver.visible);

            // South chooses: nothing is played yet, and the board is covered.
            const southPits = legalPits(page, Side.South);
            verify(southPits.length > 0);
            const southPlace = southPits[0];
            mouseClick(page.board.placeItem(southPlace));
            verify(game.south.chosen);
            verify(!game.north.chosen);
            compare(game.history.count, 0);
            compare(game.choosing, Side.North);
            tryVerify(() => page.handOver.opened);

            // While the keyboard is handed over, the board takes no clicks.
            const northPits = legalPits(page, Side.North);
            verify(northPits.length > 0);
            const northPlace = northPits[northPits.length - 1];
            mouseClick(page.board.placeItem(northPlace));
            verify(!game.north.chosen);
            compare(game.history.count, 0);

            const button = findChild(page.handOver.contentItem, "handOverButton");
            verify(button);
            verify(button.text.indexOf("Ben") >= 0, button.text);
            mouseClick(button);
            tryVerify(() => !page.handOver.visible);

            // North chooses without seeing South's hole: the pair is played.
            mouseClick(page.board.placeItem(northPlace));
            compare(game.history.count, 1);
            compare(game.feed.mover, Side.BothSides);
            compare(firstEvent(game.feed.trace, "lift", Side.South).place, southPlace);
            compare(firstEvent(game.feed.trace, "lift", Side.North).place, northPlace);
            verify(!game.south.chosen && !game.north.chosen);
        }
    }
}
