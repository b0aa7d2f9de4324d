import QtQuick

// The seeds of one pit or store, heaped in an oval. Seed i has a fixed spot
// and turn (from i and the pile's salt): seeds already shown stay put when
// one more lands, and the newest drops in. Seeds fill a layer of
// `perLayer` in a sunflower spiral, then heap up in smaller layers above it,
// so a pile of 40 or more still reads as a mound of shells.
Item {
    id: pile

    property int count: 0
    property int perLayer: 12
    property int maxShown: 60
    property real seedSize: 12
    property int salt: 0
    property string kind: "cowrie"

    readonly property int shown: Math.min(count, maxShown)
    // Delegates are made in blocks and only hidden when seeds leave, so a
    // seed landing never rebuilds the pile.
    property int made: 0
    onShownChanged: if (shown > made) made = Math.min(maxShown, Math.ceil(shown / 12) * 12)
    Component.onCompleted: made = Math.min(maxShown, Math.ceil(shown / 12) * 12)

    function noise(i, k) {
        const v = Math.sin(i * 12.9898 + (pile.salt + k) * 78.233) * 43758.5453;
        return v - Math.floor(v);
    }

    Repeater {
        model: pile.made
        delegate: Seed {
            id: seed
            required property int index
            readonly property int tier: Math.floor(index / pile.perLayer)
            readonly property int slot: index % pile.perLayer
            readonly property real spread: Math.sqrt((slot + 0.5) / pile.perLayer)
                                           * Math.max(0.25, 1 - 0.2 * tier)
            readonly property real angle: slot * 2.39996 + tier * 1.3 + pile.salt
            readonly property real restY: pile.height / 2
                + Math.sin(angle) * spread * (pile.height - size) / 2
                + (pile.noise(index, 2) - 0.5) * size * 0.35 - tier * size * 0.12 - height / 2
            visible: index < pile.shown
            kind: pile.kind
            teeth: pile.noise(index, 4) < 0.45
            size: pile.seedSize * (1 + 0.03 * tier)
            x: pile.width / 2 + Math.cos(angle) * spread * (pile.width - size) / 2
               + (pile.noise(index, 1) - 0.5) * size * 0.35 - width / 2
            y: restY - fall
            rotation: pile.noise(index, 3) * 360
            property real fall: 0
            onVisibleChanged: if (visible && index === pile.shown - 1) landing.restart()
            NumberAnimation {
                id: landing
                target: seed; property: "fall"
                from: seed.size * 0.7; to: 0
                duration: 140; easing.type: Easing.OutBounce
            }
        }
    }
}
