// BoardModel: which place is drawn where (the rules' cellOf, docs/rules/README.md
// "Hole numbers"), its roles, markers, hidden counts and the hover preview.

#include <QSignalSpy>
#include <QtTest>

#include "app/ui/board/boardmodel.h"
#include "app/ui/play/sides.h"
#include "core/registry.h"

using cowrie::ui::BoardModel;

using cowrie::Board;
using cowrie::Side;

namespace {

std::shared_ptr<const cowrie::Rules> rulesOf(const char* id, cowrie::RawOptions options = {}) {
    std::string error;
    auto rules = cowrie::createRules(id, options, error);
    if (!rules) qFatal("no rules for %s: %s", id, error.c_str());
    return rules;
}

// Shows the start of game `id` with every hole of the mover legal.
void showStart(BoardModel& model, const std::shared_ptr<const cowrie::Rules>& rules) {
    const cowrie::Position start = rules->initialPosition();
    cowrie::MoveList moves;
    rules->legalMoves(start, moves);
    std::vector<int> legal;
    for (cowrie::Move m : moves)
        if (!m.isPair()) legal.push_back(start.board.hole(Side::South, m.holeNumber()));
    model.show(rules, start, legal);
}

int role(const BoardModel& model, int place, const char* name) {
    return model.data(model.index(place), model.roleNames().key(name)).toInt();
}

}  // namespace

class TestBoardModel : public QObject {
    Q_OBJECT

  private slots:
    void southRowIsBottomLeftToRight() {
        BoardModel model;
        showStart(model, rulesOf("kalah"));
        const Board b = Board::filled(6, 4);
        QCOMPARE(model.rows(), 2);
        QCOMPARE(model.columns(), 6);
        for (int h = 1; h <= 6; ++h) {
            QCOMPARE(role(model, b.hole(Side::South, h), "row"), 1);
            QCOMPARE(role(model, b.hole(Side::South, h), "column"), h);
        }
        QCOMPARE(role(model, b.hole(Side::North, 1), "column"), 6);
        QCOMPARE(role(model, b.hole(Side::North, 6), "column"), 1);
        QCOMPARE(role(model, b.hole(Side::North, 1), "row"), 0);
    }

    void storesSpanEveryRowAtTheirEnds() {
        BoardModel model;
        showStart(model, rulesOf("kalah"));
        const Board b = Board::filled(6, 4);
        QCOMPARE(role(model, b.store(Side::South), "column"), 7);  // South's right
        QCOMPARE(role(model, b.store(Side::North), "column"), 0);
        QCOMPARE(role(model, b.store(Side::South), "rowSpan"), 2);
        QCOMPARE(role(model, b.hole(Side::South, 1), "rowSpan"), 1);

        showStart(model, rulesOf("congkak"));
        const Board c = Board::filled(7, 7);
        QCOMPARE(role(model, c.store(Side::South), "column"), 0);  // South's left
        QCOMPARE(role(model, c.store(Side::North), "column"), 8);
    }

    void rolesDescribeEveryPlace() {
        BoardModel model;
        auto rules = rulesOf("kalah");
        cowrie::Position start = rules->initialPosition();
        const Board& b = start.board;
        model.show(rules, start, {b.hole(Side::South, 2)});
        QCOMPARE(model.rowCount(), 14);
        QCOMPARE(model.gameId(), QString("kalah"));
        const int south2 = b.hole(Side::South, 2);
        QCOMPARE(role(model, south2, "place"), 1);
        QCOMPARE(role(model, south2, "side"), int(cowrie::ui::sides::South));
        QCOMPARE(role(model, b.store(Side::North), "side"), int(cowrie::ui::sides::North));
        QCOMPARE(role(model, south2, "holeNumber"), 2);
        QCOMPARE(role(model, south2, "isStore"), 0);
        QCOMPARE(role(model, south2, "seeds"), 4);
        QCOMPARE(role(model, south2, "legal"), 1);
        QCOMPARE(role(model, 0, "legal"), 0);
        QCOMPARE(role(model, b.store(Side::North), "isStore"), 1);
        const auto label = [&model](int place) {
            return model.data(model.index(place), model.roleNames().key("label")).toString();
        };
        QCOMPARE(label(south2), QString("2"));
        // Three-row holes carry the source's names: A..I for South, a..i for North.
        auto threeRow = rulesOf("three-row");
        const cowrie::Position t = threeRow->initialPosition();
        model.show(threeRow, t, {});
        QCOMPARE(label(t.board.hole(Side::South, 1)), QString("A"));
        QCOMPARE(label(t.board.hole(Side::South, 9)), QString("I"));
        QCOMPARE(label(t.board.hole(Side::North, 7)), QString("g"));
        QCOMPARE(label(t.board.store(Side::North)), QString());
    }

