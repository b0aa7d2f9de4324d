import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// Where to join: the invite a friend sent (cowrie://HOST:PORT/CODE), or a
// server's address (HOST:PORT) and a room code, or a room code alone on the
// server of the Settings. The session reads it (OnlineGame.join); what went
// wrong is said in one line under the fields.
ColumnLayout {
    id: form

    property alias invite: inviteField.text
    property alias roomCode: codeField.text
    property string errorText: ""
    // Joining now: the fields wait.
    property bool busy: false
    // A full invite names its room: no code is asked for.
    readonly property bool fullInvite: invite.trim().toLowerCase().startsWith("cowrie://")
    // Enough to try: an invite or an address, or a code and the Settings' server.
    readonly property bool ready: invite.trim() !== ""
                                  || (roomCode.trim() !== "" && (AppSettings.serverAddress || "") !== "")

    signal submitted()

    function focusInvite() { inviteField.forceActiveFocus(); }

    spacing: Theme.spacingTiny + 2

    Label {
        text: qsTr("Invite or server address")
        color: Theme.textSoft
        font.pixelSize: Theme.fontBody
        wrapMode: Text.WordWrap
        Layout.fillWidth: true
    }
    ThemedTextField {
        id: inviteField
        objectName: "inviteField"
        Accessible.name: qsTr("Invite or server address")
        placeholderText: "cowrie://192.168.1.20:7341/ABCD2345"
        enabled: !form.busy
        inputMethodHints: Qt.ImhNoAutoUppercase | Qt.ImhUrlCharactersOnly
        Layout.fillWidth: true
        Keys.onReturnPressed: form.submitted()
        Keys.onEnterPressed: form.submitted()
    }
    Label {
        visible: !form.fullInvite
        text: qsTr("Room code")
        color: Theme.textSoft
        font.pixelSize: Theme.fontBody
        Layout.fillWidth: true
        Layout.topMargin: Theme.spacingTiny
    }
    ThemedTextField {
        id: codeField
        objectName: "roomCodeField"
        visible: !form.fullInvite
        Accessible.name: qsTr("Room code")
        placeholderText: qsTr("Not needed with an invite")
        enabled: !form.busy
        font.capitalization: Font.AllUppercase
        Layout.fillWidth: true
        Keys.onReturnPressed: form.submitted()
        Keys.onEnterPressed: form.submitted()
    }
    Label {
        objectName: "joinError"
        visible: text !== ""
        text: form.errorText
        color: Theme.warning
        font.pixelSize: Theme.fontSmall + 1
        // One line; the whole of it in the tooltip when cut.
        elide: Text.ElideRight
        Layout.fillWidth: true
        HoverHandler { id: errorHover }
        ToolTip.visible: errorHover.hovered && truncated
        ToolTip.text: text
    }
}
