// Three-row as a player reads it (issue 14, point 6): its holes are lettered
// A..I (South) and a..i (North) in every text of the play screen (move
// sentences, the move list, hints, narration) and by the keys that
// play them; the race's end is presented as the end of the race (no table of
// zeros, no empty reason, nobody wins it) and a single game never speaks of
// "Round 2" or of rounds won. The CLI's notation stays numeric.

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "app/ui/board/holelabels.h"
#include "app/ui/board/narration.h"
#include "app/ui/play/gamesession.h"
#include "app/ui/play/playtext.h"
#include "app/ui/play/savestore.h"
#include "core/match.h"
#include "core/registry.h"
#include "tests/app/controller_helpers.h"

using cowrie::ui::GameSession;

using cowrie::Move;
using cowrie::Side;

namespace {

std::shared_ptr<const cowrie::Rules> rulesOf(const char* game) {
    std::string error;
    auto rules = cowrie::createRules(game, {}, error);
    if (!rules) qFatal("%s", error.c_str());
    return rules;
}

// A three-row hole letter: A..I or a..i.
bool isHoleLetter(QChar c) {
    return (c >= QLatin1Char('A') && c <= QLatin1Char('I')) ||
           (c >= QLatin1Char('a') && c <= QLatin1Char('i'));
}

}  // namespace

class TestThreeRowTexts : public QObject {
    Q_OBJECT
    QTemporaryDir saves_;

    std::unique_ptr<GameSession> threeRow() {
        auto c = sessionSavingTo(saves_.path());
        if (!c->start({{"game", "three-row"}})) qFatal("three-row does not start");
        return c;
    }

