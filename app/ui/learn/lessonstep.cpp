#include "app/ui/learn/lessonstep.h"

#include <QCoreApplication>

namespace cowrie::ui {

QString LessonStep::text() const {
    if (values_.sourceText.isEmpty()) return {};
    // Lesson texts are translated at display time (docs/lesson-format.md).
    return QCoreApplication::translate("Lessons", values_.sourceText.toUtf8().constData());
}

void LessonStep::set(const Values& values) {
    if (values == values_) return;
    values_ = values;
    emit changed();
}

}  // namespace cowrie::ui
