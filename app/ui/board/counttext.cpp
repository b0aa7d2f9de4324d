#include "app/ui/board/counttext.h"

#include <QCoreApplication>

namespace cowrie::ui {

QString countText(const char* context, const char* singular, const char* plural, int n) {
    const QString translated = QCoreApplication::translate(context, plural, nullptr, n);
    const QString untranslated =
        QString::fromUtf8(plural).replace(QLatin1String("%n"), QString::number(n));
    if (n == 1 && translated == untranslated)
        return QString::fromUtf8(singular).replace(QLatin1String("%n"), QString::number(n));
    return translated;
}

}  // namespace cowrie::ui
