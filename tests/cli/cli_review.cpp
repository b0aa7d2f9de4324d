// `mancala-cli review FILE`: one JSON line a move of the record, each move
// as the record has it, with the engine's best move, the values for South
// before and after it, and its class by the seeds it gave away.

#include <QFile>
#include <QSet>

#include "tests/cli/cli_runner.h"

namespace {

QList<QJsonObject> lines(const QByteArray& out) {
    QList<QJsonObject> objects;
    for (const QByteArray& line : out.split('\n'))
        if (!line.isEmpty()) objects << QJsonDocument::fromJson(line).object();
    return objects;
}

QStringList recordMoves(const QString& file) {
    QFile record(testDataPath(file));
    if (!record.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(file));
    QStringList moves;
    for (const QJsonValue& move : QJsonDocument::fromJson(record.readAll())["moves"].toArray())
        moves << move.toString();
    return moves;
}

}  // namespace

class CliReview : public QObject {
    Q_OBJECT

  private slots:
    void everyMoveReviewed_data() {
        QTest::addColumn<QString>("file");
        QTest::newRow("kalah") << "kalah-finished.json";
        QTest::newRow("congkak") << "congkak-finished.json";
    }
    void everyMoveReviewed() {
        QFETCH(QString, file);
        const CliResult r = runCli({"review", testDataPath(file), "--depth", "5"});
        QVERIFY2(r.finished && r.exitCode == 0 && r.err.isEmpty(), r.err.constData());
        const QList<QJsonObject> reviews = lines(r.out);
        const QStringList moves = recordMoves(file);
        QCOMPARE(reviews.size(), moves.size());
        const QSet<QString> classes{"best",    "good",    "inaccuracy",
                                    "mistake", "blunder", "simultaneous"};
        for (int i = 0; i < reviews.size(); ++i) {
            const QJsonObject& review = reviews[i];
            QCOMPARE(review["ply"].toInt(), i + 1);
            QCOMPARE(review["move"].toString(), moves[i]);
            QVERIFY(!review["best"].toString().isEmpty());
            const QString kind = review["class"].toString();
            QVERIFY2(classes.contains(kind), qPrintable(kind));
            const QString mover = review["mover"].toString();
            const int before = review["valueBefore"].toInt();
            const int after = review["valueAfter"].toInt();
            if (mover == "both") {
                QCOMPARE(kind, QString("simultaneous"));
                continue;
            }
            const int sign = mover == "south" ? 1 : -1;
            const int lost = review["seedsLost"].toInt();
            if (review["move"] == review["best"]) {
                QCOMPARE(lost, 0);
                QCOMPARE(kind, QString("best"));
            } else {
                QCOMPARE(lost, std::max(0, sign * (before - after)));
                const char* expected = lost <= 0   ? "best"
                                       : lost <= 1 ? "good"
                                       : lost <= 3 ? "inaccuracy"
                                       : lost <= 6 ? "mistake"
                                                   : "blunder";
                QCOMPARE(kind, QString(expected));
            }
        }
    }

    void badInput_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("no file") << QStringList{"review"} << "needs one record FILE";
        QTest::newRow("two files")
            << QStringList{"review", "a.json", "b.json"} << "unexpected argument 'b.json'";
        QTest::newRow("illegal move")
            << QStringList{"review", testDataPath("corrupt-illegal-move.json")} << "move 2";
        QTest::newRow("missing file")
            << QStringList{"review", "/no/such/record.json"} << "record.json";
        QTest::newRow("bad depth")
            << QStringList{"review", testDataPath("kalah-finished.json"), "--depth", "0"}
            << "--depth";
        QTest::newRow("bad time") << QStringList{"review", testDataPath("kalah-finished.json"),
                                                 "--time", "soon"}
                                  << "--time";
    }
    void badInput() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, mentions);
        const CliResult r = runCli(arguments);
        CHECK_CLI_FAILS(r, 2);
        QVERIFY2(r.errorText().contains(mentions), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(CliReview)
#include "cli_review.moc"
