// The Rules page in the player's language (issue 32's evidence), in the real
// Main.qml offscreen at 1280x800: Pallankuzhi in Tamil, Olinda keliya in
// Sinhala, Congkak in Malay and Congklak in Indonesian, each opened with the
// app in that language. The page shows the translated text (no line saying
// it is English), every example board drawn, no text elided or wider than
// its place; grabbed into the build tree as rules-<game>-<lang>.png and,
// with COWRIE_UPDATE_DOCS=1, into docs/screenshots/. A language whose page
// is not written yet is skipped. Then a switch of language with the page
// open: the page reads itself anew.

#include <QtQml/qqmlextensionplugin.h>
#include <QFile>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSet>
#include <QtTest>

#include "app/ui/learn/rulesbook.h"
#include "app/ui/settings/languages.h"
#include "tests/app/main_window.h"

using cowrie::ui::Languages;
using cowrie::ui::RulesBook;

Q_IMPORT_QML_PLUGIN(CowriePlugin)

namespace {

using cowrie::test::distinctColours;

void save(const QImage& image, const QString& name) {
    QVERIFY(image.save(QStringLiteral(COWRIE_SCREENSHOT_DIR "/") + name));
    if (qEnvironmentVariableIntValue("COWRIE_UPDATE_DOCS") == 1)
        QVERIFY(image.save(QStringLiteral(COWRIE_DOCS_DIR "/screenshots/") + name));
}

QString titleOf(const QString& resource) {
    QFile file(resource);
    if (!file.open(QIODevice::ReadOnly)) return {};
    for (const QString& line : QString::fromUtf8(file.readAll()).split(u'\n'))
        if (line.startsWith(QLatin1String("# "))) return line.mid(2).trimmed();
    return {};
}

// Written in Tamil letters (not the English source left untranslated).
bool inTamil(const QString& text) {
    int tamil = 0;
    for (QChar c : text) tamil += c.unicode() >= 0x0B80 && c.unicode() <= 0x0BFF;
    return tamil * 2 > text.size();
}

bool isText(const QQuickItem* item) {
    return item->inherits("QQuickText") || item->inherits("QQuickTextEdit");
}

}  // namespace

