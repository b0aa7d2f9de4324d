import QtQml

// The line about rounds as the board shows it: while the move that ends a
// round is being shown (up to its refill), the line of the round it ends;
// the next round's once the move has been shown.
QtObject {
    // The line now (BoardModel.roundLine): the game has moved on already.
    property string line: ""
    // The move being shown ends a round.
    property bool showingRoundEnd: false

    readonly property string text: showingRoundEnd ? d.before : line

    property QtObject d: QtObject {
        property string before: ""
        property string last: ""
    }
    onLineChanged: {
        d.before = d.last;
        d.last = line;
    }
    Component.onCompleted: d.last = line
}
