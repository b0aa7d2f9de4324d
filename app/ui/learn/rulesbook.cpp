#include "app/ui/learn/rulesbook.h"

#include <QFile>
#include <QQuickTextDocument>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextList>
#include <QTextTable>
#include <QVariantMap>

#include <deque>
#include <string>

#include "app/ui/play/sides.h"
#include "app/ui/settings/languages.h"
#include "core/json.h"
#include "core/lesson.h"

namespace cowrie::ui {

namespace {

// <a id="slug"></a>, the anchors of docs/rules-format.md.
const QRegularExpression& anchorTag() {
    static const QRegularExpression re(QStringLiteral(R"re(<a\s+id\s*=\s*"([^"]+)"\s*>\s*</a>)re"));
    return re;
}

// A line holding nothing but an anchor.
const QRegularExpression& anchorLine() {
    static const QRegularExpression re(
        QStringLiteral(R"re(^\s*<a\s+id\s*=\s*"([^"]+)"\s*>\s*</a>\s*$)re"));
    return re;
}

// A list item that starts with an anchor: a decision ("- <a id="P4"></a>**P4. ...").
const QRegularExpression& anchoredItem() {
    static const QRegularExpression re(
        QStringLiteral(R"re(^\s{0,3}[-*+]\s+<a\s+id\s*=\s*"([^"]+)")re"));
    return re;
}

const QRegularExpression& htmlComment() {
    static const QRegularExpression re(QStringLiteral("<!--.*?-->"),
                                       QRegularExpression::DotMatchesEverythingOption);
    return re;
}

// Markdown as the page shows it: no anchor tags, no runs of blank lines.
QString cleanText(QString text) {
    text.remove(anchorTag());
    static const QRegularExpression blankRuns(QStringLiteral(R"re(\n[ \t]*(\n[ \t]*)+\n)re"));
    text.replace(blankRuns, QStringLiteral("\n\n"));
    return text.trimmed();
}

QString slugOf(const QString& title) {
    QString slug = title.toLower();
    static const QRegularExpression other(QStringLiteral("[^a-z0-9]+"));
    slug.replace(other, QStringLiteral("-"));
    while (slug.startsWith(u'-')) slug.remove(0, 1);
    while (slug.endsWith(u'-')) slug.chop(1);
    return slug;
}

// A ```board block: the state without the display keys, its caption and
// highlighted places. Text that is no JSON object is kept as the state, so
// that loading it reports the problem.
QVariantMap boardBlock(const QString& text) {
    QVariantMap block;
    block.insert(QStringLiteral("kind"), QStringLiteral("board"));
    QString state = text.trimmed();
    QString caption;
    QStringList highlight;
    std::string error;
    auto doc = cowrie::parseJson(text.toStdString(), error);
    if (doc && doc->is_object()) {
        if (const auto* given = cowrie::member(*doc, "caption"); given && given->is_string())
            caption = QString::fromStdString(given->get<std::string>());
        if (const auto* given = cowrie::member(*doc, "highlight"); given && given->is_array())
            for (const auto& name : *given)
                if (name.is_string()) highlight << QString::fromStdString(name.get<std::string>());
        doc->erase("caption");
        doc->erase("highlight");
        state = QString::fromStdString(doc->dump());
    }
    block.insert(QStringLiteral("state"), state);
    block.insert(QStringLiteral("caption"), caption);
    block.insert(QStringLiteral("highlight"), highlight);
    return block;
}

struct Section {
    QString anchor;
    QString title;
    QStringList anchors;
    QVariantList blocks;
};

// Collects the lines of one section into text and board blocks.
class SectionBuilder {
  public:
    explicit SectionBuilder(Section& section) : section_(section) {}

    void addLine(const QString& line) { lines_ << line; }

    // A decision item starts a text block of its own.
    void startItem(const QString& id) {
        flush();
        itemAnchor_ = id;
    }

    void addBoard(const QString& text) {
        flush();
        section_.blocks << boardBlock(text);
    }

    void flush() {
        const QString text = cleanText(lines_.join(u'\n'));
        if (!text.isEmpty()) {
            QVariantMap block;
            block.insert(QStringLiteral("kind"), QStringLiteral("text"));
            block.insert(QStringLiteral("text"), text);
            block.insert(QStringLiteral("anchor"), itemAnchor_);
            section_.blocks << block;
        }
        lines_.clear();
        itemAnchor_.clear();
    }

  private:
    Section& section_;
    QStringList lines_;
    QString itemAnchor_;
};

QVariantMap sectionMap(const Section& s) {
    QVariantMap map;
    QStringList texts;
    QVariantList boards;
    for (const QVariant& b : s.blocks) {
        const QVariantMap block = b.toMap();
        if (block.value(QStringLiteral("kind")) == QLatin1String("board")) {
            QVariantMap board = block;
            board.remove(QStringLiteral("kind"));
            boards << board;
        } else {
            texts << block.value(QStringLiteral("text")).toString();
        }
    }
    map.insert(QStringLiteral("anchor"), s.anchor);
    map.insert(QStringLiteral("title"), s.title);
    map.insert(QStringLiteral("body"), texts.join(QStringLiteral("\n\n")));
    map.insert(QStringLiteral("blocks"), s.blocks);
    map.insert(QStringLiteral("boards"), boards);
    map.insert(QStringLiteral("anchors"), s.anchors);
    map.insert(QStringLiteral("lessonId"), QString());
    return map;
}

// The sections a kind of event is explained in, most fitting first, and how
// notable the event is (higher: more notable).
struct EventTopic {
    int rank = 0;
    QStringList slugs;
};

EventTopic topicOf(const QString& type) {
    if (type == QLatin1String("gameEnd")) return {9, {"end"}};
    if (type == QLatin1String("roundEnd") || type == QLatin1String("sweep"))
        return {8, {"rounds", "end"}};
    if (type == QLatin1String("refill") || type == QLatin1String("burn"))
        return {8, {"refill", "rounds"}};
    if (type == QLatin1String("mark")) return {8, {"privileged", "refill", "rounds"}};
    if (type == QLatin1String("pasu")) return {7, {"pasu", "captures"}};
    if (type == QLatin1String("capture")) return {6, {"captures"}};
    if (type == QLatin1String("extraMove")) return {5, {"store", "turn-end"}};
    if (type == QLatin1String("relay")) return {4, {"relay"}};
    if (type == QLatin1String("skip")) return {3, {"skipping"}};
    if (type == QLatin1String("pass") || type == QLatin1String("turnEnd")) return {2, {"turn-end"}};
    return {1, {"sowing"}};
}

// The language the app speaks now. Languages keeps it for the whole app;
// an instance is only the way to ask.
QString appLanguage() {
    return Languages().current();
}

}  // namespace

RulesBook::RulesBook(QObject* parent) : QObject(parent) {
    // A switch of language: the same page in the new language (or English).
    connect(LanguageNotifier::instance(), &LanguageNotifier::changed, this, [this] {
        if (!gameId_.isEmpty()) reload();
    });
}

QString RulesBook::resourcePath(const QString& gameId, const QString& language) {
    if (language.isEmpty() || language == QLatin1String("en"))
        return QStringLiteral(":/docs/rules/%1.md").arg(gameId);
    return QStringLiteral(":/docs/rules/%1/%2.md").arg(language, gameId);
}

void RulesBook::setGameId(const QString& id) {
    if (id == gameId_) return;
    gameId_ = id;
    emit gameIdChanged();
    reload();
}

void RulesBook::reload() {
    static const QRegularExpression safeId(QStringLiteral("^[A-Za-z0-9_-]+$"));
    QString text;
    QString problem;
    const QString wanted = appLanguage();
    pageLanguage_ = QStringLiteral("en");
    fallback_ = false;
    if (!safeId.match(gameId_).hasMatch()) {
        problem = gameId_.isEmpty() ? QString() : tr("There is no game called %1.").arg(gameId_);
    } else {
        // The page in the app's language, else in English (said by `fallback`).
        QFile translated(resourcePath(gameId_, wanted));
        QFile english(resourcePath(gameId_, QStringLiteral("en")));
        if (wanted != QLatin1String("en") && translated.open(QIODevice::ReadOnly)) {
            text = QString::fromUtf8(translated.readAll());
            pageLanguage_ = wanted;
        } else if (english.open(QIODevice::ReadOnly)) {
            text = QString::fromUtf8(english.readAll());
            fallback_ = wanted != QLatin1String("en");
        } else {
            problem = tr("The rules of %1 are not written yet.").arg(gameId_);
        }
    }
    read(text);
    if (!problem.isEmpty()) {
        loaded_ = false;
        error_ = problem;
    }
    attachLessons();
    emit bookChanged();
}

void RulesBook::parse(const QString& markdown) {
    read(markdown);
    emit bookChanged();
}

void RulesBook::read(const QString& markdown) {
    title_.clear();
    intro_.clear();
    sections_.clear();
    anchors_.clear();

    QString text = markdown;
    text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    text.remove(htmlComment());
    const QStringList lines = text.split(u'\n');

    Section introSection;
    // Deques: a builder keeps a reference to its section.
    std::deque<Section> sections;
    SectionBuilder introBuilder(introSection);
    std::deque<SectionBuilder> builders;
    auto builder = [&]() -> SectionBuilder& {
        return builders.empty() ? introBuilder : builders.back();
    };

    bool inFence = false;
    QString fence;      // the backticks that opened it
    QString fenceInfo;  // its info string ("board", ...)
    QStringList fenceLines;
    bool expectAnchor = false;

    static const QRegularExpression fenceOpen(
        QStringLiteral(R"re(^\s{0,3}(```+)\s*([^`\s]*)\s*$)re"));
    for (const QString& line : lines) {
        if (inFence) {
            const QString t = line.trimmed();
            if (t.startsWith(fence) && t.count(u'`') == t.size()) {
                inFence = false;
                if (fenceInfo == QLatin1String("board")) {
                    builder().addBoard(fenceLines.join(u'\n'));
                } else {
                    builder().addLine(fence + fenceInfo);
                    for (const QString& l : fenceLines) builder().addLine(l);
                    builder().addLine(fence);
                }
                fenceLines.clear();
            } else {
                fenceLines << line;
            }
            continue;
        }
        if (const auto m = fenceOpen.match(line); m.hasMatch()) {
            inFence = true;
            fence = m.captured(1);
            fenceInfo = m.captured(2);
            expectAnchor = false;
            continue;
        }
        if (line.startsWith(QLatin1String("# ")) && title_.isEmpty() && sections.empty()) {
            title_ = line.mid(2).trimmed();
            continue;
        }
        if (line.startsWith(QLatin1String("## "))) {
            builder().flush();
            sections.push_back({});
            sections.back().title = cleanText(line.mid(3));
            builders.emplace_back(sections.back());
            expectAnchor = true;
            continue;
        }
        if (expectAnchor && !line.trimmed().isEmpty()) {
            expectAnchor = false;
            if (const auto m = anchorLine().match(line); m.hasMatch()) {
                sections.back().anchor = m.captured(1);
                continue;
            }
        }
        if (const auto m = anchoredItem().match(line); m.hasMatch() && !sections.empty())
            builder().startItem(m.captured(1));
        // Anchors inside the text (decision ids) belong to the section.
        if (!sections.empty()) {
            auto it = anchorTag().globalMatch(line);
            while (it.hasNext()) sections.back().anchors << it.next().captured(1);
        }
        builder().addLine(line);
    }
    if (inFence) {  // an unclosed fence: keep what it held as text
        builder().addLine(fence + fenceInfo);
        for (const QString& l : fenceLines) builder().addLine(l);
    }
    builder().flush();

    QStringList introTexts;
    for (const QVariant& b : introSection.blocks)
        if (b.toMap().value(QStringLiteral("kind")) == QLatin1String("text"))
            introTexts << b.toMap().value(QStringLiteral("text")).toString();
    intro_ = introTexts.join(QStringLiteral("\n\n"));

    for (Section& s : sections) {
        // The format gives every section its anchor; a slug of the heading
        // is only a guess for other Markdown (a translated heading gives
        // another one: the translations check keeps their anchors).
        if (s.anchor.isEmpty()) s.anchor = slugOf(s.title);
        s.anchors.prepend(s.anchor);
        anchors_ << s.anchors;
        sections_ << sectionMap(s);
    }
    loaded_ = !sections_.isEmpty() || !title_.isEmpty();
    error_ = loaded_ || markdown.isEmpty() ? QString() : tr("The rules could not be read.");
}

void RulesBook::attachLessons() {
    QFile file(QStringLiteral(":/resources/lessons/%1.json").arg(gameId_));
    if (gameId_.isEmpty() || !file.open(QIODevice::ReadOnly)) return;
    std::string error;
    const auto lessons = cowrie::lessons::readLessonFile(file.readAll().toStdString(), error);
    if (!lessons) return;
    for (QVariant& s : sections_) {
        QVariantMap section = s.toMap();
        const std::string anchor = section.value(QStringLiteral("anchor")).toString().toStdString();
        for (const cowrie::lessons::Lesson& lesson : lessons->lessons) {
            if (lesson.section != anchor) continue;
            section.insert(QStringLiteral("lessonId"), QString::fromStdString(lesson.id));
            break;
        }
        s = section;
    }
}

int RulesBook::sectionOf(const QString& anchor) const {
    if (anchor.isEmpty()) return -1;
    for (Qt::CaseSensitivity cs : {Qt::CaseSensitive, Qt::CaseInsensitive}) {
        for (int i = 0; i < sections_.size(); ++i) {
            const QStringList anchors =
                sections_[i].toMap().value(QStringLiteral("anchors")).toStringList();
            if (anchors.contains(anchor, cs)) return i;
        }
    }
    return -1;
}

QString RulesBook::anchorForEvents(const QVariantList& trace) const {
    if (trace.isEmpty() || sections_.isEmpty()) return {};
    // The rule that decided the move's last decided event (its "rule", from
    // the core: docs/trace.md), where this page has it: a decision id or a
    // section of the page, or for a shared convention (docs/rules/README.md's
    // G ids) the first section of the page that cites it.
    for (auto it = trace.crbegin(); it != trace.crend(); ++it) {
        const QString rule = it->toMap().value(QStringLiteral("rule")).toString();
        if (rule.isEmpty()) continue;
        if (anchors_.contains(rule)) return rule;
        const QString cited = QStringLiteral("README.md#") + rule;
        for (const QVariant& section : sections_) {
            const QVariantMap map = section.toMap();
            if (map.value(QStringLiteral("body")).toString().contains(cited))
                return map.value(QStringLiteral("anchor")).toString();
        }
        break;  // a rule this page does not have: the kind of event decides
    }
    EventTopic best;
    bool southLifted = false, northLifted = false;
    for (const QVariant& v : trace) {
        const QVariantMap event = v.toMap();
        const QString type = event.value(QStringLiteral("type")).toString();
        if (type == QLatin1String("lift")) {
            const int actor = event.value(QStringLiteral("actor")).toInt();
            (actor == sides::North ? northLifted : southLifted) = true;
        }
        const EventTopic topic = topicOf(type);
        if (topic.rank > best.rank) best = topic;
    }
    // Both players sowing at once: the simultaneous start.
    if (best.rank <= 1 && southLifted && northLifted) best.slugs.prepend("simultaneous");
    best.slugs << QStringLiteral("sowing") << QStringLiteral("board");
    auto exists = [this](const QString& slug) {
        for (const QVariant& s : sections_)
            if (s.toMap().value(QStringLiteral("anchor")).toString() == slug) return true;
        return false;
    };
    for (const QString& slug : best.slugs)
        if (exists(slug)) return slug;
    return sections_.first().toMap().value(QStringLiteral("anchor")).toString();
}

void RulesBook::styleText(QQuickTextDocument* document, const QColor& accent, const QColor& rule,
                          int lineHeight) {
    QTextDocument* doc = document ? document->textDocument() : nullptr;
    if (!doc) return;
    const qreal em = doc->defaultFont().pixelSize() > 0 ? doc->defaultFont().pixelSize()
                                                        : doc->defaultFont().pointSizeF() * 4 / 3;
    QTextCursor cursor(doc);
    cursor.beginEditBlock();
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next()) {
        QTextBlockFormat format = block.blockFormat();
        cursor.setPosition(block.position());
        const bool inTable = cursor.currentTable() != nullptr;
        if (inTable) {
            format.setTopMargin(0);
            format.setBottomMargin(0);
        } else if (block.textList()) {
            format.setTopMargin(em * 0.15);
            format.setBottomMargin(em * 0.15);
        } else if (format.headingLevel() > 0) {
            format.setTopMargin(em * 0.6);
            format.setBottomMargin(em * 0.25);
        } else {
            format.setTopMargin(em * 0.3);
            format.setBottomMargin(em * 0.3);
        }
        format.setLineHeight(inTable ? 100 : lineHeight, QTextBlockFormat::ProportionalHeight);
        cursor.setBlockFormat(format);
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (!fragment.charFormat().isAnchor()) continue;
            QTextCursor link(doc);
            link.setPosition(fragment.position());
            link.setPosition(fragment.position() + fragment.length(), QTextCursor::KeepAnchor);
            QTextCharFormat format;
            format.setForeground(accent);
            link.mergeCharFormat(format);
        }
    }
    // Tables: one thin line between cells, room inside them.
    const auto frames = doc->rootFrame()->childFrames();
    for (QTextFrame* frame : frames) {
        auto* table = qobject_cast<QTextTable*>(frame);
        if (!table) continue;
        QTextTableFormat format = table->format();
        format.setBorder(1);
        format.setBorderBrush(rule);
        format.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
        format.setBorderCollapse(true);
        format.setCellSpacing(0);
        format.setCellPadding(em * 0.35);
        format.setTopMargin(em * 0.3);
        format.setBottomMargin(em * 0.3);
        table->setFormat(format);
    }
    cursor.endEditBlock();
}

}  // namespace cowrie::ui
