import QtQuick
import QtQuick.Layouts
import Cowrie

// One player's strip beside the board: name (and whether the computer plays
// them), whether it is their turn, their store, the seeds in their row and,
// in games with rounds, their round wins. With hidden counts the seeds are
// not counted. Online, the friend's bar says so (and when they are away),
// and a phrase either player says shows in the speaker's bar for a while.
Rectangle {
    id: bar

    property int side: Side.South
    property string name: side === Side.North ? qsTr("North") : qsTr("South")
    property bool computer: false
    // Played by a friend over the network (SideState.Remote); away: not connected now.
    property bool remote: false
    property bool away: false
    property int store: 0
    property int seeds: 0
    property int roundWins: 0
    property bool showRoundWins: false
    // Option `hidden-counts` during a round: no number of seeds.
    property bool hideCounts: false
    property bool toMove: false
    property bool sowing: false
    property bool thinking: false
    property bool chosen: false
    property bool winner: false

    function sayPhrase(text) { bubble.show(text); }

    implicitHeight: 46
    radius: 23
    color: toMove || sowing ? Theme.cardHover : Theme.surface
    border.color: toMove ? Theme.accent : Theme.controlHover
    border.width: toMove ? 2 : 1

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: 20
        anchors.rightMargin: 20
        spacing: 14

        Rectangle {
            width: 14
            height: 14
            radius: 7
            color: bar.toMove ? Theme.accent : Theme.borderStrong
        }
        Text {
            text: bar.name
            color: Theme.text
            font.pixelSize: Theme.fontTitle
            font.bold: true
        }
        Text {
            visible: bar.computer && bar.name !== qsTr("Computer")
            text: qsTr("(computer)")
            color: Theme.accentMuted
            font.pixelSize: Theme.fontBody
        }
        Text {
            objectName: "remoteMark"
            visible: bar.remote
            text: bar.away ? qsTr("(online, away)") : qsTr("(online)")
            color: bar.away ? Theme.warning : Theme.info
            font.pixelSize: Theme.fontBody
        }
        Text {
            text: bar.winner ? qsTr("wins!")
                 : bar.sowing ? qsTr("is sowing…")
                 : bar.thinking ? qsTr("is thinking…")
                 : bar.chosen ? qsTr("has chosen ✓")
                 : bar.toMove ? qsTr("to move") : ""
            color: Theme.accent
            font.pixelSize: Theme.fontBody
        }
        // The room between the words; a phrase said shows there.
        PhraseBubble {
            id: bubble
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.topMargin: 6
            Layout.bottomMargin: 6
        }
        Text {
            visible: bar.showRoundWins
            text: qsTr("Rounds won: %1").arg(bar.roundWins)
            color: Theme.accent
            font.pixelSize: Theme.fontBody
        }
        Text {
            objectName: "rowSeeds"
            visible: !bar.hideCounts
            text: qsTr("In the row: %1").arg(bar.seeds)
            color: Theme.accentMuted
            font.pixelSize: Theme.fontBody
        }
        Text {
            objectName: "storeSeeds"
            visible: !bar.hideCounts
            text: qsTr("Store: %1").arg(bar.store)
            color: Theme.textBody
            font.pixelSize: Theme.fontLarge
            font.bold: true
        }
    }
}
