// The engine never returns an illegal (or endless: such moves are never
// legal) move: a thousand random positions of every game and preset, at
// shallow depths so the test stays fast.

#include <QTest>

#include "core/ai/engine.h"
#include "tests/ai/game_rows.h"
#include "tests/ai/game_samples.h"

class TestLegalChoices : public QObject {
    Q_OBJECT

  private slots:
    void engineMoveIsAlwaysLegal_data() { cowrie::testing::addEveryGameRow(); }
    void engineMoveIsAlwaysLegal() {
        QFETCH(int, index);
        const auto game = cowrie::testing::everyGameAndPreset()[index];
        const auto positions = cowrie::testing::sampledPositions(*game.rules, 1000, 17 + index);
        cowrie::ai::Engine engine(4);
        int n = 0;
        for (const cowrie::Position& position : positions) {
            cowrie::ai::SearchLimits limits;
            limits.maxDepth = 1 + n % 2;
            limits.maxNodes = 20'000;
            limits.noise = n % 3 == 0 ? 3 : 0;
            limits.noiseSeed = n++;
            const auto result = engine.think(*game.rules, position, limits);
            QVERIFY2(game.rules->isLegal(position, result.move),
                     qPrintable(QString::fromStdString(position.board.toString() + " -> " +
                                                       result.move.toString())));
        }
    }
};

QTEST_GUILESS_MAIN(TestLegalChoices)
#include "tst_legal_choices.moc"
