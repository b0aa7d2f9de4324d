// The rules texts of docs/rules/ as the Rules page reads them (RulesBook),
// for every game of the registry: each file parses into its sections and has
// the sections every game needs; every ```board example loads through the
// core's state loader (BoardSnapshot) and its highlighted places exist;
// every decision id that ../shared/rules/clarifications.md gives the game is
// an anchor of its file (read from the shared file at test time, skipped
// when it is not there); each lesson names a section that exists; and the
// anchors the play screen's "?" asks for: the rule the core says decided the
// move's last decided event (docs/trace.md), else the kind of event.

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QtTest>

#include "app/ui/board/boardmodel.h"
#include "app/ui/board/boardsnapshot.h"
#include "app/ui/board/tracetext.h"
#include "app/ui/learn/rulesbook.h"
#include "app/ui/play/sides.h"
#include "core/lesson.h"
#include "core/match.h"
#include "core/registry.h"
#include "core/state_load.h"

using cowrie::ui::BoardModel;
using cowrie::ui::BoardSnapshot;
using cowrie::ui::RulesBook;

namespace {

QStringList gameIds() {
    QStringList ids;
    for (const cowrie::GameInfo& info : cowrie::allGames()) ids << QString::fromStdString(info.id);
    return ids;
}

QStringList sectionAnchors(const RulesBook& book) {
    QStringList anchors;
    for (const QVariant& s : book.sections()) anchors << s.toMap().value("anchor").toString();
    return anchors;
}

// The decision ids of ../shared/rules/clarifications.md: id -> its text.
QList<QPair<QString, QString>> clarifications() {
    QList<QPair<QString, QString>> ids;
    QFile file(QStringLiteral(COWRIE_SHARED_DIR "/rules/clarifications.md"));
    if (!file.open(QIODevice::ReadOnly)) return ids;
    static const QRegularExpression item(QStringLiteral(R"(^- \*\*([A-Z]\d+)\b)"));
    for (const QString& line : QString::fromUtf8(file.readAll()).split(u'\n')) {
        if (const auto m = item.match(line); m.hasMatch())
            ids.append({m.captured(1), line});
        else if (!ids.isEmpty() && line.startsWith(u' '))
            ids.last().second += line;
    }
    return ids;
}

// The files a clarification id must be an anchor of. C ids belong to
// congkak and congklak: those naming one of the two games belong to it; the
// others to at least one of them (checked in cIdsInCongkakOrCongklak).
QStringList filesOf(const QString& id, const QString& text) {
    switch (id.at(0).unicode()) {
        case 'G':
            return {"README"};
        case 'H':
            return {"chonka"};
        case 'P':
            return {"pallankuzhi"};
        case 'O':
            return {"olinda-keliya"};
        case 'T':
            return {"three-row"};
        case 'C': {
            QStringList games;
            for (const char* game : {"congkak", "congklak"})
                if (text.contains(QRegularExpression(QStringLiteral("\\b%1\\b").arg(game),
                                                     QRegularExpression::CaseInsensitiveOption)))
                    games << game;
            return games;
        }
    }
    return {};
}

}  // namespace

class TestRulesBook : public QObject {
    Q_OBJECT

  private slots:
    void everyGame_data() {
        QTest::addColumn<QString>("id");
        for (const QString& id : gameIds()) QTest::newRow(qPrintable(id)) << id;
    }

    // The file is there, parses into sections, and has the sections every game needs.
    void everyGame() {
        QFETCH(QString, id);
        RulesBook book;
        book.setGameId(id);
        QVERIFY2(book.loaded(), qPrintable(book.error()));
        QVERIFY(!book.title().isEmpty());
        QVERIFY(!book.intro().isEmpty());
        const QStringList anchors = sectionAnchors(book);
        for (const char* needed : {"board", "sowing", "end", "decisions", "glossary", "sources"})
            QVERIFY2(anchors.contains(needed), needed);
        QCOMPARE(QSet<QString>(anchors.begin(), anchors.end()).size(), anchors.size());
        for (const QVariant& s : book.sections()) {
            const QVariantMap section = s.toMap();
            const QString what = id + "#" + section.value("anchor").toString();
            QVERIFY2(!section.value("title").toString().isEmpty(), qPrintable(what));
            const QString body = section.value("body").toString();
            QVERIFY2(!body.trimmed().isEmpty(), qPrintable(what));
            // Nothing of the file's machinery reaches the page.
            QVERIFY2(!body.contains("<a id"), qPrintable(what));
            QVERIFY2(!body.contains("<!--"), qPrintable(what));
            QVERIFY2(!body.contains("```board"), qPrintable(what));
        }
    }

