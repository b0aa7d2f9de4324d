import QtQuick
import Cowrie

// A player's store: what lies in the large hollow at one end of the board
// (the hollow is carved by BoardArt), and its count at the owner's end.
Item {
    id: store

    property int count: 0
    property int owner: Side.South
    property bool showCount: true
    property string seedKind: "cowrie"
    property int salt: 0
    // Seeds the hovered move would capture into this store (0: none).
    property int previewGain: 0
    // Hover preview: "land" when the move's last seed falls here; with
    // previewExtra, the mover then moves again.
    property string preview: ""
    property bool previewExtra: false

    // A click on the store (a lesson asks where a last seed will fall).
    signal clicked()

    SeedPile {
        objectName: "seeds"
        anchors.centerIn: parent
        width: parent.width * 0.8
        height: parent.height * 0.86
        count: store.count
        // Before the first layout the width is 0: no Infinity into an int.
        perLayer: store.width > 0 ? Math.max(12, Math.round(store.height / store.width * 12)) : 12
        maxShown: 110
        seedSize: store.width * 0.2
        salt: store.salt
        kind: store.seedKind
    }

    CountBadge {
        objectName: "storeCount"
        visible: store.showCount
        count: store.count
        size: Math.max(20, store.width * 0.32)
        anchors.horizontalCenter: parent.horizontalCenter
        // The count sits at the end of the store nearest its owner's seat.
        y: store.owner === Side.South ? parent.height - height * 0.6 : -height * 0.4
    }

    Rectangle {
        objectName: "previewGain"
        visible: store.previewGain > 0
        anchors.centerIn: parent
        width: gainText.implicitWidth + height
        height: Math.max(20, store.width * 0.3)
        radius: height / 2
        color: Theme.previewGain
        border.color: Theme.flash
        Text {
            // Drawn for the eye; the place's accessible name says it.
            Accessible.ignored: true
            id: gainText
            anchors.centerIn: parent
            // With its count hidden the store's gain is not counted either.
            text: store.showCount ? "+" + store.previewGain : "+"
            color: Theme.flash
            font.bold: true
            font.pixelSize: parent.height * 0.6
        }
    }

    // The last seed of the hovered move lands in this store: a ring, and
    // the extra move it earns in words.
    Rectangle {
        objectName: "previewLand"
        visible: store.preview === "land"
        anchors.centerIn: parent
        width: parent.width * 1.06
        height: parent.height * 1.03
        radius: Math.min(width, height) / 2
        color: "transparent"
        border.width: Math.max(2.5, store.width * 0.05)
        border.color: Theme.info
    }
    Rectangle {
        objectName: "previewAgain"
        visible: store.preview === "land" && store.previewExtra
        anchors.horizontalCenter: parent.horizontalCenter
        // At the end away from the owner's count badge.
        y: store.owner === Side.South ? height * 0.2 : parent.height - height * 1.2
        width: againText.implicitWidth + height * 0.8
        height: Math.max(18, store.width * 0.26)
        radius: height / 2
        color: Theme.previewAgain
        border.color: Theme.previewAgainEdge
        Text {
            // Drawn for the eye; the place's accessible name says it.
            Accessible.ignored: true
            id: againText
            anchors.centerIn: parent
            text: qsTr("again")
            color: Theme.previewAgainText
            font.bold: true
            font.pixelSize: parent.height * 0.58
        }
    }

    MouseArea {
        anchors.fill: parent
        onClicked: store.clicked()
    }
}
