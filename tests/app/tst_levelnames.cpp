// The computer's levels have two sets of words (issue 30): the command
// line's (novice, casual, skilled, expert, master: the CLI contract, which
// scripts use) and the app's (Novice, Easy, Medium, Strong, Master). Where
// README lists the command line's, it gives the app's beside them, level
// for level in the same order; the setup page and Settings offer the app's.

#include <QFile>
#include <QtTest>

#include "app/ui/library/libraryrow.h"
#include "core/ai/levels.h"

class TestLevelNames : public QObject {
    Q_OBJECT

    // README's paragraph that lists the command line's levels.
    static QString levelsParagraph() {
        QFile readme(QStringLiteral(COWRIE_SOURCE_DIR "/README.md"));
        if (!readme.open(QIODevice::ReadOnly)) return {};
        for (const QString& paragraph : QString::fromUtf8(readme.readAll()).split("\n\n"))
            if (paragraph.startsWith("Levels:")) return paragraph.simplified();
        return {};
    }

    // Where each of `words` first appears in `text`, in order; empty if one
    // is missing or out of order.
    static QList<qsizetype> inOrder(const QString& text, const QStringList& words) {
        QList<qsizetype> at;
        qsizetype from = 0;
        for (const QString& word : words) {
            const qsizetype i = text.indexOf(QRegularExpression("\\b" + word + "\\b"), from);
            if (i < 0) return {};
            at << i;
            from = i + word.size();
        }
        return at;
    }

  private slots:
    void readmeGivesBothWordsLevelForLevel() {
        const QString paragraph = levelsParagraph();
        QVERIFY2(!paragraph.isEmpty(), "README has no paragraph starting \"Levels:\"");
        QStringList cli, app;
        for (int level = 0; level < cowrie::ai::kLevelCount; ++level) {
            cli << QString::fromLatin1(
                cowrie::ai::levelName(static_cast<cowrie::ai::Level>(level)).data());
            app << cowrie::ui::levelText(level);
        }
        QCOMPARE(cli, QStringList({"novice", "casual", "skilled", "expert", "master"}));
        QVERIFY2(!inOrder(paragraph, cli).isEmpty(), qPrintable(paragraph));
        QVERIFY2(!inOrder(paragraph, app).isEmpty(),
                 qPrintable(app.join(", ") + " not in order in: " + paragraph));
    }
};

QTEST_GUILESS_MAIN(TestLevelNames)
#include "tst_levelnames.moc"
