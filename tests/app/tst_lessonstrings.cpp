// Every text of every lesson is in the table that Qt Linguist reads
// (cmake/LessonStrings.cmake), so that no lesson text escapes translation,
// and the table holds nothing that is not a lesson text.

#include <QDir>
#include <QFile>
#include <QSet>
#include <QtTest>

#include "lesson.h"

namespace cowrie::ui {
extern const char* const kLessonStrings[];
extern const int kLessonStringCount;
}  // namespace cowrie::ui

class LessonStrings : public QObject {
    Q_OBJECT

  private slots:
    void everyLessonTextIsTranslatable() {
        QSet<QString> table;
        for (int i = 0; i < cowrie::ui::kLessonStringCount; ++i)
            table.insert(QString::fromUtf8(cowrie::ui::kLessonStrings[i]));
        QSet<QString> texts;
        const QDir dir(":/resources/lessons");
        const QStringList files = dir.entryList({"*.json"});
        QVERIFY(files.size() >= 7);
        for (const QString& name : files) {
            QFile file(dir.filePath(name));
            QVERIFY(file.open(QIODevice::ReadOnly));
            std::string error;
            auto lessons = cowrie::lessons::readLessonFile(file.readAll().toStdString(), error);
            QVERIFY2(lessons, error.c_str());
            const auto add = [&](const std::string& text) {
                if (!text.empty()) texts.insert(QString::fromStdString(text));
            };
            for (const auto& lesson : lessons->lessons) {
                add(lesson.title);
                add(lesson.summary);
                for (const auto& step : lesson.steps) {
                    add(step.text);
                    add(step.success);
                    for (const auto& wrong : step.wrong) add(wrong.text);
                }
            }
        }
        for (const QString& text : texts) QVERIFY2(table.contains(text), qPrintable(text));
        for (const QString& text : table) QVERIFY2(texts.contains(text), qPrintable(text));
        QVERIFY(texts.size() > 300);
    }
};

QTEST_GUILESS_MAIN(LessonStrings)
#include "tst_lessonstrings.moc"
