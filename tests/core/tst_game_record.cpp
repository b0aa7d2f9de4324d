// Game records with their metadata (record version 2): the round trip for
// every game and preset (random games, players, dates, results, games that
// start from another position), version 1 still read, and every kind of bad
// record refused with a message that names the problem.

#include <QTest>

#include <random>

#include "core/game_record.h"
#include "core/record.h"
#include "core/record_summary.h"
#include "core/registry.h"
#include "core/state_json.h"
#include "tests/core/support.h"

using namespace cowrie;

namespace {

// Plays up to `plies` random legal moves of `match` (fewer if it ends).
void playRandomly(Match& match, int plies, std::mt19937& random) {
    for (int i = 0; i < plies && !match.position().over(); ++i) {
        const MoveList moves = match.legalMoves();
        if (moves.empty()) return;
        match.play(moves[static_cast<int>(random() % moves.size())]);
    }
}

RecordMeta randomMeta(std::mt19937& random) {
    RecordMeta meta;
    std::array<RecordPlayer, 2> players;
    players[0].name = "Añá \"the sower\"";
    players[1].name = "Computer";
    const int kind = static_cast<int>(random() % 3);  // 0 two people, 1 one computer, 2 two
    if (kind >= 1) players[1] = {"Computer", true, static_cast<int>(random() % 5)};
    if (kind == 2) players[0] = {"Computer", true, players[1].level};
    meta.players = players;
    meta.started = "2026-03-0" + std::to_string(1 + random() % 9) + "T10:15:00Z";
    meta.ended = "2026-03-10T11:00:59Z";
    return meta;
}

// Every game's default options and every preset.
std::vector<std::pair<std::string, RawOptions>> everyGameAndPreset() {
    std::vector<std::pair<std::string, RawOptions>> out;
    for (const GameInfo& game : allGames()) {
        out.emplace_back(game.id, RawOptions{});
        for (const Preset& preset : game.presets) out.emplace_back(game.id, preset.options);
    }
    return out;
}

const char* const kHead = "{\"format\":\"cowrie-record\",\"version\":2,\"game\":\"kalah\",";

}  // namespace

class GameRecordTest : public QObject {
    Q_OBJECT

  private slots:
    void everyGame_roundTripsWithItsMetadata() {
        std::mt19937 random(16);
        int finished = 0, resigned = 0, unfinished = 0;
        for (const auto& [game, options] : everyGameAndPreset()) {
            for (int g = 0; g < 6; ++g) {
                std::string error;
                Match match(test::rules(game, options));
                // Some games to their end, some cut short, some resigned.
                playRandomly(match, g % 3 == 0 ? 12 : 2000, random);
                RecordMeta meta = randomMeta(random);
                if (g % 3 == 0 && !match.position().over()) {
                    meta.result.emplace();
                    meta.result->resigned = g % 2 ? Side::South : Side::North;
                }
                const std::string text = writeGameRecord({match, meta});
                const auto back = readGameRecord(text, error);
                QVERIFY2(back.has_value(), (game + ": " + error + " in " + text).c_str());
                QCOMPARE(back->match.position(), match.position());
                QCOMPARE(back->match.moves(), match.moves());
                QVERIFY(back->meta.players == meta.players);
                QCOMPARE(back->meta.started, meta.started);
                const auto expected =
                    recordResult(match, meta.result ? meta.result->resigned : std::nullopt);
                QVERIFY(back->meta.result == expected);
                QCOMPARE(back->meta.ended, expected ? meta.ended : std::string());
                QCOMPARE(writeGameRecord(*back), text);  // written again, the same
                // The summary says the same without replaying.
                const auto summary = readRecordSummary(text, error);
                QVERIFY2(summary.has_value(), error.c_str());
                QCOMPARE(summary->game, game);
                QCOMPARE(summary->moves, match.moveCount());
                QVERIFY(summary->meta == back->meta);
                // And readRecord, which other callers use, gives the match.
                QCOMPARE(readRecord(text, error)->position(), match.position());
                if (!expected)
                    ++unfinished;
                else if (expected->resigned)
                    ++resigned;
                else
                    ++finished;
            }
        }
        QVERIFY(finished > 10 && resigned > 3 && unfinished > 3);
    }

    // A game that began at another position (a lesson's, a position set up
    // with --position) keeps it as "start" and replays from it.
    void everyGame_roundTripsFromAnotherStart() {
        std::mt19937 random(7);
        int checked = 0;
        for (const auto& [game, options] : everyGameAndPreset()) {
            for (int g = 0; g < 4; ++g) {
                auto rules = test::rules(game, options);
                Match opening(rules);
                playRandomly(opening, 1 + g * 5, random);
                if (opening.position().over()) continue;
                Match match(rules, opening.position());
                playRandomly(match, 2000, random);
                const std::string text = writeGameRecord({match, randomMeta(random)});
                QVERIFY2(text.find("\"start\":{") != std::string::npos, text.c_str());
                std::string error;
                const auto back = readGameRecord(text, error);
                QVERIFY2(back.has_value(), (game + ": " + error + " in " + text).c_str());
                QCOMPARE(back->match.initialPosition(), match.initialPosition());
                QCOMPARE(back->match.position(), match.position());
                QCOMPARE(writeGameRecord(*back), text);
                ++checked;
            }
        }
        QVERIFY(checked > 20);
    }

