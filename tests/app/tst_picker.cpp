// Runs the Qt Quick tests of the variant picker and the new-game setup
// (picker/tst_*.qml) against the real Cowrie module. Settings and saves go
// to the test folders of QStandardPaths.

#include <QtQml/qqmlextensionplugin.h>
#include <QCoreApplication>
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
        QCoreApplication::setApplicationName("tst_picker");
        QQuickStyle::setStyle("Basic");
    }
    void qmlEngineAvailable(QQmlEngine* engine) { engine->addImportPath(":/"); }
};

QUICK_TEST_MAIN_WITH_SETUP(cowrie_picker, Setup)

#include "tst_picker.moc"
