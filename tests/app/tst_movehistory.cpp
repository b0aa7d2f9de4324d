// MoveHistory (movehistory.h): the rows of the move list. A move made
// together (a simultaneous start) says whose gain it lists: "S+4", never a
// bare "+4" that could be either player's.

#include <QtTest>

#include "app/ui/play/movehistory.h"
#include "core/match.h"
#include "core/registry.h"

using namespace cowrie;
using cowrie::ui::MoveHistory;

namespace {

Match congkakMatch(bool traditional) {
    std::string error;
    RawOptions options;
    if (traditional) options.emplace_back("traditional", "true");
    auto rules = createRules("congkak", options, error);
    if (!rules) qFatal("no congkak: %s", error.c_str());
    return Match(std::move(rules));
}

QString role(const MoveHistory& history, int row, int role) {
    return history.data(history.index(row), role).toString();
}

}  // namespace

class MoveHistoryTest : public QObject {
    Q_OBJECT

  private slots:
    // Traditional Congkak starts with both players sowing at once: S3+N5
    // relays on both sides and only South captures (3 + 1).
    void aMoveMadeTogetherSaysWhoseGain() {
        Match match = congkakMatch(true);
        QVERIFY(!isSingle(match.position().toMove));
        QVERIFY(match.play(*match.rules().parseMove("S3+N5")).size() > 0);
        MoveHistory history;
        history.rebuild(match, ui::Names{});
        QCOMPARE(history.count(), 1);
        QCOMPARE(history.data(history.index(0), MoveHistory::MoverRole).toInt(),
                 int(ui::sides::BothSides));
        QCOMPARE(role(history, 0, MoveHistory::MoveRole), QString("S3+N5"));
        QCOMPARE(history.data(history.index(0), MoveHistory::CapturedRole).toInt(), 4);
        QCOMPARE(role(history, 0, MoveHistory::CaptureTextRole), QString("S+4"));
        QCOMPARE(history.summaryFrom(0), QString("Both S3+N5 (S+4)"));
    }

    // A move of one player keeps the plain "+n": the row names its mover.
    void aMoveOfOnePlayerListsItsGainAlone() {
        Match match = congkakMatch(false);
        QVERIFY(isSingle(match.position().toMove));
        MoveHistory history;
        // Play until a move captures (the same moves every run: the first legal).
        for (int i = 0; i < 60 && !match.position().over(); ++i) {
            match.play(match.legalMoves()[0]);
            history.rebuild(match, ui::Names{});
            const int row = history.count() - 1;
            if (history.data(history.index(row), MoveHistory::CapturedRole).toInt() <= 0) continue;
            const int captured =
                history.data(history.index(row), MoveHistory::CapturedRole).toInt();
            QCOMPARE(role(history, row, MoveHistory::CaptureTextRole),
                     QStringLiteral("+%1").arg(captured));
            return;
        }
        QFAIL("no capture in the first moves");
    }
};

QTEST_APPLESS_MAIN(MoveHistoryTest)
#include "tst_movehistory.moc"
