import QtQuick
import Cowrie

// The sower's hand, palm up over the board, carrying `seeds` seeds and
// showing how many. South's hand reaches in from the bottom of the screen,
// North's from the top. (palmX, palmY) is the point it hovers over.
Item {
    id: hand

    property int seeds: 0
    property int actor: Side.South
    property bool relaying: false
    property real size: 60
    property string seedKind: "cowrie"
    // Off with hidden counts: the seeds in the palm, no number.
    property bool showCount: true

    // Reaching in from the top of the screen (North's seat, or South's on a turned board).
    property bool fromTop: actor === Side.North
    readonly property real palmX: width * (fromTop ? 0.475 : 0.525)
    readonly property real palmY: height * (fromTop ? 0.375 : 0.625)

    width: size
    height: size * 1.1

    Image {
        id: image
        anchors.fill: parent
        source: hand.actor === Side.North ? "qrc:/resources/images/hand-north.png"
                                       : "qrc:/resources/images/hand-south.png"
        rotation: hand.fromTop ? 180 : 0
        smooth: true
        mipmap: true
    }

    // The seeds held in the cupped palm.
    Repeater {
        model: 8
        delegate: Seed {
            required property int index
            visible: index < hand.seeds
            kind: hand.seedKind
            teeth: index % 3 === 1
            size: hand.size * 0.17
            x: hand.palmX - width / 2 + Math.cos(index * 2.1) * hand.size * 0.12 * (index > 0)
            y: hand.palmY - height / 2 + Math.sin(index * 2.1) * hand.size * 0.1 * (index > 0)
            rotation: index * 53
        }
    }

    Rectangle {
        objectName: "handCount"
        visible: hand.showCount
        x: hand.palmX + hand.size * 0.22
        y: hand.fromTop ? hand.palmY - hand.size * 0.5 : hand.palmY + hand.size * 0.18
        width: Math.max(height, seedText.implicitWidth + height * 0.5)
        height: Math.max(20, hand.size * 0.3)
        radius: height / 2
        color: hand.relaying ? Theme.legalGlow : Theme.text
        border.color: Theme.woodDeep
        border.width: 1.5
        Text {
            // Drawn for the eye; the place's accessible name says it.
            Accessible.ignored: true
            id: seedText
            anchors.centerIn: parent
            text: hand.seeds
            font.pixelSize: parent.height * 0.62
            font.bold: true
            color: Theme.woodDeep
        }
    }
    Text {
        // Drawn for the eye; the place's accessible name says it.
        Accessible.ignored: true
        // Only while the relayed seeds are in the hand: not on an empty
        // hand left over a store, not under a capture's banner.
        visible: hand.relaying && hand.seeds > 0
        // Beside the palm, level with it: above or below the hand it lay
        // between the rows, over the places' count badges.
        x: hand.palmX - hand.size * 0.3 - width
        y: hand.palmY - height / 2
        text: qsTr("relay")
        color: Theme.legalGlow
        font.pixelSize: Math.max(11, hand.size * 0.2)
        font.bold: true
        style: Text.Outline
        styleColor: Theme.woodDeep
    }
}
