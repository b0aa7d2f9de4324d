// The rule book in the player's language (issue 32): every translated page
// docs/rules/<lang>/<file>.md that is there, against its English page
// docs/rules/<file>.md: exactly the same anchors in the same order, the same
// decision ids, the same example boards (apart from their captions, which
// are there and translated), links that lead somewhere in that language or
// in English, no paragraph left in English, the Tamil and Sinhala scripts
// making most of the letters of their pages, and the page compiled into the
// app and read by RulesBook into as many sections and boards as the English.
// Then RulesBook itself: it reads the page in the app's language, falls back
// to English per page and says so, and reads it anew on a switch of language
// with the same sections, decisions and lessons.

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QtTest>

#include <optional>

#include "app/ui/learn/rulesbook.h"
#include "app/ui/settings/languages.h"
#ifndef Q_MOC_RUN  // its raw-string regular expressions lose moc's count of braces
#include "tests/app/rules_markdown.h"
#endif

using cowrie::ui::Languages;
using cowrie::ui::RulesBook;
using namespace cowrie::test;  // rules::

namespace {

// docs/rules/, or a copy of it named by COWRIE_RULES_DIR (to try the check
// on a page of one's own before it is compiled in).
const QString kRulesDir = qEnvironmentVariableIsSet("COWRIE_RULES_DIR")
                              ? qEnvironmentVariable("COWRIE_RULES_DIR")
                              : QStringLiteral(COWRIE_DOCS_DIR "/rules");

QString readText(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// The English pages, as file names without ".md".
QStringList englishPages() {
    QStringList pages = QDir(kRulesDir).entryList({"*.md"}, QDir::Files, QDir::Name);
    for (QString& page : pages) page.chop(3);
    return pages;
}

// The language folders of docs/rules/.
QStringList translatedLanguages() {
    return QDir(kRulesDir).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
}

QString pagePath(const QString& language, const QString& page) {
    return language == QLatin1String("en")
               ? QStringLiteral("%1/%2.md").arg(kRulesDir, page)
               : QStringLiteral("%1/%2/%3.md").arg(kRulesDir, language, page);
}

// The anchors a link to `page` may name, read in `language` where the page
// is translated, else in English; null when there is no such page.
std::optional<QStringList> linkableAnchors(const QString& language, const QString& page) {
    for (const QString& lang : {language, QStringLiteral("en")}) {
        const QString text = readText(pagePath(lang, page));
        if (!text.isEmpty()) return rules::anchorIds(text);
    }
    return std::nullopt;
}

QStringList sectionAnchors(const RulesBook& book) {
    QStringList anchors;
    for (const QVariant& s : book.sections()) anchors << s.toMap().value("anchor").toString();
    return anchors;
}

int boardCount(const RulesBook& book) {
    int count = 0;
    for (const QVariant& s : book.sections()) count += s.toMap().value("boards").toList().size();
    return count;
}

QString firstWords(const QString& text) {
    return text.size() > 140 ? text.left(140) + QStringLiteral("…") : text;
}

QString titleOf(const QString& markdown) {
    for (const QString& line : markdown.split(u'\n'))
        if (line.startsWith(QLatin1String("# "))) return line.mid(2).trimmed();
    return {};
}

}  // namespace

class TestRulesTranslations : public QObject {
    Q_OBJECT

  private slots:
    void cleanupTestCase() { Languages::install(QStringLiteral("en")); }

    // The English-paragraph finder finds English: most of the English
    // pages' longer paragraphs, and none of a Malay or a Tamil sentence.
    void theCheckKnowsEnglish() {
        int units = 0, flagged = 0;
        for (const QString& page : englishPages()) {
            for (const rules::Prose& unit : rules::proseUnits(readText(pagePath("en", page)))) {
                if (rules::plainWords(unit.text).size() < 12) continue;
                ++units;
                if (rules::readsAsEnglish(unit.text)) ++flagged;
            }
        }
        QVERIFY(units > 100);
        QVERIFY2(flagged * 100 > units * 90,
                 qPrintable(QStringLiteral("%1 of %2").arg(flagged).arg(units)));
        QVERIFY(rules::readsAsEnglish(
            "You lift all the seeds of one of your holes and sow them one by one."));
        QVERIFY(
            !rules::readsAsEnglish("Anda mengangkat semua biji dari salah satu lubang anda "
                                   "dan menyemainya satu demi satu."));
        QVERIFY(!rules::readsAsEnglish(QString::fromUtf8(
            "நீங்கள் உங்கள் குழிகளில் ஒன்றின் எல்லா விதைகளையும் எடுத்து ஒவ்வொன்றாக இடுகிறீர்கள்.")));
        // Names, code, link targets and italic terms are no words of a language
        // (counted, this sentence would read as English).
        QVERIFY(!rules::readsAsEnglish(
            "Lihat [G1](README.md#the-rules-of-the-game) dan `the seeds of the hole` "
            "*the pasu of the store* untuk semua lubang South yang ada di papan North."));
    }

