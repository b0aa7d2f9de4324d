// OptionsModel: every registry game's option schema as rows, values resolved
// by the core, presets applied, bad values refused.

#include <QSignalSpy>
#include <QtTest>

#include "optionsmodel.h"
#include "registry.h"

namespace {

QVariant roleOf(const OptionsModel& m, int row, const char* role) {
    return m.data(m.index(row), m.roleNames().key(role));
}

int rowOf(const OptionsModel& m, const QString& key) {
    for (int r = 0; r < m.rowCount(); ++r)
        if (roleOf(m, r, "key").toString() == key) return r;
    return -1;
}

}  // namespace

class TestOptionsModel : public QObject {
    Q_OBJECT

  private slots:
    void everyOptionOfEveryGameIsARow_data() {
        QTest::addColumn<QString>("id");
        for (const auto& game : cowrie::allGames())
            QTest::newRow(game.id.c_str()) << QString::fromStdString(game.id);
    }

    void everyOptionOfEveryGameIsARow() {
        QFETCH(QString, id);
        OptionsModel m;
        m.setGameId(id);
        const cowrie::GameInfo* info = cowrie::findGame(id.toStdString());
        QCOMPARE(m.rowCount(), int(info->options.size()));
        QVERIFY(m.error().isEmpty());
        for (int r = 0; r < m.rowCount(); ++r) {
            const cowrie::OptionSpec& spec = info->options[size_t(r)];
            QCOMPARE(roleOf(m, r, "key").toString(), QString::fromStdString(spec.key));
            QVERIFY(!roleOf(m, r, "label").toString().isEmpty());
            QVERIFY(!roleOf(m, r, "description").toString().isEmpty());
            const QString kind = roleOf(m, r, "kind").toString();
            QVERIFY(kind == "int" || kind == "bool" || kind == "choice");
            if (kind == "int") {
                QCOMPARE(roleOf(m, r, "minimum").toInt(), spec.min);
                QCOMPARE(roleOf(m, r, "maximum").toInt(), spec.max);
            }
            if (kind == "choice")
                QCOMPARE(roleOf(m, r, "choices").toStringList().size(), int(spec.choices.size()));
            QVERIFY(roleOf(m, r, "isDefault").toBool());
        }
        QCOMPARE(m.presets().size(), int(info->presets.size()));
        // The shared `first` option (G4) is offered for every game.
        QVERIFY(rowOf(m, "first") >= 0);
    }

    void valuesChangeAndAreResolved() {
        OptionsModel m;
        m.setGameId("kalah");
        QSignalSpy values(&m, &OptionsModel::valuesChanged);
        QSignalSpy data(&m, &QAbstractItemModel::dataChanged);
        QVERIFY(m.setValue("holes", 4));
        QCOMPARE(values.count(), 1);
        QCOMPARE(data.count(), 1);
        QCOMPARE(m.values().value("holes").toString(), QString("4"));
        QCOMPARE(roleOf(m, rowOf(m, "holes"), "value").toInt(), 4);
        QVERIFY(!roleOf(m, rowOf(m, "holes"), "isDefault").toBool());
        QVERIFY(m.setValue("empty-capture", true));
        QCOMPARE(roleOf(m, rowOf(m, "empty-capture"), "value").toBool(), true);
        // Both stay chosen.
        QCOMPARE(m.values().value("holes").toString(), QString("4"));
    }

    void valuesOutsideTheSchemaAreRefused() {
        OptionsModel m;
        m.setGameId("kalah");
        QSignalSpy error(&m, &OptionsModel::errorChanged);
        QVERIFY(!m.setValue("holes", 12));
        QCOMPARE(error.count(), 1);
        QVERIFY(m.error().contains("holes"));
        QCOMPARE(m.values().value("holes").toString(), QString("6"));
        QVERIFY(m.setValue("holes", 5));
        QVERIFY(m.error().isEmpty());
    }

    void presetsSetTheirOptionsAndDefaultsFollow() {
        OptionsModel m;
        m.setGameId("congklak");
        QCOMPARE(m.preset(), QString("classic"));
        QCOMPARE(m.values().value("holes").toString(), QString("5"));
        QVERIFY(m.applyPreset("rounds"));
        QCOMPARE(m.preset(), QString("rounds"));
        // The board size follows the preset unless chosen.
        QCOMPARE(m.values().value("holes").toString(), QString("7"));
        QVERIFY(m.setValue("holes", 9));
        QCOMPARE(m.preset(), QString());
        QVERIFY(m.setValue("rounds", 3));
        QCOMPARE(m.values().value("holes").toString(), QString("9"));
        QVERIFY(!m.applyPreset("nonsense"));
        m.resetToDefaults();
        QCOMPARE(m.preset(), QString("classic"));
    }

    void lastOptionsCanBeApplied() {
        OptionsModel m;
        m.setGameId("olinda-keliya");
        if (m.rowCount() == 0) QSKIP("olinda-keliya is not in the registry yet");
        QVERIFY(m.applyOptions({{"short-arrangement", "2"}, {"equal-draw", false}}));
        QCOMPARE(m.values().value("short-arrangement").toString(), QString("2"));
        QCOMPARE(m.values().value("equal-draw").toString(), QString("false"));
    }

    void unknownGameHasNoRows() {
        OptionsModel m;
        m.setGameId("chess");
        QCOMPARE(m.rowCount(), 0);
        QVERIFY(!m.error().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestOptionsModel)

#include "tst_optionsmodel.moc"
