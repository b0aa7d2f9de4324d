import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// Over the board while joining a friend's game: "Joining…" while the app
// reaches the server; if it cannot (no such room, the room full, no server
// there), why, under the invite, which can be mended and tried again.
// It goes away when the game is joined.
Rectangle {
    id: panel

    required property var online
    // The invite as the setup page gave it, and the name to join with.
    property string invite: ""
    property string roomCode: ""
    property string name: ""
    property real maxWidth: 560

    signal backRequested()

    readonly property bool joining: online.phase === "starting" || online.phase === "reconnecting"
    readonly property alias form: form

    function retry() {
        if (panel.joining || !form.ready) return;
        panel.online.join(form.invite.trim(), form.roomCode.trim().toUpperCase(), panel.name);
    }

    width: Math.min(maxWidth, 520)
    height: column.implicitHeight + 2 * Theme.spacingLarge
    radius: Theme.radiusLarge + 2
    color: Theme.popup
    border.color: online.errorText !== "" ? Theme.warning : Theme.accent
    border.width: 2

    Component.onCompleted: {
        form.invite = panel.invite;
        form.roomCode = panel.roomCode;
        (joinButton.enabled ? joinButton : backButton).forceActiveFocus();
    }

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: Theme.spacingLarge
        spacing: Theme.spacing

        Label {
            text: qsTr("Join a friend's game")
            color: Theme.accent
            font.family: Theme.titleFamily
            font.pixelSize: Theme.fontHeading
            font.bold: true
            Layout.alignment: Qt.AlignHCenter
        }
        JoinForm {
            id: form
            errorText: panel.joining ? "" : panel.online.errorText
            busy: panel.joining
            Layout.fillWidth: true
            onSubmitted: panel.retry()
        }
        RowLayout {
            spacing: Theme.spacingSmall
            Layout.fillWidth: true
            BarButton {
                id: backButton
                objectName: "joinBackButton"
                text: qsTr("‹ Back")
                onClicked: panel.backRequested()
            }
            Item { Layout.fillWidth: true }
            BusyIndicator {
                visible: panel.joining
                running: visible
                implicitWidth: 26
                implicitHeight: 26
                palette.dark: Theme.accent
            }
            BarButton {
                id: joinButton
                objectName: "joinRetryButton"
                text: panel.joining ? qsTr("Joining…") : qsTr("Join")
                highlighted: !panel.joining
                enabled: !panel.joining && form.ready
                onClicked: panel.retry()
            }
        }
    }
}
