import QtQuick
import QtTest
import Cowrie

// The board drawn from a GameSession: counts follow the model, legal pits
// are highlighted, places sit where docs/rules/README.md puts them, and a move's
// animation replays the trace and ends on the model's counts.
Item {
    id: root
    width: 1100
    height: 420

    GameSession { id: game }
    GameCatalog { id: catalog }  // the registry's games

    Board {
        id: board
        anchors.fill: parent
        feed: game.feed
        onPlaceActivated: (place) => game.playPlace(place)
    }

    SignalSpy {
        id: countsSpy
        target: board.animator
        signalName: "countsChanged"
    }

    TestCase {
        name: "Board"
        when: windowShown

        function places() {
            return game.feed.board.rowCount();
        }

        function compareToModel() {
            for (let p = 0; p < places(); ++p)
                compare(board.placeItem(p).shownSeeds, game.feed.board.seedsAt(p), "place " + p);
        }

        function center(item) {
            return item.mapToItem(root, item.width / 2, item.height / 2);
        }

        function init() {
            board.animator.stepMs = 0;
            game.newGame("kalah");
        }

        function test_pitCountsFollowTheModel() {
            compare(places(), 14);
            compareToModel();
            verify(game.play(1));
            compareToModel();
            verify(game.play(3));
            compareToModel();
            game.undo();
            compareToModel();
        }

        function test_legalPitsHighlighted() {
            for (let p = 0; p < places(); ++p) {
                const item = board.placeItem(p);
                compare(item.showLegal, item.side === Side.South && !item.isStore, "place " + p);
            }
            verify(game.play(1));  // North to move
            for (let p = 0; p < places(); ++p) {
                const item = board.placeItem(p);
                compare(item.showLegal, item.side === Side.North && !item.isStore, "place " + p);
            }
        }

        function test_clickingAPitPlaysIt() {
            const pit = board.placeItem(2);  // South 3
            mouseClick(pit);
            compare(game.history.count, 1);
            compare(game.south.store, 1);
            mouseClick(board.placeItem(8));  // North 2: not South's hole
            compare(game.history.count, 1);
            verify(game.texts.status.indexOf("Not allowed") === 0);
        }

        function test_hoverPreviewsTheMove() {
            // Kalah, South 3 holds 4: the last seed lands in South's store (place 6).
            board.hoverPlace = 2;
            verify(board.preview.valid);
            compare(board.preview.lastPlace, 6);
            compare(board.placeItem(3).preview, "path");
            compare(board.placeItem(0).preview, "");
            board.hoverPlace = 8;  // North's hole: nothing to preview
            verify(!board.preview.valid);
            compare(board.placeItem(3).preview, "");
            board.hoverPlace = -1;
        }

        function test_lastMovePathIsMarked() {
            verify(game.play(3));  // South 3: 4 seeds into 4, 5, 6 and the store
            compare(board.placeItem(2).path, 2);
            compare(board.placeItem(3).path, 1);
            compare(board.placeItem(5).path, 1);
            compare(board.placeItem(0).path, 0);
        }

        function test_everyGameIsLaidOutFromTheRules() {
            for (let i = 0; i < catalog.count; ++i) {
                const id = catalog.gameIdAt(i);
                verify(game.newGame(id), id);
                const rows = game.feed.board.rows;
                const seen = {};
                for (let p = 0; p < places(); ++p) {
                    const item = board.placeItem(p);
                    verify(item.x >= 0 && item.x + item.width <= board.width, id + " place " + p);
                    verify(item.y >= 0 && item.y + item.height <= board.height, id + " place " + p);
                    if (!item.isStore) {
                        const key = item.row + ":" + item.column;
                        verify(seen[key] === undefined, id + ": two holes in one cell");
                        seen[key] = p;
                        fuzzyCompare(item.width, item.height, 0.01, "round pits");
                    }
                }
                compare(Object.keys(seen).length, places() - 2, id);
                compare(rows, catalog.data(catalog.index(i, 0), GameCatalog.RowsRole), id);
            }
            compare(board.seedKind, "cowrie");
            verify(game.newGame("olinda-keliya"));
            compare(board.seedKind, "redSeed");
        }

        function test_kalahLayout() {
            const n = 6;
            const southStore = center(board.placeItem(n));
            const northStore = center(board.placeItem(2 * n + 1));
            const south1 = center(board.placeItem(0));
            const north1 = center(board.placeItem(n + 1));
            const north6 = center(board.placeItem(2 * n));
            verify(southStore.x > center(board.placeItem(n - 1)).x, "South's store at the right");
            verify(northStore.x < south1.x, "North's store at the left");
            verify(south1.y > north1.y, "South's row at the bottom");
            verify(north1.x > north6.x, "North's hole 1 at the screen's right");
            fuzzyCompare(north6.x, south1.x, 1, "North 6 faces South 1");
        }

        function test_congkakLayout() {
            game.newGame("congkak");
            const n = 7;
            const southStore = center(board.placeItem(n));
            const northStore = center(board.placeItem(2 * n + 1));
            verify(southStore.x < center(board.placeItem(0)).x, "South's store at the left");
            verify(northStore.x > center(board.placeItem(n - 1)).x, "North's store at the right");
        }

        function test_animationReplaysTheTrace() {
            game.newGame("congkak");
            board.animator.stepMs = 2;
            countsSpy.clear();
            verify(game.play(1));
            verify(board.animating);
            // Right after the lift the board shows the board before, minus the lifted seeds.
            compare(board.placeItem(0).shownSeeds, 0);
            compare(board.placeItem(1).shownSeeds, game.feed.boardBefore[1]);
            tryCompare(board, "animating", false, 30000);
            let drops = 0;
            for (const e of game.feed.trace) if (e.type === "drop") ++drops;
            verify(countsSpy.count >= drops, "a count changes with every seed");
            compare(board.animator.lastCounts.length, places());
            for (let p = 0; p < places(); ++p)
                compare(board.animator.lastCounts[p], game.feed.board.seedsAt(p), "place " + p);
            compareToModel();
        }

        function test_markersReplayFromTheBoardBefore() {
            compare(game.feed.markersBefore.length, 0);
            board.animator.stepMs = 500;
            verify(game.play(1));
            compare(game.feed.markersBefore.length, places());
            verify(board.animating);
            compare(board.animator.marks.length, places());
            // While replaying, each place shows the animator's markers, not the model's.
            const pit = board.placeItem(3);
            compare(pit.shownMarks, board.animator.marks[3]);
            board.animator.marks = board.animator.marks.map((m, p) => p === 3 ? 1 : m);
            verify(pit.shownBurnt);
            board.animator.finish();
            compare(pit.shownMarks, -1);
            verify(!pit.shownBurnt);
        }

        function test_skipShowsTheEndAtOnce() {
            board.animator.stepMs = 500;
            verify(game.play(1));
            verify(board.animating);
            verify(board.animator.handVisible);
            board.animator.finish();
            verify(!board.animating);
            verify(!board.animator.handVisible);
            compareToModel();
        }

        function test_undoDuringAnimationStopsIt() {
            board.animator.stepMs = 500;
            verify(game.play(1));
            verify(board.animating);
            game.undo();
            verify(!board.animating);
            compareToModel();
        }
    }
}
