#pragma once
// One game of the library as the Library page lists it: its game, who played,
// the result, the date and the length in words, and what the statistics
// count (the person's result against the computer at a level).

#include <QString>

#include "app/ui/library/gamelibrary.h"

namespace cowrie::ui {

struct LibraryRow {
    QString id;
    QString gameId;    // "" when the file cannot be read
    QString gameName;  // the game's name, or the file's name when unreadable
    QString players;   // "Ana against Computer (Novice)"
    QString opponent;  // the filter's words: "Computer (Novice)", "Two players", "Computer demo"
    QString result;    // "Ana won by 6", "A draw", "Unfinished", or the file's problem
    QString date;      // the start, for people ("2 Dec 2026 00:52")
    QString sortKey;   // newest first: the start date (ISO), else the file's time
    int moves = 0;
    bool finished = false;
    QString problem;  // why the file cannot be read, "" when it can

    // For the statistics: a finished game of a person against the computer.
    int level = -1;   // the computer's level, -1 for other games
    int outcome = 0;  // the person's: 1 won, -1 lost, 0 drawn
    int margin = 0;   // the winner's lead in seeds
};

LibraryRow libraryRow(const GameLibrary::Entry& entry);

// The app's names of the computer's levels ("Novice" .. "Master").
QString levelText(int level);

}  // namespace cowrie::ui
