import QtQuick
import QtMultimedia

// The board's sounds (Qt Multimedia, Debian qml6-module-qtmultimedia): a
// soft click per dropped seed and a rattle for captures. Loaded by
// SoundPlayer only when sound is on and the module is there.
Item {
    function drop() { dropSound.play(); }
    function capture() { captureSound.play(); }

    SoundEffect { id: dropSound; source: "qrc:/resources/sounds/drop.wav"; volume: 0.5 }
    SoundEffect { id: captureSound; source: "qrc:/resources/sounds/capture.wav"; volume: 0.7 }
}
