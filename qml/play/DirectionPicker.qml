import QtQuick
import QtQuick.Controls
import Cowrie

// The second half of a first move that also chooses the direction: after a
// click on a pit (or its number), two arrows beside it. Left/Right pick one,
// Enter sows, Escape takes the pit back.
Popup {
    id: picker

    required property Item board
    property int hole: 0
    property int side: Side.South
    // The arrow the keyboard is on: true = the screen's right.
    property bool screenRight: true
    // The pit being played, and the arrow under the mouse (-1: none, 0 the
    // screen's left, 1 its right): the board previews that way's sowing.
    property int place: -1
    property int hoveredArrow: -1
    readonly property bool previewRight: hoveredArrow >= 0 ? hoveredArrow === 1 : screenRight
    readonly property var preview: visible && place >= 0
        ? board.model.previewDirected(place, towardsRightOf(previewRight)) : null
    // The sowing of the way shown, and the pit, are drawn on the board
    // itself, which stays undimmed.
    Binding { target: picker.board; property: "pinnedPreview"; value: picker.preview; when: picker.visible }

    // Sow hole `hole` of `side` towards their right (true) or left.
    signal chosen(int hole, bool towardsRight)

    // Opens beside `place`, on the mover's side of the pit.
    function ask(place, hole, side, parentItem) {
        picker.place = place;
        picker.hoveredArrow = -1;
        picker.hole = hole;
        picker.side = side;
        const c = board.centerOf(place);
        const p = board.mapToItem(parentItem, c.x, c.y);
        x = p.x - width / 2;
        const below = (side === Side.South) !== board.turned;
        y = below ? p.y + board.cell * 0.55 : p.y - height - board.cell * 0.55;
        open();
    }
    // The mover's right on screen: a player sitting at the bottom faces the
    // screen, so their right is the screen's right.
    function sow(onScreenRight) {
        close();
        chosen(hole, towardsRightOf(onScreenRight));
    }
    function towardsRightOf(onScreenRight) {
        const atBottom = (side === Side.South) !== board.turned;
        return atBottom ? onScreenRight : !onScreenRight;
    }

    padding: 8
    modal: true
    dim: false
    focus: true
    onClosed: place = -1
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside
    background: Rectangle { radius: Theme.radius; color: Theme.popupSolid; border.color: Theme.accent }
    onOpened: row.forceActiveFocus()

    contentItem: Row {
        id: row
        spacing: 8
        focus: true
        Keys.onLeftPressed: picker.screenRight = false
        Keys.onRightPressed: picker.screenRight = true
        Keys.onReturnPressed: picker.sow(picker.screenRight)
        Keys.onEnterPressed: picker.sow(picker.screenRight)

        BarButton {
            objectName: "sowLeft"
            text: qsTr("‹ Sow this way")
            checked: !picker.screenRight
            onClicked: picker.sow(false)
            onHoveredChanged: picker.hoveredArrow = hovered ? 0 : -1
        }
        BarButton {
            objectName: "sowRight"
            text: qsTr("Sow this way ›")
            checked: picker.screenRight
            onClicked: picker.sow(true)
            onHoveredChanged: picker.hoveredArrow = hovered ? 1 : -1
        }
    }
}
