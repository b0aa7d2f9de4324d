import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// The setup page's "Play a friend online": Host (this computer holds the
// game; the game's options are chosen here, and a seat) or Join (the friend's
// invite; the host has chosen the game). Either way, the name the friend sees.
ColumnLayout {
    id: online

    // "host" or "join".
    property string role: "host"
    // The host's seat: "south", "north" or "random".
    property string seat: "south"
    property alias name: nameField.text
    property alias invite: joinForm.invite
    property alias roomCode: joinForm.roomCode
    readonly property bool ready: role === "host" || joinForm.ready

    // Enter in a field: start (host) or join.
    signal submitted()

    // What this part adds to the setup GameSession.start() and
    // OnlineGame.host()/join() read.
    function details() {
        return { role: online.role, name: nameField.text.trim(), invite: joinForm.invite.trim(),
                 roomCode: joinForm.roomCode.trim().toUpperCase() };
    }
    // Join asked with nothing to join: the invite's field says so.
    function focusMissing() {
        joinForm.errorText = qsTr("Paste your friend's invite, or a server address and a room code.");
        joinForm.focusInvite();
    }
    function restore(saved) {
        if (!saved) return;
        if (saved.role === "join" || saved.role === "host") online.role = saved.role;
        nameField.text = saved.name || "";
    }

    spacing: Theme.spacing

    Flow {
        objectName: "onlineRoles"
        spacing: Theme.spacingTiny + 2
        Layout.fillWidth: true
        Layout.topMargin: Theme.spacingTiny
        ChoiceButton {
            objectName: "onlineHost"
            text: qsTr("Host a game")
            checked: online.role === "host"
            focusPolicy: Qt.StrongFocus
            onClicked: online.role = "host"
        }
        ChoiceButton {
            objectName: "onlineJoin"
            text: qsTr("Join a game")
            checked: online.role === "join"
            focusPolicy: Qt.StrongFocus
            onClicked: online.role = "join"
        }
    }
    Label {
        objectName: "onlineNote"
        text: online.role === "host"
              ? qsTr("This computer holds the game on your network; you send your friend an invite.")
              : qsTr("Paste the invite your friend sent you. The host has chosen the game and its rules.")
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
        wrapMode: Text.WordWrap
        Layout.fillWidth: true
    }

    Label {
        text: qsTr("Your name")
        color: Theme.textSoft
        font.pixelSize: Theme.fontBody
        Layout.fillWidth: true
    }
    ThemedTextField {
        id: nameField
        objectName: "onlineName"
        Accessible.name: qsTr("Your name")
        placeholderText: qsTr("The name your friend sees")
        maximumLength: 32
        Layout.fillWidth: true
        Keys.onReturnPressed: online.submitted()
        Keys.onEnterPressed: online.submitted()
    }

    // The host's seat.
    Label {
        visible: online.role === "host"
        text: qsTr("Your seat")
        color: Theme.textSoft
        font.pixelSize: Theme.fontBody
        Layout.fillWidth: true
        Layout.topMargin: Theme.spacingTiny
    }
    Flow {
        objectName: "onlineSeats"
        visible: online.role === "host"
        spacing: Theme.spacingTiny + 2
        Layout.fillWidth: true
        Repeater {
            model: [{ seat: "south", text: qsTr("South") }, { seat: "north", text: qsTr("North") },
                    { seat: "random", text: qsTr("Drawn at random") }]
            delegate: ChoiceButton {
                required property var modelData
                objectName: "seat-" + modelData.seat
                text: modelData.text
                checked: online.seat === modelData.seat
                focusPolicy: Qt.StrongFocus
                onClicked: online.seat = modelData.seat
            }
        }
    }

    JoinForm {
        id: joinForm
        visible: online.role === "join"
        Layout.fillWidth: true
        Layout.topMargin: Theme.spacingTiny
        onSubmitted: online.submitted()
        // Typing again: the old complaint goes.
        onInviteChanged: errorText = ""
        onRoomCodeChanged: errorText = ""
    }
}
