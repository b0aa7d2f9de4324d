#pragma once
// The real app window (Main.qml) for the page tests that drive it as a
// player would: a fresh start (no saved games, default settings, no welcome)
// in QStandardPaths' test folders, and the items a test looks up.

#include <QtQml/qqmlextensionplugin.h>
#include <QDir>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

#include <functional>

namespace cowrie::test {

// How many colours a grab shows, sampled every 4 pixels: a page not yet
// painted on a loaded machine shows a handful.
inline int distinctColours(const QImage& image) {
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 4)
        for (int x = 0; x < image.width(); x += 4) colours.insert(image.pixel(x, y));
    return int(colours.size());
}

// main() of a test that shows real windows: the software renderer (the same
// pixels on any machine, display or not, unless QT_QUICK_BACKEND says
// otherwise) and the Basic style the app uses.
template <class Test>
int runWindowTest(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QUICK_BACKEND"))
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    QQuickStyle::setStyle("Basic");
    QGuiApplication app(argc, argv);
    Test test;
    return QTest::qExec(&test, argc, argv);
}

// Clears the saved games and settings of application `appName`.
inline void freshStart(const char* appName) {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("CowrieTest");
    QCoreApplication::setApplicationName(appName);
    QDir data(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
    for (const QString& name : data.entryList({"unfinished-*", "resume.json"}, QDir::Files))
        data.remove(name);
    QDir(data.filePath("library")).removeRecursively();  // the games played (GameLibrary)
    QSettings().clear();
    QSettings().setValue("app/welcomed", true);
}

// Loads Main.qml into `engine`; the window, shown at `size`, or null.
inline QQuickWindow* openMainWindow(QQmlApplicationEngine& engine, QSize size = {1280, 800}) {
    engine.addImportPath(":/");
    engine.load(QUrl("qrc:/Cowrie/Main.qml"));
    if (engine.rootObjects().size() != 1) return nullptr;
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().first());
    if (!window) return nullptr;
    window->resize(size);
    window->show();
    return QTest::qWaitForWindowExposed(window) ? window : nullptr;
}

inline QQuickItem* currentPage(QQuickWindow* window) {
    return window->property("currentPage").value<QQuickItem*>();
}

// Shown: visible and not transparent up to the window, and not empty.
inline bool shown(const QQuickItem* item) {
    for (const QQuickItem* i = item; i; i = i->parentItem())
        if (!i->isVisible() || i->opacity() <= 0) return false;
    return item->width() > 0 && item->height() > 0;
}

// Every item in the tree under `root` (itself included) that `wanted` takes,
// parents before their children.
inline QList<QQuickItem*> findItems(QQuickItem* root,
                                    const std::function<bool(const QQuickItem*)>& wanted) {
    QList<QQuickItem*> found;
    std::function<void(QQuickItem*)> walk = [&](QQuickItem* item) {
        if (wanted(item)) found << item;
        for (QQuickItem* child : item->childItems()) walk(child);
    };
    walk(root);
    return found;
}

// The items under `root` whose objectName is `name`.
inline QList<QQuickItem*> findItemsNamed(QQuickItem* root, const QString& name) {
    return findItems(root, [&](const QQuickItem* item) { return item->objectName() == name; });
}

}  // namespace cowrie::test
