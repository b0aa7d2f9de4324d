#pragma once
// Languages: the app's translations (resources/translations/, embedded under
// qrc:/i18n/) and the switch between them. use("ta") installs Tamil (and
// Qt's own Tamil strings when the system has them), "" the system's language,
// "en" English (no translation); then every QML binding with qsTr() is
// re-evaluated (QQmlEngine::retranslate) and LanguageChange tells the C++
// types that keep text (game names, captions, library rows) to make it anew.
// The languages besides English are the lines of
// resources/translations/languages.txt; all of them are written left to right.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantList>

#include <memory>

class QTranslator;

namespace cowrie::ui {

class Languages : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    // [{code, name}]: "" (the system's), then en and the languages of
    // languages.txt (ms, id, ta, si), each named in its own language.
    Q_PROPERTY(QVariantList available READ available CONSTANT)
    // The language in use: "en", "ms", "id", "ta" or "si".
    Q_PROPERTY(QString current READ current NOTIFY currentChanged)

  public:
    explicit Languages(QObject* parent = nullptr);

    QVariantList available() const;
    QString current() const;

    // Installs language `code` ("" the system's) for the whole app and
    // retranslates every QML engine that asks (see LanguageChange).
    // The codes of the translated languages (languages.txt): ms, id, ta, si.
    static QStringList translatedCodes();
    Q_INVOKABLE void use(const QString& code);

    // The same without an instance (app/main.cpp, before the engine loads).
    // Returns the language now in use.
    static QString install(const QString& code);

    // The translation the system's locale asks for ("en" when none fits).
    static QString systemLanguage();

    // Where the cowrie_<code>.qm files are: ":/i18n" (the module's
    // resources) unless a test says otherwise.
    static void setDirectory(const QString& directory);

  signals:
    void currentChanged();
};

// Tells the C++ types that keep translated text (models, captions) to make it
// anew after a switch of language.
class LanguageNotifier : public QObject {
    Q_OBJECT

  public:
    static LanguageNotifier* instance();

  signals:
    void changed();

  private:
    using QObject::QObject;
};

}  // namespace cowrie::ui
