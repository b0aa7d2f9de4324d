import QtQuick
import Cowrie

// A static miniature of a board for the game picker: a wooden slab, `rows`
// rows of `columns` pits holding a few seeds, and a store at each end.
Item {
    id: mini

    property int rows: 2
    property int columns: 6
    property int seedsPerHole: 4
    property bool squareStores: false
    // "cowrie" or "redSeed" (BoardModel.seedKind): the seeds drawn in the pits.
    property string seedKind: "cowrie"
    readonly property bool redSeeds: seedKind === "redSeed"

    readonly property real pit: Math.min(height / (rows + 0.7), width / (columns + 3.2))

    Rectangle {
        id: slab
        anchors.centerIn: parent
        width: (mini.columns + 2.6) * mini.pit
        height: (mini.rows + 0.5) * mini.pit
        radius: height / 2.4
        border.color: Theme.woodEdge
        border.width: 2
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.woodLight }
            GradientStop { position: 0.5; color: Theme.woodBase }
            GradientStop { position: 1.0; color: Theme.woodDark }
        }

        Repeater {
            model: 2
            delegate: Rectangle {
                required property int index
                width: mini.pit * 0.9
                height: mini.squareStores ? mini.pit * 0.9 : slab.height - mini.pit * 0.4
                anchors.verticalCenter: parent.verticalCenter
                x: index === 0 ? mini.pit * 0.25 : slab.width - width - mini.pit * 0.25
                radius: mini.squareStores ? 3 : width / 2
                color: Theme.woodHollow
                border.color: Theme.woodHollowEdge
            }
        }

        Grid {
            anchors.centerIn: parent
            rows: mini.rows
            columns: mini.columns
            spacing: mini.pit * 0.16
            Repeater {
                model: mini.rows * mini.columns
                delegate: Rectangle {
                    width: mini.pit * 0.84
                    height: width
                    radius: width / 2
                    color: Theme.woodHollow
                    border.color: Theme.woodHollowEdge
                    // A few seeds in each pit: oval cowries or round red seeds.
                    Repeater {
                        model: Math.min(mini.seedsPerHole, 5)
                        delegate: Rectangle {
                            required property int index
                            readonly property real angle: index * 2.4 + 0.6
                            width: parent.width * 0.26
                            height: width * (mini.redSeeds ? 0.9 : 0.72)
                            radius: height / 2
                            color: mini.redSeeds ? Theme.redSeed : Theme.cowrie
                            border.color: mini.redSeeds ? Theme.redSeedEdge : Theme.cowrieEdge
                            border.width: 0.5
                            rotation: index * 47
                            x: parent.width / 2 - width / 2 + Math.cos(angle) * parent.width * 0.18
                            y: parent.height / 2 - height / 2 + Math.sin(angle) * parent.width * 0.18
                        }
                    }
                }
            }
        }
    }
}
