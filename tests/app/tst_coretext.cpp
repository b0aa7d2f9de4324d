// Every English text of the rules core that the app shows is in the table the
// build writes from the registry (cmake/write_core_texts.cpp), so that lupdate
// offers it to translators: game names, local names, regions, descriptions,
// presets, option names and choices, agreements and the reasons a round ends.
// A text missing from the table would stay English.

#include <QSet>
#include <QtTest>

#include "app/ui/shared/coretext.h"
#include "core/registry.h"
#include "core/trace.h"

class CoreTextTable : public QObject {
    Q_OBJECT

    static QString humanized(const std::string& key) {
        QString text = QString::fromStdString(key);
        text.replace(QLatin1Char('-'), QLatin1Char(' '));
        if (!text.isEmpty()) text[0] = text[0].toUpper();
        return text;
    }

    static QStringList coreTexts() {
        QStringList texts;
        auto add = [&](const std::string& s) {
            if (!s.empty()) texts << QString::fromStdString(s);
        };
        for (const cowrie::GameInfo& game : cowrie::allGames()) {
            add(game.name);
            add(game.localNames);
            add(game.region);
            add(game.description);
            for (const cowrie::Preset& p : game.presets) add(p.name);
            for (const cowrie::OptionSpec& o : game.options) {
                texts << humanized(o.key);
                add(o.description);
                for (const std::string& c : o.choices) texts << humanized(c);
            }
            for (const cowrie::Agreement& a : game.agreements) {
                add(a.label);
                add(a.explanation);
                add(a.note);
            }
        }
        for (int r = 0; r <= int(cowrie::EndReason::NoSeeds); ++r)
            add(std::string(cowrie::reasonText(static_cast<cowrie::EndReason>(r))));
        texts.removeDuplicates();
        return texts;
    }

  private slots:
    void everyCoreTextIsInTheTable() {
        const QStringList known = cowrie::ui::knownCoreTexts();
        const QSet<QString> table(known.begin(), known.end());
        QStringList missing;
        for (const QString& text : coreTexts())
            if (!table.contains(text)) missing << text;
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1String(" | "))));
    }

    void theTableHoldsOnlyCoreTexts() {
        const QStringList texts = coreTexts();
        const QSet<QString> core(texts.begin(), texts.end());
        for (const QString& text : cowrie::ui::knownCoreTexts())
            QVERIFY2(core.contains(text), qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(CoreTextTable)
#include "tst_coretext.moc"
