import QtQuick
import QtQuick.Controls
import Cowrie

// The state of an online game's connection, always in sight in the play
// page's bar: a dot and the session's one line (connected, your friend is
// away, reconnecting…, waiting for your friend). Green when both players are
// there, amber while one is missing, blue pulsing while reconnecting, red
// when the connection failed.
Rectangle {
    id: badge

    required property var online
    // The widest the badge may grow; its words are elided past it.
    property real maxWidth: 360

    readonly property string tone: online.phase === "failed" ? "failed"
        : online.phase === "reconnecting" || online.phase === "starting" || !online.connected ? "reconnecting"
        : online.phase === "waiting" || !online.opponentPresent ? "away" : "connected"
    readonly property color toneColor: tone === "failed" ? Theme.danger
        : tone === "reconnecting" ? Theme.info
        : tone === "away" ? Theme.warning : Theme.success
    readonly property alias text: words.text
    readonly property alias label: words

    implicitHeight: Theme.controlHeight - 4
    implicitWidth: Math.min(maxWidth, row.implicitWidth + 2 * Theme.spacing)
    radius: height / 2
    color: Theme.surfaceSunken
    border.color: toneColor
    border.width: 1

    Accessible.role: Accessible.StaticText
    Accessible.name: words.text

    Row {
        id: row
        anchors.verticalCenter: parent.verticalCenter
        x: Theme.spacing
        spacing: Theme.spacingSmall
        Rectangle {
            id: dot
            anchors.verticalCenter: parent.verticalCenter
            width: 10
            height: 10
            radius: 5
            color: badge.toneColor
            // Reconnecting: the dot breathes, so the wait is seen to go on.
            SequentialAnimation on opacity {
                running: badge.tone === "reconnecting" && badge.visible
                loops: Animation.Infinite
                alwaysRunToEnd: true
                NumberAnimation { to: 0.25; duration: 600 }
                NumberAnimation { to: 1; duration: 600 }
            }
        }
        Label {
            id: words
            objectName: "connectionText"
            anchors.verticalCenter: parent.verticalCenter
            width: Math.min(implicitWidth, badge.maxWidth - 2 * Theme.spacing - dot.width - row.spacing)
            text: badge.online.statusText
            color: Theme.text
            font.pixelSize: Theme.fontSmall + 1
            elide: Text.ElideRight
        }
    }

    HoverHandler { id: hover }
    ToolTip.visible: hover.hovered && (words.truncated || badge.online.errorText !== "")
    ToolTip.text: badge.online.errorText !== "" ? words.text + "\n" + badge.online.errorText : words.text
}
