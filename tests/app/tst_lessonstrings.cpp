// Every text of every lesson is in the table that Qt Linguist reads
// (cmake/LessonStrings.cmake), so that no lesson text escapes translation,
// and the table holds nothing that is not a lesson text. The lessons and the
// rules pages speak of players neutrally, with proper plurals.

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QtTest>

#include "core/lesson.h"

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
        collectLessonTexts(texts);
        if (QTest::currentTestFailed()) return;
        for (const QString& text : texts) QVERIFY2(table.contains(text), qPrintable(text));
        for (const QString& text : table) QVERIFY2(texts.contains(text), qPrintable(text));
        QVERIFY(texts.size() > 300);
    }

    // Issue 14, point 10: players are "they", "South" or "the mover", never
    // "he"; "2 seeds", never "seed(s)".
    void lessonsAndRulesPagesSpeakNeutrally() {
        const QRegularExpression pronoun(QStringLiteral("\\b(he|his|him|himself)\\b"),
                                         QRegularExpression::CaseInsensitiveOption);
        const QRegularExpression plural(QStringLiteral("[a-z]\\(s\\)"));
        QVERIFY(pronoun.match(QStringLiteral("in His row")).hasMatch());  // the check bites
        QVERIFY(!pronoun.match(QStringLiteral("the hen shows their hiss")).hasMatch());
        QVERIFY(plural.match(QStringLiteral("by 2 seed(s)")).hasMatch());
        QSet<QString> lessonTexts;
        collectLessonTexts(lessonTexts);
        if (QTest::currentTestFailed()) return;
        QStringList texts = lessonTexts.values();
        const QDir rules(":/docs/rules");
        const QStringList pages = rules.entryList({"*.md"});
        QVERIFY(pages.size() >= 8);  // README and the seven games
        for (const QString& name : pages) {
            QFile file(rules.filePath(name));
            QVERIFY(file.open(QIODevice::ReadOnly));
            for (const QString& line : QString::fromUtf8(file.readAll()).split('\n'))
                texts << name + ": " + line;
        }
        for (const QString& text : texts) {
            QVERIFY2(!pronoun.match(text).hasMatch(), qPrintable(text));
            QVERIFY2(!plural.match(text).hasMatch(), qPrintable(text));
        }
    }

  private:
    // Every title, summary and step text of every lesson file.
    static void collectLessonTexts(QSet<QString>& texts) {
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
    }
};

QTEST_GUILESS_MAIN(LessonStrings)
#include "tst_lessonstrings.moc"