    // Every example position loads through the core's loader, and every
    // place it lights up is a place of the board.
    void examplesLoad_data() { everyGame_data(); }
    void examplesLoad() {
        QFETCH(QString, id);
        RulesBook book;
        book.setGameId(id);
        QVERIFY(book.loaded());
        int examples = 0;
        for (const QVariant& s : book.sections()) {
            const QVariantMap section = s.toMap();
            for (const QVariant& b : section.value("boards").toList()) {
                const QVariantMap board = b.toMap();
                const QString what = QStringLiteral("%1#%2, example %3 (%4)")
                                         .arg(id, section.value("anchor").toString())
                                         .arg(examples + 1)
                                         .arg(board.value("caption").toString());
                ++examples;
                BoardSnapshot snapshot;
                QVERIFY2(snapshot.load(id, board.value("state").toString()),
                         qPrintable(what + ": " + snapshot.error()));
                QCOMPARE(snapshot.gameId(), id);
                QVERIFY(snapshot.board()->rowCount() > 0);
                QVERIFY2(!board.value("caption").toString().isEmpty(), qPrintable(what));
                for (const QString& name : board.value("highlight").toStringList())
                    QVERIFY2(placeNamed(snapshot.board(), name) >= 0,
                             qPrintable(what + ": no place '" + name + "'"));
            }
        }
        QVERIFY2(examples >= 1, "a game shows at least its board");
        // The blocks hold the same examples, in reading order among the text.
        int blocks = 0;
        for (const QVariant& s : book.sections())
            for (const QVariant& b : s.toMap().value("blocks").toList())
                if (b.toMap().value("kind") == QLatin1String("board")) ++blocks;
        QCOMPARE(blocks, examples);
    }

    // Every decision id the shared clarifications give the game is an anchor
    // of its file (README.md for the general ones).
    void clarificationsAnchored_data() {
        QTest::addColumn<QString>("file");
        QTest::newRow("README") << QStringLiteral("README");
        everyGameRows();
    }
    void clarificationsAnchored() {
        QFETCH(QString, file);
        const auto ids = clarifications();
        if (ids.isEmpty()) QSKIP("../shared/rules/clarifications.md is not there");
        RulesBook book;
        book.setGameId(file);
        QVERIFY(book.loaded());
        for (const auto& [id, text] : ids)
            if (filesOf(id, text).contains(file))
                QVERIFY2(book.anchors().contains(id), qPrintable(file + " has no anchor " + id));
    }

    void cIdsInCongkakOrCongklak() {
        const auto ids = clarifications();
        if (ids.isEmpty()) QSKIP("../shared/rules/clarifications.md is not there");
        RulesBook congkak, congklak;
        congkak.setGameId("congkak");
        congklak.setGameId("congklak");
        int checked = 0;
        for (const auto& [id, text] : ids) {
            if (!id.startsWith(u'C')) continue;
            ++checked;
            QVERIFY2(congkak.anchors().contains(id) || congklak.anchors().contains(id),
                     qPrintable(id));
        }
        QVERIFY(checked >= 8);
    }