    void markersAreRoles() {
        BoardModel model;
        auto rules = rulesOf("kalah");
        cowrie::Position p = rules->initialPosition();
        p.board.markers[2] = Board::Burnt;
        p.board.markers[8] = Board::Blind;
        p.board.markers[3] = Board::Puta;
        p.board.markers[9] = Board::Naga;
        model.show(rules, p, {});
        QCOMPARE(role(model, 2, "burnt"), 1);
        QCOMPARE(role(model, 2, "inPlay"), 0);
        QCOMPARE(role(model, 8, "blind"), 1);
        QCOMPARE(role(model, 8, "inPlay"), 0);
        QCOMPARE(role(model, 3, "puta"), 1);
        QCOMPARE(role(model, 3, "inPlay"), 1);
        QCOMPARE(role(model, 9, "naga"), 1);
        QCOMPARE(role(model, 9, "puta"), 0);

        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        p.board.markers[2] = 0;
        model.show(rules, p, {});
        QCOMPARE(changed.count(), 1);
        QCOMPARE(role(model, 2, "burnt"), 0);
    }

    void hiddenCountsComeFromTheOptions() {
        BoardModel model;
        showStart(model, rulesOf("pallankuzhi"));
        QVERIFY(!model.hiddenCounts());
        QSignalSpy shape(&model, &BoardModel::shapeChanged);
        showStart(model, rulesOf("pallankuzhi", {{"hidden-counts", "true"}}));
        QVERIFY(model.hiddenCounts());
        QCOMPARE(shape.count(), 1);
    }

    void changedCountsAreReportedPerPlace() {
        BoardModel model;
        auto rules = rulesOf("kalah");
        cowrie::Position p = rules->initialPosition();
        model.show(rules, p, {});
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        p.board.seeds[3] = 0;
        p.board.seeds[4] = 5;
        model.show(rules, p, {});
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
        showStart(model, rulesOf("kalah"));
        showStart(model, rulesOf("congkak"));
        QCOMPARE(reset.count(), 2);
        QCOMPARE(holes.count(), 2);
        QCOMPARE(sides.count(), 1);
        QCOMPARE(model.rowCount(), 16);
    }

    void previewShowsWhereTheLastSeedLands() {
        BoardModel model;
        auto rules = rulesOf("kalah");
        showStart(model, rules);
        // Kalah, 4 seeds in South 3: they fall in 4, 5, 6 and the store.
        const QVariantMap p = model.previewOf(2);
        QVERIFY(p["valid"].toBool());
        QCOMPARE(p["lastPlace"].toInt(), 6);
        QCOMPARE(p["path"].toList().size(), 4);
        QVERIFY(p["extraMove"].toBool());
        QCOMPARE(p["captured"].toInt(), 0);
        QVERIFY(!model.previewOf(8)["valid"].toBool());  // North's hole
        QVERIFY(!model.previewOf(6)["valid"].toBool());  // a store
    }

    void previewShowsACapture() {
        BoardModel model;
        auto rules = rulesOf("kalah");
        cowrie::Position p = rules->initialPosition();
        p.board.seeds.fill(0);
        p.board.seeds[0] = 1;   // South 1: its seed lands in the empty South 2
        p.board.seeds[11] = 5;  // North 5, opposite South 2
        p.board.seeds[12] = 1;
        p.board.seeds[6] = 41;
        model.show(rules, p, {0});
        const QVariantMap preview = model.previewOf(0);
        QVERIFY(preview["valid"].toBool());
        QCOMPARE(preview["lastPlace"].toInt(), 1);
        QCOMPARE(preview["captured"].toInt(), 6);
    }

    void previewFollowsTheShownPosition() {
        // Previews are kept per position: a new position gives new ones.
        BoardModel model;
        auto rules = rulesOf("kalah");
        showStart(model, rules);
        QCOMPARE(model.previewOf(2)["lastPlace"].toInt(), 6);  // 4 seeds: into the store
        cowrie::Position p = rules->initialPosition();
        p.board.seeds[2] = 2;  // South 3 now holds 2: the last one falls in South 5
        p.board.seeds[6] = 2;
        model.show(rules, p, {0, 1, 2, 3, 4, 5});
        QCOMPARE(model.previewOf(2)["lastPlace"].toInt(), 4);
        QCOMPARE(model.previewOf(2)["path"].toList().size(), 2);
        QVERIFY(!model.previewOf(2)["extraMove"].toBool());
    }
};

QTEST_GUILESS_MAIN(TestBoardModel)
#include "tst_boardmodel.moc"
