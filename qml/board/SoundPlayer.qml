import QtQuick

// Plays the board's sounds unless muted. Without Qt Multimedia installed the
// board is simply silent.
Item {
    id: player

    property bool muted: false
    readonly property bool available: loader.status === Loader.Ready

    function drop() { if (!muted && available) loader.item.drop(); }
    function capture() { if (!muted && available) loader.item.capture(); }

    Loader {
        id: loader
        active: !player.muted
        source: "BoardSounds.qml"
    }
}