    // Every "[text](#id)" link of a file leads to an anchor of it, and every
    // link to another rules file to an existing file and anchor.
    void linksResolve_data() { clarificationsAnchored_data(); }
    void linksResolve() {
        QFETCH(QString, file);
        RulesBook book;
        book.setGameId(file);
        QVERIFY(book.loaded());
        static const QRegularExpression link(QStringLiteral(R"(\]\(([^)\s]*)\))"));
        QString all = book.intro();
        for (const QVariant& s : book.sections()) all += "\n" + s.toMap().value("body").toString();
        auto it = link.globalMatch(all);
        while (it.hasNext()) {
            const QString target = it.next().captured(1);
            if (target.startsWith("http")) continue;
            const qsizetype hash = target.indexOf(u'#');
            const QString path = hash < 0 ? target : target.left(hash);
            const QString anchor = hash < 0 ? QString() : target.mid(hash + 1);
            RulesBook other;
            other.setGameId(path.isEmpty() ? file : path.chopped(path.endsWith(".md") ? 3 : 0));
            QVERIFY2(other.loaded(), qPrintable(file + ": link to " + target));
            if (!anchor.isEmpty())
                QVERIFY2(other.anchors().contains(anchor),
                         qPrintable(file + ": link to " + target));
        }
    }

    // A lesson's section exists, and the section's "Show me" names the first
    // lesson teaching it.
    void lessonsMatchSections_data() { everyGame_data(); }
    void lessonsMatchSections() {
        QFETCH(QString, id);
        QFile file(QStringLiteral(":/resources/lessons/%1.json").arg(id));
        if (!file.open(QIODevice::ReadOnly)) QSKIP("no lessons for this game yet");
        std::string error;
        const auto lessons = cowrie::lessons::readLessonFile(file.readAll().toStdString(), error);
        QVERIFY2(lessons, error.c_str());
        RulesBook book;
        book.setGameId(id);
        QVERIFY(book.loaded());
        QStringList firstSeen;
        for (const auto& lesson : lessons->lessons) {
            const QString section = QString::fromStdString(lesson.section);
            if (section.isEmpty()) continue;
            const int index = book.sectionOf(section);
            QVERIFY2(index >= 0,
                     qPrintable(QString::fromStdString(lesson.id) +
                                " teaches a section the rules do not have: " + section));
            if (firstSeen.contains(section)) continue;
            firstSeen << section;
            const QVariantMap map = book.sections().at(index).toMap();
            if (map.value("anchor").toString() == section)
                QCOMPARE(map.value("lessonId").toString(), QString::fromStdString(lesson.id));
        }
    }

    // A decision id finds the section it is written in.
    void sectionOfDecision() {
        RulesBook book;
        book.setGameId("pallankuzhi");
        QVERIFY(book.loaded());
        const int index = book.sectionOf("P4");
        QVERIFY(index >= 0);
        QCOMPARE(book.sections().at(index).toMap().value("anchor").toString(),
                 QStringLiteral("decisions"));
        QCOMPARE(book.sectionOf("captures"), sectionAnchors(book).indexOf("captures"));
        QCOMPARE(book.sectionOf("no-such-place"), -1);
        QCOMPARE(book.sectionOf(""), -1);
    }

