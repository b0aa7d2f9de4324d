import QtQuick
import Cowrie

// What sits in one round hollow of the board (the hollow itself is carved by
// BoardArt): its cowries, its count, and the marks that tell players about
// it: a glow when it is legal, a twig when it is out of play, a puta or naga
// token, the last move's path and the hover preview. Clicking asks to play
// it; the controller decides.
Item {
    id: pit

    property int count: 0
    property bool legal: false
    property bool inPlay: true
    property bool burnt: false
    property bool blind: false
    property bool puta: false
    property bool naga: false
    property bool marked: false
    property bool showCount: true
    property string seedKind: "cowrie"
    // On the last move's path: 0 not, 1 a seed fell here, 2 the move started here.
    property int path: 0
    // Hover preview: "" none, "path", "land" (the last seed), "capture".
    property string preview: ""
    property int salt: 0
    // The count chip on the pit's upper rim (else its lower one); a kin
    // marker sits on the other.
    property bool countAtTop: false
    readonly property bool hovered: mouse.containsMouse

    signal clicked()
    signal hoverChanged(bool inside)

    // A hole skipped by a passing hand flashes.
    function flashSkip() { skipFlash.restart(); }

    Rectangle {
        id: glow
        objectName: "glow"
        anchors.centerIn: parent
        width: parent.width * 1.12
        height: width
        radius: width / 2
        color: "transparent"
        border.width: Math.max(2, pit.width * 0.05)
        border.color: Theme.legalGlow
        visible: pit.legal
        opacity: pit.hovered ? 1.0 : 0.8
        SequentialAnimation on opacity {
            running: pit.legal && !pit.hovered
            loops: Animation.Infinite
            NumberAnimation { from: 0.9; to: 0.4; duration: 900; easing.type: Easing.InOutSine }
            NumberAnimation { from: 0.4; to: 0.9; duration: 900; easing.type: Easing.InOutSine }
        }
    }

    Rectangle {
        objectName: "chosen"
        anchors.centerIn: parent
        width: parent.width * 1.2
        height: width
        radius: width / 2
        color: "transparent"
        border.width: Math.max(3, pit.width * 0.06)
        border.color: Theme.chosen
        visible: pit.marked
    }

    // The last move: a ring where it started, an ember dot where seeds fell.
    Rectangle {
        objectName: "pathStart"
        anchors.centerIn: parent
        width: parent.width * 1.02
        height: width
        radius: width / 2
        color: "transparent"
        border.width: Math.max(1.5, pit.width * 0.03)
        border.color: Theme.ember
        visible: pit.path === 2
    }
    Rectangle {
        objectName: "pathDot"
        visible: pit.path === 1
        width: Math.max(4, pit.width * 0.09)
        height: width
        radius: width / 2
        // On the right-hand rim, clear of the count and the hole's name.
        anchors.verticalCenter: parent.verticalCenter
        x: parent.width - width * 0.6
        color: Theme.ember
        border.color: Theme.emberEdge
        border.width: 1
    }

    SeedPile {
        objectName: "seeds"
        anchors.centerIn: parent
        width: parent.width * 0.86
        height: width
        count: pit.count
        perLayer: 9
        maxShown: 60
        seedSize: pit.width * 0.28
        salt: pit.salt
        kind: pit.seedKind
    }

    // Out of play: soot in a burnt hole, a shade in a blind one, and a twig.
    Rectangle {
        objectName: "outOfPlay"
        visible: !pit.inPlay
        anchors.fill: parent
        radius: width / 2
        gradient: Gradient {
            GradientStop { position: 0; color: pit.burnt ? Theme.burntTop : Theme.blindTop }
            GradientStop { position: 1; color: pit.burnt ? Theme.burntBottom : Theme.blindBottom }
        }
    }
    Twig {
        id: twig
        objectName: "twig"
        visible: !pit.inPlay
        anchors.centerIn: parent
        size: pit.width * 1.15
        // Laid down when the trace burns the hole: it drops onto the pit.
        onVisibleChanged: if (visible) layDown.restart()
        ParallelAnimation {
            id: layDown
            NumberAnimation {
                target: twig; property: "scale"; from: 1.6; to: 1
                duration: 320; easing.type: Easing.OutBack
            }
            NumberAnimation { target: twig; property: "opacity"; from: 0; to: 1; duration: 200 }
        }
    }

    KinMarker {
        objectName: "kin"
        visible: pit.puta || pit.naga
        kind: pit.puta ? "puta" : "naga"
        size: pit.width
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.verticalCenter: pit.countAtTop ? parent.bottom : parent.top
    }

    // The hover preview: where the last seed lands, what would be captured.
    Rectangle {
        objectName: "previewMark"
        anchors.centerIn: parent
        width: parent.width * (pit.preview === "path" ? 0.3 : 1.08)
        height: width
        radius: width / 2
        visible: pit.preview !== ""
        color: pit.preview === "path" ? Theme.previewPath : "transparent"
        border.width: pit.preview === "path" ? 0 : Math.max(2.5, pit.width * 0.06)
        // Captured holes ring green (a gain), the last seed's hole light blue.
        border.color: pit.preview === "capture" ? Theme.success : Theme.info
    }

    Rectangle {
        id: skipRing
        anchors.centerIn: parent
        width: parent.width
        height: width
        radius: width / 2
        color: "transparent"
        border.color: Theme.flash
        border.width: Math.max(2, pit.width * 0.04)
        opacity: 0
        SequentialAnimation {
            id: skipFlash
            NumberAnimation { target: skipRing; property: "opacity"; to: 0.9; duration: 60 }
            NumberAnimation { target: skipRing; property: "opacity"; to: 0; duration: 380 }
        }
    }

    CountBadge {
        visible: pit.showCount
        count: pit.count
        size: Math.max(16, pit.width * 0.3)
        anchors.horizontalCenter: parent.horizontalCenter
        y: pit.countAtTop ? -height * 0.35 : parent.height - height * 0.65
    }

    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        cursorShape: pit.legal ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: pit.clicked()
        onContainsMouseChanged: pit.hoverChanged(containsMouse)
    }
}
