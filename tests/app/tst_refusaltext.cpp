// Refusals in the play screen's words (refusaltext.h, issue 14, point 10):
// the players' names and the game's hole names, never the core's "hole 2 of
// south"; burnt, blind and privileged holes say what they are.

#include <QtTest>

#include "app/ui/play/refusaltext.h"
#include "core/state_load.h"

using namespace cowrie;

namespace {

// Why `move` (the core's notation) is refused in `state`, with South named
// Ana and North named Ben.
QString refusal(const char* state, const char* move) {
    std::string error;
    auto loaded = loadStateText(state, "", {}, error);
    if (!loaded) qFatal("bad state: %s", error.c_str());
    const auto parsed = loaded->rules->parseMove(move);
    if (!parsed) qFatal("bad move: %s", move);
    const ui::Names names{QStringLiteral("Ana"), QStringLiteral("Ben")};
    return ui::refusalText(*loaded->rules, loaded->position, *parsed, names);
}

}  // namespace

class RefusalText : public QObject {
    Q_OBJECT

  private slots:
    void legalMovesAreNotRefused() {
        QCOMPARE(
            refusal(R"({"game":"kalah","holes":{"south":[4,4,4,4,4,4],"north":[4,4,4,4,4,4]}})",
                    "3"),
            QString());
    }

    void anEmptyHoleIsTheMoversByName() {
        QCOMPARE(
            refusal(R"({"game":"kalah","holes":{"south":[1,0,4,4,4,4],"north":[4,4,4,4,4,4]}})",
                    "2"),
            QStringLiteral("Ana's hole 2 is empty"));
        QCOMPARE(refusal(R"({"game":"kalah","toMove":"north",
                             "holes":{"south":[4,4,4,4,4,4],"north":[4,4,4,0,4,5]}})",
                         "4"),
                 QStringLiteral("Ben's hole 4 is empty"));
    }

    void aHoleBeyondTheRowSaysWhichHolesThereAre() {
        QCOMPARE(
            refusal(R"({"game":"kalah","holes":{"south":[4,4,4,4,4,4],"north":[4,4,4,4,4,4]}})",
                    "7"),
            QStringLiteral("hole 7 does not exist: the holes are 1 to 6"));
    }

    void threeRowNamesItsHolesByLetter() {
        QCOMPARE(refusal(R"({"game":"three-row","round":2,"toMove":"south",
                             "holes":{"south":[3,3,0,3,3,3,3,3,3],"north":[3,3,3,3,3,3,3,3,3]}})",
                         "3"),
                 QStringLiteral("Ana's hole C is empty"));
    }

    void burntBlindAndPrivilegedHolesSayWhatTheyAre() {
        QCOMPARE(
            refusal(R"({"game":"congkak","options":{"traditional":true},"round":2,"toMove":"south",
                             "holes":{"south":[7,7,7,7,0,0,0],"north":[7,7,7,7,7,7,7]},
                             "stores":{"south":2,"north":19},
                             "burnt":{"south":[5,6,7]}})",
                    "6"),
            QStringLiteral("Ana's hole 6 is burnt: out of play this round"));
        const char* olinda = R"({"game":"olinda-keliya","direction":"R","round":2,
            "holes":{"south":[4,4,4,4,2,0,0],"north":[4,4,4,4,4,4,2]},
            "stores":{"south":0,"north":12},
            "burnt":{"south":[6,7]},
            "marked":{"south":{"5":"naga"},"north":{"7":"naga"}}})";
        QCOMPARE(refusal(olinda, "7"),
                 QStringLiteral("Ana's hole 7 is blind: out of play this phase"));
        QCOMPARE(refusal(olinda, "5"),
                 QStringLiteral("Ana's hole 5 is a naga and is never lifted"));
    }

    void neverTheCoresSideNames() {
        const QString text = refusal(
            R"({"game":"kalah","holes":{"south":[0,4,4,4,4,4],"north":[4,4,4,4,4,4]}})", "1");
        QVERIFY2(!text.contains(QLatin1String("south"), Qt::CaseInsensitive), qPrintable(text));
        QVERIFY2(text.startsWith(QLatin1String("Ana's")), qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(RefusalText)
#include "tst_refusaltext.moc"
