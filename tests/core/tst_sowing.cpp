// The shared sowing machine, circuits, moves and options, tested with
// purpose-built policies (Kalah and Congkak cannot sow forever).

#include <QTest>

#include "core/circuit.h"
#include "core/games/kalah.h"
#include "core/move.h"
#include "core/options.h"
#include "core/sowing.h"
#include "tests/core/support.h"

using namespace cowrie;
using test::board;

namespace {

// Relays from wherever the last seed lands, so a lone seed walks the circuit
// for ever (G1).
struct AlwaysRelay : NoSkips {
    Landing land(Board&, int place, Hand&, Trace*) const { return Landing::relay(place); }
};

// Relays only from holes that held seeds before the last one (Congkak-like).
struct RelayFromOccupied : NoSkips {
    Landing land(Board& board, int place, Hand&, Trace*) const {
        return board.count(place) > 1 ? Landing::relay(place) : Landing::stop();
    }
};

// Passes over every place: no seed can ever be dropped (O5).
struct SkipsEverything {
    bool skips(const Board&, int, const Hand&) const { return true; }
    void dropped(Board&, int, Hand&, Trace*) const {}
    Landing land(Board&, int, Hand&, Trace*) const { return Landing::stop(); }
};

// Passes over holes holding exactly 3 seeds (Olinda keliya's rule, as a sample).
struct SkipsThrees : NoSkips {
    bool skips(const Board& board, int place, const Hand&) const { return board.count(place) == 3; }
    Landing land(Board&, int, Hand&, Trace*) const { return Landing::stop(); }
};

}  // namespace

class SowingTest : public QObject {
    Q_OBJECT

