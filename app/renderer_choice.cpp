#include "app/renderer_choice.h"

#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFunctions>
#include <QQuickWindow>
#include <QSGRendererInterface>

namespace cowrie::app {

namespace {

// The GL_RENDERER string of a throwaway context, "" when none can be made.
QString openGlRenderer() {
    QOpenGLContext context;
    if (!context.create()) return {};
    QOffscreenSurface surface;
    surface.setFormat(context.format());
    surface.create();
    if (!surface.isValid() || !context.makeCurrent(&surface)) return {};
    const auto* name = context.functions()->glGetString(GL_RENDERER);
    QString renderer = name ? QString::fromLatin1(reinterpret_cast<const char*>(name)) : QString();
    context.doneCurrent();
    return renderer;
}

}  // namespace

bool isSoftwareRasterizer(const QString& renderer) {
    for (const char* name :
         {"llvmpipe", "softpipe", "swrast", "SwiftShader", "Software Rasterizer"})
        if (renderer.contains(QLatin1String(name), Qt::CaseInsensitive)) return true;
    return false;
}

RendererChoice chooseRenderer() {
    RendererChoice choice;
    const QByteArray asked = qgetenv("COWRIE_RENDERER");
    if (asked == "software" || asked == "gpu") {
        choice.software = asked == "software";
        choice.reason = QStringLiteral("COWRIE_RENDERER=%1").arg(QString::fromLatin1(asked));
    } else if (qEnvironmentVariableIsSet("QSG_RHI_BACKEND") ||
               qEnvironmentVariableIsSet("QT_QUICK_BACKEND")) {
        choice.reason = QStringLiteral("left to Qt (QSG_RHI_BACKEND or QT_QUICK_BACKEND is set)");
        return choice;
    } else {
        const QString renderer = openGlRenderer();
        choice.software = renderer.isEmpty() || isSoftwareRasterizer(renderer);
        choice.reason = renderer.isEmpty() ? QStringLiteral("no OpenGL context")
                                           : QStringLiteral("OpenGL renderer %1").arg(renderer);
    }
    if (choice.software) QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    return choice;
}

}  // namespace cowrie::app
