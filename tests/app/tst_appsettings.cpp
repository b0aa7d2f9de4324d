// AppSettings: every preference survives a restart (a new object on the same
// file); values out of range are clamped; changes are announced once.

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "app/ui/settings/appsettings.h"

using cowrie::ui::AppSettings;

class TestAppSettings : public QObject {
    Q_OBJECT

  private slots:
    void defaultsBeforeTheFirstRun() {
        QTemporaryDir dir;
        AppSettings s(dir.filePath("cowrie.ini"));
        QCOMPARE(s.stepMs(), 220);
        QVERIFY(s.sound());
        QVERIFY(s.showCounts());
        QCOMPARE(s.aiLevel(), 1);
        QVERIFY(s.lastSetup().isEmpty());
        QVERIFY(s.windowGeometry().isNull());
    }

    void everythingPersists() {
        QTemporaryDir dir;
        const QString file = dir.filePath("cowrie.ini");
        const QVariantMap setup{{"game", "congklak"},
                                {"options", QVariantMap{{"preset", "rounds"}, {"holes", "9"}}},
                                {"mode", "computer"}};
        {
            AppSettings s(file);
            QSignalSpy speed(&s, &AppSettings::stepMsChanged);
            QSignalSpy last(&s, &AppSettings::lastSetupChanged);
            s.setStepMs(80);
            s.setStepMs(80);
            QCOMPARE(speed.count(), 1);
            s.setSound(false);
            s.setShowCounts(false);
            s.setAiLevel(4);
            s.setLastSetup(setup);
            QCOMPARE(last.count(), 1);
            s.setWindowGeometry(QRect(10, 20, 1000, 700));
        }
        AppSettings again(file);
        QCOMPARE(again.stepMs(), 80);
        QVERIFY(!again.sound());
        QVERIFY(!again.showCounts());
        QCOMPARE(again.aiLevel(), 4);
        QCOMPARE(again.lastSetup().value("game").toString(), QString("congklak"));
        QCOMPARE(again.lastOptionsFor("congklak").value("holes").toString(), QString("9"));
        QVERIFY(again.lastOptionsFor("kalah").isEmpty());
        QCOMPARE(again.windowGeometry(), QRect(10, 20, 1000, 700));
    }

    void outOfRangeValuesAreClamped() {
        QTemporaryDir dir;
        AppSettings s(dir.filePath("cowrie.ini"));
        s.setAiLevel(9);
        QCOMPARE(s.aiLevel(), 4);
        s.setStepMs(-5);
        QCOMPARE(s.stepMs(), 0);
    }

    // The look: off and 100% at first; both kept; a text size between the
    // offered ones goes to the nearest; a change is announced once.
    void highContrastAndTextSize() {
        QTemporaryDir dir;
        const QString file = dir.filePath("cowrie.ini");
        {
            AppSettings s(file);
            QVERIFY(!s.highContrast());
            QCOMPARE(s.textScale(), 100);
            QSignalSpy contrast(&s, &AppSettings::highContrastChanged);
            QSignalSpy scale(&s, &AppSettings::textScaleChanged);
            s.setHighContrast(true);
            s.setHighContrast(true);
            QCOMPARE(contrast.count(), 1);
            s.setTextScale(140);
            QCOMPARE(s.textScale(), 150);
            s.setTextScale(150);
            QCOMPARE(scale.count(), 1);
            s.setTextScale(10);
            QCOMPARE(s.textScale(), 100);
            s.setTextScale(125);
        }
        AppSettings again(file);
        QVERIFY(again.highContrast());
        QCOMPARE(again.textScale(), 125);
    }
};

QTEST_GUILESS_MAIN(TestAppSettings)

#include "tst_appsettings.moc"
