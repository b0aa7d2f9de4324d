// The translations are complete (issue 17): no entry of the four .ts files
// (resources/translations/) is unfinished, vanished or obsolete, every plural
// has all the forms its language needs, and no translation drops or adds a
// placeholder of its source (%1, %2, %n), which would show a raw "%2" or
// lose a name or a number. No word of the interface is translated into a
// game's name (issue 32: Malay's "Lost" was "Kalah", in a table whose rows
// are games). The checkers are tried on samples in tests/data/translations/:
// a complete one, one with every flaw, and one with a collision.
//
// Until the translators have filled the files in, shippedFileIsComplete is
// expected to fail.

#include <QFile>
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <QtTest>

namespace {

struct Listed {
    QString code;
    int pluralForms = 0;
};

// The languages of resources/translations/languages.txt: code, plural forms.
QList<Listed> listedLanguages() {
    QFile file(QStringLiteral(COWRIE_TRANSLATIONS_DIR "/languages.txt"));
    QList<Listed> listed;
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return listed;
    for (const QString& line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
        const QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (words.size() >= 3 && !line.startsWith(QLatin1Char('#')))
            listed.append({words[0], words[1].toInt()});
    }
    return listed;
}

// How many plural forms each language's translations give (as lupdate lays
// them out from Qt's plural rules), as languages.txt says.
int pluralForms(const QString& language) {
    const QString code = language.section(QLatin1Char('_'), 0, 0);
    for (const Listed& l : listedLanguages())
        if (l.code == code) return l.pluralForms;
    return code == QLatin1String("ta") ? 2 : 1;  // the samples' language
}

QStringList placeholders(const QString& text) {
    static const QRegularExpression marker(QStringLiteral("%L?(\\d+|n)"));
    QStringList found;
    for (auto it = marker.globalMatch(text); it.hasNext();) found << it.next().captured(1);
    found.sort();
    found.removeDuplicates();
    return found;
}

struct Message {
    QString context, source, type;
    bool numerus = false;
    QString translation;
    QStringList forms;
};

// Every problem of the .ts file at `path`, one line each.
QStringList problemsOf(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {QStringLiteral("cannot open %1").arg(path)};
    QXmlStreamReader xml(&file);
    QStringList problems;
    QString language, context;
    Message m;
    int messages = 0;
    auto check = [&](const Message& msg) {
        const QString where = QStringLiteral("%1: \"%2\"").arg(msg.context, msg.source);
        if (!msg.type.isEmpty()) {
            problems << QStringLiteral("%1 is %2").arg(where, msg.type);
            return;
        }
        const QStringList texts = msg.numerus ? msg.forms : QStringList{msg.translation};
        if (msg.numerus && msg.forms.size() != pluralForms(language))
            problems << QStringLiteral("%1 has %2 plural forms, not %3")
                            .arg(where)
                            .arg(msg.forms.size())
                            .arg(pluralForms(language));
        const QStringList wanted = placeholders(msg.source);
        for (const QString& text : texts) {
            if (text.trimmed().isEmpty()) {
                problems << QStringLiteral("%1 has an empty translation").arg(where);
                continue;
            }
            if (placeholders(text) != wanted)
                problems << QStringLiteral("%1: \"%2\" has placeholders %3, not %4")
                                .arg(where, text, placeholders(text).join(QLatin1Char(',')),
                                     wanted.join(QLatin1Char(',')));
        }
    };
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
                ++messages;
                check(m);
            }
            continue;
        }
        const auto name = xml.name();
        if (name == QLatin1String("TS")) {
            language = xml.attributes().value(QLatin1String("language")).toString();
        } else if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            m = Message{};
            m.context = context;
            m.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source")) {
            m.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            m.type = xml.attributes().value(QLatin1String("type")).toString();
            if (!m.numerus) m.translation = xml.readElementText();
        } else if (name == QLatin1String("numerusform")) {
            m.forms << xml.readElementText();
        }
    }
    if (xml.hasError()) problems << QStringLiteral("%1: %2").arg(path, xml.errorString());
    if (language.isEmpty()) problems << QStringLiteral("%1 names no language").arg(path);
    if (messages == 0) problems << QStringLiteral("%1 has no messages").arg(path);
    return problems;
}

