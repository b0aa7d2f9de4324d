// `mancala-cli games`: every game with its metadata and option schema.

#include "tests/cli/cli_runner.h"

class CliGames : public QObject {
    Q_OBJECT

    QJsonArray games_;

    QJsonObject game(const QString& id) const {
        for (const QJsonValue& g : games_)
            if (g.toObject().value("id").toString() == id) return g.toObject();
        return {};
    }
    static QJsonObject option(const QJsonObject& game, const QString& key) {
        for (const QJsonValue& o : game.value("options").toArray())
            if (o.toObject().value("key").toString() == key) return o.toObject();
        return {};
    }

  private slots:
    void initTestCase() {
        const CliResult r = runCli({"games"});
        CHECK_CLI_OK(r);
        QVERIFY(r.object().value("games").isArray());
        games_ = r.object().value("games").toArray();
    }

    void listsKalahAndCongkak() {
        QVERIFY(!game("kalah").isEmpty());
        QVERIFY(!game("congkak").isEmpty());
        QCOMPARE(game("kalah").value("name").toString(), QString("Kalah"));
        QCOMPARE(game("congkak").value("name").toString(), QString("Congkak"));
    }

    void everyGameHasItsMetadata() {
        QVERIFY(!games_.isEmpty());
        for (const QJsonValue& value : games_) {
            const QJsonObject g = value.toObject();
            for (const char* key : {"id", "name", "localNames", "region", "source", "description"})
                QVERIFY2(g.value(key).isString(), key);
            QVERIFY(g.value("presets").isArray());
            QVERIFY(g.value("options").isArray());
        }
    }

    // Every option: key, type, a default of that type, and a description;
    // ints have a range holding the default, choices a list holding it.
    void everyOptionSchemaIsWellFormed() {
        for (const QJsonValue& value : games_) {
            for (const QJsonValue& o : value.toObject().value("options").toArray()) {
                const QJsonObject spec = o.toObject();
                const QString type = spec.value("type").toString();
                const QByteArray key = spec.value("key").toString().toUtf8();
                const char* where = key.constData();
                QVERIFY2(spec.value("key").isString(), where);
                QVERIFY2(spec.value("description").isString(), where);
                if (type == "int") {
                    QVERIFY2(spec.value("min").isDouble() && spec.value("max").isDouble(), where);
                    QVERIFY2(spec.value("default").isDouble(), where);
                    const double d = spec.value("default").toDouble();
                    QVERIFY2(spec.value("min").toDouble() <= d && d <= spec.value("max").toDouble(),
                             where);
                } else if (type == "bool") {
                    QVERIFY2(spec.value("default").isBool(), where);
                } else if (type == "choice") {
                    QVERIFY2(spec.value("choices").isArray(), where);
                    QVERIFY2(spec.value("choices").toArray().contains(spec.value("default")),
                             where);
                } else {
                    QFAIL((key + " has an unknown type " + type.toUtf8()).constData());
                }
            }
        }
    }

    void kalahSchema() {
        const QJsonObject kalah = game("kalah");
        const QJsonObject holes = option(kalah, "holes");
        QCOMPARE(holes.value("type").toString(), QString("int"));
        QCOMPARE(holes.value("min").toInt(), 1);
        QCOMPARE(holes.value("max").toInt(), 8);
        QCOMPARE(holes.value("default").toInt(), 6);
        const QJsonObject seeds = option(kalah, "seeds");
        QCOMPARE(seeds.value("type").toString(), QString("int"));
        QCOMPARE(seeds.value("min").toInt(), 1);
        QCOMPARE(seeds.value("max").toInt(), 8);
        QCOMPARE(seeds.value("default").toInt(), 4);
        const QJsonObject emptyCapture = option(kalah, "empty-capture");
        QCOMPARE(emptyCapture.value("type").toString(), QString("bool"));
        QCOMPARE(emptyCapture.value("default"), QJsonValue(false));
    }

    // G4: `first` is accepted by every game.
    void everyGameTakesFirst() {
        for (const QJsonValue& value : games_) {
            const QJsonObject first = option(value.toObject(), "first");
            QCOMPARE(first.value("type").toString(), QString("choice"));
            QCOMPARE(first.value("choices").toArray(), (QJsonArray{"south", "north"}));
            QCOMPARE(first.value("default").toString(), QString("south"));
        }
    }

    void congkakSchema() {
        const QJsonObject congkak = game("congkak");
        QVERIFY(!option(congkak, "first").isEmpty());
        // Congkak has a fixed board: no holes or seeds options.
        QVERIFY(option(congkak, "holes").isEmpty());
        QVERIFY(option(congkak, "seeds").isEmpty());
    }

    void takesNoArguments() {
        const CliResult r = runCli({"games", "--game", "kalah"});
        CHECK_CLI_FAILS(r, 2);
    }
};

QTEST_GUILESS_MAIN(CliGames)
#include "cli_games.moc"
