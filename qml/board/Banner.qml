import QtQuick
import Cowrie

// A short message over the board (extra move, whose turn, captures, result)
// that fades in and out.
Rectangle {
    id: banner

    property int holdMs: 900

    function show(text, kind) {
        label.text = text;
        color = kind === "gameEnd" ? Theme.bannerEnd : kind === "capture" ? Theme.bannerCapture : Theme.banner;
        label.color = kind === "gameEnd" ? Theme.textOnAccent : Theme.flash;
        fade.restart();
    }

    // Gone at once (a replay stepped elsewhere: its message no longer holds).
    function clear() {
        fade.stop();
        opacity = 0;
    }

    width: label.implicitWidth + 48
    height: label.implicitHeight + 20
    radius: height / 2
    border.color: Theme.accent
    border.width: 1.5
    opacity: 0
    visible: opacity > 0

    Text {
        id: label
        anchors.centerIn: parent
        font.pixelSize: Theme.fontHeading
        font.bold: true
    }

    SequentialAnimation {
        id: fade
        NumberAnimation { target: banner; property: "opacity"; to: 1; duration: 120 }
        PauseAnimation { duration: banner.holdMs }
        NumberAnimation { target: banner; property: "opacity"; to: 0; duration: 350 }
    }
}
