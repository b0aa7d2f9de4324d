// Starting from a state (state_load.h, cli-contract.md "--position"): every
// position reached in random games of every game and preset writes to a
// state object and reads back equal; states a game cannot reach in kind are
// refused with the reason.

#include <QTest>

#include <random>

#include "core/games/olinda_keliya.h"
#include "core/match.h"
#include "core/state_json.h"
#include "core/state_load.h"
#include "tests/core/support.h"

using namespace cowrie;

namespace {

std::optional<LoadedState> load(const std::string& text, std::string& error,
                                const std::string& game = "kalah", const RawOptions& options = {}) {
    return loadStateText(text, game, options, error);
}

const char* kKalahHoles = R"("holes":{"south":[0,2,0,0,0,1],"north":[1,0,3,0,0,0]})";

// A Kalah state with the holes above and `more` keys.
QString kalahWith(const char* more) {
    return QString("{") + kKalahHoles + more + "}";
}

}  // namespace

class StateLoadTest : public QObject {
    Q_OBJECT

  private slots:
    void everyReachedPosition_roundTrips_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("options");
        QTest::newRow("kalah") << "kalah"
                               << "";
        QTest::newRow("kalah 4x3") << "kalah"
                                   << "holes=4 seeds=3";
        QTest::newRow("congkak") << "congkak"
                                 << "";
        QTest::newRow("congkak traditional") << "congkak"
                                             << "traditional=true";
        QTest::newRow("congklak classic") << "congklak"
                                          << "";
        QTest::newRow("congklak rounds") << "congklak"
                                         << "preset=rounds";
        QTest::newRow("congklak penalty") << "congklak"
                                          << "preset=rounds burnt-penalty=true";
        QTest::newRow("chonka") << "chonka"
                                << "";
        QTest::newRow("pallankuzhi") << "pallankuzhi"
                                     << "";
        QTest::newRow("olinda-keliya") << "olinda-keliya"
                                       << "";
        QTest::newRow("olinda-keliya short") << "olinda-keliya"
                                             << "short-arrangement=2";
        QTest::newRow("three-row match") << "three-row"
                                         << "games=3";
    }
    void everyReachedPosition_roundTrips() {
        QFETCH(QString, game);
        QFETCH(QString, options);
        RawOptions raw;
        for (const QString& kv : options.split(' ', Qt::SkipEmptyParts))
            raw.emplace_back(kv.section('=', 0, 0).toStdString(), kv.section('=', 1).toStdString());
        auto rules = test::rules(game.toStdString(), raw);
        std::mt19937 random(7);
        int checked = 0;
        for (int g = 0; g < 12; ++g) {
            Position p = rules->initialPosition();
            for (int ply = 0; ply < 300 && !p.over(); ++ply) {
                MoveList moves;
                rules->legalMoves(p, moves);
                if (moves.empty()) break;
                const std::string text = stateToJson(*rules, p).dump();
                std::string error;
                auto back = loadStateText(text, "", {}, error);
                QVERIFY2(back.has_value(), (error + " in " + text).c_str());
                QCOMPARE(back->rules->options(), rules->options());
                // The round-trip is exact but for Position::endReason/winner,
                // which only a finished game has.
                QVERIFY2(back->position == p, text.c_str());
                ++checked;
                rules->apply(p, moves[static_cast<int>(random() % moves.size())], nullptr);
            }
        }
        QVERIFY(checked > 100);
    }

    void commandLineOptions_standInOrMustAgree() {
        std::string error;
        auto loaded = load(std::string("{") + kKalahHoles + "}", error, "kalah", {{"seeds", "2"}});
        QVERIFY2(loaded.has_value(), error.c_str());
        QCOMPARE(loaded->rules->options().integer("seeds"), 2);
        QVERIFY(!load(std::string(R"({"options":{"seeds":3},)") + kKalahHoles + "}", error, "kalah",
                      {{"seeds", "2"}}));
        QVERIFY2(error.find("option 'seeds' is 3 in the state but 2") != std::string::npos,
                 error.c_str());
        QVERIFY(!load(std::string(R"({"game":"congkak",)") + kKalahHoles + "}", error, "kalah"));
        QVERIFY2(error.find("congkak position, not kalah") != std::string::npos, error.c_str());
        QVERIFY(!load(std::string("{") + kKalahHoles + "}", error, ""));
        QVERIFY2(error.find("names no game") != std::string::npos, error.c_str());
    }

    void inconsistentStates_areRefusedWithTheReason_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("state");
        QTest::addColumn<QString>("reason");
        QTest::newRow("not json") << "kalah"
                                  << "{\"holes\":"
                                  << "JSON is invalid";
        QTest::newRow("negative count")
            << "kalah"
            << R"({"holes":{"south":[0,-2,0,0,0,1],"north":[1,0,3,0,0,0]}})"
            << "must be at least 0";
        QTest::newRow("fraction") << "kalah"
                                  << R"({"holes":{"south":[0,1.5,0,0,0,1],"north":[1,0,3,0,0,0]}})"
                                  << "whole number";
        QTest::newRow("too many seeds")
            << "kalah"
            << R"({"holes":{"south":[0,2,0,0,0,1],"north":[1,0,3,0,0,0]},)"
               R"("stores":{"south":40,"north":10}})"
            << "this game has only 48";
        QTest::newRow("short hole list")
            << "kalah"
            << R"({"holes":{"south":[0,2,0,0,0],"north":[1,0,3,0,0,0]}})"
            << "has 5 holes; this game has 6";
        QTest::newRow("unknown key")
            << "kalah" << kalahWith(R"(,"seeds":1)") << "unknown key 'seeds'";
        QTest::newRow("unknown side")
            << "kalah"
            << R"({"holes":{"south":[0,2,0,0,0,1],"north":[1,0,3,0,0,0],"east":[]}})"
            << "unknown key 'east'";
        QTest::newRow("no holes") << "kalah"
                                  << R"({"stores":{"south":1,"north":0}})"
                                  << "no \"holes\"";
        QTest::newRow("burnt in kalah")
            << "kalah" << kalahWith(R"(,"burnt":{"south":[1],"north":[]})")
            << "no burnt or blind holes";
        QTest::newRow("seeds in a burnt hole")
            << "pallankuzhi"
            << R"({"holes":{"south":[3,0,0,0,0,1,0],"north":[1,0,3,0,0,0,0]},)"
               R"("burnt":{"south":[1],"north":[]}})"
            << "out of play but holds seeds";
        QTest::newRow("puta in kalah")
            << "kalah" << kalahWith(R"(,"marked":{"south":{"2":"puta"},"north":{}})")
            << "no puta or naga";
        QTest::newRow("bad mark")
            << "olinda-keliya"
            << R"({"holes":{"south":[4,4,4,4,4,4,4],"north":[4,4,4,4,4,4,4]},)"
               R"("marked":{"south":{"2":"king"},"north":{}}})"
            << "\"puta\" or \"naga\"";
        QTest::newRow("both in kalah")
            << "kalah" << kalahWith(R"(,"toMove":"both")") << "never move at once";
        QTest::newRow("game over") << "kalah" << kalahWith(R"(,"toMove":null)") << "is over";
        QTest::newRow("round 2 of kalah")
            << "kalah" << kalahWith(R"(,"round":2)") << "single round";
        QTest::newRow("direction in kalah")
            << "kalah" << kalahWith(R"(,"direction":"R")") << "no chosen direction";
        QTest::newRow("bad direction")
            << "chonka"
            << R"({"holes":{"south":[1,0,0,0,0,0,0],"north":[1,0,0,0,0,0,0]},"direction":"up"})"
            << "\"R\", \"L\" or null";
        QTest::newRow("three-row phase 2 with both")
            << "three-row"
            << R"({"holes":{"south":[3,3,3,3,3,3,3,3,3],"north":[3,3,3,3,3,3,3,3,3]},)"
               R"("round":2,"toMove":"both"})"
            << "in phase 2 one player moves";
        QTest::newRow("nobody can move")
            << "kalah"
            << R"({"holes":{"south":[0,0,0,0,0,0],"north":[1,0,3,0,0,0]}})"
            << "has no legal move";
        QTest::newRow("short player without the option")
            << "olinda-keliya"
            << R"({"holes":{"south":[2,2,2,2,0,0,1],"north":[4,4,4,4,4,4,4]},)"
               R"("phase":{"short":"south","perHole":2,"starter":"south"}})"
            << "short-arrangement";
    }
    void inconsistentStates_areRefusedWithTheReason() {
        QFETCH(QString, game);
        QFETCH(QString, state);
        QFETCH(QString, reason);
        std::string error;
        auto loaded = load(state.toStdString(), error, game.toStdString());
        QVERIFY2(!loaded.has_value(), state.toUtf8().constData());
        QVERIFY2(error.rfind("bad state: ", 0) == 0, error.c_str());
        QVERIFY2(error.find(reason.toStdString()) != std::string::npos, error.c_str());
    }

    void aLoadedPosition_playsOnByTheRules() {
        // South's hole 2 sows into 3 and 4; 4 was empty and faces North's
        // hole 3 (3 seeds): South takes them and his last seed.
        std::string error;
        auto loaded = load(std::string("{") + kKalahHoles + "}", error);
        QVERIFY2(loaded.has_value(), error.c_str());
        Match match(loaded->rules, loaded->position);
        const Trace trace = match.play(Move::hole(2));
        QVERIFY(test::countOf(trace, EventType::Capture) >= 1);
        const Board& b = match.position().board;
        QCOMPARE(b.count(b.store(Side::South)), 4);
        QCOMPARE(match.initialPosition(), loaded->position);
    }

    void gameKeys_areWrittenAndRead() {
        auto olinda = test::rules("olinda-keliya", {{"short-arrangement", "2"}});
        std::string error;
        auto loaded = loadStateText(
            R"({"holes":{"south":[2,2,2,2,0,0,1],"north":[4,4,4,4,4,4,4]},"direction":"R",)"
            R"("burnt":{"south":[5,6],"north":[]},)"
            R"("phase":{"short":"south","perHole":2,"starter":"south"}})",
            "olinda-keliya", {{"short-arrangement", "2"}}, error);
        QVERIFY2(loaded.has_value(), error.c_str());
        const auto phase = OlindaKeliya::phaseOf(loaded->position);
        QCOMPARE(phase.shortPlayer, std::optional<Side>(Side::South));
        QCOMPARE(phase.shortPerHole, 2);
        QVERIFY(!loaded->position.board.inPlay(loaded->position.board.hole(Side::South, 5)));
        QVERIFY(loaded->position.board.markers[loaded->position.board.hole(Side::South, 5)] &
                Board::Blind);
        const std::string text = stateToJson(*olinda, loaded->position).dump();
        QVERIFY2(text.find(R"("direction":"R")") != std::string::npos, text.c_str());
        QVERIFY2(text.find(R"("phase":{"short":"south","perHole":2,"starter":"south"})") !=
                     std::string::npos,
                 text.c_str());
    }
};

QTEST_APPLESS_MAIN(StateLoadTest)
#include "tst_state_load.moc"