    // The play screen's "?" opens the section of what the last move did.
    void anchorForEvents() {
        auto trace = [](const QStringList& types) {
            QVariantList list;
            for (const QString& t : types)
                list << QVariantMap{{"type", t}, {"actor", int(cowrie::ui::sides::South)}};
            return list;
        };
        RulesBook kalah;
        kalah.setGameId("kalah");
        QCOMPARE(kalah.anchorForEvents(trace({"lift", "drop", "drop", "capture", "turnEnd"})),
                 QStringLiteral("captures"));
        QCOMPARE(kalah.anchorForEvents(trace({"lift", "drop", "extraMove"})),
                 QStringLiteral("store"));
        QCOMPARE(kalah.anchorForEvents(trace({"lift", "drop", "turnEnd"})),
                 QStringLiteral("turn-end"));
        QCOMPARE(kalah.anchorForEvents(trace({"lift", "drop", "capture", "sweep", "gameEnd"})),
                 QStringLiteral("end"));
        // No relay section in Kalah: the sowing explains it.
        QCOMPARE(kalah.anchorForEvents(trace({"lift", "drop", "relay", "drop"})),
                 QStringLiteral("sowing"));
        QCOMPARE(kalah.anchorForEvents({}), QString());

        RulesBook pallankuzhi;
        pallankuzhi.setGameId("pallankuzhi");
        QCOMPARE(pallankuzhi.anchorForEvents(trace({"lift", "drop", "pasu", "drop", "capture"})),
                 QStringLiteral("pasu"));
        QCOMPARE(pallankuzhi.anchorForEvents(trace({"lift", "drop", "relay", "drop", "turnEnd"})),
                 QStringLiteral("relay"));
        QCOMPARE(
            pallankuzhi.anchorForEvents(trace({"lift", "capture", "roundEnd", "refill", "burn"})),
            QStringLiteral("rounds"));

        RulesBook olinda;
        olinda.setGameId("olinda-keliya");
        QCOMPARE(olinda.anchorForEvents(trace({"lift", "skip", "drop", "turnEnd"})),
                 QStringLiteral("skipping"));
        QCOMPARE(olinda.anchorForEvents(trace({"lift", "drop", "capture", "turnEnd"})),
                 QStringLiteral("captures"));
        // Every game: a capture trace leads to its captures section.
        for (const QString& id : gameIds()) {
            RulesBook book;
            book.setGameId(id);
            if (sectionAnchors(book).contains("captures"))
                QCOMPARE(book.anchorForEvents(trace({"lift", "drop", "capture", "turnEnd"})),
                         QStringLiteral("captures"));
        }
    }

    // The "?" opens the rule that decided the move's last decided event, as
    // the core gives it (the trace's "rule"), when the page has it.
    void anchorForEventsOpensTheDecidingRule() {
        auto played = [](const char* state, const char* move) {
            std::string error;
            auto loaded = cowrie::loadStateText(state, "", {}, error);
            if (!loaded) qFatal("bad state: %s", error.c_str());
            cowrie::Match match(loaded->rules, loaded->position);
            return cowrie::ui::traceToVariant(match.play(*loaded->rules->parseMove(move)));
        };
        RulesBook pallankuzhi;
        pallankuzhi.setGameId("pallankuzhi");
        // South's last seed leaves North nothing to sow: the round ends, the
        // holes are refilled, and North starts round 2 by P6 (the first
        // player alternates): the move's last decided event is that turn end.
        const QVariantList roundEnd = played(
            R"({"game":"pallankuzhi","holes":{"south":[1,0,0,0,0,0,0],"north":[0,0,0,0,0,0,0]},)"
            R"("stores":{"south":50,"north":33}})",
            "1");
        QVERIFY(std::any_of(roundEnd.begin(), roundEnd.end(), [](const QVariant& v) {
            return v.toMap().value("type") == QLatin1String("roundEnd");
        }));
        QCOMPARE(roundEnd.last().toMap().value("type").toString(), QString("turnEnd"));
        QCOMPARE(roundEnd.last().toMap().value("rule").toString(), QString("P6"));
        QCOMPARE(pallankuzhi.anchorForEvents(roundEnd), QString("P6"));
        QVERIFY(pallankuzhi.sectionOf("P6") >= 0);
        // A plain turn end: the next two holes are empty (#turn-end).
        const QVariantList stop = played(
            R"({"game":"pallankuzhi","holes":{"south":[0,1,0,0,0,0,0],"north":[0,0,0,0,0,0,3]}})",
            "2");
        QCOMPARE(stop.last().toMap().value("why").toString(), QString("nextTwoEmpty"));
        QCOMPARE(pallankuzhi.anchorForEvents(stop), QString("turn-end"));
        // Without rules the kind of event decides, as before.
        QVariantList bare;
        for (const QVariant& v : stop) {
            QVariantMap m = v.toMap();
            m.remove("rule");
            bare << m;
        }
        QCOMPARE(pallankuzhi.anchorForEvents(bare), QString("turn-end"));
        // A shared convention (README.md's G2): the page's section citing it.
        const QVariantList endless{QVariantMap{{"type", "roundEnd"}, {"rule", "G2"}}};
        QCOMPARE(pallankuzhi.anchorForEvents(endless), QString("rounds"));
        // A rule the page does not have falls back to the kind of event.
        const QVariantList foreign{QVariantMap{{"type", "capture"}, {"rule", "O13"}}};
        QCOMPARE(pallankuzhi.anchorForEvents(foreign), QString("captures"));
        // Every rule a trace can name is an anchor of its page or cited by it
        // (G ids): the "?" never opens a place that is not there.
        for (const QString& id : gameIds()) {
            RulesBook book;
            book.setGameId(id);
            for (const char* rule : {"G2", "G3", "G6", "G7"}) {
                const QString anchor = book.anchorForEvents(
                    {QVariantMap{{"type", "roundEnd"}, {"rule", QString::fromLatin1(rule)}}});
                QVERIFY2(book.sectionOf(anchor) >= 0, qPrintable(id + " " + rule));
            }
        }
    }

