// GameCatalog: the home screen's list is the core's registry.

#include <QtTest>

#include "app/ui/home/gamecatalog.h"
#include "core/registry.h"

using cowrie::ui::GameCatalog;

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

    // A card's "also ..." names other names of that game (issue 14, point
    // 10): never the game's own name nor another game's, and a name two games
    // share ("pallankuli") is qualified on both cards, never a bare alias.
    void localNamesBelongToOneGame() {
        const auto& games = cowrie::allGames();
        QSet<QString> gameNames;
        for (const auto& game : games) {
            gameNames.insert(QString::fromStdString(game.id).toLower());
            gameNames.insert(QString::fromStdString(game.name).toLower());
        }
        // Each word of a card's entries ("Colombo's pallankuli": colombo,
        // pallankuli) -> the entries that hold it, over all cards.
        QHash<QString, QStringList> entriesOf;
        for (const auto& game : games) {
            const QString names = QString::fromStdString(game.localNames);
            for (QString entry : names.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                entry = entry.trimmed();
                QVERIFY2(!gameNames.contains(entry.toLower()),
                         qPrintable(QString::fromStdString(game.id) + ": " + entry));
                for (QString word : entry.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                    word = word.toLower();
                    if (word.endsWith(QLatin1String("'s"))) word.chop(2);
                    QVERIFY2(!gameNames.contains(word),
                             qPrintable(QString::fromStdString(game.id) + ": " + word));
                    entriesOf[word] << entry;
                }
            }
        }
        QCOMPARE(entriesOf.value("pallankuli").size(), 2);  // Chonka's and Pallankuzhi's
        for (auto it = entriesOf.cbegin(); it != entriesOf.cend(); ++it) {
            if (it.value().size() < 2) continue;
            for (const QString& entry : it.value())  // qualified: "Tamil pallankuli"
                QVERIFY2(entry.contains(QLatin1Char(' ')), qPrintable(entry));
        }
    }
};

QTEST_GUILESS_MAIN(TestGameCatalog)
#include "tst_gamecatalog.moc"
