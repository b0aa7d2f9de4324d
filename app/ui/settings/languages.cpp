#include "app/ui/settings/languages.h"

#include <QCoreApplication>
#include <QFile>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QQmlEngine>
#include <QStringList>
#include <QTranslator>

#include <vector>

namespace cowrie::ui {

namespace {

struct Language {
    QString code;
    QString name;  // in its own language
};

// English, then the lines of resources/translations/languages.txt (embedded):
// "code plural-forms name in itself". English is the source language: it has
// no translation file.
const std::vector<Language>& languages() {
    static const std::vector<Language> list = [] {
        std::vector<Language> all{{QStringLiteral("en"), QStringLiteral("English")}};
        QFile file(QStringLiteral(":/i18n/languages.txt"));
        if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return all;
        for (const QString& line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
            if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
            const QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            if (words.size() < 3) continue;
            all.push_back({words[0], words.mid(2).join(QLatin1Char(' '))});
        }
        return all;
    }();
    return list;
}

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
    for (const Language& l : languages())
        if (code == l.code) return true;
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
    for (const Language& l : languages())
        list.append(QVariantMap{{"code", l.code}, {"name", l.name}});
    return list;
}

QStringList Languages::translatedCodes() {
    QStringList codes;
    for (const Language& l : languages())
        if (l.code != QLatin1String("en")) codes << l.code;
    return codes;
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
    // Every language of the list reads left to right, whatever the locale says.
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
