// The Cowrie desktop app: loads the QML module and shows the home screen.

#include <QtQml/qqmlextensionplugin.h>
#include <QGuiApplication>
#include <QIcon>
#include <QQmlApplicationEngine>
#include <QQuickStyle>

#include <cstdio>

#include "app/renderer_choice.h"
#include "app/ui/settings/appsettings.h"
#include "app/ui/settings/languages.h"

Q_IMPORT_QML_PLUGIN(CowriePlugin)

int main(int argc, char* argv[]) {
    QGuiApplication app(argc, argv);
    QGuiApplication::setApplicationName("Cowrie");
    QGuiApplication::setOrganizationName("Cowrie");
    // The installed desktop entry and icon are named by the app's id
    // (resources/desktop/): Wayland compositors and docks match windows to
    // the entry by it.
    QGuiApplication::setDesktopFileName("org.cowrie.Cowrie");
    QGuiApplication::setWindowIcon(QIcon::fromTheme("org.cowrie.Cowrie"));
    // The pages are styled for Basic; native styles ignore custom backgrounds.
    QQuickStyle::setStyle("Basic");
    const cowrie::app::RendererChoice renderer = cowrie::app::chooseRenderer();
    if (qEnvironmentVariableIsSet("COWRIE_VERBOSE"))
        std::fprintf(stderr, "cowrie: %s renderer (%s)\n",
                     renderer.software ? "software" : "default", qPrintable(renderer.reason));

    // Translators try their .qm files without a rebuild: COWRIE_TRANSLATIONS
    // names the folder of cowrie_<code>.qm (lrelease resources/translations/*.ts).
    if (qEnvironmentVariableIsSet("COWRIE_TRANSLATIONS"))
        cowrie::ui::Languages::setDirectory(qEnvironmentVariable("COWRIE_TRANSLATIONS"));
    // The saved language (the system's by default), before any text is made.
    cowrie::ui::Languages::install(cowrie::ui::AppSettings().language());

    QQmlApplicationEngine engine;
    engine.addImportPath(":/");
    const QUrl url("qrc:/Cowrie/Main.qml");
    engine.load(url);
    if (engine.rootObjects().isEmpty()) {
        std::fprintf(stderr, "cowrie: could not load %s\n", qPrintable(url.toString()));
        return 1;
    }
    return app.exec();
}
