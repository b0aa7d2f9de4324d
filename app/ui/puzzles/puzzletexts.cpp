#include "app/ui/puzzles/puzzletexts.h"

#include <QCoreApplication>

#include "app/ui/board/counttext.h"
#include "app/ui/board/holelabels.h"
#include "core/ai/score.h"

namespace cowrie::ui {

QString puzzleGoalText(const cowrie::puzzles::Puzzle& puzzle, Side solver, const Names& names) {
    const QString who = names.of(solver);
    if (puzzle.gain <= 0)
        return puzzle.win
                   ? QCoreApplication::translate("PuzzleTexts", "%1 to move: win the game").arg(who)
                   : QCoreApplication::translate("PuzzleTexts", "%1 to move: find the best move")
                         .arg(who);
    //: %1 is the side to move (South, North); %n the seeds to win.
    return puzzle.win
               ? countText("PuzzleTexts", "%1 to move: win at least %n seed and win the game",
                           QT_TRANSLATE_N_NOOP(
                               "PuzzleTexts", "%1 to move: win at least %n seeds and win the game"),
                           puzzle.gain)
                     .arg(who)
               : countText("PuzzleTexts", "%1 to move: win at least %n seed",
                           QT_TRANSLATE_N_NOOP("PuzzleTexts", "%1 to move: win at least %n seeds"),
                           puzzle.gain)
                     .arg(who);
}

QString puzzleThemeName(const std::string& key) {
    if (key == "extraMove") return QCoreApplication::translate("PuzzleTexts", "Extra move");
    if (key == "extraMoveChain")
        return QCoreApplication::translate("PuzzleTexts", "Chain of extra moves");
    if (key == "capture") return QCoreApplication::translate("PuzzleTexts", "Capture");
    if (key == "bigCapture") return QCoreApplication::translate("PuzzleTexts", "Big capture");
    if (key == "relayCapture")
        return QCoreApplication::translate("PuzzleTexts", "Relay into a capture");
    if (key == "pasu") return QCoreApplication::translate("PuzzleTexts", "Pasu");
    if (key == "burntHole") return QCoreApplication::translate("PuzzleTexts", "Burnt hole");
    if (key == "defence") return QCoreApplication::translate("PuzzleTexts", "Defence");
    if (key == "endgame") return QCoreApplication::translate("PuzzleTexts", "Endgame");
    if (key == "sweep") return QCoreApplication::translate("PuzzleTexts", "Sweep");
    return QString::fromStdString(key);
}

QString puzzleThemeHint(const std::string& key) {
    if (key == "extraMove")
        return QCoreApplication::translate("PuzzleTexts",
                                           "Look for a move that earns another turn.");
    if (key == "extraMoveChain")
        return QCoreApplication::translate("PuzzleTexts", "Look for a chain of extra moves.");
    if (key == "capture") return QCoreApplication::translate("PuzzleTexts", "Look for a capture.");
    if (key == "bigCapture")
        return QCoreApplication::translate("PuzzleTexts", "Look for a big capture.");
    if (key == "relayCapture")
        return QCoreApplication::translate("PuzzleTexts",
                                           "Look for a relay that ends in a capture.");
    if (key == "pasu")
        return QCoreApplication::translate("PuzzleTexts",
                                           "Look for a hole that reaches four: pasu.");
    if (key == "burntHole")
        return QCoreApplication::translate("PuzzleTexts",
                                           "Look for a move that puts a hole out of play.");
    if (key == "defence")
        return QCoreApplication::translate("PuzzleTexts",
                                           "Look at what your opponent threatens, and stop it.");
    if (key == "endgame")
        return QCoreApplication::translate("PuzzleTexts",
                                           "Count to the end of the game: who keeps what?");
    if (key == "sweep")
        return QCoreApplication::translate("PuzzleTexts",
                                           "Think of the seeds swept into the stores at the end.");
    return QCoreApplication::translate("PuzzleTexts", "Look for the move that gains most.");
}

QString puzzleReplyText(const Rules& rules, const Position& before, const Trace& trace,
                        const Names& names) {
    const Side mover = before.toMove == Turn::North ? Side::North : Side::South;
    const int store = before.board.store(mover);
    int captured = 0;
    int hole = 0;
    bool again = false;
    for (const Event& e : trace) {
        if (e.type == EventType::Lift && hole == 0 && e.place >= 0)
            hole = before.board.holeNumber(e.place);
        // What the mover takes into their store, pasu included.
        if ((e.type == EventType::Capture || e.type == EventType::Pasu) && e.to == store)
            captured += e.count;
        if (e.type == EventType::ExtraMove && e.actor == mover) again = true;
    }
    const QString who = names.of(mover);
    const QString label = holeLabel(rules, mover, hole);
    //: %1 is a side (South, North), %2 the hole it plays; %n the seeds it takes.
    QString text =
        captured > 0
            ? countText("PuzzleTexts", "%1 answers %2 and captures %n seed.",
                        QT_TRANSLATE_N_NOOP("PuzzleTexts", "%1 answers %2 and captures %n seeds."),
                        captured)
                  .arg(who, label)
            : QCoreApplication::translate("PuzzleTexts", "%1 answers %2.").arg(who, label);
    if (again)
        text += QLatin1Char(' ') +
                QCoreApplication::translate("PuzzleTexts", "%1 moves again.").arg(who);
    return text;
}

QString puzzleLossText(int lost) {
    if (lost <= 0) return QString();
    // A game of rounds scores a won match as kWinScore plus its margin: a
    // difference that large is the game's result, not a count of seeds.
    if (ai::isDecisive(lost))
        return QCoreApplication::translate("PuzzleTexts",
                                           "The best move kept a better result of the whole game.");
    return countText("PuzzleTexts", "The best move was worth %n seed more.",
                     QT_TRANSLATE_N_NOOP("PuzzleTexts", "The best move was worth %n seeds more."),
                     lost);
}

}  // namespace cowrie::ui
