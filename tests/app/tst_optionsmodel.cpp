// OptionsModel: every registry game's option schema as rows, values resolved
// by the core, presets applied, bad values refused.

#include <QSignalSpy>
#include <QtTest>

#include "app/ui/play/optionsmodel.h"
#include "core/registry.h"

using cowrie::ui::OptionsModel;

namespace {

QVariant roleOf(const OptionsModel& m, int row, const char* role) {
    return m.data(m.index(row), m.roleNames().key(role));
}

int rowOf(const OptionsModel& m, const QString& key) {
    for (int r = 0; r < m.rowCount(); ++r)
        if (roleOf(m, r, "key").toString() == key) return r;
    return -1;
}

QStringList keysOf(const OptionsModel& m) {
    QStringList keys;
    for (int r = 0; r < m.rowCount(); ++r) keys << roleOf(m, r, "key").toString();
    return keys;
}

cowrie::RawOptions presetOptions(const cowrie::GameInfo& game, const std::string& id) {
    for (const auto& p : game.presets)
        if (p.id == id) return p.options;
    return {};
}

bool setByPreset(const cowrie::GameInfo& game, const std::string& key) {
    for (const auto& p : game.presets)
        for (const auto& [k, v] : p.options)
            if (k == key) return true;
    return false;
}

int presetCount(const QString& id) {
    OptionsModel m;
    m.setGameId(id);
    return int(m.presets().size());
}

}  // namespace

class TestOptionsModel : public QObject {
    Q_OBJECT

  private slots:
    void everyOptionWithAnEffectIsARowOnce_data() {
        QTest::addColumn<QString>("id");
        for (const auto& game : cowrie::allGames())
            QTest::newRow(game.id.c_str()) << QString::fromStdString(game.id);
    }

    // From the defaults and from every preset: a row for each option that
    // changes the game and is not chosen with the preset buttons, and only those.
    void everyOptionWithAnEffectIsARowOnce() {
        QFETCH(QString, id);
        const cowrie::GameInfo* info = cowrie::findGame(id.toStdString());
        QStringList startingPoints{QString()};
        for (const auto& p : info->presets) startingPoints << QString::fromStdString(p.id);
        for (const QString& preset : startingPoints) {
            OptionsModel m;
            m.setGameId(id);
            if (!preset.isEmpty()) QVERIFY(m.applyPreset(preset));
            QVERIFY(m.error().isEmpty());
            std::string error;
            const auto rules =
                cowrie::createRules(info->id, presetOptions(*info, preset.toStdString()), error);
            QVERIFY(rules);
            QStringList expected;
            for (const cowrie::OptionSpec& spec : info->options)
                if (cowrie::hasEffect(spec, rules->options()) && !setByPreset(*info, spec.key))
                    expected << QString::fromStdString(spec.key);
            QCOMPARE(keysOf(m), expected);
            for (int r = 0; r < m.rowCount(); ++r) {
                QVERIFY(!roleOf(m, r, "label").toString().isEmpty());
                QVERIFY(!roleOf(m, r, "description").toString().isEmpty());
                const QString kind = roleOf(m, r, "kind").toString();
                QVERIFY(kind == "int" || kind == "bool" || kind == "choice");
                if (kind == "choice") QVERIFY(roleOf(m, r, "choices").toStringList().size() >= 2);
            }
        }
        QCOMPARE(presetCount(id), int(info->presets.size()));
    }

    // Three-row starts with both players at once: no "First" to choose,
    // however many games.
    void threeRowOffersNoFirst() {
        OptionsModel m;
        m.setGameId("three-row");
        QCOMPARE(rowOf(m, "first"), -1);
        QVERIFY(rowOf(m, "games") >= 0);
        QCOMPARE(m.firstMover(), OptionsModel::FirstMover::Both);
        QVERIFY(m.setValue("games", 3));
        QCOMPARE(rowOf(m, "first"), -1);
        // Even a "first" from an old setup does not bring it back.
        QVERIFY(m.applyOptions({{"first", "north"}}));
        QCOMPARE(rowOf(m, "first"), -1);
        QCOMPARE(m.firstMover(), OptionsModel::FirstMover::Both);
    }

