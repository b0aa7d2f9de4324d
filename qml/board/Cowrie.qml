import QtQuick

// One cowrie shell seen from its toothed side: a glossy cream oval with a
// dark slit along its length.
Item {
    id: shell

    property real size: 12

    width: size
    height: size * 0.74

    Rectangle {
        anchors.fill: parent
        anchors.topMargin: 1
        anchors.leftMargin: 1
        radius: height / 2
        color: "#40000000"
    }
    Rectangle {
        id: body
        anchors.fill: parent
        anchors.bottomMargin: 1
        anchors.rightMargin: 1
        radius: height / 2
        border.width: 0.6
        border.color: "#8c7453"
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#fffaf0" }
            GradientStop { position: 0.55; color: "#efe2c6" }
            GradientStop { position: 1.0; color: "#c9b08a" }
        }
    }
    Rectangle {
        width: body.width * 0.62
        height: Math.max(1, body.height * 0.14)
        radius: height / 2
        anchors.centerIn: body
        color: "#6b5236"
    }
}