    void aGameFromTheInitialPosition_hasNoStart() {
        Match match(test::rules("kalah"));
        QVERIFY(writeRecord(match).find("\"start\"") == std::string::npos);
    }

    void version1Records_stillLoad() {
        const std::string v1 =
            "{\"format\":\"cowrie-record\",\"version\":1,\"game\":\"kalah\",\"options\":{},"
            "\"moves\":[\"3\",\"6\"]}";
        std::string error;
        const auto back = readGameRecord(v1, error);
        QVERIFY2(back.has_value(), error.c_str());
        QCOMPARE(back->match.moveCount(), 2);
        QVERIFY(!back->meta.players && back->meta.started.empty() && !back->meta.result);
        QVERIFY(readRecordSummary(v1, error).has_value());
    }

    // A version 1 record names no result: its summary replays the moves so
    // that a finished game is not listed as unfinished.
    void version1Summaries_workOutTheResult() {
        Match match(test::rules("kalah"));
        std::mt19937 random(5);
        playRandomly(match, 100000, random);
        QVERIFY(match.position().over());
        Json v1 = recordToJson(match);
        v1["version"] = 1;
        std::string error;
        const auto summary = readRecordSummary(v1.dump(), error);
        QVERIFY2(summary.has_value(), error.c_str());
        QVERIFY(summary->meta.result.has_value());
        QCOMPARE(summary->meta.result->winner, match.position().winner);
        const auto expected = recordResult(match, std::nullopt);
        QCOMPARE(summary->meta.result->margin, expected->margin);

        const std::string unfinished =
            "{\"format\":\"cowrie-record\",\"version\":1,\"game\":\"kalah\",\"options\":{},"
            "\"moves\":[\"3\"]}";
        QVERIFY(!readRecordSummary(unfinished, error)->meta.result);
        const std::string illegal =
            "{\"format\":\"cowrie-record\",\"version\":1,\"game\":\"kalah\",\"options\":{},"
            "\"moves\":[\"3\",\"3\",\"3\"]}";
        QVERIFY(!readRecordSummary(illegal, error));
        QVERIFY2(error.find("move 2 '3' is illegal") != std::string::npos, error.c_str());
    }

