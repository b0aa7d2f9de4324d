#include "app/ui/shared/coretext.h"

#include <QCoreApplication>

namespace cowrie::ui {

namespace {

// Every English text of the rules core that the app shows (see coretext.h),
// in the registry's order; tst_coretext prints the lines of any text the
// core gains, ready to paste here.
const char* const kCoreTexts[] = {
    //: the name of a game
    QT_TRANSLATE_NOOP("CoreText", "Kalah"),
    //: other names of Kalah, after "also"
    QT_TRANSLATE_NOOP("CoreText", "standard mancala"),
    //: where Kalah is played
    QT_TRANSLATE_NOOP("CoreText", "Reference game (worldwide)"),
    //: one line about Kalah
    QT_TRANSLATE_NOOP(
        "CoreText", "The familiar mancala: capture across the board, extra moves from your store."),
    //: the name of an option of Kalah
    QT_TRANSLATE_NOOP("CoreText", "Holes"),
    //: what an option of Kalah does
    QT_TRANSLATE_NOOP("CoreText", "Holes in each player's row."),
    //: the name of an option of Kalah
    QT_TRANSLATE_NOOP("CoreText", "Seeds"),
    //: what an option of Kalah does
    QT_TRANSLATE_NOOP("CoreText", "Seeds in each hole at the start."),
    //: the name of an option of Kalah
    QT_TRANSLATE_NOOP("CoreText", "Empty capture"),
    //: what an option of Kalah does
    QT_TRANSLATE_NOOP(
        "CoreText",
        "A last seed in your own empty hole is captured even when the opposite hole is empty."),
    //: the name of an option of Kalah
    QT_TRANSLATE_NOOP("CoreText", "First"),
    //: what an option of Kalah does
    QT_TRANSLATE_NOOP("CoreText", "Who moves first."),
    //: a choice of the option 'First'
    QT_TRANSLATE_NOOP("CoreText", "South"),
    //: a choice of the option 'First'
    QT_TRANSLATE_NOOP("CoreText", "North"),
    //: the name of a game
    QT_TRANSLATE_NOOP("CoreText", "Congkak"),
    //: other names of Congkak, after "also"
    QT_TRANSLATE_NOOP("CoreText", "chongkak"),
    //: where Congkak is played
    QT_TRANSLATE_NOOP("CoreText", "Malaysia"),
    //: one line about Congkak
    QT_TRANSLATE_NOOP("CoreText",
                      "Seven holes of seven cowries; relay sowing round and round the boat."),
    //: a variant (preset) of Congkak
    QT_TRANSLATE_NOOP("CoreText", "Single round"),
    //: a variant (preset) of Congkak
    QT_TRANSLATE_NOOP("CoreText", "Traditional: simultaneous start, rounds"),
    //: the name of an option of Congkak
    QT_TRANSLATE_NOOP("CoreText", "Traditional"),
    //: what an option of Congkak does
    QT_TRANSLATE_NOOP("CoreText",
                      "Both players make the first move at once, and the game is played over "
                      "rounds with burnt holes."),
    //: what an option of Congkak does
    QT_TRANSLATE_NOOP("CoreText", "Who moves first (no effect with the simultaneous start)."),
    //: the name of a game
    QT_TRANSLATE_NOOP("CoreText", "Congklak"),
    //: other names of Congklak, after "also"
    QT_TRANSLATE_NOOP("CoreText", "dakon, sungka"),
    //: where Congklak is played
    QT_TRANSLATE_NOOP("CoreText", "Indonesia"),
    //: one line about Congklak
    QT_TRANSLATE_NOOP(
        "CoreText", "Relay sowing on a boat of five to nine holes a side; play one round or to K."),
    //: a variant (preset) of Congklak
    QT_TRANSLATE_NOOP("CoreText", "Classic 2x5"),
    //: a variant (preset) of Congklak
    QT_TRANSLATE_NOOP("CoreText", "Rounds 2xN"),
    //: the name of an option of Congklak
    QT_TRANSLATE_NOOP("CoreText", "Preset"),
    //: what an option of Congklak does
    QT_TRANSLATE_NOOP(
        "CoreText",
        "Classic 2x5, one round; or Rounds: simultaneous start, burnt holes, first to K rounds."),
    //: a choice of the option 'Preset'
    QT_TRANSLATE_NOOP("CoreText", "Classic"),
    //: a choice of the option 'Preset'
    QT_TRANSLATE_NOOP("CoreText", "Rounds"),
    //: what an option of Congklak does
    QT_TRANSLATE_NOOP(
        "CoreText",
        "Holes in each row, and seeds in each hole (default 5 in Classic, 7 in Rounds)."),
    //: what an option of Congklak does
    QT_TRANSLATE_NOOP("CoreText", "Round wins needed to win the game (Rounds preset)."),
    //: the name of an option of Congklak
    QT_TRANSLATE_NOOP("CoreText", "Lone seed"),
    //: what an option of Congklak does
    QT_TRANSLATE_NOOP(
        "CoreText", "A last seed in your own empty hole is taken even when nothing lies opposite."),
    //: the name of an option of Congklak
    QT_TRANSLATE_NOOP("CoreText", "Burnt penalty"),
    //: what an option of Congklak does
    QT_TRANSLATE_NOOP(
        "CoreText",
        "Burnt holes stay on the circuit; a seed falling into one goes to the opponent."),
    //: what an option of Congklak does
    QT_TRANSLATE_NOOP("CoreText", "Who moves first (Classic; Rounds starts with both at once)."),
    //: the name of a game
    QT_TRANSLATE_NOOP("CoreText", "Chonka"),
    //: other names of Chonka, after "also"
    QT_TRANSLATE_NOOP("CoreText", "chonku, Colombo's pallankuli"),
    //: where Chonka is played
    QT_TRANSLATE_NOOP("CoreText", "Colombo, Sri Lanka"),
    //: one line about Chonka
    QT_TRANSLATE_NOOP(
        "CoreText",
        "The first move picks the direction for the whole game; the store ends a turn."),
    //: the name of an option of Chonka
    QT_TRANSLATE_NOOP("CoreText", "Either side"),
    //: what an option of Chonka does
    QT_TRANSLATE_NOOP(
        "CoreText",
        "A last seed in an empty hole on either side captures it and the hole opposite."),
    //: the name of a game
    QT_TRANSLATE_NOOP("CoreText", "Pallankuzhi"),
    //: other names of Pallankuzhi, after "also"
    QT_TRANSLATE_NOOP("CoreText", "pallanguzhi, Tamil pallankuli"),
    //: where Pallankuzhi is played
    QT_TRANSLATE_NOOP("CoreText", "Tamil Nadu (South India) and Sri Lanka"),
    //: one line about Pallankuzhi
    QT_TRANSLATE_NOOP(
        "CoreText", "Six cowries a hole: pasu fours, captures beyond an empty hole, burnt holes."),
    //: the name of an option of Pallankuzhi
    QT_TRANSLATE_NOOP("CoreText", "Hidden counts"),
    //: what an option of Pallankuzhi does
    QT_TRANSLATE_NOOP("CoreText",
                      "The board shows the seeds but no numbers: judge a sowing by eye."),
    //: what an option of Pallankuzhi does
    QT_TRANSLATE_NOOP("CoreText", "Who moves first in round 1; rounds then alternate."),
    //: the name of a game
    QT_TRANSLATE_NOOP("CoreText", "Olinda keliya"),
    //: other names of Olinda keliya, after "also"
    QT_TRANSLATE_NOOP("CoreText", "puhulmutu"),
    //: where Olinda keliya is played
    QT_TRANSLATE_NOOP("CoreText", "Kandy, Sri Lanka"),
    //: one line about Olinda keliya
    QT_TRANSLATE_NOOP(
        "CoreText",
        "Red olinda seeds: pass the threes, eat the fours, and play phase after phase."),
    //: the name of an option of Olinda keliya
    QT_TRANSLATE_NOOP("CoreText", "Short arrangement"),
    //: what an option of Olinda keliya does
    QT_TRANSLATE_NOOP("CoreText",
                      "A player starting a phase with fewer than 12 seeds arranges 2 (or 1) per "
                      "hole and plays by the short player's rules."),
    //: a choice of the option 'Short arrangement'
    QT_TRANSLATE_NOOP("CoreText", "Off"),
    //: a choice of the option 'Short arrangement'
    QT_TRANSLATE_NOOP("CoreText", "2"),
    //: a choice of the option 'Short arrangement'
    QT_TRANSLATE_NOOP("CoreText", "1"),
    //: the name of an option of Olinda keliya
    QT_TRANSLATE_NOOP("CoreText", "Equal draw"),
    //: what an option of Olinda keliya does
    QT_TRANSLATE_NOOP("CoreText", "With 28 seeds each (hari mutu) the players agree to a draw."),
    //: what an option of Olinda keliya does
    QT_TRANSLATE_NOOP("CoreText", "Who moves first (and chooses the direction)."),
    //: an agreement of Olinda keliya (its name)
    QT_TRANSLATE_NOOP("CoreText", "Agreed draw"),
    //: an agreement of Olinda keliya (what it means)
    QT_TRANSLATE_NOOP("CoreText",
                      "If both end a phase with 28 seeds, agree to a draw (hari mutu). The "
                      "agreement is made now, before play; there is no draw offer during the game. "
                      "Off: play goes on with a new phase."),
    //: an agreement of Olinda keliya (shown while it holds)
    QT_TRANSLATE_NOOP("CoreText", "Agreed: 28 seeds each at a phase's end is a draw (hari mutu)"),
    //: the name of a game
    QT_TRANSLATE_NOOP("CoreText", "Three-row mancala"),
    //: other names of Three-row mancala, after "also"
    QT_TRANSLATE_NOOP("CoreText", "hiru ilarako mankala"),
    //: where Three-row mancala is played
    QT_TRANSLATE_NOOP("CoreText", "Basque source"),
    //: one line about Three-row mancala
    QT_TRANSLATE_NOOP("CoreText",
                      "Three rows of six: a simultaneous race, then captures down the columns."),
    //: the name of an option of Three-row mancala
    QT_TRANSLATE_NOOP("CoreText", "Games"),
    //: what an option of Three-row mancala does
    QT_TRANSLATE_NOOP("CoreText",
                      "Games in a match; later games start from the seeds each player won."),
    //: what an option of Three-row mancala does
    QT_TRANSLATE_NOOP("CoreText",
                      "Accepted for every game; the simultaneous start makes it moot here."),
    //: why a round or game ended, after "The round is over: "
    QT_TRANSLATE_NOOP("CoreText", "a side has no seeds left in its holes"),
    //: why a round or game ended, after "The round is over: "
    QT_TRANSLATE_NOOP("CoreText", "every possible move would sow forever"),
    //: why a round or game ended, after "The round is over: "
    QT_TRANSLATE_NOOP("CoreText", "the same position occurred a third time"),
    //: why a round or game ended, after "The round is over: "
    QT_TRANSLATE_NOOP("CoreText", "the player to move has no legal move"),
    //: why a round or game ended, after "The round is over: "
    QT_TRANSLATE_NOOP("CoreText", "every seed is in a store"),
    //: why a round or game ended, after "The round is over: "
    QT_TRANSLATE_NOOP("CoreText", "the player to move has no seeds in his holes"),
    //: why a round or game ended, after "The round is over: "
    QT_TRANSLATE_NOOP("CoreText", "a player won the rounds needed"),
    //: why a round or game ended, after "The round is over: "
    QT_TRANSLATE_NOOP("CoreText", "a player could not fill a single hole"),
    //: why a round or game ended, after "The round is over: "
    QT_TRANSLATE_NOOP("CoreText", "equal seeds on both sides, a draw by agreement"),
    //: why a round or game ended, after "The round is over: "
    QT_TRANSLATE_NOOP("CoreText", "a player has no seeds to start a new phase"),
};

}  // namespace

QString coreText(std::string_view english) {
    if (english.empty()) return {};
    const std::string text(english);
    return QCoreApplication::translate("CoreText", text.c_str());
}

QString optionWords(const std::string& key) {
    std::string text = key;
    for (char& c : text)
        if (c == '-') c = ' ';
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = char(text[0] - 'a' + 'A');
    return coreText(text);
}

QStringList knownCoreTexts() {
    QStringList texts;
    for (const char* text : kCoreTexts) texts << QString::fromUtf8(text);
    return texts;
}

}  // namespace cowrie::ui
