import QtQuick
import Cowrie

// A toolbar button: the app's button that the mouse uses and Tab passes
// over (pages that want it in the Tab order give it Qt.StrongFocus).
ThemedButton {
    focusPolicy: Qt.NoFocus
}
