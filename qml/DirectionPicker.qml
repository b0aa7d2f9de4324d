import QtQuick
import QtQuick.Controls

// The second half of a first move that also chooses the direction: after a
// click on a pit (or its number), two arrows beside it. Left/Right pick one,
// Enter sows, Escape takes the pit back.
Popup {
    id: picker

    required property Item board
    property int hole: 0
    property string side: "south"
    // The arrow the keyboard is on: true = the screen's right.
    property bool screenRight: true

    // Sow hole `hole` of `side` towards his right (true) or left.
    signal chosen(int hole, bool towardsRight)

    // Opens beside `place`, on the mover's side of the pit.
    function ask(place, hole, side, parentItem) {
        picker.hole = hole;
        picker.side = side;
        const c = board.centerOf(place);
        const p = board.mapToItem(parentItem, c.x, c.y);
        x = p.x - width / 2;
        const below = (side === "south") !== board.turned;
        y = below ? p.y + board.cell * 0.55 : p.y - height - board.cell * 0.55;
        open();
    }
    // The mover's right on screen: a player sitting at the bottom faces the
    // screen, so his right is the screen's right.
    function sow(onScreenRight) {
        close();
        const atBottom = (side === "south") !== board.turned;
        chosen(hole, atBottom ? onScreenRight : !onScreenRight);
    }

    padding: 8
    modal: true
    focus: true
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside
    background: Rectangle { radius: 10; color: "#2b1a0e"; border.color: "#f2c14e" }
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
        }
        BarButton {
            objectName: "sowRight"
            text: qsTr("Sow this way ›")
            checked: picker.screenRight
            onClicked: picker.sow(true)
        }
    }
}
