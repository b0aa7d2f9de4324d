// Lessons (core/lesson.h, docs/lesson-format.md): reading a lesson file, the
// goals of play steps, the landing place of a move, and the checker that
// `mancala-cli lesson check` runs, which must catch every way a lesson can
// say something its position does not do.

#include <QTest>

#include "core/lesson.h"
#include "core/state_json.h"
#include "tests/core/support.h"

using namespace cowrie;
using namespace cowrie::lessons;

namespace {

// A Kalah board of 4 holes: South 1 2 3 1 | North 2 2 2 2.
// South's hole 4 (1 seed) ends in his store (an extra move); hole 3 (3 seeds)
// ends in North's hole 1; hole 1 (1 seed) ends in his occupied hole 2.
const std::string kStart =
    R"({"options":{"holes":4},"holes":{"south":[1,2,3,1],"north":[2,2,2,2]}})";

std::string fileWith(const std::string& steps, const std::string& start = kStart,
                     const std::string& game = "kalah") {
    return R"({"format":"cowrie-lessons","version":1,"game":")" + game +
           R"(","lessons":[{"id":"t-1","title":"T","section":"store","start":)" + start +
           R"(,"steps":[)" + steps + "]}]}";
}

// The problems the checker finds in a one-lesson file, joined.
std::string problemsOf(const std::string& text) {
    std::string error;
    auto file = readLessonFile(text, error);
    if (!file) return "unreadable: " + error;
    int steps = 0;
    std::string all;
    for (const std::string& p : checkLessonFile(*file, steps)) all += p + "\n";
    return all;
}

const std::string kGoodPlay =
    R"({"kind":"play","text":"Move again.","goal":{"check":"extraMove"},"solution":"4",)"
    R"("wrong":[{"move":"3","events":["turnEnd"],"text":"Your turn ends."}]})";

// Steps for the rule that right moves must agree where the board carries on.
const std::string kAnyTurnEnd =
    "{\"kind\":\"play\",\"text\":\"End your turn.\",\"goal\":{\"check\":\"endsTurn\"},"
    "\"solution\":\"3\"}";
const std::string kNorthShows = "{\"kind\":\"read\",\"text\":\"North.\",\"show\":[\"1\"]}";
const std::string kPlainRead = "{\"kind\":\"read\",\"text\":\"Good.\"}";
const std::string kNewBoard =
    "{\"kind\":\"read\",\"text\":\"New board.\",\"show\":[\"1\"],\"position\":"
    "{\"holes\":{\"south\":[1,0,0,0],\"north\":[2,0,0,0]},\"toMove\":\"north\"}}";

}  // namespace

class LessonTest : public QObject {
    Q_OBJECT

  private slots:
    void aGoodLesson_passes() {
        const std::string steps =
            R"({"kind":"read","text":"Look.","highlight":["south 4","south store"],)"
            R"("arrows":[["south 4","south store"]]},)" +
            kGoodPlay + R"(,{"kind":"predict","text":"Where?","move":"3","answer":"north 1"})";
        QCOMPARE(problemsOf(fileWith(steps)), std::string());
    }

    void aSolutionFailingItsGoal_isReported() {
        const std::string steps =
            R"({"kind":"play","text":"Move again.","goal":{"check":"extraMove"},"solution":"3"})";
        const std::string p = problemsOf(fileWith(steps));
        QVERIFY2(p.find("step 1: the solution 3 fails the goal") != std::string::npos, p.c_str());
    }

    void aWrongMoveMeetingTheGoal_isReported() {
        const std::string steps =
            R"({"kind":"play","text":"Go again.","goal":{"check":"extraMove"},"solution":"4",)"
            R"("wrong":[{"move":"4","text":"No."}]})";
        const std::string p = problemsOf(fileWith(steps));
        QVERIFY2(p.find("the wrong move 4 meets the goal") != std::string::npos, p.c_str());
    }

    void anExplanationNamingAnAbsentEvent_isReported() {
        const std::string steps =
            R"({"kind":"play","text":"Go again.","goal":{"check":"extraMove"},"solution":"4",)"
            R"("wrong":[{"move":"3","events":["capture"],"text":"You captured."}]})";
        const std::string p = problemsOf(fileWith(steps));
        QVERIFY2(p.find("has no 'capture' event") != std::string::npos, p.c_str());
    }

