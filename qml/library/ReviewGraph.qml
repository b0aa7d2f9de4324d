import QtQuick
import QtQuick.Controls
import Cowrie

// The value of every position of a reviewed game for South, from the start
// to the end: South ahead above the zero line, North ahead below. Each
// position is a point; the point of a move that gave seeds away is larger
// and in its class's colour (the move list says the class in words). A
// click, or Left/Right, Home/End, picks a position to look at.
Item {
    id: graph

    // Values for South, one a position (ReviewSession.values), drawn to
    // ±valueScale; larger ones (a won match) at the edge.
    required property var values
    required property int valueScale
    // The class of the move played from each position ("" at the end).
    property var kinds: []
    // Class id -> colour (ReviewPage.classColours).
    required property var classColours
    property int selected: -1

    signal picked(int position)

    readonly property real padX: 16
    readonly property real padY: 14
    readonly property real plotWidth: Math.max(1, width - 2 * padX)
    readonly property real plotHeight: Math.max(1, height - 2 * padY)
    readonly property real zeroY: padY + plotHeight / 2
    // Room above the largest value, so that its point is not on the frame.
    readonly property real span: valueScale * 1.1

    function xAt(i) {
        return values.length > 1 ? padX + plotWidth * i / (values.length - 1) : padX + plotWidth / 2;
    }
    function yAt(v) {
        const clamped = Math.max(-span, Math.min(span, v));
        return zeroY - clamped / span * plotHeight / 2;
    }
    function indexAt(x) {
        if (values.length < 2) return 0;
        const i = Math.round((x - padX) / plotWidth * (values.length - 1));
        return Math.max(0, Math.min(values.length - 1, i));
    }
    // A move that gave seeds away gets a larger point.
    function marked(kind) {
        return kind === "inaccuracy" || kind === "mistake" || kind === "blunder";
    }
    function pick(i) {
        graph.picked(Math.max(0, Math.min(values.length - 1, i)));
    }

    activeFocusOnTab: true
    Keys.onPressed: (event) => {
        switch (event.key) {
        case Qt.Key_Left: pick(selected - 1); break;
        case Qt.Key_Right: pick(selected + 1); break;
        case Qt.Key_Home: pick(0); break;
        case Qt.Key_End: pick(values.length - 1); break;
        default: return;
        }
        event.accepted = true;
    }

    onValuesChanged: plot.requestPaint()
    onValueScaleChanged: plot.requestPaint()
    onWidthChanged: plot.requestPaint()
    onHeightChanged: plot.requestPaint()

    Rectangle {
        anchors.fill: parent
        radius: Theme.radius + 2
        color: Theme.surfaceSunken
        border.color: graph.activeFocus ? Theme.focus : Theme.border
        border.width: graph.activeFocus ? 2 : 1
    }

    // The area between the curve and the zero line, in South's colour above
    // and North's below, and the curve itself.
    Canvas {
        id: plot
        anchors.fill: parent
        onPaint: {
            const ctx = getContext("2d");
            ctx.reset();
            const v = graph.values;
            ctx.strokeStyle = Theme.borderStrong;
            ctx.lineWidth = 1;
            ctx.beginPath();
            ctx.moveTo(graph.padX, graph.zeroY);
            ctx.lineTo(graph.padX + graph.plotWidth, graph.zeroY);
            ctx.stroke();
            if (v.length === 0) return;
            const area = () => {
                ctx.beginPath();
                ctx.moveTo(graph.xAt(0), graph.zeroY);
                for (let i = 0; i < v.length; ++i) ctx.lineTo(graph.xAt(i), graph.yAt(v[i]));
                ctx.lineTo(graph.xAt(v.length - 1), graph.zeroY);
                ctx.closePath();
            };
            const half = (top, colour) => {
                ctx.save();
                ctx.beginPath();
                if (top) ctx.rect(0, 0, width, graph.zeroY);
                else ctx.rect(0, graph.zeroY, width, height - graph.zeroY);
                ctx.clip();
                area();
                ctx.fillStyle = Qt.rgba(colour.r, colour.g, colour.b, 0.32);
                ctx.fill();
                ctx.restore();
            };
            half(true, Theme.south);
            half(false, Theme.north);
            ctx.strokeStyle = Theme.accentSoft;
            ctx.lineWidth = 2;
            ctx.beginPath();
            for (let i = 0; i < v.length; ++i) {
                if (i === 0) ctx.moveTo(graph.xAt(i), graph.yAt(v[i]));
                else ctx.lineTo(graph.xAt(i), graph.yAt(v[i]));
            }
            ctx.stroke();
        }
    }

    Label {
        anchors { left: parent.left; top: parent.top; leftMargin: graph.padX + 4; topMargin: 4 }
        text: qsTr("South ahead")
        color: Theme.south
        font.pixelSize: Theme.fontTiny
    }
    Label {
        anchors { left: parent.left; bottom: parent.bottom; leftMargin: graph.padX + 4; bottomMargin: 4 }
        text: qsTr("North ahead")
        color: Theme.north
        font.pixelSize: Theme.fontTiny
    }
    Label {
        anchors { right: parent.right; top: parent.top; rightMargin: graph.padX; topMargin: 4 }
        text: "+" + graph.valueScale
        color: Theme.textFaint
        font.pixelSize: Theme.fontTiny
    }
    Label {
        anchors { right: parent.right; bottom: parent.bottom; rightMargin: graph.padX; bottomMargin: 4 }
        text: "\u2212" + graph.valueScale
        color: Theme.textFaint
        font.pixelSize: Theme.fontTiny
    }

    // The position looked at.
    Rectangle {
        visible: graph.selected >= 0 && graph.selected < graph.values.length
        x: graph.xAt(graph.selected) - width / 2
        y: graph.padY
        width: 2
        height: graph.plotHeight
        color: Theme.accent
        opacity: 0.7
    }

    Repeater {
        model: graph.values.length
        delegate: Rectangle {
            required property int index
            readonly property string kind: graph.kinds[index] || ""
            readonly property bool isSelected: index === graph.selected
            objectName: "graphPoint"
            width: isSelected ? 13 : graph.marked(kind) ? 10 : 6
            height: width
            radius: width / 2
            x: graph.xAt(index) - width / 2
            y: graph.yAt(graph.values[index]) - height / 2
            color: graph.classColours[kind] || Theme.textSoft
            border.color: isSelected ? Theme.focus : Theme.woodDeep
            border.width: isSelected ? 2 : 1
        }
    }

    MouseArea {
        objectName: "graphArea"
        anchors.fill: parent
        onClicked: (mouse) => {
            graph.forceActiveFocus();
            graph.pick(graph.indexAt(mouse.x));
        }
    }
}
