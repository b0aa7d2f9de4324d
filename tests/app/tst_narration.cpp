// Narration (narration.h): the caption of each event of a move, made from
// its trace alone, says what happened and why, in the words of the reason the
// core gives the event (Event::why, docs/trace.md), never one read from the
// board: relays (from the landing hole or, in Pallankuzhi, from the next
// one), a pasu, a three passed over, a capture beyond an empty hole, why a
// turn stopped, why a round ended; and a wrong move's story in a few
// sentences. One concrete position per game at least.

#include <QtTest>

#include "app/ui/board/movepreview.h"
#include "app/ui/board/narration.h"
#include "app/ui/play/playtext.h"
#include "app/ui/play/roundsummary.h"
#include "core/match.h"
#include "core/state_load.h"

using namespace cowrie;

namespace {

struct Narrated {
    QStringList captions;
    QString story;
    Trace trace;

    // The caption of the last event of `type` ("" when there is none).
    QString of(EventType type) const {
        for (int i = int(trace.size()) - 1; i >= 0; --i)
            if (trace[size_t(i)].type == type) return captions[i];
        return {};
    }
    const Event* last(EventType type) const {
        for (auto it = trace.rbegin(); it != trace.rend(); ++it)
            if (it->type == type) return &*it;
        return nullptr;
    }
    QString all() const { return captions.join(QLatin1Char('|')); }
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
            ui::explainMove(*loaded->rules, before, trace, names), trace};
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
        // The capture's why is the event's (lastInOwnEmptyHole, #captures).
        QCOMPARE(n.captions[2], QString("The last seed fell in an empty hole of South's own: "
                                        "South captures 5 seeds from North's hole 2."));
        // The capturing seed is taken too, said as that (not "South captures
        // 1 seed from South's hole 3", which read as a second capture).
        QCOMPARE(n.captions[3], QString("South also takes the last seed, from South's hole 3."));
        QCOMPARE(n.captions[4], QString("After the capture the turn passes to North."));
    }

    void aRelayFromTheLandingHole_andFromTheNextHole() {
        // Pallankuzhi: the last seed falls in hole 4; hole 5 is lifted.
        const Narrated p = narrateMove(
            R"({"game":"pallankuzhi","holes":{"south":[0,2,0,0,5,0,1],"north":[1,0,0,0,0,0,0]}})",
            "2");
        QCOMPARE(p.last(EventType::Relay)->why.reason, Reason::NextHasSeeds);
        QCOMPARE(p.of(EventType::Relay),
                 QString("The hole after the last seed holds seeds: South lifts the 5 seeds of "
                         "South's hole 5 and sows on."));
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

    // Issue 30, point 3: the turn ends because the next two holes are empty
    // (docs/rules/pallankuzhi.md#turn-end), not because the last seed fell in
    // an empty hole, and the caption says so, naming the two holes.
    void pallankuzhiTurnEndNamesTheTwoEmptyHolesAsTheReason() {
        // South's lone seed of hole 2 falls in the empty hole 3; holes 4 and 5
        // are empty.
        const Narrated n = narrateMove(
            R"({"game":"pallankuzhi","holes":{"south":[0,1,0,0,0,0,0],"north":[0,0,0,0,0,0,3]}})",
            "2");
        const Event* end = n.last(EventType::TurnEnd);
        QVERIFY2(end, qPrintable(n.all()));
        QCOMPARE(end->why.reason, Reason::NextTwoEmpty);
        QCOMPARE(n.of(EventType::TurnEnd),
                 QString("The last seed fell in South's hole 3, and the next two holes, South's "
                         "hole 4 and South's hole 5, are empty: the turn passes to North."));
        QVERIFY(!anyContains(n.captions, "an empty hole:"));
        // Across the board: the last seed in North's hole 6, holes 7 and South's 1 empty.
        const Narrated across = narrateMove(
            R"({"game":"pallankuzhi","holes":{"south":[0,0,2,0,0,0,0],"north":[0,0,0,0,1,0,0]}})",
            "3");
        QCOMPARE(across.of(EventType::TurnEnd),
                 QString("The last seed fell in South's hole 5, and the next two holes, South's "
                         "hole 6 and South's hole 7, are empty: the turn passes to North."));
    }

    void kalahTurnEndInAnOccupiedHole() {
        // South's 2 seeds of hole 4: the store, then North's hole 1, which held one.
        const Narrated n = narrateMove(
            R"({"game":"kalah","options":{"holes":4},"holes":{"south":[1,0,0,2],"north":[1,1,1,1]}})",
            "4");
        QCOMPARE(n.last(EventType::TurnEnd)->why.reason, Reason::LastInOccupiedHole);
        QCOMPARE(n.of(EventType::TurnEnd),
                 QString("The last seed fell in North's hole 1, which held seeds: the turn "
                         "passes to North."));
    }

    void congkakExtraMoveFromTheStore() {
        const Narrated n =
            narrateMove(R"({"game":"congkak","options":{"traditional":false},)"
                        R"("holes":{"south":[1,0,0,0,0,0,1],"north":[1,1,1,1,1,1,1]}})",
                        "1");
        const Event* extra = n.last(EventType::ExtraMove);
        QVERIFY2(extra, qPrintable(n.all()));
        QCOMPARE(extra->why.reason, Reason::LastInStore);
        QCOMPARE(n.of(EventType::ExtraMove),
                 QString("The last seed fell in South's own store: South moves again."));
    }

    void congklakExtraMoveFromTheStore() {
        // CL-D1: a last seed in the own store earns another move.
        const Narrated n = narrateMove(
            R"({"game":"congklak","holes":{"south":[1,0,0,0,1],"north":[1,1,1,1,1]}})", "1");
        const Event* extra = n.last(EventType::ExtraMove);
        QVERIFY2(extra, qPrintable(n.all()));
        QCOMPARE(extra->why.reason, Reason::LastInStore);
        QCOMPARE(extra->why.rule, RuleId::CL_D1);
        QCOMPARE(n.of(EventType::ExtraMove),
                 QString("The last seed fell in South's own store: South moves again."));
    }

    void chonkaTheStoreEndsTheTurn() {
        const Narrated n =
            narrateMove(R"({"game":"chonka","direction":"R",)"
                        R"("holes":{"south":[1,0,0,0,0,0,1],"north":[1,1,1,1,1,1,1]}})",
                        "7");
        const Event* end = n.last(EventType::TurnEnd);
        QVERIFY2(end, qPrintable(n.all()));
        QCOMPARE(end->why.reason, Reason::LastInStore);
        QCOMPARE(n.of(EventType::TurnEnd),
                 QString("The last seed fell in South's store, and a store ends the turn: the "
                         "turn passes to North."));
    }

    void olindaKeliyaEatsAndStopsAtAnEmptyHole() {
        // South's 2 seeds of hole 1: hole 2, then hole 3 (3 -> 4): eaten; hole 4 is empty.
        const Narrated n =
            narrateMove(R"({"game":"olinda-keliya","direction":"R",)"
                        R"("holes":{"south":[2,1,3,0,1,0,0],"north":[1,1,1,1,1,1,1]}})",
                        "1");
        QCOMPARE(n.last(EventType::Capture)->why.reason, Reason::MadeFour);
        QCOMPARE(n.of(EventType::Capture),
                 QString("The last seed made South's hole 3 four: South eats them."));
        QCOMPARE(n.last(EventType::TurnEnd)->why.reason, Reason::NextEmpty);
        QCOMPARE(n.of(EventType::TurnEnd),
                 QString("The hole after the eaten one is empty: the turn passes to North."));
    }

    void threeRowNothingToCapture() {
        // Phase 2: South's lone seed of hole B falls in an empty hole of South's
        // (D, as the circuit runs); North's column there is empty: nothing to
        // take (T3).
        const Narrated n =
            narrateMove(R"({"game":"three-row","round":2,"toMove":"south",)"
                        R"("holes":{"south":[0,1,0,0,0,0,0,0,3],"north":[0,0,0,0,0,0,3,3,3]}})",
                        "B");
        const Event* end = n.last(EventType::TurnEnd);
        QVERIFY2(end, qPrintable(n.all()));
        QCOMPARE(end->why.reason, Reason::NothingToCapture);
        QCOMPARE(n.of(EventType::TurnEnd),
                 QString("The last seed fell in South's hole D, an empty hole, but the "
                         "opponent's column is empty: the turn passes to North."));
    }

    // The end of a round names the player the reason concerns, without "his".
    void aRoundEndNamesThePlayerToMove() {
        // Pallankuzhi: South's move stops (holes 3 and 4 empty) and North has
        // nothing to sow.
        const Narrated n = narrateMove(
            R"({"game":"pallankuzhi","holes":{"south":[1,0,0,0,0,0,0],"north":[0,0,0,0,0,0,0]},)"
            R"("stores":{"south":50,"north":33}})",
            "1");
        const Event* end = n.last(EventType::RoundEnd);
        QVERIFY2(end, qPrintable(n.all()));
        QCOMPARE(end->why.reason, Reason::NoSeedsToMove);
        QCOMPARE(n.of(EventType::RoundEnd),
                 QString("The round is over: North is to move and has no seeds to sow."));
        QVERIFY(!n.all().contains(" his "));
    }

    // The status line (turnReason) and the round summary word the end's
    // reason from the event, naming the player: no "his", no guess.
    void theStatusAndTheRoundSummaryNameThePlayer() {
        std::string error;
        auto loaded = loadStateText(
            R"({"game":"pallankuzhi","holes":{"south":[1,0,0,0,0,0,0],"north":[0,0,0,0,0,0,0]},)"
            R"("stores":{"south":50,"north":33}})",
            "", {}, error);
        QVERIFY2(loaded, error.c_str());
        Match match(loaded->rules, loaded->position);
        const Position before = match.position();
        const Trace trace = match.play(*loaded->rules->parseMove("1"));
        const Position after = match.position();
        const ui::Names names{QStringLiteral("Ana"), QStringLiteral("Ben")};
        QCOMPARE(ui::turnReason(*loaded->rules, before, trace, after, names),
                 QString("Round 1 is over: Ben is to move and has no seeds to sow. Ben starts "
                         "round 2."));
        const QVariantMap summary = ui::roundSummary(*loaded->rules, before, trace, after, names);
        QCOMPARE(summary.value("headline").toString(),
                 QString("Ana wins the round: Ben is to move and has no seeds to sow."));
        QVERIFY(!summary.value("headline").toString().contains(" his "));
        QCOMPARE(summary.value("reason").toString(),
                 QString("Ben is to move and has no seeds to sow"));
    }

    // The result of a game names the player the end's reason concerns, as
    // the move that ended it gives it (three-row: North has nothing to sow);
    // from the position alone the words name nobody. Never "his".
    void theResultNamesThePlayerWithoutHis() {
        std::string error;
        auto loaded =
            loadStateText(R"({"game":"three-row","round":2,"toMove":"south",)"
                          R"("holes":{"south":[0,1,0,0,0,0,0,0,3],"north":[0,0,0,0,0,0,0,0,0]},)"
                          R"("stores":{"south":20,"north":30}})",
                          "", {}, error);
        QVERIFY2(loaded, error.c_str());
        Match match(loaded->rules, loaded->position);
        match.play(*loaded->rules->parseMove("B"));
        QVERIFY(match.position().over());
        QCOMPARE(match.position().endReason, EndReason::NoSeedsToMove);
        const ui::Names names{QStringLiteral("Ana"), QStringLiteral("Ben")};
        QCOMPARE(ui::resultSentence(match, names),
                 QString("Ben wins, 30 to 24: Ben is to move and has no seeds to sow."));
        QCOMPARE(ui::resultSentence(match.position(), names),
                 QString("Ben wins, 30 to 24: the player to move has no seeds to sow."));
    }

    // Olinda keliya: the game ends when the loser cannot start a new phase.
    void theOlindaResultNamesThePlayerWithNoSeeds() {
        std::string error;
        auto loaded = loadStateText(R"({"game":"olinda-keliya","direction":"R",)"
                                    R"("holes":{"south":[1,0,0,0,0,0,0],"north":[0,0,0,0,0,0,0]},)"
                                    R"("stores":{"south":55,"north":0}})",
                                    "", {}, error);
        QVERIFY2(loaded, error.c_str());
        Match match(loaded->rules, loaded->position);
        match.play(*loaded->rules->parseMove("1"));
        QVERIFY(match.position().over());
        const QString result =
            ui::resultSentence(match, ui::Names{QStringLiteral("Ana"), QStringLiteral("Ben")});
        QCOMPARE(result, QString("Ana wins, 56 to 0: Ben has no seeds left for a new phase."));
    }

    // The hover preview explains itself in a sentence (the legend under the
    // board): where the dots and the ring are, the gain, the extra move.
    void thePreviewIsExplained() {
        std::string error;
        auto loaded = loadStateText(
            R"({"game":"kalah","options":{"holes":4},"holes":{"south":[0,0,1,1],"north":[1,1,1,1]}})",
            "", {}, error);
        QVERIFY2(loaded, error.c_str());
        const Position& at = loaded->position;
        MoveList legal;
        loaded->rules->legalMoves(at, legal);
        const Board& b = at.board;
        const QVariantMap intoStore =
            ui::previewMove(*loaded->rules, at, legal, b.hole(Side::South, 4));
        QCOMPARE(intoStore.value("text").toString(),
                 QString("If you sow here: the dots show where the seeds fall; the last one lands "
                         "in your store. You move again."));
        QCOMPARE(ui::previewText(false, 4, false, false),
                 QString("If you sow here: the dots show where the seeds fall, the blue ring where "
                         "the last one lands. +4 captured into your store (green rings)."));
        // The hole the last seed lands in is captured: its ring is green, not blue.
        QCOMPARE(ui::previewText(false, 4, false, false, true),
                 QString("If you sow here: the dots show where the seeds fall. +4 captured into "
                         "your store (green rings)."));
        QVERIFY(!ui::previewText(false, 4, false, true).contains('4'));
    }

    void theStatusSaysWhyTheMoverMovesAgain() {
        std::string error;
        auto loaded = loadStateText(
            R"({"game":"kalah","options":{"holes":4},"holes":{"south":[0,0,1,1],"north":[1,1,1,1]}})",
            "", {}, error);
        QVERIFY2(loaded, error.c_str());
        Match match(loaded->rules, loaded->position);
        const Position before = match.position();
        const Trace trace = match.play(*loaded->rules->parseMove("4"));
        QCOMPARE(ui::turnReason(*loaded->rules, before, trace, match.position(), ui::Names{}),
                 QString("South moves again: the last seed fell in the store."));
    }
};

QTEST_APPLESS_MAIN(NarrationTest)
#include "tst_narration.moc"
