import QtQuick
import Cowrie

// A short message by the board (extra move, whose turn, captures, result)
// that fades in and out; its page places it where it hides no count.
Rectangle {
    id: banner

    property int holdMs: 900
    // At most this wide: a longer message's type shrinks to fit.
    property real maxWidth: 100000

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

    width: Math.min(maxWidth, label.implicitWidth + 40)
    height: label.implicitHeight + 12
    radius: height / 2
    border.color: Theme.accent
    border.width: 1.5
    opacity: 0
    visible: opacity > 0

    Text {
        id: label
        anchors.centerIn: parent
        width: Math.min(implicitWidth, banner.maxWidth - 40)
        horizontalAlignment: Text.AlignHCenter
        fontSizeMode: Text.HorizontalFit
        minimumPixelSize: Theme.fontSmall
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
