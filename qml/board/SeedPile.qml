import QtQuick

// The cowries of one pit or store, scattered inside an oval. Each seed has a
// fixed spot and turn (from its index and the pile's salt), so seeds already
// shown stay put when one more lands. Beyond `capacity` seeds only the count
// label tells the rest.
Item {
    id: pile

    property int count: 0
    property int capacity: 24
    property real seedSize: 12
    property int salt: 0

    function noise(i, k) {
        const v = Math.sin(i * 12.9898 + (pile.salt + k) * 78.233) * 43758.5453;
        return v - Math.floor(v);
    }

    Repeater {
        model: Math.min(pile.count, pile.capacity)
        delegate: Cowrie {
            required property int index
            // A sunflower spiral keeps seeds evenly spread; jitter keeps it natural.
            readonly property real spread: Math.sqrt((index + 0.5) / pile.capacity)
            readonly property real angle: index * 2.39996 + pile.salt
            size: pile.seedSize
            x: pile.width / 2 + Math.cos(angle) * spread * (pile.width - size) / 2
               + (pile.noise(index, 1) - 0.5) * size * 0.4 - width / 2
            y: pile.height / 2 + Math.sin(angle) * spread * (pile.height - size) / 2
               + (pile.noise(index, 2) - 0.5) * size * 0.4 - height / 2
            rotation: pile.noise(index, 3) * 360
        }
    }
}