    void pages_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("page");
        int rows = 0;
        for (const QString& language : translatedLanguages()) {
            QDir dir(kRulesDir + u'/' + language);
            for (QString page : dir.entryList({"*.md"}, QDir::Files, QDir::Name)) {
                page.chop(3);
                QTest::newRow(qPrintable(language + u'/' + page)) << language << page;
                ++rows;
            }
        }
        if (rows == 0) QTest::newRow("none yet") << QString() << QString();
    }

    // A translated page against its English page.
    void pages() {
        QFETCH(QString, language);
        QFETCH(QString, page);
        if (language.isEmpty()) QSKIP("No translated rules page yet");
        const QString where = language + u'/' + page + QStringLiteral(".md");
        const QString text = readText(pagePath(language, page));
        const QString english = readText(pagePath("en", page));
        QVERIFY2(!english.isEmpty(), qPrintable(where + ": there is no English page of that name"));
        QVERIFY2(!text.isEmpty(), qPrintable(where + ": empty"));
        QStringList problems;

        // The same anchors, in the same order (every section's included).
        const QStringList anchors = rules::anchorIds(text);
        const QStringList englishAnchors = rules::anchorIds(english);
        if (anchors != englishAnchors)
            problems << QStringLiteral(
                            "anchors differ from the English page's:\n  here:    %1\n"
                            "  English: %2")
                            .arg(anchors.join(u' '), englishAnchors.join(u' '));

        // The same decisions, each still naming its id.
        const auto decisions = rules::decisions(text);
        const auto englishDecisions = rules::decisions(english);
        QStringList ids, englishIds;
        for (const auto& d : decisions) {
            ids << d.id;
            if (!d.line.contains(QRegularExpression(
                    QStringLiteral("(^|\\W)%1(\\W|$)").arg(QRegularExpression::escape(d.id)))))
                problems << QStringLiteral("decision %1 does not name its id").arg(d.id);
        }
        for (const auto& d : englishDecisions) englishIds << d.id;
        if (ids != englishIds)
            problems << QStringLiteral("decision ids differ: here %1, English %2")
                            .arg(ids.join(u' '), englishIds.join(u' '));

        // The same example boards, their captions translated.
        const auto boards = rules::boards(text);
        const auto englishBoards = rules::boards(english);
        if (boards.size() != englishBoards.size())
            problems << QStringLiteral("%1 example boards, the English page has %2")
                            .arg(boards.size())
                            .arg(englishBoards.size());
        for (size_t i = 0; i < std::min(boards.size(), englishBoards.size()); ++i) {
            const QString which = QStringLiteral("example board %1").arg(i + 1);
            if (!boards[i].is_object()) {
                problems << which + QStringLiteral(" is no JSON object");
                continue;
            }
            nlohmann::json state = boards[i], englishState = englishBoards[i];
            const std::string caption = state.value("caption", std::string());
            const std::string englishCaption = englishState.value("caption", std::string());
            state.erase("caption");
            englishState.erase("caption");
            if (state != englishState)
                problems << which + QStringLiteral(" differs from the English one: %1")
                                        .arg(QString::fromStdString(state.dump()));
            if (!englishCaption.empty() && caption.empty())
                problems << which + QStringLiteral(" has no caption");
            else if (!caption.empty() && caption == englishCaption)
                problems << which + QStringLiteral("'s caption is the English one");
            else if (rules::readsAsEnglish(QString::fromStdString(caption)))
                problems << which + QStringLiteral("'s caption reads as English: ") +
                                QString::fromStdString(caption);
        }

        // Links lead to an anchor of this language's page, or of the English
        // page where that one is not translated.
        static const QRegularExpression fileLink(
            QStringLiteral(R"re(^(?:\./)?([A-Za-z0-9_-]+)\.md(?:#(.+))?$)re"));
        for (const QString& target : rules::linkTargets(text)) {
            if (target.startsWith(QLatin1String("http://")) ||
                target.startsWith(QLatin1String("https://")))
                continue;
            QString linked = page, anchor;
            if (target.startsWith(u'#')) {
                anchor = target.mid(1);
            } else if (const auto m = fileLink.match(target); m.hasMatch()) {
                linked = m.captured(1);
                anchor = m.captured(2);
            } else {
                problems
                    << QStringLiteral("link (%1) is of no form the Rules page follows").arg(target);
                continue;
            }
            const auto reachable = linked == page ? std::optional<QStringList>(anchors)
                                                  : linkableAnchors(language, linked);
            if (!reachable)
                problems << QStringLiteral("link (%1): there is no page %2.md").arg(target, linked);
            else if (!anchor.isEmpty() && !reachable->contains(anchor))
                problems << QStringLiteral("link (%1): %2.md has no anchor %3")
                                .arg(target, linked, anchor);
        }

        // No paragraph, list item, table row or heading left in English.
        for (const rules::Prose& unit : rules::proseUnits(text))
            if (rules::readsAsEnglish(unit.text))
                problems << QStringLiteral("line %1 reads as English: %2")
                                .arg(unit.line)
                                .arg(firstWords(unit.text));

        // The page's own script makes most of its letters.
        const struct {
            const char* language;
            char16_t first, last;
        } scripts[] = {{"ta", 0x0B80, 0x0BFF}, {"si", 0x0D80, 0x0DFF}};
        for (const auto& script : scripts) {
            if (language != QLatin1String(script.language)) continue;
            const double share = rules::scriptShare(text, script.first, script.last);
            if (share < 0.75)
                problems << QStringLiteral("only %1% of the letters are in the %2 script")
                                .arg(qRound(share * 100))
                                .arg(language);
        }

        // Compiled into the app, as it is in docs/.
        QFile compiled(RulesBook::resourcePath(page, language));
        if (!compiled.open(QIODevice::ReadOnly))
            problems
                << QStringLiteral("not compiled in at %1 (build again)").arg(compiled.fileName());
        else if (QString::fromUtf8(compiled.readAll()) != text)
            problems << QStringLiteral("the compiled page is an older one (build again)");

        // It renders: RulesBook reads it as it reads the English page.
        RulesBook book, englishBook;
        book.parse(text);
        englishBook.parse(english);
        if (!book.loaded() || !book.error().isEmpty())
            problems << QStringLiteral("RulesBook cannot read it: ") + book.error();
        if (book.title().isEmpty()) problems << QStringLiteral("no title");
        if (sectionAnchors(book) != sectionAnchors(englishBook))
            problems << QStringLiteral("its sections are %1, the English page's %2")
                            .arg(sectionAnchors(book).join(u' '),
                                 sectionAnchors(englishBook).join(u' '));
        if (boardCount(book) != boardCount(englishBook))
            problems << QStringLiteral("RulesBook finds %1 example boards, %2 in English")
                            .arg(boardCount(book))
                            .arg(boardCount(englishBook));
        // The play screen's "?" lands on the same section: for a rule the
        // core names (a decision, a section, a G id the page cites) and for
        // each kind of event.
        QStringList rulesAsked = englishBook.anchors();
        for (int g = 1; g <= 12; ++g) rulesAsked << QStringLiteral("G%1").arg(g);
        for (const QString& rule : rulesAsked) {
            const QVariantList trace{QVariantMap{{"type", "sow"}, {"rule", rule}}};
            if (book.anchorForEvents(trace) != englishBook.anchorForEvents(trace))
                problems << QStringLiteral("\"?\" for rule %1 opens %2, in English %3")
                                .arg(rule, book.anchorForEvents(trace),
                                     englishBook.anchorForEvents(trace));
        }
        for (const char* type :
             {"gameEnd", "roundEnd", "sweep", "refill", "burn", "mark", "pasu", "capture",
              "extraMove", "relay", "skip", "pass", "turnEnd", "sow"}) {
            const QVariantList trace{QVariantMap{{"type", type}}};
            if (book.anchorForEvents(trace) != englishBook.anchorForEvents(trace))
                problems << QStringLiteral("\"?\" for a %1 opens %2, in English %3")
                                .arg(type, book.anchorForEvents(trace),
                                     englishBook.anchorForEvents(trace));
        }
        for (const QVariant& s : book.sections())
            if (s.toMap().value("title").toString().isEmpty())
                problems << QStringLiteral("section %1 has no heading")
                                .arg(s.toMap().value("anchor").toString());

        QVERIFY2(problems.isEmpty(), qPrintable(where + u'\n' + problems.join(u'\n')));
    }

