#include "app/ui/settings/languages.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QQmlEngine>
#include <QTranslator>

namespace cowrie::ui {

namespace {

struct Language {
    const char* code;
    const char* name;  // in its own language
};

// English is the source language: it has no translation file.
constexpr Language kLanguages[] = {
    {"en", "English"},
    {"ms", "Bahasa Melayu"},
    {"id", "Bahasa Indonesia"},
    {"ta", "\u0ba4\u0bae\u0bbf\u0bb4\u0bcd"},  // Tamil
    {"si", "\u0dc3\u0dd2\u0d82\u0dc4\u0dbd"},  // Sinhala
};

struct Installed {
    QString directory = QStringLiteral(":/i18n");
    QString code = QStringLiteral("en");
    std::unique_ptr<QTranslator> app;
    std::unique_ptr<QTranslator> qt;
};

Installed& installed() {
    static Installed state;
    return state;
}

bool known(const QString& code) {
    for (const Language& l : kLanguages)
        if (code == QLatin1String(l.code)) return true;
    return false;
}

}  // namespace

Languages::Languages(QObject* parent) : QObject(parent) {
    connect(LanguageNotifier::instance(), &LanguageNotifier::changed, this, [this] {
        if (QQmlEngine* engine = qmlEngine(this)) engine->retranslate();
        emit currentChanged();
    });
}

QVariantList Languages::available() const {
    QVariantList list;
    // The system's language: the Settings page names it (qsTr, so that the
    // name follows a switch).
    list.append(QVariantMap{{"code", QString()}, {"name", QString()}});
    for (const Language& l : kLanguages)
        list.append(
            QVariantMap{{"code", QLatin1String(l.code)}, {"name", QString::fromUtf8(l.name)}});
    return list;
}

QString Languages::current() const {
    return installed().code;
}

void Languages::use(const QString& code) {
    install(code);
}

QString Languages::systemLanguage() {
    for (const QString& name : QLocale::system().uiLanguages()) {
        const QString code = name.section(QLatin1Char('-'), 0, 0).toLower();
        if (known(code)) return code;
    }
    return QStringLiteral("en");
}

void Languages::setDirectory(const QString& directory) {
    installed().directory = directory;
}

QString Languages::install(const QString& wanted) {
    const QString code = known(wanted) ? wanted : systemLanguage();
    Installed& state = installed();
    if (code == state.code && (state.app || code == QLatin1String("en"))) return code;
    if (state.app) QCoreApplication::removeTranslator(state.app.get());
    if (state.qt) QCoreApplication::removeTranslator(state.qt.get());
    state.app.reset();
    state.qt.reset();
    state.code = code;
    if (code != QLatin1String("en")) {
        auto app = std::make_unique<QTranslator>();
        if (app->load(QStringLiteral("%1/cowrie_%2.qm").arg(state.directory, code))) {
            QCoreApplication::installTranslator(app.get());
            state.app = std::move(app);
        }
        // Qt's own words (standard buttons, file dialogs), where installed.
        auto qt = std::make_unique<QTranslator>();
        if (qt->load(QLocale(code), QStringLiteral("qtbase"), QStringLiteral("_"),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            QCoreApplication::installTranslator(qt.get());
            state.qt = std::move(qt);
        }
    }
    QLocale::setDefault(known(wanted) ? QLocale(code) : QLocale::system());
    // All five languages read left to right, whatever the locale says.
    if (qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
        QGuiApplication::setLayoutDirection(Qt::LeftToRight);
    emit LanguageNotifier::instance()->changed();
    return code;
}

LanguageNotifier* LanguageNotifier::instance() {
    static LanguageNotifier* one = new LanguageNotifier(QCoreApplication::instance());
    return one;
}

}  // namespace cowrie::ui
