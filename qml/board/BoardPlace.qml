import QtQuick
import Cowrie

// One place of the board model, laid over its hollow in the BoardArt: the
// cell (row, column, rowSpan) comes from the rules through the model.
// `shownSeeds` is what the board shows now: the model's count, or the
// replayed count while a move is animating.
Item {
    id: place

    required property int place
    required property int side  // a Side
    required property int holeNumber
    required property string label  // the hole's name: its number, or three-row's letter
    required property bool isStore
    required property int seeds
    required property bool legal
    required property bool inPlay
    required property int row
    required property int column
    required property int rowSpan
    required property bool burnt
    required property bool blind
    required property bool puta
    required property bool naga

    required property BoardArt art
    property bool turned: false
    // The board's wood is pale (its names are cut dark) or dark (cut pale).
    readonly property bool paleWood: art.paleWood
    property int rows: 2
    property int columns: 6
    property int shownSeeds: seeds
    // The markers shown while a move is replayed (Board::Marker bits), or -1
    // for the model's own.
    property int shownMarks: -1
    readonly property bool shownBurnt: shownMarks < 0 ? burnt : (shownMarks & 1) !== 0
    readonly property bool shownBlind: shownMarks < 0 ? blind : (shownMarks & 2) !== 0
    readonly property bool shownPuta: shownMarks < 0 ? puta : (shownMarks & 4) !== 0
    readonly property bool shownNaga: shownMarks < 0 ? naga : (shownMarks & 8) !== 0
    property bool showLegal: legal
    property bool showCount: true
    property bool marked: false
    property string seedKind: "cowrie"
    property int path: 0
    property string preview: ""
    property int previewGain: 0
    // The hovered move gives its mover another move (its last seed lands in
    // the store, in Kalah): the store it lands in says so.
    property bool previewExtra: false
    readonly property real cell: art.cell

    // What a screen reader says of this place (see docs/accessibility.md):
    // its owner's name, or "your" when `ownerName` is "" (the place belongs
    // to the person the board speaks to), its hole name and the model's
    // count (not the one being animated: it changes once per move, not per
    // seed). With hidden counts (`countsSecret`) no number of seeds at all.
    property string ownerName: ""
    property bool countsSecret: false
    // The person the board speaks to may play this pit now.
    property bool playableNow: showLegal
    readonly property string accessibleName: {
        const yours = ownerName === "";
        if (isStore) {
            if (countsSecret) return yours ? qsTr("your store") : qsTr("%1's store").arg(ownerName);
            if (yours)
                return seeds === 1 ? qsTr("your store, %n seed", "", 1)
                                   : qsTr("your store, %n seeds", "", seeds);
            return seeds === 1 ? qsTr("%1's store, %n seed", "", 1).arg(ownerName)
                               : qsTr("%1's store, %n seeds", "", seeds).arg(ownerName);
        }
        if (countsSecret)
            return yours ? qsTr("your hole %1").arg(label) : qsTr("%1's hole %2").arg(ownerName).arg(label);
        if (yours)
            return seeds === 1 ? qsTr("your hole %1, %n seed", "", 1).arg(label)
                               : qsTr("your hole %1, %n seeds", "", seeds).arg(label);
        return seeds === 1 ? qsTr("%1's hole %2, %n seed", "", 1).arg(ownerName).arg(label)
                           : qsTr("%1's hole %2, %n seeds", "", seeds).arg(ownerName).arg(label);
    }
    // Whole sentences: whether it can be played now, and its marks.
    readonly property string accessibleDescription: {
        const said = [];
        if (!isStore) {
            if (playableNow) said.push(qsTr("You can play it now."));
            else if (ownerName === "" && !burnt && !blind) said.push(qsTr("You cannot play it now."));
            if (burnt) said.push(qsTr("Burnt: out of play."));
            else if (blind) said.push(qsTr("Blind: out of play."));
            if (puta) said.push(qsTr("A puta hole."));
            if (naga) said.push(qsTr("A naga hole."));
        }
        return said.join(" ");
    }

    Accessible.role: isStore ? Accessible.StaticText : Accessible.Button
    Accessible.name: accessibleName
    Accessible.description: accessibleDescription
    Accessible.focusable: !isStore
    Accessible.focused: activeFocus
    Accessible.onPressAction: if (!isStore) place.activated(place.place)

    signal activated(int place)
    signal hovered(int place, bool inside)

    function flashSkip() {
        if (content.item && content.item.flashSkip) content.item.flashSkip();
    }

    // A turned board is seen from North's seat: rows and columns reversed.
    readonly property int shownRow: turned ? rows - row - rowSpan : row
    readonly property int shownColumn: turned ? columns + 1 - column : column
    readonly property real cellHeight: rowSpan * art.rowPitch - art.rowGap
    readonly property real storeSide: Math.min(cell * 0.92, cellHeight)

    x: art.originX + shownColumn * cell + (cell - width) / 2
    y: art.originY + shownRow * art.rowPitch + (cellHeight - height) / 2
    width: !isStore ? cell * 0.8 : art.squareStores ? storeSide : cell * 0.86
    height: !isStore ? cell * 0.8 : art.squareStores ? storeSide : cellHeight - cell * 0.1

    Loader {
        id: content
        anchors.fill: parent
        sourceComponent: place.isStore ? storeComponent : pitComponent
    }

    Component {
        id: pitComponent
        Pit {
            count: place.shownSeeds
            legal: place.showLegal
            marked: place.marked
            inPlay: !place.shownBurnt && !place.shownBlind
            burnt: place.shownBurnt
            blind: place.shownBlind
            puta: place.shownPuta
            naga: place.shownNaga
            showCount: place.showCount
            seedKind: place.seedKind
            path: place.path
            preview: place.preview
            salt: place.place * 7 + 3
            countAtTop: place.nameBelow
            onClicked: place.activated(place.place)
            onHoverChanged: (inside) => place.hovered(place.place, inside)
        }
    }
    Component {
        id: storeComponent
        Store {
            count: place.shownSeeds
            owner: place.side
            showCount: place.showCount
            seedKind: place.seedKind
            previewGain: place.previewGain
            preview: place.preview
            previewExtra: place.previewExtra
            salt: place.place * 7 + 3
            onClicked: place.activated(place.place)
        }
    }

    // One label of each kind per pit, on opposite sides, so that no number
    // reads as another's: the hole's name cut into the wood on its owner's
    // side (toward the board's edge), the seed count on a chip on the rim
    // toward the board's middle. A middle row (three-row) has no edge: its
    // name sits inside the rim on the owner's side.
    readonly property bool ownerBelow: (side === Side.South) !== turned
    readonly property bool edgeRow: shownRow === 0 || shownRow + rowSpan >= rows
    readonly property bool nameBelow: shownRow === 0 ? false : shownRow + rowSpan >= rows ? true : ownerBelow

    Text {
        objectName: "holeLabel"
        // The place's own name says it.
        Accessible.ignored: true
        visible: !place.isStore
        readonly property real gap: place.cell * 0.07
        // Beyond a kin marker, which sits on the same rim.
        readonly property real clear: place.shownPuta || place.shownNaga ? place.width * 0.2 : 0
        anchors.horizontalCenter: parent.horizontalCenter
        y: !place.edgeRow ? (place.nameBelow ? parent.height - height - gap * 0.3 : gap * 0.3)
           : place.nameBelow ? parent.height + gap + clear : -height - gap - clear
        text: place.label
        // On the wood, cut dark into pale wood and pale into dark; over the
        // cowries (a middle row), pale with a dark edge.
        readonly property bool dark: place.edgeRow && place.paleWood
        color: dark ? Theme.holeNameShade : Theme.holeName
        style: !place.edgeRow ? Text.Outline : dark ? Text.Sunken : Text.Raised
        styleColor: dark ? Theme.holeNameLight : Theme.holeNameShade
        opacity: Theme.highContrast ? 1 : 0.9
        font.pixelSize: Math.max(10, place.cell * 0.17)
        font.bold: true
    }
}
