#pragma once
// The scene graph backend for the app's windows. Qt Quick draws with OpenGL
// by default; where OpenGL is only a software rasterizer (llvmpipe in a
// virtual machine, Xvfb, a remote desktop) its full-window redraws cost
// 40-50 ms a frame at 1920x1080, while Qt Quick's own software renderer
// repaints only what changed and keeps an animated board near 7 ms. So the
// software renderer is chosen when no real GPU answers.
//
// COWRIE_RENDERER=gpu or =software overrides the probe; QSG_RHI_BACKEND and
// QT_QUICK_BACKEND, when set, are left to Qt.

#include <QString>

namespace cowrie::app {

struct RendererChoice {
    bool software = false;
    QString reason;  // for --verbose output and benchmarks: "OpenGL renderer llvmpipe ..."
};

// Probes the OpenGL renderer and sets the graphics API for every window made
// after it. Call once, after QGuiApplication and before the first window.
RendererChoice chooseRenderer();

// Whether an OpenGL renderer string names a CPU rasterizer (llvmpipe, ...).
bool isSoftwareRasterizer(const QString& renderer);

}  // namespace cowrie::app
