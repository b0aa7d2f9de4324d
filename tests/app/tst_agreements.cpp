// Olinda keliya's agreed draw (hari mutu, the rule book's O8 and O14): an
// option agreed when the game is created, never a move. The setup screen
// words it as the agreement, the play screen keeps it in view, and a game
// that ends that way names it.

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "app/ui/play/gamesession.h"
#include "app/ui/play/optionsmodel.h"
#include "app/ui/play/playtext.h"
#include "app/ui/play/savestore.h"

using cowrie::ui::GameSession;
using cowrie::ui::OptionsModel;

class TestAgreements : public QObject {
    Q_OBJECT

    static int rowOf(const OptionsModel& model, const QString& key) {
        for (int row = 0; row < model.rowCount(); ++row)
            if (model.data(model.index(row), OptionsModel::KeyRole).toString() == key) return row;
        return -1;
    }

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void setupWordsTheDrawAsAnAgreement() {
        OptionsModel model;
        model.setGameId("olinda-keliya");
        const int row = rowOf(model, "equal-draw");
        QVERIFY(row >= 0);
        const QModelIndex index = model.index(row);
        QCOMPARE(model.data(index, OptionsModel::LabelRole).toString(), QString("Agreed draw"));
        QVERIFY(model.data(index, OptionsModel::DescriptionRole)
                    .toString()
                    .startsWith("If both end a phase with 28 seeds, agree to a draw (hari mutu)."));
        QCOMPARE(model.data(index, OptionsModel::KindRole).toString(), QString("bool"));
        // Other options keep the schema's own words.
        const int other = rowOf(model, "short-arrangement");
        QCOMPARE(model.data(model.index(other), OptionsModel::LabelRole).toString(),
                 QString("Short arrangement"));
    }

    void playScreenShowsTheAgreement() {
        QTemporaryDir saves;
        GameSession c;
        c.saveStore()->setDirectory(saves.path());
        QVERIFY(c.start({{"game", "olinda-keliya"}}));
        QVERIFY(c.texts()->agreement().contains("28 seeds each"));
        QVERIFY(c.start(
            {{"game", "olinda-keliya"}, {"options", QVariantMap{{"equal-draw", "false"}}}}));
        QCOMPARE(c.texts()->agreement(), QString());
        QVERIFY(c.start({{"game", "kalah"}}));
        QCOMPARE(c.texts()->agreement(), QString());
    }

    void gameOverNamesTheAgreedDraw() {
        cowrie::Position end;
        end.board = cowrie::Board::filled(7, 0);
        end.board.seeds[size_t(end.board.store(cowrie::Side::South))] = 28;
        end.board.seeds[size_t(end.board.store(cowrie::Side::North))] = 28;
        end.toMove = cowrie::Turn::None;
        end.winner = cowrie::Winner::Draw;
        end.endReason = cowrie::EndReason::EqualCounts;
        QCOMPARE(cowrie::ui::resultSentence(end, {}), QString("Drawn by agreement: 28 each."));
        // A draw for another reason still gives the score and the core's reason.
        end.endReason = cowrie::EndReason::AllStored;
        QVERIFY(cowrie::ui::resultSentence(end, {}).startsWith("A draw, 28 to 28: "));
    }
};

QTEST_GUILESS_MAIN(TestAgreements)

#include "tst_agreements.moc"
