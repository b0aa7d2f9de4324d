// Runs the Qt Quick tests of the app's pages (pages/tst_*.qml) against the
// real Cowrie module: the variant picker, the new-game setup and a lesson
// driven end to end, the home page by keyboard, mute across games. Settings
// and saves go to the test folders of QStandardPaths.

#include <QtQml/qqmlextensionplugin.h>
#include <QCoreApplication>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QStandardPaths>
#include <QtQuickTest>

#include "app/ui/settings/appsettings.h"

using cowrie::ui::AppSettings;

Q_IMPORT_QML_PLUGIN(CowriePlugin)

// The settings as a restarted app reads them: a fresh AppSettings on the
// same file, not the running app's singleton.
class SettingsOnDisk : public QObject {
    Q_OBJECT

  public:
    using QObject::QObject;
    Q_INVOKABLE bool sound() const { return AppSettings().sound(); }
};

class Setup : public QObject {
    Q_OBJECT

  public slots:
    void applicationAvailable() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("CowrieTest");
        QCoreApplication::setApplicationName("tst_pages");
        QQuickStyle::setStyle("Basic");
    }
    void qmlEngineAvailable(QQmlEngine* engine) {
        engine->addImportPath(":/");
        // The lesson test's own lesson file (a test-only context property).
        engine->rootContext()->setContextProperty(
            "LESSON_FILE", QStringLiteral(COWRIE_TEST_DATA "/lessons/kalah-test.json"));
        engine->rootContext()->setContextProperty("SETTINGS_ON_DISK", new SettingsOnDisk(engine));
    }
};

QUICK_TEST_MAIN_WITH_SETUP(cowrie_pages, Setup)

#include "tst_pages.moc"
