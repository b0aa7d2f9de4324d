// The contrast of Theme.qml's text against the surfaces it is set on (issue
// 17, part 3), computed as WCAG 2 defines it: the high-contrast look gives
// every text colour at least 7:1 (level AAA) on every surface and the lit
// controls' text 7:1 on the accent; the usual look gives its body text at
// least 4.5:1 (level AA). The ratios are printed, to be read.

#include <QtQml/qqmlextensionplugin.h>
#include <QColor>
#include <QGuiApplication>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QSettings>
#include <QtTest>

#include <cmath>
#include <memory>

#include "tests/app/main_window.h"

Q_IMPORT_QML_PLUGIN(CowriePlugin)

namespace {

// WCAG 2's relative luminance of an sRGB colour (its alpha ignored).
double luminance(const QColor& c) {
    auto channel = [](double v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double contrast(const QColor& a, const QColor& b) {
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// The surfaces text is set on, at rest or under the pointer.
const char* const kSurfaces[] = {
    "background", "backgroundTop", "backgroundBottom", "toolbar", "surface",      "surfaceSunken",
    "card",       "cardHover",     "popupSolid",       "control", "controlHover", "field"};
// Every colour text is written in on them.
const char* const kTexts[] = {"textTitle",   "text",    "textBody",   "textSoft",    "textMuted",
                              "textFaint",   "accent",  "accentSoft", "accentMuted", "success",
                              "successSoft", "warning", "danger",     "dangerSoft",  "info",
                              "chosen",      "north",   "south",      "focus"};
// The body text of the usual look.
const char* const kBodyTexts[] = {"textTitle", "text", "textBody"};

}  // namespace

class TestThemeContrast : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        cowrie::test::freshStart("tst_themecontrast");
        engine_.addImportPath(":/");
        QQmlComponent component(&engine_);
        component.setData(
            "import QtQuick\nimport Cowrie\nQtObject {\n"
            "    readonly property QtObject theme: Theme\n"
            "    function setHighContrast(on) { AppSettings.highContrast = on }\n"
            "}\n",
            QUrl("qrc:/tst_themecontrast.qml"));
        root_.reset(component.create());
        QVERIFY2(root_, qPrintable(component.errorString()));
        theme_ = root_->property("theme").value<QObject*>();
        QVERIFY(theme_);
    }

    void highContrastTextReadsAtSevenToOne() {
        setHighContrast(true);
        QVERIFY(theme_->property("highContrast").toBool());
        QCOMPARE(colour("background"), QColor("#000000"));
        for (const char* text : kTexts)
            for (const char* surface : kSurfaces) check(text, surface, 7.0);
        // Lit buttons, chosen menu items, pressed controls.
        check("textOnAccent", "accent", 7.0);
        check("textOnAccent", "accentHover", 7.0);
        check("text", "controlDown", 7.0);
        // The edges stand out from the table.
        check("border", "background", 7.0);
        check("borderFaint", "surface", 7.0);
    }

    void usualBodyTextReadsAtAA() {
        setHighContrast(false);
        QVERIFY(!theme_->property("highContrast").toBool());
        QCOMPARE(colour("background"), QColor("#241b15"));
        for (const char* text : kBodyTexts)
            for (const char* surface : kSurfaces) check(text, surface, 4.5);
        check("textOnAccent", "accent", 4.5);
    }

    // The switch is live: the colours follow the setting without a restart.
    void theSwitchIsLive() {
        setHighContrast(false);
        const QColor before = colour("text");
        setHighContrast(true);
        QVERIFY(colour("text") != before);
        QCOMPARE(colour("text"), QColor("#ffffff"));
    }

  private:
    QColor colour(const char* name) const { return theme_->property(name).value<QColor>(); }

    void setHighContrast(bool on) {
        QVERIFY(QMetaObject::invokeMethod(root_.get(), "setHighContrast", Q_ARG(QVariant, on)));
    }

    void check(const char* text, const char* surface, double least) {
        const QColor fg = colour(text), bg = colour(surface);
        QVERIFY2(fg.isValid() && bg.isValid(),
                 qPrintable(QStringLiteral("%1 on %2").arg(text, surface)));
        const double ratio = contrast(fg, bg);
        qInfo().noquote()
            << QStringLiteral("%1 on %2: %3:1").arg(text, surface).arg(ratio, 0, 'f', 2);
        QVERIFY2(ratio >= least, qPrintable(QStringLiteral("%1 (%2) on %3 (%4): %5:1, below %6:1")
                                                .arg(text, fg.name(), surface, bg.name())
                                                .arg(ratio, 0, 'f', 2)
                                                .arg(least)));
    }

    QQmlEngine engine_;
    std::unique_ptr<QObject> root_;
    QObject* theme_ = nullptr;
};

int main(int argc, char* argv[]) {
    QGuiApplication app(argc, argv);
    TestThemeContrast test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_themecontrast.moc"