    // Congklak Classic is one round: no "Rounds" and no burnt holes; its
    // Rounds preset starts with both at once: no "First".
    void congklakOffersWhatEachPresetUses() {
        OptionsModel m;
        m.setGameId("congklak");
        QCOMPARE(rowOf(m, "rounds"), -1);
        QCOMPARE(rowOf(m, "burnt-penalty"), -1);
        QVERIFY(rowOf(m, "first") >= 0);
        QVERIFY(rowOf(m, "holes") >= 0);
        QSignalSpy inserted(&m, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&m, &QAbstractItemModel::rowsRemoved);
        QVERIFY(m.applyPreset("rounds"));
        QVERIFY(rowOf(m, "rounds") >= 0);
        QVERIFY(rowOf(m, "burnt-penalty") >= 0);
        QCOMPARE(rowOf(m, "first"), -1);
        QCOMPARE(inserted.count(), 2);
        QCOMPARE(removed.count(), 1);
        QCOMPARE(m.firstMover(), OptionsModel::FirstMover::Both);
        // Rows are in schema order.
        QVERIFY(rowOf(m, "holes") < rowOf(m, "rounds"));
        QVERIFY(rowOf(m, "rounds") < rowOf(m, "lone-seed"));
        QVERIFY(m.applyPreset("classic"));
        QCOMPARE(rowOf(m, "rounds"), -1);
        QVERIFY(rowOf(m, "first") >= 0);
    }

    // Traditional or single round is chosen once, with the presets; the
    // defaults are the "Single round" preset, so there is no "Defaults" too.
    void congkakChoosesTraditionalOnce() {
        OptionsModel m;
        m.setGameId("congkak");
        QCOMPARE(rowOf(m, "traditional"), -1);
        QCOMPARE(m.presets().size(), 2);
        QCOMPARE(m.preset(), QString("single"));
        QVERIFY(!m.defaultsOffered());
        // The explanation follows the preset chosen: Traditional's is not
        // shown under "Single round" (the row "First" explains that game).
        QCOMPARE(m.presetsDescription(), QString());
        QVERIFY(rowOf(m, "first") >= 0);
        QSignalSpy explained(&m, &OptionsModel::valuesChanged);
        QVERIFY(m.applyPreset("traditional"));
        QCOMPARE(explained.count(), 1);
        QCOMPARE(m.preset(), QString("traditional"));
        QVERIFY(m.presetsDescription().contains("rounds with burnt holes"));
        QCOMPARE(rowOf(m, "first"), -1);
        QCOMPARE(m.values().value("traditional").toString(), QString("true"));
        QCOMPARE(m.firstMover(), OptionsModel::FirstMover::Both);
        QVERIFY(m.applyPreset("single"));
        QCOMPARE(m.presetsDescription(), QString());
    }

    // Every game with presets has one that is the defaults; a game without
    // presets offers "Defaults" instead.
    void defaultsAreOfferedOnlyWhereNoPresetIsThem() {
        for (const auto& game : cowrie::allGames()) {
            OptionsModel m;
            m.setGameId(QString::fromStdString(game.id));
            QCOMPARE(m.defaultsOffered(), game.presets.empty());
            QVERIFY(m.atDefaults());
        }
        OptionsModel kalah;
        kalah.setGameId("kalah");
        QVERIFY(kalah.setValue("holes", 4));
        QVERIFY(!kalah.atDefaults());
        kalah.resetToDefaults();
        QVERIFY(kalah.atDefaults());
    }

    // "You play ... (moves first)" follows the First option.
    void firstMoverFollowsFirst() {
        for (const char* id : {"kalah", "chonka", "pallankuzhi", "olinda-keliya"}) {
            OptionsModel m;
            m.setGameId(id);
            QCOMPARE(m.firstMover(), OptionsModel::FirstMover::South);
            QSignalSpy values(&m, &OptionsModel::valuesChanged);
            QVERIFY(m.setValue("first", "north"));
            QCOMPARE(values.count(), 1);
            QCOMPARE(m.firstMover(), OptionsModel::FirstMover::North);
        }
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
        // Still the Rounds preset: the board size is the player's to choose.
        QCOMPARE(m.preset(), QString("rounds"));
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
