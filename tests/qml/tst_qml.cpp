// Runs the tst_*.qml files of this directory with the Cowrie module imported
// from the static plugin.

#include <QtQml/qqmlextensionplugin.h>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(CowriePlugin)

class Setup : public QObject {
    Q_OBJECT

  public slots:
    void applicationAvailable() { QQuickStyle::setStyle("Basic"); }
    void qmlEngineAvailable(QQmlEngine* engine) { engine->addImportPath(":/"); }
};

QUICK_TEST_MAIN_WITH_SETUP(cowrie_qml, Setup)

#include "tst_qml.moc"
