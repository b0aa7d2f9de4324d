// Narration (narration.h): the caption of each event of a move, made from
// its trace alone, says what happened and why: relays (from the landing hole
// or, in Pallankuzhi, from the next one), a pasu, a three passed over, a
// capture beyond an empty hole, where a turn stopped; and a wrong move's
// story in a few sentences.

#include <QtTest>

#include "app/ui/narration.h"
#include "core/match.h"
#include "core/state_load.h"

using namespace cowrie;

namespace {

struct Narrated {
    QStringList captions;
    QString story;
};

// Plays `move` from `state` and narrates it.
Narrated narrateMove(const char* state, const char* move) {
    std::string error;
    auto loaded = loadStateText(state, "", {}, error);
    if (!loaded) qFatal("bad state: %s", error.c_str());
    Match match(loaded->rules, loaded->position);
    const Position before = match.position();
    const Trace trace = match.play(*loaded->rules->parseMove(move));
    const ui::Names names;
    return {ui::narrate(*loaded->rules, before, trace, names),
            ui::explainMove(*loaded->rules, before, trace, names)};
}

bool anyContains(const QStringList& captions, const QString& text) {
    for (const QString& c : captions)
        if (c.contains(text)) return true;
    return false;
}

}  // namespace

class NarrationTest : public QObject {
    Q_OBJECT

  private slots:
    void everyEventHasItsCaptionAndDropsNone() {
        const Narrated n = narrateMove(
            R"({"game":"kalah","options":{"holes":4},"holes":{"south":[1,1,0,0],"north":[0,5,0,1]}})",
            "2");
        // lift, drop, capture (North's 5), capture (the lone seed), turn end
        QCOMPARE(n.captions.size(), 5);
        QCOMPARE(n.captions[0], QString("South lifts 1 seed from South's hole 2."));
        QVERIFY(n.captions[1].isEmpty());
        QCOMPARE(n.captions[2], QString("South captures 5 seeds from North's hole 2."));
        QCOMPARE(n.captions[4], QString("After the capture the turn passes to North."));
    }

    void aRelayFromTheLandingHole_andFromTheNextHole() {
        // Pallankuzhi: the last seed falls in hole 4; hole 5 is lifted.
        const Narrated p = narrateMove(
            R"({"game":"pallankuzhi","holes":{"south":[0,2,0,0,5,0,1],"north":[1,0,0,0,0,0,0]}})",
            "2");
        QVERIFY2(anyContains(p.captions, "South lifts the 5 seeds of South's hole 5 and sows on."),
                 qPrintable(p.captions.join('|')));
        QVERIFY(!anyContains(p.captions, "Relay: the last seed fell"));
        // Olinda keliya: the last seed falls in an occupied hole, lifted.
        const Narrated o =
            narrateMove(R"({"game":"olinda-keliya","direction":"R",)"
                        R"("holes":{"south":[2,3,0,1,0,0,0],"north":[1,0,0,0,0,0,0]}})",
                        "1");
        QVERIFY2(anyContains(o.captions,
                             "Relay: the last seed fell in South's hole 4, which held "
                             "seeds; South lifts all 2 and sows on."),
                 qPrintable(o.captions.join('|')));
        QVERIFY2(anyContains(o.captions, "South's hole 2 holds three: passed over."),
                 qPrintable(o.captions.join('|')));
        QVERIFY2(
            anyContains(o.captions, "South's hole 6, an empty hole: the turn passes to North."),
            qPrintable(o.captions.join('|')));
        QCOMPARE(o.story,
                 QString("South lifts 2 seeds from South's hole 1. The sowing relays once. "
                         "The last seed fell in South's hole 6, an empty hole: the turn "
                         "passes to North."));
    }

    void aPasu() {
        const Narrated n = narrateMove(
            R"({"game":"pallankuzhi","holes":{"south":[0,1,3,0,0,0,0],"north":[0,0,0,0,0,0,1]}})",
            "2");
        QVERIFY2(anyContains(n.captions,
                             "Pasu! South's hole 3 reached four: its 4 seeds go to South's store."),
                 qPrintable(n.captions.join('|')));
    }

    void aCaptureBeyondAnEmptyHole() {
        // Hole 1's seed falls in hole 2; hole 3 is empty; hole 4's 3 seeds are taken.
        const Narrated n = narrateMove(
            R"({"game":"pallankuzhi","holes":{"south":[1,0,0,3,0,0,0],"north":[0,0,0,0,0,0,2]}})",
            "1");
        QVERIFY2(anyContains(n.captions,
                             "The hole after the last seed is empty: South captures "
                             "the 3 seeds of South's hole 4, beyond it."),
                 qPrintable(n.captions.join('|')));
    }
};

QTEST_APPLESS_MAIN(NarrationTest)
#include "tst_narration.moc"
