import QtQuick
import QtTest
import Cowrie

// The home page by keyboard (issue 14, point 8): the grid of cards has the
// focus at start, the arrows move among the cards and Enter opens one, Tab
// goes round the page's buttons and comes back to the grid, and the card the
// keyboard is on wears a ring.
Item {
    id: root
    width: 1280
    height: 800

TestCase {
    name: "HomeKeys"
    when: windowShown

    Component {
        id: homeComponent
        HomePage { width: 1280; height: 800; resumeSummary: "Kalah, move 3" }
    }
    Component { id: spyComponent; SignalSpy {} }

    function findByName(item, name) {
        if (!item) return null;
        if (item.objectName === name) return item;
        const kids = item.children;
        for (let i = 0; kids && i < kids.length; ++i) {
            const found = findByName(kids[i], name);
            if (found) return found;
        }
        if (item.contentItem && item.contentItem !== item && item.contentItem.parent !== item)
            return findByName(item.contentItem, name);
        return null;
    }

    function ringOf(card) { return findByName(card, "focusRing"); }

    function test_gridHasTheFocusAtStart() {
        const home = createTemporaryObject(homeComponent, root);
        tryVerify(() => home.grid.activeFocus, 1000);
        verify(home.grid.currentItem.current);
        verify(ringOf(home.grid.currentItem).visible);
    }

    function test_tabGoesRoundAndBackToTheGrid() {
        const home = createTemporaryObject(homeComponent, root);
        tryVerify(() => home.grid.activeFocus, 1000);
        const resume = findByName(home, "resumeButton");
        const puzzles = findByName(home, "puzzlesButton");
        const library = findByName(home, "libraryButton");
        const settings = findByName(home, "settingsButton");
        const visited = [];
        let back = false;
        for (let i = 0; i < 6 && !back; ++i) {
            keyClick(Qt.Key_Tab);
            if (resume.activeFocus) visited.push("resume");
            if (puzzles.activeFocus) visited.push("puzzles");
            if (library.activeFocus) visited.push("library");
            if (settings.activeFocus) visited.push("settings");
            back = home.grid.activeFocus;
            if (!back) {
                // Away from the grid, no card claims the keyboard.
                verify(!home.grid.currentItem.current);
                verify(!ringOf(home.grid.currentItem).visible);
            }
        }
        verify(back, "Tab never brought the focus back to the grid: " + visited);
        compare(visited, ["resume", "puzzles", "library", "settings"]);
        verify(ringOf(home.grid.currentItem).visible);
        // And backwards.
        keyClick(Qt.Key_Backtab);
        verify(settings.activeFocus);
        keyClick(Qt.Key_Backtab);
        verify(library.activeFocus);
        keyClick(Qt.Key_Backtab);
        verify(puzzles.activeFocus);
        keyClick(Qt.Key_Backtab);
        verify(resume.activeFocus);
        keyClick(Qt.Key_Backtab);
        verify(home.grid.activeFocus);
    }

    function test_arrowsMoveAndEnterOpensAfterTabbingRound() {
        const home = createTemporaryObject(homeComponent, root);
        const chosen = createTemporaryObject(spyComponent, root, { target: home, signalName: "gameChosen" });
        const learn = createTemporaryObject(spyComponent, root, { target: home, signalName: "learnRequested" });
        const rules = createTemporaryObject(spyComponent, root, { target: home, signalName: "rulesRequested" });
        const puzzles = createTemporaryObject(spyComponent, root, { target: home, signalName: "puzzlesRequested" });
        tryVerify(() => home.grid.activeFocus, 1000);
        for (let i = 0; i < 5; ++i) keyClick(Qt.Key_Tab);
        verify(home.grid.activeFocus);
        home.grid.currentIndex = 0;
        keyClick(Qt.Key_Right);
        compare(home.grid.currentIndex, 1);
        keyClick(Qt.Key_Left);
        compare(home.grid.currentIndex, 0);
        keyClick(Qt.Key_Right);
        keyClick(Qt.Key_L);
        compare(learn.count, 1);
        compare(learn.signalArguments[0][0], home.catalog.gameIdAt(1));
        keyClick(Qt.Key_R);
        compare(rules.count, 1);
        compare(rules.signalArguments[0][0], home.catalog.gameIdAt(1));
        keyClick(Qt.Key_P);
        compare(puzzles.count, 1);
        compare(puzzles.signalArguments[0][0], home.catalog.gameIdAt(1));
        keyClick(Qt.Key_Return);
        compare(chosen.count, 1);
        compare(chosen.signalArguments[0][0], home.catalog.gameIdAt(1));
    }
}
}
