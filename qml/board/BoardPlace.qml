import QtQuick

// One place of the board model drawn as a pit or a store, at the screen cell
// the model gives it (row, column). `shownSeeds` is what the board shows now:
// the model's count, or the replayed count while a move is animating.
Item {
    id: place

    required property int place
    required property string side
    required property int holeNumber
    required property bool isStore
    required property int seeds
    required property bool legal
    required property bool inPlay
    required property int row
    required property int column

    property int shownSeeds: seeds
    property bool showLegal: legal
    property bool marked: false
    property real cell: 80

    signal activated(int place)

    readonly property real pitSize: cell * 0.8

    x: column * cell + (cell - width) / 2
    y: isStore ? (2 * cell - height) / 2 : row * cell + (cell - height) / 2
    width: isStore ? cell * 0.82 : pitSize
    height: isStore ? cell * 1.86 : pitSize

    Loader {
        anchors.fill: parent
        sourceComponent: place.isStore ? storeComponent : pitComponent
    }

    Component {
        id: pitComponent
        Pit {
            count: place.shownSeeds
            legal: place.showLegal
            marked: place.marked
            inPlay: place.inPlay
            salt: place.place * 7
            onClicked: place.activated(place.place)
        }
    }
    Component {
        id: storeComponent
        Store {
            count: place.shownSeeds
            owner: place.side
            salt: place.place * 7
        }
    }

    // The hole number, on the owner's side of the pit.
    Text {
        visible: !place.isStore
        anchors.horizontalCenter: parent.horizontalCenter
        y: place.side === "south" ? parent.height + 3 : -height - 3
        text: place.holeNumber
        color: "#f3dcb8"
        opacity: 0.8
        font.pixelSize: 12
        font.bold: true
    }
}
