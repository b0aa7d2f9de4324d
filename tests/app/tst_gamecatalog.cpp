// GameCatalog: the home screen's list is the core's registry.

#include <QtTest>

#include "gamecatalog.h"
#include "registry.h"

class TestGameCatalog : public QObject {
    Q_OBJECT

  private slots:
    void listsEveryRegistryGame() {
        GameCatalog catalog;
        const auto& games = cowrie::allGames();
        QCOMPARE(catalog.rowCount(), int(games.size()));
        QVERIFY(catalog.rowCount() >= 2);
        const auto roles = catalog.roleNames();
        for (int row = 0; row < catalog.rowCount(); ++row) {
            const auto& game = games[size_t(row)];
            const QModelIndex i = catalog.index(row);
            QCOMPARE(catalog.data(i, roles.key("gameId")).toString(),
                     QString::fromStdString(game.id));
            QCOMPARE(catalog.data(i, roles.key("name")).toString(),
                     QString::fromStdString(game.name));
            QCOMPARE(catalog.data(i, roles.key("region")).toString(),
                     QString::fromStdString(game.region));
            QVERIFY(!catalog.data(i, roles.key("description")).toString().isEmpty());
            QCOMPARE(catalog.gameIdAt(row), QString::fromStdString(game.id));
        }
        QVERIFY(catalog.gameIdAt(catalog.rowCount()).isEmpty());
    }

    void defaultBoardSizes() {
        GameCatalog catalog;
        const auto roles = catalog.roleNames();
        for (int row = 0; row < catalog.rowCount(); ++row) {
            const QModelIndex i = catalog.index(row);
            const QString id = catalog.gameIdAt(row);
            if (id == "kalah") {
                QCOMPARE(catalog.data(i, roles.key("holes")).toInt(), 6);
                QCOMPARE(catalog.data(i, roles.key("seedsPerHole")).toInt(), 4);
                QCOMPARE(catalog.data(i, roles.key("storeOnRight")).toBool(), true);
            }
            if (id == "congkak") {
                QCOMPARE(catalog.data(i, roles.key("holes")).toInt(), 7);
                QCOMPARE(catalog.data(i, roles.key("seedsPerHole")).toInt(), 7);
                QCOMPARE(catalog.data(i, roles.key("storeOnRight")).toBool(), false);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestGameCatalog)
#include "tst_gamecatalog.moc"