// The game names as the file translates them (context CoreText).
const QStringList gameNames = {QStringLiteral("Kalah"),
                               QStringLiteral("Congkak"),
                               QStringLiteral("Congklak"),
                               QStringLiteral("Chonka"),
                               QStringLiteral("Pallankuzhi"),
                               QStringLiteral("Olinda keliya"),
                               QStringLiteral("Three-row mancala")};

// Every translation of the file at `path` that reads as a game's name
// (ignoring case) although its source is not that name, one line each.
QStringList collisionsOf(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {QStringLiteral("cannot open %1").arg(path)};
    QXmlStreamReader xml(&file);
    QList<std::pair<QString, QString>> pairs;  // source, translation
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        if (xml.name() == QLatin1String("source"))
            source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation"))
            pairs.append({source, xml.readElementText(QXmlStreamReader::IncludeChildElements)});
    }
    QStringList names;  // the games' names in this language
    for (const auto& [from, to] : pairs)
        if (gameNames.contains(from)) names << to.trimmed().toCaseFolded();
    QStringList collisions;
    for (const auto& [from, to] : pairs) {
        if (gameNames.contains(from)) continue;
        if (names.contains(to.trimmed().toCaseFolded()))
            collisions
                << QStringLiteral("\"%1\" is translated \"%2\", a game's name").arg(from, to);
    }
    return collisions;
}

}  // namespace

class Translations : public QObject {
    Q_OBJECT

  private slots:
    void aCompleteSampleHasNoProblems() {
        const QStringList problems =
            problemsOf(QStringLiteral(COWRIE_TEST_DATA "/translations/complete_ta.ts"));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    void everyFlawOfASampleIsFound() {
        const QStringList problems =
            problemsOf(QStringLiteral(COWRIE_TEST_DATA "/translations/flawed_ta.ts"));
        const QString all = problems.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QLatin1String("\"Unfinished %1\" is unfinished")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("\"Gone\" is vanished")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("\"Old\" is obsolete")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("\"%n seeds\" has 1 plural forms, not 2")),
                 qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("\"%1 against %2\": ")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("\"Hole %1\": ")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("\"Empty\" has an empty translation")),
                 qPrintable(all));
        QCOMPARE(problems.size(), 7);
    }

    void aCollisionIsFound() {
        const QStringList collisions =
            collisionsOf(QStringLiteral(COWRIE_TEST_DATA "/translations/collision_ms.ts"));
        QCOMPARE(collisions,
                 QStringList{QStringLiteral("\"Lost\" is translated \"Kalah\", a game's name")});
    }

    void noWordReadsAsAGameName_data() { shippedFileIsComplete_data(); }
    void noWordReadsAsAGameName() {
        QFETCH(QString, path);
        const QStringList collisions = collisionsOf(path);
        QVERIFY2(collisions.isEmpty(), qPrintable(collisions.join(QLatin1String("; "))));
    }

    void shippedFileIsComplete_data() {
        QTest::addColumn<QString>("path");
        const QList<Listed> listed = listedLanguages();
        QVERIFY2(listed.size() >= 4, "languages.txt lists the four languages at least");
        for (const Listed& l : listed)
            QTest::newRow(qPrintable(l.code))
                << QStringLiteral(COWRIE_TRANSLATIONS_DIR "/cowrie_%1.ts").arg(l.code);
    }

    void shippedFileIsComplete() {
        QFETCH(QString, path);
        const QStringList problems = problemsOf(path);
        // The first few problems say what is wrong; the count says how much.
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QStringLiteral("%1 problems, the first: %2")
                                .arg(problems.size())
                                .arg(problems.mid(0, 5).join(QLatin1String("; ")))));
    }
};

QTEST_GUILESS_MAIN(Translations)
#include "tst_translations.moc"