    void rightMovesLeavingAnotherBoard_areReportedWhereTheBoardCarriesOn() {
        // Holes 1, 2 and 3 all end the turn; the next step plays on the board.
        const std::string p = problemsOf(fileWith(kAnyTurnEnd + ",\n" + kNorthShows));
        QVERIFY2(p.find("also meets the goal but leaves another board") != std::string::npos,
                 p.c_str());
        // A plain read after it, or a new position, lets any right move be.
        QCOMPARE(problemsOf(fileWith(kAnyTurnEnd + ",\n" + kPlainRead)), std::string());
        QCOMPARE(problemsOf(fileWith(kAnyTurnEnd + ",\n" + kNewBoard)), std::string());
    }

    void aWrongPrediction_isReported() {
        const std::string steps =
            R"({"kind":"predict","text":"Where?","move":"3","answer":"south store"})";
        const std::string p = problemsOf(fileWith(steps));
        QVERIFY2(p.find("falls in north 1, not south store") != std::string::npos, p.c_str());
    }

    void badPlacesMovesAndTurns_areReported_data() {
        QTest::addColumn<QString>("steps");
        QTest::addColumn<QString>("problem");
        QTest::newRow("place") << R"({"kind":"read","text":"x","highlight":["south 9"]})"
                               << "no place is called 'south 9'";
        QTest::newRow("shown move") << R"({"kind":"read","text":"x","show":["9"]})"
                                    << "move '9' is illegal";
        QTest::newRow("not a move") << R"({"kind":"read","text":"x","show":["zz"]})"
                                    << "'zz' is not a move";
        QTest::newRow("learner not to move")
            << R"({"kind":"read","text":"x","show":["3"]},)" + QString::fromStdString(kGoodPlay)
            << "the learner plays South, but north is to move";
        QTest::newRow("reply when south moves")
            << R"({"kind":"play","text":"x","goal":{"check":"extraMove"},"solution":"4","replies":["1"]})"
            << "North is not to move";
        QTest::newRow("bad step position")
            << R"({"kind":"read","text":"x","position":{"holes":{"south":[1],"north":[1]}}})"
            << "position: bad state";
    }
    void badPlacesMovesAndTurns_areReported() {
        QFETCH(QString, steps);
        QFETCH(QString, problem);
        const std::string p = problemsOf(fileWith(steps.toStdString()));
        QVERIFY2(p.find(problem.toStdString()) != std::string::npos, p.c_str());
    }