    void badRecords_areRefusedWithTheirProblem_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        const QString head = kHead;
        const QString moves = "\"moves\":[\"3\",\"6\"]";
        QTest::newRow("players not an object")
            << head + moves + ",\"players\":[1]}"
            << "\"players\" must be an object with \"south\" and \"north\" only";
        QTest::newRow("one player") << head + moves + ",\"players\":{\"south\":{}}}"
                                    << "\"players\" must be an object";
        QTest::newRow("name not a string")
            << head + moves + ",\"players\":{\"south\":{\"name\":3},\"north\":{}}}"
            << "player south: \"name\" must be a string";
        QTest::newRow("computer not a boolean")
            << head + moves + ",\"players\":{\"south\":{},\"north\":{\"computer\":1}}}"
            << "player north: \"computer\" must be true or false";
        QTest::newRow("unknown level")
            << head + moves +
                   ",\"players\":{\"south\":{},\"north\":{\"computer\":true,\"level\":\"god\"}}}"
            << "player north: \"level\" must be one of novice";
        QTest::newRow("computer without level")
            << head + moves + ",\"players\":{\"south\":{},\"north\":{\"computer\":true}}}"
            << "player north: the computer's \"level\" is missing";
        QTest::newRow("person with level")
            << head + moves + ",\"players\":{\"south\":{\"level\":\"novice\"},\"north\":{}}}"
            << "player south: a person has no \"level\"";
        QTest::newRow("unknown player key")
            << head + moves + ",\"players\":{\"south\":{\"age\":9},\"north\":{}}}"
            << "player south: unknown key \"age\"";
        QTest::newRow("bad start date") << head + moves + ",\"started\":\"yesterday\"}"
                                        << "\"started\" must be a date and time in UTC";
        QTest::newRow("date without zone") << head + moves + ",\"started\":\"2026-01-31T18:05:00\"}"
                                           << "\"started\" must be a date and time in UTC";
        QTest::newRow("month 13") << head + moves + ",\"started\":\"2026-13-01T18:05:00Z\"}"
                                  << "\"started\" must be a date";
        QTest::newRow("ended before started")
            << head + moves +
                   ",\"started\":\"2026-02-01T00:00:00Z\",\"ended\":\"2026-01-01T00:00:00Z\"}"
            << "\"ended\" is earlier than \"started\"";
        QTest::newRow("ended without result")
            << head + moves + ",\"ended\":\"2026-01-01T00:00:00Z\"}"
            << "\"ended\" is given but the game has no \"result\"";
        QTest::newRow("result not an object") << head + moves + ",\"result\":\"won\"}"
                                              << "\"result\" must be an object or null";
        QTest::newRow("bad winner") << head + moves + ",\"result\":{\"winner\":\"me\"}}"
                                    << "result: \"winner\" must be";
        QTest::newRow("negative margin")
            << head + moves + ",\"result\":{\"winner\":\"south\",\"margin\":-2}}"
            << "result: \"margin\" must be a whole number";
        QTest::newRow("bad resigned")
            << head + moves + ",\"result\":{\"winner\":\"south\",\"margin\":0,\"resigned\":1}}"
            << "result: \"resigned\" must be";
        QTest::newRow("winner who resigned")
            << head + moves +
                   ",\"result\":{\"winner\":\"south\",\"margin\":0,\"resigned\":\"south\"}}"
            << "result: the winner must be the opponent of the player who resigned";
        QTest::newRow("result of an unfinished game")
            << head + moves + ",\"result\":{\"winner\":\"south\",\"margin\":3}}"
            << "the result says the game is over (south wins by 3), but its moves do not end it";
        QTest::newRow("start not an object") << head + "\"start\":7," + moves + "}"
                                             << "\"start\" must be a state object";
        QTest::newRow("start not a position")
            << head + "\"start\":{\"holes\":{\"south\":[1],\"north\":[1]}}," + moves + "}"
            << "\"start\" is not a position to play from:";
        QTest::newRow("start in version 1")
            << QString(kHead).replace("\"version\":2", "\"version\":1") + "\"start\":{}," + moves +
                   "}"
            << "\"start\" needs record version 2";
    }
    void badRecords_areRefusedWithTheirProblem() {
        QFETCH(QString, text);
        QFETCH(QString, message);
        std::string error;
        QVERIFY(!readGameRecord(text.toStdString(), error));
        QVERIFY2(QString::fromStdString(error).contains(message),
                 qPrintable(QString::fromStdString(error) + " / " + text));
        // readRecord, which the CLI uses, refuses it alike.
        std::string again;
        QVERIFY(!readRecord(text.toStdString(), again));
        QCOMPARE(again, error);
    }

    // A result that the moves do not give, and a resignation after the end.
    void aResultAgainstTheMoves_isRefused() {
        Match match(test::rules("kalah", {{"holes", "3"}, {"seeds", "2"}}));
        std::mt19937 random(3);
        playRandomly(match, 500, random);
        QVERIFY(match.position().over());
        Json json = gameRecordToJson({match, {}});
        const RecordResult right = *recordResult(match, std::nullopt);
        json["result"]["margin"] = right.margin + 2;
        std::string error;
        QVERIFY(!gameRecordFromJson(json, error));
        QVERIFY2(error.find("does not agree with the moves") != std::string::npos, error.c_str());
        json["result"]["margin"] = right.margin;
        json["result"]["winner"] = right.winner == Winner::South ? "north" : "south";
        QVERIFY(!gameRecordFromJson(json, error));
        QVERIFY2(error.find("does not agree with the moves") != std::string::npos, error.c_str());
        json["result"] = Json{{"winner", "north"}, {"margin", 0}, {"resigned", "south"}};
        QVERIFY(!gameRecordFromJson(json, error));
        QVERIFY2(error.find("the moves end the game") != std::string::npos, error.c_str());
    }

    // The summary checks the form only: an illegal move is found on opening.
    void theSummary_leavesTheMovesToTheFullRead() {
        const std::string text = std::string(kHead) + "\"moves\":[\"3\",\"3\",\"3\"]}";
        std::string error;
        QVERIFY(readRecordSummary(text, error).has_value());
        QVERIFY(!readGameRecord(text, error));
        QVERIFY2(error.find("move 2 '3' is illegal") != std::string::npos, error.c_str());
        QVERIFY(
            !readRecordSummary("{\"format\":\"cowrie-record\",\"version\":2,\"game\":\"x\","
                               "\"moves\":[]}",
                               error));
        QVERIFY2(error.find("unknown game 'x'") != std::string::npos, error.c_str());
    }

    void recordDates_areStrict() {
        QVERIFY(isRecordDate("2026-12-02T00:52:36Z"));
        QVERIFY(!isRecordDate("2026-12-02T00:52:36+01:00"));
        QVERIFY(!isRecordDate("2026-12-02 00:52:36Z"));
        QVERIFY(!isRecordDate("2026-12-32T00:52:36Z"));
        QVERIFY(!isRecordDate("2026-12-02T24:00:00Z"));
    }
};

QTEST_APPLESS_MAIN(GameRecordTest)
#include "tst_game_record.moc"
