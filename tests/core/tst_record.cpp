// Game records: writing, reading, deterministic replay, and clear errors for
// every kind of bad record.

#include <QTest>

#include "core/match.h"
#include "core/record.h"
#include "tests/core/support.h"

using namespace cowrie;

class RecordTest : public QObject {
    Q_OBJECT

  private slots:
    void roundTrip_replaysToTheSamePosition() {
        Match m(test::rules("kalah", {{"holes", "4"}, {"seeds", "3"}, {"empty-capture", "yes"}}));
        std::string error;
        QVERIFY(playMoveList(m, "1 4 2", error));
        const std::string text = writeRecord(m);
        QVERIFY(text.find("\"format\":\"cowrie-record\"") != std::string::npos);
        QVERIFY(text.find("\"empty-capture\":true") != std::string::npos);
        QVERIFY(text.find("\"moves\":[\"1\",\"4\",\"2\"]") != std::string::npos);
        auto back = readRecord(text, error);
        QVERIFY2(back.has_value(), error.c_str());
        QCOMPARE(back->position(), m.position());
        QCOMPARE(back->rules().options(), m.rules().options());
        QCOMPARE(writeRecord(*back), text);
    }

    void moveList_namesTheFirstBadMoveByIndex() {
        Match m(test::rules("kalah"));
        std::string error;
        QVERIFY(!playMoveList(m, "3 3 1", error));  // after 3 South moves again; 3 is empty
        QVERIFY2(error.find("move 2 '3' is illegal") != std::string::npos, error.c_str());
        QVERIFY(!playMoveList(m, "x", error));
        QVERIFY2(error.find("move 1 'x' is not a move") != std::string::npos, error.c_str());
    }

    void badRecords_areRefusedWithAReason_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("reason");
        QTest::newRow("empty") << ""
                               << "invalid";
        QTest::newRow("truncated") << "{\"format\":\"cowrie-record\",\"version\":1,\"game\":\"ka"
                                   << "invalid";
        QTest::newRow("not an object") << "[1,2]"
                                       << "object";
        QTest::newRow("foreign") << "{\"format\":\"chess\",\"version\":1}"
                                 << "format";
        QTest::newRow("future version")
            << "{\"format\":\"cowrie-record\",\"version\":99,\"game\":\"kalah\",\"moves\":[]}"
            << "version";
        QTest::newRow("unknown game")
            << "{\"format\":\"cowrie-record\",\"version\":1,\"game\":\"oware\",\"moves\":[]}"
            << "unknown game";
        QTest::newRow("bad option") << "{\"format\":\"cowrie-record\",\"version\":1,\"game\":"
                                       "\"kalah\",\"options\":{\"holes\":12},\"moves\":[]}"
                                    << "between 1 and 8";
        QTest::newRow("option of wrong type")
            << "{\"format\":\"cowrie-record\",\"version\":1,\"game\":\"kalah\",\"options\":{"
               "\"holes\":[6]},\"moves\":[]}"
            << "wrong type";
        QTest::newRow("no moves")
            << "{\"format\":\"cowrie-record\",\"version\":1,\"game\":\"kalah\"}"
            << "moves";
        QTest::newRow("move not a string")
            << "{\"format\":\"cowrie-record\",\"version\":1,\"game\":\"kalah\",\"moves\":[3]}"
            << "string";
        QTest::newRow("illegal move") << "{\"format\":\"cowrie-record\",\"version\":1,\"game\":"
                                         "\"kalah\",\"moves\":[\"3\",\"3\"]}"
                                      << "move 2";
        QTest::newRow("deep nesting") << QString(5000, '[') << "invalid";
    }

    void badRecords_areRefusedWithAReason() {
        QFETCH(QString, text);
        QFETCH(QString, reason);
        std::string error;
        auto m = readRecord(text.toStdString(), error);
        QVERIFY(!m.has_value());
        QVERIFY2(QString::fromStdString(error).contains(reason), error.c_str());
    }
};

QTEST_APPLESS_MAIN(RecordTest)
#include "tst_record.moc"