    // The format's corners: fences that are not boards, comments, decision
    // items, a missing anchor, a bad example.
    void parsesTheFormat() {
        RulesBook book;
        book.parse(QStringLiteral(
            "# A game\n\nIntro text.\n<!-- a note\nover lines -->\n\n"
            "## The board\n<a id=\"board\"></a>\n\nText *one*.\n\n"
            "```board\n{\"holes\": {\"south\": [1,2], \"north\": [3,4]},\n"
            " \"caption\": \"A board.\", \"highlight\": [\"south 1\", \"north store\"]}\n```\n\n"
            "After the board.\n\n```\n## not a section\n```\n\n"
            "## Decisions on unclear points\n<a id=\"decisions\"></a>\n\n"
            "- <a id=\"X1\"></a>**X1. First.** One.\n  More of one.\n"
            "- <a id=\"X-D1\"></a>**X-D1. Second.** Two.\n\n"
            "## No anchor here\n\nPlain.\n\n```board\nnot json\n```\n"));
        QVERIFY(book.loaded());
        QCOMPARE(book.title(), QStringLiteral("A game"));
        QCOMPARE(book.intro(), QStringLiteral("Intro text."));
        QCOMPARE(sectionAnchors(book), QStringList({"board", "decisions", "no-anchor-here"}));
        const QVariantMap board = book.sections().at(0).toMap();
        QCOMPARE(board.value("title").toString(), QStringLiteral("The board"));
        const QVariantList blocks = board.value("blocks").toList();
        QCOMPARE(blocks.size(), 3);
        QCOMPARE(blocks.at(0).toMap().value("text").toString(), QStringLiteral("Text *one*."));
        const QVariantMap example = blocks.at(1).toMap();
        QCOMPARE(example.value("kind").toString(), QStringLiteral("board"));
        QCOMPARE(example.value("caption").toString(), QStringLiteral("A board."));
        QCOMPARE(example.value("highlight").toStringList(),
                 QStringList({"south 1", "north store"}));
        QCOMPARE(example.value("state").toString(),
                 QStringLiteral(R"({"holes":{"south":[1,2],"north":[3,4]}})"));
        QVERIFY(blocks.at(2).toMap().value("text").toString().contains("## not a section"));
        QCOMPARE(board.value("boards").toList().size(), 1);

        const QVariantMap decisions = book.sections().at(1).toMap();
        QCOMPARE(decisions.value("anchors").toStringList(),
                 QStringList({"decisions", "X1", "X-D1"}));
        const QVariantList items = decisions.value("blocks").toList();
        QCOMPARE(items.size(), 2);
        QCOMPARE(items.at(0).toMap().value("anchor").toString(), QStringLiteral("X1"));
        QCOMPARE(items.at(0).toMap().value("text").toString(),
                 QStringLiteral("- **X1. First.** One.\n  More of one."));
        QCOMPARE(items.at(1).toMap().value("anchor").toString(), QStringLiteral("X-D1"));
        QCOMPARE(book.sectionOf("X-D1"), 1);
        QCOMPARE(book.anchors(),
                 QStringList({"board", "decisions", "X1", "X-D1", "no-anchor-here"}));

        const QVariantMap bad = book.sections().at(2).toMap();
        const QString state = bad.value("boards").toList().at(0).toMap().value("state").toString();
        QCOMPARE(state, QStringLiteral("not json"));
        BoardSnapshot snapshot;
        QVERIFY(!snapshot.load("kalah", state));
        QVERIFY(snapshot.error().contains("JSON"));
    }

