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
        property int winner: GameSession.South
        property QtObject south: QtObject { property string name: "Ana" }
        property QtObject north: QtObject { property string name: "Ben" }
        property int margin: 1
        property string resultText: ""
        property int moveCount: 0
        property int resigned: GameSession.NoSide
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
            fakeController.margin = 1;
            compare(label.text, "by 1 seed");
            fakeController.margin = 12;
            compare(label.text, "by 12 seeds");
            verify(label.visible);
            fakeController.margin = 0;
            verify(!label.visible);
        }
    }
}
