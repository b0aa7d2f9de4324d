import QtQuick
import QtTest
import Cowrie

// Mute is the app's sound setting (issue 14, point 8): muted on the board of
// one game, it stays muted in the next game started from the setup page, in
// a game started at once, and after a restart (the settings as read again
// from disk).
Item {
    id: root
    width: 1280
    height: 800

TestCase {
    name: "Mute"
    when: windowShown

    Component { id: mainComponent; Main {} }

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

    // Opens the setup page of `gameId` from the home page and starts the game
    // there; returns the new play page's mute button.
    function startFromSetup(window, gameId) {
        window.goHome();
        window.chooseGame(gameId);
        tryVerify(() => window.currentPage && window.currentPage.gameId === gameId
                        && typeof window.currentPage.startGame === "function", 2000);
        const setupPage = window.currentPage;
        setupPage.mode = Mode.HotSeat;
        setupPage.startGame();
        confirmIfAsked(window);
        tryVerify(() => window.currentPage !== setupPage, 2000);
        return muteButtonOf(window);
    }

    // An unfinished game of that kind (an earlier run's) is discarded.
    function confirmIfAsked(window) {
        wait(50);
        const start = findByName(window.contentItem.parent, "replaceStartButton");
        if (start && start.visible) start.clicked();
    }

    function muteButtonOf(window) {
        let button = null;
        tryVerify(() => (button = findByName(window.currentPage, "muteButton")) !== null
                        && button.visible && button.width > 0, 3000);
        // The page has come to rest (the stack's transition is over).
        let x = -1;
        tryVerify(() => {
            const p = button.mapToItem(null, 0, 0);
            const still = p.x === x;
            x = p.x;
            return still;
        }, 3000);
        return button;
    }

    function cleanup() {
        AppSettings.sound = true;
    }

    function test_muteHoldsInEveryGameAndAfterARestart() {
        AppSettings.welcomed = true;
        AppSettings.sound = true;
        const window = createTemporaryObject(mainComponent, root);
        tryVerify(() => window.visible, 2000);

        let mute = startFromSetup(window, "chonka");
        verify(!mute.muted);
        // What a click on the corner button (or the M key) does. (Events sent
        // by the test do not reach this second window under offscreen.)
        mute.toggled();
        verify(mute.muted);
        compare(AppSettings.sound, false);

        // A new game from the setup page: still muted.
        mute = startFromSetup(window, "chonka");
        verify(mute.muted, "muted on one board, unmuted in the next game started from the setup page");
        // Another game, set up afresh.
        mute = startFromSetup(window, "kalah");
        verify(mute.muted);
        // A game started at once (the lessons' "play a real game").
        window.startGame("congkak");
        confirmIfAsked(window);
        verify(muteButtonOf(window).muted);
        // After a restart the settings are read again from disk.
        compare(SETTINGS_ON_DISK.sound(), false);

        // Unmuting holds just the same.
        muteButtonOf(window).toggled();
        compare(AppSettings.sound, true);
        mute = startFromSetup(window, "chonka");
        verify(!mute.muted);
        compare(SETTINGS_ON_DISK.sound(), true);
    }
}
}
