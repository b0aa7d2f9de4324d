#pragma once
// RulesBook: the rules of one game as the Rules page shows them, read from
// docs/rules/<game>.md (compiled into the app as :/docs/rules/<game>.md) in
// the fixed format of docs/rules-format.md: a "# " title, an introduction,
// "## " sections each with its anchor (<a id="slug"></a>), decision items
// with their ids, and ```board blocks holding an example position.
//
// Each section also names the lesson that teaches it: the first lesson of
// :/resources/lessons/<game>.json (docs/lesson-format.md) whose "section"
// is the section's anchor. The gameId "README" reads the conventions shared
// by all games (docs/rules/README.md).
//
// The page is read in the app's language (Languages): the translation
// docs/rules/<lang>/<game>.md (qrc:/docs/rules/<lang>/<game>.md) where there
// is one, else the English page, and `fallback` says so. A switch of
// language reads the page anew. Translations keep the English anchors, so
// sectionOf, anchorForEvents and the lessons' sections are the same in every
// language; nothing here looks at the words of a heading.

#include <QtQml/qqmlregistration.h>
#include <QColor>
#include <QObject>
#include <QQuickTextDocument>
#include <QStringList>
#include <QVariantList>

namespace cowrie::ui {

class RulesBook : public QObject {
    Q_OBJECT
    QML_ELEMENT

    // The registry id of the game ("pallankuzhi", ...) or "README".
    Q_PROPERTY(QString gameId READ gameId WRITE setGameId NOTIFY gameIdChanged)
    // The file was found and read.
    Q_PROPERTY(bool loaded READ loaded NOTIFY bookChanged)
    // Why nothing could be read ("" when loaded).
    Q_PROPERTY(QString error READ error NOTIFY bookChanged)
    // The "# " heading: the game's name.
    Q_PROPERTY(QString title READ title NOTIFY bookChanged)
    // The Markdown before the first section.
    Q_PROPERTY(QString intro READ intro NOTIFY bookChanged)
    // One map a section, in order:
    //   anchor, title: the section's slug and heading;
    //   body: its Markdown without anchor tags, HTML comments or board blocks;
    //   blocks: the section in reading order, each {kind: "text", text, anchor}
    //     (anchor: the decision id a decision item starts with, else "") or
    //     {kind: "board", state, caption, highlight};
    //   boards: the board blocks alone: {state (the state object as JSON text,
    //     without the display keys), caption, highlight (place names)};
    //   anchors: every anchor of the section (its own and its decisions');
    //   lessonId: the lesson teaching it, "" when none.
    Q_PROPERTY(QVariantList sections READ sections NOTIFY bookChanged)
    // Every anchor of the file, in order.
    Q_PROPERTY(QStringList anchors READ anchors NOTIFY bookChanged)
    // The language of the page shown: the app's ("ms", "ta", ...) when the
    // page is translated into it, else "en".
    Q_PROPERTY(QString pageLanguage READ pageLanguage NOTIFY bookChanged)
    // The app's language has no such page: the English one is shown.
    Q_PROPERTY(bool fallback READ fallback NOTIFY bookChanged)

  public:
    explicit RulesBook(QObject* parent = nullptr);

    QString gameId() const { return gameId_; }
    void setGameId(const QString& id);
    bool loaded() const { return loaded_; }
    QString error() const { return error_; }
    QString title() const { return title_; }
    QString intro() const { return intro_; }
    QVariantList sections() const { return sections_; }
    QStringList anchors() const { return anchors_; }
    QString pageLanguage() const { return pageLanguage_; }
    bool fallback() const { return fallback_; }

    // Where the page of `gameId` in `language` is compiled in:
    // ":/docs/rules/<game>.md" for English, ":/docs/rules/<lang>/<game>.md".
    static QString resourcePath(const QString& gameId, const QString& language);

    // The index of the section whose anchor is `anchor` or that contains it
    // (a decision id such as "P4"); -1 when no section has it.
    Q_INVOKABLE int sectionOf(const QString& anchor) const;

    // Where the rules explain what a move did (`trace`: maps with "type" and
    // "rule", as traceToVariant gives them): the rule of its last event that
    // a rule decided, when this page has that anchor (a decision id such as
    // "P3" or a section such as "turn-end"), or for a G id of
    // docs/rules/README.md the first section citing it; otherwise, the most
    // notable event mapped to the first of its sections this game has. ""
    // for an empty trace.
    Q_INVOKABLE QString anchorForEvents(const QVariantList& trace) const;

    // Reads `markdown` as the book (no lessons); what setGameId does with the
    // file. For tests and previews.
    Q_INVOKABLE void parse(const QString& markdown);

    // Lays out a TextEdit's Markdown for reading (a Text cannot be styled):
    // links in `accent`, room between paragraphs, lines at `lineHeight` (per
    // cent), tables with single `rule`-coloured lines and padded cells.
    Q_INVOKABLE static void styleText(QQuickTextDocument* document, const QColor& accent,
                                      const QColor& rule, int lineHeight);

  signals:
    void gameIdChanged();
    void bookChanged();

  private:
    void reload();
    void read(const QString& markdown);
    void attachLessons();

    QString gameId_;
    bool loaded_ = false;
    QString error_;
    QString title_;
    QString intro_;
    QVariantList sections_;
    QStringList anchors_;
    QString pageLanguage_ = QStringLiteral("en");
    bool fallback_ = false;
};

}  // namespace cowrie::ui
