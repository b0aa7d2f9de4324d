import QtQuick
import QtTest
import Cowrie

// The game-over panel says the margin with a proper plural (issue 14, point
// 10): "by 1 seed", "by 12 seeds", never "seed(s)".
Item {
    id: root
    width: 800
    height: 600

    // Only what the panel reads of the controller.
    QtObject {
        id: fakeController
        property QtObject result: QtObject {
            id: fakeResult
            property int winner: Side.South
            property int margin: 1
            property string text: ""
            property int resigned: Side.NoSide
        }
        property QtObject south: QtObject { property string name: "Ana" }
        property QtObject north: QtObject { property string name: "Ben" }
        property QtObject history: QtObject { property int count: 0 }
        property bool canUndo: false
        property QtObject replay: QtObject { function start() {} }
        function undo() {}
    }

    GameOverPanel {
        id: panel
        controller: fakeController
    }

    TestCase {
        name: "GameOverPanel"
        when: windowShown

        function test_marginPlural() {
            const label = findChild(panel, "marginText");
            verify(label);
            fakeResult.margin = 1;
            compare(label.text, "by 1 seed");
            fakeResult.margin = 12;
            compare(label.text, "by 12 seeds");
            verify(label.visible);
            fakeResult.margin = 0;
            verify(!label.visible);
        }
    }
}
