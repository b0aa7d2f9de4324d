import QtQuick
import QtTest
import Cowrie

// Online play's pages without a network (issue 31): the setup page's "Play
// a friend online" (Host keeps the game's options, Join hides them; the
// setup handed on; Join with nothing to join says so under the field), the
// Settings' server address (kept only as HOST:PORT), and the play page's
// online parts against a stand-in for GameSession.online: the connection
// badge, the invite panel, the phrases and the friend's bar.
Item {
    id: root
    width: 1280
    height: 800

TestCase {
    id: test
    name: "Online"
    when: windowShown

    Component { id: setupComponent; NewGamePage { width: 1280; height: 800 } }
    Component { id: settingsComponent; SettingsPage { width: 1280; height: 800 } }
    Component { id: barComponent; PlayerBar { width: 900 } }
    Component { id: signalSpyComponent; SignalSpy {} }

    // What GameSession.online offers QML (OnlineGame), with the calls noted.
    Component {
        id: onlineComponent
        QtObject {
            property bool active: true
            property string role: "host"
            property string phase: "waiting"
            property string invite: "cowrie://192.168.1.20:7341/ABCD2345"
            property string roomCode: "ABCD2345"
            property string serverAddress: "192.168.1.20:7341"
            property string opponentName: ""
            property bool opponentPresent: false
            property bool connected: true
            property string statusText: "Waiting for your friend to join…"
            property string errorText: ""
            property int mySide: Side.South
            property var said: []
            property int copies: 0
            function phraseText(phrase) { return "«" + phrase + "»"; }
            function say(phrase) { said = said.concat([phrase]); }
            function copyInvite() { ++copies; }
        }
    }
    Component { id: badgeComponent; ConnectionBadge {} }
    Component { id: inviteComponent; InvitePanel {} }
    Component { id: phraseComponent; PhraseBar { width: 900 } }

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

    // Visible up to `top`.
    function shownIn(item, top) {
        for (let i = item; i && i !== top; i = i.parent)
            if (!i.visible) return false;
        return true;
    }

    function onlineSetupPage() {
        if (Mode.Online === undefined) skip("this build has no online play (Mode.Online)");
        const page = createTemporaryObject(setupComponent, root, { gameId: "kalah" });
        mouseClick(findByName(page, "mode-online"));
        compare(page.mode, Mode.Online);
        return page;
    }

    function test_hostKeepsTheOptionsAndHandsOnTheSetup() {
        const page = onlineSetupPage();
        const online = findByName(page, "onlineSetup");
        verify(shownIn(online, page));
        // Nothing of a local game: no names of both sides, no level.
        verify(!shownIn(findByName(page, "southName"), page));
        verify(!shownIn(findByName(page, "levelButtons"), page));
        // The game's options are chosen by the host.
        verify(shownIn(findByName(page, "optionList"), page));
        verify(shownIn(findByName(page, "onlineSeats"), page));
        compare(findByName(page, "startButton").text, qsTr("Host the game  ›"));

        mouseClick(findByName(page, "seat-north"));
        const name = findByName(page, "onlineName");
        name.text = "Ayu";
        const started = createTemporaryObject(signalSpyComponent, root,
                                              { target: page, signalName: "startRequested" });
        mouseClick(findByName(page, "startButton"));
        compare(started.count, 1);
        const setup = started.signalArguments[0][0];
        compare(setup.game, "kalah");
        compare(setup.mode, Mode.Online);
        compare(setup.seat, "north");
        compare(setup.online.role, "host");
        compare(setup.online.name, "Ayu");
        verify(setup.options !== undefined);
    }

    function test_joinHidesTheOptionsAndNeedsAnInvite() {
        const page = onlineSetupPage();
        mouseClick(findByName(page, "onlineJoin"));
        verify(!shownIn(findByName(page, "optionList"), page), "the host decides the rules");
        verify(!shownIn(findByName(page, "onlineSeats"), page));
        const invite = findByName(page, "inviteField");
        verify(shownIn(invite, page));
        compare(findByName(page, "startButton").text, qsTr("Join the game  ›"));

        // Nothing to join: no start, and the line under the field says why.
        const started = createTemporaryObject(signalSpyComponent, root,
                                              { target: page, signalName: "startRequested" });
        mouseClick(findByName(page, "startButton"));
        compare(started.count, 0);
        const error = findByName(page, "joinError");
        verify(shownIn(error, page));
        verify(error.text.length > 0);
        verify(invite.activeFocus, "the invite's field takes the keys");

        // An address and a code: the code is asked for, the complaint goes.
        invite.text = "192.168.1.20:7341";
        verify(!shownIn(error, page));
        const code = findByName(page, "roomCodeField");
        verify(shownIn(code, page));
        code.text = "abcd2345";
        mouseClick(findByName(page, "startButton"));
        compare(started.count, 1);
        const setup = started.signalArguments[0][0];
        compare(setup.mode, Mode.Online);
        compare(setup.online.role, "join");
        compare(setup.online.invite, "192.168.1.20:7341");
        compare(setup.online.roomCode, "ABCD2345");

        // A whole invite names its room: no code field.
        invite.text = "cowrie://192.168.1.20:7341/ABCD2345";
        verify(!shownIn(code, page));
    }

    function test_enterInTheInviteJoins() {
        const page = onlineSetupPage();
        mouseClick(findByName(page, "onlineJoin"));
        const started = createTemporaryObject(signalSpyComponent, root,
                                              { target: page, signalName: "startRequested" });
        const invite = findByName(page, "inviteField");
        invite.forceActiveFocus();
        invite.text = "cowrie://10.0.0.2:7341/ABCD2345";
        keyClick(Qt.Key_Return);
        compare(started.count, 1);
        compare(started.signalArguments[0][0].online.invite, "cowrie://10.0.0.2:7341/ABCD2345");
    }

    function test_serverAddressIsKeptOnlyAsHostAndPort() {
        if (AppSettings.serverAddress === undefined) skip("this build has no AppSettings.serverAddress");
        const before = AppSettings.serverAddress;
        const page = createTemporaryObject(settingsComponent, root);
        const field = findByName(page, "serverAddressField");
        const problem = findByName(page, "serverAddressProblem");
        verify(field !== null && problem !== null);
        field.forceActiveFocus();
        field.text = "games.example.org";  // no port
        keyClick(Qt.Key_Return);
        verify(problem.visible);
        compare(AppSettings.serverAddress, before);
        field.text = "games.example.org:99999";  // no such port
        keyClick(Qt.Key_Return);
        verify(problem.visible);
        field.text = " games.example.org:7341 ";
        keyClick(Qt.Key_Return);
        verify(!problem.visible);
        compare(AppSettings.serverAddress, "games.example.org:7341");
        field.text = "";
        keyClick(Qt.Key_Return);
        compare(AppSettings.serverAddress, "");
        AppSettings.serverAddress = before;
    }

    function test_badgeSaysTheSessionsLine() {
        const online = createTemporaryObject(onlineComponent, root);
        const badge = createTemporaryObject(badgeComponent, root, { online: online });
        compare(badge.text, online.statusText);
        compare(badge.tone, "away");
        online.phase = "playing";
        online.opponentPresent = true;
        online.statusText = "Connected";
        compare(badge.text, "Connected");
        compare(badge.tone, "connected");
        online.phase = "reconnecting";
        online.connected = false;
        compare(badge.tone, "reconnecting");
        online.phase = "failed";
        compare(badge.tone, "failed");
        // A long line is cut at the badge's width, not past it.
        online.statusText = "x".repeat(400);
        verify(badge.width <= badge.maxWidth);
    }

    function test_invitePanelShowsTheRoomAndCopies() {
        const online = createTemporaryObject(onlineComponent, root);
        const panel = createTemporaryObject(inviteComponent, root, { online: online });
        compare(panel.codeText, online.roomCode);
        compare(findByName(panel, "inviteLine").text, online.invite);
        verify(findByName(panel, "inviteAddress").text.indexOf(online.serverAddress) >= 0);
        mouseClick(findByName(panel, "copyInviteButton"));
        compare(online.copies, 1);
        const stop = createTemporaryObject(signalSpyComponent, root,
                                           { target: panel, signalName: "stopRequested" });
        mouseClick(findByName(panel, "stopHostingButton"));
        compare(stop.count, 1);
        // Hosting failed: why, and no code.
        online.phase = "failed";
        online.errorText = "No network to host on.";
        verify(findByName(panel, "inviteError").visible);
        verify(!findByName(panel, "inviteCode").visible);
    }

    function test_phrasesAreSaidOnlyToAFriendThere() {
        const online = createTemporaryObject(onlineComponent, root);
        const bar = createTemporaryObject(phraseComponent, root, { online: online });
        const hello = findByName(bar, "phrase-hello");
        compare(hello.text, "«hello»");
        verify(!hello.enabled, "nobody to hear it yet");
        online.phase = "playing";
        online.opponentPresent = true;
        verify(hello.enabled);
        mouseClick(findByName(bar, "phrase-good-move"));
        compare(online.said, ["good-move"]);
        for (const phrase of ["hello", "good-game", "thanks", "oops"])
            verify(findByName(bar, "phrase-" + phrase) !== null, phrase);
    }

    function test_friendsBarSaysOnlineAndShowsPhrases() {
        const bar = createTemporaryObject(barComponent, root, { name: "Ayu", remote: true });
        const mark = findByName(bar, "remoteMark");
        verify(mark.visible);
        compare(mark.text, qsTr("(online)"));
        bar.away = true;
        compare(mark.text, qsTr("(online, away)"));
        const bubble = findByName(bar, "phraseBubble");
        verify(!bubble.visible);
        bar.sayPhrase("Good move!");
        tryCompare(bubble, "opacity", 1);
        compare(findByName(bar, "phraseText").text, "Good move!");
        // Inside the bar: nothing of it over the board.
        const at = bubble.mapToItem(bar, 0, 0);
        verify(at.y >= 0 && at.y + bubble.height <= bar.height);
        const local = createTemporaryObject(barComponent, root, { name: "Siti" });
        verify(!findByName(local, "remoteMark").visible);
    }
}
}
