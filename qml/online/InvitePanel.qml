import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// Over the board while a hosted game waits for the friend: the room code,
// large (to read out over the phone), the address the friend's app reaches,
// and the whole invite to send them (Copy puts it on the clipboard). It
// goes away when the friend joins. A failure to host says why.
Rectangle {
    id: panel

    required property var online
    // The widest the panel may be (the board's width).
    property real maxWidth: 640

    signal stopRequested()

    // Failed now, or refused at once (no game online, and why).
    readonly property bool failed: online.phase === "failed" || (!online.active && online.errorText !== "")
    readonly property alias codeText: code.text

    width: Math.min(maxWidth, Math.max(column.implicitWidth, 420) + 2 * Theme.spacingHuge)
    height: column.implicitHeight + 2 * Theme.spacingLarge
    radius: Theme.radiusLarge + 2
    color: Theme.popup
    border.color: failed ? Theme.danger : Theme.accent
    border.width: 2

    // The keys go to the panel's buttons while it is shown (the page takes
    // them back when the panel goes: PlayPage's loader drops it).
    Component.onCompleted: copyButton.forceActiveFocus()

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.leftMargin: Theme.spacingLarge
        anchors.rightMargin: Theme.spacingLarge
        anchors.topMargin: Theme.spacingLarge
        anchors.bottomMargin: Theme.spacingLarge
        spacing: Theme.spacingSmall

        Label {
            text: panel.failed ? qsTr("The game could not be hosted") : qsTr("Invite a friend")
            color: panel.failed ? Theme.danger : Theme.accent
            font.family: Theme.titleFamily
            font.pixelSize: Theme.fontHeading
            font.bold: true
            Layout.alignment: Qt.AlignHCenter
        }
        Label {
            objectName: "inviteError"
            visible: text !== ""
            text: panel.online.errorText
            color: Theme.warning
            font.pixelSize: Theme.fontBody
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
            Layout.fillWidth: true
        }
        Label {
            visible: !panel.failed
            text: qsTr("Room code")
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
            Layout.alignment: Qt.AlignHCenter
        }
        Label {
            id: code
            objectName: "inviteCode"
            visible: !panel.failed
            text: panel.online.roomCode
            color: Theme.textTitle
            font.family: "monospace"
            font.pixelSize: Theme.fontDisplay
            font.bold: true
            font.letterSpacing: 4
            // Never cut: smaller rather than past the panel.
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: Theme.fontHeading
            horizontalAlignment: Text.AlignHCenter
            Layout.fillWidth: true
            Accessible.name: qsTr("Room code %1").arg(text.split("").join(" "))
        }
        Label {
            objectName: "inviteAddress"
            visible: !panel.failed && text !== ""
            text: panel.online.serverAddress !== "" ? qsTr("at %1").arg(panel.online.serverAddress) : ""
            color: Theme.textSoft
            font.pixelSize: Theme.fontBody
            horizontalAlignment: Text.AlignHCenter
            Layout.fillWidth: true
        }
        Label {
            visible: !panel.failed
            text: qsTr("Send your friend this invite; they paste it under Join:")
            color: Theme.textBody
            font.pixelSize: Theme.fontBody
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
            Layout.fillWidth: true
            Layout.topMargin: Theme.spacingSmall
        }
        RowLayout {
            visible: !panel.failed
            spacing: Theme.spacingSmall
            Layout.fillWidth: true
            // The invite, selectable (a mouse can copy a part of it too).
            Rectangle {
                Layout.fillWidth: true
                Layout.preferredWidth: inviteLine.implicitWidth + 2 * Theme.spacing
                implicitHeight: Theme.controlHeight
                radius: Theme.radiusSmall + 2
                color: Theme.field
                border.color: Theme.border
                TextInput {
                    id: inviteLine
                    objectName: "inviteLine"
                    anchors.fill: parent
                    anchors.leftMargin: Theme.spacing
                    anchors.rightMargin: Theme.spacing
                    verticalAlignment: TextInput.AlignVCenter
                    text: panel.online.invite
                    readOnly: true
                    selectByMouse: true
                    activeFocusOnTab: false
                    clip: true
                    color: Theme.text
                    selectionColor: Theme.accent
                    selectedTextColor: Theme.textOnAccent
                    font.family: "monospace"
                    font.pixelSize: Theme.fontBody
                }
            }
            BarButton {
                id: copyButton
                objectName: "copyInviteButton"
                text: copiedTimer.running ? qsTr("Copied ✓") : qsTr("Copy")
                Accessible.name: qsTr("Copy the invite")
                highlighted: true
                onClicked: {
                    panel.online.copyInvite();
                    copiedTimer.restart();
                }
                Timer { id: copiedTimer; interval: 2000 }
            }
        }
        RowLayout {
            visible: !panel.failed
            spacing: Theme.spacingSmall
            Layout.alignment: Qt.AlignHCenter
            Layout.topMargin: Theme.spacingSmall
            BusyIndicator {
                running: panel.visible && !panel.failed
                implicitWidth: 26
                implicitHeight: 26
                palette.dark: Theme.accent
            }
            Label {
                objectName: "inviteWaiting"
                text: qsTr("Waiting for your friend to join…")
                color: Theme.text
                font.pixelSize: Theme.fontLarge
            }
        }
        BarButton {
            objectName: "stopHostingButton"
            text: panel.failed ? qsTr("‹ Back") : qsTr("Stop hosting")
            Layout.alignment: Qt.AlignHCenter
            Layout.topMargin: Theme.spacingTiny
            onClicked: panel.stopRequested()
        }
    }
}