    // The book reads the page in the app's language where it is compiled
    // in, else the English page, and says which.
    void readsTheAppLanguage_data() {
        QTest::addColumn<QString>("language");
        for (const char* language : {"ms", "id", "ta", "si"}) QTest::newRow(language) << language;
    }
    void readsTheAppLanguage() {
        QFETCH(QString, language);
        QCOMPARE(Languages::install(language), language);
        int translated = 0;
        for (const QString& page : englishPages()) {
            RulesBook book;
            book.setGameId(page);
            QVERIFY2(book.loaded(), qPrintable(page + ": " + book.error()));
            QFile file(RulesBook::resourcePath(page, language));
            const bool there = file.open(QIODevice::ReadOnly);
            const QString shown =
                there ? QString::fromUtf8(file.readAll()) : readText(pagePath("en", page));
            QCOMPARE(book.pageLanguage(), there ? language : QStringLiteral("en"));
            QCOMPARE(book.fallback(), !there);
            QCOMPARE(book.title(), titleOf(shown));
            translated += there;
        }
        Languages::install(QStringLiteral("en"));
        qInfo("%s: %d of %d pages translated", qPrintable(language), translated,
              int(englishPages().size()));
    }

    // Per page: a page with no translation (qrc:/docs/rules/untranslated.md,
    // compiled into this test alone) is read in English and says so, while
    // another page of the same book is read in the app's language.
    void fallsBackPerPage_data() { readsTheAppLanguage_data(); }
    void fallsBackPerPage() {
        QFETCH(QString, language);
        QCOMPARE(Languages::install(language), language);
        RulesBook book;
        book.setGameId("untranslated");
        QVERIFY2(book.loaded(), qPrintable(book.error()));
        QCOMPARE(book.pageLanguage(), QStringLiteral("en"));
        QVERIFY(book.fallback());
        QCOMPARE(book.title(), QStringLiteral("Untranslated"));
        QCOMPARE(book.sectionOf("U-D1"), 1);
        book.setGameId("kalah");
        QCOMPARE(book.fallback(), !QFile::exists(RulesBook::resourcePath("kalah", language)));
        Languages::install(QStringLiteral("en"));
        book.setGameId("untranslated");
        QCOMPARE(book.pageLanguage(), QStringLiteral("en"));
        QVERIFY(!book.fallback());
    }

