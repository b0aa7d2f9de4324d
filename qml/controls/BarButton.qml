import QtQuick
import Cowrie

// A toolbar button: the app's button, in the Tab order (so that the keyboard
// reaches every action), but a click does not take the keys from the page
// (a play page keeps its keys for the board).
ThemedButton {
    focusPolicy: Qt.TabFocus
}
