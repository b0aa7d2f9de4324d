import QtQuick
import QtTest
import Cowrie

// The variant picker: a card for every registry game, keyboard choice; the
// new-game page: every option of every game as a control generated from the
// schema, presets applied.
Item {
    id: root
    width: 1280
    height: 800

TestCase {
    id: test
    name: "Picker"
    when: windowShown

    Component { id: homeComponent; HomePage { width: 1280; height: 800 } }
    Component { id: setupComponent; NewGamePage { width: 1280; height: 800 } }
    GameCatalog { id: catalog }

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
        // Views and popups keep their items under a content item.
        if (item.contentItem && item.contentItem !== item && item.contentItem.parent !== item)
            return findByName(item.contentItem, name);
        return null;
    }

    function test_everyRegistryGameHasACard() {
        const home = createTemporaryObject(homeComponent, root);
        const grid = home.grid;
        verify(catalog.count >= 7);
        compare(grid.count, catalog.count);
        // The games of docs/rules/README.md are all offered.
        const ids = [];
        for (let i = 0; i < catalog.count; ++i) ids.push(catalog.gameIdAt(i));
        for (const id of ["kalah", "congkak", "congklak", "chonka", "pallankuzhi",
                          "olinda-keliya", "three-row"])
            verify(ids.indexOf(id) >= 0, id + " is missing");
        // Every card that is laid out shows a name, a region and a miniature.
        for (let i = 0; i < grid.count; ++i) {
            grid.currentIndex = i;
            grid.positionViewAtIndex(i, GridView.Contain);
            wait(0);
            const card = grid.currentItem;
            verify(card !== null);
            compare(card.gameId, catalog.gameIdAt(i));
            verify(card.name.length > 0);
            verify(card.region.length > 0);
            verify(card.description.length > 0);
            verify(card.rows >= 2 && card.columns >= 5, card.gameId);
        }
    }

    function test_keyboardChoosesAGame() {
        const home = createTemporaryObject(homeComponent, root);
        const chosen = createTemporaryObject(signalSpyComponent, root,
                                             { target: home, signalName: "gameChosen" });
        home.grid.forceActiveFocus();
        home.grid.currentIndex = 0;
        keyClick(Qt.Key_Right);
        compare(home.grid.currentIndex, 1);
        verify(home.grid.currentItem.current);
        keyClick(Qt.Key_Return);
        compare(chosen.count, 1);
        compare(chosen.signalArguments[0][0], catalog.gameIdAt(1));
    }

    Component { id: signalSpyComponent; SignalSpy {} }

    function test_optionsAreGeneratedFromTheSchema_data() {
        const rows = [];
        for (let i = 0; i < catalog.count; ++i) rows.push({ tag: catalog.gameIdAt(i), id: catalog.gameIdAt(i) });
        return rows;
    }

    function test_optionsAreGeneratedFromTheSchema(data) {
        const page = createTemporaryObject(setupComponent, root, { gameId: data.id });
        const options = page.options;
        const list = findByName(page, "optionList");
        verify(list !== null);
        verify(options.rowCount() > 0);
        compare(list.count, options.rowCount());
        for (let r = 0; r < list.count; ++r) {
            list.positionViewAtIndex(r, ListView.Contain);
            tryVerify(() => list.itemAtIndex(r) !== null, 1000, "row " + r);
            const row = list.itemAtIndex(r);
            verify(row.description.length > 0, row.key);
            if (row.kind === "choice") {
                for (const choice of row.choices) {
                    const button = findByName(row, "choice-" + row.key + "-" + choice);
                    verify(button !== null, row.key + "=" + choice);
                    compare(button.checked, row.value === choice);
                }
            } else {
                const control = findByName(row, row.kind + "-" + row.key);
                verify(control !== null, row.key);
                verify(control.visible, row.key);
            }
        }
    }

    function test_presetAndOptionClicksChangeTheValues() {
        const page = createTemporaryObject(setupComponent, root, { gameId: "congklak" });
        const rounds = findByName(page, "preset-rounds");
        verify(rounds !== null);
        mouseClick(rounds);
        compare(page.options.preset, "rounds");
        compare(page.options.values.holes, "7");
        const list = findByName(page, "optionList");
        let loneSeed = null;
        for (let r = 0; r < list.count; ++r) {
            list.positionViewAtIndex(r, ListView.Contain);
            wait(0);
            const row = list.itemAtIndex(r);
            if (row && row.key === "lone-seed") loneSeed = findByName(row, "bool-lone-seed");
        }
        verify(loneSeed !== null);
        mouseClick(loneSeed);
        compare(page.options.values["lone-seed"], "true");
        const setup = page.setup();
        compare(setup.game, "congklak");
        compare(setup.options.preset, "rounds");
        compare(setup.options["lone-seed"], "true");
    }
}
}
