// BoardModel and the screen layout: which place is drawn where
// (rules/README.md, "Hole numbers"; Geometry::storeOnRight).

#include <QSignalSpy>
#include <QtTest>

#include "boardlayout.h"
#include "boardmodel.h"

using cowrie::Board;
using cowrie::Side;
using cowrie::ui::ScreenCell;
using cowrie::ui::screenCell;

class TestBoardModel : public QObject {
    Q_OBJECT

  private slots:
    void southRowIsBottomLeftToRight() {
        const Board b = Board::filled(6, 4);
        for (int h = 1; h <= 6; ++h) {
            const ScreenCell c = screenCell(b, b.hole(Side::South, h), true);
            QCOMPARE(c.row, 1);
            QCOMPARE(c.column, h);
        }
    }

    void northRowIsTopWithHoleOneAtScreenRight() {
        const Board b = Board::filled(6, 4);
        QCOMPARE(screenCell(b, b.hole(Side::North, 1), true).column, 6);
        QCOMPARE(screenCell(b, b.hole(Side::North, 6), true).column, 1);
        QCOMPARE(screenCell(b, b.hole(Side::North, 1), true).row, 0);
    }

    void southHoleFacesNorthOpposite() {
        const Board b = Board::filled(7, 7);
        for (int h = 1; h <= 7; ++h) {
            const int south = b.hole(Side::South, h);
            QCOMPARE(screenCell(b, south, false).column,
                     screenCell(b, b.opposite(south), false).column);
        }
    }

    void kalahStoresOnEachPlayersRight() {
        const Board b = Board::filled(6, 4);
        QCOMPARE(screenCell(b, b.store(Side::South), true).column, 7);  // screen right
        QCOMPARE(screenCell(b, b.store(Side::North), true).column, 0);  // screen left
        QCOMPARE(screenCell(b, b.store(Side::South), true).row, ScreenCell::kBothRows);
    }

    void congkakStoresOnEachPlayersLeft() {
        const Board b = Board::filled(7, 7);
        QCOMPARE(screenCell(b, b.store(Side::South), false).column, 0);  // screen left
        QCOMPARE(screenCell(b, b.store(Side::North), false).column, 8);  // screen right
    }

    void rolesDescribeEveryPlace() {
        BoardModel model;
        Board b = Board::filled(6, 4);
        model.show(b, true, {b.hole(Side::South, 2)});
        QCOMPARE(model.rowCount(), 14);
        const auto roles = model.roleNames();
        auto roleOf = [&](const char* name) { return roles.key(name); };
        const QModelIndex south2 = model.index(b.hole(Side::South, 2));
        QCOMPARE(model.data(south2, roleOf("place")).toInt(), 1);
        QCOMPARE(model.data(south2, roleOf("side")).toString(), QString("south"));
        QCOMPARE(model.data(south2, roleOf("holeNumber")).toInt(), 2);
        QCOMPARE(model.data(south2, roleOf("isStore")).toBool(), false);
        QCOMPARE(model.data(south2, roleOf("seeds")).toInt(), 4);
        QCOMPARE(model.data(south2, roleOf("legal")).toBool(), true);
        QCOMPARE(model.data(model.index(0), roleOf("legal")).toBool(), false);
        const QModelIndex northStore = model.index(b.store(Side::North));
        QCOMPARE(model.data(northStore, roleOf("isStore")).toBool(), true);
        QCOMPARE(model.data(northStore, roleOf("side")).toString(), QString("north"));
        QCOMPARE(model.data(northStore, roleOf("column")).toInt(), 0);
    }

    void changedCountsAreReportedPerPlace() {
        BoardModel model;
        Board b = Board::filled(6, 4);
        model.show(b, true, {});
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        b.seeds[3] = 0;
        b.seeds[4] = 5;
        model.show(b, true, {});
        QCOMPARE(reset.count(), 0);
        QCOMPARE(changed.count(), 2);
        QCOMPARE(changed[0][0].toModelIndex().row(), 3);
        QCOMPARE(model.seedsAt(4), 5);
    }

    void newSizeResetsTheModel() {
        BoardModel model;
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy holes(&model, &BoardModel::holesChanged);
        QSignalSpy sides(&model, &BoardModel::storeOnRightChanged);
        model.show(Board::filled(6, 4), true, {});
        model.show(Board::filled(7, 7), false, {});
        QCOMPARE(reset.count(), 2);
        QCOMPARE(holes.count(), 2);
        QCOMPARE(sides.count(), 1);
        QCOMPARE(model.rowCount(), 16);
    }
};

QTEST_GUILESS_MAIN(TestBoardModel)
#include "tst_boardmodel.moc"
