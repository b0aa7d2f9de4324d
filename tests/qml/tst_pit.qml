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

        function test_outOfPlayHolesCarryATwig() {
            pit.inPlay = true;
            verify(!findChild(pit, "twig").visible);
            pit.inPlay = false;
            pit.burnt = true;
            verify(findChild(pit, "twig").visible);
            verify(findChild(pit, "outOfPlay").visible);
            pit.inPlay = true;
            pit.burnt = false;
        }

        function test_putaAndNagaMarkers() {
            const kin = findChild(pit, "kin");
            verify(!kin.visible);
            pit.puta = true;
            verify(kin.visible);
            compare(kin.kind, "puta");
            pit.puta = false;
            pit.naga = true;
            verify(kin.visible);
            compare(kin.kind, "naga");
            pit.naga = false;
            verify(!kin.visible);
        }

        function test_hiddenCountsHideTheBadge() {
            pit.count = 7;
            verify(findChild(pit, "countText").visible);
            pit.showCount = false;
            verify(!findChild(pit, "countText").visible);
            compare(seedItems(), 7);  // the seeds still show
            pit.showCount = true;
        }

        function test_seedsStayPutWhenOneLands() {
            pit.count = 6;
            const pile = findChild(pit, "seeds");
            const before = [];
            for (let i = 0; i < pile.children.length; ++i)
                if (pile.children[i].visible) before.push([pile.children[i].x, pile.children[i].y, pile.children[i].rotation]);
            pit.count = 7;
            let same = 0;
            for (let i = 0; i < before.length; ++i) {
                const seed = pile.children[i];
                if (seed.x === before[i][0] && seed.y === before[i][1] && seed.rotation === before[i][2]) ++same;
            }
            compare(same, 6);
        }

        function test_click() {
            clicks.clear();
            mouseClick(pit);
            compare(clicks.count, 1);
        }
    }
}
