import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// The five things an online player can say (no free text): hello, good
// move, good game, thanks, oops, in the player's own language; the friend
// reads them in theirs. Said only while the friend can hear (both in the
// room), and not faster than one a second: the server refuses floods.
RowLayout {
    id: bar

    required property var online

    readonly property var phrases: ["hello", "good-move", "good-game", "thanks", "oops"]
    readonly property bool canSay: online.connected && online.opponentPresent
                                   && (online.phase === "playing" || online.phase === "over")

    spacing: Theme.spacingSmall

    Label {
        text: qsTr("Say:")
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
    }
    Repeater {
        model: bar.phrases
        delegate: BarButton {
            required property string modelData
            objectName: "phrase-" + modelData
            // A retranslation changes the words: read again on every change.
            text: { Languages.current; return bar.online.phraseText(modelData); }
            enabled: bar.canSay && !cooldown.running
            Layout.fillWidth: true
            Layout.maximumWidth: 150
            implicitHeight: Theme.controlHeight - 4
            onClicked: {
                bar.online.say(modelData);
                cooldown.restart();
            }
        }
    }
    Timer { id: cooldown; interval: 1000 }
}
