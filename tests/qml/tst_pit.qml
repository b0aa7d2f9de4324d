import QtQuick
import QtTest
import Cowrie

// A pit shows its seeds and its count, and glows when it is legal.
Item {
    width: 200
    height: 200

    Pit {
        id: pit
        width: 100
        height: 100
    }

    SignalSpy {
        id: clicks
        target: pit
        signalName: "clicked"
    }

    TestCase {
        name: "Pit"
        when: windowShown

        function seedItems() {
            const pile = findChild(pit, "seeds");
            let n = 0;
            for (let i = 0; i < pile.children.length; ++i)
                if (pile.children[i].size !== undefined && pile.children[i].visible) ++n;
            return n;
        }

        function test_countAndSeeds() {
            pit.count = 5;
            compare(findChild(pit, "countText").text, "5");
            compare(seedItems(), 5);
            pit.count = 0;
            compare(findChild(pit, "countText").text, "0");
            compare(seedItems(), 0);
            pit.count = 80;  // more than fit: the label tells the rest
            compare(findChild(pit, "countText").text, "80");
            verify(seedItems() < 80 && seedItems() >= 40);
        }

        function test_legalGlows() {
            pit.legal = false;
            verify(!findChild(pit, "glow").visible);
            pit.legal = true;
            verify(findChild(pit, "glow").visible);
        }

        function test_click() {
            clicks.clear();
            mouseClick(pit);
            compare(clicks.count, 1);
        }
    }
}
