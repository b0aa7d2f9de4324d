// Runs the Qt Quick tests of the lesson page: one lesson driven end to end
// (lessons/tst_*.qml) against the real Cowrie module. Settings and saves go
// to the test folders of QStandardPaths.

#include <QtQml/qqmlextensionplugin.h>
#include <QCoreApplication>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QStandardPaths>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(CowriePlugin)

class Setup : public QObject {
    Q_OBJECT

  public slots:
    void applicationAvailable() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("CowrieTest");
        QCoreApplication::setApplicationName("tst_lessons");
        QQuickStyle::setStyle("Basic");
    }
    void qmlEngineAvailable(QQmlEngine* engine) {
        engine->addImportPath(":/");
        // The test's own lesson file (a test-only context property).
        engine->rootContext()->setContextProperty(
            "LESSON_FILE", QStringLiteral(COWRIE_TEST_DATA "/lessons/kalah-test.json"));
    }
};

QUICK_TEST_MAIN_WITH_SETUP(cowrie_lessons, Setup)

#include "tst_lessons.moc"
