#include "app/ui/play/defaultnames.h"

#include <QCoreApplication>
#include <QSet>
#include <QTranslator>

#include "app/ui/settings/languages.h"

namespace cowrie::ui {

namespace {

// The three defaults as GameSetup words them (the sources of its context).
const char* sourceOf(cowrie::Side side, bool computer) {
    if (computer) return "Computer";
    return side == cowrie::Side::South ? "South" : "North";
}

// Every language's word for `source` in GameSetup's context, English
// included, case-folded: read from the embedded translations
// (qrc:/i18n/cowrie_<code>.qm for each language the app has).
QSet<QString> everyWording(const char* source) {
    QSet<QString> words{QString::fromLatin1(source).toCaseFolded()};
    for (const QString& code : Languages::translatedCodes()) {
        QTranslator translator;
        if (!translator.load(QStringLiteral(":/i18n/cowrie_%1.qm").arg(code))) continue;
        const QString word = translator.translate("GameSetup", source);
        if (!word.isEmpty()) words.insert(word.trimmed().toCaseFolded());
    }
    return words;
}

}  // namespace

QString recordedDefaultName(cowrie::Side side, bool computer) {
    return QString::fromLatin1(sourceOf(side, computer));
}

QString defaultName(cowrie::Side side, bool computer) {
    return QCoreApplication::translate("GameSetup", sourceOf(side, computer));
}

bool isDefaultName(const QString& name, cowrie::Side side, bool computer) {
    const QString folded = name.trimmed().toCaseFolded();
    if (folded.isEmpty()) return true;
    static const QSet<QString> south = everyWording("South");
    static const QSet<QString> north = everyWording("North");
    static const QSet<QString> machine = everyWording("Computer");
    if (computer) return machine.contains(folded);
    return (side == cowrie::Side::South ? south : north).contains(folded);
}

QString shownName(const QString& name, cowrie::Side side, bool computer) {
    return isDefaultName(name, side, computer) ? defaultName(side, computer) : name.trimmed();
}

}  // namespace cowrie::ui
