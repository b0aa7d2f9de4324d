import QtQuick

// One seed: a cowrie (its glossy back or its toothed underside) or an olinda
// seed, as painted by resources/art/make_art.cpp. `size` is its length.
Image {
    id: seed

    property real size: 12
    // "cowrie" or "redSeed" (BoardModel.seedKind).
    property string kind: "cowrie"
    property bool teeth: false

    width: size * 1.25  // the image has a margin for its shadow
    height: width * 0.75
    source: kind === "redSeed" ? "qrc:/resources/images/olinda-seed.png"
          : teeth ? "qrc:/resources/images/cowrie-teeth.png"
                  : "qrc:/resources/images/cowrie-back.png"
    smooth: true
    mipmap: true
}