    // A switch of language reads the open page anew; its sections, the
    // decisions sectionOf finds and the lessons they name stay the same.
    void switchesLive_data() { readsTheAppLanguage_data(); }
    void switchesLive() {
        QFETCH(QString, language);
        Languages::install(QStringLiteral("en"));
        const QString page = QStringLiteral("pallankuzhi");
        RulesBook book;
        book.setGameId(page);
        QCOMPARE(book.pageLanguage(), QStringLiteral("en"));
        QVERIFY(!book.fallback());
        const QStringList anchors = book.anchors();
        const QVariantList englishSections = book.sections();
        const QString englishTitle = book.title();
        const QString englishIntro = book.intro();
        const int decisionSection = book.sectionOf("P4");
        QVERIFY(decisionSection >= 0);
        QSignalSpy changed(&book, &RulesBook::bookChanged);

        Languages::install(language);
        QCOMPARE(changed.count(), 1);
        const bool there = QFile::exists(RulesBook::resourcePath(page, language));
        QCOMPARE(book.pageLanguage(), there ? language : QStringLiteral("en"));
        QCOMPARE(book.fallback(), !there);
        if (there) QVERIFY(book.intro() != englishIntro);
        QCOMPARE(book.anchors(), anchors);
        QCOMPARE(book.sections().size(), englishSections.size());
        for (int i = 0; i < englishSections.size(); ++i) {
            const QVariantMap was = englishSections[i].toMap(), now = book.sections()[i].toMap();
            QCOMPARE(now.value("anchor"), was.value("anchor"));
            QCOMPARE(now.value("lessonId"), was.value("lessonId"));
        }
        QCOMPARE(book.sectionOf("P4"), decisionSection);
        const QVariantList trace{QVariantMap{{"type", "pasu"}, {"rule", ""}}};
        QCOMPARE(book.anchorForEvents(trace), QStringLiteral("pasu"));

        Languages::install(QStringLiteral("en"));
        QCOMPARE(changed.count(), 2);
        QCOMPARE(book.pageLanguage(), QStringLiteral("en"));
        QVERIFY(!book.fallback());
        QCOMPARE(book.title(), englishTitle);
        QCOMPARE(book.intro(), englishIntro);
    }
};

QTEST_MAIN(TestRulesTranslations)
#include "tst_rulestranslations.moc"