    void missingGame() {
        RulesBook book;
        QSignalSpy changed(&book, &RulesBook::bookChanged);
        book.setGameId("no-such-game");
        QVERIFY(!book.loaded());
        QVERIFY(!book.error().isEmpty());
        QVERIFY(book.sections().isEmpty());
        QCOMPARE(changed.count(), 1);
        book.setGameId("../../etc/passwd");
        QVERIFY(!book.loaded());
    }

    // A snapshot offers what the Board reads from a GameSession.
    void snapshotIsABoardSource() {
        BoardSnapshot snapshot;
        QSignalSpy changed(&snapshot, &BoardSnapshot::gameChanged);
        QVERIFY(
            snapshot.load("kalah", R"({"holes": {"south": [4,4,4,4,4,4], "north": [4,4,4,4,4,4]},
                       "stores": {"south": 1, "north": 0}, "caption": "ignored"})") == false);
        // 49 seeds: one more than Kalah holds.
        QVERIFY(snapshot.error().contains("seeds"));
        QVERIFY(snapshot.load("kalah", R"({"holes": {"south": [4,4,4,4,4,3],
                                              "north": [4,4,4,4,4,4]},
                                              "stores": {"south": 1, "north": 0},
                                              "caption": "A start.", "highlight": ["south 1"]})"));
        QCOMPARE(changed.count(), 2);
        QVERIFY(snapshot.valid());
        QCOMPARE(snapshot.holes(), 6);
        QCOMPARE(snapshot.board()->rowCount(), 14);
        QCOMPARE(snapshot.board()->seedsAt(6), 1);
        QVERIFY(!snapshot.feed()->turned());
        QVERIFY(snapshot.feed()->trace().isEmpty());
        QVERIFY(snapshot.feed()->boardBefore().isEmpty());
        for (int p = 0; p < 14; ++p)
            QVERIFY(!snapshot.board()
                         ->data(snapshot.board()->index(p), BoardModel::LegalRole)
                         .toBool());
        // Another game's position on the same snapshot.
        QVERIFY(snapshot.load(
            "pallankuzhi", R"({"holes": {"south": [6,6,6,6,6,6,6], "north": [6,6,6,6,6,6,6]}})"));
        QCOMPARE(snapshot.holes(), 7);
        QCOMPARE(snapshot.gameId(), QStringLiteral("pallankuzhi"));
    }

  private:
    void everyGameRows() {
        for (const QString& id : gameIds()) QTest::newRow(qPrintable(id)) << id;
    }

    // The place a rules example names: "south 3", "north store", "south C".
    static int placeNamed(const BoardModel* model, const QString& name) {
        const QStringList parts = name.split(u' ', Qt::SkipEmptyParts);
        if (parts.size() != 2) return -1;
        for (int p = 0; p < model->rowCount(); ++p) {
            const QModelIndex at = model->index(p);
            const int side = model->data(at, BoardModel::SideRole).toInt();
            if (parts[0] != (side == cowrie::ui::sides::North ? "north" : "south")) continue;
            const bool store = model->data(at, BoardModel::IsStoreRole).toBool();
            if (parts[1] == QLatin1String("store")) {
                if (store) return p;
            } else if (!store &&
                       (model->data(at, BoardModel::HoleNumberRole).toString() == parts[1] ||
                        model->data(at, BoardModel::LabelRole).toString() == parts[1])) {
                return p;
            }
        }
        return -1;
    }
};

QTEST_GUILESS_MAIN(TestRulesBook)
#include "tst_rulesbook.moc"
