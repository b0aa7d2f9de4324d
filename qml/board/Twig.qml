import QtQuick
import QtQuick.Shapes

// A twig laid across a hole that is out of play (burnt or blind), as players
// mark it on a real board: a bent stick with a side shoot and a leaf.
Shape {
    id: twig

    property real size: 60

    width: size
    height: size
    layer.enabled: true
    layer.samples: 4

    // The stick's shadow on the wood.
    ShapePath {
        strokeColor: "#66000000"
        strokeWidth: twig.size * 0.1
        capStyle: ShapePath.RoundCap
        fillColor: "transparent"
        startX: twig.size * 0.06; startY: twig.size * 0.86
        PathQuad { x: twig.size * 0.98; y: twig.size * 0.2; controlX: twig.size * 0.5; controlY: twig.size * 0.66 }
    }
    ShapePath {
        strokeColor: "#5b3a1e"
        strokeWidth: twig.size * 0.09
        capStyle: ShapePath.RoundCap
        fillColor: "transparent"
        startX: twig.size * 0.02; startY: twig.size * 0.8
        PathQuad { x: twig.size * 0.94; y: twig.size * 0.12; controlX: twig.size * 0.46; controlY: twig.size * 0.6 }
    }
    // The lit side of the bark.
    ShapePath {
        strokeColor: "#a47a4c"
        strokeWidth: twig.size * 0.03
        capStyle: ShapePath.RoundCap
        fillColor: "transparent"
        startX: twig.size * 0.04; startY: twig.size * 0.77
        PathQuad { x: twig.size * 0.93; y: twig.size * 0.09; controlX: twig.size * 0.46; controlY: twig.size * 0.56 }
    }
    // A side shoot.
    ShapePath {
        strokeColor: "#5b3a1e"
        strokeWidth: twig.size * 0.045
        capStyle: ShapePath.RoundCap
        fillColor: "transparent"
        startX: twig.size * 0.52; startY: twig.size * 0.5
        PathQuad { x: twig.size * 0.7; y: twig.size * 0.72; controlX: twig.size * 0.66; controlY: twig.size * 0.56 }
    }
    // A leaf on the shoot.
    ShapePath {
        strokeColor: "#2f4a1a"
        strokeWidth: 1
        fillGradient: LinearGradient {
            x1: twig.size * 0.66; y1: twig.size * 0.7
            x2: twig.size * 0.9; y2: twig.size * 0.92
            GradientStop { position: 0; color: "#7da44a" }
            GradientStop { position: 1; color: "#3e6222" }
        }
        startX: twig.size * 0.69; startY: twig.size * 0.71
        PathQuad { x: twig.size * 0.92; y: twig.size * 0.94; controlX: twig.size * 0.92; controlY: twig.size * 0.7 }
        PathQuad { x: twig.size * 0.69; y: twig.size * 0.71; controlX: twig.size * 0.68; controlY: twig.size * 0.92 }
    }
}
