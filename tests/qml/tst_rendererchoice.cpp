// The app's choice of scene graph backend: the override variable wins, Qt's
// own variables are respected, and CPU rasterizers are recognised by name.

#include <QQuickWindow>
#include <QSGRendererInterface>
#include <QtTest>

#include "app/renderer_choice.h"

using cowrie::app::chooseRenderer;
using cowrie::app::isSoftwareRasterizer;

class TestRendererChoice : public QObject {
    Q_OBJECT

  private slots:
    void init() {
        qunsetenv("COWRIE_RENDERER");
        qunsetenv("QT_QUICK_BACKEND");
        qunsetenv("QSG_RHI_BACKEND");
    }

    // The graphics API is set for the whole process, so this test comes first
    // and the others check the choice itself.
    void overrideToSoftware() {
        qputenv("COWRIE_RENDERER", "software");
        const auto choice = chooseRenderer();
        QVERIFY(choice.software);
        QCOMPARE(QQuickWindow::sceneGraphBackend(), QStringLiteral("software"));
        QVERIFY(choice.reason.contains("COWRIE_RENDERER"));
    }

    void cpuRasterizersByName() {
        QVERIFY(isSoftwareRasterizer("llvmpipe (LLVM 15.0.6, 256 bits)"));
        QVERIFY(isSoftwareRasterizer("Google SwiftShader"));
        QVERIFY(isSoftwareRasterizer("Mesa softpipe"));
        QVERIFY(!isSoftwareRasterizer("Mesa Intel(R) UHD Graphics 620 (KBL GT2)"));
        QVERIFY(!isSoftwareRasterizer("NVIDIA GeForce RTX 3060/PCIe/SSE2"));
        QVERIFY(!isSoftwareRasterizer("AMD Radeon RX 6600 (radeonsi, navi23, LLVM 15.0.6)"));
    }

    void overrideToGpu() {
        qputenv("COWRIE_RENDERER", "gpu");
        const auto choice = chooseRenderer();
        QVERIFY(!choice.software);
        QVERIFY(choice.reason.contains("COWRIE_RENDERER=gpu"));
    }

    void qtVariablesAreLeftToQt() {
        qputenv("QT_QUICK_BACKEND", "software");
        const auto choice = chooseRenderer();
        QVERIFY(!choice.software);
        QVERIFY(choice.reason.contains("left to Qt"));
    }

    void probedChoiceSaysWhy() {
        const auto choice = chooseRenderer();
        QVERIFY(choice.reason.startsWith("OpenGL renderer") ||
                choice.reason == "no OpenGL context");
        if (choice.reason == "no OpenGL context") QVERIFY(choice.software);
    }
};

QTEST_MAIN(TestRendererChoice)
#include "tst_rendererchoice.moc"