    void malformedFiles_areRefusedWithTheReason_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("reason");
        QTest::newRow("json") << "{"
                              << "JSON is invalid";
        QTest::newRow("format") << R"({"format":"x","version":1,"game":"kalah","lessons":[]})"
                                << "\"format\" must be";
        QTest::newRow("version")
            << R"({"format":"cowrie-lessons","version":2,"game":"kalah","lessons":[]})"
            << "version";
        QTest::newRow("unknown goal")
            << QString::fromStdString(
                   fileWith(R"({"kind":"play","text":"x","goal":{"check":"fly"},"solution":"4"})"))
            << "unknown goal check 'fly'";
        QTest::newRow("goal parameter")
            << QString::fromStdString(fileWith(
                   R"({"kind":"play","text":"x","goal":{"check":"captureAtLeast","laps":2},"solution":"4"})"))
            << "takes no parameter 'laps'";
        QTest::newRow("event name")
            << QString::fromStdString(fileWith(
                   R"({"kind":"play","text":"x","goal":{"check":"event","event":"boom"},"solution":"4"})"))
            << "needs 'event'";
        QTest::newRow("step kind")
            << QString::fromStdString(fileWith(R"({"kind":"dance","text":"x"})"))
            << "\"kind\" must be";
        QTest::newRow("step key") << QString::fromStdString(
                                         fileWith(R"({"kind":"read","text":"x","goal":1})"))
                                  << "unknown key 'goal'";
        QTest::newRow("no solution")
            << QString::fromStdString(
                   fileWith(R"({"kind":"play","text":"x","goal":{"check":"extraMove"}})"))
            << "no \"solution\"";
    }
    void malformedFiles_areRefusedWithTheReason() {
        QFETCH(QString, text);
        QFETCH(QString, reason);
        std::string error;
        QVERIFY(!readLessonFile(text.toStdString(), error));
        QVERIFY2(error.find(reason.toStdString()) != std::string::npos, error.c_str());
    }

    void goals_judgeTheMovesResult() {
        std::string error;
        auto file = readLessonFile(fileWith(kGoodPlay), error);
        QVERIFY2(file.has_value(), error.c_str());
        auto start = lessonStart(*file, file->lessons[0], error);
        QVERIFY(start.has_value());
        const auto resultOf = [&](int hole) {
            Match match(start->rules, start->position);
            return playMove(match, Move::hole(hole));
        };
        const auto goal = [](const char* text) {
            std::string e;
            const Json v = *parseJson(text, e);
            return Goal{v.at("check").get<std::string>(), v};
        };
        const MoveResult extra = resultOf(4), ends = resultOf(3);
        QVERIFY(!goalFails(goal(R"({"check":"extraMove"})"), extra));
        QVERIFY(goalFails(goal(R"({"check":"extraMove"})"), ends));
        QVERIFY(!goalFails(goal(R"({"check":"endsTurn"})"), ends));
        QVERIFY(!goalFails(goal(R"({"check":"lastSeedIn","place":"north 1"})"), ends));
        QVERIFY(goalFails(goal(R"({"check":"lastSeedIn","place":"north 2"})"), ends));
        QVERIFY(!goalFails(goal(R"({"check":"storeAtLeast","seeds":1})"), extra));
        QVERIFY(goalFails(goal(R"({"check":"storeAtLeast","seeds":2})"), extra));
        QVERIFY(!goalFails(goal(R"({"check":"event","event":"drop","min":3})"), ends));
        QVERIFY(goalFails(goal(R"({"check":"event","event":"drop","min":4})"), ends));
        QVERIFY(!goalFails(goal(R"({"check":"noEvent","event":"capture"})"), ends));
        QVERIFY(goalFails(goal(R"({"check":"captureAtLeast","seeds":1})"), ends));
        QCOMPARE(landingPlace(ends.trace), ends.after.board.hole(Side::North, 1));
    }

    void aCaptureGoal_countsTheMoversCaptures() {
        // South 1 1 0 0 | North 0 5 0 1: South's hole 2 drops in his empty
        // hole 3, facing North's hole 2 (5 seeds): 6 taken.
        const std::string start =
            R"({"options":{"holes":4},"holes":{"south":[1,1,0,0],"north":[0,5,0,1]}})";
        const std::string steps =
            R"({"kind":"play","text":"Take them.","goal":[{"check":"captureAtLeast","seeds":6},)"
            R"({"check":"endsTurn"}],"solution":"2"})";
        QCOMPARE(problemsOf(fileWith(steps, start)), std::string());
        const std::string tooMuch =
            R"({"kind":"play","text":"Take them.","goal":{"check":"captureAtLeast","seeds":7},"solution":"2"})";
        const std::string p = problemsOf(fileWith(tooMuch, start));
        QVERIFY2(p.find("captures 6, not 7 or more") != std::string::npos, p.c_str());
    }

    // On kStart at depth 6 the engine values South's hole 4 best; hole 3
    // gives up 5 seeds against it, hole 2 gives up 6 and hole 1 gives up 9.
    void claims_holdOnlyWhereTheEngineAgrees_data() {
        QTest::addColumn<QString>("claims");
        QTest::addColumn<QString>("problem");  // empty: the claims hold
        QTest::newRow("best") << R"({"move":"4","is":"best","depth":6})"
                              << "";
        QTest::newRow("not best")
            << R"({"move":"3","is":"best","depth":6})"
            << "the claim on move 3 fails: move 3 is not among the best at depth 6";
        QTest::newRow("loses") << R"({"move":"1","is":"loses","seeds":9,"depth":6},)"
                                  R"({"move":"3","is":"loses","seeds":4,"depth":6})"
                               << "";
        QTest::newRow("loses less") << R"({"move":"3","is":"loses","seeds":6,"depth":6})"
                                    << "move 3 loses 5 against 4 at depth 6, not 6 or more";
        QTest::newRow("best loses nothing") << R"({"move":"4","is":"loses","seeds":1,"depth":6})"
                                            << "move 4 loses 0";
        QTest::newRow("illegal") << R"({"move":"7","is":"best","depth":6})"
                                 << "is illegal";
    }
    void claims_holdOnlyWhereTheEngineAgrees() {
        QFETCH(QString, claims);
        QFETCH(QString, problem);
        const std::string step =
            R"({"kind":"read","text":"x","show":["3"],"claims":[)" + claims.toStdString() + "]}";
        const std::string p = problemsOf(fileWith(step));
        if (problem.isEmpty())
            QCOMPARE(p, std::string());
        else
            QVERIFY2(p.find(problem.toStdString()) != std::string::npos, p.c_str());
    }

    void claims_areJudgedAtTheStepsStart() {
        // After South's hole 3 North moves: North's holes 1 and 3 are his
        // best at depth 6, his hole 4 gives up 3 seeds.
        const auto afterSouthsThree = [](const std::string& claims) {
            return problemsOf(fileWith(R"({"kind":"read","text":"x","show":["3"]},)"
                                       R"({"kind":"read","text":"y","claims":[)" +
                                       claims + "]}"));
        };
        QCOMPARE(afterSouthsThree(R"({"move":"1","is":"best","depth":6},)"
                                  R"({"move":"3","is":"best","depth":6},)"
                                  R"({"move":"4","is":"loses","seeds":3,"depth":6})"),
                 std::string());
        const std::string p = afterSouthsThree(R"({"move":"4","is":"best","depth":6})");
        QVERIFY2(p.find("step 2: the claim on move 4 fails: move 4 is not among the best") !=
                     std::string::npos,
                 p.c_str());
    }

    void anEngineBestGoal_acceptsOnlyTheBestMoves() {
        const auto play = [](const std::string& solution, const std::string& wrong) {
            return "{\"kind\":\"play\",\"text\":\"Best.\",\"goal\":{\"check\":\"engineBest\","
                   "\"depth\":6},\"solution\":\"" +
                   solution + "\",\"wrong\":[" + wrong + "]}";
        };
        QCOMPARE(problemsOf(fileWith(play("4", R"({"move":"3","text":"Five worse.","loses":5},)"
                                               R"({"move":"1","text":"Nine worse.","loses":9})"))),
                 std::string());
        std::string p = problemsOf(fileWith(play("3", "")));
        QVERIFY2(p.find("the solution 3 fails the goal (engineBest: the engine finds a better "
                        "move, 4)") != std::string::npos,
                 p.c_str());
        p = problemsOf(fileWith(play("4", R"({"move":"4","text":"No."})")));
        QVERIFY2(p.find("the wrong move 4 meets the goal") != std::string::npos, p.c_str());
        // A wrong move that loses less than its entry says.
        p = problemsOf(fileWith(play("4", R"({"move":"3","text":"Six worse.","loses":6})")));
        QVERIFY2(p.find("the wrong move 3: move 3 loses 5 against 4 at depth 6, not 6") !=
                     std::string::npos,
                 p.c_str());
    }

    void aWrongMovesLoss_needsADepth() {
        // The goal is no engine goal: the depth comes from the step's claims.
        const std::string withClaims =
            R"({"kind":"play","text":"x","goal":{"check":"extraMove"},"solution":"4",)"
            R"("claims":[{"move":"4","is":"best","depth":6}],)"
            R"("wrong":[{"move":"3","text":"Worse.","loses":5}]})";
        QCOMPARE(problemsOf(fileWith(withClaims)), std::string());
        const std::string tooMuch =
            R"({"kind":"play","text":"x","goal":{"check":"extraMove"},"solution":"4",)"
            R"("claims":[{"move":"4","is":"best","depth":6}],)"
            R"("wrong":[{"move":"3","text":"Worse.","loses":8}]})";
        std::string p = problemsOf(fileWith(tooMuch));
        QVERIFY2(p.find("not 8 or more") != std::string::npos, p.c_str());
        const std::string noDepth =
            R"({"kind":"play","text":"x","goal":{"check":"extraMove"},"solution":"4",)"
            R"("wrong":[{"move":"3","text":"Worse.","loses":5}]})";
        p = problemsOf(fileWith(noDepth));
        QVERIFY2(p.find("the step states no depth") != std::string::npos, p.c_str());
    }

    void strategyLessons_comeAfterTheRulesLessons() {
        const auto lesson = [](const std::string& id, const std::string& kind) {
            return "{\"id\":\"" + id + "\"," + kind + "\"title\":\"T\",\"start\":" + kStart +
                   ",\"steps\":[{\"kind\":\"read\",\"text\":\"x\"}]}";
        };
        const auto file = [](const std::string& lessons) {
            return R"({"format":"cowrie-lessons","version":1,"game":"kalah","lessons":[)" +
                   lessons + "]}";
        };
        const std::string rules = lesson("t-rules", "");
        const std::string strategy = lesson("t-well", R"("kind":"strategy",)");
        QCOMPARE(problemsOf(file(rules + "," + strategy)), std::string());
        const std::string p = problemsOf(file(strategy + "," + rules));
        QVERIFY2(
            p.find("lesson t-rules: a rules lesson after a strategy lesson") != std::string::npos,
            p.c_str());
        std::string error;
        auto read = readLessonFile(file(rules + "," + strategy), error);
        QVERIFY2(read.has_value(), error.c_str());
        QCOMPARE(read->lessons[0].kind, LessonKind::Rules);
        QCOMPARE(read->lessons[1].kind, LessonKind::Strategy);
        QVERIFY(!readLessonFile(file(lesson("t-x", R"("kind":"fun",)")), error));
        QVERIFY2(error.find("\"kind\" must be \"rules\" or \"strategy\"") != std::string::npos,
                 error.c_str());
    }

    void claimsAndEngineGoals_refuseBadDepthsAndSimultaneousStarts() {
        std::string error;
        QVERIFY(!readLessonFile(
            fileWith(R"({"kind":"read","text":"x","claims":[{"move":"4","is":"best"}]})"), error));
        QVERIFY2(error.find("no \"depth\"") != std::string::npos, error.c_str());
        QVERIFY(!readLessonFile(
            fileWith(R"({"kind":"read","text":"x","claims":[{"move":"4","is":"good","depth":4}]})"),
            error));
        QVERIFY2(error.find("\"best\" or \"loses\"") != std::string::npos, error.c_str());
        QVERIFY(!readLessonFile(
            fileWith(R"({"kind":"play","text":"x","goal":{"check":"engineBest"},"solution":"4"})"),
            error));
        QVERIFY2(error.find("needs 'depth'") != std::string::npos, error.c_str());
        const std::string start =
            R"({"holes":{"south":[0,2,0,0,0,0,0,0,0],"north":[0,0,0,0,0,0,0,0,1]},"toMove":"both"})";
        const std::string p = problemsOf(fileWith(
            R"({"kind":"read","text":"x","claims":[{"move":"S2+N9","is":"best","depth":2}]})",
            start, "three-row"));
        QVERIFY2(p.find("both players move at once") != std::string::npos, p.c_str());
    }

    void aSimultaneousStart_pairsTheLearnersHoleWithNorthsReply() {
        // Three-row's phase 1: both choose at once; North's choice is the
        // first reply.
        const std::string start =
            R"({"holes":{"south":[0,2,0,0,0,0,0,0,0],"north":[0,0,0,0,0,0,0,0,1]},"toMove":"both"})";
        const std::string steps =
            R"({"kind":"play","text":"Sow B.","goal":{"check":"event","event":"lift","min":1},)"
            R"("solution":"2","replies":["9"]})";
        QCOMPARE(problemsOf(fileWith(steps, start, "three-row")), std::string());
        std::string error;
        auto file = readLessonFile(fileWith(steps, start, "three-row"), error);
        QVERIFY(file.has_value());
        auto loaded = lessonStart(*file, file->lessons[0], error);
        QVERIFY2(loaded.has_value(), error.c_str());
        Match match(loaded->rules, loaded->position);
        auto move = learnerMove(match, file->lessons[0].steps[0], "2");
        QVERIFY(move.has_value());
        QCOMPARE(*move, Move::pair(2, 9));
    }
};

QTEST_APPLESS_MAIN(LessonTest)
#include "tst_lesson.moc"