    // Plays the race's pair; the controller then waits for the summary.
    void playTheRace(GameSession& c) {
        const cowrie::MoveList legal = c.match()->legalMoves();
        QVERIFY(!legal.empty());
        QVERIFY(legal[0].isPair());
        QVERIFY(playThrough(c, legal[0]));
    }

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(saves_.isValid());
    }

    void movesAreNamedByTheGamesOwnLabels() {
        const auto three = rulesOf("three-row");
        cowrie::Position race = three->initialPosition();
        QCOMPARE(cowrie::ui::moveLabel(*three, race, Move::pair(3, 5)), QString("C+e"));
        cowrie::Position turns = race;
        turns.round = 2;
        turns.toMove = cowrie::Turn::North;
        QCOMPARE(cowrie::ui::moveLabel(*three, turns, Move::hole(4)), QString("d"));
        turns.toMove = cowrie::Turn::South;
        QCOMPARE(cowrie::ui::moveLabel(*three, turns, Move::hole(9)), QString("I"));
        // The CLI's notation does not change.
        QCOMPARE(QString::fromStdString(three->moveText(Move::pair(3, 5))), QString("S3+N5"));
        // Games of numbered holes keep their notation.
        const auto kalah = rulesOf("kalah");
        QCOMPARE(cowrie::ui::moveLabel(*kalah, kalah->initialPosition(), Move::hole(3)),
                 QString("3"));
        const auto congkak = rulesOf("congkak");
        QCOMPARE(cowrie::ui::moveLabel(*congkak, congkak->initialPosition(), Move::pair(3, 5)),
                 QString("S3+N5"));
    }

    void keysPlayTheHolesTheyName() {
        const auto three = rulesOf("three-row");
        QCOMPARE(cowrie::ui::holeForKey(*three, 9, "c"), 3);
        QCOMPARE(cowrie::ui::holeForKey(*three, 9, "C"), 3);
        QCOMPARE(cowrie::ui::holeForKey(*three, 9, "i"), 9);
        QCOMPARE(cowrie::ui::holeForKey(*three, 9, "3"), 0);  // digits name no hole here
        QCOMPARE(cowrie::ui::holeForKey(*three, 9, "j"), 0);
        QCOMPARE(cowrie::ui::holeKeysText(*three, 9), QString("A\u2013I"));
        // H is a hole in three-row: the hint moves to "?".
        QCOMPARE(cowrie::ui::hintKeyText(*three, 9), QString("?"));
        const auto kalah = rulesOf("kalah");
        QCOMPARE(cowrie::ui::holeForKey(*kalah, 6, "4"), 4);
        QCOMPARE(cowrie::ui::holeForKey(*kalah, 6, "7"), 0);
        QCOMPARE(cowrie::ui::holeForKey(*kalah, 6, "d"), 0);
        QCOMPARE(cowrie::ui::holeKeysText(*kalah, 6), QString("1\u20136"));
        QCOMPARE(cowrie::ui::hintKeyText(*kalah, 6), QString("H"));
    }

    void theRacesEndIsTheEndOfTheRace() {
        auto c = threeRow();
        QSignalSpy roundEnded(c.get(), &GameSession::roundEnded);
        // Before: phase 1, nobody's round wins.
        QCOMPARE(c->board()->roundLine(), QString("Phase 1: the race, both sow at once"));
        QVERIFY(!c->board()->showsRoundWins());
        playTheRace(*c);
        QCOMPARE(roundEnded.count(), 1);
        const QVariantMap summary = c->feed()->roundSummary();
        QCOMPARE(summary.value("title").toString(), QString("The race is over"));
        const QString headline = summary.value("headline").toString();
        QVERIFY(!headline.isEmpty());
        QVERIFY2(!headline.contains(": .") && !headline.startsWith('.'), qPrintable(headline));
        // One row of real figures: the seeds in each player's holes, all 54.
        const QVariantList rows = summary.value("rows").toList();
        QCOMPARE(rows.size(), 1);
        const QVariantMap seeds = rows[0].toMap();
        QCOMPARE(seeds.value("south").toInt() + seeds.value("north").toInt(), 54);
        QVERIFY(seeds.value("south").toInt() > 0 && seeds.value("north").toInt() > 0);
        for (const QVariant& r : rows)
            QVERIFY(!r.toMap().value("label").toString().contains("Rounds won"));
        const QString next = summary.value("next").toString();
        QVERIFY2(next.contains("first turn"), qPrintable(next));
        QVERIFY2(!next.contains(" his ") && !next.contains("refill their"), qPrintable(next));
        // The sentences under the board: the race, not "Round 1 is over: .".
        const QString reason = c->texts()->turnReason();
        QVERIFY2(reason.startsWith("The race is over"), qPrintable(reason));
        QVERIFY(!c->status().contains("Round"));
        QVERIFY2(c->status().contains(QRegularExpression("chose: [A-I]\\+[a-i]")),
                 qPrintable(c->status()));
        for (const QString& caption : c->feed()->captions()) {
            QVERIFY2(!caption.contains(": ."), qPrintable(caption));
            QVERIFY2(!caption.contains("round", Qt::CaseInsensitive), qPrintable(caption));
        }
        // After: phase 2, and still no rounds.
        c->dismissRoundSummary();
        QCOMPARE(c->board()->roundLine(), QString("Phase 2: turns"));
        QVERIFY(!c->board()->showsRoundWins());
    }

    void turnsAreToldInLetters() {
        auto c = threeRow();
        playTheRace(*c);
        c->dismissRoundSummary();
        const Side mover = cowrie::sideOf(c->match()->position().toMove);
        const Move move = c->match()->legalMoves()[0];
        QVERIFY(playThrough(*c, move));
        const QString label =
            QString::fromStdString(c->match()->rules().holeName(mover, move.holeNumber()));
        QVERIFY2(c->status().contains(QStringLiteral(" played %1").arg(label)),
                 qPrintable(c->status()));
        // Narration names holes by letter: "South's hole C", never "hole 3".
        bool named = false;
        for (const QString& caption : c->feed()->captions()) {
            QVERIFY2(!caption.contains(QRegularExpression("hole \\d")), qPrintable(caption));
            const int at = caption.indexOf("hole ");
            if (at >= 0 && isHoleLetter(caption.at(at + 5))) named = true;
        }
        QVERIFY(named);
        // Undo names the move taken back by its letter.
        c->undo();
        QVERIFY2(c->status().contains(QStringLiteral("Took back move %1").arg(label)),
                 qPrintable(c->status()));
    }

    void theMoveListUsesLetters() {
        auto c = threeRow();
        playTheRace(*c);
        c->dismissRoundSummary();
        for (int i = 0; i < 6 && !c->over(); ++i)
            QVERIFY(playThrough(*c, c->match()->legalMoves()[0]));
        c->replay()->start();
        const QStringList moves = c->replay()->moves();
        QVERIFY(moves.size() >= 2);
        QVERIFY2(moves[0].contains(QRegularExpression(": [A-I]\\+[a-i]$")), qPrintable(moves[0]));
        for (int i = 1; i < moves.size(); ++i)
            QVERIFY2(moves[i].contains(QRegularExpression(": [A-Ia-i]$")), qPrintable(moves[i]));
    }

    void aHintNamesTheHoleByItsLetter() {
        auto c = threeRow();
        playTheRace(*c);
        c->dismissRoundSummary();
        c->hint();
        QTRY_VERIFY_WITH_TIMEOUT(!c->hints()->text().isEmpty(), 20000);
        QVERIFY2(c->hints()->text().contains(QRegularExpression("^Try hole [A-Ia-i]\\.")),
                 qPrintable(c->hints()->text()));
    }

    void aSingleGameNeverSaysRoundTwo() {
        auto c = threeRow();
        playTheRace(*c);
        c->dismissRoundSummary();
        for (int i = 0; i < 400 && !c->over(); ++i) {
            QVERIFY(playThrough(*c, c->match()->legalMoves()[i % c->match()->legalMoves().size()]));
            QVERIFY2(!c->board()->roundLine().contains("Round"),
                     qPrintable(c->board()->roundLine()));
            QVERIFY(!c->board()->roundLine().contains("won"));
            QVERIFY(!c->board()->showsRoundWins());
            QVERIFY2(!c->status().contains("Round 2"), qPrintable(c->status()));
            if (c->awaitingSummary()) c->dismissRoundSummary();
        }
        QVERIFY(c->over());
    }
};

QTEST_MAIN(TestThreeRowTexts)
#include "tst_threerowtexts.moc"
