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
        compare(list.count, options.rowCount());
        for (let r = 0; r < list.count; ++r) {
            const row = list.itemAt(r);
            verify(row !== null, "row " + r);
            verify(row.visible, row.key);
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

    function optionRow(page, key) {
        const list = findByName(page, "optionList");
        for (let r = 0; r < list.count; ++r)
            if (list.itemAt(r) && list.itemAt(r).key === key) return list.itemAt(r);
        return null;
    }

    function test_presetAndOptionClicksChangeTheValues() {
        const page = createTemporaryObject(setupComponent, root, { gameId: "congklak" });
        const rounds = findByName(page, "preset-rounds");
        verify(rounds !== null);
        mouseClick(rounds);
        compare(page.options.preset, "rounds");
        compare(page.options.values.holes, "7");
        const row = optionRow(page, "lone-seed");
        verify(row !== null);
        const loneSeed = findByName(row, "bool-lone-seed");
        verify(loneSeed !== null);
        mouseClick(loneSeed);
        compare(page.options.values["lone-seed"], "true");
        const setup = page.setup();
        compare(setup.game, "congklak");
        compare(setup.options.preset, "rounds");
        compare(setup.options["lone-seed"], "true");
    }

    // Issue 14, point 7: "You play: South (moves first)" with First = North.
    function test_whoMovesFirstAgreesWithFirstAndSide() {
        const page = createTemporaryObject(setupComponent, root, { gameId: "kalah" });
        const note = findByName(page, "firstMoveNote");
        verify(note !== null);
        // Whatever an earlier run left as the last setup.
        page.options.resetToDefaults();
        findByName(page, "southName").text = "";
        findByName(page, "northName").text = "";
        page.mode = Mode.HotSeat;
        compare(note.text, "South moves first.");
        mouseClick(findByName(optionRow(page, "first"), "choice-first-north"));
        compare(page.options.values.first, "north");
        compare(note.text, "North moves first.");
        findByName(page, "northName").text = "Ana";
        compare(note.text, "Ana moves first.");
        page.mode = Mode.VersusComputer;
        waitForRendering(page);
        mouseClick(findByName(page, "playSouth"));
        compare(page.computerSide, Side.North);
        compare(note.text, "The computer moves first.");
        mouseClick(findByName(page, "playNorth"));
        compare(page.computerSide, Side.South);
        compare(note.text, "You move first.");
        // Neither side button claims to move first any more.
        verify(findByName(page, "playSouth").text.indexOf("first") < 0);
    }

    // Issue 14, point 7: options that do nothing are not shown.
    function test_optionsWithoutEffectAreNotShown() {
        const threeRow = createTemporaryObject(setupComponent, root, { gameId: "three-row" });
        compare(optionRow(threeRow, "first"), null);
        verify(optionRow(threeRow, "games") !== null);
        compare(findByName(threeRow, "firstMoveNote").text, "Both players start at once.");

        const congklak = createTemporaryObject(setupComponent, root, { gameId: "congklak" });
        compare(congklak.options.preset, "classic");
        compare(optionRow(congklak, "rounds"), null);
        compare(optionRow(congklak, "burnt-penalty"), null);
        verify(optionRow(congklak, "first") !== null);
        mouseClick(findByName(congklak, "preset-rounds"));
        verify(optionRow(congklak, "rounds") !== null);
        compare(optionRow(congklak, "first"), null);
        compare(findByName(congklak, "firstMoveNote").text, "Both players start at once.");
    }

    // Issue 14, point 7: Preset and Traditional, Defaults and Single round.
    function test_eachChoiceIsOfferedOnce() {
        const congkak = createTemporaryObject(setupComponent, root, { gameId: "congkak" });
        compare(optionRow(congkak, "traditional"), null);
        verify(findByName(congkak, "preset-single") !== null);
        verify(findByName(congkak, "preset-traditional") !== null);
        verify(!findByName(congkak, "defaultsButton").visible);
        const congklak = createTemporaryObject(setupComponent, root, { gameId: "congklak" });
        compare(optionRow(congklak, "preset"), null);
        verify(!findByName(congklak, "defaultsButton").visible);
        // A game without presets keeps a way back to its defaults.
        const kalah = createTemporaryObject(setupComponent, root, { gameId: "kalah" });
        const defaults = findByName(kalah, "defaultsButton");
        verify(defaults.visible);
        verify(!defaults.enabled);
        kalah.options.setValue("holes", 4);
        verify(defaults.enabled);
        mouseClick(defaults);
        compare(kalah.options.values.holes, "6");
    }

    Component { id: sizedSetup; NewGamePage {} }

    function inside(item, page) {
        const p = item.mapToItem(page, 0, 0);
        return p.x >= 0 && p.y >= 0 && p.x + item.width <= page.width + 0.5
               && p.y + item.height <= page.height + 0.5;
    }

    // The page fits from 1024x640 and uses the width of a large window: the
    // options stand in two columns at 1920x1080.
    function test_layoutAtEverySize_data() {
        return [ { tag: "1024x640", w: 1024, h: 640 }, { tag: "1280x800", w: 1280, h: 800 },
                 { tag: "1920x1080", w: 1920, h: 1080 } ];
    }

    function test_layoutAtEverySize(data) {
        root.width = data.w;
        root.height = data.h;
        for (let i = 0; i < catalog.count; ++i) {
            const page = createTemporaryObject(sizedSetup, root,
                                               { gameId: catalog.gameIdAt(i), width: data.w, height: data.h });
            page.mode = Mode.VersusComputer;
            waitForRendering(page);
            const start = findByName(page, "startButton");
            verify(inside(start, page), catalog.gameIdAt(i) + ": start button");
            verify(inside(findByName(page, "firstMoveNote"), page), catalog.gameIdAt(i));
            verify(inside(findByName(page, "levelButtons"), page), catalog.gameIdAt(i) + ": levels");
            const list = findByName(page, "optionList");
            const xs = {};
            for (let r = 0; r < list.count; ++r) xs[Math.round(list.itemAt(r).mapToItem(page, 0, 0).x)] = true;
            const columns = Object.keys(xs).length;
            if (data.w >= 1920 && list.count >= 2) compare(columns, 2, catalog.gameIdAt(i));
            if (data.w <= 1280) compare(columns, 1, catalog.gameIdAt(i));
        }
        root.width = 1280;
        root.height = 800;
    }
}
}
