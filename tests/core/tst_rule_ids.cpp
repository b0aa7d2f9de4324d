// The rule ids the core gives its events (why.h) are the project's own:
// every id is an anchor (<a id="...">) of docs/rules/README.md or a game's
// page, and every id a game emits is one of its own page or of README.md.
// Random games of every game and its variants check that each event a rule
// decides says why, and by which rule (cli-contract.md, issue 30 point 3).

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <array>
#include <random>
#include <set>
#include <utility>

#include "core/match.h"
#include "tests/core/support.h"

using namespace cowrie;

namespace {

// The anchors of docs/rules/<name>.md.
QSet<QString> anchorsOf(const QString& name) {
    QFile file(QStringLiteral(COWRIE_SOURCE_DIR "/docs/rules/") + name + QStringLiteral(".md"));
    if (!file.open(QIODevice::ReadOnly)) qFatal("cannot read docs/rules/%s.md", qPrintable(name));
    const QString text = QString::fromUtf8(file.readAll());
    QSet<QString> anchors;
    static const QRegularExpression anchor(QStringLiteral("<a id=\"([^\"]+)\"></a>"));
    for (auto it = anchor.globalMatch(text); it.hasNext();) anchors.insert(it.next().captured(1));
    return anchors;
}

QString text(std::string_view s) {
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// The events whose reason and rule the rules give.
bool ruleDecides(EventType type) {
    switch (type) {
        case EventType::Lift:
        case EventType::Drop:
        case EventType::Refill:
            return false;
        default:
            return true;
    }
}

}  // namespace

class RuleIdsTest : public QObject {
    Q_OBJECT

  private slots:
    void everyRuleIdIsAnAnchorOfTheRulesPages() {
        QSet<QString> all = anchorsOf(QStringLiteral("README"));
        for (const GameInfo& game : allGames()) all.unite(anchorsOf(text(game.id)));
        QVERIFY(all.contains(QStringLiteral("G2")));  // the reader works
        QCOMPARE(text(ruleIdText(RuleId::None)), QString());
        for (int r = 1; r < kRuleIdCount; ++r) {
            const QString id = text(ruleIdText(static_cast<RuleId>(r)));
            QVERIFY2(!id.isEmpty(), qPrintable(QString::number(r)));
            QVERIFY2(all.contains(id), qPrintable(id + " is no anchor of docs/rules/"));
        }
    }

    void everyReasonHasItsOwnWord() {
        QSet<QString> words;
        QCOMPARE(text(reasonWord(Reason::None)), QString());
        for (int r = 1; r < kReasonCount; ++r) {
            const QString word = text(reasonWord(static_cast<Reason>(r)));
            QVERIFY2(!word.isEmpty() && word[0].isLower() && !word.contains(' '),
                     qPrintable(QString::number(r)));
            QVERIFY2(!words.contains(word), qPrintable(word));
            words.insert(word);
        }
    }

    void randomGames_everyDecidedEventSaysWhy_byARuleOfItsGame_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QStringList>("options");
        auto row = [](const char* id, QStringList options) {
            QTest::addRow("%s %s", id, qPrintable(options.join(' '))) << id << options;
        };
        // Every game of the registry with its defaults, and the variants
        // whose rules decide differently.
        for (const GameInfo& game : allGames()) row(game.id.c_str(), {});
        row("kalah", {"empty-capture=true"});
        row("congkak", {"traditional=true"});
        row("congklak", {"lone-seed=true"});
        row("congklak", {"preset=rounds", "holes=5", "rounds=3"});
        row("congklak", {"preset=rounds", "holes=5", "burnt-penalty=true", "lone-seed=true"});
        row("chonka", {"either-side=true"});
        row("olinda-keliya", {"equal-draw=false", "short-arrangement=2"});
        row("olinda-keliya", {"short-arrangement=1"});
        row("three-row", {"games=3"});
    }

    void randomGames_everyDecidedEventSaysWhy_byARuleOfItsGame() {
        QFETCH(QString, game);
        QFETCH(QStringList, options);
        RawOptions raw;
        for (const QString& o : options)
            raw.emplace_back(o.section('=', 0, 0).toStdString(), o.section('=', 1).toStdString());
        const auto rules = test::rules(game.toStdString(), raw);
        const QSet<QString> anchors = anchorsOf(QStringLiteral("README")).unite(anchorsOf(game));
        // Which rule ids are anchors of this game's pages, worked out once:
        // the games below give hundreds of thousands of events, and words made
        // for each of them took three minutes under the sanitizers.
        std::array<bool, kRuleIdCount> anchored{};
        for (int r = 0; r < kRuleIdCount; ++r)
            anchored[r] = anchors.contains(text(ruleIdText(static_cast<RuleId>(r))));
        std::set<std::pair<Reason, RuleId>> seen;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            std::mt19937_64 rng(seed);
            Match match(rules);
            for (int ply = 0; !match.position().over() && ply < 20000; ++ply) {
                const MoveList moves = match.legalMoves();
                QVERIFY(!moves.empty());
                const Trace trace =
                    match.play(moves[static_cast<int>(rng() % std::uint64_t(moves.size()))]);
                for (const Event& e : trace) {
                    const bool decides = ruleDecides(e.type);
                    const bool holds = decides ? e.why.reason != Reason::None &&
                                                     e.why.rule != RuleId::None &&
                                                     anchored[static_cast<int>(e.why.rule)]
                                               : !e.why;
                    if (holds) {
                        if (decides) seen.emplace(e.why.reason, e.why.rule);
                        continue;
                    }
                    const QString where = QStringLiteral("%1 seed %2 ply %3: %4")
                                              .arg(game)
                                              .arg(seed)
                                              .arg(ply)
                                              .arg(text(eventName(e.type)));
                    QVERIFY2(decides, qPrintable(where + " says why"));
                    QVERIFY2(e.why.reason != Reason::None, qPrintable(where + " has no reason"));
                    QVERIFY2(e.why.rule != RuleId::None, qPrintable(where + " has no rule"));
                    QFAIL(qPrintable(where + ": " + text(ruleIdText(e.why.rule)) +
                                     " is no anchor of docs/rules/" + game + ".md nor README.md"));
                }
            }
        }
        QStringList words;
        for (const auto& [reason, rule] : seen)
            words << text(reasonWord(reason)) + ' ' + text(ruleIdText(rule));
        qInfo("%s", qPrintable(words.join(", ")));
    }
};

QTEST_APPLESS_MAIN(RuleIdsTest)
#include "tst_rule_ids.moc"