class TestRulesTranslatedShots : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        cowrie::test::freshStart("tst_rulestranslatedshots");
        Languages::install(QStringLiteral("en"));
        window_ = cowrie::test::openMainWindow(engine_);
        QVERIFY(window_);
    }
    void cleanup() { useLanguage("en"); }

    void shots_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("section");  // shown with its first example
        const char* rows[][4] = {
            {"Pallankuzhi in Tamil", "ta", "pallankuzhi", "pasu"},
            {"Olinda keliya in Sinhala", "si", "olinda-keliya", "privileged"},
            {"Congkak in Malay", "ms", "congkak", "board"},
            {"Congklak in Indonesian", "id", "congklak", "refill"},
        };
        for (const auto& row : rows)
            QTest::newRow(row[0]) << QString(row[1]) << QString(row[2]) << QString(row[3]);
    }

    void shots() {
        QFETCH(QString, language);
        QFETCH(QString, game);
        QFETCH(QString, section);
        const QString resource = RulesBook::resourcePath(game, language);
        if (!QFile::exists(resource))
            QSKIP(qPrintable(QStringLiteral("%1 is not written yet").arg(resource)));
        QVERIFY(useLanguage(language));
        QQuickItem* page = openRules(game.toLatin1().constData(), section.toLatin1().constData());
        QVERIFY(page);
        QObject* book = page->property("book").value<QObject*>();
        QVERIFY2(book->property("loaded").toBool(), qPrintable(book->property("error").toString()));
        QCOMPARE(book->property("pageLanguage").toString(), language);
        QVERIFY(!book->property("fallback").toBool());
        QCOMPARE(book->property("title").toString(), titleOf(resource));
        QTest::qWait(900);  // the transition; text and boards laid out
        QTRY_COMPARE(page->property("currentSection").toInt(),
                     sectionIndex(book, section.toLatin1().constData()));

        QQuickItem* note = cowrie::test::findItemsNamed(page, "rulesFallbackNote").value(0);
        QVERIFY(note);
        QVERIFY(!note->isVisible());
        QObject* toc = cowrie::test::findItemsNamed(page, "rulesToc").value(0);
        QVERIFY(toc);
        QCOMPARE(toc->property("count").toInt(), book->property("sections").toList().size());
        const QList<QQuickItem*> boards = cowrie::test::findItemsNamed(page, "exampleBoard");
        QVERIFY(boards.size() >= 2);
        for (QQuickItem* error : cowrie::test::findItemsNamed(page, "exampleError"))
            QVERIFY2(!error->isVisible(), qPrintable(error->property("text").toString()));

        // No text elided or running past its place.
        QStringList faults;
        int texts = 0;
        for (QQuickItem* item : cowrie::test::findItems(window_->contentItem(), isText)) {
            if (!cowrie::test::shown(item) || item->property("text").toString().isEmpty()) continue;
            ++texts;
            const QString text = item->property("text").toString().left(60);
            if (item->property("truncated").toBool()) faults << QStringLiteral("elided: ") + text;
            if (item->property("paintedWidth").toReal() > item->width() + 1)
                faults << QStringLiteral("wider than its place: ") + text;
        }
        QVERIFY(texts >= 10);
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join(u'\n')));

        // The section from its heading to its first example, as the English
        // pictures show it (tst_rulesshots).
        QQuickItem* sectionItem =
            cowrie::test::findItemsNamed(page, QStringLiteral("section-") + section).value(0);
        QVERIFY(sectionItem);
        const QList<QQuickItem*> examples =
            cowrie::test::findItemsNamed(sectionItem, "exampleBoard");
        QVERIFY(!examples.isEmpty());
        auto* flick = page->property("flickable").value<QQuickItem*>();
        QQuickItem* content = cowrie::test::findItemsNamed(page, "rulesContent").value(0);
        QVERIFY(content);
        const qreal top = sectionItem->mapToItem(content, QPointF(0, 0)).y();
        const qreal bottom = examples.first()->mapToItem(content, QPointF(0, 0)).y() +
                             examples.first()->height() + 70;
        flick->setProperty(
            "contentY",
            qMax(top - 12, qMin(bottom - flick->height(),
                                flick->property("contentHeight").toReal() - flick->height())));
        QTest::qWait(200);
        const QImage shot = window_->grabWindow();
        QCOMPARE(shot.size(), QSize(1280, 800));
        QVERIFY(distinctColours(shot) > 200);
        save(shot, QStringLiteral("rules-%1-%2.png").arg(game, language));
        QTest::keyClick(window_, Qt::Key_Escape);
        QTest::qWait(400);
    }

    // A page with no translation (qrc:/docs/rules/untranslated.md, compiled
    // into this test alone): shown in English, with the line that says so in
    // the app's language.
    void saysWhenShownInEnglish() {
        QQuickItem* page = openRules("untranslated", "");
        QVERIFY(page);
        QTest::qWait(900);  // the transition
        QQuickItem* note = cowrie::test::findItemsNamed(page, "rulesFallbackNote").value(0);
        QVERIFY(note);
        QVERIFY(!note->isVisible());  // in English, English is no fallback
        const QString english = note->property("text").toString();

        QVERIFY(useLanguage("ta"));
        QObject* book = page->property("book").value<QObject*>();
        QVERIFY(book->property("fallback").toBool());
        QCOMPARE(book->property("title").toString(), QStringLiteral("Untranslated"));
        QTRY_VERIFY(cowrie::test::shown(note));
        const QString tamil = note->property("text").toString();
        QVERIFY2(tamil != english && inTamil(tamil), qPrintable(tamil));
        QVERIFY(!note->property("truncated").toBool());
        QVERIFY(window_->grabWindow().save(
            QStringLiteral(COWRIE_SCREENSHOT_DIR "/rules-untranslated-ta.png")));
        QTest::keyClick(window_, Qt::Key_Escape);
        QTest::qWait(400);
    }

    // A switch of language with the page open: the same page in the new
    // language (or the English one, said so), still at the section read.
    void switchWithThePageOpen() {
        const QString game = QStringLiteral("pallankuzhi");
        QQuickItem* page = openRules(game.toLatin1().constData(), "pasu");
        QVERIFY(page);
        QObject* book = page->property("book").value<QObject*>();
        QTest::qWait(900);
        const int section = page->property("currentSection").toInt();
        QCOMPARE(section, sectionIndex(book, "pasu"));
        const QString englishTitle =
            book->property("sections").toList().value(section).toMap().value("title").toString();
        QVERIFY(!englishTitle.isEmpty());

        QVERIFY(useLanguage("ta"));
        const bool there = QFile::exists(RulesBook::resourcePath(game, "ta"));
        QCOMPARE(book->property("pageLanguage").toString(), there ? "ta" : "en");
        QCOMPARE(book->property("fallback").toBool(), !there);
        QQuickItem* note = cowrie::test::findItemsNamed(page, "rulesFallbackNote").value(0);
        QVERIFY(note);
        QCOMPARE(note->isVisible(), !there);
        QCOMPARE(sectionIndex(book, "pasu"), section);
        // The reader is still at the section read.
        QTRY_COMPARE(page->property("currentSection").toInt(), section);
        QTest::qWait(700);  // the page laid out anew
        QCOMPARE(page->property("currentSection").toInt(), section);
        const QString newTitle =
            book->property("sections").toList().value(section).toMap().value("title").toString();
        if (there) QVERIFY(newTitle != englishTitle);
        // The section on the page is headed anew.
        QTRY_VERIFY(!cowrie::test::findItems(page, [&](const QQuickItem* item) {
                         return isText(item) && item->property("text").toString() == newTitle &&
                                cowrie::test::shown(item);
                     }).isEmpty());
        QTest::keyClick(window_, Qt::Key_Escape);
        QTest::qWait(400);
    }

  private:
    // Switches the app's language as the Settings page does: through the
    // QML singleton, which also retranslates the engine's qsTr() bindings.
    bool useLanguage(const QString& code) {
        auto* languages =
            engine_.singletonInstance<Languages*>(qmlTypeId("Cowrie", 1, 0, "Languages"));
        if (!languages) return false;
        languages->use(code);
        return languages->current() == code;
    }

    QQuickItem* openRules(const char* game, const char* anchor) {
        QQuickItem* before = cowrie::test::currentPage(window_);
        if (!QMetaObject::invokeMethod(window_, "openRules", Q_ARG(QVariant, game),
                                       Q_ARG(QVariant, anchor)))
            return nullptr;
        QQuickItem* page = nullptr;
        if (!QTest::qWaitFor([&] {
                page = cowrie::test::currentPage(window_);
                return page && page != before && page->property("book").isValid();
            }))
            return nullptr;
        return page;
    }

    static int sectionIndex(QObject* book, const char* anchor) {
        int index = -1;
        QMetaObject::invokeMethod(book, "sectionOf", Q_RETURN_ARG(int, index),
                                  Q_ARG(QString, QString::fromLatin1(anchor)));
        return index;
    }

    QQmlApplicationEngine engine_;
    QQuickWindow* window_ = nullptr;
};

int main(int argc, char* argv[]) {
    return cowrie::test::runWindowTest<TestRulesTranslatedShots>(argc, argv);
}

#include "tst_rulestranslatedshots.moc"