  private slots:
    void g1_aMoveOfMoreThan100000LiftsAfterItsFirstIsEndless() {
        // States that never repeat: only the cap can end the move.
        EndlessGuard<int> guard;
        QVERIFY(!guard.endless(0));  // the move's first lift
        for (int lift = 1; lift <= 100'000; ++lift)
            QVERIFY2(!guard.endless(lift), qPrintable(QString::number(lift)));
        QVERIFY(guard.endless(100'001));
    }

    void g1_aRepeatedStateIsEndlessAtOnce() {
        EndlessGuard<int> guard;
        int calls = 0;
        // A cycle of 5 states after a lead-in of 3: found within a few laps.
        for (int i = 0;; ++i) {
            ++calls;
            if (guard.endless(i < 3 ? 100 + i : (i - 3) % 5)) break;
            QVERIFY(calls < 100);
        }
        QVERIFY(calls < 30);
    }

    void circuit_ccwForSouth_ownRowStoreThenOpponentsRow() {
        const Board b = Board::filled(3, 1);
        const Circuit c = twoRowCircuit(b, Side::South, Direction::Ccw, StoreRule::OwnStore);
        QCOMPARE(c.length, 7);
        const std::vector<int> expected{b.hole(Side::South, 1), b.hole(Side::South, 2),
                                        b.hole(Side::South, 3), b.store(Side::South),
                                        b.hole(Side::North, 1), b.hole(Side::North, 2),
                                        b.hole(Side::North, 3)};
        for (int i = 0; i < c.length; ++i) QCOMPARE(int(c.place(i)), expected[i]);
        QVERIFY(!c.contains(b.store(Side::North)));
    }

    void circuit_cwForNorth_towardsHisLeft_burntHolesLeftOut() {
        Board b = Board::filled(3, 1);
        b.markers[b.hole(Side::South, 2)] = Board::Burnt;
        const Circuit c = twoRowCircuit(b, Side::North, Direction::Cw, StoreRule::OwnStore);
        const std::vector<int> expected{b.hole(Side::North, 3), b.hole(Side::North, 2),
                                        b.hole(Side::North, 1), b.store(Side::North),
                                        b.hole(Side::South, 3), b.hole(Side::South, 1)};
        QCOMPARE(c.length, int(expected.size()));
        for (int i = 0; i < c.length; ++i) QCOMPARE(int(c.place(i)), expected[i]);
    }

    void endless_aRelayThatRepeatsItsStateIsDetected() {
        Board b = board({1, 0}, 0, {0, 0}, 0);
        const Board before = b;
        const Circuit c = twoRowCircuit(b, Side::South, Direction::Ccw, StoreRule::None);
        Trace t;
        const AlwaysRelay policy;
        const SowResult r = Sower(b, c, policy, &t).run(Side::South, b.hole(Side::South, 1));
        QCOMPARE(r.end, SowResult::Endless);
        // One lap of four single-seed sowings brings the start state back;
        // the detector needs at most a few laps to see it.
        QVERIFY(r.dropped >= 4 && r.dropped <= 12);
        QCOMPARE(b.totalSeeds(), before.totalSeeds());
        QCOMPARE(test::countOf(t, EventType::Relay), r.dropped - 1);
    }

    void endless_noFalseAlarmOnALongFiniteChain() {
        // Many relays and laps, but the state never repeats: no step cap cuts it.
        Board b = board({0, 0, 0, 0, 0, 0, 14}, 0, {1, 0, 0, 0, 0, 0, 0}, 0);
        const Circuit c = twoRowCircuit(b, Side::South, Direction::Cw, StoreRule::OwnStore);
        const RelayFromOccupied policy;
        const SowResult r = Sower(b, c, policy, nullptr).run(Side::South, b.hole(Side::South, 7));
        QCOMPARE(r.end, SowResult::Stopped);
        QCOMPARE(b.totalSeeds(), 15);
    }

    void endless_aSeedThatCanNeverBeDropped() {
        Board b = board({2, 3}, 0, {3, 3}, 0);
        const Circuit c = twoRowCircuit(b, Side::South, Direction::Ccw, StoreRule::None);
        const SkipsEverything policy;
        const SowResult r = Sower(b, c, policy, nullptr).run(Side::South, b.hole(Side::South, 1));
        QCOMPARE(r.end, SowResult::Endless);
    }

    void skip_policyPassesOverPlacesAndTracesIt() {
        Board b = board({2, 3, 0}, 0, {3, 0, 0}, 0);
        const Circuit c = twoRowCircuit(b, Side::South, Direction::Ccw, StoreRule::None);
        Trace t;
        const SkipsThrees policy;
        Sower(b, c, policy, &t).run(Side::South, b.hole(Side::South, 1));
        QCOMPARE(b, board({0, 3, 1}, 0, {3, 1, 0}, 0));
        QCOMPARE(test::countOf(t, EventType::Skip), 2);  // South 2, North 1
    }

    void trace_handCountsDownAsSeedsDrop() {
        auto k = test::rules("kalah");
        Position p = k->initialPosition();
        const Trace t = test::play(*k, p, 1);
        std::vector<int> hands;
        for (const Event& e : t)
            if (e.type == EventType::Lift || e.type == EventType::Drop) hands.push_back(e.hand);
        QCOMPARE(hands, (std::vector<int>{4, 3, 2, 1, 0}));
    }

    void move_notationRoundTrips() {
        for (const char* text : {"1", "9", "3R", "3L", "S3+N5", "S1+N9"}) {
            auto m = Move::parse(text);
            QVERIFY2(m.has_value(), text);
            QCOMPARE(QString::fromStdString(m->toString()), QString(text));
        }
        QCOMPARE(Move::parse("3")->holeNumber(), 3);
        QCOMPARE(Move::parse("4L")->direction(), Direction::Cw);
        QCOMPARE(Move::parse("S3+N5")->northHole(), 5);
        for (const char* bad : {"", "0", "10", "3X", "R", "S3", "S3+5", "S3+N", "3RR", " 3"})
            QVERIFY2(!Move::parse(bad).has_value(), bad);
    }

    void options_booleansAcceptEveryG4Spelling() {
        for (const char* yes : {"true", "1", "yes", "on", "TRUE", "On"})
            QCOMPARE(parseBool(yes), std::optional<bool>(true));
        for (const char* no : {"false", "0", "no", "off"})
            QCOMPARE(parseBool(no), std::optional<bool>(false));
        QVERIFY(!parseBool("maybe").has_value());
    }

    void options_resolvedInSchemaOrderWithDefaults() {
        std::string error;
        auto values = resolveOptions(Kalah::optionSchema(), {{"seeds", "3"}}, error);
        QVERIFY(values.has_value());
        QCOMPARE(values->all().size(), size_t(4));
        QCOMPARE(values->integer("holes"), 6);
        QCOMPARE(values->integer("seeds"), 3);
        QCOMPARE(QString::fromStdString(values->text("empty-capture")), QString("false"));
        QCOMPARE(QString::fromStdString(values->text("first")), QString("south"));
    }

    void options_badInputExplainsItself() {
        std::string error;
        QVERIFY(!resolveOptions(Kalah::optionSchema(), {{"colour", "red"}}, error));
        QVERIFY(error.find("unknown option 'colour'") != std::string::npos);
        QVERIFY(!resolveOptions(Kalah::optionSchema(), {{"holes", "six"}}, error));
        QVERIFY(error.find("whole number") != std::string::npos);
        QVERIFY(!resolveOptions(Kalah::optionSchema(), {{"first", "east"}}, error));
        QVERIFY(error.find("south, north") != std::string::npos);
        QVERIFY(!createRules("oware", {}, error));
        QVERIFY(error.find("unknown game 'oware'") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(SowingTest)
#include "tst_sowing.moc"
