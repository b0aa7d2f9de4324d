#pragma once
// What tst_rulestranslations compares between a rules page
// (docs/rules-format.md) and its translation: its anchors, its decision ids,
// its example boards, its links, its prose (paragraphs, list items, table
// rows and headings, to find one left in English) and the letters of a
// script. Read straight from the Markdown, independently of RulesBook, so
// that the check does not lean on the parser it also checks.

#include <QRegularExpression>
#include <QSet>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <vector>

namespace cowrie::test::rules {

// The Markdown without HTML comments, with \n line ends.
inline QString normalised(QString text) {
    text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    static const QRegularExpression comment(QStringLiteral("<!--.*?-->"),
                                            QRegularExpression::DotMatchesEverythingOption);
    text.remove(comment);
    return text;
}

// The lines outside fenced blocks (a fence's lines become empty, so line
// numbers stay those of the file).
inline QStringList unfencedLines(const QString& text) {
    QStringList lines = normalised(text).split(u'\n');
    bool inFence = false;
    for (QString& line : lines) {
        const bool fenceLine = line.trimmed().startsWith(QLatin1String("```"));
        if (fenceLine || inFence) {
            if (fenceLine) inFence = !inFence;
            line.clear();
        }
    }
    return lines;
}

// Every <a id="..."></a>, in the order of the file.
inline QStringList anchorIds(const QString& text) {
    static const QRegularExpression tag(QStringLiteral(R"re(<a\s+id\s*=\s*"([^"]+)"\s*>)re"));
    QStringList ids;
    for (const QString& line : unfencedLines(text)) {
        auto it = tag.globalMatch(line);
        while (it.hasNext()) ids << it.next().captured(1);
    }
    return ids;
}

// The ids of the decision items ("- <a id="P4"></a>**P4. ...**"), in order,
// each with the text of its first line.
struct Decision {
    QString id;
    QString line;
};
inline std::vector<Decision> decisions(const QString& text) {
    static const QRegularExpression item(
        QStringLiteral(R"re(^\s{0,3}[-*+]\s+<a\s+id\s*=\s*"([^"]+)"\s*>\s*</a>(.*)$)re"));
    std::vector<Decision> found;
    for (const QString& line : unfencedLines(text))
        if (const auto m = item.match(line); m.hasMatch())
            found.push_back({m.captured(1), m.captured(2)});
    return found;
}

// The ```board blocks, parsed (a block that is no JSON is null).
inline std::vector<nlohmann::json> boards(const QString& text) {
    std::vector<nlohmann::json> found;
    QStringList block;
    bool inBoard = false, inFence = false;
    for (const QString& line : normalised(text).split(u'\n')) {
        const QString t = line.trimmed();
        if (!inFence && t.startsWith(QLatin1String("```"))) {
            inFence = true;
            inBoard = t == QLatin1String("```board");
            block.clear();
        } else if (inFence && t.startsWith(QLatin1String("```"))) {
            inFence = false;
            if (inBoard)
                found.push_back(
                    nlohmann::json::parse(block.join(u'\n').toStdString(), nullptr, false));
        } else if (inFence) {
            block << line;
        }
    }
    return found;
}

// The targets of the Markdown links ("#P4", "README.md#G1", ...).
inline QStringList linkTargets(const QString& text) {
    static const QRegularExpression link(QStringLiteral(R"re(\]\(([^)\s]+)\))re"));
    QStringList targets;
    for (const QString& line : unfencedLines(text)) {
        auto it = link.globalMatch(line);
        while (it.hasNext()) targets << it.next().captured(1);
    }
    return targets;
}

// A unit of prose: a paragraph, a list item, a table row or a heading, with
// the line it starts on.
struct Prose {
    int line = 0;
    QString text;
};

inline std::vector<Prose> proseUnits(const QString& text) {
    static const QRegularExpression listItem(QStringLiteral(R"re(^\s{0,3}([-*+]|\d+[.)])\s)re"));
    static const QRegularExpression tableRule(QStringLiteral(R"re(^\s*\|[\s:|-]*\|\s*$)re"));
    static const QRegularExpression anchorOnly(
        QStringLiteral(R"re(^\s*<a\s+id\s*=\s*"[^"]+"\s*>\s*</a>\s*$)re"));
    std::vector<Prose> units;
    bool open = false;
    const QStringList lines = unfencedLines(text);
    for (int i = 0; i < lines.size(); ++i) {
        const QString& line = lines[i];
        const QString t = line.trimmed();
        if (t.isEmpty() || anchorOnly.match(line).hasMatch() || tableRule.match(line).hasMatch()) {
            open = false;
            continue;
        }
        const bool heading = t.startsWith(u'#');
        const bool row = t.startsWith(u'|');
        if (!open || heading || row || listItem.match(line).hasMatch()) {
            units.push_back({i + 1, t});
        } else {
            units.back().text += u' ' + t;
        }
        open = !heading && !row;
    }
    return units;
}

// The words a reader reads as language: no code, link targets, HTML tags,
// italic terms (the games' own words), names (capitalised words) or numbers.
inline QStringList plainWords(QString text) {
    static const QRegularExpression code(QStringLiteral("`[^`]*`"));
    static const QRegularExpression target(QStringLiteral(R"re(\]\([^)]*\))re"));
    static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
    static const QRegularExpression italic(
        QStringLiteral(R"re((?<![*\w])\*(?!\*)[^*]+(?<!\*)\*(?![*\w])|(?<!\w)_[^_]+_(?!\w))re"));
    static const QRegularExpression word(QStringLiteral(R"re([\p{L}\p{M}]+(?:'[\p{L}]+)?)re"));
    text.remove(code);
    text.replace(target, QStringLiteral("]"));
    text.remove(tag);
    text.replace(QStringLiteral("**"), QStringLiteral(" "));
    text.remove(italic);
    QStringList words;
    auto it = word.globalMatch(text);
    while (it.hasNext()) {
        const QString w = it.next().captured(0);
        if (!w.at(0).isUpper()) words << w;
    }
    return words;
}

// About 150 of the commonest English words (function words, and the words
// every rules page uses): the mark of a paragraph left in English.
inline const QSet<QString>& commonEnglish() {
    static const QSet<QString> words = [] {
        QSet<QString> set;
        const char* list[] = {
            "a",      "about",   "above",   "after",   "again", "against", "all",     "also",
            "an",     "and",     "another", "any",     "are",   "as",      "at",      "back",
            "be",     "because", "been",    "before",  "being", "below",   "between", "both",
            "but",    "by",      "can",     "cannot",  "could", "did",     "do",      "does",
            "down",   "during",  "each",    "either",  "else",  "empty",   "end",     "ends",
            "even",   "every",   "first",   "for",     "from",  "game",    "games",   "gets",
            "goes",   "had",     "has",     "have",    "he",    "her",     "here",    "his",
            "hole",   "holes",   "how",     "if",      "in",    "into",    "is",      "it",
            "its",    "just",    "last",    "left",    "less",  "like",    "made",    "make",
            "many",   "may",     "more",    "most",    "move",  "moves",   "much",    "must",
            "next",   "no",      "nor",     "not",     "now",   "of",      "off",     "on",
            "once",   "one",     "only",    "onto",    "or",    "other",   "our",     "out",
            "over",   "own",     "player",  "players", "right", "round",   "rounds",  "same",
            "seed",   "seeds",   "she",     "should",  "side",  "so",      "some",    "sow",
            "sowing", "still",   "store",   "such",    "takes", "than",    "that",    "the",
            "their",  "them",    "then",    "there",   "these", "they",    "this",    "those",
            "three",  "through", "to",      "too",     "turn",  "two",     "under",   "until",
            "up",     "very",    "was",     "way",     "we",    "were",    "what",    "when",
            "where",  "which",   "while",   "who",     "whose", "why",     "will",    "with",
            "would",  "you",     "your",
        };
        for (const char* w : list) set.insert(QString::fromLatin1(w));
        return set;
    }();
    return words;
}

// A unit reads as English: six words or more, over 30% of them common
// English words.
inline bool readsAsEnglish(const QString& unit) {
    const QStringList words = plainWords(unit);
    if (words.size() < 6) return false;
    int common = 0;
    for (const QString& w : words)
        if (commonEnglish().contains(w.toLower())) ++common;
    return common * 100 > words.size() * 30;
}

// The share (0..1) of the letters of `text`'s prose (no fences, code, link
// targets or tags) that are in the Unicode block [first, last] (a script's
// letters and vowel signs).
inline double scriptShare(const QString& text, char16_t first, char16_t last) {
    static const QRegularExpression code(QStringLiteral("`[^`]*`"));
    static const QRegularExpression target(QStringLiteral(R"re(\]\([^)]*\))re"));
    static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
    QString prose = unfencedLines(text).join(u'\n');
    prose.remove(code);
    prose.remove(target);
    prose.remove(tag);
    int inScript = 0, letters = 0;
    for (QChar c : prose) {
        if (!c.isLetter() && !c.isMark()) continue;
        ++letters;
        if (c.unicode() >= first && c.unicode() <= last) ++inScript;
    }
    return letters ? double(inScript) / letters : 0.0;
}

}  // namespace cowrie::test::rules
