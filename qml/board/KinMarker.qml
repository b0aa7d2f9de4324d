import QtQuick
import Cowrie

// The marker of a privileged hole in olinda keliya: a small carved token on
// the pit's rim saying which it is, "puta" (son) or "naga" (younger sister).
Rectangle {
    id: marker

    // "puta" or "naga".
    property string kind: "puta"
    property real size: 40

    width: label.implicitWidth + size * 0.3
    height: size * 0.36
    radius: height / 2
    border.width: Math.max(1, size * 0.025)
    border.color: Theme.woodDeep
    gradient: Gradient {
        GradientStop { position: 0; color: marker.kind === "puta" ? "#ffe89a" : "#d9ecff" }
        GradientStop { position: 1; color: marker.kind === "puta" ? "#c99a35" : "#7f9fbf" }
    }

    Text {
        // Drawn for the eye; the place's accessible name says it.
        Accessible.ignored: true
        id: label
        anchors.centerIn: parent
        text: marker.kind === "puta" ? qsTr("puta") : qsTr("naga")
        font.pixelSize: Math.max(9, marker.size * 0.22)
        font.bold: true
        font.italic: true
        color: Theme.textOnAccent
    }
}
